import type { Page } from '@playwright/test';
import { test, expect, chartsDrawn, loginAs, shot } from './fixtures';

/**
 * The two cockpits in Chromium on the demo build, as a wall display shows them:
 * - every page of /dashboardmode (library account) and /ndb (zone account) at 1920 × 1080 and 1366 × 768: the
 *   1920 design scaled by width ÷ 1920 with a CSS transform, the whole page on screen without scroll bars,
 *   every panel with data, every chart drawn; a screenshot of each (tests/e2e/.screenshots/cockpit-*);
 * - the 学年 dropdown and a chart tooltip open inside the scaled canvas, where the pointer is;
 * - auto-rotation through the pages every 16 s, wrapping, paused and resumed with the space bar;
 * - 60 s without network during rotation: the rotation goes on, panels keep their data with 数据未更新, and
 *   the data is back within one refresh interval (60 s) of the network coming back.
 *
 * Time: every test installs Playwright's clock before the page loads (`page.clock.install()`; time flows as usual
 * until the test runs it forward). The wall's own intervals (16 s rotation, 60 s refresh, the retries) are run on
 * that clock with `page.clock.runFor`, never waited for in real time; before a screenshot, the clock jumps past the
 * charts' entry animation (`chartsDrawn`).
 *
 * "Without network": the demo API answers inside the page, which the browser's offline switch does not reach. The
 * test flips both: `context.setOffline(true)` (no page code, no index.html, as on a real wall) and the demo's fault
 * switch `window.__srpDemo.setOffline(true)` (every API call fails as a lost network does: the fetch rejects).
 */

const DM = [
  { path: '/dashboardmode/index', slug: 'dm-index', panels: 7, nav: '首页' },
  { path: '/dashboardmode/library', slug: 'dm-library', panels: 7, nav: '图书馆数据' },
  { path: '/dashboardmode/reading', slug: 'dm-reading', panels: 7, nav: '阅读数据' },
  { path: '/dashboardmode/teaching', slug: 'dm-teaching', panels: 7, nav: '教学数据' },
  { path: '/dashboardmode/rank', slug: 'dm-rank', panels: 6, nav: '排行' },
  { path: '/dashboardmode/rank_grade', slug: 'dm-rank-grade', panels: 6, nav: '年级排行' },
  { path: '/dashboardmode/rank_teach', slug: 'dm-rank-teach', panels: 6, nav: '教师排行' },
] as const;

const NDB = [
  { path: '/ndb/index', slug: 'ndb-index', panels: 6, nav: '总体概览' },
  { path: '/ndb/library', slug: 'ndb-library', panels: 7, nav: '图书管理' },
  { path: '/ndb/circulate', slug: 'ndb-circulate', panels: 7, nav: '图书流通' },
  { path: '/ndb/reader', slug: 'ndb-reader', panels: 7, nav: '读者应用' },
  { path: '/ndb/activity', slug: 'ndb-activity', panels: 7, nav: '阅读活动' },
  { path: '/ndb/assessment', slug: 'ndb-assessment', panels: 7, nav: '阅读测评' },
] as const;

const SIZES = [
  { width: 1920, height: 1080 },
  { width: 1366, height: 768 },
] as const;

/** Auto-rotation: the next page every 16 s (docs/rules.md#walls; WALL.rotateMs, src/features/cockpit/wall-config.ts). */
const ROTATE_MS = 16_000;
/** Every wall panel refetches this often (WALL.refreshMs); after failures it retries sooner, never later. */
const REFRESH_MS = 60_000;
const SITE_TITLE = '学校阅读素养大数据平台';

const wall = (page: Page) => page.getByTestId('wall');

/** The page's time (Playwright's clock once installed): what the wall's timers count in. */
const clockNow = (page: Page) => page.evaluate(() => Date.now());

const rotations = async (page: Page) => Number(await wall(page).getAttribute('data-rotations'));

/**
 * Counts the restarts of the countdown bar under the wall's header from now on: the rotation re-creates the bar
 * (use-rotation.ts, countdownKey) when it arms the timer of its next step — switched on, resumed, or stepped. The
 * way for a test to know that the timer runs before it runs the clock forward. Returns the count's reader.
 */
async function watchCountdownRestarts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __countdownRestarts: number };
    w.__countdownRestarts = 0;
    new MutationObserver((records) => {
      for (const r of records) {
        if (r.target instanceof HTMLElement && r.target.matches('.srp-wall-countdown') && r.addedNodes.length > 0) {
          w.__countdownRestarts += 1;
        }
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __countdownRestarts: number }).__countdownRestarts);
}

/** Goes to a URL inside the app without reloading the page (the router follows a popstate), as a wall stays up. */
async function spaGoto(page: Page, url: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
  await expect(page).toHaveURL(new RegExp(`${url.replace(/[?]/g, '\\?')}$`));
}

async function expectPanelsWithData(page: Page, count: number) {
  const canvas = page.getByTestId('wall-canvas');
  await expect(canvas.locator('.srp-wall-panel')).toHaveCount(count);
  await expect(canvas.locator('.srp-widget-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(canvas.locator('.srp-widget-error')).toHaveCount(0);
  await expect(canvas.locator('.srp-widget-empty')).toHaveCount(0);
  await expect(canvas.locator('.srp-wall-stale')).toHaveCount(0);
  // Every chart drew into its canvas (in one look: a count taken first may miss a chart its panel shows a moment later).
  await expect(canvas.locator('.srp-chart:not(:has(canvas))')).toHaveCount(0);
}

/** The design is scaled by width ÷ 1920 and fills a 16:9 window: no scroll bar either way. */
async function expectScaledToWindow(page: Page, width: number) {
  await expect(wall(page)).toHaveAttribute('data-scale', (width / 1920).toFixed(4));
  const m = await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-testid="wall"]')!;
    const canvas = document.querySelector<HTMLElement>('[data-testid="wall-canvas"]')!;
    return {
      transform: canvas.style.transform,
      designWidth: canvas.offsetWidth,
      shownWidth: canvas.getBoundingClientRect().width,
      overflowX: root.scrollWidth - root.clientWidth,
      overflowY: root.scrollHeight - root.clientHeight,
    };
  });
  // The style holds the factor as the browser rounds it (6 digits).
  expect(Number(/^scale\(([\d.]+)\)$/.exec(m.transform)?.[1])).toBeCloseTo(width / 1920, 5);
  expect(m.designWidth).toBe(1920);
  expect(Math.abs(m.shownWidth - width)).toBeLessThan(1);
  expect(m.overflowX).toBeLessThanOrEqual(0);
  expect(m.overflowY).toBeLessThanOrEqual(0);
}

/**
 * Every page of a wall, each looked at in every size of SIZES: the window is resized on the page (the wall scales to
 * the new width and redraws), so that one sign-in and one load of each page serve every size.
 */
async function walk(page: Page, pages: typeof DM | typeof NDB) {
  for (const [i, spec] of pages.entries()) {
    if (!page.url().includes(spec.path)) {
      await page
        .getByRole('navigation', { name: /驾驶舱/ })
        .getByRole('link', { name: spec.nav, exact: true })
        .last()
        .click();
      await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
    }
    await expectPanelsWithData(page, spec.panels);
    // Alternate the order of the sizes: one resize per page.
    for (const size of i % 2 === 0 ? SIZES : [...SIZES].reverse()) {
      await page.setViewportSize(size);
      await expectScaledToWindow(page, size.width);
      await chartsDrawn(page);
      await shot(page, `cockpit-${spec.slug}-${size.width}`);
    }
  }
}

test.describe(`every page at ${SIZES.map((s) => `${s.width} × ${s.height}`).join(' and ')}`, () => {
  test.use({ viewport: SIZES[0] });

  // Seven pages, each loaded once and drawn at two sizes, on a 2-core machine running two browsers.
  test('/dashboardmode as the school library: every page', async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await loginAs(page, 'library');
    await page.getByRole('link', { name: /驾驶舱/ }).click();
    await expect(page).toHaveURL(/\/dashboardmode\/index$/);
    await expect(page.getByTestId('wall-title')).toHaveText('滨江市实验小学阅读大数据');
    await walk(page, DM);
  });

  test('/ndb as the district: every page, the map of its schools', async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await loginAs(page, 'zone');
    await page.getByRole('link', { name: /驾驶舱/ }).click();
    await expect(page).toHaveURL(/\/ndb\/index$/);
    await expect(page.getByTestId('wall-title')).toHaveText('望海区阅读大数据');
    await expect(page.getByText('示意图（非真实地理）')).toBeVisible();
    await walk(page, NDB);
  });
});

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the city on /ndb: its four districts on the map', async ({ page }) => {
    await page.clock.install();
    await loginAs(page, 'city');
    await page.getByRole('link', { name: /驾驶舱/ }).click();
    await expect(page).toHaveURL(/\/ndb\/index$/);
    await expect(page.getByTestId('wall-title')).toHaveText('滨江市阅读大数据');
    await expectPanelsWithData(page, NDB[0].panels);
    await expect(page.getByRole('link', { name: '返回旧版' })).toHaveCount(0);
    await chartsDrawn(page);
    await shot(page, 'cockpit-ndb-index-city-1366');
  });

  test('the 学年 dropdown and a chart tooltip open inside the scaled canvas, where they belong', async ({ page }) => {
    await loginAs(page, 'library');
    await page.getByRole('link', { name: /驾驶舱/ }).click();
    await expectPanelsWithData(page, 7);
    const canvas = page.getByTestId('wall-canvas');

    const select = canvas.getByRole('combobox', { name: '学年' });
    await select.click();
    const dropdown = canvas.locator('.ant-select-dropdown:visible');
    await expect(dropdown).toHaveCount(1);
    const s = (await select.boundingBox())!;
    const d = (await dropdown.boundingBox())!;
    // Under the select, left-aligned with it, in the same (scaled) size.
    expect(Math.abs(d.x - s.x)).toBeLessThan(8);
    expect(d.y).toBeGreaterThan(s.y + s.height - 2);
    expect(d.y).toBeLessThan(s.y + s.height + 24);
    await shot(page, 'cockpit-year-dropdown-1366');
    await dropdown.getByText('2025-2026学年').click();
    await expect(page).toHaveURL(/yid=2025/);
    await expectPanelsWithData(page, 7);

    const chart = canvas.locator('.srp-wall-panel', { hasText: '借阅趋势' }).locator('.srp-chart canvas').first();
    const c = (await chart.boundingBox())!;
    const at = { x: c.x + c.width * 0.25, y: c.y + c.height * 0.6 };
    await page.mouse.move(at.x, at.y);
    const tooltip = canvas.locator('.srp-chart div[style*="z-index: 9999999"]:visible').first();
    await expect(tooltip).toBeVisible();
    const t = (await tooltip.boundingBox())!;
    // Beside the pointer, not thrown off by the transform.
    expect(Math.abs(t.x - at.x)).toBeLessThan(c.width * 0.8);
    expect(Math.abs(t.y - at.y)).toBeLessThan(c.height);
    await shot(page, 'cockpit-tooltip-1366');
  });
});

test.describe('rotation', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('every 16 s the next page, wrapping to the first; the space bar pauses and resumes', async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await loginAs(page, 'library');
    await spaGoto(page, '/dashboardmode/index');
    await expectPanelsWithData(page, 7);
    // From here the page's time stands still but for what the test runs: every step below is exact.
    await page.clock.pauseAt((await clockNow(page)) + 1_000);
    const restarts = await watchCountdownRestarts(page);
    await page.getByRole('switch', { name: '自动轮播' }).click();
    await expect(page).toHaveURL(/auto=1/);
    await expect.poll(restarts).toBeGreaterThanOrEqual(1);
    let steps = 0;
    for (const spec of [...DM.slice(1), DM[0]]) {
      // Not a moment before the 16 s …
      await page.clock.runFor(ROTATE_MS - 1);
      await expect(wall(page)).toHaveAttribute('data-rotations', String(steps));
      // … and on the 16th second, the next page. Its title (set once the wall has taken in the new location) before
      // the next step: the rotation steps from the page it has taken in.
      await page.clock.runFor(1);
      steps++;
      await expect(page).toHaveURL(new RegExp(`${spec.path}\\?auto=1$`));
      await expect(page).toHaveTitle(`${spec.nav} - ${SITE_TITLE}`);
      await expect(wall(page)).toHaveAttribute('data-rotations', String(steps));
    }
    await expect(wall(page)).toHaveAttribute('data-loops', '1');
    // Focus off the switch (Space there toggles the switch itself, as a switch should).
    await page.getByTestId('wall-title').click();
    await page.keyboard.press('Space');
    await expect(wall(page)).toHaveAttribute('data-paused', 'yes');
    const held = page.url();
    await page.clock.runFor(2 * ROTATE_MS);
    await expect(wall(page)).toHaveAttribute('data-rotations', String(steps));
    expect(page.url()).toBe(held);
    const armed = await restarts();
    await page.keyboard.press('Space');
    await expect(wall(page)).toHaveAttribute('data-paused', 'no');
    await expect.poll(restarts).toBeGreaterThan(armed);
    await page.clock.runFor(ROTATE_MS);
    await expect(page).toHaveURL(new RegExp(`${DM[1].path}\\?auto=1$`));
    await expect(wall(page)).toHaveAttribute('data-rotations', String(++steps));
    // A click in the navigation turns it off.
    await page.getByRole('navigation', { name: '驾驶舱导航' }).getByRole('link', { name: '教学数据' }).click();
    await expect(page).toHaveURL(/\/dashboardmode\/teaching$/);
    await expect(page.getByRole('switch', { name: '自动轮播' })).not.toBeChecked();
    await page.clock.runFor(2 * ROTATE_MS);
    await expect(wall(page)).toHaveAttribute('data-rotations', String(steps));
    await expect(page).toHaveURL(/\/dashboardmode\/teaching$/);
  });

  test('60 s without network: the rotation goes on, data stays with 数据未更新, and is back within one refresh interval', async ({
    page,
    context,
    consoleGuard,
  }) => {
    test.setTimeout(300_000);
    consoleGuard.allow(
      /Failed to fetch|Network Error|ERR_INTERNET_DISCONNECTED|ERR_FAILED|net::/,
      'the test takes the network away on purpose',
    );
    consoleGuard.allow(/^\[request /, 'every failed call is logged to the console and the error log (docs/rules.md#messages)');
    const OFFLINE_MS = 60_000;
    const LOOK_EVERY_MS = 2_000;
    await page.clock.install();
    await loginAs(page, 'zone');
    await spaGoto(page, '/ndb/index?auto=1');
    await expectPanelsWithData(page, NDB[0].panels);
    // One loop online, a step at a time on the page's clock: every page shows its data once. The clock runs on in
    // real time meanwhile (the data needs it), so each step runs what is left of its 16 s, counted from the page
    // (the wall armed its first step when it mounted, before its panels had data).
    let shownAt = await clockNow(page);
    for (const spec of [...NDB.slice(1), NDB[0]]) {
      const left = ROTATE_MS - ((await clockNow(page)) - shownAt);
      expect(left, `${spec.path} is due in the rotation; the page before took longer than a step to show its data`).toBeGreaterThan(0);
      await page.clock.runFor(left);
      await expect(page).toHaveURL(new RegExp(`${spec.path}\\?auto=1$`));
      shownAt = await clockNow(page);
      await expectPanelsWithData(page, spec.panels);
    }
    await expect(wall(page)).toHaveAttribute('data-loops', '1');
    await expect(page.getByTestId('wall-stale-count')).toHaveCount(0);

    const before = await rotations(page);
    await context.setOffline(true);
    await page.evaluate(() => window.__srpDemo?.setOffline(true));
    const canvas = page.getByTestId('wall-canvas');
    const stalePages = new Set<string>();
    // 60 s of the page's clock, looked at every 2 s of it.
    for (let offline = 0; offline < OFFLINE_MS; offline += LOOK_EVERY_MS) {
      await page.clock.runFor(LOOK_EVERY_MS);
      // No panel goes blank: the kept data stays (error blocks only where a call never answered).
      await expect(canvas.locator('.srp-wall-panel')).not.toHaveCount(0);
      if ((await canvas.locator('.srp-wall-stale').count()) > 0) stalePages.add(new URL(page.url()).pathname);
    }
    await shot(page, 'cockpit-offline-1366');
    // A step every 16 s: at least 3 in any 60 s.
    expect((await rotations(page)) - before).toBeGreaterThanOrEqual(Math.floor(OFFLINE_MS / ROTATE_MS));
    expect(stalePages.size).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('wall-stale-count')).toBeVisible();
    await expect(canvas.locator('.srp-widget-error')).toHaveCount(0);

    await context.setOffline(false);
    await page.evaluate(() => window.__srpDemo?.setOffline(false));
    // One refresh interval of the page's clock later, every panel on screen is current again.
    await page.clock.runFor(REFRESH_MS);
    await expect(page.getByTestId('wall-stale-count')).toHaveCount(0);
    await expect(canvas.locator('.srp-wall-stale')).toHaveCount(0);
    await expect(wall(page)).toHaveAttribute('data-auto', 'on');
    await shot(page, 'cockpit-back-online-1366');
  });
});
