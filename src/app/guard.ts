import { redirect } from 'react-router';
import { MESSAGES, PUBLIC_PATHS, WALL_PATHS } from '@/config/constants';
import { ApiError } from '@/api/errors';
import { SCOPE_MESSAGES, scopeSearch } from '@/hooks/scope';
import { decide, landingPath } from '@/routes/navigation-rules';
import { DISPLAY_PATH, keptDisplayKey, onScreenSession, startDisplay } from '@/stores/display';
import { snapshot } from '@/stores/guard-snapshot';
import { prefetchPageData } from './page-data';
import { useSession, sessionErrorMessage } from '@/stores/session';
import { feedback, navigateTo } from '@/utils/feedback';
import { currentPath, syncScope } from './scope-sync';

/** Pages without a scope: the public ones, 401, 404 and the reload page (its target has one). */
const outsideScope = (pathname: string) =>
  PUBLIC_PATHS.includes(pathname) || pathname === '/401' || pathname === '/404' || pathname.startsWith('/redirect/');

/**
 * A session load failed: the token is dropped and the failure shown (a 401 was already announced by the wrapper: one
 * toast, not two). Returns where the browser goes: the login page, back to `path` after it; a screen to its own page.
 */
function sessionLoadFailed(error: unknown, path: string): string {
  if (onScreenSession()) return DISPLAY_PATH;
  useSession.getState().resetToken();
  if (!(error instanceof ApiError && error.notified)) feedback.error(sessionErrorMessage(error) || MESSAGES.hasError, 5);
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** What the navigation rules and the scope depend on, to tell whether a revalidated session differs from its snapshot. */
function sessionShape(): string {
  const s = useSession.getState();
  return JSON.stringify([s.login, s.organizationId, s.roles, s.roleType, s.libraries.map((l) => l.id)]);
}

/**
 * The revalidation of a session drawn from its snapshot: a failure ends it as a failed load does (from the page the
 * user is on now); a session that came back different runs the rules again on the current address.
 */
async function revalidateSession(): Promise<void> {
  const before = sessionShape();
  try {
    await useSession.getState().loadSession();
  } catch (error) {
    navigateTo(sessionLoadFailed(error, currentPath()));
    return;
  }
  if (sessionShape() !== before) navigateTo(currentPath());
}

/** Root loader: runs on every navigation (shouldRevalidate: always). */
export async function guardLoader({ request }: { request: Request }): Promise<null> {
  const url = new URL(request.url);
  const target = { pathname: url.pathname, search: url.search };
  // A screen on a display link that starts without a token (a reboot): its kept key first; a screen never goes to the
  // login page, but to its own (授权已失效, or connecting again).
  const onWall = WALL_PATHS.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
  const displayKey = !snapshot().token && onWall ? keptDisplayKey() : undefined;
  if (displayKey) await startDisplay({ key: displayKey }).catch(() => Promise.reject(redirect(DISPLAY_PATH)));
  // A screen's session shows its wall only (another tab of its browser, an admin address): its own page takes it there.
  if (!onWall && !PUBLIC_PATHS.includes(url.pathname) && snapshot().token && onScreenSession()) throw redirect(DISPLAY_PATH);
  let decision = decide(target, snapshot());
  if (decision.type === 'load') {
    const path = url.pathname + url.search;
    if (useSession.getState().restoreSession()) {
      // Drawn from the session's last load at once; the server is asked meanwhile (docs/rules.md#navigation, rule 3).
      void revalidateSession();
    } else {
      try {
        await useSession.getState().loadSession();
      } catch (error) {
        throw redirect(sessionLoadFailed(error, path));
      }
    }
    decision = decide(target, snapshot());
  }
  if (decision.type !== 'load' && snapshot().loaded && snapshot().token && !outsideScope(url.pathname)) {
    // The page's scope and year are the URL's (docs/rules.md#scope): the stores follow it, then the rules again.
    const sync = syncScope(url);
    if (sync.redirect) throw redirect(sync.redirect);
    decision = decide(target, snapshot());
    if (decision.type === 'redirect' && decision.to === '/401' && sync.libraryChanged) {
      // A school the user may see, on a page its view does not have: that view's first page, never 401.
      const ctx = snapshot().ctx;
      if (ctx) {
        feedback.warning(SCOPE_MESSAGES.page, 5);
        throw redirect(landingPath(ctx) + scopeSearch(url.search));
      }
    }
  }
  if (decision.type === 'redirect') throw redirect(decision.to);
  // Let through with a session: the page's first call leaves now, beside the page's files (./page-data.ts).
  if (snapshot().loaded && snapshot().token) void prefetchPageData(url);
  return null;
}
