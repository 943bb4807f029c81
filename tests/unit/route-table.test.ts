import { FLAT_ROUTES, ROUTE_TABLE, findRoute, joinPath, routeTitle } from '@/routes/route-table';
import { DATA_REPORT_RANK_ROWS, RANK_ROWS, TEACHING_RANK_ROWS } from '@/routes/ranking-routes';
import { RANKING_FAMILY_COLUMNS, RANKING_FAMILY_KEYS, RANKING_LEVEL_KEYS, rankingColumns } from '@/api/contract/ranking';

/** Every published path (docs/rules.md#routes), written exactly as published, misspellings included (the URL contract). */
const SPEC_PATHS: readonly string[] = [
  // Public or hidden
  '/redirect/*',
  '/login',
  '/loading',
  '/auth-redirect',
  // Not a published path: a wall's display link (docs/pages.md)
  '/display',
  '/404',
  '/401',
  // Main admin layout
  '/dashboard',
  '/library',
  '/library/index',
  '/library/borrow-rank',
  '/library/circulation',
  '/library/avarage-list',
  '/dataReport',
  '/dataReport/index',
  '/dataReport/multipleExpressionRanking',
  '/dataReport/monthPartRanking',
  '/dataReport/readQualityRanking',
  '/dataReport/readQualityAccuracyRanking',
  '/evaluatReport',
  '/evaluatReport/index',
  '/evaluatReport/schoolReport',
  '/evaluatReport/gradeData',
  '/evaluatReport/classData',
  '/evaluatData',
  '/evaluatData/historyData',
  '/evaluatData/trackingData',
  '/teaching',
  '/teaching/index',
  '/teaching/teachingDataRanking',
  '/ArrivalData',
  '/ArrivalData/ArrivalData',
  '/rank',
  '/rank/monthPartRanking',
  '/rank/gradePartRanking',
  '/rank/clazzPartRanking',
  '/rank/stuPartRanking',
  '/rank/index',
  '/rank/readQualityRanking',
  '/rank/gradeReadQuality',
  '/rank/clazzReadQuality',
  '/rank/stuReadQuality',
  '/rank/multipleExpressionRanking',
  '/rank/gradeInteract',
  '/rank/clazzInteract',
  '/rank/stuInteract',
  '/rank/libraryBookData/campus',
  '/rank/libraryBookData/grade',
  '/rank/libraryBookData/clazz',
  '/rank/libraryBookData/student',
  '/rank/circulation/campus',
  '/rank/circulation/grade',
  '/rank/circulation/clazz',
  '/rank/circulation/student',
  '/rank/region',
  '/rank/teacher',
  '/rank/grade',
  '/rank/class/',
  '/rank/student/',
  '/schools',
  '/schools/index',
  // Not a published path: the app's own 指标说明 page (docs/rules.md#figures)
  '/metrics',
  // Not published either: the lists a librarian acts on, in the 图书馆数据 section
  '/library/overdue',
  '/library/weeding',
  '/library/supplement',
  // A teacher's own classes
  '/myClass',
  '/myClass/index',
  // The alerts of the navbar's bell
  '/alerts',
  // Not a published path: goals per school year (目标), where a goal alert points
  '/goals',
  '/goals/index',
  // Not a published path: 大屏管理, the screens of display links (docs/pages.md)
  '/displays',
  // New-version dashboard
  '/ndb',
  '/ndb/index',
  '/ndb/library',
  '/ndb/circulate',
  '/ndb/reader',
  '/ndb/activity',
  '/ndb/assessment',
  // Old-version dashboard mode
  '/dashboardmode',
  '/dashboardmode/index',
  '/dashboardmode/library',
  '/dashboardmode/reading',
  '/dashboardmode/teaching',
  '/dashboardmode/rank',
  '/dashboardmode/rank_grade',
  '/dashboardmode/rank_teach',
];

const fullPaths = FLAT_ROUTES.map((r) => r.fullPath);
const CHINESE = /[\u4e00-\u9fff]/;

describe('route table paths (docs/rules.md#routes)', () => {
  test.each(SPEC_PATHS.map((p) => [p]))('%s exists exactly as written', (path) => {
    expect(fullPaths).toContain(path);
  });

  test('the table has no path the spec does not list, and no duplicates', () => {
    expect(fullPaths.filter((p) => !SPEC_PATHS.includes(p))).toEqual([]);
    expect(new Set(fullPaths).size).toBe(fullPaths.length);
  });

  test('the spec spelling is kept: avarage-list, ArrivalData, evaluatReport, class/ and student/', () => {
    expect(findRoute('/library/avarage-list')?.fullPath).toBe('/library/avarage-list');
    expect(findRoute('/library/average-list')).toBeUndefined();
    expect(findRoute('/arrivalData/ArrivalData')).toBeUndefined();
    expect(findRoute('/evaluateReport/index')).toBeUndefined();
    expect(fullPaths).toContain('/rank/class/');
    expect(fullPaths).toContain('/rank/student/');
  });

  test('only /login, /loading, /auth-redirect and /display are public', () => {
    expect(FLAT_ROUTES.filter((r) => r.node.public).map((r) => r.fullPath)).toEqual(['/login', '/loading', '/auth-redirect', '/display']);
  });
});

describe('titles', () => {
  // The error pages are titled by their status code; every other route has a Chinese title.
  const STATUS_TITLED: Record<string, string> = { '/404': '404', '/401': '401' };

  test.each(FLAT_ROUTES.map((r) => [r.fullPath, r]))('%s has a title', (path, r) => {
    const title = r.node.meta?.title;
    if (path in STATUS_TITLED) expect(title).toBe(STATUS_TITLED[path]);
    else expect(title).toMatch(CHINESE);
  });

  test('section titles as the spec names them', () => {
    expect(routeTitle('/dashboard')).toBe('首页');
    expect(routeTitle('/dataReport/index')).toBe('阅读数据');
    expect(routeTitle('/rank/region')).toBe('区域排名');
    expect(routeTitle('/rank/index')).toBe('综合阅读排名');
    expect(routeTitle('/login')).toBe('登录');
    expect(routeTitle('/nope')).toBeUndefined();
  });

  test('titles of the ndb header items and the dashboard-mode pages are distinct within their group', () => {
    for (const group of ['/ndb', '/dashboardmode', '/rank']) {
      const t = FLAT_ROUTES.filter((r) => r.fullPath.startsWith(`${group}/`)).map((r) => r.node.meta?.title);
      expect(new Set(t).size, group).toBe(t.length);
    }
  });
});

describe('structure', () => {
  const top = (path: string) => ROUTE_TABLE.find((n) => n.path === path)!;

  test('containers redirect to the spec targets, and every redirect target is a page', () => {
    expect(top('/ndb').redirect).toBe('/ndb/index');
    expect(top('/dashboardmode').redirect).toBe('/dashboardmode/index');
    expect(top('/library').redirect).toBe('/library/index');
    for (const r of FLAT_ROUTES.filter((f) => f.node.redirect)) {
      expect(findRoute(r.node.redirect!)?.node.page, r.fullPath).toBeDefined();
    }
  });

  test('/ndb has the six header items in order', () => {
    expect(top('/ndb').children!.map((c) => c.path)).toEqual(['index', 'library', 'circulate', 'reader', 'activity', 'assessment']);
    expect(top('/ndb').layout).toBe('ndb');
  });

  test('/dashboardmode has its seven pages in order', () => {
    expect(top('/dashboardmode').children!.map((c) => c.path)).toEqual([
      'index',
      'library',
      'reading',
      'teaching',
      'rank',
      'rank_grade',
      'rank_teach',
    ]);
    expect(top('/dashboardmode').layout).toBe('cockpit');
  });

  test('every admin section has an index-like visible page; sub-pages are hidden and light up an existing menu entry', () => {
    for (const node of ROUTE_TABLE.filter((n) => n.layout === 'admin' && n.section)) {
      expect(node.meta?.icon, node.path).toBeDefined();
      const kids = node.children ?? [];
      if (kids.length === 0) continue;
      expect(
        kids.some((k) => !k.meta?.hidden),
        node.path,
      ).toBe(true);
      for (const k of kids.filter((c) => c.meta?.hidden)) {
        const active = k.meta?.activeMenu;
        expect(active, `${node.path}/${k.path}`).toBeDefined();
        expect(findRoute(active!), active).toBeDefined();
      }
    }
  });

  test('the spec areas are the sidebar sections, in order (the cockpits are a section outside the sidebar)', () => {
    expect(ROUTE_TABLE.filter((n) => n.section && n.section !== 'cockpit').map((n) => n.path)).toEqual([
      '/dashboard',
      // Not a spec area: a teacher's own classes, first in a teacher's menu.
      '/myClass',
      '/library',
      '/dataReport',
      '/evaluatReport',
      '/evaluatData',
      '/teaching',
      '/ArrivalData',
      '/rank',
      '/schools',
      // Not a spec area: goals per school year (目标), for a district and a school.
      '/goals',
    ]);
    expect(ROUTE_TABLE.filter((n) => n.section === 'cockpit').map((n) => n.path)).toEqual(['/ndb', '/dashboardmode']);
  });

  test('the public routes and the error pages use the blank layout', () => {
    for (const p of ['/login', '/loading', '/auth-redirect', '/404', '/401']) expect(findRoute(p)?.layout).toBe('blank');
  });
});

describe('findRoute', () => {
  test('trailing slashes are ignored both ways', () => {
    expect(findRoute('/rank/class')?.fullPath).toBe('/rank/class/');
    expect(findRoute('/rank/class/')?.fullPath).toBe('/rank/class/');
    expect(findRoute('/rank/student')?.fullPath).toBe('/rank/student/');
    expect(findRoute('/dashboard/')?.fullPath).toBe('/dashboard');
  });

  test('/redirect/{path} matches the refresh helper', () => {
    expect(findRoute('/redirect/library/index')?.fullPath).toBe('/redirect/*');
    expect(findRoute('/redirectx')).toBeUndefined();
  });

  test('unknown paths and different case are not found', () => {
    expect(findRoute('/nope')).toBeUndefined();
    expect(findRoute('/Dashboard')).toBeUndefined();
    expect(findRoute('/rank/nope')).toBeUndefined();
  });

  test('joinPath', () => {
    expect(joinPath('/rank', 'class/')).toBe('/rank/class/');
    expect(joinPath('/rank/', 'index')).toBe('/rank/index');
    expect(joinPath('/rank', '/abs')).toBe('/abs');
  });
});

describe('rankings are data', () => {
  test('every /rank row is a hidden /rank child (index alone visible), with its ranking meta and title', () => {
    for (const row of RANK_ROWS) {
      const r = findRoute(`/rank/${row.path}`)!;
      expect(r, row.path).toBeDefined();
      expect(r.fullPath).toBe(`/rank/${row.path}`);
      expect(r.node.meta?.title).toBe(row.title);
      expect(r.node.meta?.ranking).toEqual({ family: row.family, level: row.level, ...(row.exact ? { exact: true } : {}) });
      expect(r.node.meta?.hidden).toBe(row.path !== 'index');
      expect(r.node.meta?.activeMenu).toBe(row.path === 'index' ? undefined : '/rank');
    }
    expect(RANK_ROWS).toHaveLength(26);
    expect(FLAT_ROUTES.filter((r) => r.fullPath.startsWith('/rank/'))).toHaveLength(RANK_ROWS.length);
  });

  test('/dataReport and /teaching ranking rows are hidden sub-pages of their index', () => {
    for (const [rows, parent] of [
      [DATA_REPORT_RANK_ROWS, '/dataReport'],
      [TEACHING_RANK_ROWS, '/teaching'],
    ] as const) {
      for (const row of rows) {
        const r = findRoute(`${parent}/${row.path}`)!;
        expect(r.node.meta?.hidden).toBe(true);
        expect(r.node.meta?.activeMenu).toBe(`${parent}/index`);
        expect(r.node.meta?.ranking).toEqual({ family: row.family, level: row.level });
      }
    }
  });

  test('every level of the /rank families is covered', () => {
    const byFamily = new Map<string, string[]>();
    for (const row of RANK_ROWS) byFamily.set(row.family, [...(byFamily.get(row.family) ?? []), row.level]);
    for (const family of ['participation', 'quality', 'libraryBook', 'circulation']) {
      expect(byFamily.get(family)!.slice(1), family).toEqual(['grade', 'class', 'student']);
    }
    expect(byFamily.get('overall')).toEqual(['campus', 'grade', 'class', 'student']);
    // 多元表达 ranks units; 互动 (likes, comments, shares) ranks grades, classes and students.
    expect(byFamily.get('expression')).toEqual(['campus']);
    expect(byFamily.get('interaction')).toEqual(['grade', 'class', 'student']);
  });

  test('the 互动 pages rank the interaction family (likes, comments, shares), not multiple expression', () => {
    for (const path of ['gradeInteract', 'clazzInteract', 'stuInteract']) {
      const meta = findRoute(`/rank/${path}`)!.node.meta!;
      expect(meta.title, path).toMatch(/互动/);
      expect(meta.ranking?.family, path).toBe('interaction');
      expect(RANKING_FAMILY_COLUMNS[meta.ranking!.family][0]).toBe('interactions');
    }
  });

  test('every ranking row uses a family and level of the contract, and the family has columns at that level', () => {
    for (const row of [...RANK_ROWS, ...DATA_REPORT_RANK_ROWS, ...TEACHING_RANK_ROWS]) {
      expect(RANKING_FAMILY_KEYS, row.path).toContain(row.family);
      expect(RANKING_LEVEL_KEYS, row.path).toContain(row.level);
      expect(rankingColumns(row.family, row.level).length, row.path).toBeGreaterThan(0);
    }
  });
});
