import { PENDING_KEY, SSO_PENDING_MAX_AGE_MS, type PendingSso } from './sso';

/**
 * The return of a sign-on to /auth-redirect (docs/rules.md#session): what came back, whether it belongs to this tab's
 * sign-on. Apart from ./sso.ts so that only /auth-redirect loads it. Tested in tests/unit/sso.dom.test.ts.
 */

/** The pending sign-on of this tab, used up: a return is handled once. Undefined when none, too old or malformed. */
export function takePendingSso(now: number = Date.now()): PendingSso | undefined {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const p = JSON.parse(raw) as Partial<PendingSso>;
    if (typeof p.state !== 'string' || typeof p.provider !== 'string' || typeof p.redirectUri !== 'string') return undefined;
    if (p.kind !== 'oauth' && p.kind !== 'cas') return undefined;
    if (typeof p.at !== 'number' || now - p.at > SSO_PENDING_MAX_AGE_MS || p.at > now + 60_000) return undefined;
    return {
      state: p.state,
      provider: p.provider,
      kind: p.kind,
      redirectUri: p.redirectUri,
      target: typeof p.target === 'string' ? p.target : '/',
      at: p.at,
    };
  } catch {
    return undefined;
  }
}

interface FragmentGrant {
  access_token: string;
  expires_in?: number;
  refresh_token?: string;
}

/** What came back to /auth-redirect. */
export type SsoReturn =
  | { kind: 'code'; code: string; state: string | null }
  | { kind: 'ticket'; ticket: string; state: string | null }
  | { kind: 'tokens'; grant: FragmentGrant; state: string | null }
  /** A token in the query string: refused (it is in the server's access log and the browser's history). */
  | { kind: 'token-in-query' }
  | { kind: 'error'; error: string; description: string | null }
  | { kind: 'none' };

const TOKEN = /^[A-Za-z0-9._~+/=-]{1,4096}$/;
const GRANT = /^[A-Za-z0-9._~+/=:-]{1,2048}$/;

/** Reads a return of the provider (or of a backend that finished the sign-on) from the location. */
export function parseSsoReturn(location: { search: string; hash: string }): SsoReturn {
  const query = new URLSearchParams(location.search);
  if (query.has('access_token') || query.has('refresh_token')) return { kind: 'token-in-query' };
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const access = fragment.get('access_token');
  if (access !== null) {
    if (!TOKEN.test(access)) return { kind: 'none' };
    const grant: FragmentGrant = { access_token: access };
    const expires = Number(fragment.get('expires_in'));
    if (Number.isFinite(expires) && expires > 0) grant.expires_in = expires;
    const refresh = fragment.get('refresh_token');
    if (refresh && TOKEN.test(refresh)) grant.refresh_token = refresh;
    return { kind: 'tokens', grant, state: fragment.get('state') };
  }
  const error = query.get('error');
  if (error) return { kind: 'error', error: error.slice(0, 64), description: query.get('error_description')?.slice(0, 200) ?? null };
  const code = query.get('code');
  if (code !== null && GRANT.test(code)) return { kind: 'code', code, state: query.get('state') };
  const ticket = query.get('ticket');
  if (ticket !== null && GRANT.test(ticket)) return { kind: 'ticket', ticket, state: query.get('state') };
  return { kind: 'none' };
}

/**
 * Why a return does not belong to this tab's sign-on, or null when it does: the state must be the one this tab
 * sent (a forged or replayed return, or one of another tab or of an earlier attempt, is refused), and a code must
 * come back to an OAuth sign-on, a ticket to a CAS one.
 */
export function refuseReturn(pending: PendingSso | undefined, returned: SsoReturn): string | null {
  if (returned.kind === 'none' || returned.kind === 'token-in-query' || returned.kind === 'error') return null;
  if (!pending) return '没有待完成的登录请求（可能已过期或已在本标签页完成），请重新登录';
  if (!returned.state || returned.state !== pending.state) return '登录状态校验失败（state 不一致），请重新登录';
  if (returned.kind === 'code' && pending.kind !== 'oauth') return '返回的授权类型与登录方式不符';
  if (returned.kind === 'ticket' && pending.kind !== 'cas') return '返回的授权类型与登录方式不符';
  return null;
}
