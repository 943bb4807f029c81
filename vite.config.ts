import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * The msw service worker lives in public/ (npm 11 skips msw's postinstall, so it is committed),
 * but a production build for a real backend must not ship it: drop it from dist unless demo mode is on.
 */
function dropDemoWorker(demo: boolean, outDir: string): Plugin {
  return {
    name: 'drop-demo-worker',
    apply: 'build',
    async closeBundle() {
      if (!demo) await rm(path.resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const demo = env.VITE_DEMO === 'true';
  const outDir = mode === 'demo' ? 'dist-demo' : 'dist';
  const proxyTarget = env.VITE_DEV_PROXY_TARGET;
  return {
    plugins: [react(), dropDemoWorker(demo, outDir)],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    build: { outDir, target: 'es2022', chunkSizeWarningLimit: 1200, manifest: true },
    server: {
      host: '127.0.0.1',
      port: 5173,
      proxy:
        proxyTarget && !demo
          ? {
              '/auth': { target: proxyTarget, changeOrigin: true },
              '/services': { target: proxyTarget, changeOrigin: true },
              '/app-sy-statistics': { target: proxyTarget, changeOrigin: true },
            }
          : undefined,
    },
    preview: { host: '127.0.0.1', port: Number(env.PORT ?? 4173) },
  };
});
