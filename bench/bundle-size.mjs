#!/usr/bin/env node
/**
 * Bundle-size bench: builds the production bundle exactly as `npm run build` does (`vite build` → dist,
 * for a real backend, demo off) and measures the gzip size of the JavaScript that a visit to a route loads:
 *
 *   login route     = entry + app shell + src/features/auth/login-page.tsx   (+ all their static imports)
 *   dashboard route = entry + app shell + src/layout/admin-layout.tsx + the dashboard page (+ static imports)
 *
 * dist ships no Vite manifest, so the chunk graph comes from a second, identical build with `--manifest`
 * into node_modules/.cache/bundle-size/ (ignored by git and eslint); the sizes are those of the files in
 * dist (same content, same hashed names; the bench fails when the two builds differ).
 *
 * "entry" is the manifest's isEntry chunk (index.html). "app shell" is src/app/app.tsx, which
 * src/main.tsx always loads with a dynamic import at boot. The dashboard page file is read from
 * src/routes/route-table.ts (the node with path '/dashboard'), or given with --dashboard-page FILE.
 *
 * Also checks dist for what a build for a real backend must not ship: ECharts on the login route, the demo
 * API (mockServiceWorker.js, msw code, a src/demo chunk), a .vite/manifest.json, the demo-account list
 * (the longer `who` texts of src/features/auth/demo-accounts.tsx, 演示账号, 密码均为) and the demo password 123456.
 * Budgets: bench/budgets.json. Exit 1 when a budget or check is broken, 2 on a usage or build error.
 *
 * Results: bench/.results/bundle-size.json (ignored by git); with --baseline, the committed baseline
 * bench/results/bundle-size.json instead (`npm run bench:baseline`).
 *
 *   node bench/bundle-size.mjs [--no-build] [--baseline] [--dashboard-page src/features/dashboard/dashboard-page.tsx]
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'dist');
/** The measuring build (with a manifest); a path under node_modules so that neither git nor eslint sees it. */
const MEASURE_DIR = path.join(ROOT, 'node_modules', '.cache', 'bundle-size', 'dist');
const MANIFEST = path.join(MEASURE_DIR, '.vite', 'manifest.json');
const BUDGETS = path.join(ROOT, 'bench', 'budgets.json');
const RESULTS = path.join(ROOT, 'bench', '.results', 'bundle-size.json');
const BASELINE = path.join(ROOT, 'bench', 'results', 'bundle-size.json');
const DEMO_ACCOUNTS = path.join(ROOT, 'src', 'features', 'auth', 'demo-accounts.tsx');
const ROUTE_TABLE = path.join(ROOT, 'src', 'routes', 'route-table.ts');

const LOGIN_PAGE = 'src/features/auth/login-page.tsx';
const ADMIN_LAYOUT = 'src/layout/admin-layout.tsx';
const APP_SHELL = 'src/app/app.tsx';
const DEFAULT_DASHBOARD_PAGE = 'src/features/dashboard/dashboard-page.tsx';

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
  const opts = { build: true, baseline: false, dashboardPage: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--no-build') opts.build = false;
    else if (a === '--baseline') opts.baseline = true;
    else if (a === '--dashboard-page') opts.dashboardPage = argv[++i];
    else if (a.startsWith('--dashboard-page=')) opts.dashboardPage = a.slice('--dashboard-page='.length);
    else if (a === '-h' || a === '--help') {
      console.log('usage: node bench/bundle-size.mjs [--no-build] [--baseline] [--dashboard-page FILE]');
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
  viteBuild([], 'production, outDir dist: what `npm run build` ships');
  viteBuild(['--manifest', '--outDir', path.relative(ROOT, MEASURE_DIR), '--emptyOutDir', '--logLevel', 'warn'], 'the same build with a manifest, to measure');
}

// ---------- which file is the dashboard page --------------------------------------------------------

const IMPORT_RE = /import\(\s*['"]([^'"]+)['"]\s*\)/;

function readText(file) {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** '@/features/…' or './…' (relative to fromFile) → 'src/features/…' (no extension). */
function toSourcePath(spec, fromFile) {
  if (spec.startsWith('@/')) return `src/${spec.slice(2)}`;
  if (spec.startsWith('.')) return path.relative(ROOT, path.resolve(path.dirname(fromFile), spec)).split(path.sep).join('/');
  return spec;
}

/** Finds `NAME ... import('...')` (an object property or a const) in a module's text. */
function importOfName(text, name) {
  const re = new RegExp(`(?:^|[\\s,{])${name}\\s*(?::[^=\\n]*)?[:=]\\s*(?:async\\s*)?\\(\\s*\\)\\s*=>\\s*import\\(\\s*['"]([^'"]+)['"]\\s*\\)`, 'm');
  return re.exec(text)?.[1];
}

/** Follows `import { NAME } from '…'` to that module and looks for NAME's import() there. */
function importOfImportedName(text, name, fromFile) {
  const re = /import\s*(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(re)) {
    const names = m[1].split(',').map((s) => s.trim().split(/\s+as\s+/).pop());
    if (!names.includes(name)) continue;
    const base = path.join(ROOT, toSourcePath(m[2], fromFile));
    for (const file of [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
      const other = readText(file);
      const spec = other && importOfName(other, name);
      if (spec) return toSourcePath(spec, file);
    }
  }
  return undefined;
}

/** The source file behind the '/dashboard' route of the route table, without extension; undefined if not found. */
function dashboardPageFromRouteTable() {
  const text = readText(ROUTE_TABLE);
  if (!text) return undefined;
  const at = text.search(/path:\s*['"]\/dashboard['"]/);
  if (at < 0) return undefined;
  // The node's own fields, up to the next route node.
  const rest = text.slice(at);
  const end = rest.slice(1).search(/\{\s*path:/);
  const node = end < 0 ? rest : rest.slice(0, end + 1);
  const m = /page:\s*([^,\n}]+)/.exec(node);
  if (!m) return undefined;
  const expr = m[1].trim();
  const inline = IMPORT_RE.exec(node.slice(m.index));
  if (inline && !/^[\w$.]+$/.test(expr)) return toSourcePath(inline[1], ROUTE_TABLE);
  const member = /^(\w+)\.(\w+)$/.exec(expr);
  if (member) {
    const spec = importOfName(text, member[2]);
    return spec ? toSourcePath(spec, ROUTE_TABLE) : undefined;
  }
  if (/^\w+$/.test(expr)) {
    const spec = importOfName(text, expr);
    if (spec) return toSourcePath(spec, ROUTE_TABLE);
    return importOfImportedName(text, expr, ROUTE_TABLE);
  }
  return undefined;
}

/** The manifest key for a source path with or without extension. */
function manifestKey(manifest, source) {
  const clean = source.replace(/^\.\//, '');
  const candidates = [clean, `${clean}.tsx`, `${clean}.ts`, `${clean}/index.tsx`, `${clean}/index.ts`];
  return candidates.find((c) => manifest[c]);
}

// ---------- sizes ---------------------------------------------------------------------------------

const gzipCache = new Map();
function sizes(file) {
  if (!gzipCache.has(file)) {
    const buf = readFileSync(path.join(DIST, file));
    gzipCache.set(file, { raw: buf.length, gzip: gzipSync(buf).length, text: buf.toString('utf8') });
  }
  return gzipCache.get(file);
}

/** Every chunk key reachable from `keys` through static imports, in visit order. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const dep of manifest[key].imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return [...seen];
}

function routeReport(manifest, name, roots) {
  const keys = staticClosure(manifest, roots);
  const files = [...new Set(keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
  const css = [...new Set(keys.flatMap((k) => manifest[k].css ?? []))];
  const chunks = files
    .map((file) => ({ file, rawBytes: sizes(file).raw, gzipBytes: sizes(file).gzip }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const echarts = ECHARTS_MARKERS.filter((m) => files.some((f) => sizes(f).text.includes(m)));
  return {
    name,
    roots,
    jsRawBytes: chunks.reduce((s, c) => s + c.rawBytes, 0),
    jsGzipBytes: chunks.reduce((s, c) => s + c.gzipBytes, 0),
    cssGzipBytes: css.reduce((s, f) => s + sizes(f).gzip, 0),
    echartsMarkers: echarts,
    chunks,
  };
}

function walk(dir) {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    return statSync(p).isDirectory() ? walk(p) : [p];
  });
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

/** What `npm run build` must not ship: a Vite manifest, the demo-account list, the demo password. */
function hygieneReport() {
  const all = walk(DIST).map((p) => path.relative(DIST, p).split(path.sep).join('/'));
  const manifestFiles = all.filter((f) => f.startsWith('.vite/'));
  const needles = demoAccountTexts();
  const demoAccounts = [];
  for (const f of all.filter((x) => TEXT_FILE_RE.test(x))) {
    const text = readFileSync(path.join(DIST, f), 'utf8');
    const found = needles.filter((n) => text.includes(n));
    if (DEMO_PASSWORD_RE.test(text)) found.push('123456');
    if (found.length) demoAccounts.push({ file: f, found });
  }
  return { manifestFiles, searchedFor: [...needles, '123456'], demoAccounts };
}

// ---------- main ----------------------------------------------------------------------------------

const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kib(bytes).toFixed(1)} KiB`;

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8'));
  if (opts.build) build();
  if (!existsSync(path.join(DIST, 'index.html'))) fail('dist/index.html not found: run without --no-build');
  if (!existsSync(MANIFEST)) fail(`${path.relative(ROOT, MANIFEST)} not found: run without --no-build`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const missing = [...new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]))].filter((f) => !existsSync(path.join(DIST, f)));
  if (missing.length) fail(`dist and the measuring build differ (not in dist: ${missing.join(', ')}): run without --no-build`);

  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) fail('no entry chunk in the manifest');
  const need = (key, what) => {
    if (!manifest[key]) fail(`${what} (${key}) is not a chunk of the manifest; has the file moved?`);
    return key;
  };
  const boot = [entry, need(APP_SHELL, 'the app shell')];

  const fromTable = dashboardPageFromRouteTable();
  const dashboardSource = opts.dashboardPage ?? fromTable ?? DEFAULT_DASHBOARD_PAGE;
  const dashboardKey = manifestKey(manifest, dashboardSource);
  if (!dashboardKey) fail(`the dashboard page ${dashboardSource} is not a chunk of the manifest (pass --dashboard-page FILE)`);
  const dashboardFrom = opts.dashboardPage ? '--dashboard-page' : fromTable ? 'src/routes/route-table.ts' : 'default';

  const login = routeReport(manifest, 'login', [...boot, need(LOGIN_PAGE, 'the login page')]);
  const dashboard = routeReport(manifest, 'dashboard', [...boot, need(ADMIN_LAYOUT, 'the admin layout'), dashboardKey]);
  const demo = demoReport(manifest);
  const hygiene = hygieneReport();

  const checks = [
    {
      check: 'login route JS (gzip)',
      value: fmt(login.jsGzipBytes),
      budget: `≤ ${budgets.loginRouteJsGzipKiB} KiB`,
      ok: kib(login.jsGzipBytes) <= budgets.loginRouteJsGzipKiB,
    },
    {
      check: 'dashboard route JS (gzip)',
      value: fmt(dashboard.jsGzipBytes),
      budget: `≤ ${budgets.dashboardRouteJsGzipKiB} KiB`,
      ok: kib(dashboard.jsGzipBytes) <= budgets.dashboardRouteJsGzipKiB,
    },
    {
      check: 'login route has ECharts code',
      value: login.echartsMarkers.length ? `yes (${login.echartsMarkers.join(', ')})` : 'no',
      budget: budgets.loginRouteMayContainECharts ? 'allowed' : 'no',
      ok: budgets.loginRouteMayContainECharts || login.echartsMarkers.length === 0,
    },
    {
      check: 'demo code in dist',
      value: demo.present
        ? `yes (${[...demo.workerFiles, ...demo.mswFiles.map((m) => `${m.file}: ${m.markers.join(' ')}`), ...demo.demoChunks.map((k) => `chunk ${k}`)].join('; ')})`
        : 'no',
      budget: budgets.distMayContainDemoCode ? 'allowed' : 'no',
      ok: budgets.distMayContainDemoCode || !demo.present,
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
  ];

  const result = {
    measuredAt: new Date().toISOString(),
    node: process.version,
    gzip: 'node:zlib gzipSync, default level',
    dashboardPage: { file: dashboardKey, from: dashboardFrom },
    budgets,
    routes: { login, dashboard },
    demo,
    hygiene,
    checks,
    ok: checks.every((c) => c.ok),
  };
  const out = opts.baseline ? BASELINE : RESULTS;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

  console.log('');
  for (const r of [login, dashboard]) {
    console.log(`${r.name} route: ${r.roots.join(' + ')}`);
    for (const c of r.chunks) console.log(`  ${c.file.padEnd(44)} ${fmt(c.rawBytes).padStart(12)} raw ${fmt(c.gzipBytes).padStart(12)} gzip`);
    console.log(`  ${'total JS'.padEnd(44)} ${fmt(r.jsRawBytes).padStart(12)} raw ${fmt(r.jsGzipBytes).padStart(12)} gzip   (CSS ${fmt(r.cssGzipBytes)} gzip)`);
    console.log('');
  }
  const w = [30, Math.max(12, ...checks.map((c) => c.value.length)), 14];
  const row = (a, b, c, d) => `| ${a.padEnd(w[0])} | ${b.padEnd(w[1])} | ${c.padEnd(w[2])} | ${d.padEnd(4)} |`;
  console.log(row('check', 'measured', 'budget', 'ok'));
  console.log(`|${'-'.repeat(w[0] + 2)}|${'-'.repeat(w[1] + 2)}|${'-'.repeat(w[2] + 2)}|------|`);
  for (const c of checks) console.log(row(c.check, c.value, c.budget, c.ok ? 'ok' : 'FAIL'));
  console.log(`\ndashboard page: ${dashboardKey} (from ${dashboardFrom}); results: ${path.relative(ROOT, out)}`);
  if (!result.ok) {
    console.error(`bundle-size: budget broken: ${checks.filter((c) => !c.ok).map((c) => c.check).join(', ')}`);
    process.exit(1);
  }
}

main();
