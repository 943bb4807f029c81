import { ACCESS_TOKEN_COOKIE, RENEW_BEFORE_EXPIRY_MS, RENEW_RETRY_MS, SESSION_COOKIE } from '@/config/constants';
import { cookies } from './cookies';

/**
 * The browser's session, as every tab reads it (docs/rules.md#session): the access token in the cookie `access_token`
 * (the spec's name) and the rest in the cookie `srp_session`, both Path=/, SameSite=Strict, Secure on https, and with the
 * same lifetime: until the browser closes, or 7 days with 自动登录.
 *
 * Why the refresh token is a cookie and not somewhere else: every tab must renew the same session (not
 * sessionStorage, which is one tab's, nor memory); without 自动登录 it must end with the browser (not localStorage,
 * which outlives it); it cannot be HttpOnly because the backend hands it over in a JSON body and the app renews
 * with it. It is exactly as exposed as the access token, which the spec puts in a script-readable cookie; the CSP
 * (script-src 'self', deploy/) keeps foreign script out, and a refresh token is used once (rotated at each renewal),
 * so a stolen copy stops working at the next renewal.
 */
export interface StoredSession {
  /** The access token. */
  access: string;
  /** The refresh token: renews the access token (rotated at each renewal). */
  refresh?: string;
  /** When the access token expires (ms since 1970), from its lifetime (`expires_in`) when it came. */
  expiresAt?: number;
  /**
   * The sign-in this session belongs to: the same in every tab and across renewals, new at every sign-in, sign-on,
   * launch and role switch. A tab that shows one session never sends another session's token.
   */
  sid: string;
  /** 自动登录: the cookies last until then (ms); absent: they end with the browser. */
  until?: number;
}

interface SessionCookie {
  sid?: unknown;
  rt?: unknown;
  exp?: unknown;
  until?: unknown;
}

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * The stored session, or undefined when the browser has none. An access token without `srp_session` (set by a
 * backend or a test) is a session of its own, without renewal, named by the token.
 */
export function readSession(): StoredSession | undefined {
  const jar = cookies.getAll();
  const access = jar[ACCESS_TOKEN_COOKIE];
  if (!access) return undefined;
  let meta: SessionCookie = {};
  try {
    const raw = jar[SESSION_COOKIE];
    if (raw) meta = JSON.parse(raw) as SessionCookie;
  } catch {
    meta = {};
  }
  const sid = typeof meta.sid === 'string' && meta.sid ? meta.sid : `token:${access.slice(-24)}`;
  const session: StoredSession = { access, sid };
  if (typeof meta.rt === 'string' && meta.rt) session.refresh = meta.rt;
  if (num(meta.exp) !== undefined) session.expiresAt = num(meta.exp);
  if (num(meta.until) !== undefined) session.until = num(meta.until);
  return session;
}

export function writeSession(session: StoredSession): void {
  const expires = session.until !== undefined ? new Date(session.until) : undefined;
  cookies.set(ACCESS_TOKEN_COOKIE, session.access, expires);
  const meta = { sid: session.sid, rt: session.refresh, exp: session.expiresAt, until: session.until };
  cookies.set(SESSION_COOKIE, JSON.stringify(meta), expires);
}

export function clearSession(): void {
  cookies.remove(ACCESS_TOKEN_COOKIE);
  cookies.remove(SESSION_COOKIE);
}

/** A new session id (random, URL-safe). */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** setTimeout's longest delay (a longer one fires at once). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * How long from `now` until the access token should be renewed: RENEW_BEFORE_EXPIRY_MS before it expires, or
 * halfway through what is left when that is less; 0 when it has expired. After a renewal that failed (`retry`: the
 * network is gone), no sooner than RENEW_RETRY_MS: else the halving, then 0 once the token has expired, would try
 * again and again without pause for as long as the outage lasts. Pure: tests/unit/session-tokens.test.ts.
 */
export function renewDelay(expiresAt: number, now: number, retry = false): number {
  const left = expiresAt - now;
  const delay = left <= 0 ? 0 : Math.min(MAX_TIMER_MS, left - Math.min(RENEW_BEFORE_EXPIRY_MS, left / 2));
  return retry ? Math.max(RENEW_RETRY_MS, delay) : delay;
}

/**
 * Runs `task` while holding the browser-wide lock on renewing (Web Locks: one tab at a time renews, the others then
 * find the new token); where the browser has no Web Locks, at once.
 */
export function withRenewalLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  return locks ? locks.request('srp-session-renewal', task) : task();
}
