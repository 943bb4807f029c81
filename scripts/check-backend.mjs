#!/usr/bin/env node
/**
 * `npm run check:backend -- --base URL --user U --password P [--library ID] [--campus ID] [--year ID] [--report FILE]
 * [--timeout MS] [--concurrency N]`: checks a backend against the contract (src/api/contract/), as README ("For backend
 * teams") describes. Exit 0 when every answer matches, 1 on any mismatch, 2 on a usage error. The work is
 * scripts/contract/check-backend.ts, run through Vite's module runner (TypeScript, the `@/` alias) as
 * scripts/demo-api-server.mjs runs the demo handlers.
 */
import process from 'node:process';
import { importTs } from './import-ts.mjs';

async function main() {
  // The checker is no demo (src/config/env.ts reads __DEMO__).
  const module = await importTs('/scripts/contract/check-backend.ts', { demo: false });
  process.exitCode = await module.main(process.argv.slice(2));
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
