import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { test, expect, shot, type ConsoleGuard } from '../e2e/fixtures';
import { demoToken } from '@/demo/tokens';
import { readPdfText, squash } from '../e2e/pdf-text';
import { HOSTILE_NAMES } from './fault-stub.mjs';
import { deployPorts, TEST_REPORT_URL } from './harness.mjs';

/**
 * When the backend misbehaves: the production build behind nginx, with the fault stub between nginx and the
 * demo API (tests/deploy/fault-stub.mjs) answering what a test asks for with the cookie `srp-fault`. Per class: the
 * widget says what went wrong in Chinese, the rest of the page works, the tab stays alive under a memory bound, the
 * retries and error reports are one per failure, exports and the printed PDF stay clean.
 *
 * Sign-in is not the subject here: the session cookie of a demo account is set directly (one place: signIn).
 */

const STUB = `http://127.0.0.1:${deployPorts().stub}`;
const DIST = path.join(import.meta.dirname, '..', '..', 'dist');

interface StubState {
  log: { method: string; path: string; fault: string | null; comparison: boolean }[];
  reports: { headers: { cookie: string | null; authorization: string | null }; body: string }[];
}
const stub = async (): Promise<StubState> => (await fetch(`${STUB}/__stub/log`)).json() as Promise<StubState>;
const resetStub = () => fetch(`${STUB}/__stub/reset`, { method: 'POST' });
/** How many requests for a call (a path fragment) reached the backend. */
/** The page's own calls to a path (a KPI card's comparison with the period before is a call of its own). */
const callsTo = (state: StubState, fragment: string) => state.log.filter((l) => l.path.includes(fragment) && !l.comparison).length;

async function signIn(context: BrowserContext, baseURL: string, login: string) {
  await context.addCookies([{ name: 'access_token', value: demoToken(login), url: baseURL }]);
}
async function fault(context: BrowserContext, baseURL: string, value: string | null) {
  if (value === null) await context.clearCookies({ name: 'srp-fault' });
  else await context.addCookies([{ name: 'srp-fault', value, url: baseURL }]);
}

const widget = (page: Page, title: string): Locator =>
  page.locator('.srp-widget', { has: page.locator('.ant-card-head-title', { hasText: title }) });

/** The page's JavaScript heap after a forced garbage collection, in MB (Chromium's DevTools protocol). */
async function heapMB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 2 ** 20;
}

/** Sends the error reports the page holds now (the app sends its batch when the page is hidden or left). */
const flushReports = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('pagehide')));

/** Every item of the reports the stub collected. */
function reportItems(state: StubState): Record<string, unknown>[] {
  return state.reports.flatMap((r) => (JSON.parse(r.body) as { items: Record<string, unknown>[] }).items);
}

/** The failures a test provokes on purpose: the app logs each (docs/rules.md#messages), Chromium logs the statuses. */
function allowFailures(guard: ConsoleGuard) {
  guard.allow(/^\[(request|response) [\w.-]+\] ApiError: /, 'the app writes each failed call the backend is made to answer to the console');
  guard.allow(
    /Failed to load resource: the server responded with a status of (401|500|502|503)/,
    'the statuses the backend is made to answer',
  );
  guard.allow(/Executing inline script violates .*Content Security Policy/, 'the inline script a test adds on purpose, refused');
}

test.beforeAll(() => {
  // The suite's build must send error reports where the stub collects them (npm run test:deploy builds it so).
  const assets = path.join(DIST, 'assets');
  const found = readdirSync(assets).some((f) => f.endsWith('.js') && readFileSync(path.join(assets, f), 'utf8').includes(TEST_REPORT_URL));
  expect(found, `dist/ was built without VITE_ERROR_REPORT_URL=${TEST_REPORT_URL}: run npm run test:deploy`).toBe(true);
});

test('a widget each: code ≠ 200, a malformed answer, a dropped connection, 503 and 100,000 rows — each says what went wrong, the page works', async ({
  page,
  context,
  baseURL,
  consoleGuard,
}, testInfo) => {
  test.setTimeout(90_000);
  allowFailures(consoleGuard);
  const started = Date.now();
  await resetStub();
  await signIn(context, baseURL!, 'library');
  await fault(
    context,
    baseURL!,
    'code:queryBasicData|malformed:queryBookCirculation|reset:queryLoanLibrary|503:queryMonthlyActive|huge:queryReaderRankings',
  );
  await page.goto('/dashboard');

  // Each widget in Chinese: the server's msg (its code checked before its data), the shape, the gateway's statuses.
  await expect(widget(page, '核心指标').getByRole('alert')).toContainText('服务器内部错误：数据库连接失败');
  await expect(widget(page, '借阅趋势').getByRole('alert')).toContainText('数据格式错误：overall.overview.queryBookCirculation');
  await expect(widget(page, '各年级借阅').getByRole('alert')).toContainText('服务暂不可用（502）');
  await expect(widget(page, '月活跃读者').getByRole('alert')).toContainText('服务暂不可用（503）');
  // 100,000 rows for a top 10: the 10 asked for, and the tab alive under a bound.
  const readers = widget(page, '读者借阅排行');
  await expect(readers.locator('tbody tr.ant-table-row')).toHaveCount(10);
  await expect(page.getByTestId('stats-scope')).toContainText('学校');
  const heap = await heapMB(page);
  expect(heap).toBeLessThan(60);
  const pageText = await page.locator('body').innerText();
  for (const english of ['Request failed', 'Network Error', 'status code', 'Bad Gateway', 'Service Unavailable', 'Invalid', 'expected']) {
    expect(pageText).not.toContain(english);
  }

  // Retries: what a retry can fix was tried three times in all (502 from the dropped connection, 503), the rest once.
  const state = await stub();
  expect(callsTo(state, 'queryLoanLibrary')).toBe(3);
  expect(callsTo(state, 'queryMonthlyActive')).toBe(3);
  expect(callsTo(state, 'queryBasicData')).toBe(1);
  expect(callsTo(state, 'queryBookCirculation')).toBe(1);
  // 核心指标's comparison with the same months last year: its own call, answered with the same fault, also once.
  expect(state.log.filter((l) => l.path.includes('queryBasicData') && l.comparison)).toHaveLength(1);

  // A CSP violation the page sees goes to the operators too: an inline script, refused by script-src 'self'.
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__srpInline = 1;';
    document.body.append(s);
  });
  expect(await page.evaluate(() => (window as unknown as { __srpInline?: number }).__srpInline)).toBeUndefined();

  // The operators' reports: one item per failure (not per attempt), no cookie, no token, no student's name.
  await flushReports(page);
  await expect.poll(async () => reportItems(await stub()).length).toBeGreaterThanOrEqual(6);
  const after = await stub();
  const items = reportItems(after);
  const byCall = (id: string) => items.filter((i) => i.type === 'call' && i.endpoint === id);
  // 核心指标's call and its comparison with the period before: two failures of one kind, one item counted twice.
  expect(byCall('overall.overview.queryBasicData')).toEqual([expect.objectContaining({ kind: 'code', count: 2, page: '/dashboard' })]);
  expect(byCall('overall.overview.queryBookCirculation')).toEqual([expect.objectContaining({ kind: 'validation', count: 1 })]);
  expect(byCall('overall.overview.queryLoanLibrary')).toEqual([expect.objectContaining({ kind: 'http', status: 502, count: 1 })]);
  expect(byCall('statistics.queryMonthlyActive')).toEqual([expect.objectContaining({ kind: 'http', status: 503, count: 1 })]);
  // The 100,000 rows broke the contract's bound: cut, and said so.
  expect(byCall('statistics.queryReaderRankings')).toEqual([expect.objectContaining({ kind: 'validation', count: 1 })]);
  expect(items.filter((i) => i.type === 'csp')).toEqual([
    expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline', page: '/dashboard', count: 1 }),
  ]);
  const names = await readers.locator('tbody tr.ant-table-row td:nth-child(2)').allInnerTexts();
  const sent = JSON.stringify(after.reports);
  for (const r of after.reports) expect(r.headers).toEqual({ cookie: null, authorization: null });
  // No token of the session (the demo's are srpdemo.{claims}.{signature}).
  expect(sent).not.toContain('srpdemo.');
  for (const name of names) expect(sent).not.toContain(name.trim());
  await shot(page, 'faults-dashboard-widgets');

  // The rest of the page works: once the backend is well again, 重试 brings the widget's data.
  await fault(context, baseURL!, null);
  await widget(page, '月活跃读者').getByRole('button', { name: /重试/ }).click();
  await expect(widget(page, '月活跃读者').locator('.srp-chart canvas, .srp-chart svg').first()).toBeVisible();
  await expect(widget(page, '月活跃读者').getByRole('alert')).toHaveCount(0);
  testInfo.annotations.push({ type: 'heap after 100,000 rows', description: `${heap.toFixed(1)} MB` });
  console.log(`faults, per widget: heap ${heap.toFixed(1)} MB after a 100,000-row answer; ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('no answer in 65 s: 请求超时（60 秒） at 60 s on the page’s clock, once; every call failing: no endless placeholder; 401 on every call: one message, the login page', async ({
  page,
  context,
  baseURL,
  consoleGuard,
}) => {
  test.setTimeout(90_000);
  allowFailures(consoleGuard);
  const started = Date.now();
  await resetStub();
  await signIn(context, baseURL!, 'library');
  await page.clock.install();
  await fault(context, baseURL!, 'slow:queryReaderRankings');
  await page.goto('/dashboard');
  await expect(widget(page, '借阅趋势').locator('.srp-chart canvas, .srp-chart svg').first()).toBeVisible();
  await expect(widget(page, '读者借阅排行').locator('.srp-widget-loading')).toBeVisible();
  // The backend holds its answer for 65 s; the page's clock reaches the app's 60 s deadline.
  await page.clock.fastForward(60_000);
  await expect(widget(page, '读者借阅排行').getByRole('alert')).toContainText('请求超时（60 秒）');
  await expect(page.locator('.ant-message-notice', { hasText: '请求超时（60 秒）' })).toHaveCount(1);
  await page.clock.fastForward(130_000);
  expect(callsTo(await stub(), 'queryReaderRankings')).toBe(1);
  await expect(widget(page, '核心指标').getByRole('alert')).toHaveCount(0);

  // Every statistics call fails (500: the server ran it and failed, not tried again): each widget says so, once
  // asked; the header's scope line says it does not know, still.
  await resetStub();
  await fault(context, baseURL!, '500');
  await page.reload();
  await expect(page.locator('.srp-widget [role="alert"]', { hasText: '服务器内部错误（500）' })).toHaveCount(5);
  await expect(page.getByTestId('stats-scope')).toContainText('范围未知（数据未能加载）');
  await expect(page.locator('.ant-skeleton-active')).toHaveCount(0);
  const failing = await stub();
  for (const call of ['queryBasicData', 'queryBookCirculation', 'queryLoanLibrary', 'queryMonthlyActive', 'queryReaderRankings']) {
    expect(callsTo(failing, call), call).toBe(1);
  }
  await shot(page, 'faults-dashboard-all-failing');

  // 401 on every call: 登录已过期，请重新登录 once, then the login page.
  await fault(context, baseURL!, '401');
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('登录已过期，请重新登录')).toHaveCount(1);
  console.log(`faults, timeout / all failing / 401: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});

test('hostile names: no script, no reversed text, widths kept, long names cut with the full name on hover; the export and the printed report stay clean', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const started = Date.now();
  await resetStub();
  await signIn(context, baseURL!, 'library');
  await fault(context, baseURL!, 'hostile');
  for (const [width, height] of [
    [1920, 1080],
    [1366, 768],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto('/dashboard');
    const readers = widget(page, '读者借阅排行');
    await expect(readers.locator('tbody tr.ant-table-row')).toHaveCount(10);
    await expect(widget(page, '借阅趋势').locator('.srp-chart canvas, .srp-chart svg').first()).toBeVisible();
    // Markup is text: nothing ran.
    expect(await page.evaluate(() => (window as unknown as { __srpPwned?: number }).__srpPwned)).toBeUndefined();
    await expect(readers.getByText('<script>', { exact: false }).first()).toBeVisible();
    // No right-to-left override and no form feed reached the page; the page does not scroll sideways.
    const text = await page.evaluate(() => document.body.textContent ?? '');
    // eslint-disable-next-line no-control-regex -- the form feed must not reach the page
    expect(text).not.toMatch(/[\u202e\u000c]/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    for (const box of await page.locator('.srp-widget').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right))) {
      expect(box).toBeLessThanOrEqual(width);
    }
    // The 500-character name: one line, cut, whole on hover.
    const long = readers.locator('bdi.srp-name', { hasText: '超长名称' }).first();
    await expect(long).toHaveAttribute('title', HOSTILE_NAMES[1]);
    expect(await long.evaluate((e) => e.scrollWidth > e.clientWidth && e.getBoundingClientRect().height < 30)).toBe(true);
    await shot(page, `faults-hostile-dashboard-${width}`, { fullPage: true });
  }

  // The export: traced first, a bounded clean file name, and no cell a spreadsheet would run.
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    widget(page, '读者借阅排行').getByRole('button', { name: /导出/ }).click(),
  ]);
  const name = file.suggestedFilename();
  expect(name).toMatch(/\.xlsx$/);
  expect([...name.replace(/-\d{4}-\d{2}-\d{2}\.xlsx$/, '')].length).toBeLessThanOrEqual(80);
  // eslint-disable-next-line no-control-regex -- no control character may reach a file name
  expect(name).not.toMatch(/[\\/:*?"<>|\s\u0000-\u001f\u202e]/);
  const sheet = await readSheet(readFileSync(await file.path()));
  const cells = sheet.flat().filter((v): v is string => typeof v === 'string');
  expect(cells.filter((v) => /^[=+@]/.test(v) || (/^-/.test(v) && v !== '-'))).toEqual([]);
  expect(cells).toContain(`'${HOSTILE_NAMES[3]}`);
  const traced = (await stub()).log.filter((l) => l.path.endsWith('/audit/exportTrace'));
  expect(traced).toHaveLength(1);

  // The school report printed: its running header from a name with a form feed and CSS adds no rule to the paper.
  await page.goto('/evaluatReport/schoolReport');
  await expect(page.locator('.srp-page:visible .srp-report-cover__test')).toBeVisible();
  const pdf = await page.pdf({ format: 'A4' });
  const { pages } = readPdfText(pdf);
  expect(pages.length).toBeGreaterThanOrEqual(2);
  for (const [i, t] of pages.map(squash).entries()) {
    expect(t, `page ${i + 1}`).not.toContain('作废');
    expect(t, `page ${i + 1}`).toContain(`第${i + 1}页/共${pages.length}页`);
    expect(t, `page ${i + 1}`).toContain('滨江实验');
  }
  console.log(`faults, hostile names: ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
