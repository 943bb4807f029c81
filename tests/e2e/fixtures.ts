import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { demoToken } from '@/demo/tokens';

/**
 * The Playwright `test` of this suite:
 * - a console guard (automatic): every `console.error` and every uncaught page error fails the test
 *   at its end, with the messages listed and attached to the report;
 * - `loginAs(page, login, password)`: signs in through the real login form;
 * - `shot(page, name)`: a screenshot into tests/e2e/.screenshots/ (ignored by git) for people to look at.
 *
 * Allow-list: GLOBAL_ALLOWED is empty on purpose. A test that provokes an error on purpose
 * (say, a wrong password answered with HTTP 400, which Chromium logs as "Failed to load resource")
 * allows exactly that message with `consoleGuard.allow(pattern, reason)`, inside the test.
 */

export interface AllowedConsoleError {
  pattern: RegExp;
  reason: string;
}

/** Errors tolerated in every test. Keep it empty; add an entry only with a reason that holds for the whole app. */
export const GLOBAL_ALLOWED: readonly AllowedConsoleError[] = [];

export interface ConsoleEntry {
  kind: 'console.error' | 'pageerror';
  text: string;
  url: string;
  location?: string;
}

export interface ConsoleGuard {
  /** Everything recorded so far, allowed or not. */
  readonly entries: readonly ConsoleEntry[];
  /** Tolerate errors matching `pattern` for the rest of this test; `reason` is printed with the report. */
  allow(pattern: RegExp, reason: string): void;
}

function describe(msg: ConsoleMessage): string | undefined {
  const loc = msg.location();
  return loc.url ? `${loc.url}:${loc.lineNumber}:${loc.columnNumber}` : undefined;
}

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ context }, use, testInfo) => {
      const entries: ConsoleEntry[] = [];
      const allowed: AllowedConsoleError[] = [...GLOBAL_ALLOWED];
      const pageUrl = (page: Page | null) => {
        try {
          return page?.url() ?? '';
        } catch {
          return '';
        }
      };
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() !== 'error') return;
        entries.push({ kind: 'console.error', text: msg.text(), url: pageUrl(msg.page()), location: describe(msg) });
      };
      const onPageError = (error: Error, page: Page) => {
        entries.push({ kind: 'pageerror', text: error.stack || `${error.name}: ${error.message}`, url: pageUrl(page) });
      };
      context.on('console', onConsole);
      const pages = new Set<Page>();
      const watch = (page: Page) => {
        if (pages.has(page)) return;
        pages.add(page);
        page.on('pageerror', (error) => onPageError(error, page));
      };
      context.pages().forEach(watch);
      context.on('page', watch);

      await use({
        get entries() {
          return entries;
        },
        allow(pattern, reason) {
          allowed.push({ pattern, reason });
        },
      });

      context.off('console', onConsole);
      context.off('page', watch);
      const unexpected = entries.filter((e) => !allowed.some((a) => a.pattern.test(e.text)));
      const tolerated = entries.filter((e) => !unexpected.includes(e));
      if (tolerated.length) {
        const lines = tolerated.map((e) => {
          const why = allowed.find((a) => a.pattern.test(e.text))!;
          return `[${e.kind}] ${e.text}  (allowed: ${why.reason})`;
        });
        await testInfo.attach('console-allowed.txt', { body: lines.join('\n'), contentType: 'text/plain' });
      }
      if (unexpected.length) {
        const report = unexpected
          .map((e, i) => `${i + 1}. [${e.kind}] ${e.text}\n   page: ${e.url}${e.location ? `\n   at: ${e.location}` : ''}`)
          .join('\n');
        await testInfo.attach('console-errors.txt', { body: report, contentType: 'text/plain' });
        throw new Error(`Console guard: ${unexpected.length} unexpected browser error(s):\n${report}`);
      }
    },
    { auto: true },
  ],
});

export { expect };

export const DEMO_PASSWORD = '123456';

/**
 * Signed in as a demo account without the form, for tests about something else than signing in: the access_token
 * cookie of a demo account, a token the demo API signed (src/demo/tokens.ts, THE helper; no token can be made from a
 * name). The next page load starts in that session, as it would after the login form. Cheaper than `loginAs`, which
 * also draws the login page and then the landing page (首页 with every chart) before the test goes on.
 */
export async function signIn(page: Page, login: string): Promise<void> {
  const url = test.info().project.use.baseURL;
  if (!url) throw new Error('signIn needs the project baseURL');
  await page.context().addCookies([{ name: 'access_token', value: demoToken(login), url }]);
}

/** `signIn`, then a page load of `path`: the page a test is about, without the landing page first. */
export async function openAs(page: Page, login: string, path: string): Promise<void> {
  await signIn(page, login);
  await page.goto(path);
}

/** Signs in through the login form and waits until the app has left /login. */
export async function loginAs(page: Page, login: string, password: string = DEMO_PASSWORD): Promise<void> {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/login')) await page.goto('/login');
  await page.getByLabel('账号', { exact: true }).fill(login);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await page.waitForURL((url) => url.pathname !== '/login');
}

/**
 * Records every text the page's antd toasts show from now on, in this document (call it again after a page load). A
 * toast stays 2–5 s (MESSAGE_SECONDS); what it answers can take longer than that on a loaded 2-core machine (the demo's
 * first call of a login page starts its engine, which builds the city first), so a test asks what was shown
 * (`expectToast`) rather than what is still on screen.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenToasts: string[] }).seenToasts = seen;
    const look = () => {
      for (const n of document.querySelectorAll('.ant-message-notice')) {
        const text = n.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    };
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/** The texts the toasts have shown since `recordToasts`, each once, in the order they first showed. */
export async function toastsShown(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { seenToasts?: string[] }).seenToasts ?? []);
}

/**
 * A toast said `text` (exactly, or matching) since `recordToasts`. Up to 30 s: half a test's budget, for a first call
 * on a loaded machine; a failure lists what the toasts did say.
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await expect
    .poll(() => toastsShown(page), { message: `a toast said ${String(text)}`, timeout: 30_000 })
    .toContainEqual(typeof text === 'string' ? text : expect.stringMatching(text));
}

/**
 * Where the specs' screenshots go: tests/e2e/.screenshots/, ignored by git, kept between runs (Playwright
 * empties test-results/ at every run). They are for engineers to open and look at the pages, not compared
 * with anything, so they never dirty the work tree. Take every screenshot with `shot`.
 */
export const SCREENSHOT_DIR = path.join(import.meta.dirname, '.screenshots');

/**
 * Whether `shot` saves anything: on an engineer's machine, yes; in CI (CI set, a fresh clone nobody opens), no, unless
 * E2E_SHOTS=1. They cost a CI run minutes: the cockpit walks alone save 56, at sizes up to 3840 × 2160 (a quarter of
 * their time). A failing test still gets Playwright's own screenshot (playwright.config.ts).
 */
export const SHOTS_WANTED = process.env.E2E_SHOTS ? process.env.E2E_SHOTS === '1' : !process.env.CI;

/** Saves a screenshot of the page as tests/e2e/.screenshots/NAME.png (see SHOTS_WANTED). */
export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_WANTED) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: options.fullPage ?? false });
}

/**
 * A screenshot once the charts are drawn to the end (`chartsDrawn`, which needs the page's clock installed); `fullPage`:
 * the whole page, the viewport grown to the document's height for it (a fixed sidebar then spans it) and put back after.
 * Nothing at all when no screenshot is wanted (SHOTS_WANTED): no resize, no redraw, the page's clock not moved.
 */
export async function drawnShot(page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_WANTED) return;
  const viewport = page.viewportSize()!;
  if (fullPage) {
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: viewport.width, height: Math.max(viewport.height, height) });
  }
  await chartsDrawn(page);
  await shot(page, name);
  if (fullPage) await page.setViewportSize(viewport);
}

/**
 * Chooses a school in the navbar's 切换学校 select (a zone user's library view). The navbar re-renders while a page
 * loads; a click that lands during it is tried again, until the select shows the school.
 */
export async function chooseSchool(page: Page, search: string, name: string): Promise<void> {
  const switcher = page.getByRole('combobox', { name: '切换学校' });
  const option = page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: name });
  await expect(async () => {
    if (!(await option.isVisible())) {
      await switcher.click();
      await switcher.fill(search);
    }
    await option.click({ timeout: 2000 });
    await expect(page.locator('.ant-select', { has: switcher })).toContainText(name, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Opens the navbar's user menu and chooses `labels` in order (a submenu title, then its item: '切换角色', '市级用户'),
 * clicking each once the page and the menu hold still (`settled`): antd re-places an open dropdown while the navbar
 * fills in, and a click on an item Playwright had found "stable" mid-way landed on the user button (role switch,
 * log out, in fresh-clone runs).
 */
export async function chooseFromUserMenu(page: Page, ...labels: string[]): Promise<void> {
  await settled(page);
  await page.getByRole('button', { name: /^用户菜单/ }).click();
  for (const label of labels) {
    const item = page.getByRole('menuitem', { name: label });
    await expect(item).toBeVisible();
    await settled(page);
    await item.click();
  }
}

/**
 * Chooses the option titled `title` (the whole title, or a pattern) in an antd select (`combobox`, its accessible element), opening it and clicking
 * once the page and the open dropdown hold still (`settled`): a dropdown antd re-places while the page around it
 * changes can take a click Playwright had found "stable" elsewhere, and the choice is lost (a CI run of ranking.spec).
 * Returns once the select shows the choice.
 */
export async function chooseOption(page: Page, combobox: Locator, title: string | RegExp): Promise<void> {
  await settled(page);
  await combobox.click();
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').and(page.getByTitle(title, { exact: true }));
  await expect(option).toBeVisible();
  await settled(page);
  await option.click();
  const select = combobox.locator('xpath=ancestor::*[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]');
  await expect(select).toContainText(title);
}

/**
 * Until the page shows its content and holds still: no boot screen, no skeleton, no busy widget or chart, and no
 * CSS transition or finite animation running (antd fades a button out of its disabled look in 0.2 s, re-places
 * open dropdowns as the page grows). Endless animations (a spinner, the wall's rolling lists) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('.srp-boot')).toHaveCount(0);
  // The router draws nothing (HydrateFallback: null) between the boot screen and its first route, while the guard asks
  // for the profile and the page's code loads: an empty #root is not a settled page. Nor is one mid-navigation.
  await expect(page.locator('#root > *')).not.toHaveCount(0);
  await expect(page.locator('#nprogress')).toHaveCount(0);
  await expect(page.locator('.ant-skeleton, .srp-widget-loading, .srp-chart-parts-loading')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

/**
 * Scrolls every chart under `root` into view in turn: a page draws a chart as it comes near the screen
 * (src/components/chart.tsx), so a test that looks at every chart's drawing brings each in first, as a reader would.
 */
export async function scrollChartsIn(root: Locator): Promise<void> {
  const charts = root.locator('.srp-chart');
  for (let i = 0, n = await charts.count(); i < n; i++) await charts.nth(i).scrollIntoViewIfNeeded();
}

/**
 * How far a test moves the page's clock for echarts to draw its charts to the end: a chart comes in with a 1 s
 * animation (echarts' animationDuration), after echarts-for-react's measuring instance has drawn one empty frame.
 */
export const CHART_DRAW_MS = 2_000;

/**
 * Whether every chart on screen draws at its box's size (a resize redraws a chart on the next animation frame), to a
 * CSS pixel of the chart's own: under a scale transform (a wall at 3840 px is its 1920 design × 2) a whole-pixel
 * canvas of a fractional box differs by up to the scale in screen pixels.
 */
function chartsFitTheirBoxes(): boolean {
  return [...document.querySelectorAll<HTMLElement>('.srp-chart')].every((chart) => {
    const box = chart.getBoundingClientRect();
    const drawing = chart.querySelector('canvas, svg');
    if (!drawing || box.width === 0 || box.height === 0) return true;
    const drawn = drawing.getBoundingClientRect();
    const scale = chart.offsetWidth > 0 ? box.width / chart.offsetWidth : 1;
    const tolerance = Math.max(1, scale);
    return Math.abs(drawn.width - box.width) < tolerance && Math.abs(drawn.height - box.height) < tolerance;
  });
}

/**
 * Until the charts on screen are drawn to the end, for a screenshot or a print: every chart has taken its box's size,
 * then the page's clock jumps past echarts' entry animation, as if the lid of a laptop were closed for 2 s: each due
 * timer and animation frame runs once, at the new time, and each chart draws its last frame. Twice, for a chart that
 * starts on the first (echarts-for-react starts the real chart on its measuring instance's first frame). Cheaper than
 * running every frame (the wall's map animates without end), and no sleep. Needs Playwright's clock, installed before
 * the page loaded (`page.clock.install()`, first thing in the test: time then flows as usual until a test moves it).
 */
export async function chartsDrawn(page: Page): Promise<void> {
  if (!(await page.evaluate(() => (Date as unknown as { isFake?: boolean }).isFake === true))) {
    throw new Error('chartsDrawn needs page.clock.install() before the page loads');
  }
  await expect.poll(() => page.evaluate(chartsFitTheirBoxes)).toBe(true);
  for (let round = 0; round < 2; round++) await page.clock.fastForward(CHART_DRAW_MS);
}

/** One layout shift the browser reported (PerformanceObserver 'layout-shift'), with the nodes that moved. */
interface RecordedShift {
  value: number;
  at: number;
  moved: string[];
}

/**
 * Records the page's layout shifts from its next load on (call before `page.goto`): every 'layout-shift' entry
 * (buffered) that no input caused (hadRecentInput), with the nodes that moved and where from and to. Read with
 * `layoutShift`.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const rect = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    const name = (n: Node | null) =>
      n instanceof Element
        ? `${n.tagName.toLowerCase()}.${[...n.classList].slice(0, 3).join('.')} “${(n.textContent ?? '').slice(0, 30)}”`
        : String(n?.nodeName);
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    (window as unknown as { __srpShifts: typeof shifts }).__srpShifts = shifts;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Shift[]) {
        if (e.hadRecentInput) continue;
        shifts.push({
          value: e.value,
          at: Math.round(e.startTime),
          moved: e.sources.map((s) => `${name(s.node)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift since its load (`recordLayoutShifts`), and each shift for the failure message. */
export async function layoutShift(page: Page): Promise<{ total: number; report: string }> {
  const shifts = await page.evaluate(() => (window as unknown as { __srpShifts?: RecordedShift[] }).__srpShifts);
  if (!shifts) throw new Error('layoutShift needs recordLayoutShifts before the page loads');
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  const report = shifts.map((s) => `${s.value.toFixed(4)} at ${s.at} ms:\n  ${s.moved.join('\n  ')}`).join('\n');
  return { total, report };
}
