import type { SsoProvider } from '@/config/env';
import { SSO_PENDING_MAX_AGE_MS, authorizeRequest, type PendingSso } from '@/utils/sso';
import { parseSsoReturn, refuseReturn, takePendingSso } from '@/utils/sso-return';

/** Single sign-on in the browser (src/utils/sso.ts, docs/rules.md#session): the request, the return, the state. */

const OAUTH: SsoProvider = {
  id: 'smartedu',
  name: '国家智慧教育平台',
  kind: 'oauth',
  authorizeUrl: 'https://platform.example/uias/oauth/authorize',
  clientId: 'srp-app',
  scope: 'userInfo',
};
const CAS: SsoProvider = { id: 'campus', name: '统一身份认证', kind: 'cas', authorizeUrl: 'https://cas.example.edu.cn/cas/login' };
const ORIGIN = 'https://srp.example.edu.cn';

describe('the request', () => {
  test('OAuth: response_type=code, client id, redirect_uri /auth-redirect, scope, state; the deep link stays in the tab', () => {
    const { url, pending } = authorizeRequest(OAUTH, { origin: ORIGIN, state: 's1', target: '/library/index?yid=2025', now: 5 });
    const u = new URL(url);
    expect(u.origin + u.pathname).toBe('https://platform.example/uias/oauth/authorize');
    expect(Object.fromEntries(u.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'srp-app',
      redirect_uri: `${ORIGIN}/auth-redirect`,
      scope: 'userInfo',
      state: 's1',
    });
    // The deep link is not sent to the provider (redirect_uri must be the registered one).
    expect(url).not.toContain('library');
    expect(pending).toEqual({
      state: 's1',
      provider: 'smartedu',
      kind: 'oauth',
      redirectUri: `${ORIGIN}/auth-redirect`,
      target: '/library/index?yid=2025',
      at: 5,
    });
  });

  test('CAS: the state rides in the service URL, which the exchange repeats exactly', () => {
    const { url, pending } = authorizeRequest(CAS, { origin: ORIGIN, state: 's2', target: '/', now: 5 });
    expect(new URL(url).searchParams.get('service')).toBe(`${ORIGIN}/auth-redirect?state=s2`);
    expect(pending.redirectUri).toBe(`${ORIGIN}/auth-redirect?state=s2`);
  });

  test('a provider at a path of this origin', () => {
    const { url } = authorizeRequest(
      { ...OAUTH, authorizeUrl: '/auth/demo-idp/authorize' },
      { origin: ORIGIN, state: 's', target: '/', now: 0 },
    );
    expect(url.startsWith(`${ORIGIN}/auth/demo-idp/authorize?`)).toBe(true);
  });
});

describe('the return', () => {
  test('a code or a ticket with the state', () => {
    expect(parseSsoReturn({ search: '?code=abc.def&state=s1', hash: '' })).toEqual({ kind: 'code', code: 'abc.def', state: 's1' });
    expect(parseSsoReturn({ search: '?state=s2&ticket=ST-xyz', hash: '' })).toEqual({ kind: 'ticket', ticket: 'ST-xyz', state: 's2' });
  });

  test('tokens from the fragment only', () => {
    expect(parseSsoReturn({ search: '', hash: '#access_token=a.b.c&expires_in=7200&refresh_token=r.s.t&state=s1' })).toEqual({
      kind: 'tokens',
      grant: { access_token: 'a.b.c', expires_in: 7200, refresh_token: 'r.s.t' },
      state: 's1',
    });
  });

  test('a token in the query string is refused, fragment or not', () => {
    expect(parseSsoReturn({ search: '?access_token=a.b.c', hash: '' })).toEqual({ kind: 'token-in-query' });
    expect(parseSsoReturn({ search: '?access_token=a.b.c', hash: '#access_token=x' })).toEqual({ kind: 'token-in-query' });
    expect(parseSsoReturn({ search: '?refresh_token=r', hash: '' })).toEqual({ kind: 'token-in-query' });
  });

  test('an error of the provider; nothing usable', () => {
    expect(parseSsoReturn({ search: '?error=access_denied&error_description=%E5%B7%B2%E5%8F%96%E6%B6%88', hash: '' })).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: '已取消',
    });
    expect(parseSsoReturn({ search: '', hash: '' })).toEqual({ kind: 'none' });
    expect(parseSsoReturn({ search: '?code=<script>', hash: '' })).toEqual({ kind: 'none' });
    expect(parseSsoReturn({ search: '', hash: '#access_token=a b' })).toEqual({ kind: 'none' });
  });
});

describe('the state', () => {
  const pending: PendingSso = { state: 's1', provider: 'smartedu', kind: 'oauth', redirectUri: 'x', target: '/', at: 0 };

  test('the state this tab sent: accepted', () => {
    expect(refuseReturn(pending, { kind: 'code', code: 'c', state: 's1' })).toBeNull();
    expect(refuseReturn(pending, { kind: 'tokens', grant: { access_token: 't' }, state: 's1' })).toBeNull();
  });

  test('a wrong or missing state, no pending sign-on, or the wrong kind: refused', () => {
    expect(refuseReturn(pending, { kind: 'code', code: 'c', state: 'forged' })).toMatch(/state/);
    expect(refuseReturn(pending, { kind: 'code', code: 'c', state: null })).toMatch(/state/);
    expect(refuseReturn(pending, { kind: 'tokens', grant: { access_token: 't' }, state: null })).toMatch(/state/);
    expect(refuseReturn(undefined, { kind: 'code', code: 'c', state: 's1' })).toMatch(/没有待完成/);
    expect(refuseReturn(pending, { kind: 'ticket', ticket: 'ST-1', state: 's1' })).toMatch(/类型/);
  });

  test('the pending sign-on is used once and expires', () => {
    const now = Date.now();
    sessionStorage.setItem('srp:sso-pending', JSON.stringify({ ...pending, at: now }));
    expect(takePendingSso(now)?.state).toBe('s1');
    expect(takePendingSso(now)).toBeUndefined();
    sessionStorage.setItem('srp:sso-pending', JSON.stringify({ ...pending, at: now - SSO_PENDING_MAX_AGE_MS - 1 }));
    expect(takePendingSso(now)).toBeUndefined();
    sessionStorage.setItem('srp:sso-pending', '{not json');
    expect(takePendingSso(now)).toBeUndefined();
  });
});
