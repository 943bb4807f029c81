#!/usr/bin/env node
/**
 * `npm run contract`: writes docs/openapi.json (OpenAPI 3.1) and rewrites the field tables of docs/api.md (the
 * blocks between <!-- contract:… --> markers) from the zod contract (src/api/contract/), with an example of each call
 * from the demo API. The work is scripts/contract/generate.ts, run through Vite's module runner (TypeScript, the `@/`
 * alias) as scripts/demo-api-server.mjs runs the demo handlers. tests/unit/contract-docs.test.ts fails when the
 * committed files are not what this writes.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { importTs } from './import-ts.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const module = await importTs('/scripts/contract/generate.ts', { demo: true });
  const { files, notes } = await module.generateContract(ROOT);
  for (const [file, text] of Object.entries(files)) {
    await writeFile(path.join(ROOT, file), text);
    console.log(`wrote ${file}`);
  }
  for (const note of notes) console.log(`note: ${note}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
