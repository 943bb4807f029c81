import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ALL_ENDPOINTS } from '@/api/contract';
import { applyMeanings, blockAnchors, COMMON_KEY, readMeanings, writeApiMd } from './api-md';
import { callsOf } from './calls';
import { demoExamples } from './examples';
import { buildOpenApi } from './openapi';

/**
 * `npm run contract` (scripts/contract.mjs): docs/openapi.json and the field tables of docs/api.md, from the contract
 * index (src/api/contract/index.ts), the meaning column of docs/api.md and the demo API. Deterministic: the same
 * contract and docs give the same files (tests/unit/contract-docs.test.ts regenerates them and compares).
 */
export const CONTRACT_FILES = { openapi: 'docs/openapi.json', apiMd: 'docs/api.md' } as const;

export interface Generated {
  /** The files' new text, by path from the repository root. */
  files: Record<string, string>;
  /** What a person should act on: blocks added or removed, fields without a meaning. */
  notes: string[];
}

export async function generateContract(root: string): Promise<Generated> {
  const read = (file: string) => readFile(path.join(root, file), 'utf8');
  const [doc, pkg] = await Promise.all([read(CONTRACT_FILES.apiMd), read('package.json')]);
  const calls = callsOf(ALL_ENDPOINTS);
  const written = writeApiMd(doc, calls);
  const meanings = readMeanings(written.doc);
  for (const call of calls) applyMeanings(call, meanings.get(call.id), meanings.get(COMMON_KEY));
  const examples = await demoExamples(ALL_ENDPOINTS);
  const openapi = buildOpenApi(calls, examples, (JSON.parse(pkg) as { version: string }).version, blockAnchors(written.doc));
  const blank = calls.flatMap((c) =>
    [...c.requestRows.filter((r) => !c.common.has(r.path.split(/[.[]/)[0])), ...c.responseRows]
      .filter((r) => !r.node.description)
      .map((r) => `${c.id} ${r.path}`),
  );
  const notes = [...written.notes];
  if (blank.length) notes.push(`${blank.length} fields have no meaning yet in docs/api.md, e.g. ${blank.slice(0, 5).join(', ')}`);
  return {
    files: { [CONTRACT_FILES.openapi]: `${JSON.stringify(openapi, null, 2)}\n`, [CONTRACT_FILES.apiMd]: written.doc },
    notes,
  };
}
