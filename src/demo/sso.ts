import { spendOnce } from './auth-state';
import { base64url, fromBase64url, hmacHex, randomId, sameText } from './hmac';

/**
 * The demo's stand-in identity provider (docs/api.md, "The demo API's sign-on"): an OAuth 2.0 authorization-code
 * provider and a CAS server, both at the demo's own /auth/demo-idp/ addresses. They issue signed, single-use,
 * five-minute codes and tickets for the demo account the visitor picks; the demo API's /auth/sso/exchange checks
 * them as a backend would check them with the real provider (client id, redirect_uri or service, single use).
 */

/** The providers the demo API knows (their entries in VITE_SSO_PROVIDERS of .env.demo and .env.development). */
export const DEMO_SSO = {
  oauth: { id: 'demo-oauth', clientId: 'srp-demo', path: '/auth/demo-idp/authorize' },
  cas: { id: 'demo-cas', path: '/auth/demo-idp/cas/login' },
} as const;

const DEMO_IDP_KEY = 'srp-demo-idp/code-key/bin-jiang-2026';
/** A code or ticket lives five minutes and is used once (the national platform's rule for its codes). */
const GRANT_SECONDS = 300;

interface GrantClaims {
  /** The demo login. */
  sub: string;
  typ: 'code' | 'ticket';
  /** The client id (a code) or the service URL (a ticket). */
  aud: string;
  /** The redirect_uri a code was issued for. */
  uri?: string;
  exp: number;
  jti: string;
}

function signGrant(claims: GrantClaims): string {
  const body = base64url(JSON.stringify(claims));
  return `${claims.typ === 'ticket' ? 'ST-' : ''}${body}.${hmacHex(DEMO_IDP_KEY, body)}`;
}

/** A code (OAuth) for `login`, issued to `clientId` for `redirectUri`. */
export function issueDemoCode(login: string, clientId: string, redirectUri: string, now: number = Date.now()): string {
  return signGrant({
    sub: login,
    typ: 'code',
    aud: clientId,
    uri: redirectUri,
    exp: Math.floor(now / 1000) + GRANT_SECONDS,
    jti: randomId(9),
  });
}

/** A service ticket (CAS) for `login` and `service`. */
export function issueDemoTicket(login: string, service: string, now: number = Date.now()): string {
  return signGrant({ sub: login, typ: 'ticket', aud: service, exp: Math.floor(now / 1000) + GRANT_SECONDS, jti: randomId(9) });
}

/**
 * The login a code or ticket was issued for, when it holds: signature, kind, audience (client id or service),
 * redirect_uri, age; and used up. Else the reason it is refused.
 */
export function redeemDemoGrant(
  grant: string,
  expected: { typ: 'code'; clientId: string; redirectUri: string } | { typ: 'ticket'; service: string },
  now: number = Date.now(),
): { login: string } | { refused: string } {
  const [body, sig] = grant.replace(/^ST-/, '').split('.');
  if (!body || !sig || !sameText(hmacHex(DEMO_IDP_KEY, body), sig)) return { refused: '授权凭证无效' };
  let claims: GrantClaims;
  try {
    claims = JSON.parse(fromBase64url(body) ?? '') as GrantClaims;
  } catch {
    return { refused: '授权凭证无效' };
  }
  if (claims.typ !== expected.typ) return { refused: '授权凭证类型不符' };
  const audience = expected.typ === 'code' ? expected.clientId : expected.service;
  // CAS: the service at validation must be the one sent at login (INVALID_SERVICE otherwise).
  if (claims.aud !== audience) return { refused: expected.typ === 'code' ? 'client_id 不符' : 'INVALID_SERVICE：service 与登录时不一致' };
  if (expected.typ === 'code' && claims.uri !== expected.redirectUri) return { refused: 'redirect_uri 与授权时不一致' };
  if (claims.exp <= Math.floor(now / 1000)) return { refused: '授权凭证已过期' };
  if (!spendOnce(claims.typ, claims.jti, claims.exp * 1000, now)) return { refused: '授权凭证已使用过' };
  return { login: claims.sub };
}
