import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { MESSAGES } from '@/config/constants';
import { useSession } from '@/stores/session';
import { readLaunchParams } from '@/utils/launch-params';
import { safeRedirect } from '@/utils/safe-redirect';

/**
 * /loading: launch from another platform with lid / cid / name. Gets the login token for them
 * (pd token, docs/rules.md#session), loads the session, selects the library and campus, then goes on.
 */
export default function LoadingPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The router's location (launch parameters in the search, or in a query inside the host's hash).
    const params = readLaunchParams({ search: location.search, hash: window.location.hash });
    const redirect = new URLSearchParams(location.search).get('redirect');
    useSession
      .getState()
      .launch(params)
      .then(() => navigate(safeRedirect(redirect, '/'), { replace: true }))
      .catch((e: unknown) => {
        useSession.getState().resetToken();
        setError(e instanceof Error && e.message ? e.message : MESSAGES.pdTokenFailed);
      });
  }, [navigate, location.search]);

  if (error) {
    return (
      <Result
        status="error"
        title="无法进入平台"
        subTitle={error}
        extra={
          <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
            使用账号登录
          </Button>
        }
      />
    );
  }
  return (
    <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin size="large" tip="正在进入平台…">
        <div style={{ width: 200, height: 80 }} />
      </Spin>
    </div>
  );
}
