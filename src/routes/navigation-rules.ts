import { PUBLIC_PATHS } from '@/config/constants';
import { env } from '@/config/env';
import { parseLaunchParams, parseLaunchProof } from '@/utils/launch-params';
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
    // A portal's sign-on link (/login?sso={provider}) runs even with a session: another person may be signing on at
    // a shared PC (/auth-redirect asks before switching).
    const signOn = new URLSearchParams(search).has('sso');
    return s.token && pathname === '/login' && !signOn ? go('/') : { type: 'allow' };
  }
  const launch = () => {
    // A launch is sent to / (docs/rules.md#navigation), keeping its parameters and where it was going; at / the launch
    // itself runs (/loading: the platform's proof checked by the backend, session, library, then the redirect).
    if (pathname === '/') return go(`/loading${search}`);
    const params = new URLSearchParams(search);
    if (!params.has('redirect')) params.set('redirect', pathname);
    return go(`/?${params.toString()}`);
  };
  if (!s.token) {
    // Without a session any launch (lid) goes there, a bare one too: /loading refuses it with its message.
    if (parseLaunchParams(search).lid !== undefined) return launch();
    return go(loginRedirect(pathname, search));
  }
  // With a session, a signed launch still runs (it may be another user: /loading asks before switching).
  if (parseLaunchProof(search)) return launch();
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
