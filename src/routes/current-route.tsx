import { createContext, useContext, type ComponentType } from 'react';
import { useMatches, type UIMatch } from 'react-router';
import type { FlatRoute, RouteHandle } from './types';

/** A match's handle: every route of the app gets its handle from src/app/router.tsx; react-router types it unknown. */
function routeHandle(match: UIMatch): RouteHandle | undefined {
  return match.handle as RouteHandle | undefined;
}

/** The deepest matched route's table entry. */
function deepestFlat(matches: UIMatch[]): FlatRoute | undefined {
  for (let i = matches.length - 1; i >= 0; i--) {
    const flat = routeHandle(matches[i])?.flat;
    if (flat) return flat;
  }
  return undefined;
}

/** Every matched table entry, outermost first (section, then page). */
export function matchedFlats(matches: UIMatch[]): FlatRoute[] {
  const out: FlatRoute[] = [];
  for (const m of matches) {
    const flat = routeHandle(m)?.flat;
    if (flat) out.push(flat);
  }
  return out;
}

/** The table entry of the page rendered below: set by the router around each page (src/app/router.tsx). */
const PageRouteContext = createContext<FlatRoute | undefined>(undefined);

/** A page component rendered with its own route entry, so that it reads its route from the router. */
export function withPageRoute(flat: FlatRoute, Page: ComponentType): ComponentType {
  function RoutedPage() {
    return (
      <PageRouteContext.Provider value={flat}>
        <Page />
      </PageRouteContext.Provider>
    );
  }
  RoutedPage.displayName = `Route(${flat.fullPath})`;
  return RoutedPage;
}

/**
 * The route table entry of the page being shown, from the router (the route's `handle`), never by looking the
 * pathname up again. Inside a page: that page's own route, also while the tags view keeps it alive hidden behind
 * another page. Outside a page (the layout's navbar, sidebar, tabs): the deepest route the router matched.
 */
export function useCurrentRoute(): FlatRoute | undefined {
  const own = useContext(PageRouteContext);
  const deepest = deepestFlat(useMatches());
  return own ?? deepest;
}
