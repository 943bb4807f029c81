#!/usr/bin/env node
/**
 * Cockpit soak bench: a wall display rotating for days, accelerated. Does anything grow?
 *
 * Serves dist-demo (`node scripts/serve.mjs dist-demo` on a free port, started and stopped here), launches
 * Chromium with `--js-flags=--expose-gc` and runs the wall as a TV does, through a display link: staff (library for
 * /dashboardmode: a library screen; zone for /ndb: a district screen) sign in once and make a screen in 大屏管理
 * (/displays, the in-page demo API keeps it in the browser's IndexedDB); then the staff cookies go, and the link
 * (/display?key=…) is opened: the key is exchanged for the screen's token and the wall starts in kiosk mode, rotating.
 * Inside the app (no reload) the demo build's timing overrides are added (src/features/cockpit/wall-params.ts:
 * `rotateMs`, `refreshMs`, `reloadLoops=0` — no reload, so nothing hides a leak). The wall counts its steps in
 * `data-rotations`.
 *
 * Token renewals: the display tokens are made short-lived (`--token-seconds`, default 60) by the demo-only
 * localStorage key `srp-demo:bench-display-token-seconds` (src/demo/handlers/display.ts; a build for a real backend
 * has no demo API), so the screen's renewal timer (src/stores/display.ts) exchanges its key again every ~30 s of the
 * run, and its check-ins (every 5 minutes) go on. The demo API counts its answers by path and status
 * (window.__srpDemo.answered, demo builds only): the bench reports the exchanges, renewals, 401s and check-ins. Once,
 * between the two checkpoints around the middle of the run, it forces an expiry (a token the server refuses in the
 * `access_token` cookie): the next call gets a 401, the key is exchanged again and the call sent again. It fails when
 * there were no renewals, when the forced expiry was not answered by a new exchange, when an exchange was refused,
 * or when the wall ever left its pages (for /login, or the revoked screen at /display).
 *
 * Two outages (`--outages`, default 2, at about a third and two thirds of the run, each `--outage-rotations` steps
 * long): the network goes (the browser's offline switch and the demo API's fault switch, as
 * tests/e2e/cockpit.spec.ts does) while the wall rotates on, retrying with its backoff, keeping and marking its data,
 * reading its kept copy back the first time; then it comes back, and the bench waits until the wall is current again
 * (no 数据未更新 mark, no 网络连接中断 line) and reports how long that took. Checkpoints fall outside outages.
 *
 * At a checkpoint near rotation 100 and then every `--every` rotations (default a tenth of the run), always on the
 * first page (so like is compared with like), it pauses
 * the rotation with the space bar (the wall's own control), lets the page settle and draw, then three times
 * forces garbage collection (CDP HeapProfiler.collectGarbage and window.gc) and reads CDP Performance.getMetrics
 * (JSHeapUsedSize, Nodes, JSEventListeners, Documents, LayoutObjects); the checkpoint keeps the lowest of the
 * three (live memory: a refetch landing between two readings allocates for a moment). Then it resumes.
 *
 * At the first and the last checkpoint it also takes a heap snapshot and sums it by kind: JS objects (objects,
 * closures, arrays, strings …), V8's compiled code, and native (Blink) objects. A rotating page makes V8 optimise
 * more and more of its hot code for a while (the code grows, then levels off); what would be a leak is objects
 * that grow.
 *
 * Budget (a wall runs unattended for days, docs/rules.md#walls): JS heap growth from the checkpoint near rotation 100
 * to the last one (near 10,000) ≤ 1 MB after forced GC — counted without V8's compiled code (JSHeapUsedSize growth − code
 * growth, and the snapshot's object growth, both ≤ 1 MB; the raw growth is reported next to it); DOM nodes and event
 * listeners flat (growth ≤ 2 %); and the display link's checks above. Exit 1 when broken, 2 on a setup error. Results: bench/.results/, one file per mode
 * (ignored by git); with --baseline the committed bench/results/cockpit-soak-dashboardmode.json and
 * bench/results/cockpit-soak-ndb.json.
 *
 *   npm run build:demo && node bench/cockpit-soak.mjs [--mode dashboardmode|ndb] [--rotations 10000] [--every N]
 *                       [--rotate-ms 250] [--refresh-ms 3000] [--outages 2] [--outage-rotations 200]
 *                       [--token-seconds 60] [--baseline]
 *   npm run bench:soak
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { serveStatic } from './lib/processes.mjs';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist-demo');
const BUDGET = { heapGrowthBytes: 1024 * 1024, nodesGrowth: 0.02, listenersGrowth: 0.02 };
const MODES = {
  dashboardmode: {
    login: 'library',
    start: '/dashboardmode/index',
    pages: 7,
    wall: '阅读大数据（/dashboardmode）',
    unit: 'a library screen',
  },
  ndb: { login: 'zone', start: '/ndb/index', pages: 6, wall: '数据驾驶舱（/ndb）', unit: 'a district screen' },
};
/** The screen's key exchange (its first token, each renewal, the answer to a 401) and its check-in (docs/api.md). */
const EXCHANGE = '/auth/display/exchange';
const CHECK_IN = '/app-sy-statistics/api/display/checkIn';
/** The demo-only localStorage key of the display tokens' lifetime (src/demo/handlers/display.ts). */
const TOKEN_SECONDS_KEY = 'srp-demo:bench-display-token-seconds';
const SCREEN_NAME = '耐久测试屏';

function fail(message, code = 2) {
  console.error(`cockpit-soak: ${message}`);
  process.exit(code);
}

function parseArgs(argv) {
  const opts = {
    mode: 'dashboardmode',
    rotations: 10_000,
    every: 0,
    rotateMs: 250,
    refreshMs: 3000,
    outages: 2,
    outageRotations: 200,
    tokenSeconds: 60,
    baseline: false,
  };
  const num = (name, v) => {
    const n = Number(v);
    if (!Number.isInteger(n) || n <= 0) fail(`${name} must be a positive integer`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const [a, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (a === '--baseline') opts.baseline = true;
    else if (a === '--mode') opts.mode = value();
    else if (a === '--rotations') opts.rotations = num(a, value());
    else if (a === '--rotate-ms') opts.rotateMs = num(a, value());
    else if (a === '--refresh-ms') opts.refreshMs = num(a, value());
    else if (a === '--every') opts.every = num(a, value());
    else if (a === '--outages') opts.outages = Number(value());
    else if (a === '--outage-rotations') opts.outageRotations = num(a, value());
    else if (a === '--token-seconds') opts.tokenSeconds = num(a, value());
    else if (a === '-h' || a === '--help') {
      console.log(
        'usage: node bench/cockpit-soak.mjs [--mode dashboardmode|ndb] [--rotations N] [--every N] [--rotate-ms MS] [--refresh-ms MS] [--outages N] [--outage-rotations N] [--token-seconds S] [--baseline]',
      );
      process.exit(0);
    } else fail(`unknown argument ${argv[i]}`);
  }
  if (!MODES[opts.mode]) fail(`--mode must be one of ${Object.keys(MODES).join(', ')}`);
  if (opts.rotations < 200) fail('--rotations must be at least 200 (the first checkpoint is near 100)');
  if (opts.rotateMs < 200) fail('--rotate-ms must be at least 200 (the wall refuses less)');
  if (!Number.isInteger(opts.outages) || opts.outages < 0 || opts.outages > 5) fail('--outages must be 0 to 5');
  if (opts.tokenSeconds < 20 || opts.tokenSeconds > 7200) fail('--token-seconds must be 20 to 7200 (the demo API honours no other)');
  opts.every ||= Math.max(100, Math.round(opts.rotations / 10 / 100) * 100);
  return opts;
}

const round = (x, d = 1) => Math.round(x * 10 ** d) / 10 ** d;

/** Node types of a V8 heap snapshot that are JavaScript values (the rest: code, native, hidden, synthetic …). */
const JS_TYPES = new Set([
  'object',
  'closure',
  'array',
  'string',
  'concatenated string',
  'sliced string',
  'number',
  'regexp',
  'symbol',
  'bigint',
  'object shape',
]);

/** A heap snapshot of the page, summed by kind (bytes). */
async function heapByKind(cdp) {
  const chunks = [];
  const onChunk = (e) => chunks.push(e.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false, captureNumericValue: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  const snap = JSON.parse(chunks.join(''));
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const step = fields.length;
  const ti = fields.indexOf('type');
  const si = fields.indexOf('self_size');
  const sum = { jsObjects: 0, code: 0, native: 0, other: 0 };
  for (let i = 0; i < snap.nodes.length; i += step) {
    const type = types[snap.nodes[i + ti]];
    const size = snap.nodes[i + si];
    if (JS_TYPES.has(type)) sum.jsObjects += size;
    else if (type === 'code') sum.code += size;
    else if (type === 'native') sum.native += size;
    else sum.other += size;
  }
  return sum;
}
const mb = (bytes) => round(bytes / 1024 / 1024, 2);

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const mode = MODES[opts.mode];
  if (!existsSync(path.join(DIST, 'index.html'))) fail('dist-demo/index.html not found: run `npm run build:demo` first');
  let executablePath;
  try {
    executablePath = findChromium();
  } catch (error) {
    fail(error.message);
  }
  const [l1, l5, l15] = os.loadavg();
  const machine = { cpus: os.cpus().length, node: process.version, loadBefore: { '1m': round(l1), '5m': round(l5), '15m': round(l15) } };
  console.log(
    `machine: ${machine.cpus} cores, load ${JSON.stringify(machine.loadBefore)}; ${opts.mode}, ${opts.rotations} rotations every ${opts.rotateMs} ms`,
  );

  const { base, stop: stopServer } = await serveStatic(ROOT, DIST).catch((error) => fail(error.message));
  let browser;
  const samples = [];
  const outages = [];
  const expiries = [];
  const offWall = [];
  const pageErrors = [];
  let counts;
  const started = Date.now();
  try {
    browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'], headless: true });
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1920, height: 1080 },
      locale: 'zh-CN',
      serviceWorkers: 'allow',
    });
    const page = await context.newPage();
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');

    // Staff make the screen once in 大屏管理 (the in-page demo API keeps it in this browser's IndexedDB).
    await page.goto('/login');
    await page.getByLabel('账号', { exact: true }).fill(mode.login);
    await page.getByLabel('密码', { exact: true }).fill('123456');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
    await page.goto('/displays');
    await page.getByRole('button', { name: '新建屏幕' }).click();
    const dialog = page.getByRole('dialog', { name: '新建屏幕' });
    await dialog.getByLabel('屏幕名称').fill(SCREEN_NAME);
    await dialog.getByLabel(mode.wall).check();
    await dialog.getByRole('button', { name: /创\s*建/ }).click();
    const link = (await page.getByTestId('display-link').textContent({ timeout: 30_000 }))?.trim() ?? '';
    if (!link.includes('/display?key=')) throw new Error(`大屏管理 gave no display link (${link})`);

    // The TV: no staff session (its cookies gone), the display tokens short-lived (demo only), the link opened.
    await context.clearCookies();
    await page.evaluate(([key, seconds]) => localStorage.setItem(key, String(seconds)), [TOKEN_SECONDS_KEY, opts.tokenSeconds]);
    await page.goto(link);
    await page.waitForURL((url) => url.pathname === mode.start && url.searchParams.get('kiosk') === '1', { timeout: 60_000 });
    await page.waitForSelector('[data-testid="wall"][data-kiosk="on"]', { timeout: 30_000 });
    // From now on the wall never leaves its pages: not for /login, not for the revoked screen at /display.
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return;
      const at = new URL(frame.url()).pathname;
      if (!at.startsWith(mode.start.replace(/\/index$/, '')))
        offWall.push({ path: at, secondsSinceStart: round((Date.now() - started) / 1000) });
    });
    // Inside the app (no reload): the screen's wall with the bench's timing (a demo build's URL override wins over
    // the screen's seconds per page).
    const url = `${mode.start}?auto=1&kiosk=1&rotateMs=${opts.rotateMs}&refreshMs=${opts.refreshMs}&reloadLoops=0`;
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, url);
    await page.waitForSelector('[data-testid="wall"][data-auto="on"]', { timeout: 30_000 });

    /** The demo API's answers so far (src/demo/browser.ts): exchanges, check-ins, 401s. */
    const answered = () =>
      page.evaluate(
        ([exchange, checkIn]) => {
          const demo = window.__srpDemo;
          return {
            exchanges: demo.answered(exchange, 200),
            exchangesRefused: demo.answered(exchange) - demo.answered(exchange, 200),
            checkIns: demo.answered(checkIn, 200),
            unauthorized: demo.answered('*', 401),
          };
        },
        [EXCHANGE, CHECK_IN],
      );
    const atStart = await answered();
    if (atStart.exchanges !== 1) throw new Error(`the link's key was exchanged ${atStart.exchanges} times (1 expected)`);

    const rotations = () =>
      page.evaluate(() => Number(document.querySelector('[data-testid="wall"]')?.getAttribute('data-rotations') ?? -1));

    /** Pauses on the first page at the first loop boundary ≥ target, measures after GC (and a snapshot), resumes. */
    async function checkpoint(target, withSnapshot) {
      for (;;) {
        // The first page is on screen for a whole interval (the rotation count may skip values when a step's
        // render is slower than the interval on a loaded machine, the page does not).
        await page.waitForFunction(
          ({ t, start }) => {
            const r = Number(document.querySelector('[data-testid="wall"]')?.getAttribute('data-rotations') ?? -1);
            return r >= t && window.location.pathname === start;
          },
          { t: target, start: mode.start },
          // The steps still to go at four times their time (a loaded machine), and a loop more to reach the first page.
          { timeout: Math.max(120_000, opts.rotateMs * ((target - (samples.at(-1)?.rotations ?? 0)) * 4 + mode.pages * 20)), polling: 25 },
        );
        await page.keyboard.press('Space');
        await page.waitForSelector('[data-testid="wall"][data-paused="yes"]', { timeout: 10_000 });
        const r = await rotations();
        if (new URL(page.url()).pathname === mode.start) break;
        // Paused one step late: go on to the next loop boundary.
        await page.keyboard.press('Space');
        target = r + 1;
      }
      // Let the page draw (every chart on its canvas) and its calls answer, then collect garbage and read.
      await page.waitForFunction(
        () =>
          !document.querySelector('.srp-widget-loading, .srp-chart-parts-loading') &&
          [...document.querySelectorAll('.srp-chart')].every((c) => c.querySelector('canvas')),
        null,
        { timeout: 30_000 },
      );
      await page.waitForTimeout(1500);
      const readings = [];
      for (let k = 0; k < 3; k++) {
        for (let i = 0; i < 2; i++) {
          await cdp.send('HeapProfiler.collectGarbage');
          await page.evaluate(() => window.gc?.());
        }
        const { metrics } = await cdp.send('Performance.getMetrics');
        readings.push(Object.fromEntries(metrics.map((x) => [x.name, x.value])));
        await page.waitForTimeout(700);
      }
      const low = (name) => Math.min(...readings.map((m) => m[name]));
      const sample = {
        rotations: await rotations(),
        page: new URL(page.url()).pathname,
        secondsSinceStart: round((Date.now() - started) / 1000),
        jsHeapUsedBytes: low('JSHeapUsedSize'),
        jsHeapUsedMB: mb(low('JSHeapUsedSize')),
        nodes: low('Nodes'),
        listeners: low('JSEventListeners'),
        documents: low('Documents'),
        layoutObjects: low('LayoutObjects'),
        readings: readings.map((m) => ({ heapMB: mb(m.JSHeapUsedSize), nodes: m.Nodes, listeners: m.JSEventListeners })),
      };
      if (withSnapshot) {
        const kinds = await heapByKind(cdp);
        sample.snapshotMB = { jsObjects: mb(kinds.jsObjects), code: mb(kinds.code), native: mb(kinds.native), other: mb(kinds.other) };
        sample.snapshotBytes = kinds;
      }
      samples.push(sample);
      console.log(
        `rotation ${String(sample.rotations).padStart(5)} (${sample.page}, ${sample.secondsSinceStart} s): heap ${sample.jsHeapUsedMB} MB, ` +
          `${sample.nodes} nodes, ${sample.listeners} listeners, ${sample.documents} documents`,
      );
      await page.keyboard.press('Space');
      await page.waitForSelector('[data-testid="wall"][data-paused="no"]', { timeout: 10_000 });
    }

    /** Waits until the wall has taken `target` steps (it may skip counts on a loaded machine; never goes back). */
    const rotationsReach = (target) =>
      page.waitForFunction(
        (t) => Number(document.querySelector('[data-testid="wall"]')?.getAttribute('data-rotations') ?? -1) >= t,
        target,
        { timeout: Math.max(120_000, opts.rotateMs * opts.rotations * 4), polling: 250 },
      );

    /**
     * An outage from `from` steps for `opts.outageRotations` steps, the wall rotating on; then the network back and
     * the time until the wall is current again.
     */
    async function outage(from) {
      await rotationsReach(from);
      const start = await rotations();
      await context.setOffline(true);
      await page.evaluate(() => window.__srpDemo?.setOffline(true));
      await rotationsReach(start + opts.outageRotations);
      const marked = await page.evaluate(() => ({
        connectionLine: document.querySelector('[data-testid="wall-connection"]')?.textContent ?? null,
        staleBadges: document.querySelectorAll('.srp-wall-stale').length,
      }));
      const end = await rotations();
      await context.setOffline(false);
      await page.evaluate(() => window.__srpDemo?.setOffline(false));
      const back = Date.now();
      // Current again: no 数据未更新 mark, no 网络连接中断 line (within a few refresh intervals of the backoff).
      await page.waitForFunction(
        () => !document.querySelector('[data-testid="wall-connection"]') && !document.querySelector('.srp-wall-stale'),
        null,
        { timeout: Math.max(60_000, opts.refreshMs * 10), polling: 100 },
      );
      const record = {
        fromRotation: start,
        toRotation: end,
        whileOffline: marked,
        recoveredAfterSeconds: round((Date.now() - back) / 1000, 2),
        recoveredAtRotation: await rotations(),
      };
      outages.push(record);
      console.log(
        `outage ${outages.length}: rotations ${start} → ${end} offline (${marked.connectionLine ?? 'no connection line'}; ` +
          `${marked.staleBadges} badges), current again ${record.recoveredAfterSeconds} s after the network came back`,
      );
      if (!marked.connectionLine) throw new Error(`outage ${outages.length}: the wall did not say it was offline`);
    }

    /**
     * A token the server refuses, mid-run (as when it was revoked or the server restarted): the next call gets a 401,
     * the screen exchanges its key again and the call is sent again — the wall goes on, never to /login.
     */
    async function expire(at) {
      await rotationsReach(at);
      const before = await answered();
      const from = await rotations();
      const t0 = Date.now();
      await page.evaluate(() => {
        document.cookie = 'access_token=srpdemo.refused.token; path=/; SameSite=Strict';
      });
      await page.waitForFunction(
        ([exchange, n, u]) => window.__srpDemo.answered(exchange, 200) > n && window.__srpDemo.answered('*', 401) > u,
        [EXCHANGE, before.exchanges, before.unauthorized],
        { timeout: Math.max(60_000, opts.refreshMs * 10), polling: 100 },
      );
      // The wall current again with the new token (no failed panel, no stale mark).
      await page.waitForFunction(
        () => !document.querySelector('[data-testid="wall-connection"]') && !document.querySelector('.srp-wall-stale'),
        null,
        { timeout: Math.max(60_000, opts.refreshMs * 10), polling: 100 },
      );
      const after = await answered();
      const record = {
        atRotation: from,
        unauthorized: after.unauthorized - before.unauthorized,
        exchanges: after.exchanges - before.exchanges,
        newTokenAfterSeconds: round((Date.now() - t0) / 1000, 2),
        path: new URL(page.url()).pathname,
      };
      expiries.push(record);
      console.log(
        `forced expiry at rotation ${from}: ${record.unauthorized} × 401, ${record.exchanges} new exchange(s), wall current again after ${record.newTokenAfterSeconds} s on ${record.path}`,
      );
    }

    // The plan: checkpoints near 100 and every opts.every steps; the outages at about a third and two thirds of the
    // run, moved off any checkpoint (a checkpoint is never taken during one).
    const checkpoints = [100];
    for (let t = opts.every; t <= opts.rotations; t += opts.every) if (t > 100) checkpoints.push(t);
    const clear = (at) => !checkpoints.some((c) => c >= at - 50 && c <= at + opts.outageRotations + 50);
    const outageAt = Array.from({ length: opts.outages }, (_, i) => {
      const planned = Math.round((opts.rotations * (i + 1)) / (opts.outages + 1)) + 50;
      // The nearest start clear of every checkpoint, before the last one.
      for (let d = 0; d < opts.rotations; d += 10) {
        for (const at of [planned + d, planned - d])
          if (at > 150 && at + opts.outageRotations < checkpoints.at(-1) - 50 && clear(at)) return at;
      }
      return fail(`no room for outage ${i + 1} of ${opts.outageRotations} rotations between the checkpoints: use fewer --outage-rotations`);
    });
    // One forced expiry halfway between the two checkpoints around the middle of the run (clear of the outages).
    const mid = checkpoints.findIndex((c) => c >= opts.rotations / 2);
    const expireAt = mid > 0 ? Math.round((checkpoints[mid - 1] + checkpoints[mid]) / 2) : undefined;
    const events = [
      ...checkpoints.map((at, i) => ({ at, kind: 'checkpoint', snapshot: i === 0 || i === checkpoints.length - 1 })),
      ...outageAt.map((at) => ({ at, kind: 'outage' })),
      ...(expireAt !== undefined && !outageAt.some((o) => expireAt >= o - 50 && expireAt <= o + opts.outageRotations + 50)
        ? [{ at: expireAt, kind: 'expire' }]
        : []),
    ].sort((a, b) => a.at - b.at);
    for (const event of events) {
      // After a checkpoint the count stands still until the next step: never measure the same step twice.
      if (event.kind === 'outage') await outage(Math.max(event.at, await rotations()));
      else if (event.kind === 'expire') await expire(Math.max(event.at, await rotations()));
      else await checkpoint(Math.max(event.at, (samples.at(-1)?.rotations ?? 0) + 1), event.snapshot);
    }
    counts = await answered();
    counts.onWall = new URL(page.url()).pathname;
    counts.revokedShown = (await page.locator('[data-testid="display-revoked"]').count()) > 0;
  } finally {
    await browser?.close().catch(() => {});
    await stopServer();
  }

  const first = samples[0];
  const last = samples[samples.length - 1];
  const codeGrowth = last.snapshotBytes.code - first.snapshotBytes.code;
  const growth = {
    heapBytes: last.jsHeapUsedBytes - first.jsHeapUsedBytes,
    heapMB: mb(last.jsHeapUsedBytes - first.jsHeapUsedBytes),
    compiledCodeMB: mb(codeGrowth),
    heapWithoutCodeMB: mb(last.jsHeapUsedBytes - first.jsHeapUsedBytes - codeGrowth),
    snapshotJsObjectsMB: mb(last.snapshotBytes.jsObjects - first.snapshotBytes.jsObjects),
    snapshotNativeMB: mb(last.snapshotBytes.native - first.snapshotBytes.native),
    nodes: last.nodes - first.nodes,
    nodesShare: round((last.nodes - first.nodes) / first.nodes, 4),
    listeners: last.listeners - first.listeners,
    listenersShare: round((last.listeners - first.listeners) / first.listeners, 4),
  };
  const checks = {
    heap:
      growth.heapBytes - codeGrowth <= BUDGET.heapGrowthBytes &&
      last.snapshotBytes.jsObjects - first.snapshotBytes.jsObjects <= BUDGET.heapGrowthBytes,
    nodes: growth.nodesShare <= BUDGET.nodesGrowth,
    listeners: growth.listenersShare <= BUDGET.listenersGrowth,
  };
  checks.outages = outages.length === opts.outages;
  // The screen's token renewed (exchanges after the link's first), the wall never off its pages, the forced expiry answered.
  const renewals = counts.exchanges - 1 - expiries.reduce((n, e) => n + e.exchanges, 0);
  checks.renewals = renewals > 0;
  checks.stayedOnWall = offWall.length === 0 && !counts.revokedShown && counts.exchangesRefused === 0;
  checks.expiry = expiries.every((e) => e.exchanges > 0 && e.unauthorized > 0);
  const pass = Object.values(checks).every(Boolean);
  const [a1, a5, a15] = os.loadavg();
  machine.loadAfter = { '1m': round(a1), '5m': round(a5), '15m': round(a15) };
  const result = {
    measuredAt: new Date().toISOString(),
    what: `${opts.mode} as ${mode.unit} (a display link made by ${mode.login} in 大屏管理, the screen's token renewed by exchanging its key, lifetime ${opts.tokenSeconds} s), 1920 × 1080, kiosk mode, auto-rotation every ${opts.rotateMs} ms, refetch every ${opts.refreshMs} ms, no reload, ${opts.outages} outages of ${opts.outageRotations} rotations, ${expiries.length} forced token expiry; metrics after forced GC, paused on the first page`,
    mode: opts.mode,
    rotations: last.rotations,
    rotateMs: opts.rotateMs,
    refreshMs: opts.refreshMs,
    tokenSeconds: opts.tokenSeconds,
    display: {
      exchanges: counts.exchanges,
      renewals,
      exchangesRefused: counts.exchangesRefused,
      unauthorized: counts.unauthorized,
      checkIns: counts.checkIns,
      forcedExpiries: expiries,
      offWall,
    },
    minutes: round((Date.now() - started) / 60000, 1),
    machine,
    budget: {
      heapGrowthMB: mb(BUDGET.heapGrowthBytes),
      nodesGrowthShare: BUDGET.nodesGrowth,
      listenersGrowthShare: BUDGET.listenersGrowth,
    },
    from: {
      rotations: first.rotations,
      heapMB: first.jsHeapUsedMB,
      nodes: first.nodes,
      listeners: first.listeners,
      snapshotMB: first.snapshotMB,
    },
    to: { rotations: last.rotations, heapMB: last.jsHeapUsedMB, nodes: last.nodes, listeners: last.listeners, snapshotMB: last.snapshotMB },
    growth,
    outages,
    checks,
    pass,
    pageErrors,
    samples: samples.map(({ snapshotBytes: _bytes, ...rest }) => rest),
  };
  const out = path.join(ROOT, 'bench', opts.baseline ? 'results' : '.results', `cockpit-soak-${opts.mode}.json`);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);
  console.log('');
  const signed = (x) => `${x >= 0 ? '+' : ''}${x}`;
  console.log(
    `rotation ${first.rotations} → ${last.rotations}: JS heap ${signed(growth.heapMB)} MB, of which V8 compiled code ${signed(growth.compiledCodeMB)} MB; ` +
      `without it ${signed(growth.heapWithoutCodeMB)} MB, JS objects in the snapshots ${signed(growth.snapshotJsObjectsMB)} MB (budget ≤ 1 MB); ` +
      `nodes ${signed(growth.nodes)}, listeners ${signed(growth.listeners)}`,
  );
  console.log(
    `display link: ${counts.exchanges} key exchanges (${renewals} renewals of the ${opts.tokenSeconds} s token, ` +
      `${expiries.reduce((n, e) => n + e.exchanges, 0)} after the forced expiry), ${counts.unauthorized} × 401, ${counts.checkIns} check-ins; ` +
      `${offWall.length ? `LEFT THE WALL: ${JSON.stringify(offWall)}` : 'never left the wall'}`,
  );
  if (pageErrors.length) console.warn(`page errors: ${pageErrors.slice(0, 5).join(' | ')}`);
  console.log(`results: ${path.relative(ROOT, out)}`);
  if (!pass) {
    console.error(`cockpit-soak: budget broken: ${JSON.stringify(checks)}`);
    process.exit(1);
  }
  console.log('budget ok');
}

main().catch((error) => fail(error?.stack ?? String(error)));
