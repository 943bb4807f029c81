import type { Page } from '@playwright/test';
import { test, expect, loginAs, shot } from './fixtures';

/**
 * The two cockpits in Chromium on the demo build, as a wall display shows them:
 * - every page of /dashboardmode (library account) and /ndb (zone account) at 1920 × 1080 and 1366 × 768: the
 *   1920 design scaled by width ÷ 1920 with a CSS transform, the whole page on screen without scroll bars,
 *   every panel with data, every chart drawn; a screenshot of each (tests/e2e/.screenshots/cockpit-*);
 * - the 学年 dropdown and a chart tooltip open inside the scaled canvas, where the pointer is;
 * - auto-rotation through the pages, wrapping, paused and resumed with the space bar;
 * - 60 s without network during rotation: the rotation goes on, panels keep their data with 数据未更新, and
 *   the data is back within one refresh interval of the network coming back.
 *
 * "Without network": the demo API answers inside the page, which the browser's offline switch does not reach. The test flips both: `context.setOffline(true)` (no page code, no index.html, as on a
 * real wall) and the demo's fault switch `window.__srpDemo.setOffline(true)` (every API call fails as a lost
 * network does: the fetch rejects). Demo builds only read `rotateMs` / `refreshMs` from the URL to make it faster.
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

const wall = (page: Page) => page.getByTestId('wall');

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
  // Every chart drew into its canvas.
  const charts = await canvas.locator('.srp-chart').count();
  await expect(canvas.locator('.srp-chart:has(canvas)')).toHaveCount(charts);
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

async function walk(page: Page, pages: typeof DM | typeof NDB, size: { width: number; height: number }) {
  for (const spec of pages) {
    if (!page.url().includes(spec.path)) {
      await page
        .getByRole('navigation', { name: /驾驶舱/ })
        .getByRole('link', { name: spec.nav, exact: true })
        .last()
        .click();
      await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
    }
    await expectPanelsWithData(page, spec.panels);
    await expectScaledToWindow(page, size.width);
    // Charts settle (animations) before the picture.
    await page.waitForTimeout(900);
    await shot(page, `cockpit-${spec.slug}-${size.width}`);
  }
}

for (const size of SIZES) {
  test.describe(`at ${size.width} × ${size.height}`, () => {
    test.use({ viewport: size });

    test('/dashboardmode as the school library: every page', async ({ page }) => {
      test.setTimeout(120_000);
      await loginAs(page, 'library');
      await page.getByRole('link', { name: /驾驶舱/ }).click();
      await expect(page).toHaveURL(/\/dashboardmode\/index$/);
      await expect(page.getByTestId('wall-title')).toHaveText('滨江市实验小学阅读大数据');
      await walk(page, DM, size);
    });

    test('/ndb as the district: every page, the map of its schools', async ({ page }) => {
      test.setTimeout(120_000);
      await loginAs(page, 'zone');
      await page.getByRole('link', { name: /驾驶舱/ }).click();
      await expect(page).toHaveURL(/\/ndb\/index$/);
      await expect(page.getByTestId('wall-title')).toHaveText('望海区阅读大数据');
      await expect(page.getByText('示意图（非真实地理）')).toBeVisible();
      await walk(page, NDB, size);
    });
  });
}

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('the city on /ndb: its four districts on the map', async ({ page }) => {
    await loginAs(page, 'city');
    await page.getByRole('link', { name: /驾驶舱/ }).click();
    await expect(page).toHaveURL(/\/ndb\/index$/);
    await expect(page.getByTestId('wall-title')).toHaveText('滨江市阅读大数据');
    await expectPanelsWithData(page, NDB[0].panels);
    await expect(page.getByRole('link', { name: '返回旧版' })).toHaveCount(0);
    await page.waitForTimeout(900);
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

  test('every few seconds the next page, wrapping to the first; the space bar pauses and resumes', async ({ page }) => {
    test.setTimeout(120_000);
    await loginAs(page, 'library');
    // Demo build: rotateMs makes the 16 s of the spec 2.5 s for the test.
    await spaGoto(page, '/dashboardmode/index?rotateMs=2500');
    await expectPanelsWithData(page, 7);
    await page.getByRole('switch', { name: '自动轮播' }).click();
    await expect(page).toHaveURL(/auto=1/);
    for (const spec of [...DM.slice(1), DM[0]]) {
      await expect(page).toHaveURL(new RegExp(`${spec.path}\\?`), { timeout: 10_000 });
    }
    await expect(wall(page)).toHaveAttribute('data-loops', '1');
    // Focus off the switch (Space there toggles the switch itself, as a switch should).
    await page.getByTestId('wall-title').click();
    await page.keyboard.press('Space');
    await expect(wall(page)).toHaveAttribute('data-paused', 'yes');
    const held = page.url();
    await page.waitForTimeout(6_000);
    expect(page.url()).toBe(held);
    await page.keyboard.press('Space');
    await expect(wall(page)).toHaveAttribute('data-paused', 'no');
    await expect(page).toHaveURL(new RegExp(`${DM[1].path}\\?`), { timeout: 10_000 });
    // A click in the navigation turns it off.
    await page.getByRole('navigation', { name: '驾驶舱导航' }).getByRole('link', { name: '教学数据' }).click();
    await expect(page).toHaveURL(/\/dashboardmode\/teaching\?rotateMs=2500$/);
    await expect(page.getByRole('switch', { name: '自动轮播' })).not.toBeChecked();
    await page.waitForTimeout(6_000);
    await expect(page).toHaveURL(/\/dashboardmode\/teaching\?rotateMs=2500$/);
  });

  test('60 s without network: the rotation goes on, data stays with 数据未更新, and is back within one refresh interval', async ({
    page,
    context,
    consoleGuard,
  }) => {
    test.setTimeout(240_000);
    consoleGuard.allow(
      /Failed to fetch|Network Error|ERR_INTERNET_DISCONNECTED|ERR_FAILED|net::/,
      'the test takes the network away on purpose',
    );
    consoleGuard.allow(/^\[request /, 'every failed call is logged to the console and the error log (spec §8)');
    const ROTATE_MS = 5_000;
    const REFRESH_MS = 8_000;
    await loginAs(page, 'zone');
    await spaGoto(page, `/ndb/index?auto=1&rotateMs=${ROTATE_MS}&refreshMs=${REFRESH_MS}`);
    await expectPanelsWithData(page, NDB[0].panels);
    // One loop online: every page has shown its data once.
    await expect(wall(page)).toHaveAttribute('data-loops', '1', { timeout: 60_000 });
    await expect(page.getByTestId('wall-stale-count')).toHaveCount(0);

    const before = Number(await wall(page).getAttribute('data-rotations'));
    await context.setOffline(true);
    await page.evaluate(() => window.__srpDemo?.setOffline(true));
    const stalePages = new Set<string>();
    const offlineUntil = Date.now() + 60_000;
    while (Date.now() < offlineUntil) {
      await page.waitForTimeout(2_000);
      const canvas = page.getByTestId('wall-canvas');
      // No panel goes blank: the kept data stays (error blocks only where a call never answered).
      await expect(canvas.locator('.srp-wall-panel')).not.toHaveCount(0);
      if ((await canvas.locator('.srp-wall-stale').count()) > 0) stalePages.add(new URL(page.url()).pathname);
    }
    await shot(page, 'cockpit-offline-1366');
    const during = Number(await wall(page).getAttribute('data-rotations')) - before;
    expect(during).toBeGreaterThanOrEqual(9);
    expect(stalePages.size).toBeGreaterThanOrEqual(3);
    await expect(page.getByTestId('wall-stale-count')).toBeVisible();
    await expect(page.getByTestId('wall-canvas').locator('.srp-widget-error')).toHaveCount(0);

    await context.setOffline(false);
    await page.evaluate(() => window.__srpDemo?.setOffline(false));
    const back = Date.now();
    await expect(page.getByTestId('wall-stale-count')).toHaveCount(0, { timeout: REFRESH_MS + 4_000 });
    await expect(page.getByTestId('wall-canvas').locator('.srp-wall-stale')).toHaveCount(0);
    const recoveredIn = Date.now() - back;
    expect(recoveredIn).toBeLessThanOrEqual(REFRESH_MS + 4_000);
    await expect(wall(page)).toHaveAttribute('data-auto', 'on');
    await shot(page, 'cockpit-back-online-1366');
  });
});
