#!/usr/bin/env node
/**
 * Main-thread bench: what a cold, signed-in load of a route costs the page's main thread, in thread time (CPU time
 * of the renderer's main thread, the trace's `tdur`), which a loaded machine inflates far less than wall time: on
 * a shared 2-core machine Lighthouse's simulated figures swing by 2× between identical builds, these by ~20 %.
 * Compare builds with it; judge with bench/lighthouse.mjs on a quiet machine.
 *
 *   npm run build:demo && node bench/main-thread.mjs [--runs 3] [--dist dist-demo] [--as zone] [--width 412 --height 823] [route …]
 *
 * Per run: a fresh Chromium (no CPU throttling), signed in through the login form, the HTTP cache cleared, a trace
 * of the route's load until the network is idle and 3 s more. Reported per route (median of the runs): the main
 * thread's CPU in all top-level tasks, the largest single task, and an estimate of Lighthouse's mobile Total
 * Blocking Time: Σ max(0, 4 × task − 50 ms) over the tasks after the first contentful paint (4×: the mobile
 * profile's CPU slowdown); and Lighthouse's benchmark index of the machine before and after (its speed: thread time
 * scales with it). Default routes: bench/budgets.json → lighthouse.mobileRoutes; default size Lighthouse's
 * mobile screen. Results: bench/.results/main-thread.json (ignored by git). No budget: exit 0, 2 on a setup error.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { isDemoBuild, loadAverage, median, serveStatic } from './lib/processes.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench', '.results', 'main-thread.json');
const PASSWORD = '123456';
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const SETTLE_MS = 3_000;

/**
 * The machine's speed now: Lighthouse's own CPU benchmark (its `benchmarkIndex`, higher is faster) in a fresh page
 * of the same Chromium. Thread time scales with it (this shared machine has run the same build at twice the CPU time
 * on a slow day): compare figures taken at a like index, or builds interleaved in one run of the bench.
 */
async function benchmarkIndex(executablePath) {
  const browser = await puppeteer.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS] });
  try {
    const page = await browser.newPage();
    return Math.round(await page.evaluate(pageFunctions.computeBenchmarkIndex));
  } finally {
    await browser.close();
  }
}

function fail(message) {
  console.error(`main-thread: ${message}`);
  process.exit(2);
}

function parseArgs(argv) {
  const opts = { runs: 3, dist: path.join(ROOT, 'dist-demo'), as: 'zone', width: 412, height: 823, routes: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i] ?? fail(`${a} needs a value`);
    if (a === '--runs') opts.runs = Number(next());
    else if (a === '--dist') opts.dist = path.resolve(next());
    else if (a === '--as') opts.as = next();
    else if (a === '--width') opts.width = Number(next());
    else if (a === '--height') opts.height = Number(next());
    else if (a.startsWith('/')) opts.routes.push(a);
    else fail(`unknown argument ${a}`);
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1) fail('--runs must be a positive integer');
  return opts;
}

/** One traced load: the main thread's top-level tasks (thread time) from the navigation on. */
async function traceLoad(executablePath, base, route, opts) {
  const browser = await puppeteer.launch({
    executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS],
    defaultViewport: { width: opts.width, height: opts.height },
  });
  try {
    const page = await browser.newPage();
    if (route !== '/login') {
      await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
      await page.locator('input[autocomplete="username"]').fill(opts.as);
      await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => location.pathname !== '/login', { timeout: 30_000 });
    }
    await page.goto('about:blank');
    await (await page.createCDPSession()).send('Network.clearBrowserCache');
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', 'blink.user_timing'],
    });
    await page.goto(`${base}${route}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const finalPath = new URL(page.url()).pathname;
    const events = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8')).traceEvents;
    if (finalPath !== route) throw new Error(`${route} ended on ${finalPath}: not measured`);
    const nav = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame).at(-1);
    if (!nav) throw new Error(`${route}: no navigation in the trace`);
    const main = events.find((e) => e.pid === nav.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const fcp = events.find((e) => e.pid === nav.pid && e.name === 'firstContentfulPaint' && e.ts >= nav.ts);
    const tasks = events
      .filter((e) => e.pid === nav.pid && e.tid === main?.tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= nav.ts)
      .map((e) => ({ ts: e.ts, ms: (e.tdur ?? e.dur) / 1000 }));
    const after = tasks.filter((t) => t.ts >= (fcp?.ts ?? nav.ts));
    return {
      cpuMs: Math.round(tasks.reduce((sum, t) => sum + t.ms, 0)),
      longestTaskMs: Math.round(Math.max(0, ...tasks.map((t) => t.ms))),
      tbtAt4xMs: Math.round(after.reduce((sum, t) => sum + Math.max(0, SLOWDOWN * t.ms - LONG_TASK_MS), 0)),
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!existsSync(path.join(opts.dist, 'index.html')) || !isDemoBuild(opts.dist))
    fail(`${opts.dist} is not a demo build (npm run build:demo)`);
  const routes = opts.routes.length
    ? opts.routes
    : JSON.parse(readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')).lighthouse.mobileRoutes;
  const executablePath = findChromium();
  const loadBefore = loadAverage();
  const indexBefore = await benchmarkIndex(executablePath);
  const server = await serveStatic(ROOT, opts.dist);
  const results = [];
  try {
    for (const route of routes) {
      const runs = [];
      for (let i = 0; i < opts.runs; i++) runs.push(await traceLoad(executablePath, server.base, route, opts));
      const med = Object.fromEntries(Object.keys(runs[0]).map((k) => [k, median(runs.map((r) => r[k]))]));
      results.push({ route, median: med, runs });
      console.log(
        `${route.padEnd(20)} CPU ${med.cpuMs} ms, longest task ${med.longestTaskMs} ms, TBT at ${SLOWDOWN}× (estimate) ${med.tbtAt4xMs} ms  (runs: ${runs.map((r) => r.tbtAt4xMs).join(', ')})`,
      );
    }
  } finally {
    await server.stop();
  }
  const summary = {
    measuredAt: new Date().toISOString(),
    build: opts.dist,
    signedInAs: opts.as,
    viewport: [opts.width, opts.height],
    runs: opts.runs,
    loadBefore,
    loadAfter: loadAverage(),
    benchmarkIndex: { before: indexBefore, after: await benchmarkIndex(executablePath) },
    results,
  };
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(
    `load average before ${Object.values(loadBefore).join(' ')}, after ${Object.values(summary.loadAfter).join(' ')}; ` +
      `Lighthouse's benchmark index before ${summary.benchmarkIndex.before}, after ${summary.benchmarkIndex.after}; results: ${path.relative(ROOT, RESULTS)}`,
  );
}

main().catch((error) => fail(error.stack || String(error)));
