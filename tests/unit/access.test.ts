import {
  accessContext,
  buildMenu,
  canAccess,
  effectiveRoles,
  filterRoutes,
  firstMenuPath,
  type AccessContext,
  type AccessSubject,
  type MenuEntry,
} from '@/routes/access';
import { FLAT_ROUTES, ROUTE_TABLE, findRoute, flattenRoutes } from '@/routes/route-table';
import type { RouteNode, SectionKey } from '@/routes/types';
import { contextFor } from '@/stores/permission';
import { organizationFromProfile } from '@/stores/session';
import { demoAccounts, DEMO_LOGINS, type DemoLogin } from '@/demo/accounts';

/** The access context of a demo account, built the way the permission store builds it after loadSession. */
function accountContext(login: DemoLogin, curLibrary: { id: number } | null = null): AccessContext {
  const account = demoAccounts().get(login)!;
  const org = organizationFromProfile(account.profile);
  return contextFor({
    login: account.profile.login,
    roles: account.profile.authorities ?? [],
    organizationType: curLibrary ? 'library' : org.organizationType,
    roleType: { userType: account.userType },
    user: account.profile,
    curLibrary,
  });
}

const ctxOf = (subject: AccessSubject, code = 'reader') => accessContext(subject, code);
const titles = (menu: MenuEntry[]) => menu.map((m) => m.title);
const menuPaths = (menu: MenuEntry[]): string[] => menu.flatMap((m) => [m.path, ...(m.children ?? []).map((c) => c.path)]);
const route = (path: string) => {
  const r = findRoute(path);
  if (!r) throw new Error(`no route ${path}`);
  return r;
};

const ALL_SECTIONS = [
  '首页',
  '我的班级',
  '图书馆数据',
  '阅读数据',
  '测评报告',
  '测评数据',
  '教学数据',
  '到馆数据',
  '排行榜',
  '学校数据',
  '目标',
];

describe('effective roles (docs/rules.md#access)', () => {
  test.each([33, 7595])('ROLE_ARRIVAL is added for campus %i', (campusId) => {
    expect(effectiveRoles({ roles: ['ROLE_LIBRARY'], campusId })).toEqual(['ROLE_LIBRARY', 'ROLE_ARRIVAL']);
  });

  test.each([null, undefined, 0, 32, 34, 7594, 7596, 330])('ROLE_ARRIVAL is not added for campus %s', (campusId) => {
    expect(effectiveRoles({ roles: ['ROLE_LIBRARY'], campusId })).toEqual(['ROLE_LIBRARY']);
  });

  test('the profile roles are kept as they are', () => {
    expect(effectiveRoles({ roles: ['ROLE_ZONE_USER', 'ROLE_USER'] }).sort()).toEqual(['ROLE_USER', 'ROLE_ZONE_USER']);
  });

  test('library-view mode: exactly ROLE_USER, ROLE_PD_8, ROLE_LIBRARY, ROLE_TEACHER', () => {
    const roles = effectiveRoles({ roles: ['ROLE_ZONE_USER'], campusId: 33, libraryView: true });
    expect([...roles].sort()).toEqual(['ROLE_LIBRARY', 'ROLE_PD_8', 'ROLE_TEACHER', 'ROLE_USER']);
  });

  test('admin is recognised as admin', () => {
    expect(ctxOf({ roles: ['admin'] }).admin).toBe(true);
    expect(ctxOf({ roles: ['ROLE_ZONE_USER'] }).admin).toBe(false);
  });
});

describe('route visibility (docs/rules.md#access)', () => {
  const tree: RouteNode[] = [
    { path: '/open', layout: 'admin', meta: { title: '公开' } },
    { path: '/zone', layout: 'admin', meta: { title: '区域', roles: ['ROLE_ZONE_USER'] } },
    { path: '/either', layout: 'admin', meta: { title: '二者', roles: ['ROLE_ZONE_USER', 'ROLE_LIBRARY'] } },
    {
      path: '/parent',
      layout: 'admin',
      meta: { title: '父' },
      children: [
        { path: 'free', meta: { title: '子' } },
        { path: 'lib', meta: { title: '子', roles: ['ROLE_LIBRARY'] } },
        {
          path: 'deep',
          meta: { title: '深' },
          children: [
            { path: 'zone', meta: { title: '区', roles: ['ROLE_ZONE_USER'] } },
            { path: 'empty', meta: { title: '空', roles: [] } },
          ],
        },
      ],
    },
  ];
  const paths = (nodes: RouteNode[]) => flattenRoutes(nodes).map((f) => f.fullPath);

  test('visible when there is no roles meta, or one listed role is held; recursive on children', () => {
    expect(paths(filterRoutes(tree, ctxOf({ roles: ['ROLE_LIBRARY'] })))).toEqual([
      '/open',
      '/either',
      '/parent',
      '/parent/free',
      '/parent/lib',
      '/parent/deep',
      '/parent/deep/empty',
    ]);
    expect(paths(filterRoutes(tree, ctxOf({ roles: ['ROLE_ZONE_USER'] })))).toEqual([
      '/open',
      '/zone',
      '/either',
      '/parent',
      '/parent/free',
      '/parent/deep',
      '/parent/deep/zone',
      '/parent/deep/empty',
    ]);
    expect(paths(filterRoutes(tree, ctxOf({ roles: ['ROLE_USER'] })))).toEqual([
      '/open',
      '/parent',
      '/parent/free',
      '/parent/deep',
      '/parent/deep/empty',
    ]);
  });

  test('admin sees every route of the table', () => {
    const ctx = ctxOf({ roles: ['admin'], organizationType: 'district' });
    expect(flattenRoutes(filterRoutes(ROUTE_TABLE, ctx)).map((f) => f.fullPath)).toEqual(FLAT_ROUTES.map((f) => f.fullPath));
    for (const r of FLAT_ROUTES) expect(canAccess(r, ctx)).toBe(true);
    expect(titles(buildMenu(ctx))).toEqual(ALL_SECTIONS);
  });

  test('a hidden child under a visible parent is filtered by its parent too (chain)', () => {
    const ctx = ctxOf({ roles: ['ROLE_TEACHER'] });
    expect(canAccess(route('/library/borrow-rank'), ctx)).toBe(false);
    expect(canAccess(route('/dataReport/readQualityRanking'), ctx)).toBe(true);
  });
});

describe('access per area (the table of docs/rules.md#access)', () => {
  // organizationType left out so that only the roles decide.
  const can = (roles: string[], path: string, extra: Partial<AccessSubject> = {}) => canAccess(route(path), ctxOf({ roles, ...extra }));

  test.each(['/dashboard', '/library/index', '/dataReport/index', '/teaching/index', '/rank/index'])(
    '%s: zone user and library yes; no role no',
    (path) => {
      expect(can(['ROLE_ZONE_USER'], path)).toBe(true);
      expect(can(['ROLE_LIBRARY'], path)).toBe(true);
      expect(can(['ROLE_USER'], path)).toBe(false);
      expect(can(['ROLE_PD_8'], path)).toBe(false);
      expect(can([], path)).toBe(false);
    },
  );

  test.each(['/evaluatReport/index', '/evaluatReport/schoolReport', '/evaluatData/historyData', '/evaluatData/trackingData'])(
    '%s: library only',
    (path) => {
      expect(can(['ROLE_LIBRARY'], path)).toBe(true);
      expect(can(['ROLE_ZONE_USER'], path)).toBe(false);
      expect(can(['ROLE_TEACHER'], path)).toBe(false);
      expect(can(['ROLE_ARRIVAL'], path)).toBe(false);
    },
  );

  test('/ArrivalData/ArrivalData: arrival only', () => {
    const path = '/ArrivalData/ArrivalData';
    expect(can(['ROLE_ARRIVAL'], path)).toBe(true);
    expect(can(['ROLE_LIBRARY'], path, { campusId: 33 })).toBe(true);
    expect(can(['ROLE_LIBRARY'], path, { campusId: 7595 })).toBe(true);
    expect(can(['ROLE_LIBRARY'], path, { campusId: 100 })).toBe(false);
    expect(can(['ROLE_LIBRARY'], path)).toBe(false);
    expect(can(['ROLE_ZONE_USER'], path)).toBe(false);
  });

  test('/schools/index: zone user only', () => {
    expect(can(['ROLE_ZONE_USER'], '/schools/index')).toBe(true);
    expect(can(['ROLE_LIBRARY'], '/schools/index')).toBe(false);
    expect(can(['ROLE_TEACHER'], '/schools/index')).toBe(false);
    expect(can(['ROLE_ARRIVAL'], '/schools/index')).toBe(false);
  });

  test('teachers see their classes, reading data, teaching data and rankings, nothing else of the admin layout', () => {
    const menu = buildMenu(ctxOf({ roles: ['ROLE_TEACHER'] }));
    expect(titles(menu)).toEqual(['我的班级', '阅读数据', '教学数据', '排行榜']);
  });

  test('我的班级 is a teacher’s own: not in a zone user’s view of a school, which holds ROLE_TEACHER', () => {
    expect(can(['ROLE_TEACHER'], '/myClass/index')).toBe(true);
    expect(can(['ROLE_LIBRARY'], '/myClass/index')).toBe(false);
    const view = accessContext({ roles: ['ROLE_ZONE_USER'], organizationType: 'district', libraryView: true });
    expect(view.roles.has('ROLE_TEACHER')).toBe(true);
    expect(titles(buildMenu(view))).not.toContain('我的班级');
  });

  test('public and error routes carry no roles', () => {
    for (const path of ['/login', '/loading', '/auth-redirect', '/404', '/401']) {
      expect(can([], path)).toBe(true);
    }
  });

  test('the cockpits need a zone or library role: teachers and role-less users may not open them', () => {
    for (const path of ['/ndb/index', '/ndb/assessment', '/dashboardmode/index', '/dashboardmode/rank_teach']) {
      expect(can(['ROLE_ZONE_USER'], path), path).toBe(true);
      expect(can(['ROLE_LIBRARY'], path), path).toBe(true);
      expect(can(['ROLE_TEACHER'], path), path).toBe(false);
      expect(can([], path), path).toBe(false);
    }
  });
});

describe('sidebar filters (docs/rules.md#access)', () => {
  test('the special login code shows only reading data and rankings', () => {
    const ctx = ctxOf({ login: 'reader', roles: ['ROLE_LIBRARY'], organizationType: 'library' });
    expect(titles(buildMenu(ctx))).toEqual(['阅读数据', '排行榜']);
    expect(canAccess(route('/library/index'), ctx)).toBe(false);
    expect(canAccess(route('/dashboard'), ctx)).toBe(false);
    expect(canAccess(route('/rank/region'), ctx)).toBe(true);
    // Nor the cockpits, although the account holds ROLE_LIBRARY.
    expect(canAccess(route('/dashboardmode/index'), ctx)).toBe(false);
    expect(canAccess(route('/ndb/index'), ctx)).toBe(false);
  });

  test('another login, or no special code configured, is not filtered', () => {
    expect(titles(buildMenu(ctxOf({ login: 'readerX', roles: ['ROLE_LIBRARY'], organizationType: 'library' })))).toContain('首页');
    expect(titles(buildMenu(accessContext({ login: '', roles: ['ROLE_LIBRARY'] }, '')))).toContain('首页');
    expect(titles(buildMenu(accessContext({ login: 'reader', roles: ['ROLE_LIBRARY'] }, '')))).toContain('首页');
  });

  test('the special code comes from the environment by default', () => {
    expect(titles(buildMenu(accessContext({ login: 'reader', roles: ['ROLE_LIBRARY'] })))).toEqual(['阅读数据', '排行榜']);
  });

  test('CITY shows only reading data, teaching and rankings', () => {
    const ctx = ctxOf({ login: 'c', roles: ['ROLE_ZONE_USER'], userType: 'CITY', organizationType: 'district' });
    expect(titles(buildMenu(ctx))).toEqual(['阅读数据', '教学数据', '排行榜']);
    expect(canAccess(route('/schools/index'), ctx)).toBe(false);
    expect(canAccess(route('/dashboard'), ctx)).toBe(false);
  });

  test('DISTRICT and SCHOOL user types are not filtered', () => {
    for (const userType of ['DISTRICT', 'SCHOOL', undefined]) {
      expect(titles(buildMenu(ctxOf({ roles: ['ROLE_ZONE_USER'], userType })))).toContain('首页');
    }
  });

  test('district organisation type removes the evaluation report and evaluation data sections', () => {
    const district = ctxOf({ roles: ['ROLE_LIBRARY'], organizationType: 'district' });
    const library = ctxOf({ roles: ['ROLE_LIBRARY'], organizationType: 'library' });
    expect(titles(buildMenu(district))).not.toContain('测评报告');
    expect(titles(buildMenu(district))).not.toContain('测评数据');
    expect(canAccess(route('/evaluatReport/classData'), district)).toBe(false);
    expect(canAccess(route('/evaluatData/trackingData'), district)).toBe(false);
    expect(titles(buildMenu(library))).toEqual(expect.arrayContaining(['测评报告', '测评数据']));
    expect(canAccess(route('/evaluatReport/classData'), library)).toBe(true);
  });

  test('admin is not filtered by the district rule', () => {
    expect(titles(buildMenu(ctxOf({ roles: ['admin'], organizationType: 'district', userType: 'CITY' })))).toEqual(ALL_SECTIONS);
  });
});

describe('library-view mode (a zone user picked a library)', () => {
  const ctx = ctxOf({ roles: ['ROLE_ZONE_USER'], organizationType: 'library', libraryView: true });

  test('routes are filtered by only the library-view roles', () => {
    expect(ctx.roles).toEqual(new Set(['ROLE_USER', 'ROLE_PD_8', 'ROLE_LIBRARY', 'ROLE_TEACHER']));
    expect(titles(buildMenu(ctx))).toEqual(['首页', '图书馆数据', '阅读数据', '测评报告', '测评数据', '教学数据', '排行榜', '目标']);
    expect(canAccess(route('/schools/index'), ctx)).toBe(false);
  });

  test('the district filter does not apply in library view, and campus 33 adds nothing', () => {
    const c = ctxOf({ roles: ['ROLE_ZONE_USER'], organizationType: 'district', libraryView: true, campusId: 33 });
    expect(titles(buildMenu(c))).toContain('测评报告');
    expect(canAccess(route('/ArrivalData/ArrivalData'), c)).toBe(false);
  });

  test('the zone demo account with a library selected', () => {
    const c = accountContext('zone', { id: 2001 });
    expect(titles(buildMenu(c))).toEqual(['首页', '图书馆数据', '阅读数据', '测评报告', '测评数据', '教学数据', '排行榜', '目标']);
  });
});

describe('demo accounts', () => {
  const EXPECTED: Record<DemoLogin, { menu: string[]; first: string }> = {
    admin: { menu: ALL_SECTIONS, first: '/dashboard' },
    zone: { menu: ['首页', '图书馆数据', '阅读数据', '教学数据', '排行榜', '学校数据', '目标'], first: '/dashboard' },
    library: { menu: ['首页', '图书馆数据', '阅读数据', '测评报告', '测评数据', '教学数据', '排行榜', '目标'], first: '/dashboard' },
    arrival: {
      menu: ['首页', '图书馆数据', '阅读数据', '测评报告', '测评数据', '教学数据', '到馆数据', '排行榜', '目标'],
      first: '/dashboard',
    },
    city: { menu: ['阅读数据', '教学数据', '排行榜'], first: '/dataReport/index' },
    teacher: { menu: ['我的班级', '阅读数据', '教学数据', '排行榜'], first: '/myClass/index' },
    reader: { menu: ['阅读数据', '排行榜'], first: '/dataReport/index' },
  };

  test.each(DEMO_LOGINS.map((l) => [l]))('%s: menu sections and first menu page', (login) => {
    const ctx = accountContext(login);
    expect(titles(buildMenu(ctx))).toEqual(EXPECTED[login].menu);
    expect(firstMenuPath(ctx)).toBe(EXPECTED[login].first);
  });

  test('menu entries link where the spec says', () => {
    const menu = buildMenu(accountContext('admin'));
    const byTitle = Object.fromEntries(menu.map((m) => [m.title, m]));
    expect(byTitle['首页'].path).toBe('/dashboard');
    expect(byTitle['图书馆数据'].path).toBe('/library/index');
    expect(byTitle['阅读数据'].path).toBe('/dataReport/index');
    expect(byTitle['测评报告'].path).toBe('/evaluatReport/index');
    expect(byTitle['测评数据'].children?.map((c) => c.path)).toEqual(['/evaluatData/historyData', '/evaluatData/trackingData']);
    expect(byTitle['教学数据'].path).toBe('/teaching/index');
    expect(byTitle['到馆数据'].path).toBe('/ArrivalData/ArrivalData');
    // /rank itself, so that the CITY rule /rank → /rank/region applies to the menu link.
    expect(byTitle['排行榜'].path).toBe('/rank');
    expect(byTitle['学校数据'].path).toBe('/schools/index');
  });

  test('hidden sub-pages never show in the menu', () => {
    const paths = menuPaths(buildMenu(accountContext('admin')));
    for (const r of FLAT_ROUTES.filter((f) => f.node.meta?.hidden)) expect(paths).not.toContain(r.fullPath);
  });

  test('firstMenuPath is undefined when nothing is visible', () => {
    expect(firstMenuPath(ctxOf({ roles: ['ROLE_USER'] }))).toBeUndefined();
    expect(buildMenu(ctxOf({ roles: ['ROLE_PD_8'] }))).toEqual([]);
  });
});

describe('one predicate: buildMenu, filterRoutes and canAccess agree', () => {
  const SUBJECTS: Array<[string, AccessContext]> = [
    ...DEMO_LOGINS.map((l): [string, AccessContext] => [l, accountContext(l)]),
    ['zone in library view', accountContext('zone', { id: 2001 })],
    ['teacher role', ctxOf({ roles: ['ROLE_TEACHER'] })],
    ['user role only', ctxOf({ roles: ['ROLE_USER'] })],
    ['library in district', ctxOf({ roles: ['ROLE_LIBRARY'], organizationType: 'district' })],
    ['arrival role', ctxOf({ roles: ['ROLE_ARRIVAL'] })],
    ['city library', ctxOf({ roles: ['ROLE_LIBRARY'], userType: 'CITY', campusId: 7595 })],
  ];

  test.each(SUBJECTS)('%s', (_name, ctx) => {
    const menu = buildMenu(ctx);
    // Every menu link opens.
    for (const p of menuPaths(menu)) expect(canAccess(route(p), ctx), p).toBe(true);
    // A section is in the menu exactly when one of its visible pages opens.
    const sectionsInMenu = new Set(menu.map((m) => route(m.path).section));
    const openable = new Set<SectionKey | undefined>(
      FLAT_ROUTES.filter(
        (r) => r.layout === 'admin' && r.section && r.node.page && !r.chain.some((n) => n.meta?.hidden) && canAccess(r, ctx),
      ).map((r) => r.section),
    );
    expect(sectionsInMenu).toEqual(openable);
    // The generated routes are exactly the routes canAccess allows.
    const generated = flattenRoutes(filterRoutes(ROUTE_TABLE, ctx)).map((f) => f.fullPath);
    expect(generated).toEqual(FLAT_ROUTES.filter((r) => canAccess(r, ctx)).map((r) => r.fullPath));
  });
});
