#!/usr/bin/env node
/**
 * Lighthouse bench: Lighthouse 12.8 (performance category) in Debian's Chromium on the demo build, against the
 * budgets of bench/budgets.json → lighthouse:
 *
 *   desktop  EVERY route of the one route table (src/routes/route-table.ts, read through Vite's module runner as
 *            bench/bundle-size.mjs reads it: a route added to the table is measured with no change here), one run
 *            each; a route whose score falls short of desktopMinScore is run twice more and judged on the median
 *            of three. Budget: score ≥ desktopMinScore.
 *   mobile   Lighthouse's default (mobile) config, 4× CPU slowdown and a slow 4G link simulated, on the
 *            mobileRoutes, MOBILE_RUNS (5) runs each, judged on the medians: score ≥ mobileMinScore,
 *            TBT ≤ mobileMaxTbtMs, LCP ≤ mobileMaxLcpMs.
 *
 *   npm run build:demo && node bench/lighthouse.mjs [options] [route …]
 *   npx vite build && node bench/lighthouse.mjs --deploy [options] [route …]
 *
 * Options: route arguments limit the desktop routes (default: every route of the table); --mobile ROUTE (repeatable)
 * limits the mobile routes; --no-desktop / --no-mobile leave a form factor out; --runs N runs every job N times
 * (no "median of three" escalation); --desktop-runs N runs each desktop route N times (no escalation either: a
 * quick sweep); --mobile-runs N; --as LOGIN signs in as LOGIN everywhere; --dist DIR measures
 * another demo build (A/B: keep the "before" build in a folder); --out FILE writes the summary there; --baseline
 * writes it to the committed bench/results/lighthouse.json.
 *
 * --deploy measures the production build (dist/) behind Debian's nginx with deploy/nginx/srp.conf.template and the
 * demo API as a separate backend process (tests/deploy/harness.mjs), as a deployment serves it: the budgets apply
 * to the demo build, this is for comparison (in the demo build the synthetic city is computed in the browser).
 *
 * Who is signed in: a route that needs a session is measured as a demo account that may open it: the first role of
 * the route's own `roles` (the deepest node of its chain that lists roles) that every node of the chain allows, as
 * the demo login of that name (ROLE_ZONE_USER → zone, ROLE_LIBRARY → library, ROLE_TEACHER → teacher,
 * ROLE_ARRIVAL → arrival); a route without roles as the zone user. A wildcard route (/redirect/*) is visited as
 * /redirect/dashboard and must end on /dashboard; every other run must end on its own path (a run that was
 * redirected, or signed out, is an error, not a figure). Each run starts a fresh Chromium, signs in through the
 * login form, then hands the page to Lighthouse, which clears the HTTP cache, service workers and Cache Storage
 * before its navigation and keeps the cookie and local storage: a cold load of a signed-in user.
 *
 * Run time (2 cores): about 15 s a run, so the full bench (73 routes on desktop, 6 × 5 on mobile, plus the
 * re-runs of the routes that fall short) takes about 25–35 minutes.
 *
 * dist-demo is served by scripts/serve.mjs (gzip, immutable hashed assets, like deploy/nginx.conf) on a free
 * loopback port. Reported per route: the median score and the median FCP, LCP, TBT, CLS and Speed Index of
 * the runs (each metric's own median), with every run's figures and the machine's speed during it (Lighthouse's
 * benchmark index; its median over the sweep in `machine`); a table at the end. Results:
 * bench/.results/lighthouse.json (ignored by git), written after every route ("complete": false until the last, so
 * that a sweep cut short keeps what it measured), the median run's full report in bench/.results/lighthouse/.
 * Exit 1 when a budget is broken (or a run failed), 2 on a setup error.
 *
 * Scores move with the machine's load (simulated throttling scales what it observes): the load average before
 * and after is recorded with the figures; compare builds interleaved (--dist) rather than a day apart.
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
import { importTs } from '../scripts/import-ts.mjs';
import { freePort, isDemoBuild, median, serveStatic } from './lib/processes.mjs';
import { startDeployment } from '../tests/deploy/harness.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGETS = path.join(ROOT, 'bench', 'budgets.json');
const RESULTS = path.join(ROOT, 'bench', '.results', 'lighthouse.json');
const RESULTS_DEPLOY = path.join(ROOT, 'bench', '.results', 'lighthouse-deploy.json');
const REPORTS = path.join(ROOT, 'bench', '.results', 'lighthouse');
const BASELINE = path.join(ROOT, 'bench', 'results', 'lighthouse.json');
const PASSWORD = '123456';
/** Runs per mobile route (the mobile figures swing by 20 points between runs: one run says little). */
const MOBILE_RUNS = 5;
/** A desktop route under its budget after one run is run this many times in all, and judged on the median. */
const DESKTOP_RERUNS_TO = 3;
/** Who opens a route without roles, and where a wildcard route is sent. */
const DEFAULT_LOGIN = 'zone';
const WILDCARD_TARGET = 'dashboard';

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
  const opts = {
    runs: null,
    desktopRuns: null,
    mobileRuns: MOBILE_RUNS,
    baseline: false,
    as: null,
    routes: [],
    mobile: [],
    desktop: true,
    mobileOn: true,
    deploy: false,
    dist: path.join(ROOT, 'dist-demo'),
    out: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (name) => (a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[++i]) ?? fail(`${name} needs a value`);
    const is = (name) => a === name || a.startsWith(`${name}=`);
    if (a === '--baseline') opts.baseline = true;
    else if (a === '--deploy') opts.deploy = true;
    else if (a === '--no-desktop') opts.desktop = false;
    else if (a === '--no-mobile') opts.mobileOn = false;
    else if (is('--runs')) opts.runs = Number(value('--runs'));
    else if (is('--mobile-runs')) opts.mobileRuns = Number(value('--mobile-runs'));
    else if (is('--desktop-runs')) opts.desktopRuns = Number(value('--desktop-runs'));
    else if (is('--as')) opts.as = value('--as');
    else if (is('--mobile')) opts.mobile.push(value('--mobile'));
    else if (is('--dist')) opts.dist = path.resolve(value('--dist'));
    else if (is('--out')) opts.out = path.resolve(value('--out'));
    else if (a === '-h' || a === '--help') {
      console.log(
        'usage: node bench/lighthouse.mjs [--runs N] [--desktop-runs N] [--mobile-runs 5] [--as LOGIN] [--mobile ROUTE …] [--no-desktop] [--no-mobile] [--dist dist-demo] [--out FILE] [--baseline] [--deploy] [route …]   (build first: npm run build:demo)',
      );
      process.exit(0);
    } else if (a.startsWith('/')) opts.routes.push(a);
    else fail(`unknown argument ${a}`);
  }
  for (const [name, n] of [
    ['--runs', opts.runs ?? 1],
    ['--mobile-runs', opts.mobileRuns],
    ['--desktop-runs', opts.desktopRuns ?? 1],
  ]) {
    if (!Number.isInteger(n) || n < 1) fail(`${name} must be a positive integer`);
  }
  return opts;
}

const round = (x, digits = 0) => (x === null || x === undefined ? null : Number(x.toFixed(digits)));
const loadAverage = () => os.loadavg().map((x) => round(x, 2));

/**
 * Every route of the table with a page, through Vite's module runner (the same resolution and aliases as the
 * build): where to go, where the run must end, and as whom.
 */
async function readRoutes() {
  const table = await importTs('/src/routes/route-table.ts', { demo: true });
  const constants = await importTs('/src/config/constants.ts', { demo: true });
  const loginOfRole = new Map(Object.entries(constants.ROLES).map(([login, role]) => [role, login]));
  return table
    .flattenRoutes()
    .filter((flat) => flat.node.page)
    .map((flat) => {
      const wildcard = flat.fullPath.endsWith('/*');
      const visit = wildcard ? flat.fullPath.replace(/\*$/, WILDCARD_TARGET) : flat.fullPath;
      const expect = wildcard ? `/${WILDCARD_TARGET}` : flat.fullPath;
      return { path: flat.fullPath, visit, expect, login: flat.node.public ? null : loginOf(flat, loginOfRole) };
    });
}

/** The demo login that may open a route: the first role of its own list that every node of the chain allows. */
function loginOf(flat, loginOfRole) {
  const lists = flat.chain.map((node) => node.meta?.roles).filter((roles) => roles?.length);
  if (lists.length === 0) return DEFAULT_LOGIN;
  const own = lists.at(-1);
  const role = own.find((r) => lists.every((roles) => roles.includes(r)) && loginOfRole.has(r));
  if (!role) fail(`no demo account may open ${flat.fullPath} (roles ${lists.map((l) => l.join('/')).join(' and ')})`);
  return loginOfRole.get(role);
}

async function signIn(page, base, login) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' });
  await page.locator('input[autocomplete="username"]').fill(login);
  await page.locator('input[autocomplete="current-password"]').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => location.pathname !== '/login', { timeout: 30_000 });
}

/** One Lighthouse run in a fresh browser; returns the report (lhr). */
async function runOnce(executablePath, base, route, formFactor) {
  const browser = await puppeteer.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS], defaultViewport: null });
  try {
    const page = await browser.newPage();
    if (route.login) await signIn(page, base, route.login);
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
    const config = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(`${base}${route.visit}`, flags, config, page);
    if (!result?.lhr) throw new Error(`no report for ${route.visit}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${route.visit}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
    if (finalPath !== route.expect) {
      throw new Error(`${route.visit} as ${route.login ?? 'nobody'} ended on ${finalPath} (signed out, or redirected): not measured`);
    }
    return lhr;
  } finally {
    await browser.close();
  }
}

function figures(lhr) {
  const out = { score: Math.round((lhr.categories.performance.score ?? 0) * 100) };
  for (const [key, id] of Object.entries(METRICS)) out[key] = round(lhr.audits[id]?.numericValue, key === 'cls' ? 3 : 0);
  out.lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
  // The machine's speed during the run (Lighthouse's own CPU benchmark, higher is faster): the simulated figures scale
  // with it, so two sweeps compare only at a like index.
  out.benchmarkIndex = round(lhr.environment?.benchmarkIndex, 0);
  return out;
}

/** What a job's medians break: [] when it keeps its budget. */
function broken(job, med) {
  const out = [];
  if (med.score === null || med.score < job.budget.minScore) out.push(`score ${med.score} < ${job.budget.minScore}`);
  if (job.budget.maxTbtMs !== undefined && !(med.tbtMs <= job.budget.maxTbtMs)) out.push(`TBT ${med.tbtMs} ms > ${job.budget.maxTbtMs}`);
  if (job.budget.maxLcpMs !== undefined && !(med.lcpMs <= job.budget.maxLcpMs)) out.push(`LCP ${med.lcpMs} ms > ${job.budget.maxLcpMs}`);
  return out;
}

function medians(runs) {
  const med = { score: median(runs.map((r) => r.score)) };
  for (const key of Object.keys(METRICS)) med[key] = median(runs.map((r) => r[key]));
  return med;
}

const seconds = (ms) => (ms === null || ms === undefined ? '–' : (ms / 1000).toFixed(2));

async function main() {
  const started = Date.now();
  const opts = parseArgs(process.argv.slice(2));
  const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8')).lighthouse;
  if (!budgets) fail('bench/budgets.json has no "lighthouse" entry');
  if (opts.deploy && opts.baseline) fail('--deploy results are for comparison, not a baseline');
  if (!opts.deploy) {
    if (!existsSync(path.join(opts.dist, 'index.html'))) fail(`${opts.dist}/index.html not found: run \`npm run build:demo\` first`);
    if (!isDemoBuild(opts.dist)) fail(`${opts.dist} has no demo API engine: it is not a demo build (npm run build:demo)`);
  }
  let executablePath;
  try {
    executablePath = findChromium();
  } catch (error) {
    fail(error.message);
  }

  const table = await readRoutes();
  const byPath = new Map(table.map((r) => [r.path, r]));
  const pick = (p) => {
    const route = byPath.get(p) ?? table.find((r) => r.visit === p);
    if (!route) fail(`${p} is not a route of src/routes/route-table.ts with a page`);
    return opts.as && route.login ? { ...route, login: opts.as } : route;
  };
  const desktopRoutes = opts.desktop ? (opts.routes.length ? opts.routes.map(pick) : table.map((r) => pick(r.path))) : [];
  const mobileRoutes = opts.mobileOn ? (opts.mobile.length ? opts.mobile : budgets.mobileRoutes).map(pick) : [];
  const desktopBudget = { minScore: budgets.desktopMinScore };
  const mobileBudget = { minScore: budgets.mobileMinScore, maxTbtMs: budgets.mobileMaxTbtMs, maxLcpMs: budgets.mobileMaxLcpMs };
  // Mobile first: the figures the goals are hardest on, in before a long desktop sweep.
  const jobs = [
    ...mobileRoutes.map((route) => ({
      route,
      formFactor: 'mobile',
      budget: mobileBudget,
      runs: opts.runs ?? opts.mobileRuns,
      upTo: opts.runs ?? opts.mobileRuns,
    })),
    ...desktopRoutes.map((route) => ({
      route,
      formFactor: 'desktop',
      budget: desktopBudget,
      runs: opts.runs ?? opts.desktopRuns ?? 1,
      upTo: opts.runs ?? opts.desktopRuns ?? DESKTOP_RERUNS_TO,
    })),
  ];
  const machine = { cpus: os.cpus().length, node: process.version, chromium: executablePath, loadBefore: loadAverage() };
  console.log(
    `machine: ${machine.cpus} cores, load average ${machine.loadBefore.join(' ')}; ${desktopRoutes.length} desktop routes ` +
      `(${opts.runs ?? opts.desktopRuns ?? `1 run, ${DESKTOP_RERUNS_TO} when short`}), ${mobileRoutes.length} mobile routes (${opts.runs ?? opts.mobileRuns} runs)`,
  );

  let base;
  let stopServer;
  if (opts.deploy) {
    const deployment = await startDeployment({ ports: { nginx: await freePort(), api: await freePort(), stub: await freePort() } }).catch(
      (error) => fail(error.message),
    );
    base = deployment.baseURL;
    stopServer = deployment.stop;
  } else {
    const server = await serveStatic(ROOT, opts.dist).catch((error) => fail(error.message));
    base = server.base;
    stopServer = server.stop;
  }

  const results = [];
  const out = opts.out ?? (opts.baseline ? BASELINE : opts.deploy ? RESULTS_DEPLOY : RESULTS);
  /** The summary so far: written after every route, so that a long sweep cut short keeps what it measured. */
  const writeSummary = (complete) => {
    machine.loadAfter = loadAverage();
    machine.benchmarkIndex = median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)));
    const summary = {
      measuredAt: new Date().toISOString(),
      lighthouse: JSON.parse(readFileSync(path.join(ROOT, 'node_modules', 'lighthouse', 'package.json'), 'utf8')).version,
      build: opts.deploy
        ? 'dist (vite build) behind nginx (deploy/nginx/srp.conf.template), the demo API as a separate process'
        : `${path.relative(ROOT, opts.dist) || opts.dist} (npm run build:demo), served gzipped by scripts/serve.mjs`,
      runs: {
        desktop: opts.runs ?? opts.desktopRuns ?? `1, median of ${DESKTOP_RERUNS_TO} when short`,
        mobile: opts.runs ?? opts.mobileRuns,
      },
      durationS: Math.round((Date.now() - started) / 1000),
      complete,
      routesPlanned: jobs.length,
      machine,
      budgets,
      results,
      ok: complete && results.every((r) => r.ok),
    };
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(summary, null, 2)}\n`);
    return summary;
  };
  mkdirSync(REPORTS, { recursive: true });
  try {
    for (const job of jobs) {
      const runs = [];
      const reports = [];
      let error = null;
      let want = job.runs;
      for (let i = 0; i < want && !error; i++) {
        try {
          const lhr = await runOnce(executablePath, base, job.route, job.formFactor);
          const f = figures(lhr);
          runs.push(f);
          reports.push(lhr);
          console.log(
            `  ${job.formFactor.padEnd(7)} ${job.route.path.padEnd(36)} ${(job.route.login ?? '–').padEnd(8)} run ${i + 1}: score ${f.score}  FCP ${f.fcpMs} ms  LCP ${f.lcpMs} ms  TBT ${f.tbtMs} ms  CLS ${f.cls}`,
          );
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
          console.error(`  ${job.formFactor.padEnd(7)} ${job.route.path.padEnd(36)} run ${i + 1}: ERROR ${error}`);
        }
        // One run under the budget is not a verdict: the median of up to `upTo`.
        if (i === want - 1 && want < job.upTo && broken(job, medians(runs)).length) want = job.upTo;
      }
      const med = medians(runs);
      const order = runs.map((r, i) => [r.score, i]).sort((a, b) => a[0] - b[0]);
      const medianRun = order.length ? order[Math.floor((order.length - 1) / 2)][1] : null;
      if (medianRun !== null) {
        const file = path.join(REPORTS, `${opts.deploy ? 'deploy-' : ''}${job.formFactor}${job.route.visit.replaceAll('/', '_')}.json`);
        writeFileSync(file, JSON.stringify(reports[medianRun]));
      }
      const problems = error ? [`error: ${error}`] : broken(job, med);
      results.push({
        route: job.route.path,
        ...(job.route.visit !== job.route.path ? { visited: job.route.visit } : {}),
        signedInAs: job.route.login,
        formFactor: job.formFactor,
        budget: job.budget,
        median: med,
        ok: problems.length === 0,
        ...(problems.length ? { broken: problems } : {}),
        lcpElement: medianRun === null ? null : runs[medianRun].lcpElement,
        runs,
      });
      writeSummary(false);
    }
  } finally {
    await stopServer();
  }

  const summary = writeSummary(true);
  const { durationS } = summary;

  console.log('');
  console.log('| route | form factor | as | runs | score (median) | FCP s | LCP s | TBT ms | CLS | ok |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const m = r.median;
    console.log(
      `| ${r.route} | ${r.formFactor} | ${r.signedInAs ?? '–'} | ${r.runs.length} | ${m.score ?? '–'} | ${seconds(m.fcpMs)} | ${seconds(m.lcpMs)} | ${m.tbtMs ?? '–'} | ${m.cls ?? '–'} | ${r.ok ? 'ok' : `FAIL (${r.broken.join('; ')})`} |`,
    );
  }
  console.log(
    `\n${Math.round(durationS / 60)} min; load average before ${machine.loadBefore.join(' ')}, after ${machine.loadAfter.join(' ')}; Lighthouse's benchmark index (median of the runs) ${machine.benchmarkIndex ?? '–'}; results: ${path.relative(ROOT, out)}`,
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
