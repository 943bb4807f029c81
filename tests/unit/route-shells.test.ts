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

test('each file group of the build (vite.config.ts CHUNK_GROUPS) names one module that exists: a moved shell would silently go back to dozens of files', async () => {
  const { CHUNK_GROUPS } = await import('../../vite.config');
  const { readdirSync } = await import('node:fs');
  const path = await import('node:path');
  const root = path.resolve(import.meta.dirname, '../..');
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).map((f) => path.join(root, 'src', f));
  const named = CHUNK_GROUPS.filter((g) => g.test);
  expect(named.map((g) => g.name)).toEqual(['chart-engine', 'antd-shell', 'admin-layout']);
  for (const group of named)
    expect(
      files.filter((f) => group.test?.test(f)),
      group.name,
    ).toHaveLength(1);
  // The two shell groups are the shells every admin page loads (route-shells.ts), in that order.
  expect(shellsOf({ fullPath: '/dashboard', layout: 'admin' })).toEqual(['antd', 'admin']);
  expect(String(SHELL_LOADERS.antd)).toContain('antd-shell');
  expect(String(SHELL_LOADERS.admin)).toContain('admin-layout');
  // The entry's group comes first: what src/main.tsx imports is never moved into a lazy file.
  expect(CHUNK_GROUPS[0]).toMatchObject({ name: 'index', tags: ['$initial'] });
  expect(Math.max(...CHUNK_GROUPS.map((g) => g.priority))).toBe(CHUNK_GROUPS[0].priority);
});
