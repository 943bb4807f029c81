import { Outlet, createBrowserRouter, type RouteObject } from 'react-router';
import { registerFallbackToasts, registerNavigator } from '@/utils/feedback';
import { withPageRoute } from '@/routes/current-route';
import { registerPageLoader } from '@/routes/page-prefetch';
import { ROUTE_TABLE, flattenRoutes } from '@/routes/route-table';
import type { FlatRoute, LayoutKind, RouteHandle, RouteNode } from '@/routes/types';
import { guardLoader } from './guard';
import { watchRouter } from './scope-sync';
import { PAGE_LOADERS } from './page-loaders';
import { InLayoutRouteError, RootShell, RouteErrorPage } from './root-shell';
import { PLAIN_PAGES, SHELL_LOADERS, type ShellKind } from './route-shells';

// Toasts on pages outside the antd shell (the login page): a root of their own, loaded with the first toast.
registerFallbackToasts(() => import('./toast-root').then((m) => m.fallbackToasts()));

registerPageLoader((key) => PAGE_LOADERS[key]());

const FLAT_BY_NODE = new Map<RouteNode, FlatRoute>(flattenRoutes().map((f) => [f.node, f]));

function toRouteObject(node: RouteNode): RouteObject {
  const flat = FLAT_BY_NODE.get(node)!;
  const handle: RouteHandle = { flat };
  const children = node.children?.map(toRouteObject) ?? [];
  const route: RouteObject = { path: node.path, handle, children: children.length ? children : undefined };
  if (node.page) {
    const load = PAGE_LOADERS[node.page];
    route.lazy = async () => ({ Component: withPageRoute(flat, (await load()).default) });
    // A wall page that fails shows its error inside the wall: the rotation around it goes on.
    if (flat.layout === 'ndb' || flat.layout === 'cockpit') route.ErrorBoundary = InLayoutRouteError;
  } else if (route.children) {
    // A section (/rank, /library …) renders its pages. Said explicitly: a matched route without a component made
    // React Router warn at every visit of the section's own address, before the guard sent it on to a page.
    route.Component = Outlet;
  }
  return route;
}

/** A pathless route whose component (a shell, ./route-shells.ts) loads with the first page under it. */
function shellRoute(kind: ShellKind, children: RouteObject[]): RouteObject {
  return {
    id: `shell-${kind}`,
    lazy: async () => ({ Component: (await SHELL_LOADERS[kind]()).default }),
    children,
  };
}

/** The data-router tree, generated from the one route table. */
export function buildRoutes(): RouteObject[] {
  // Plain pages are top-level blank pages (a layout brings antd anyway).
  const plain = (n: RouteNode) => (n.layout ?? 'admin') === 'blank' && PLAIN_PAGES.has(n.path);
  const byLayout = (kind: LayoutKind) => ROUTE_TABLE.filter((n) => (n.layout ?? 'admin') === kind && !plain(n)).map(toRouteObject);
  const layouts: Exclude<LayoutKind, 'blank'>[] = ['admin', 'ndb', 'cockpit'];
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
        // The login page: no antd (see route-shells.ts). Only top-level blank pages may be plain.
        ...ROUTE_TABLE.filter(plain).map(toRouteObject),
        shellRoute('antd', [...byLayout('blank'), ...layouts.map((kind) => shellRoute(kind, byLayout(kind)))]),
        // Unknown paths and containers (/ndb, /library …): the guard redirects them (docs/rules.md#navigation);
        // no child loader may redirect on its own, or it would race the guard.
        { path: '*', Component: () => null },
      ],
    },
  ];
}

export function createAppRouter() {
  const router = createBrowserRouter(buildRoutes());
  watchRouter(router);
  registerNavigator((to) => void router.navigate(to));
  return router;
}
