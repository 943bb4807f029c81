import type { Locator, Page } from '@playwright/test';
import { test, expect, scrollChartsIn, loginAs, openAs, chooseSchool, drawnShot } from './fixtures';

/**
 * The four /library pages in a real browser on the demo build: as zone (1366 px), as zone after choosing a
 * library in the navbar (1366 px) and as library (1920 px). Every widget must show data — no skeleton, no
 * error, no empty block, every chart drawn — with no console error (the fixture's guard) and no horizontal
 * overflow. Full-page screenshots of the zone and library views go to tests/e2e/.screenshots/ (`drawnShot`), once the
 * charts are drawn to the end on Playwright's clock (`chartsDrawn`; installed before the page loads, time flows as usual).
 */

test.beforeEach(async ({ page }) => {
  // A walk of the four pages, up to nine widgets each, on a 2-core machine running two browsers: 66 s in a loaded CI run
  // (when a full-page screenshot was also taken in CI at every page), 28–40 s in a run of six specs.
  test.setTimeout(120_000);
  await page.clock.install();
});

const PAGES = [
  { slug: 'index', path: '/library/index', tab: '馆藏概况', widgets: 6, charts: 4 },
  { slug: 'borrow-rank', path: '/library/borrow-rank', tab: '借阅排行', widgets: 3, charts: 1 },
  { slug: 'circulation', path: '/library/circulation', tab: '图书流通', widgets: 9, charts: 6 },
  { slug: 'avarage-list', path: '/library/avarage-list', tab: '师生平均借阅', widgets: 3, charts: 1 },
] as const;

/** The page on screen (the tags view keeps others mounted but hidden). */
function visiblePage(page: Page): Locator {
  return page.locator('.srp-page:visible');
}

async function expectAllWidgetsWithData(page: Page, spec: (typeof PAGES)[number]) {
  const root = visiblePage(page);
  await expect(root.locator('.srp-widget')).toHaveCount(spec.widgets);
  await expect(root.locator('.srp-widget-loading')).toHaveCount(0);
  await expect(root.locator('.srp-widget-error')).toHaveCount(0);
  await expect(root.locator('.srp-widget-empty')).toHaveCount(0);
  await expect(root.locator('[role="alert"]')).toHaveCount(0);
  // Every chart drew into its canvas.
  await expect(root.locator('.srp-chart')).toHaveCount(spec.charts);
  await scrollChartsIn(root);
  await expect(root.locator('.srp-chart:has(canvas)')).toHaveCount(spec.charts);
  // No refresh in flight (a spinner in a widget corner).
  await expect(root.locator('.srp-widget [role="status"]')).toHaveCount(0);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Walks the four pages through the tab bar, checking each; screenshots with the given suffix. */
async function walkPages(page: Page, scopeText: RegExp, suffix?: 'zone' | 'library') {
  for (const spec of PAGES) {
    // A school chosen in the navbar stays in the address (?school=…, docs/rules.md#scope).
    if (new URL(page.url()).pathname !== spec.path) {
      await visiblePage(page).getByRole('navigation', { name: '图书馆数据分页' }).getByRole('link', { name: spec.tab }).click();
      await expect(page).toHaveURL(new RegExp(`${spec.path}(\\?school=\\d+)?$`));
    }
    await expect(visiblePage(page).getByRole('heading', { level: 4 })).toHaveText(spec.tab);
    await expect(visiblePage(page).getByTestId('stats-scope')).toContainText(scopeText);
    await expectAllWidgetsWithData(page, spec);
    await expectNoHorizontalOverflow(page);
    if (suffix) await drawnShot(page, `library-${spec.slug}-${suffix}`, { fullPage: true });
  }
}

async function openLibraryFromMenu(page: Page) {
  await page.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: '图书馆数据' }).click();
  await expect(page).toHaveURL(/\/library\/index$/);
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('zone: the district, schools in the tables', async ({ page }) => {
    await openAs(page, 'zone', '/library/index');
    await walkPages(page, /区域\s*望海区/, 'zone');
  });

  test('zone after choosing a library in the navbar: that school, every widget redrawn', async ({ page }) => {
    await openAs(page, 'zone', '/library/index');
    await expectAllWidgetsWithData(page, PAGES[0]);
    await chooseSchool(page, '育英', '望海区育英小学');
    // Library-view mode may open the library pages: the page stays, its widgets redraw for the school.
    await expect(page).toHaveURL(/\/library\/index\?school=105$/);
    await expect(visiblePage(page).getByTestId('stats-scope')).toContainText(/学校\s*望海区育英小学/);
    await expect(visiblePage(page).locator('.srp-widget .ant-card-head-title', { hasText: '各校区生均藏书对标' })).toBeVisible();
    await walkPages(page, /学校\s*望海区育英小学/);
  });
});

test.describe('at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('library: its own school, campuses in the tables', async ({ page }) => {
    await loginAs(page, 'library');
    await openLibraryFromMenu(page);
    await walkPages(page, /学校\s*滨江市实验小学/, 'library');
  });
});
