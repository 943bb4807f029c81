import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Result } from 'antd';
import { setToken } from '@/utils/cookies';
import { useSession } from '@/stores/session';
import { safeRedirect } from '@/utils/safe-redirect';

const TOKEN_PATTERN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;

/** The token handed over by single sign-on, from `#access_token=…` or `?access_token=…`. */
export function tokenFromLocation(location: { search: string; hash: string }): string | null {
  const fromHash = new URLSearchParams(location.hash.replace(/^#/, '')).get('access_token');
  const token = fromHash ?? new URLSearchParams(location.search).get('access_token');
  return token && TOKEN_PATTERN.test(token) ? token : null;
}

/** /auth-redirect: single sign-on lands here with a token; store it and go on to a safe target. */
export default function AuthRedirectPage() {
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    const token = tokenFromLocation(window.location);
    if (!token) {
      setInvalid(true);
      return;
    }
    setToken(token);
    useSession.setState({ token, roles: [] });
    const redirect = new URLSearchParams(window.location.search).get('redirect');
    navigate(safeRedirect(redirect, '/'), { replace: true });
  }, [navigate]);

  if (!invalid) return null;
  return (
    <Result
      status="warning"
      title="登录凭证无效"
      subTitle="跳转链接中没有有效的登录凭证，请重新登录。"
      extra={
        <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
          前往登录
        </Button>
      }
    />
  );
}
