import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { useSession } from '@/stores/session';
import type { PendingSso } from '@/utils/sso';
import { parseSsoReturn, refuseReturn, takePendingSso, type SsoReturn } from '@/utils/sso-return';
import { landingAfterLogin } from './login-page';
import { useSessionHandover } from './session-handover';

/** The session a return grants: its tokens (a fragment) or the backend's exchange of its code or ticket. */
async function grantOf(returned: Extract<SsoReturn, { kind: 'code' | 'ticket' | 'tokens' }>, pending: PendingSso) {
  if (returned.kind === 'tokens') return returned.grant;
  return useSession.getState().exchangeSignOn({
    provider: pending.provider,
    redirect_uri: pending.redirectUri,
    ...(returned.kind === 'code' ? { code: returned.code } : { ticket: returned.ticket }),
  });
}

/**
 * /auth-redirect: where single sign-on comes back (docs/rules.md#session). The code, ticket or tokens leave the
 * address bar at once; the `state` must be the one this tab sent; a code (OAuth) or ticket (CAS) goes to the
 * backend, which holds the client secret; tokens are taken from the URL fragment only (a token in the query string
 * is refused: it is in the server's access log). When another user is signed in the page asks before switching;
 * then it opens the page first asked for.
 */
export default function AuthRedirectPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<{ title: string; detail: string } | null>(null);
  const { dialog, handover } = useSessionHandover();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returned = parseSsoReturn(window.location);
    // Nothing of the return stays in the address bar, the history or a screenshot.
    window.history.replaceState(window.history.state, '', '/auth-redirect');
    const pending = takePendingSso();
    if (returned.kind === 'token-in-query') {
      setError({ title: '登录凭证无效', detail: '令牌不能放在地址的查询参数中（会留在服务器日志和浏览器历史里），已拒绝。请重新登录。' });
      return;
    }
    if (returned.kind === 'none') {
      setError({ title: '登录凭证无效', detail: '跳转链接中没有有效的登录凭证，请重新登录。' });
      return;
    }
    if (returned.kind === 'error') {
      setError({ title: '登录未完成', detail: returned.description || `身份提供方返回：${returned.error}` });
      return;
    }
    const refused = refuseReturn(pending, returned);
    if (refused || !pending) {
      setError({ title: '登录未完成', detail: refused ?? '' });
      return;
    }
    void (async () => {
      try {
        const outcome = await handover(await grantOf(returned, pending));
        const userType = useSession.getState().roleType?.userType;
        navigate(outcome === 'opened' ? landingAfterLogin(userType, pending.target) : '/', { replace: true });
      } catch (e) {
        setError({ title: '登录未完成', detail: e instanceof Error && e.message ? e.message : '单点登录失败，请重新登录' });
      }
    })();
  }, [navigate, handover]);

  if (error) {
    return (
      <Result
        status="warning"
        title={error.title}
        subTitle={error.detail}
        extra={
          <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
            前往登录
          </Button>
        }
      />
    );
  }
  return (
    <>
      {dialog}
      <div style={{ height: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Spin size="large" description="正在登录…">
          <div style={{ width: 200, height: 80 }} />
        </Spin>
      </div>
    </>
  );
}
