import type { Page } from '@playwright/test';
import { flattenRoutes, findRoute } from '@/routes/route-table';
import { DATA_REPORT_RANK_ROWS, RANK_ROWS, TEACHING_RANK_ROWS } from '@/routes/ranking-routes';
import { pageTitle } from '@/utils/title';
import { test, expect, settled, shot, signIn } from './fixtures';
import { seriousViolations, withoutMotion } from './axe';

/**
 * Every page of the route table, walked once, three checks on each:
 * - **Accessibility**: axe-core (WCAG 2.x A/AA rules and best practices), zero serious or critical violations.
 * - **antd's styles** (zero-runtime mode, scripts/vite-antd-styles.ts): every antd component on the page has its
 *   rules among antd's build-time styles (each root class is named by one of their selectors), and antd generated no
 *   style at run time beyond CSS variables.
 * - **Tables that fit** (docs/rules.md#tables): on a page with a table, at 1366×768 and at 1920×1080, every header
 *   cell (`th`, role=columnheader) lies inside what its table shows — the client box of every clipping or scrolling
 *   box around it, and the window. A column cut at the edge or hidden off to the right of a scroll box fails. A column
 *   the table folds away for room (the column chooser) has no header cell: it is not cut.
 *
 * The routes come from src/routes/route-table.ts, so pages added later are checked with no change here. Each is
 * opened by the account that sees it with the most in it: the /rank pages by the city (a parent column: rows from
 * several districts), their student levels by a district (the city's 48,000 students take too long to draw twice), the
 * assessment pages and the lists of one school's readers (逾期清单, 馆藏剔旧) by a school library, 到馆数据 by the pilot
 * campus, 我的班级 by the teacher, the rest by a district, and whatever page no
 * account below names by the admin, who sees every route. Pure redirect helpers (/redirect/*, /loading,
 * /auth-redirect) are left out: they show no page of their own; /login is checked without a session (a11y.spec.ts).
 *
 * A few routes to a test: the first opened with a page load, the others the way the app moves between its pages (a
 * history entry, no reload). Each route is checked on its own page with its own result, at the size the route before
 * left (the sizes alternate: one resize per table page).
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

type Login = 'admin' | 'city' | 'zone' | 'library' | 'arrival' | 'teacher';

const SKIP = new Set(['/redirect/*', '/loading', '/auth-redirect', '/login']);
const ROUTES = flattenRoutes()
  .filter((r) => r.node.page && !SKIP.has(r.fullPath))
  .map((r) => r.fullPath);

const RANK = RANK_ROWS.filter((r) => r.level !== 'student').map((r) => `/rank/${r.path}`);
const STUDENT_RANK = RANK_ROWS.filter((r) => r.level === 'student').map((r) => `/rank/${r.path}`);
const DATA_REPORT_RANK = DATA_REPORT_RANK_ROWS.map((r) => `/dataReport/${r.path}`);
const TEACHING_RANK = TEACHING_RANK_ROWS.map((r) => `/teaching/${r.path}`);

/** The pages with a table: each is measured at both sizes. */
const TABLES = new Set([
  ...RANK,
  ...STUDENT_RANK,
  ...DATA_REPORT_RANK,
  ...TEACHING_RANK,
  '/dashboard',
  '/dataReport/index',
  '/teaching/index',
  '/schools/index',
  '/library/index',
  '/library/borrow-rank',
  '/library/avarage-list',
  '/evaluatData/historyData',
  '/evaluatData/trackingData',
  '/evaluatReport/index',
  '/evaluatReport/gradeData',
  '/evaluatReport/classData',
  '/ArrivalData/ArrivalData',
]);

/** Who opens a route (see above); a route nobody is named for: the admin. */
const OPENED_BY: Partial<Record<Login, (route: string) => boolean>> = {
  city: (r) => RANK.includes(r),
  library: (r) => r.startsWith('/evaluat') || r === '/library/overdue' || r === '/library/weeding',
  teacher: (r) => r.startsWith('/myClass'),
  arrival: (r) => r === '/ArrivalData/ArrivalData',
  zone: (r) => !r.startsWith('/ndb') && !r.startsWith('/dashboardmode'),
};
const loginFor = (route: string): Login =>
  (Object.entries(OPENED_BY).find(([, opens]) => opens(route))?.[0] as Login | undefined) ?? 'admin';

const PER_TEST = 7;
const GROUPS = (['city', 'zone', 'library', 'arrival', 'teacher', 'admin'] as const).flatMap((login) => {
  const routes = ROUTES.filter((r) => loginFor(r) === login);
  return Array.from({ length: Math.ceil(routes.length / PER_TEST) }, (_, i) => ({
    login,
    routes: routes.slice(i * PER_TEST, (i + 1) * PER_TEST),
  }));
});

/**
 * Until the page shows its content, no request is in flight and nothing is moving: axe read a button's colour in the
 * middle of antd's 0.2 s transition out of its disabled look as a contrast failure (2.1:1) in a fresh-clone run.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/**
 * Moves the app to `route` as its own links do, without a reload: a history entry and a popstate, which the router
 * follows; done when the page's title is the route's and the progress bar is gone.
 */
async function openInApp(page: Page, route: string) {
  const title = findRoute(route)?.node.meta?.title;
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveTitle(pageTitle(title));
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

interface AntdStyleGaps {
  /** Root classes of antd elements on the page that no rule of antd's build-time styles names. */
  unstyled: string[];
  /** antd's run-time styles with a rule beyond CSS variables (the icons' reset and its keyframes aside). */
  generated: string[];
}

/**
 * What antd draws without its styles: the root class of every antd element (its first `ant-` class, on an element
 * carrying a theme's CSS-variable class: `srp`, or `css-var-…` under a nested theme) that no selector of antd's
 * build-time styles names; and
 * antd's run-time `<style>`s that declare more than custom properties.
 */
function antdStyleGaps(): AntdStyleGaps {
  const named = new Set<string>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(ant-[\w-]+)/g)) named.add(m[1]);
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
    }
  };
  // antd's own rules only (the build's `<style data-antd-static>`): a rule of the app's naming the class does not count.
  for (const sheet of document.styleSheets) if ((sheet.ownerNode as Element | null)?.hasAttribute('data-antd-static')) walk(sheet.cssRules);
  const roots = new Set<string>();
  for (const el of document.querySelectorAll('.srp, [class^="css-var-"], [class*=" css-var-"]')) {
    const root = [...el.classList].find((c) => c.startsWith('ant-'));
    if (root) roots.add(root);
  }
  const generated = [...document.querySelectorAll('style[data-css-hash]')]
    .map((s) => s.textContent ?? '')
    // antd's icon reset and its spinning keyframes are antd's at run time (ConfigProvider), as in every mode.
    .filter((css) => !css.startsWith('.anticon') && !css.startsWith('@keyframes loadingCircle') && /[{;](?!--)[a-z-]+:/.test(css))
    .map((css) => css.slice(0, 80));
  return { unstyled: [...roots].filter((c) => !named.has(c)).sort(), generated };
}

interface Cut {
  header: string;
  /** The header cell's left and right edges, and the visible box's (px). */
  cell: [number, number];
  box: [number, number];
}

interface Measure {
  headers: number;
  cut: Cut[];
}

/**
 * The header cells on screen and those not wholly inside their visible box: the window, intersected with the client
 * box (padding box, scroll bar left out) of every ancestor that clips or scrolls sideways. Hidden tables (a cached
 * tab's page, an inactive tab pane) are skipped.
 */
function measureHeaders(): Measure {
  const cells = [...document.querySelectorAll<HTMLElement>('th, [role="columnheader"]')].filter(
    (el) => el.checkVisibility() && el.getBoundingClientRect().width > 0 && !el.classList.contains('ant-table-cell-scrollbar'),
  );
  const cut: Cut[] = [];
  for (const el of cells) {
    let left = 0;
    let right = window.innerWidth;
    for (let a = el.parentElement; a && a !== document.documentElement; a = a.parentElement) {
      const overflow = getComputedStyle(a).overflowX;
      if (overflow === 'visible') continue;
      const r = a.getBoundingClientRect();
      left = Math.max(left, r.left + a.clientLeft);
      right = Math.min(right, r.left + a.clientLeft + a.clientWidth);
    }
    const r = el.getBoundingClientRect();
    if (r.left < left - 1 || r.right > right + 1) {
      cut.push({
        header: (el.textContent ?? '').trim(),
        cell: [Math.round(r.left), Math.round(r.right)],
        box: [Math.round(left), Math.round(right)],
      });
    }
  }
  return { headers: cells.length, cut };
}

async function checkFits(page: Page, route: string, size: (typeof SIZES)[number]) {
  if (page.viewportSize()?.width !== size.width) await page.setViewportSize(size);
  await settled(page);
  // The layout follows a resize within a frame or two (breakpoints, the tables' column fitting): wait on the state.
  const measure = () => page.evaluate(measureHeaders);
  const label = `${route} at ${size.width}×${size.height}`;
  try {
    await expect.poll(async () => (await measure()).cut, { timeout: 3_000 }).toEqual([]);
  } catch {
    await shot(page, `tables-fit${route.replaceAll('/', '_')}_${size.width}`);
  }
  const result = await measure();
  expect(result.headers, `${label}: a table with header cells`).toBeGreaterThan(0);
  expect.soft(result.cut, `${label}: header cells cut or hidden off the edge`).toEqual([]);
}

test('every route is walked, by an account that may open it', () => {
  expect(ROUTES.length).toBeGreaterThan(50);
  expect(ROUTES).toEqual(
    expect.arrayContaining(['/dashboard', '/library/index', '/rank/index', '/ndb/index', '/dashboardmode/index', '/404', '/401']),
  );
  expect(GROUPS.flatMap((g) => g.routes).sort()).toEqual([...ROUTES].sort());
  expect([...TABLES].filter((r) => !ROUTES.includes(r))).toEqual([]);
});

for (const { login, routes } of GROUPS) {
  test(`${login}: ${routes.join(', ')} — antd's styles; no serious or critical axe violation; tables fit at 1366 and 1920`, async ({
    page,
  }) => {
    // A route's budget: a load or an in-app move, axe, two layouts, on a 2-core machine running two browsers.
    test.setTimeout(30_000 * routes.length);
    await signIn(page, login);
    await withoutMotion(page);
    await page.setViewportSize(SIZES[0]);
    const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
    for (const [i, route] of routes.entries()) {
      await test.step(route, async () => {
        // A page whose title is the one before's is loaded: the title would not say that the app has moved.
        const title = findRoute(route)?.node.meta?.title;
        if (i === 0 || title === findRoute(routes[i - 1])?.node.meta?.title) await page.goto(route);
        else await openInApp(page, route);
        await expect(page).toHaveURL((url) => url.pathname === route || `${url.pathname}/` === route);
        await settle(page);
        expect.soft(await page.evaluate(antdStyleGaps), `${route}: antd's styles`).toEqual({ unstyled: [], generated: [] });
        const violations = await seriousViolations(page);
        if (violations.length) {
          found[route] = violations;
          await shot(page, `a11y${route.replaceAll('/', '_')}`);
        }
        if (TABLES.has(route)) {
          // The size the route before left first, then the other: one resize per table page.
          const now = page.viewportSize()?.width === SIZES[1].width ? 1 : 0;
          for (const size of [SIZES[now], SIZES[1 - now]]) await checkFits(page, route, size);
        }
      });
    }
    expect(found, JSON.stringify(found, null, 2)).toEqual({});
  });
}
