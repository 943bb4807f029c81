import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import viteConfig, { demoEngineBoot, resolveAppEnv } from '../../vite.config';

/**
 * How vite.config.ts reads the env files (Vite's loadEnv): `.env`, `.env.local`, `.env.[mode]`,
 * `.env.[mode].local`, later files winning, then the shell over all of them. Each case runs in a temporary
 * folder holding copies of the repo's committed env files, so a developer's own *.local files do not matter.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
let saved: Record<string, string | undefined>;

/** The variables of the shell (and of vitest's own `test.env`) that would override every file. */
const shellKeys = () => Object.keys(process.env).filter((k) => k.startsWith('VITE_'));

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'app-env-'));
  for (const file of ['.env.development', '.env.demo', '.env.deploytest']) copyFileSync(path.join(ROOT, file), path.join(dir, file));
  saved = Object.fromEntries(shellKeys().map((k) => [k, process.env[k]]));
  for (const k of Object.keys(saved)) delete process.env[k];
});

afterEach(() => {
  for (const k of shellKeys()) delete process.env[k];
  Object.assign(process.env, saved);
  rmSync(dir, { recursive: true, force: true });
});

const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
const REAL_BACKEND = 'VITE_DEMO=false\nVITE_DEV_PROXY_TARGET=http://127.0.0.1:9999\n';

test('npm run dev: the demo API by default (.env.development), no proxy', () => {
  expect(resolveAppEnv('development', dir)).toMatchObject({ demo: true, proxyTarget: undefined, outDir: 'dist' });
});

test('npm run dev: .env.development.local turns the demo off and proxies to its target', () => {
  write('.env.development.local', REAL_BACKEND);
  expect(resolveAppEnv('development', dir)).toMatchObject({ demo: false, proxyTarget: 'http://127.0.0.1:9999' });
});

test('npm run dev: .env.local alone does not: .env.development is loaded after it and keeps VITE_DEMO=true', () => {
  write('.env.local', REAL_BACKEND);
  expect(resolveAppEnv('development', dir)).toMatchObject({ demo: true, proxyTarget: undefined });
});

test('npm run dev: the shell wins over every file', () => {
  process.env.VITE_DEMO = 'false';
  process.env.VITE_DEV_PROXY_TARGET = 'http://127.0.0.1:7777';
  expect(resolveAppEnv('development', dir)).toMatchObject({ demo: false, proxyTarget: 'http://127.0.0.1:7777' });
});

test('npm run build (mode production): demo off by default; .env.local applies', () => {
  expect(resolveAppEnv('production', dir)).toMatchObject({ demo: false, outDir: 'dist' });
  write('.env.local', 'VITE_DEMO=true\n');
  expect(resolveAppEnv('production', dir)).toMatchObject({ demo: true });
});

test('npm run demo (mode demo): demo on, into dist-demo, whatever .env.local says', () => {
  write('.env.local', REAL_BACKEND);
  expect(resolveAppEnv('demo', dir)).toMatchObject({ demo: true, proxyTarget: undefined, outDir: 'dist-demo' });
});

test('npm run test:deploy (mode deploytest): a production build into dist, demo off, with the demo sign-on providers', () => {
  expect(resolveAppEnv('deploytest', dir)).toMatchObject({ demo: false, proxyTarget: undefined, outDir: 'dist' });
  expect(JSON.parse(readFileSync(path.join(dir, '.env.deploytest'), 'utf8').match(/^VITE_SSO_PROVIDERS='(.*)'$/m)![1])).toHaveLength(2);
});

describe('demo builds start the demo engine before the app (demoEngineBoot)', () => {
  const html = readFileSync(path.join(ROOT, 'index.html'), 'utf8');
  const transform = (source: string) => {
    const hook = demoEngineBoot().transformIndexHtml as { handler: (html: string) => string };
    return hook.handler(source);
  };

  it('puts src/demo/engine-boot.ts in index.html as an entry before the app’s', () => {
    const out = transform(html);
    const boot = out.indexOf('<script type="module" src="/src/demo/engine-boot.ts"></script>');
    const app = out.indexOf('<script type="module" src="/src/main.tsx"></script>');
    expect(boot).toBeGreaterThan(0);
    expect(app).toBeGreaterThan(boot);
    // Nothing else changed.
    expect(out.replace(/ *<script type="module" src="\/src\/demo\/engine-boot\.ts"><\/script>\n/, '')).toBe(html);
  });

  it('only in demo mode: the config of a build for a real backend has no such plugin', () => {
    const names = (mode: string) => {
      const config = viteConfig({ mode, command: 'build', isSsrBuild: false, isPreview: false });
      return (config.plugins ?? []).flat().map((p) => (p && typeof p === 'object' && 'name' in p ? p.name : ''));
    };
    process.env.VITE_DEMO = 'true';
    expect(names('demo')).toContain('srp-demo-engine-boot');
    process.env.VITE_DEMO = 'false';
    expect(names('production')).not.toContain('srp-demo-engine-boot');
  });
});
