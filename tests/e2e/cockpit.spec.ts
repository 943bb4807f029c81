import type { Page } from '@playwright/test';
import { WALL_TYPE } from '@/components/chart-options/ink';
import { test, expect, chartsDrawn, loginAs, shot, drawnShot } from './fixtures';
import { runAxe } from './axe';

/**
 * The two cockpits in Chromium on the demo build, as a wall display shows them:
 * - every page of /dashboardmode (library account) and /ndb (zone account) at 1920 × 1080, 3840 × 2160, 1366 × 768
 *   and 1280 × 1024: the 1920 design scaled by width ÷ 1920 with a CSS transform, the whole page on screen without
 *   scroll bars, every panel with data, every chart drawn; a screenshot of each (tests/e2e/.screenshots/cockpit-*);
 * - read from five metres, on every page at 1920 × 1080 (the design's size): every visible text node's rendered size
 *   at 20 px or more, ranking rows and labels at 24, key figures at 40; no row name, title or figure cut; axe's
 *   color-contrast rule passing (every word on a ground it can measure: no violation, nothing left undetermined but
 *   the 学年 select's text under its own input);
 * - the district's /dashboardmode titled with its own name; kiosk mode (kiosk=1) without staff controls or pointer
 *   until the mouse moves, then only 暂停 and 全屏;
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
  { path: '/dashboardmode/index', slug: 'dm-index', panels: 7, nav: '首页', first: '核心指标' },
  { path: '/dashboardmode/library', slug: 'dm-library', panels: 7, nav: '图书馆数据', first: '馆藏指标' },
  { path: '/dashboardmode/reading', slug: 'dm-reading', panels: 7, nav: '阅读数据', first: '阅读概况' },
  { path: '/dashboardmode/teaching', slug: 'dm-teaching', panels: 7, nav: '教学数据', first: '教学概况' },
  { path: '/dashboardmode/rank', slug: 'dm-rank', panels: 6, nav: '排行', first: '班级综合排名' },
  { path: '/dashboardmode/rank_grade', slug: 'dm-rank-grade', panels: 6, nav: '年级排行', first: '年级综合排名' },
  { path: '/dashboardmode/rank_teach', slug: 'dm-rank-teach', panels: 6, nav: '教师排行', first: '教学得分' },
] as const;

const NDB = [
  { path: '/ndb/index', slug: 'ndb-index', panels: 6, nav: '总体概览', first: '区域分布' },
  { path: '/ndb/library', slug: 'ndb-library', panels: 7, nav: '图书管理', first: '馆藏指标' },
  { path: '/ndb/circulate', slug: 'ndb-circulate', panels: 7, nav: '图书流通', first: '流通概况' },
  { path: '/ndb/reader', slug: 'ndb-reader', panels: 7, nav: '读者应用', first: '读者概况' },
  { path: '/ndb/activity', slug: 'ndb-activity', panels: 7, nav: '阅读活动', first: '活动开展' },
  { path: '/ndb/assessment', slug: 'ndb-assessment', panels: 7, nav: '阅读测评', first: '测评概况' },
] as const;

/** The sizes every wall page is looked at in: the design's, a 4K screen, a laptop, a 5:4 monitor. */
const SIZES = [
  { width: 1920, height: 1080 },
  { width: 3840, height: 2160 },
  { width: 1366, height: 768 },
  { width: 1280, height: 1024 },
] as const;

/** Auto-rotation: the next page every 16 s (docs/rules.md#walls; WALL.rotateMs, src/features/cockpit/wall-config.ts). */
const ROTATE_MS = 16_000;
/** Kiosk mode: 暂停 / 全屏 and the pointer hide this long after the mouse last moved (WALL.kioskIdleMs). */
const KIOSK_IDLE_MS = 4_000;
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
  // In one look: a chart counted first may be missed by a panel shown a moment later.
  await expect.poll(() => page.evaluate(panelsMissing, count), { timeout: 30_000 }).toBe('');
}

/** What a wall's panels lack before they all show data ('' once they do): the check of expectPanelsWithData, in one look. */
function panelsMissing(count: number): string {
  const canvas = document.querySelector('[data-testid="wall-canvas"]');
  if (!canvas) return 'no wall canvas';
  const n = (selector: string) => canvas.querySelectorAll(selector).length;
  const panels = n('.srp-wall-panel');
  if (panels !== count) return `${panels} of ${count} panels`;
  for (const [what, selector] of [
    ['loading', '.srp-widget-loading'],
    ['error', '.srp-widget-error'],
    ['empty', '.srp-widget-empty'],
    ['数据未更新', '.srp-wall-stale'],
    ['a chart with no canvas', '.srp-chart:not(:has(canvas))'],
  ]) {
    if (n(selector) > 0) return `${n(selector)} × ${what}`;
  }
  return '';
}

/** The page's clock moves on this much at each look while a test waits for data on a paused clock. */
const CLOCK_STEP_MS = 50;

/**
 * expectPanelsWithData on a paused page clock: the clock moves on CLOCK_STEP_MS at each look, so however slowly the
 * machine computes the data, the page's time runs only as the test moves it; the page's time it took is returned.
 */
async function expectPanelsWithDataOnClock(page: Page, count: number): Promise<number> {
  const from = await clockNow(page);
  await expect
    .poll(
      async () => {
        await page.clock.runFor(CLOCK_STEP_MS);
        return page.evaluate(panelsMissing, count);
      },
      { timeout: 30_000, intervals: [CLOCK_STEP_MS] },
    )
    .toBe('');
  return (await clockNow(page)) - from;
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

interface TextNode {
  text: string;
  /** Rendered size: the computed font size × the wall's scale (1 at 1920). */
  size: number;
  /** The classes of its element and the nearest classed ancestor. */
  where: string;
}

/** Every visible text node on the wall with its rendered size (the page at 1920 × 1080: design px). */
function visibleTexts(page: Page): Promise<TextNode[]> {
  return page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-testid="wall"]')!;
    const scale = Number(root.dataset.scale);
    const out: TextNode[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').normalize('NFKC').trim();
      const el = n.parentElement;
      if (!text || !el) continue;
      const range = document.createRange();
      range.selectNodeContents(n);
      const box = range.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width === 0 || box.height === 0 || style.visibility !== 'visible' || Number(style.opacity) === 0) continue;
      const classed = el.closest('[class]');
      out.push({ text, size: parseFloat(style.fontSize) * scale, where: String(classed?.className ?? el.tagName).slice(0, 60) });
    }
    return out;
  });
}

/** Elements whose content runs past their box (a cut name, a figure too wide for its tile), by selector. */
function cutElements(page: Page, selector: string): Promise<string[]> {
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLElement>(sel)]
        .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
        .map((el) => (el.textContent ?? '').normalize('NFKC')),
    selector,
  );
}

/**
 * Ranking rows' subs (the class, the school after a name) shown as a stub: cut, and narrower than three of their
 * characters (such a sub is left out instead). Also how many subs show.
 */
function rankSubs(page: Page): Promise<{ shown: number; stubs: string[] }> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll<HTMLElement>('.srp-wall-rank__sub')].filter((el) => el.offsetParent !== null);
    const stubs = shown.filter(
      (el) => el.scrollWidth > el.clientWidth + 1 && el.clientWidth < 3 * (parseFloat(getComputedStyle(el).fontSize) || 20),
    );
    return { shown: shown.length, stubs: stubs.map((el) => (el.textContent ?? '').normalize('NFKC')) };
  });
}

/**
 * Read from five metres (at 1920 × 1080, scale 1): every visible text node at the type scale's smallest size or
 * more, ranking rows and labels at the row size, key figures at the figure size; nothing that tells rows apart cut;
 * axe's contrast rule on the wall.
 */
async function expectReadableFromFiveMetres(page: Page, slug: string): Promise<number> {
  // The rolling lists step without moving while the page is read (their reduced-motion way, the suite's setting in
  // playwright.config.ts, asked for again here: a move puts a list's rows over its panel's head for axe, which does not
  // see the clip), and none is half-way.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  const texts = await visibleTexts(page);
  expect(texts.length, slug).toBeGreaterThan(40);
  const small = texts.filter((t) => t.size < WALL_TYPE.min).map((t) => `${t.size}px “${t.text}” (${t.where})`);
  expect(small, `${slug}: text below ${WALL_TYPE.min} px`).toEqual([]);
  // From 10^8 on a count reads in 亿 (docs/rules.md#numbers), never 10000万 or more.
  expect(
    texts.filter((t) => /\d{5,}(\.\d+)?万/.test(t.text)).map((t) => t.text),
    `${slug}: 亿`,
  ).toEqual([]);
  const sizeOf = (sel: string) =>
    page.locator(`[data-testid="wall-canvas"] ${sel}`).evaluateAll((els) => els.map((el) => parseFloat(getComputedStyle(el).fontSize)));
  for (const size of [...(await sizeOf('.srp-wall-rank__name')), ...(await sizeOf('.srp-wall-number__label'))]) {
    expect(size, `${slug}: ranking rows and labels`).toBeGreaterThanOrEqual(WALL_TYPE.row);
  }
  const figures = await sizeOf('.srp-wall-number__value');
  for (const size of figures) expect(size, `${slug}: key figures`).toBeGreaterThanOrEqual(WALL_TYPE.figureMin);
  expect(
    await cutElements(page, '.srp-wall-rank__name, .srp-wall-number, .srp-wall-figures dd, .srp-wall-panel__name, .srp-wall-header__title'),
    `${slug}: cut`,
  ).toEqual([]);
  const axe = await runAxe(page, { include: ['[data-testid="wall"]'] }, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  const nodes = (list: typeof axe.violations) =>
    list.flatMap((r) => r.nodes.map((n) => `${n.target.join(' ')}: ${n.any[0]?.message ?? ''}`));
  expect(nodes(axe.violations), `${slug}: contrast violations`).toEqual([]);
  // Undetermined (a gradient, an image behind a word …) would be a word nobody checked: only the 学年 select's text,
  // under its own (transparent) search input, is left — its colours are antd's for a dark select.
  expect(
    nodes(axe.incomplete).filter((n) => !n.startsWith('.ant-select-content')),
    `${slug}: contrast undetermined`,
  ).toEqual([]);
  expect(axe.passes.flatMap((r) => r.nodes).length, slug).toBeGreaterThan(texts.length * 0.6);
  return figures.length;
}

/**
 * Every page of a wall, each looked at in every size of SIZES (and read at 1920 × 1080): the window is resized on
 * the page (the wall scales to the new width and redraws), so that one sign-in and one load of each page serve every
 * size.
 */
async function walk(page: Page, pages: typeof DM | typeof NDB) {
  let figures = 0;
  let subsShown = 0;
  for (const [i, spec] of pages.entries()) {
    if (!page.url().includes(spec.path)) {
      await page
        .getByRole('navigation', { name: /驾驶舱/ })
        .getByRole('link', { name: spec.nav, exact: true })
        .last()
        .click();
      await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
    }
    // The page's own panels (its code loads lazily: until then the page before's are on screen), with their data.
    await expect(page.locator('.srp-wall-panel__name', { hasText: spec.first }).first()).toBeVisible();
    await expectPanelsWithData(page, spec.panels);
    // Alternate the order of the sizes: no resize from one page to the next.
    for (const size of i % 2 === 0 ? SIZES : [...SIZES].reverse()) {
      await page.setViewportSize(size);
      await expectScaledToWindow(page, size.width);
      await chartsDrawn(page);
      // The boards fit their subs again once their size has changed (a ResizeObserver): wait for it.
      await expect.poll(async () => (await rankSubs(page)).stubs, `${spec.slug} at ${size.width}: a sub cut to a stub`).toEqual([]);
      subsShown += (await rankSubs(page)).shown;
      if (size.width === 1920) figures += await expectReadableFromFiveMetres(page, spec.slug);
      await shot(page, `cockpit-${spec.slug}-${size.width}`);
    }
  }
  // Key figures were measured (the pages of boards have none); subs show where there is room.
  expect(figures).toBeGreaterThan(20);
  expect(subsShown).toBeGreaterThan(0);
}

test.describe(`every page at ${SIZES.map((s) => `${s.width} × ${s.height}`).join(', ')}`, () => {
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

  test('/ndb as the district: every page, the map of its schools; its /dashboardmode titled 望海区; kiosk mode', async ({ page }) => {
    test.setTimeout(180_000);
    await page.clock.install();
    await loginAs(page, 'zone');
    await page.getByRole('link', { name: /驾驶舱/ }).click();
    await expect(page).toHaveURL(/\/ndb\/index$/);
    await expect(page.getByTestId('wall-title')).toHaveText('望海区阅读大数据');
    await expect(page.getByText('示意图（非真实地理）')).toBeVisible();
    await walk(page, NDB);

    // The other mode: the district's own name, not its city's (滨江市).
    await page.getByRole('link', { name: '返回旧版' }).click();
    await expect(page).toHaveURL(/\/dashboardmode\/index$/);
    // The other mode's shell on screen (its navigation; the title reads the same in both): the address changes before
    // React has drawn the new route, and a move made meanwhile is one the /ndb shell, still mounted, sees as manual.
    await expect(page.getByRole('navigation', { name: '驾驶舱导航' })).toBeVisible();
    await expect(page.getByTestId('wall-title')).toHaveText('望海区阅读大数据');

    // Kiosk mode: no staff controls and no pointer until the mouse moves; then only 暂停 and 全屏, for a few seconds.
    await spaGoto(page, '/ndb/index?auto=1&kiosk=1');
    await expectPanelsWithData(page, NDB[0].panels);
    const controls = page.getByTestId('wall-controls');
    const cursor = () => page.getByTestId('wall-canvas').evaluate((el) => getComputedStyle(el).cursor);
    await expect(controls.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: '学年' })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: '自动轮播' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /返回后台|返回旧版/ })).toHaveCount(0);
    await expect(controls).toHaveText('2026-2027学年');
    expect(await cursor()).toBe('none');
    await page.mouse.move(960, 500);
    await page.mouse.move(980, 520);
    await expect(controls.getByRole('button')).toHaveText(['暂停', '全屏']);
    expect(await cursor()).not.toBe('none');
    await shot(page, 'cockpit-kiosk-pointer-1920');
    await page.clock.runFor(KIOSK_IDLE_MS);
    await expect(controls.getByRole('button')).toHaveCount(0);
    expect(await cursor()).toBe('none');
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
    await drawnShot(page, 'cockpit-ndb-index-city-1366');
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
    // With rotation on (暂停 beside it) the 学年 select keeps its whole year.
    await expect(page.getByRole('button', { name: /暂停/ })).toBeVisible();
    expect(await cutElements(page, '.srp-wall-year .ant-select-content')).toEqual([]);
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
    // One loop online, a step at a time on the page's clock: every page shows its data once. The clock stands still
    // but for what the test runs (a loaded machine may take longer than a step, in real time, to compute a page's
    // data): each page's data is waited for by moving the clock on a little at each look, and each step runs what is
    // left of its 16 s, counted from the moment the page came (the wall arms its step when the page mounts).
    await page.clock.pauseAt((await clockNow(page)) + 1_000);
    await spaGoto(page, '/ndb/index?auto=1');
    let shownAt = await clockNow(page);
    let tookMs = await expectPanelsWithDataOnClock(page, NDB[0].panels);
    for (const spec of [...NDB.slice(1), NDB[0]]) {
      const left = ROTATE_MS - ((await clockNow(page)) - shownAt);
      expect(left, `${spec.path} is due in the rotation; the page before took ${tookMs} ms of its clock to show its data`).toBeGreaterThan(
        0,
      );
      await page.clock.runFor(left);
      await expect(page).toHaveURL(new RegExp(`${spec.path}\\?auto=1$`));
      shownAt = await clockNow(page);
      tookMs = await expectPanelsWithDataOnClock(page, spec.panels);
    }
    await expect(wall(page)).toHaveAttribute('data-loops', '1');
    await expect(page.getByTestId('wall-stale-count')).toHaveCount(0);
    // From here the clock runs on in real time again, between the test's steps.
    await page.clock.resume();

    const before = await rotations(page);
    await context.setOffline(true);
    await page.evaluate(() => window.__srpDemo?.setOffline(true));
    const canvas = page.getByTestId('wall-canvas');
    const stalePages = new Set<string>();
    const connection = page.getByTestId('wall-connection');
    // Panels showing data without the 数据未更新 mark.
    const unmarked = canvas.locator(
      '.srp-wall-panel:not(:has(.srp-wall-stale)):not(:has(.srp-widget-error)):not(:has(.srp-widget-loading))',
    );
    let pagesSinceKnown = 0;
    // 60 s of the page's clock, looked at every 2 s of it.
    for (let offline = 0; offline < OFFLINE_MS; offline += LOOK_EVERY_MS) {
      const shown = page.url();
      await page.clock.runFor(LOOK_EVERY_MS);
      // No panel goes blank: the kept data stays (error blocks only where a call never answered).
      await expect(canvas.locator('.srp-wall-panel')).not.toHaveCount(0);
      if ((await canvas.locator('.srp-wall-stale').count()) > 0) stalePages.add(new URL(page.url()).pathname);
      // Once the wall knows its server is out of reach, old data never shows unmarked: not in the seconds after a
      // page change either, before that page's own calls have failed.
      if (await connection.isVisible()) {
        if (page.url() !== shown) pagesSinceKnown += 1;
        await expect(unmarked).toHaveCount(0);
      }
    }
    await shot(page, 'cockpit-offline-1366');
    // A step every 16 s: at least 3 in any 60 s.
    expect((await rotations(page)) - before).toBeGreaterThanOrEqual(Math.floor(OFFLINE_MS / ROTATE_MS));
    expect(stalePages.size).toBeGreaterThanOrEqual(3);
    expect(pagesSinceKnown, 'page changes looked at while the wall knew it was offline').toBeGreaterThanOrEqual(2);
    // The header says it in the wall's words; no toast of the browser's ('Network Error') on the wall.
    await expect(connection).toHaveText(/^网络连接中断，显示的是 \d\d:\d\d 的数据$/);
    await expect(page.getByText(/Network Error|Failed to fetch/)).toHaveCount(0);
    await expect(canvas.locator('.srp-widget-error')).toHaveCount(0);

    await context.setOffline(false);
    await page.evaluate(() => window.__srpDemo?.setOffline(false));
    // One refresh interval of the page's clock later, every panel on screen is current again.
    await page.clock.runFor(REFRESH_MS);
    await expect(connection).toHaveCount(0);
    await expect(page.getByTestId('wall-stale-count')).toHaveCount(0);
    await expect(canvas.locator('.srp-wall-stale')).toHaveCount(0);
    await expect(wall(page)).toHaveAttribute('data-auto', 'on');
    await shot(page, 'cockpit-back-online-1366');
  });
});
