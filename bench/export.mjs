#!/usr/bin/env node
/**
 * Export bench: the city's student ranking (/rank/stuPartRanking, about 48,600 rows) exported to Excel, in Chromium,
 * on a demo build. Measures what the export costs the page's main thread, from the click on 导出 Excel to the
 * download:
 *
 *   longestTaskMs   the longest main-thread task in that time (PerformanceObserver 'longtask', 50 ms or more)
 *   blockingMs      the sum over those tasks of their time beyond 50 ms (total blocking time of the export)
 *   longTasks       how many long tasks
 *   exportMs        click → download event
 *   rows            rows in the file (its header block's 行数)
 *
 * The page must answer meanwhile: before the export moved to a worker, the sheet was built and zipped on the main
 * thread in one task. Budget: no task over 200 ms. Exit 1 when broken, 2 on a setup error. Results:
 * bench/.results/export.json (ignored by git).
 *
 *   npm run build:demo && node bench/export.mjs [--dist dist-demo] [--runs 3]
 *   (--dist another build, e.g. one of the commit before the worker, for the "before" figure)
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { isDemoBuild, loadAverage, round1, serveStatic, stats } from './lib/processes.mjs';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS = path.join(ROOT, 'bench', '.results', 'export.json');
const PAGE = '/rank/stuPartRanking';
const BUDGET = { longestTaskMs: 200 };
const TIMEOUT_MS = 180_000;

function fail(message, code = 2) {
  console.error(`export: ${message}`);
  process.exit(code);
}

function parseArgs(argv) {
  const opts = { runs: 3, dist: path.join(ROOT, 'dist-demo') };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--runs') opts.runs = Number(argv[++i]);
    else if (a === '--dist') opts.dist = path.resolve(argv[++i]);
    else if (a === '-h' || a === '--help') {
      console.log('usage: node bench/export.mjs [--dist DIR] [--runs N]   (build first: npm run build:demo)');
      process.exit(0);
    } else fail(`unknown argument ${a}`);
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1) fail('--runs must be a positive integer');
  return opts;
}

/** Runs in the page before its scripts: every long task, with its start and duration. */
function probe() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!isDemoBuild(opts.dist)) fail(`${opts.dist} is not a demo build (npm run build:demo)`);
  const executablePath = findChromium();
  const { base, stop } = await serveStatic(ROOT, opts.dist).catch((error) => fail(error.message));
  let browser;
  const runs = [];
  try {
    browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS], headless: true });
    const context = await browser.newContext({ baseURL: base, acceptDownloads: true, viewport: { width: 1920, height: 1080 } });
    await context.addInitScript(probe);
    const page = await context.newPage();
    page.setDefaultTimeout(TIMEOUT_MS);
    await page.goto('/login');
    await page.getByLabel('账号', { exact: true }).fill('city');
    await page.getByLabel('密码', { exact: true }).fill('123456');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login');
    for (let run = 0; run < opts.runs; run++) {
      await page.goto(PAGE);
      const button = page.locator('.srp-rank-toolbar').getByRole('button', { name: /导出/ }).first();
      await button.waitFor({ state: 'visible' });
      await page.locator('.srp-vtable__body [role="row"]').first().waitFor();
      // Let the page settle (idle-time sorting of the columns) before the click.
      await page.waitForTimeout(3000);
      const clickAt = await page.evaluate(() => performance.now());
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const doneAt = await page.evaluate(() => performance.now());
      const tasks = await page.evaluate((from) => window.__longTasks.filter((t) => t.start + t.duration >= from), clickAt);
      const sheet = await readSheet(readFileSync(await download.path()));
      const rowsLine = sheet.find((r) => r[0] === '行数');
      runs.push({
        longestTaskMs: round1(Math.max(0, ...tasks.map((t) => t.duration))),
        blockingMs: round1(tasks.reduce((a, t) => a + Math.max(0, t.duration - 50), 0)),
        longTasks: tasks.length,
        exportMs: round1(doneAt - clickAt),
        rows: rowsLine ? rowsLine[1] : null,
        file: download.suggestedFilename(),
        tasks: tasks.map((t) => `${Math.round(t.start - clickAt)}+${Math.round(t.duration)}`).join(' '),
      });
      console.log(`run ${run + 1}:`, JSON.stringify(runs.at(-1)));
    }
  } catch (error) {
    fail(error instanceof Error ? error.stack : String(error));
  } finally {
    await browser?.close();
    stop();
  }
  const summary = {
    page: PAGE,
    dist: path.relative(ROOT, opts.dist) || opts.dist,
    runs,
    longestTaskMs: stats(runs.map((r) => r.longestTaskMs)),
    blockingMs: stats(runs.map((r) => r.blockingMs)),
    exportMs: stats(runs.map((r) => r.exportMs)),
    load: loadAverage(),
    at: new Date().toISOString(),
  };
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(JSON.stringify({ longestTaskMs: summary.longestTaskMs, blockingMs: summary.blockingMs, exportMs: summary.exportMs }));
  if ((summary.longestTaskMs.median ?? 0) > BUDGET.longestTaskMs) {
    console.error(`export: the longest main-thread task (${summary.longestTaskMs.median} ms) is over ${BUDGET.longestTaskMs} ms`);
    process.exit(1);
  }
}

await main();
