import { base64url, fromBase64url, hmacHex, randomId, sameText } from './hmac';

/**
 * The demo API's tokens: `srpdemo.{claims}.{signature}`, the claims base64url JSON (who, access or refresh, session,
 * expiry), signed with HMAC-SHA256 under a key only the demo API knows. A browser cannot make one from a role name,
 * and each one expires. A real backend issues its own tokens; the app treats them as opaque strings.
 *
 * The key is a demo constant, not a secret (the demo's code is public); it is never in a build for a real backend
 * (bench/bundle-size.mjs fails when dist/ contains it).
 */
export const DEMO_TOKEN_KEY = 'srp-demo-api/token-key/bin-jiang-2026';

/** Lifetimes, in seconds: access 2 hours (as the national platform's), refresh 12 hours, or 7 days with 自动登录. */
const DEMO_ACCESS_SECONDS = 2 * 3600;
const DEMO_REFRESH_SECONDS = 12 * 3600;
const DEMO_REMEMBER_SECONDS = 7 * 24 * 3600;

const PREFIX = 'srpdemo';

export interface DemoClaims {
  /** The account (a demo login). */
  sub: string;
  typ: 'access' | 'refresh';
  /** The session: every token of one sign-in shares it; logout revokes it. */
  sid: string;
  /** Expiry, seconds since 1970. */
  exp: number;
  /** Role switching: the admin who looks as `sub`. */
  act?: string;
  /** Refresh tokens: 自动登录 (the session may be renewed for 7 days). */
  rem?: boolean;
  /** Display tokens: the screen (src/demo/displays.ts); such a token makes the wall's calls only. */
  scr?: string;
  jti: string;
}

const nowSeconds = (now: number) => Math.floor(now / 1000);

function sign(claims: DemoClaims): string {
  const body = base64url(JSON.stringify(claims));
  return `${PREFIX}.${body}.${hmacHex(DEMO_TOKEN_KEY, `${PREFIX}.${body}`)}`;
}

/** The claims of a demo token whose signature holds and which has not expired at `now` (ms); else undefined. */
export function readDemoToken(token: string | null | undefined, now: number = Date.now()): DemoClaims | undefined {
  const parts = token?.trim().split('.');
  if (parts?.length !== 3 || parts[0] !== PREFIX) return undefined;
  if (!sameText(hmacHex(DEMO_TOKEN_KEY, `${PREFIX}.${parts[1]}`), parts[2])) return undefined;
  const text = fromBase64url(parts[1]);
  if (!text) return undefined;
  let claims: DemoClaims;
  try {
    claims = JSON.parse(text) as DemoClaims;
  } catch {
    return undefined;
  }
  return claims.exp > nowSeconds(now) ? claims : undefined;
}

export interface DemoGrant {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  refresh_token: string;
  /** Not part of the contract's answer: the session the tokens belong to. */
  sid: string;
}

/**
 * A new pair of tokens for `login`: what the demo's login, renewal, sign-on and role switch answer. `refreshExp`
 * (seconds) keeps a renewed session's end where its sign-in put it.
 */
export function mintDemoGrant(
  login: string,
  options: {
    sid?: string;
    remember?: boolean;
    act?: string;
    scr?: string;
    now?: number;
    accessSeconds?: number;
    refreshExp?: number;
  } = {},
): DemoGrant {
  const now = options.now ?? Date.now();
  const sid = options.sid ?? randomId();
  const accessSeconds = options.accessSeconds ?? DEMO_ACCESS_SECONDS;
  const refreshExp = options.refreshExp ?? nowSeconds(now) + (options.remember ? DEMO_REMEMBER_SECONDS : DEMO_REFRESH_SECONDS);
  const common = { sub: login, sid, ...(options.act ? { act: options.act } : {}), ...(options.scr ? { scr: options.scr } : {}) };
  return {
    access_token: sign({ ...common, typ: 'access', exp: nowSeconds(now) + accessSeconds, jti: randomId(9) }),
    token_type: 'bearer',
    expires_in: accessSeconds,
    refresh_token: sign({ ...common, typ: 'refresh', exp: refreshExp, rem: !!options.remember, jti: randomId(9) }),
    sid,
  };
}

/**
 * THE tests' way to be a demo account: a valid access token for `login`, as the demo's login answers it (2 hours
 * from `now`; `seconds` < 0 gives one that has already expired, which the demo API answers with 401).
 */
export function demoToken(login: string, options: { seconds?: number; now?: number } = {}): string {
  return mintDemoGrant(login, { accessSeconds: options.seconds, now: options.now }).access_token;
}

/** The account a demo token names, signature and expiry unchecked (tests: who is this token?). */
export function demoTokenLogin(token: string | null | undefined): string | undefined {
  const body = token?.replace(/^Bearer\s+/i, '').split('.')[1];
  const text = body ? fromBase64url(body) : undefined;
  if (!text) return undefined;
  try {
    return (JSON.parse(text) as Partial<DemoClaims>).sub;
  } catch {
    return undefined;
  }
}
