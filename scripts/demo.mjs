#!/usr/bin/env node
/**
 * `npm run demo`: builds the demo (the app with its demo API inside the page: no backend needed) into dist-demo
 * with Vite's warnings and errors only, then serves it with scripts/serve.mjs (PORT, HOST as there) and ends with
 * the address to open and the demo accounts.
 *
 * It builds at every start (a few seconds): whether dist-demo still matches the sources cannot be told
 * reliably from file times (env files and variables, dependencies, another build into dist-demo, a build cut short).
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = 'dist-demo';

/** The logins and password that the login page of a demo build lists (src/features/auth/demo-accounts.tsx). */
function demoAccounts() {
  try {
    const text = readFileSync(path.join(ROOT, 'src', 'features', 'auth', 'demo-accounts.tsx'), 'utf8');
    const logins = [...text.matchAll(/\blogin:\s*'([^']+)'/g)].map((m) => m[1]);
    const password = /DEMO_PASSWORD\s*=\s*'([^']+)'/.exec(text)?.[1];
    if (logins.length > 0 && password) return `accounts: ${logins.join(', ')}; password ${password}`;
  } catch {
    // No list to read: the login page still shows it.
  }
  return 'accounts: see the login page';
}

console.log('构建演示版：应用 + 页内演示 API，无需后端 / Building the demo: the app with its in-page demo API, no backend needed…');

const vite = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
const build = spawnSync(process.execPath, [vite, 'build', '--mode', 'demo', '--outDir', OUT_DIR, '--logLevel', 'warn'], {
  cwd: ROOT,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('演示版构建失败 / The demo build failed (see above).');
  process.exit(build.status ?? 1);
}

// serve.mjs says where it listens ("Serving dist-demo at http://127.0.0.1:4173/"): that line becomes the last one.
const server = spawn(process.execPath, [path.join(ROOT, 'scripts', 'serve.mjs'), OUT_DIR], {
  cwd: ROOT,
  stdio: ['inherit', 'pipe', 'inherit'],
});
createInterface({ input: server.stdout }).on('line', (line) => {
  const url = /^Serving .* at (\S+)$/.exec(line)?.[1];
  if (!url) return console.log(line);
  console.log(`演示已启动 / Demo running at ${url}  (${demoAccounts()})`);
  // The stand-in platform (src/demo/pages.ts): launch links signed at each visit, and a bare one the app refuses.
  console.log(`外部平台跳转 / launch links (signed, and a bare one that is refused): ${new URL('/auth/demo-platform', url).href}`);
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
