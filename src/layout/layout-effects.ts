import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { useApp } from '@/stores/app';
import { usePermission } from '@/stores/permission';
import { useSession } from '@/stores/session';
import { bindTagsStorage, useTagsView } from '@/stores/tags-view';
import { useCurrentRoute } from '@/routes/current-route';
import { affixViews, tagFor, viewAllowed } from './route-info';

/**
 * Device from the window width, on mount, on every resize and when a hidden page becomes visible
 * (docs/rules.md#layout: below 992 px mobile, sidebar closed). A kiosk that starts with its screen off still gets it
 * right.
 */
export function useDeviceTracking(): void {
  useLayoutEffect(() => {
    const sync = () => useApp.getState().syncDevice(window.innerWidth);
    sync();
    window.addEventListener('resize', sync);
    document.addEventListener('visibilitychange', sync);
    return () => {
      window.removeEventListener('resize', sync);
      document.removeEventListener('visibilitychange', sync);
    };
  }, []);
}

/**
 * Tabs per user: when the session of a login is loaded, that user's stored tabs come back (a different user
 * never sees another's), and every change is saved under `srp:{login}:tags`. Settings are bound app-wide
 * by the root shell (useUserSettings). A layout effect: it runs before the tab of the current page is added.
 */
export function useUserStorage(): void {
  const login = useSession((s) => s.login);
  useLayoutEffect(() => {
    if (!login) return;
    return bindTagsStorage(login, (v) => viewAllowed(v, usePermission.getState().ctx));
  }, [login]);
}

/**
 * The tags of the scope: affixed tabs (home) the user may open at the start; tabs the user can no longer
 * open (after a library switch) closed.
 */
export function useAffixTags(): void {
  const login = useSession((s) => s.login);
  const ctx = usePermission((s) => s.ctx);
  useEffect(() => {
    if (!ctx || !login) return;
    const store = useTagsView.getState();
    store.retainViews((v) => viewAllowed(v, ctx));
    store.addAffixViews(affixViews(ctx));
  }, [ctx, login]);
}

/** On every navigation: the page's tab (admin pages, not /redirect); on mobile, the drawer closes. */
export function useRouteChange(): void {
  const { pathname, search } = useLocation();
  const flat = useCurrentRoute();
  const login = useSession((s) => s.login);
  useEffect(() => {
    if (!login) return;
    const view = tagFor(flat, pathname, search);
    if (view) useTagsView.getState().visitView(view);
  }, [flat, pathname, search, login]);
  useEffect(() => {
    const app = useApp.getState();
    if (app.device === 'mobile' && app.sidebar.opened) app.closeSidebar(false);
  }, [pathname]);
}
