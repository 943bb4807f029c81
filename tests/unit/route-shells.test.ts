import { PLAIN_PAGES, SHELL_LOADERS, shellsOf } from '@/app/route-shells';
import { FLAT_ROUTES } from '@/routes/route-table';

/** Which shells (antd's configuration, a layout) a visit to each route loads before its page. */
test('the login page is the only page outside the antd shell; layouts come after it', () => {
  expect([...PLAIN_PAGES]).toEqual(['/login']);
  expect(shellsOf({ fullPath: '/login', layout: 'blank' })).toEqual([]);
  expect(shellsOf({ fullPath: '/404', layout: 'blank' })).toEqual(['antd']);
  expect(shellsOf({ fullPath: '/dashboard', layout: 'admin' })).toEqual(['antd', 'admin']);
  expect(shellsOf({ fullPath: '/ndb/index', layout: 'ndb' })).toEqual(['antd', 'ndb']);
  expect(shellsOf({ fullPath: '/dashboardmode/index', layout: 'cockpit' })).toEqual(['antd', 'cockpit']);
  // A plain page in a layout would still get antd with its layout.
  expect(shellsOf({ fullPath: '/login', layout: 'admin' })).toEqual(['antd', 'admin']);
});

test('every page of the table has its shells, and each shell a loader', () => {
  const pages = FLAT_ROUTES.filter((r) => r.node.page);
  expect(pages.length).toBeGreaterThan(50);
  for (const route of pages) {
    const shells = shellsOf(route);
    if (route.fullPath !== '/login') expect(shells[0], route.fullPath).toBe('antd');
    for (const kind of shells) expect(typeof SHELL_LOADERS[kind], `${route.fullPath} ${kind}`).toBe('function');
  }
});
