#!/usr/bin/env node
/**
 * Bundle-size bench: builds the production bundle exactly as `npm run build` does (`vite build` → dist, for a
 * real backend, demo off) and measures, for EVERY route of src/routes/route-table.ts that has a page, the gzip
 * JavaScript a visit to it loads:
 *
 *   first render  = entry (src/main.tsx with the app and the login page, all preloaded by index.html) + the
 *                   shells above the page (src/app/route-shells.ts: the antd shell, the layout) + the page, each
 *                   with all its static imports: what the browser fetches before the page can render.
 *   with the page = first render + what those modules fetch by themselves as soon as they run, without a click:
 *                   the chunks listed in bench/budgets.json `loadedWithThePage` (the chart engine, which
 *                   src/components/chart.tsx requests once the page has painted).
 *   Not counted: what only a click loads (the error-log dialog, the Excel writer, another page) and the chart
 *   parts an option asks for (a pie, a map; a few KiB each, see src/components/chart.tsx).
 *
 * The routes and their shells are read through Vite from the modules the app runs (route-table.ts,
 * route-shells.ts): a page added to the table is measured with no change here. dist ships no Vite manifest, so the
 * chunk graph comes from a second, identical build with `--manifest --sourcemap` into
 * node_modules/.cache/bundle-size/ (ignored by git and eslint); sizes are those of the files in dist (same
 * hashed names; the bench fails when the two builds differ). The source maps attribute the bytes of the login
 * and dashboard routes to packages ("where the bytes go").
 *
 * Budgets (bench/budgets.json): first render of /login, of /dashboard, of every other route; with the page of
 * every route; no chunk of dist over a size; no ECharts on the login route. Also checks dist for what a build for
 * a real backend must not ship: the demo API (mockServiceWorker.js, msw code, a src/demo chunk), a
 * .vite/manifest.json, the demo-account list (the longer `who` texts of src/features/auth/demo-accounts.tsx,
 * 演示账号, 密码均为), the demo password 123456, the demo API's signing keys and any token template (a string that
 * ends with -token: no token is made from a role name in the browser). Exit 1 when a budget or check is broken, 2 on a usage or
 * build error.
 *
 * Results: bench/.results/bundle-size.json (ignored by git); with --baseline, the committed baseline
 * bench/results/bundle-size.json instead (`npm run bench:baseline`).
 *
 *   node bench/bundle-size.mjs [--no-build] [--baseline]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { importTs } from '../scripts/import-ts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
/** The measuring build (with a manifest and source maps); under node_modules so that neither git nor eslint sees it. */
const MEASURE_DIR = path.join(ROOT, 'node_modules', '.cache', 'bundle-size', 'dist');
const MANIFEST = path.join(MEASURE_DIR, '.vite', 'manifest.json');
const BUDGETS = path.join(ROOT, 'bench', 'budgets.json');
const RESULTS = path.join(ROOT, 'bench', '.results', 'bundle-size.json');
const BASELINE = path.join(ROOT, 'bench', 'results', 'bundle-size.json');
const DEMO_ACCOUNTS = path.join(ROOT, 'src', 'features', 'auth', 'demo-accounts.tsx');

const LOGIN_PATH = '/login';
const DASHBOARD_PATH = '/dashboard';

/** Strings that only ECharts / zrender code contains (minified builds keep them: class names, DOM attributes). */
const ECHARTS_MARKERS = ['zrender', 'ECharts', '_echarts_instance_'];
/** Strings of msw's browser runtime and of the worker it registers. */
const MSW_MARKERS = ['mockServiceWorker', 'INTEGRITY_CHECK_REQUEST', 'MOCK_ACTIVATE', '[MSW]'];
/** The demo password as a number of its own (axios's '0123456789abcdef' is not it). */
const DEMO_PASSWORD_RE = /(?<![0-9])123456(?![0-9])/;
/** Files of dist whose text is searched for demo accounts. */
const TEXT_FILE_RE = /\.(m?js|css|html|json|svg|txt|map|webmanifest)$/;

function fail(message, code = 2) {
  console.error(`bundle-size: ${message}`);
  process.exit(code);
}

function parseArgs(argv) {
  const opts = { build: true, baseline: false };
  for (const a of argv) {
    if (a === '--no-build') opts.build = false;
    else if (a === '--baseline') opts.baseline = true;
    else if (a === '-h' || a === '--help') {
      console.log('usage: node bench/bundle-size.mjs [--no-build] [--baseline]');
      process.exit(0);
    } else fail(`unknown argument ${a}`);
  }
  return opts;
}

function viteBuild(extraArgs, label) {
  // A production build for a real backend: demo mode off whatever the calling shell has set.
  const env = { ...process.env, NODE_ENV: 'production' };
  delete env.VITE_DEMO;
  const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = ['build', ...extraArgs];
  const cmd = existsSync(vite) ? [process.execPath, [vite, ...args]] : ['npx', ['vite', ...args]];
  console.log(`$ vite ${args.join(' ')}   (${label})`);
  const r = spawnSync(cmd[0], cmd[1], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) fail(`vite build failed (exit ${r.status ?? r.signal})`);
}

function build() {
  viteBuild(['--logLevel', 'warn'], 'production, outDir dist: what `npm run build` ships');
  viteBuild(
    ['--manifest', '--sourcemap', '--outDir', path.relative(ROOT, MEASURE_DIR), '--emptyOutDir', '--logLevel', 'warn'],
    'the same build with a manifest and source maps, to measure',
  );
}

// ---------- the routes, read from the app's own modules ---------------------------------------------

/** '/src/features/x.tsx' from a loader's source text (`() => import("/src/…")` once Vite has transformed it). */
function importedModule(fn, what) {
  const text = String(fn);
  const m = /import__\(\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']/.exec(text);
  const spec = m?.[1] ?? m?.[2];
  if (!spec) fail(`cannot tell which module ${what} loads from its source (${text.slice(0, 120)}); write it as () => import('…')`);
  return spec.replace(/^\//, '').replace(/^@\//, 'src/');
}

/**
 * Every route of the table with a page: its path, the page module and the modules of its shells (outermost
 * first), through Vite's module runner (the same resolution, aliases and `__DEMO__` as the build).
 */
async function readRoutes() {
  const table = await importTs('/src/routes/route-table.ts', { demo: false });
  const loaders = await importTs('/src/app/page-loaders.ts', { demo: false });
  const shells = await importTs('/src/app/route-shells.ts', { demo: false });
  return table
    .flattenRoutes()
    .filter((flat) => flat.node.page)
    .map((flat) => ({
      path: flat.fullPath,
      layout: flat.layout,
      page: importedModule(loaders.PAGE_LOADERS[flat.node.page], `the page of ${flat.fullPath}`),
      shells: shells.shellsOf(flat).map((kind) => importedModule(shells.SHELL_LOADERS[kind], `the ${kind} shell`)),
    }));
}

// ---------- sizes ---------------------------------------------------------------------------------

const fileCache = new Map();
function sizes(file) {
  if (!fileCache.has(file)) {
    const buf = readFileSync(path.join(DIST, file));
    fileCache.set(file, { raw: buf.length, gzip: gzipSync(buf).length, text: buf.toString('utf8') });
  }
  return fileCache.get(file);
}

/** Every chunk key reachable from `keys` through static imports. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const jsFiles = (manifest, keys) => [...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
const gzipOf = (files) => files.reduce((s, f) => s + sizes(f).gzip, 0);

/** The figures of one route: first render and with the page (chunks its modules fetch on their own). */
function measureRoute(manifest, route, entry, withPage, entryModules, keyOf) {
  // A page in the entry's own chunk (the login page) has no key of its own: the entry brings it.
  const pageInEntry = entryModules.has(route.page) && !manifest[route.page];
  const roots = [
    entry,
    ...[...route.shells, ...(pageInEntry ? [] : [route.page])].map(
      (m) => keyOf(m) ?? fail(`${m} (of ${route.path}) is in no chunk of the manifest; has the file moved?`),
    ),
  ];
  const first = staticClosure(manifest, roots);
  const fetched = [...first].flatMap((k) => (manifest[k].dynamicImports ?? []).filter((d) => withPage.includes(d)));
  const visit = staticClosure(manifest, [...first, ...fetched]);
  const firstFiles = jsFiles(manifest, first);
  const visitFiles = jsFiles(manifest, visit);
  return {
    path: route.path,
    page: route.page,
    shells: route.shells,
    firstRenderGzipBytes: gzipOf(firstFiles),
    withPageGzipBytes: gzipOf(visitFiles),
    fetchedWithThePage: [...new Set(fetched)],
    echartsInFirstRender: ECHARTS_MARKERS.filter((m) => firstFiles.some((f) => sizes(f).text.includes(m))),
    files: { firstRender: firstFiles, withPage: visitFiles },
  };
}

/**
 * The manifest key of the chunk that holds a source module: the module's own key when it is a chunk's entry,
 * else (a module that vite.config.ts's codeSplitting groups put into a shared chunk, such as the antd shell) the
 * chunk whose source map lists it. undefined when no chunk has it.
 */
function chunkKeyResolver(manifest) {
  const byModule = new Map();
  return (moduleId) => {
    if (manifest[moduleId]) return moduleId;
    if (!byModule.size) {
      for (const [key, chunk] of Object.entries(manifest)) {
        if (!chunk.file.endsWith('.js')) continue;
        for (const m of modulesOfChunk(chunk.file)) if (!byModule.has(m)) byModule.set(m, key);
      }
    }
    return byModule.get(moduleId);
  };
}

/** The source modules bundled into a file of the measuring build (from its source map), as 'src/…' paths. */
function modulesOfChunk(file) {
  const mapFile = path.join(MEASURE_DIR, `${file}.map`);
  if (!existsSync(mapFile)) return new Set();
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  return new Set(
    (map.sources ?? []).map((s) =>
      path
        .relative(ROOT, path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', s))
        .split(path.sep)
        .join('/'),
    ),
  );
}

// ---------- where the bytes go (source maps) ------------------------------------------------------------

/** Base64 VLQ decoding of a source map's `mappings` (columns and source indexes only). */
function decodeMappings(mappings) {
  const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const lines = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segs = [];
    let col = 0;
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const values = [];
      let value = 0;
      let shift = 0;
      for (const ch of seg) {
        const digit = B64.indexOf(ch);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      col += values[0];
      if (values.length > 1) source += values[1];
      segs.push([col, values.length > 1 ? source : -1]);
    }
    lines.push(segs);
  }
  return lines;
}

/** 'antd', '@rc-component/table', 'src (app code)' … from a source path of a map. */
function packageOf(source) {
  const m = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (m) return m[1];
  return source.startsWith('src/') ? 'src (app code)' : '(bundler runtime)';
}

/** gzip KiB per package for a set of dist files: each file's gzip size shared out by the bytes its map gives each source. */
function packages(files) {
  const totals = new Map();
  for (const file of files) {
    const { gzip, text } = sizes(file);
    const mapFile = path.join(MEASURE_DIR, `${file}.map`);
    const add = (key, bytes) => totals.set(key, (totals.get(key) ?? 0) + bytes);
    if (!existsSync(mapFile)) {
      add('(bundler runtime)', gzip);
      continue;
    }
    const map = JSON.parse(readFileSync(mapFile, 'utf8'));
    const lines = text.split('\n');
    // Sources are relative to the map's folder: resolved, they show node_modules/<package>/ or src/.
    const sources = (map.sources ?? []).map((s) =>
      path
        .relative(ROOT, path.resolve(path.dirname(mapFile), map.sourceRoot ?? '', s))
        .split(path.sep)
        .join('/'),
    );
    const bySource = new Map();
    let total = 0;
    decodeMappings(map.mappings).forEach((segs, i) => {
      const length = lines[i]?.length ?? 0;
      segs.forEach(([col, src], j) => {
        const end = j + 1 < segs.length ? segs[j + 1][0] : length;
        const key = src >= 0 ? packageOf(sources[src] ?? '') : '(bundler runtime)';
        bySource.set(key, (bySource.get(key) ?? 0) + (end - col));
        total += end - col;
      });
    });
    for (const [key, bytes] of bySource) add(key, total ? (gzip * bytes) / total : 0);
  }
  return [...totals]
    .map(([name, bytes]) => ({ name, gzipKiB: Math.round((bytes / 1024) * 10) / 10 }))
    .filter((p) => p.gzipKiB >= 0.5)
    .sort((a, b) => b.gzipKiB - a.gzipKiB);
}

// ---------- hygiene -------------------------------------------------------------------------------

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
}

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function demoReport(manifest) {
  const all = walk(DIST).map((p) => path.relative(DIST, p).split(path.sep).join('/'));
  const workerFiles = all.filter((f) => path.posix.basename(f) === 'mockServiceWorker.js');
  const mswFiles = all
    .filter((f) => /\.(m?js|html)$/.test(f))
    .map((f) => ({ file: f, markers: MSW_MARKERS.filter((m) => readFileSync(path.join(DIST, f), 'utf8').includes(m)) }))
    .filter((x) => x.markers.length > 0);
  const demoChunks = Object.keys(manifest).filter((k) => k.startsWith('src/demo/'));
  return { workerFiles, mswFiles, demoChunks, present: workerFiles.length + mswFiles.length + demoChunks.length > 0 };
}

/**
 * Specific texts of the login page's demo-account list: its `who` descriptions of 8 characters or more
 * (the short ones, 教师 or 学校图书馆, are words the real pages use too), its label and its password hint.
 */
function demoAccountTexts() {
  const text = readText(DEMO_ACCOUNTS);
  if (!text) fail(`${path.relative(ROOT, DEMO_ACCOUNTS)} not found: where is the demo-account list now?`);
  const texts = [...text.matchAll(/\bwho:\s*'([^']+)'/g)].map((m) => m[1]).filter((t) => [...t].length >= 8);
  if (texts.length < 3) fail(`fewer than 3 long \`who: '…'\` texts in ${path.relative(ROOT, DEMO_ACCOUNTS)}: update bench/bundle-size.mjs`);
  return [...texts, '演示账号', '密码均为'];
}

/**
 * The demo API's signing keys (src/demo/tokens.ts, launch.ts, sso.ts: `…_KEY = '…'`): a build for a real backend
 * must not contain them (whoever has a key can make tokens, launch links or sign-on codes the demo API accepts).
 */
function demoKeys() {
  const keys = ['tokens.ts', 'launch.ts', 'sso.ts'].flatMap((f) => {
    const text = readText(path.join(ROOT, 'src', 'demo', f)) ?? '';
    return [...text.matchAll(/_KEY = '([^']{16,})'/g)].map((m) => m[1]);
  });
  if (keys.length < 3) fail('fewer than 3 signing keys in src/demo/{tokens,launch,sso}.ts: update bench/bundle-size.mjs');
  return keys;
}

/**
 * A token made from a name: a template part (`${role}-token`) or a string literal ('admin-token') ending in -token.
 * Names that merely contain it (antd's data-token-hash) are not templates.
 */
const TOKEN_TEMPLATE_RE = /(?:[`'"]|\})[A-Za-z]*-token(?![\w-])/;

/**
 * What `npm run build` must not ship: a Vite manifest, the demo-account list, the demo password, the demo's signing
 * keys, a token template.
 */
function hygieneReport() {
  const all = walk(DIST).map((p) => path.relative(DIST, p).split(path.sep).join('/'));
  const manifestFiles = all.filter((f) => f.startsWith('.vite/'));
  const needles = demoAccountTexts();
  const keys = demoKeys();
  const demoAccounts = [];
  const secrets = [];
  for (const f of all.filter((x) => TEXT_FILE_RE.test(x))) {
    const text = readFileSync(path.join(DIST, f), 'utf8');
    const found = needles.filter((n) => text.includes(n));
    if (DEMO_PASSWORD_RE.test(text)) found.push('123456');
    if (found.length) demoAccounts.push({ file: f, found });
    const leaked = keys.filter((k) => text.includes(k));
    const template = TOKEN_TEMPLATE_RE.exec(text);
    if (template) leaked.push(`token template …${text.slice(Math.max(0, template.index - 20), template.index + 10)}…`);
    if (leaked.length) secrets.push({ file: f, found: leaked });
  }
  return { manifestFiles, searchedFor: [...needles, '123456'], demoAccounts, secrets };
}

// ---------- main ----------------------------------------------------------------------------------

const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kib(bytes).toFixed(1)} KiB`;

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8'));
  const b = budgets.bundle;
  if (!b) fail('bench/budgets.json has no "bundle" entry');
  if (opts.build) build();
  if (!existsSync(path.join(DIST, 'index.html'))) fail('dist/index.html not found: run without --no-build');
  if (!existsSync(MANIFEST)) fail(`${path.relative(ROOT, MANIFEST)} not found: run without --no-build`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const missing = [...new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]))].filter(
    (f) => !existsSync(path.join(DIST, f)),
  );
  if (missing.length) fail(`dist and the measuring build differ (not in dist: ${missing.join(', ')}): run without --no-build`);

  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) fail('no entry chunk in the manifest');
  const entryModules = modulesOfChunk(manifest[entry].file);
  const keyOf = chunkKeyResolver(manifest);
  const withPage = Object.keys(b.loadedWithThePage ?? {}).map(
    (m) => keyOf(m) ?? fail(`bench/budgets.json loadedWithThePage: ${m} is in no chunk of the manifest`),
  );

  const routes = (await readRoutes()).map((r) => measureRoute(manifest, r, entry, withPage, entryModules, keyOf));
  const login = routes.find((r) => r.path === LOGIN_PATH) ?? fail(`no ${LOGIN_PATH} in the route table`);
  const dashboard = routes.find((r) => r.path === DASHBOARD_PATH) ?? fail(`no ${DASHBOARD_PATH} in the route table`);
  const budgetOf = (r) =>
    r === login ? b.loginFirstRenderGzipKiB : r === dashboard ? b.dashboardFirstRenderGzipKiB : b.otherRouteFirstRenderGzipKiB;

  const chunks = walk(path.join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.relative(DIST, f).split(path.sep).join('/'))
    .map((file) => ({ file, gzipBytes: sizes(file).gzip }))
    .sort((x, y) => y.gzipBytes - x.gzipBytes);
  const demo = demoReport(manifest);
  const hygiene = hygieneReport();

  const over = (r) => kib(r.firstRenderGzipBytes) > budgetOf(r);
  const overVisit = (r) => kib(r.withPageGzipBytes) > b.everyRouteWithPageGzipKiB;
  const others = routes.filter((r) => r !== login && r !== dashboard);
  const largestOther = others.reduce((m, r) => (r.firstRenderGzipBytes > m.firstRenderGzipBytes ? r : m), others[0]);
  const largestVisit = routes.reduce((m, r) => (r.withPageGzipBytes > m.withPageGzipBytes ? r : m), routes[0]);
  const checks = [
    {
      check: 'login route, first render',
      value: fmt(login.firstRenderGzipBytes),
      budget: `≤ ${b.loginFirstRenderGzipKiB} KiB`,
      ok: !over(login),
    },
    {
      check: 'login route has ECharts code',
      value:
        login.echartsInFirstRender.length || login.withPageGzipBytes !== login.firstRenderGzipBytes
          ? `yes (${login.echartsInFirstRender.join(', ') || 'chart engine fetched'})`
          : 'no',
      budget: 'no',
      ok: login.echartsInFirstRender.length === 0 && login.withPageGzipBytes === login.firstRenderGzipBytes,
    },
    {
      check: 'dashboard route, first render',
      value: fmt(dashboard.firstRenderGzipBytes),
      budget: `≤ ${b.dashboardFirstRenderGzipKiB} KiB`,
      ok: !over(dashboard),
    },
    {
      check: `every other route, first render (${others.length})`,
      value: `max ${fmt(largestOther.firstRenderGzipBytes)} (${largestOther.path})`,
      budget: `≤ ${b.otherRouteFirstRenderGzipKiB} KiB`,
      ok: !others.some(over),
    },
    {
      check: `every route with the page (${routes.length})`,
      value: `max ${fmt(largestVisit.withPageGzipBytes)} (${largestVisit.path})`,
      budget: `≤ ${b.everyRouteWithPageGzipKiB} KiB`,
      ok: !routes.some(overVisit),
    },
    {
      check: 'largest chunk of dist',
      value: `${fmt(chunks[0].gzipBytes)} (${chunks[0].file})`,
      budget: `≤ ${b.chunkGzipKiB} KiB`,
      ok: kib(chunks[0].gzipBytes) <= b.chunkGzipKiB,
    },
    {
      check: 'demo code in dist',
      value: demo.present
        ? `yes (${[...demo.workerFiles, ...demo.mswFiles.map((m) => `${m.file}: ${m.markers.join(' ')}`), ...demo.demoChunks.map((k) => `chunk ${k}`)].join('; ')})`
        : 'no',
      budget: 'no',
      ok: !demo.present,
    },
    {
      check: 'Vite manifest in dist',
      value: hygiene.manifestFiles.length ? `yes (${hygiene.manifestFiles.join(', ')})` : 'no',
      budget: 'no',
      ok: hygiene.manifestFiles.length === 0,
    },
    {
      check: 'demo accounts / 123456 in dist',
      value: hygiene.demoAccounts.length ? `yes (${hygiene.demoAccounts.map((d) => `${d.file}: ${d.found.join(' ')}`).join('; ')})` : 'no',
      budget: 'no',
      ok: hygiene.demoAccounts.length === 0,
    },
    {
      check: 'demo signing keys / token template',
      value: hygiene.secrets.length ? `yes (${hygiene.secrets.map((d) => `${d.file}: ${d.found.join(' ')}`).join('; ')})` : 'no',
      budget: 'no',
      ok: hygiene.secrets.length === 0,
    },
  ];

  const detail = (r) => ({
    chunks: r.files.withPage
      .map((file) => ({ file, firstRender: r.files.firstRender.includes(file), rawBytes: sizes(file).raw, gzipBytes: sizes(file).gzip }))
      .sort((x, y) => y.gzipBytes - x.gzipBytes),
    packagesFirstRender: packages(r.files.firstRender),
    packagesFetchedWithThePage: packages(r.files.withPage.filter((f) => !r.files.firstRender.includes(f))),
  });
  const summary = (r) => ({
    path: r.path,
    page: r.page,
    shells: r.shells,
    firstRenderKiB: Math.round(kib(r.firstRenderGzipBytes) * 10) / 10,
    withPageKiB: Math.round(kib(r.withPageGzipBytes) * 10) / 10,
    // Requests: over HTTP/1.1 a browser fetches six files at a time, so the count costs round trips of its own.
    firstRenderFiles: r.files.firstRender.length,
    withPageFiles: r.files.withPage.length,
    budgetKiB: budgetOf(r),
    ok: !over(r) && !overVisit(r),
  });
  const result = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    gzip: 'node:zlib gzipSync, default level',
    budgets: b,
    routes: routes.map(summary),
    login: { ...summary(login), ...detail(login) },
    dashboard: { ...summary(dashboard), ...detail(dashboard) },
    largestChunks: chunks.slice(0, 10),
    demo,
    hygiene,
    checks,
    ok: checks.every((c) => c.ok),
  };
  const out = opts.baseline ? BASELINE : RESULTS;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

  console.log('');
  for (const [name, r] of [
    ['login', login],
    ['dashboard', dashboard],
  ]) {
    const d = result[name];
    console.log(`${r.path}: ${[entry, ...r.shells, r.page].join(' + ')}`);
    for (const c of d.chunks)
      console.log(`  ${c.file.padEnd(48)} ${fmt(c.gzipBytes).padStart(10)} gzip${c.firstRender ? '' : '   (fetched with the page)'}`);
    console.log(
      `  first render ${fmt(r.firstRenderGzipBytes)} in ${r.files.firstRender.length} files, with the page ${fmt(r.withPageGzipBytes)} in ${r.files.withPage.length}`,
    );
    console.log(
      `  where the bytes go (first render): ${d.packagesFirstRender
        .slice(0, 12)
        .map((p) => `${p.name} ${p.gzipKiB}`)
        .join(', ')}`,
    );
    if (d.packagesFetchedWithThePage.length) {
      console.log(
        `  fetched with the page: ${d.packagesFetchedWithThePage
          .slice(0, 6)
          .map((p) => `${p.name} ${p.gzipKiB}`)
          .join(', ')}`,
      );
    }
    console.log('');
  }
  console.log(
    'every route (gzip KiB of JavaScript: first render / with the page; budget of the first render; JS files first render / with the page):',
  );
  for (const r of routes) {
    const mark = over(r) || overVisit(r) ? 'FAIL' : 'ok';
    const count = `${r.files.firstRender.length} / ${r.files.withPage.length} files`;
    console.log(
      `  ${r.path.padEnd(44)} ${kib(r.firstRenderGzipBytes).toFixed(1).padStart(6)} / ${kib(r.withPageGzipBytes).toFixed(1).padStart(6)}  ≤ ${String(budgetOf(r)).padEnd(4)} ${mark.padEnd(4)}  ${count}`,
    );
  }
  console.log('');
  const w = [36, Math.max(12, ...checks.map((c) => c.value.length)), 14];
  const row = (a, c, d, e) => `| ${a.padEnd(w[0])} | ${c.padEnd(w[1])} | ${d.padEnd(w[2])} | ${e.padEnd(4)} |`;
  console.log(row('check', 'measured', 'budget', 'ok'));
  console.log(`|${'-'.repeat(w[0] + 2)}|${'-'.repeat(w[1] + 2)}|${'-'.repeat(w[2] + 2)}|------|`);
  for (const c of checks) console.log(row(c.check, c.value, c.budget, c.ok ? 'ok' : 'FAIL'));
  console.log(`\nresults: ${path.relative(ROOT, out)}`);
  if (!result.ok) {
    console.error(
      `bundle-size: budget broken: ${checks
        .filter((c) => !c.ok)
        .map((c) => c.check)
        .join(', ')}`,
    );
    process.exit(1);
  }
}

main().catch((error) => fail(error.stack || String(error)));
