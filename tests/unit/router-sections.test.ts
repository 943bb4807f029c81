import { matchRoutes } from 'react-router';
import { buildRoutes } from '@/app/router';
import { ROUTE_TABLE } from '@/routes/route-table';

/**
 * React Router warns ("Matched leaf route at location "/rank" does not have an element or Component") when the
 * deepest route matching an address renders nothing of its own. A section's address (/rank, /library …) is matched
 * before the guard sends it on to a page: every such match must have a component.
 */
test('every section address matches a route with a component (no React Router warning on /rank)', () => {
  const routes = buildRoutes();
  const sections = ROUTE_TABLE.filter((n) => n.children?.length).map((n) => (n.path.startsWith('/') ? n.path : `/${n.path}`));
  expect(sections).toContain('/rank');
  for (const path of sections) {
    const matches = matchRoutes(routes, path);
    const leaf = matches?.at(-1)?.route;
    expect(leaf, path).toBeDefined();
    expect(Boolean(leaf?.Component || leaf?.element || leaf?.lazy), path).toBe(true);
  }
});
