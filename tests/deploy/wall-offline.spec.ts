import { test, expect, loginAs, shot } from '../e2e/fixtures';

/**
 * Boot while offline (docs/pages.md, "The wall shell"), through the production build behind nginx with the demo API
 * over HTTP: a wall started once with the network keeps what it needs — its service worker the app's files and the
 * session's answers, the page its data (per user) — so that a TV that starts during an outage shows the last data it
 * had, marked as not current, and says why in its own words; when the network is back it is current again by itself.
 * The admin pages are not the worker's (their first load pays nothing for it).
 */

const REFRESH_MS = 60_000;
/** The wall saves its data this long after its calls answer (src/features/cockpit/wall-persist.ts). */
const SAVE_DELAY_MS = 10_000;

test('a wall that starts without network shows its last data, marked, and recovers by itself', async ({ page, context, consoleGuard }) => {
  test.setTimeout(120_000);
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED|Failed to load resource/, 'the test takes the network away on purpose');
  consoleGuard.allow(/^\[request /, 'every failed call is logged to the console and the error log (docs/rules.md#messages)');
  await page.clock.install();
  await loginAs(page, 'zone');
  // The admin page that signing in lands on is no wall: no worker of the wall's controls it.
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  // The TV's first start, on the wall's own address.
  await page.goto('/ndb/index?kiosk=1');
  const canvas = page.getByTestId('wall-canvas');
  await expect(canvas.locator('.srp-wall-panel')).toHaveCount(6);
  await expect(canvas.locator('.srp-widget-loading, .srp-widget-error')).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  const fetchedAt = await page.getByTestId('wall-updated').textContent();
  expect(fetchedAt).toMatch(/^更新于 \d\d:\d\d$/);
  // A few seconds after its calls answered the wall has kept its data.
  await page.clock.runFor(SAVE_DELAY_MS + 1_000);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('srp:zone:wall-data')?.length ?? 0)).toBeGreaterThan(1_000);

  // An outage, and the TV starts again.
  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/ndb\/index\?kiosk=1$/);
  await expect(page.getByTestId('wall-title')).toHaveText('望海区阅读大数据');
  await expect(canvas.locator('.srp-wall-panel')).toHaveCount(6);
  // Every panel shows its last data, marked; the header says why, with the time of that data.
  await expect(canvas.locator('.srp-wall-panel:has(.srp-wall-stale)')).toHaveCount(6);
  await expect(canvas.locator('.srp-widget-error')).toHaveCount(0);
  await expect(page.getByTestId('wall-connection')).toHaveText(`网络连接中断，显示的是 ${fetchedAt!.slice(4)} 的数据`);
  await expect(page.getByTestId('wall-asof')).toHaveText('数据截至 2026-11-22 10:30');
  await expect(page.getByText(/Network Error|Failed to fetch/)).toHaveCount(0);
  await shot(page, 'wall-offline-boot-1366');

  // The network is back: within one refresh interval every panel is current again, with no one touching it.
  await context.setOffline(false);
  await page.clock.runFor(REFRESH_MS);
  await expect(canvas.locator('.srp-wall-stale')).toHaveCount(0);
  await expect(page.getByTestId('wall-connection')).toHaveCount(0);
  await expect(page.getByTestId('wall-updated')).toHaveText(/^更新于 \d\d:\d\d$/);
  await shot(page, 'wall-offline-boot-recovered-1366');
});

test('the walls’ service worker is served from the root, as a script, never cached stale', async ({ request }) => {
  const res = await request.get('/wall-sw.js');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('javascript');
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(await res.text()).toContain("addEventListener('fetch'");
});
