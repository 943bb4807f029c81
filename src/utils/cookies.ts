import Cookies from 'js-cookie';
import { ACCESS_TOKEN_COOKIE } from '@/config/constants';

function attrs(): Cookies.CookieAttributes {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { sameSite: 'Lax', secure, path: '/' };
}

export const cookies = {
  get: (name: string): string | undefined => Cookies.get(name),
  set: (name: string, value: string): void => {
    Cookies.set(name, value, attrs());
  },
  remove: (name: string): void => {
    Cookies.remove(name, { path: '/' });
  },
};

export const getToken = (): string | undefined => cookies.get(ACCESS_TOKEN_COOKIE) || undefined;
export const setToken = (token: string): void => cookies.set(ACCESS_TOKEN_COOKIE, token);
export const removeToken = (): void => cookies.remove(ACCESS_TOKEN_COOKIE);
