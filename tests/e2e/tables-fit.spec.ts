import type { Page } from '@playwright/test';
import { findRoute } from '@/routes/route-table';
import { DATA_REPORT_RANK_ROWS, RANK_ROWS, TEACHING_RANK_ROWS } from '@/routes/ranking-routes';
import { pageTitle } from '@/utils/title';
import { test, expect, settled, shot, signInWithCookie } from './fixtures';

/**
 * Tables that fit (docs/rules.md#tables): on every page with a table, at 1366×768 and at 1920×1080, every header cell
 * (`th`, role=columnheader) lies inside what its table shows — the client box of every clipping or scrolling box
 * around it, and the window. A column cut at the edge or hidden off to the right of a scroll box fails, whichever
 * page it is on. A column the table folds away for room (the column chooser) has no header cell: it is not cut.
 *
 * Each user signs in once per test (its demo token); the routes of a test are reached in the app, as its links do,
 * and each is measured at both sizes (one resize per route).
 */

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

type Login = 'city' | 'zone' | 'library' | 'arrival';

/**
 * The /rank pages: the city sees each with the most columns (a parent column: its rows come from several districts);
 * the student rankings by the zone user (the city's hundreds of thousands of students take too long to draw up here).
 */
const RANK = RANK_ROWS.filter((r) => r.level !== 'student').map((r) => `/rank/${r.path}`);
const STUDENT_RANK = RANK_ROWS.filter((r) => r.level === 'student').map((r) => `/rank/${r.path}`);
const DATA_REPORT_RANK = DATA_REPORT_RANK_ROWS.map((r) => `/dataReport/${r.path}`);
const TEACHING_RANK = TEACHING_RANK_ROWS.map((r) => `/teaching/${r.path}`);

const GROUPS: { login: Login; routes: string[] }[] = [
  ...chunk(RANK, 6).map((routes) => ({ login: 'city' as const, routes })),
  { login: 'zone', routes: [...DATA_REPORT_RANK, ...TEACHING_RANK, '/rank/index'] },
  { login: 'zone', routes: STUDENT_RANK },
  {
    login: 'zone',
    routes: [
      '/dashboard',
      '/dataReport/index',
      '/teaching/index',
      '/schools/index',
      '/library/index',
      '/library/borrow-rank',
      '/library/avarage-list',
    ],
  },
  {
    login: 'library',
    routes: [
      '/evaluatData/historyData',
      '/evaluatData/trackingData',
      '/evaluatReport/index',
      '/evaluatReport/gradeData',
      '/evaluatReport/classData',
      '/library/borrow-rank',
    ],
  },
  { login: 'arrival', routes: ['/ArrivalData/ArrivalData'] },
];

function chunk<T>(list: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
}

/** Signed in as a demo account, as the login form would leave it (a token the demo API signed). */
async function signIn(page: Page, baseURL: string, login: Login) {
  await signInWithCookie(page, login, baseURL);
}

/** Moves the app to `route` as its links do (a history entry and a popstate, no reload); done when the title is the route's. */
async function openInApp(page: Page, route: string) {
  const title = findRoute(route)?.node.meta?.title;
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveTitle(pageTitle(title));
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
  await page.setViewportSize(size);
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

for (const { login, routes } of GROUPS) {
  test(`${login}: ${routes.join(', ')} — every column header in view at 1366 and 1920`, async ({ page, baseURL }) => {
    // A route's budget: a load or an in-app move, two layouts, on a 2-core machine running two browsers.
    test.setTimeout(20_000 * routes.length);
    await signIn(page, baseURL!, login);
    for (const [i, route] of routes.entries()) {
      await test.step(route, async () => {
        if (i === 0) await page.goto(route);
        else await openInApp(page, route);
        await expect(page).toHaveURL((url) => url.pathname === route || `${url.pathname}/` === route);
        // Alternate the order of the sizes: one resize per route.
        const sizes = i % 2 === 0 ? SIZES : [...SIZES].reverse();
        for (const size of sizes) await checkFits(page, route, size);
      });
    }
  });
}
