import { PUBLIC_PATHS } from '@/config/constants';
import { env } from '@/config/env';
import { parseLaunchParams } from '@/utils/launch-params';
import { canAccess, firstMenuPath, type AccessContext } from './access';
import { findRoute } from './route-table';

/** Reachable without a token: the public pages (docs/rules.md#routes). */
export const WHITE_LIST: readonly string[] = PUBLIC_PATHS;

export interface GuardSnapshot {
  token?: string;
  /** Profile loaded and routes generated. */
  loaded: boolean;
  login?: string;
  userType?: string;
  ctx: AccessContext | null;
}

export type Decision = { type: 'allow' } | { type: 'redirect'; to: string } | { type: 'load' };

const go = (to: string): Decision => ({ type: 'redirect', to });

function loginRedirect(pathname: string, search: string): string {
  if (pathname === '/') return '/login?redirect=/dashboard';
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

/** A teacher's own page (我的班级), where a teacher lands. */
const TEACHER_HOME = '/myClass/index';

/**
 * Where `/` leads: 首页 when the user may open it; else a teacher's 我的班级 (docs/rules.md#navigation); else the first
 * page of their menu.
 */
export function landingPath(ctx: AccessContext): string {
  const home = findRoute('/dashboard');
  if (home && canAccess(home, ctx)) return '/dashboard';
  const teacher = findRoute(TEACHER_HOME);
  if (teacher && canAccess(teacher, ctx)) return TEACHER_HOME;
  return firstMenuPath(ctx) ?? '/401';
}

/**
 * Every navigation rule (docs/rules.md#navigation), as a pure function of the target and the session.
 * The router's loader (src/app/guard.ts) applies it; tests call it directly and through the real router.
 */
export function decide(
  target: { pathname: string; search: string },
  s: GuardSnapshot,
  specialAccount: string = env.specialAccount,
): Decision {
  const { pathname, search } = target;
  if (WHITE_LIST.includes(pathname)) {
    return s.token && pathname === '/login' ? go('/') : { type: 'allow' };
  }
  if (!s.token) {
    if (parseLaunchParams(search).lid !== undefined) {
      // A launch (lid) is sent to / instead of the login form (docs/rules.md#navigation), keeping its parameters
      // and where it was going; at / the launch itself runs (/loading: pd token, session, library, then the redirect).
      if (pathname === '/') return go(`/loading${search}`);
      const params = new URLSearchParams(search);
      if (!params.has('redirect')) params.set('redirect', pathname);
      return go(`/?${params.toString()}`);
    }
    return go(loginRedirect(pathname, search));
  }
  if (!s.loaded || !s.ctx) return { type: 'load' };
  const ctx = s.ctx;
  const city = s.userType === 'CITY';

  if (city && pathname === '/rank') return go('/rank/region');
  if (city && pathname === '/') return go('/dataReport/index');
  if (specialAccount && s.login === specialAccount && pathname === '/dashboard') return go('/dataReport/index');

  const landing = () => landingPath(ctx);
  if (pathname === '/') return go(landing());

  const route = findRoute(pathname);
  if (!route) return go('/404');
  if (route.node.redirect && !route.node.page) return go(route.node.redirect + search);
  if (!canAccess(route, ctx)) return pathname === '/dashboard' ? go(landing()) : go('/401');
  return { type: 'allow' };
}
