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

export const cookies = {
  get: (name: string): string | undefined => Cookies.get(name),
  set: (name: string, value: string, expires?: Date): void => {
    Cookies.set(name, value, attrs(expires));
  },
  remove: (name: string): void => {
    Cookies.remove(name, { path: '/' });
  },
};

/** The access token of the browser's session (the cookie `access_token`, named by the spec). */
export const getToken = (): string | undefined => cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
/** Sets the access token alone: the tests, and a backend that hands over nothing but a token. */
export const setToken = (token: string): void => cookies.set(ACCESS_TOKEN_COOKIE, token);
