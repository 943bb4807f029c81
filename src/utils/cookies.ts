import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE } from '@/config/constants';
import { env } from '@/config/env';

/**
 * The app's cookies (docs/rules.md#session): Path=/, SameSite Strict (VITE_COOKIE_SAMESITE=None for a portal that
 * frames the app from another site: then Secure and Partitioned), Secure on https. `expires`: until then (自动登录);
 * without it the cookie ends with the browser.
 */
function attrs(expires?: Date): Cookies.CookieAttributes {
  const https = typeof window !== 'undefined' && window.location.protocol === 'https:';
  const none = env.cookieSameSite === 'None';
  return {
    path: '/',
    sameSite: env.cookieSameSite,
    secure: https || none,
    ...(none ? { partitioned: true } : {}),
    ...(expires ? { expires } : {}),
  };
}

/**
 * The browser's cookies from ONE read of `document.cookie`, decoded as js-cookie decodes them (the first of a name
 * wins). A read of `document.cookie` asks the browser's cookie store (a round trip out of the page's process, 0.3–0.6
 * ms each); js-cookie's `get` reads it twice, and the token of every request reads the session's two cookies
 * (src/stores/session.ts), so a page's first calls read it some 130 times (34–84 ms of the main thread on a wall's first
 * load, bench: `document.cookie` timed in the page) where one read per request will do.
 */
function readJar(): Record<string, string> {
  const jar: Record<string, string> = {};
  const raw = typeof document === 'undefined' ? '' : document.cookie;
  if (!raw) return jar;
  for (const part of raw.split('; ')) {
    const eq = part.indexOf('=');
    const rawName = eq < 0 ? part : part.slice(0, eq);
    try {
      const name = decodeURIComponent(rawName);
      if (!(name in jar)) jar[name] = Cookies.converter.read(eq < 0 ? '' : part.slice(eq + 1), name);
    } catch {
      // A cookie another script wrote with a malformed escape: not ours, skipped as js-cookie skips it.
    }
  }
  return jar;
}

/**
 * The jar as read once in this run of microtasks: the calls a page makes together (one render's queries, the guard's
 * prefetch) each read the token in a microtask of the same task, and share one read. It is forgotten at the end of
 * that run (a microtask queued at the read), so a cookie written from elsewhere (another tab, a response's Set-Cookie)
 * is seen from the next task on, as before; this module's own writes forget it at once.
 */
let shared: Record<string, string> | undefined;

function jar(): Record<string, string> {
  if (shared) return shared;
  const read = readJar();
  shared = read;
  queueMicrotask(() => {
    if (shared === read) shared = undefined;
  });
  return read;
}

export const cookies = {
  get: (name: string): string | undefined => jar()[name],
  /** Several cookies from one read (the session's token and its meta, read for every request). */
  getAll: (): Readonly<Record<string, string>> => jar(),
  set: (name: string, value: string, expires?: Date): void => {
    shared = undefined;
    Cookies.set(name, value, attrs(expires));
  },
  remove: (name: string): void => {
    shared = undefined;
    Cookies.remove(name, { path: '/' });
  },
};

/** The access token of the browser's session (the cookie `access_token`, named by the spec). */
export const getToken = (): string | undefined => cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
/** Sets the access token alone: the tests, and a backend that hands over nothing but a token. */
export const setToken = (token: string): void => cookies.set(ACCESS_TOKEN_COOKIE, token);
