import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { antdStyles } from './scripts/vite-antd-styles';
import { fileURLToPath } from 'node:url';

/** What this config takes from the env files (and the shell) for one mode. */
export interface AppEnv {
  /** VITE_DEMO=true: the embedded demo API; becomes the build-time constant `__DEMO__`. */
  demo: boolean;
  /** VITE_DEV_PROXY_TARGET, used by `npm run dev` only when demo mode is off. */
  proxyTarget: string | undefined;
  /** Where `vite build` writes: dist-demo for `--mode demo`, else dist. */
  outDir: string;
}

/**
 * The env of `mode` as Vite resolves it: `loadEnv` reads, in `dir`, `.env`, `.env.local`, `.env.[mode]`,
 * `.env.[mode].local`, each later file overriding the earlier ones, and then the shell's own variables
 * over all of them. So for `npm run dev` (mode development) the committed `.env.development`
 * (VITE_DEMO=true) wins over `.env.local`: a real backend in dev goes in `.env.development.local`.
 */
export function resolveAppEnv(mode: string, dir: string = process.cwd()): AppEnv {
  const env = loadEnv(mode, dir, '');
  const demo = env.VITE_DEMO === 'true';
  return {
    demo,
    proxyTarget: demo ? undefined : env.VITE_DEV_PROXY_TARGET || undefined,
    outDir: mode === 'demo' ? 'dist-demo' : 'dist',
  };
}

/**
 * Packages whose modules have no import-time side effects but do not say so (no `sideEffects` in their
 * package.json): antd's rc-components and its style helpers. Declaring it lets the bundler drop the modules a
 * page does not use (rc-form's Form and validator behind every antd input's form context, …).
 * Anything else keeps the bundler's default (package.json `sideEffects`, else "has side effects").
 */
const PURE_PACKAGES =
  /[\\/]node_modules[\\/](?:@rc-component[\\/][^\\/]+|@ant-design[\\/](?:cssinjs|cssinjs-utils|colors|fast-color))[\\/]/;

export function moduleSideEffects(id: string): boolean | undefined {
  return PURE_PACKAGES.test(id) && !/\.css$/.test(id) ? false : undefined;
}

/**
 * Fewer, larger files where a visit always loads them together. Left to itself the bundler makes one chunk per set
 * of importers: the dashboard's first render came in 51 files and the chart engine in 37 more, so over HTTP/1.1 (six
 * files at a time) the files cost more round trips than their bytes. Each group below is a module with everything
 * it imports (`includeDependenciesRecursively`, the default) that no other group took first (higher priority
 * first), in one file:
 * - index: what the entry (src/main.tsx) imports statically, the login page with it;
 * - chart-engine: src/components/chart-parts/core.ts (ECharts core, bars, lines, canvas), loaded after the first
 *   paint of a page (src/components/chart.tsx); the other chart parts stay small chunks of their own;
 * - antd-shell, admin-layout: the two shells above every admin page (src/app/route-shells.ts).
 * Pages and what only some pages use keep the automatic split. The price: the antd components the admin layout
 * shares with the wall and error pages sit in its file, so those pages load it too (bench/results/first-load.md).
 * bench/bundle-size.mjs measures bytes and files per route (a page held by a group is found through the source maps).
 */
export const CHUNK_GROUPS = [
  { name: 'index', tags: ['$initial' as const], priority: 4 },
  { name: 'chart-engine', test: /src[\\/]components[\\/]chart-parts[\\/]core\.ts$/, priority: 3 },
  { name: 'antd-shell', test: /src[\\/]app[\\/]antd-shell\.tsx$/, priority: 2 },
  { name: 'admin-layout', test: /src[\\/]layout[\\/]admin-layout\.tsx$/, priority: 1 },
];

/**
 * Demo builds: src/demo/engine-boot.ts as an entry of its own in index.html, before the app's, so that the demo
 * API's worker starts while the app's files load rather than after the app's first render.
 */
export function demoEngineBoot(): Plugin {
  return {
    name: 'srp-demo-engine-boot',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        html.replace(
          /( *)<script type="module" src="\/src\/main\.tsx"><\/script>/,
          '$1<script type="module" src="/src/demo/engine-boot.ts"></script>\n$&',
        ),
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const { demo, proxyTarget, outDir } = resolveAppEnv(mode);
  // antd in zero-runtime mode (src/app/antd-shell.tsx): a build has antd's CSS written in place of its style functions
  // (scripts/vite-antd-styles.ts); under Vitest jsdom lays nothing out and the suite is faster without antd's styles.
  // The dev server keeps antd's CSS-in-JS: it pre-bundles antd, where the plugin cannot write the CSS in.
  const vitest = !!process.env.VITEST;
  const staticAntd = command === 'build' && !vitest;
  return {
    plugins: [react(), ...(staticAntd ? [antdStyles()] : []), ...(demo ? [demoEngineBoot()] : [])],
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // react-router 7's package exports name only its development files (remix-run/react-router#12532, #14102):
        // with them a build ships its dev warnings and checks. A build takes the production files the package also
        // holds; the dev server and Vitest keep the development ones and their warnings.
        ...(command === 'build' && !vitest
          ? [
              {
                find: /^react-router$/,
                replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)),
              },
              {
                find: /^react-router\/dom$/,
                replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)),
              },
            ]
          : []),
      ],
    },
    // `__DEMO__` (src/globals.d.ts): a literal, so demo-only code is dead code in a build for a real backend.
    define: { __DEMO__: JSON.stringify(demo), __ANTD_ZERO_RUNTIME__: JSON.stringify(staticAntd || vitest) },
    // No build.manifest: dist ships no .vite/manifest.json. bench/bundle-size.mjs asks for one with --manifest.
    build: {
      outDir,
      target: 'es2022',
      chunkSizeWarningLimit: 1200,
      // No modulepreload polyfill: every browser of the es2022 target preloads modules, and the CSP of deploy/ wants
      // no script but the app's own files.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        treeshake: { moduleSideEffects },
        output: { codeSplitting: { groups: CHUNK_GROUPS } },
        onLog(level, log, handler) {
          // src/main.tsx loads the login page with the app on purpose (no second round trip before the first
          // paint); the route table's lazy import of it is then "ineffective", as intended. Other cases still warn.
          if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('src/features/auth/login-page.tsx')) return;
          // Demo builds: src/demo/engine-boot.ts (demoEngineBoot) starts the engine before the app, which then finds
          // it in the same chunk: src/main.tsx's import of it (kept so that a build for a real backend has none) is
          // "ineffective", as intended.
          if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('src/demo/engine.ts')) return;
          handler(level, log);
        },
      },
    },
    // The demo API's engine is a module worker (src/demo/engine.worker.ts).
    worker: { format: 'es' },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy: proxyTarget
        ? {
            '/auth': { target: proxyTarget, changeOrigin: true },
            '/services': { target: proxyTarget, changeOrigin: true },
            '/app-sy-statistics': { target: proxyTarget, changeOrigin: true },
          }
        : undefined,
    },
    // PORT from the shell, as for `npm run demo` (scripts/serve.mjs); not from the .env files.
    preview: { host: '127.0.0.1', port: Number(process.env.PORT || 4173) },
  };
});
