#!/usr/bin/env node
/**
 * `npm run check:backend -- --base URL --user U --password P [--library ID] [--campus ID] [--year ID] [--report FILE]
 * [--timeout MS] [--concurrency N]`: checks a backend against the contract (src/api/contract/), as README ("For backend
 * teams") describes. Exit 0 when every answer matches, 1 on any mismatch, 2 on a usage error. The work is
 * scripts/contract/check-backend.ts, run through Vite's module runner (TypeScript, the `@/` alias) as
 * scripts/demo-api-server.mjs runs the demo handlers.
 */
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const { runnerImport } = await import('vite');
  const config = {
    root: ROOT,
    configFile: false,
    logLevel: 'error',
    resolve: { alias: { '@': path.join(ROOT, 'src') } },
    // src/config/env.ts reads it: the checker is no demo.
    define: { __DEMO__: 'false' },
  };
  const { module } = await runnerImport('/scripts/contract/check-backend.ts', config);
  process.exitCode = await module.main(process.argv.slice(2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
