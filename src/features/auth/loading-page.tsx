import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { MESSAGES } from '@/config/constants';
import { useSession } from '@/stores/session';
import { readLaunchParams, readLaunchProof } from '@/utils/launch-params';
import { safeRedirect } from '@/utils/safe-redirect';
import { useSessionHandover } from './session-handover';

/**
 * /loading: launch from another platform (docs/rules.md#session). The address must carry the platform's proof (ts,
 * nonce, sig): the page forwards it with lid / cid / name to getUserToken, where the backend checks it; a bare `lid`
 * is refused here, without a call. When another user is signed in, the page asks before switching; then it loads
 * the session, selects the launched library and campus and opens the page asked for.
 */
export default function LoadingPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<{ title: string; detail: string } | null>(null);
  const { dialog, handover } = useSessionHandover();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // The router's location (launch parameters in the search, or in a query inside the host's hash).
    const where = { search: location.search, hash: window.location.hash };
    const params = readLaunchParams(where);
    const proof = readLaunchProof(where);
    const redirect = new URLSearchParams(location.search).get('redirect');
    if (!proof) {
      setError({ title: MESSAGES.launchInvalid, detail: '链接没有来源平台的签名，无法确认您的身份。请从平台重新进入，或使用账号登录。' });
      return;
    }
    void (async () => {
      try {
        const grant = await useSession.getState().exchangeLaunch(proof);
        const outcome = await handover(grant);
        if (outcome === 'opened') useSession.getState().selectLaunched(params);
        navigate(outcome === 'opened' ? safeRedirect(redirect, '/') : '/', { replace: true });
      } catch (e) {
        const detail = e instanceof Error && e.message ? e.message : MESSAGES.pdTokenFailed;
        setError({ title: detail === MESSAGES.pdTokenFailed ? '无法进入平台' : MESSAGES.launchInvalid, detail });
      }
    })();
  }, [navigate, location.search, handover]);

  if (error) {
    return (
      <Result
        status="warning"
        title={error.title}
        subTitle={error.detail}
        extra={
          <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
            使用账号登录
          </Button>
        }
      />
    );
  }
  return (
    <>
      {dialog}
      <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin size="large" description="正在进入平台…">
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    </>
  );
}
