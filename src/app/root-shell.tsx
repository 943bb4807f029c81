import { useEffect, useLayoutEffect } from 'react';
import { Outlet, useMatches, useNavigation, useRouteError, isRouteErrorResponse, Link } from 'react-router';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';
import { pageTitle } from '@/utils/title';
import { logError } from '@/stores/error-log';
import { useSession } from '@/stores/session';
import { bindSettingsStorage } from '@/stores/settings';
import { matchedFlats } from '@/routes/current-route';
import { StatusPanel } from '@/components/status-panel';

NProgress.configure({ showSpinner: false });

/** The title of the deepest matched route with one. */
function useRouteTitle(): string | undefined {
  return matchedFlats(useMatches()).findLast((flat) => flat.node.meta?.title)?.node.meta?.title;
}

/**
 * Settings per user, on every page (the theme colours the cockpits too): restored when a login's session is
 * loaded, saved under `srp:{login}:settings` on every change.
 */
function useUserSettings(): void {
  const login = useSession((s) => s.login);
  useLayoutEffect(() => (login ? bindSettingsStorage(login) : undefined), [login]);
}

/** Root of every page: progress bar during navigation, the page title, the user's settings. */
export function RootShell() {
  useUserSettings();
  const navigation = useNavigation();
  const title = useRouteTitle();
  useEffect(() => {
    if (navigation.state === 'idle') NProgress.done();
    else NProgress.start();
  }, [navigation.state]);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  return <Outlet />;
}

/** Last-resort error page of the router: never a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) logError(error, 'router');
  }, [error]);
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  // Plain markup: this page may show where antd is not loaded (the login route).
  return (
    <StatusPanel title="页面出错了" subTitle={text}>
      <button type="button" className="srp-btn srp-btn--primary" onClick={() => window.location.reload()}>
        重新加载
      </button>
      <Link to="/" className="srp-btn">
        返回首页
      </Link>
    </StatusPanel>
  );
}

/**
 * The error page of one routed page inside a layout that must stay up (the wall displays): a page that fails
 * to load its code or to render shows this in its place, and the wall around it — header, rotation — goes on.
 */
export function InLayoutRouteError() {
  const error = useRouteError();
  useEffect(() => {
    if (!isRouteErrorResponse(error)) logError(error, 'router (page)');
  }, [error]);
  const text = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : String(error);
  return (
    <StatusPanel title="页面出错了" subTitle={text}>
      <button type="button" className="srp-btn srp-btn--primary" onClick={() => window.location.reload()}>
        重新加载
      </button>
    </StatusPanel>
  );
}
