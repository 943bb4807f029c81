/**
 * One way for node scripts and benches to load the app's TypeScript: Vite's module runner with the build's `@/` alias
 * and `__DEMO__` (src/config/env.ts reads it), so a script sees the same modules as the build, with no compile step.
 * Used by the demo API server, the contract generator, the backend checker, the bundle and Lighthouse benches.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The module at `file` (a path from the repository root, e.g. '/src/routes/route-table.ts'); `demo` sets `__DEMO__`
 * (the demo handlers need it on; the checker and the bundle bench measure the real-backend build, off).
 */
export async function importTs(file, { demo }) {
  const { runnerImport } = await import('vite');
  const config = {
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    define: { __DEMO__: demo ? 'true' : 'false' },
  };
  const { module } = await runnerImport(file, config);
  return module;
}
