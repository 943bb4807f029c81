#!/usr/bin/env node
/**
 * Lighthouse bench: Lighthouse 12.8 (performance category) in Debian's Chromium on the demo build, RUNS times per
 * route and form factor; the median score must reach the budget (bench/budgets.json → lighthouse):
 * desktop on every route given, mobile on the mobile routes (default /login).
 *
 *   npm run build:demo && node bench/lighthouse.mjs [--runs 5] [--as admin] [--mobile /login] [--baseline] [route …]
 *   npx vite build && node bench/lighthouse.mjs --deploy [route …]
 *
 * --deploy measures the production build (dist/) behind Debian's nginx with deploy/nginx/srp.conf.template and the
 * demo API as a separate backend process (tests/deploy/harness.mjs), as a deployment serves it: the budgets apply
 * to the demo build, this is for comparison (in the demo build the synthetic city is computed in the browser).
 *
 * Default routes: /login, /dashboard, /rank/index. A route that needs a session is measured signed in: each run
 * starts a fresh Chromium, signs in through the login form as `--as` (default admin), then hands the page to
 * Lighthouse, which clears the HTTP cache, service workers and Cache Storage before its
 * navigation and keeps the cookie: a cold load of a signed-in user.
 *
 * dist-demo is served by scripts/serve.mjs (gzip, immutable hashed assets, like deploy/nginx.conf) on a free
 * loopback port. Reported per route: the median score and the median FCP, LCP, TBT, CLS and Speed Index of
 * the runs (each metric's own median), with every run's figures. Results: bench/.results/lighthouse.json
 * (ignored by git), the median run's full report in bench/.results/lighthouse/; with --baseline the summary
 * goes to the committed bench/results/lighthouse.json instead. Exit 1 when a budget is broken, 2 on a
 * setup error.
 *
 * Scores move with the machine's load (simulated throttling scales what it observes): the load average before
 * and after is recorded with the figures.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { freePort, isDemoBuild, median, serveStatic } from './lib/processes.mjs';
import { startDeployment } from '../tests/deploy/harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist-demo');
const BUDGETS = path.join(ROOT, 'bench', 'budgets.json');
const RESULTS = path.join(ROOT, 'bench', '.results', 'lighthouse.json');
const RESULTS_DEPLOY = path.join(ROOT, 'bench', '.results', 'lighthouse-deploy.json');
const REPORTS = path.join(ROOT, 'bench', '.results', 'lighthouse');
const BASELINE = path.join(ROOT, 'bench', 'results', 'lighthouse.json');
const DEFAULT_ROUTES = ['/login', '/dashboard', '/rank/index'];
const PUBLIC_ROUTES = new Set(['/login', '/loading', '/auth-redirect']);
const PASSWORD = '123456';

const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
};

function fail(message, code = 2) {
  console.error(`lighthouse: ${message}`);
  process.exit(code);
}

function parseArgs(argv) {
  const opts = { runs: 5, baseline: false, as: 'admin', routes: [], mobile: [], deploy: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (name) => (a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i]) ?? fail(`${name} needs a value`);
    if (a === '--baseline') opts.baseline = true;
    else if (a === '--deploy') opts.deploy = true;
    else if (a === '--runs' || a.startsWith('--runs=')) opts.runs = Number(value('--runs'));
    else if (a === '--as' || a.startsWith('--as=')) opts.as = value('--as');
    else if (a === '--mobile' || a.startsWith('--mobile=')) opts.mobile.push(value('--mobile'));
    else if (a === '-h' || a === '--help') {
      console.log(
        'usage: node bench/lighthouse.mjs [--runs 5] [--as admin] [--mobile /login] [--baseline] [route …]   (build first: npm run build:demo)',
      );
      process.exit(0);
    } else if (a.startsWith('/')) opts.routes.push(a);
    else fail(`unknown argument ${a}`);
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1) fail('--runs must be a positive integer');
  return opts;
}

const round = (x, digits = 0) => (x === null || x === undefined ? null : Number(x.toFixed(digits)));
const loadAverage = () => os.loadavg().map((x) => round(x, 2));

async function signIn(page, base, login) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"]').fill(login);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname !== '/login', { timeout: 30_000 });
}

/** One Lighthouse run in a fresh browser; returns the report (lhr). */
async function runOnce(executablePath, base, route, formFactor, login) {
  const browser = await puppeteer.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS], defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (!PUBLIC_ROUTES.has(route)) await signIn(page, base, login);
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(`${base}${route}`, flags, config, page);
    if (!result?.lhr) throw new Error(`no report for ${route}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${route}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== route) throw new Error(`${route} ended on ${finalPath} (signed out, or redirected): not measured`);
    return lhr;
  } finally {
    await browser.close();
  }
}

function figures(lhr) {
  const out = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
  for (const [key, id] of Object.entries(METRICS)) out[key] = round(lhr.audits[id]?.numericValue, key === 'cls' ? 3 : 0);
  out.lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  return out;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const routes = opts.routes.length ? opts.routes : DEFAULT_ROUTES;
  const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8')).lighthouse;
  if (!budgets) fail('bench/budgets.json has no "lighthouse" entry');
  const mobileRoutes = opts.mobile.length ? opts.mobile : budgets.mobileRoutes;
  if (opts.deploy && opts.baseline) fail('--deploy results are for comparison, not a baseline');
  if (!opts.deploy) {
    if (!existsSync(path.join(DIST, 'index.html'))) fail('dist-demo/index.html not found: run `npm run build:demo` first');
    if (!isDemoBuild(DIST)) fail('dist-demo has no demo API engine: it is not a demo build (npm run build:demo)');
  }
  let executablePath;
  try {
    executablePath = findChromium();
  } catch (error) {
    fail(error.message);
  }

  const jobs = [
    ...routes.map((route) => ({ route, formFactor: 'desktop', minScore: budgets.desktopMinScore })),
    ...mobileRoutes.map((route) => ({ route, formFactor: 'mobile', minScore: budgets.mobileMinScore })),
  ];
  const machine = { cpus: os.cpus().length, node: process.version, chromium: executablePath, loadBefore: loadAverage() };
  console.log(`machine: ${machine.cpus} cores, load average ${machine.loadBefore.join(' ')}; ${opts.runs} runs per route and form factor`);

  let base;
  let stopServer;
  if (opts.deploy) {
    const deployment = await startDeployment({ ports: { nginx: await freePort(), api: await freePort() } }).catch((error) =>
      fail(error.message),
    );
    base = deployment.baseURL;
    stopServer = deployment.stop;
  } else {
    const server = await serveStatic(ROOT, DIST).catch((error) => fail(error.message));
    base = server.base;
    stopServer = server.stop;
  }

  const results = [];
  mkdirSync(REPORTS, { recursive: true });
  try {
    for (const job of jobs) {
      const runs = [];
      const reports = [];
      for (let i = 0; i < opts.runs; i++) {
        const lhr = await runOnce(executablePath, base, job.route, job.formFactor, opts.as);
        const f = figures(lhr);
        runs.push(f);
        reports.push(lhr);
        console.log(
          `  ${job.formFactor.padEnd(7)} ${job.route.padEnd(20)} run ${i + 1}: score ${f.score}  FCP ${f.fcpMs} ms  LCP ${f.lcpMs} ms  TBT ${f.tbtMs} ms  CLS ${f.cls}`,
        );
      }
      const med = { score: median(runs.map((r) => r.score)) };
      for (const key of Object.keys(METRICS)) med[key] = median(runs.map((r) => r[key]));
      // The report of the run whose score is the median one, for looking at (opportunities, LCP element).
      const order = runs.map((r, i) => [r.score, i]).sort((a, b) => a[0] - b[0]);
      const medianRun = order[Math.floor((order.length - 1) / 2)][1];
      const file = path.join(REPORTS, `${opts.deploy ? 'deploy-' : ''}${job.formFactor}${job.route.replaceAll('/', '_')}.json`);
      writeFileSync(file, JSON.stringify(reports[medianRun]));
      const ok = med.score >= job.minScore;
      results.push({ ...job, median: med, ok, lcpElement: runs[medianRun].lcpElement, report: path.relative(ROOT, file), runs });
    }
  } finally {
    await stopServer();
  }

  machine.loadAfter = loadAverage();
  const summary = {
    measuredAt: new Date().toISOString(),
    lighthouse: JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
    build: opts.deploy
      ? 'dist (vite build) behind nginx (deploy/nginx/srp.conf.template), the demo API as a separate process'
      : 'dist-demo (npm run build:demo), served gzipped by scripts/serve.mjs',
    signedInAs: opts.as,
    runsPerRoute: opts.runs,
    machine,
    budgets,
    results: results.map(({ report: _report, ...r }) => r),
    ok: results.every((r) => r.ok),
  };
  const out = opts.baseline ? BASELINE : opts.deploy ? RESULTS_DEPLOY : RESULTS;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);

  console.log('');
  console.log('| route | form factor | score (median) | budget | FCP | LCP | TBT | CLS | ok |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const m = r.median;
    console.log(
      `| ${r.route} | ${r.formFactor} | ${m.score} | ≥ ${r.minScore} | ${m.fcpMs} ms | ${m.lcpMs} ms | ${m.tbtMs} ms | ${m.cls} | ${r.ok ? 'ok' : 'FAIL'} |`,
    );
  }
  console.log(
    `\nload average before ${machine.loadBefore.join(' ')}, after ${machine.loadAfter.join(' ')}; results: ${path.relative(ROOT, out)}`,
  );
  if (!summary.ok) {
    console.error(
      `lighthouse: budget broken: ${results
        .filter((r) => !r.ok)
        .map((r) => `${r.formFactor} ${r.route}`)
        .join(', ')}`,
    );
    process.exit(1);
  }
}

main().catch((error) => fail(error.stack || String(error)));
