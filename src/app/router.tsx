import { createBrowserRouter, type RouteObject } from 'react-router';
import { registerNavigator } from '@/utils/feedback';
import { guardLoader } from '@/routes/guard';
import { ROUTE_TABLE, flattenRoutes } from '@/routes/route-table';
import type { FlatRoute, LayoutKind, RouteNode } from '@/routes/types';
import { InLayoutRouteError, RootShell, RouteErrorPage } from './root-shell';

/** What every RR route carries in `handle`: its table entry (title, meta, section). */
export interface RouteHandle {
  flat: FlatRoute;
}

const FLAT_BY_NODE = new Map<RouteNode, FlatRoute>(flattenRoutes().map((f) => [f.node, f]));

function toRouteObject(node: RouteNode): RouteObject {
  const flat = FLAT_BY_NODE.get(node)!;
  const handle: RouteHandle = { flat };
  const children = node.children?.map(toRouteObject) ?? [];
  const route: RouteObject = { path: node.path, handle, children: children.length ? children : undefined };
  if (node.page) {
    const load = node.page;
    route.lazy = async () => ({ Component: (await load()).default });
    // A wall page that fails shows its error inside the wall: the rotation around it goes on.
    if (flat.layout === 'ndb' || flat.layout === 'cockpit') route.ErrorBoundary = InLayoutRouteError;
  }
  return route;
}

const LAYOUTS: Record<Exclude<LayoutKind, 'blank'>, () => Promise<{ default: React.ComponentType }>> = {
  admin: () => import('@/layout/admin-layout'),
  ndb: () => import('@/layout/ndb-layout'),
  cockpit: () => import('@/layout/cockpit-layout'),
};

/** The data-router tree, generated from the one route table. */
export function buildRoutes(): RouteObject[] {
  const byLayout = (kind: LayoutKind) => ROUTE_TABLE.filter((n) => (n.layout ?? 'admin') === kind).map(toRouteObject);
  const layoutRoute = (kind: Exclude<LayoutKind, 'blank'>): RouteObject => ({
    id: `layout-${kind}`,
    lazy: async () => ({ Component: (await LAYOUTS[kind]()).default }),
    children: byLayout(kind),
  });
  return [
    {
      id: 'root',
      path: '/',
      loader: guardLoader,
      shouldRevalidate: () => true,
      Component: RootShell,
      ErrorBoundary: RouteErrorPage,
      HydrateFallback: () => null,
      children: [
        ...byLayout('blank'),
        layoutRoute('admin'),
        layoutRoute('ndb'),
        layoutRoute('cockpit'),
        // Unknown paths and containers (/ndb, /library …): the guard redirects them (spec §2);
        // no child loader may redirect on its own, or it would race the guard.
        { path: '*', Component: () => null },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  registerNavigator((to) => void router.navigate(to));
  return router;
}
