#!/usr/bin/env node
/**
 * Ranking table bench: the city's student ranking (/rank/student/), in Chromium, on the demo build. Two parts per run,
 * each a fresh load of the page (times from navigation start, performance.timeOrigin):
 *
 * 1. **First screen**: the ranking as it is (the city's 48,643 students, about 3 MB as JSON). The page asks for its
 *    first screen (rank/queryRanking `limit`), draws it, then asks for every row (src/features/ranking/ranking-answer.ts):
 *      firstRowsMs          navigation → the first table row painted: Element Timing of the first row's name
 *                           (elementtiming="ranking-first-row"), else a MutationObserver + the next frame. Budget.
 *      firstAnswerEndMs     when the first answer (the first screen) arrived
 *      allAnswerEndMs       when the last answer (every row) arrived
 *      allRowsMs            when the table shows every row (the table widget no longer aria-busy), + the next frame
 *      longestTaskMs        the longest main-thread task from navigation to allRowsMs (Long Tasks API)
 *
 * 2. **Large**: the same page with the demo-only key `srp-demo:bench-ranking-rows` (src/demo/handlers/ranking.ts),
 *    which pads the student ranking to ROWS rows (default 100,000):
 *      allRowsAfterDataMs   allRowsMs − allAnswerEndMs: parsing, validating, building and drawing every row. Budget.
 *      rowElements          body row elements in the DOM (the virtual table draws only those in view)
 *      sorts                per header click (a metric descending, the same ascending, 名称 in pinyin order):
 *                             clickToRepaintMs  from the click event's timeStamp to the frame after the first
 *                                               row changed (requestAnimationFrame, then a task)
 *                             eventDurationMs   the Event Timing duration of the click (PerformanceObserver
 *                                               type 'event', durationThreshold 16; null = under 16 ms, not reported)
 *      heapMB               JS heap of the page after two forced garbage collections (CDP Runtime.getHeapUsage),
 *                           and heapBeforeMB: the same on the city's landing page before the ranking was opened.
 *                           The demo API runs in a worker of the page: its heap is not counted.
 *
 * The demo API's answer times are its performance measures (`demo-api {path}`, src/demo/browser.ts), or the resource
 * timings of network requests. Budgets (median over the runs): first rows ≤ 1000 ms after navigation, every row drawn
 * ≤ 1000 ms after it arrived, every sort ≤ 100 ms (click to repaint and Event Timing), ≤ 60 row elements, heap ≤ 40 MB.
 * Exit 1 when one is broken, 2 on a setup error. The machine's load average is recorded before and after: on a shared
 * machine the times are inflated (compare builds interleaved, `--runs` of at least 5). Results:
 * bench/.results/ranking-table.json (ignored by git); with --baseline the committed bench/results/ranking-table.json.
 *
 *   npm run build:demo && node bench/ranking-table.mjs [--runs 3] [--rows 100000] [--baseline] [--first-screen-only]
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { isDemoBuild, loadAverage, round1, serveStatic, stats } from './lib/processes.mjs';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { signInThroughForm } from './lib/sign-in.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench', '.results', 'ranking-table.json');
const BASELINE = path.join(ROOT, 'bench', 'results', 'ranking-table.json');
const BENCH_KEY = 'srp-demo:bench-ranking-rows';
const PAGE = '/rank/student/';
const BUDGET = { firstRowsMs: 1000, allRowsAfterDataMs: 1000, sortMs: 100, rowElements: 60, heapMB: 40 };
const TIMEOUT_MS = 120_000;

function fail(message, code = 2) {
  console.error(`ranking-table: ${message}`);
  process.exit(code);
}

function parseArgs(argv) {
  const opts = { runs: 3, rows: 100_000, baseline: false, dist: path.join(ROOT, 'dist-demo'), firstScreenOnly: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--baseline') opts.baseline = true;
    else if (a === '--runs') opts.runs = Number(argv[++i]);
    else if (a === '--rows') opts.rows = Number(argv[++i]);
    else if (a === '--dist') opts.dist = path.resolve(argv[++i] ?? fail('--dist needs a folder'));
    else if (a === '--first-screen-only') opts.firstScreenOnly = true;
    else if (a === '-h' || a === '--help') {
      console.log(
        'usage: node bench/ranking-table.mjs [--runs N] [--rows N] [--baseline] [--first-screen-only] [--dist dist-demo]   (build first: npm run build:demo)',
      );
      process.exit(0);
    } else fail(`unknown argument ${a}`);
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1) fail('--runs must be a positive integer');
  if (!Number.isInteger(opts.rows) || opts.rows < 1) fail('--rows must be a positive integer');
  return opts;
}

/**
 * Runs in the page before its scripts: the first row's paint (Element Timing, else a MutationObserver and the next
 * frame), the moment the table shows every row (rows drawn, its widget no longer busy: no first screen waiting for
 * the rest, no answer loading), every long task and every Event Timing entry of 16 ms or more.
 */
function probe() {
  window.__rank = { firstRows: null, firstRowsFallback: null, allRows: null, longTasks: [], events: [] };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.identifier === 'ranking-first-row' && window.__rank.firstRows === null) window.__rank.firstRows = e.renderTime || e.loadTime;
    }
  }).observe({ type: 'element', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__rank.longTasks.push({ startTime: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      window.__rank.events.push({
        name: e.name,
        startTime: e.startTime,
        duration: e.duration,
        interactionId: e.interactionId,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  let allPending = false;
  const observer = new MutationObserver(() => {
    const row = document.querySelector('.srp-vtable__body [role="row"]');
    if (row && window.__rank.firstRowsFallback === null) {
      window.__rank.firstRowsFallback = -1;
      requestAnimationFrame(() => setTimeout(() => (window.__rank.firstRowsFallback = performance.now()), 0));
    }
    const widget = row?.closest('.srp-widget');
    if (row && widget && widget.getAttribute('aria-busy') !== 'true' && !allPending) {
      allPending = true;
      requestAnimationFrame(() =>
        setTimeout(() => {
          window.__rank.allRows = performance.now();
          observer.disconnect();
        }, 0),
      );
    }
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
}

/**
 * Clicks a sort button as a person does (Playwright's mouse: trusted events, so Event Timing reports them) and times
 * the repaint in the page: the click event's timeStamp → the frame after the first row changed.
 */
async function timedSort(page, buttonName) {
  await page.evaluate((name) => {
    const button = [...document.querySelectorAll('.srp-vtable__sort')].find((b) => b.getAttribute('aria-label') === name);
    if (!button) throw new Error(`no sort button ${name}`);
    const firstRow = () => document.querySelector('.srp-vtable__body [role="row"][aria-rowindex="2"]');
    const before = firstRow()?.textContent ?? '';
    const eventsBefore = window.__rank.events.length;
    window.__sortDone = new Promise((resolve, reject) => {
      let clickAt = null;
      const body = document.querySelector('.srp-vtable__body');
      const timer = setTimeout(() => {
        observer.disconnect();
        reject(new Error(`sort ${name}: the first row did not change within 10 s`));
      }, 10_000);
      const observer = new MutationObserver(() => {
        if ((firstRow()?.textContent ?? '') === before) return;
        observer.disconnect();
        clearTimeout(timer);
        requestAnimationFrame(() =>
          setTimeout(() => {
            const painted = performance.now();
            // Event Timing entries are queued after the paint: give the observer a moment.
            setTimeout(() => {
              const entries = window.__rank.events.slice(eventsBefore).filter((e) => e.interactionId > 0);
              resolve({
                clickToRepaintMs: clickAt === null ? null : painted - clickAt,
                eventDurationMs: entries.length ? Math.max(...entries.map((e) => e.duration)) : null,
                // name: duration = input delay + processing + until the paint
                events: entries.map(
                  (e) =>
                    `${e.name}: ${Math.round(e.duration)} = ${Math.round(e.processingStart - e.startTime)} + ${Math.round(e.processingEnd - e.processingStart)} + ${Math.round(e.startTime + e.duration - e.processingEnd)}`,
                ),
              });
            }, 500);
          }, 0),
        );
      });
      observer.observe(body, { childList: true, subtree: true, characterData: true });
      button.addEventListener('click', (e) => (clickAt = e.timeStamp), { once: true, capture: true });
    });
  }, buttonName);
  await page.getByRole('button', { name: buttonName, exact: true }).click();
  return page.evaluate(() => window.__sortDone);
}

async function heapMB(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return Math.round((usedSize / 1024 / 1024) * 10) / 10;
}

const round = round1;
const load = loadAverage;

const SORTS = [
  { name: '按阅读本数排序', what: 'booksRead, highest first' },
  { name: '按阅读本数排序', what: 'booksRead, lowest first' },
  { name: '按学生排序', what: '名称, pinyin order (a cached Intl.Collator)' },
];

/** Sets (or, with null, removes) the demo's padding key in the page's origin before the next navigation. */
async function setPadding(page, rows) {
  await page.evaluate(
    ([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)),
    [BENCH_KEY, rows === null ? null : String(rows)],
  );
}

/**
 * A fresh load of the ranking: waits until every row is drawn and returns the times (from navigation start) of the
 * first rows, of every row, of the ranking answers, the longest task until then, and the table's rows and scope.
 */
async function loadRanking(page) {
  await page.goto(PAGE, { waitUntil: 'commit' });
  await page.waitForFunction(
    () =>
      window.__rank && window.__rank.allRows !== null && (window.__rank.firstRows !== null || (window.__rank.firstRowsFallback ?? -1) > 0),
    null,
    { timeout: TIMEOUT_MS, polling: 50 },
  );
  return page.evaluate(() => {
    // The demo answers in a worker of the page (src/demo/browser.ts): a performance measure per call, `demo-api
    // {path}` (a network request would leave a resource timing: read too).
    const calls = [
      ...performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/rank/queryRanking'))
        .map((e) => ({ start: e.startTime, end: e.responseEnd, kb: Math.round((e.decodedBodySize || e.transferSize || 0) / 1024) })),
      ...performance
        .getEntriesByType('measure')
        .filter((e) => e.name.startsWith('demo-api ') && e.name.endsWith('/rank/queryRanking'))
        .map((e) => ({ start: e.startTime, end: e.startTime + e.duration, kb: null })),
    ].sort((a, b) => a.end - b.end);
    const r = window.__rank;
    const allRows = r.allRows;
    return {
      calls: calls.length,
      firstAnswerEndMs: calls[0]?.end ?? null,
      firstAnswerStartMs: calls[0]?.start ?? null,
      allAnswerEndMs: calls.at(-1)?.end ?? null,
      allAnswerTookMs: calls.length ? calls.at(-1).end - calls.at(-1).start : null,
      firstRowsMs: r.firstRows ?? r.firstRowsFallback,
      firstRowsBy: r.firstRows !== null ? 'element-timing' : 'mutation+frame',
      allRowsMs: allRows,
      longestTaskMs: Math.max(0, ...r.longTasks.filter((t) => t.startTime < allRows).map((t) => t.duration)),
      rowElements: document.querySelectorAll('.srp-vtable__body [role="row"]').length,
      rowCount: Number(document.querySelector('.srp-vtable [role="table"]')?.getAttribute('aria-rowcount') ?? 0) - 1,
      scope: document.querySelector('[data-testid="stats-scope"]')?.textContent ?? '',
    };
  });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const DIST = opts.dist;
  if (!existsSync(path.join(DIST, 'index.html'))) fail(`${DIST}/index.html not found: run \`npm run build:demo\` first`);
  if (!isDemoBuild(DIST)) fail(`${DIST} has no demo API engine: it is not a demo build (npm run build:demo)`);
  let executablePath;
  try {
    executablePath = findChromium();
  } catch (error) {
    fail(error.message);
  }
  const machine = { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', node: process.version, loadBefore: load() };
  console.log(`machine: ${machine.cpus} cores, load average ${JSON.stringify(machine.loadBefore)} (other jobs share these cores)`);

  const { base, stop: stopServer } = await serveStatic(ROOT, DIST).catch((error) => fail(error.message));
  let browser;
  const firstScreens = [];
  const runs = [];
  try {
    browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, '--enable-precise-memory-info'], headless: true });
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 1366, height: 900 },
      locale: 'zh-CN',
      serviceWorkers: 'allow',
    });
    await context.addInitScript(probe);
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (e) => pageErrors.push(e.message));
    const cdp = await context.newCDPSession(page);

    await signInThroughForm(page, 'city', { timeoutMs: TIMEOUT_MS, beforeFill: (p) => setPadding(p, null) });

    for (let i = 1; i <= opts.runs; i++) {
      // 1. The first screen of the ranking as it is.
      await setPadding(page, null);
      const f = await loadRanking(page);
      if (f.allAnswerEndMs === null) throw new Error(`run ${i}: no timing of the rank/queryRanking call`);
      const screen = {
        run: i,
        rows: f.rowCount,
        calls: f.calls,
        firstRowsMs: round(f.firstRowsMs),
        firstRowsBy: f.firstRowsBy,
        firstAnswerStartMs: round(f.firstAnswerStartMs),
        firstAnswerEndMs: round(f.firstAnswerEndMs),
        allAnswerEndMs: round(f.allAnswerEndMs),
        allRowsMs: round(f.allRowsMs),
        longestTaskMs: round(f.longestTaskMs),
      };
      firstScreens.push(screen);
      console.log(
        `run ${i}, first screen: ${screen.rows} rows in ${screen.calls} call(s); first answer asked at ${screen.firstAnswerStartMs} ms, in at ${screen.firstAnswerEndMs} ms, first rows at ${screen.firstRowsMs} ms (${screen.firstRowsBy}); ` +
          `every row arrived at ${screen.allAnswerEndMs} ms, drawn at ${screen.allRowsMs} ms; longest task ${screen.longestTaskMs} ms`,
      );
      if (opts.firstScreenOnly) continue;

      // 2. Padded to opts.rows: every row drawn, the sorts, the heap. The city's landing page first: the heap of
      // the app before the ranking.
      await setPadding(page, opts.rows);
      await page.goto('/dataReport/index', { waitUntil: 'load' });
      await page.waitForTimeout(500);
      const heapBefore = await heapMB(cdp);
      const timing = await loadRanking(page);
      if (timing.rowCount !== opts.rows)
        throw new Error(`run ${i}: the table has ${timing.rowCount} rows, not ${opts.rows} (scope: ${timing.scope})`);
      if (timing.allAnswerEndMs === null) throw new Error(`run ${i}: no timing of the rank/queryRanking call`);
      // Let the idle-time work (the pinyin order of the names) happen, as it would while a person reads the page.
      await page.waitForTimeout(1500);
      const sorts = [];
      for (const s of SORTS) {
        const r = await timedSort(page, s.name);
        sorts.push({
          what: s.what,
          clickToRepaintMs: round(r.clickToRepaintMs),
          eventDurationMs: round(r.eventDurationMs),
          events: r.events,
        });
        console.log(`  ${s.what}: ${JSON.stringify(r)}`);
        await page.waitForTimeout(300);
      }
      const rowElementsAfter = await page.evaluate(() => document.querySelectorAll('.srp-vtable__body [role="row"]').length);
      const heap = await heapMB(cdp);
      const run = {
        run: i,
        allAnswerEndMs: round(timing.allAnswerEndMs),
        allAnswerTookMs: round(timing.allAnswerTookMs),
        firstRowsMs: round(timing.firstRowsMs),
        allRowsMs: round(timing.allRowsMs),
        allRowsAfterDataMs: round(timing.allRowsMs - timing.allAnswerEndMs),
        longestTaskMs: round(timing.longestTaskMs),
        rows: timing.rowCount,
        rowElements: Math.max(timing.rowElements, rowElementsAfter),
        sorts,
        heapBeforeMB: heapBefore,
        heapMB: heap,
      };
      runs.push(run);
      console.log(
        `run ${i}, ${run.rows} rows: every row arrived at ${run.allAnswerEndMs} ms (${run.allAnswerTookMs} ms), drawn ${run.allRowsAfterDataMs} ms after it; ` +
          `${run.rowElements} row elements; sorts ${sorts.map((s) => `${s.clickToRepaintMs}/${s.eventDurationMs ?? '<16'} ms`).join(', ')}; heap ${heapBefore} → ${heap} MB`,
      );
    }
    if (pageErrors.length) console.warn(`page errors: ${pageErrors.join(' | ')}`);
  } finally {
    await browser?.close().catch(() => {});
    await stopServer();
  }

  machine.loadAfter = load();
  const summary = {
    firstScreen: {
      rows: stats(firstScreens.map((r) => r.rows)),
      firstRowsMs: stats(firstScreens.map((r) => r.firstRowsMs)),
      firstAnswerStartMs: stats(firstScreens.map((r) => r.firstAnswerStartMs)),
      firstAnswerEndMs: stats(firstScreens.map((r) => r.firstAnswerEndMs)),
      allAnswerEndMs: stats(firstScreens.map((r) => r.allAnswerEndMs)),
      allRowsMs: stats(firstScreens.map((r) => r.allRowsMs)),
      longestTaskMs: stats(firstScreens.map((r) => r.longestTaskMs)),
    },
  };
  const checks = { firstRowsMs: summary.firstScreen.firstRowsMs.median <= BUDGET.firstRowsMs };
  if (!opts.firstScreenOnly) {
    Object.assign(summary, {
      allRowsAfterDataMs: stats(runs.map((r) => r.allRowsAfterDataMs)),
      allAnswerEndMs: stats(runs.map((r) => r.allAnswerEndMs)),
      longestTaskMs: stats(runs.map((r) => r.longestTaskMs)),
      rowElements: stats(runs.map((r) => r.rowElements)),
      sortClickToRepaintMs: stats(runs.flatMap((r) => r.sorts.map((s) => s.clickToRepaintMs))),
      sortEventDurationMs: stats(runs.flatMap((r) => r.sorts.map((s) => s.eventDurationMs ?? 0))),
      perSort: SORTS.map((s, k) => ({
        what: s.what,
        clickToRepaintMs: stats(runs.map((r) => r.sorts[k]?.clickToRepaintMs)),
        eventDurationMs: stats(runs.map((r) => r.sorts[k]?.eventDurationMs ?? 0)),
      })),
      heapMB: stats(runs.map((r) => r.heapMB)),
      heapBeforeMB: stats(runs.map((r) => r.heapBeforeMB)),
    });
    Object.assign(checks, {
      allRowsAfterDataMs: summary.allRowsAfterDataMs.median <= BUDGET.allRowsAfterDataMs,
      sortClickToRepaintMs: summary.perSort.every((s) => s.clickToRepaintMs.median <= BUDGET.sortMs),
      sortEventDurationMs: summary.perSort.every((s) => s.eventDurationMs.median <= BUDGET.sortMs),
      rowElements: summary.rowElements.max <= BUDGET.rowElements,
      heapMB: summary.heapMB.median <= BUDGET.heapMB,
    });
  }
  const pass = Object.values(checks).every(Boolean);
  const result = {
    measuredAt: new Date().toISOString(),
    what: `city user, ${PAGE}: as it is (first screen), and padded to ${opts.rows} student rows by the demo-only key ${BENCH_KEY}; fresh load per run; times from navigation start`,
    build: path.relative(ROOT, DIST) || DIST,
    runs: opts.runs,
    rows: opts.rows,
    machine,
    budget: BUDGET,
    checks,
    pass,
    summary,
    samples: { firstScreen: firstScreens, large: runs },
  };
  const out = opts.baseline ? BASELINE : RESULTS;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

  const line = (name, s, unit = 'ms') =>
    `${name.padEnd(44)} median ${String(s.median).padStart(7)} ${unit}   max ${String(s.max).padStart(7)} ${unit}`;
  console.log('');
  const fs = summary.firstScreen;
  console.log(`first screen (${fs.rows.median} rows):`);
  console.log(line('  first answer asked for', fs.firstAnswerStartMs));
  console.log(line('  first answer arrived', fs.firstAnswerEndMs));
  console.log(line('  first rows drawn', fs.firstRowsMs));
  console.log(line('  every row arrived', fs.allAnswerEndMs));
  console.log(line('  every row drawn', fs.allRowsMs));
  console.log(line('  longest task until then', fs.longestTaskMs));
  if (!opts.firstScreenOnly) {
    console.log(`padded to ${opts.rows} rows:`);
    console.log(line('  every row arrived', summary.allAnswerEndMs));
    console.log(line('  every row drawn after it arrived', summary.allRowsAfterDataMs));
    console.log(line('  longest task until then', summary.longestTaskMs));
    for (const s of summary.perSort) {
      console.log(line(`  sort ${s.what}: click → repaint`, s.clickToRepaintMs));
      console.log(line(`  sort ${s.what}: Event Timing`, s.eventDurationMs));
    }
    console.log(line('  row elements in the DOM', summary.rowElements, '  '));
    console.log(line('  JS heap before the ranking', summary.heapBeforeMB, 'MB'));
    console.log(line('  JS heap with the ranking', summary.heapMB, 'MB'));
  }
  console.log(
    `machine load average before ${JSON.stringify(machine.loadBefore)}, after ${JSON.stringify(machine.loadAfter)} on ${machine.cpus} cores`,
  );
  console.log(`results: ${path.relative(ROOT, out)}`);
  if (!pass) {
    console.error(
      `ranking-table: budget broken: ${Object.entries(checks)
        .filter(([, ok]) => !ok)
        .map(([k]) => k)
        .join(', ')} (budget ${JSON.stringify(BUDGET)})`,
    );
    process.exit(1);
  }
  console.log(`budget ok: ${JSON.stringify(BUDGET)}`);
}

main().catch((error) => fail(error?.stack ?? String(error)));
