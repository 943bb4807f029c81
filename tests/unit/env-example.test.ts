import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * .env.example tells the truth: every variable it sets is one Vite loads from the .env files (VITE_*) and
 * something reads; every variable it lists as shell-only is read by the tooling; and every VITE_* the app
 * or vite.config.ts reads is in it.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const EXAMPLE = readFileSync(path.join(ROOT, '.env.example'), 'utf8');

/** Names assigned in the file (`NAME=value`). */
const assigned = [...EXAMPLE.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);
/** Names listed in the shell-only comment block (`#   NAME   what`). */
const shellOnly = [...EXAMPLE.matchAll(/^#\s{2,}([A-Z][A-Z0-9_]*)\s{2,}\S/gm)].map((m) => m[1]);

const CODE = /\.(ts|tsx|mts|mjs|js)$/;
function files(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs).flatMap((name) => (name.startsWith('.') ? [] : files(path.join(rel, name))));
}
/** The code of a file without its comments (roughly: block comments and `//` line comments). */
function code(rel: string): string {
  return readFileSync(path.join(ROOT, rel), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}
function readersOf(name: string, places: string[]): string[] {
  const read = new RegExp(`(?:\\.|\\[['"])${name}\\b`);
  return places.flatMap(files).filter((f) => CODE.test(f) && read.test(code(f)));
}

const APP = ['src', 'vite.config.ts'];
const TOOLING = ['scripts', 'bench', 'playwright.config.ts', 'tests/e2e', 'vite.config.ts'];

test('the file sets and lists variables', () => {
  expect(assigned.length).toBeGreaterThan(5);
  expect(shellOnly).toEqual(expect.arrayContaining(['PORT', 'CHROMIUM_PATH']));
});

test.each(assigned)('%s is a VITE_* variable that the app or vite.config.ts reads', (name) => {
  expect(name.startsWith('VITE_'), `${name}: only VITE_* variables are read from the .env files here`).toBe(true);
  expect(readersOf(name, APP)).not.toEqual([]);
});

test.each(shellOnly)('%s (shell only) is read by the tooling', (name) => {
  expect(assigned).not.toContain(name);
  expect(readersOf(name, TOOLING)).not.toEqual([]);
});

test('every VITE_* that src/config/env.ts or vite.config.ts reads is in .env.example', () => {
  const read = ['src/config/env.ts', 'vite.config.ts'].flatMap((f) => [...code(f).matchAll(/\.(VITE_[A-Z0-9_]+)\b/g)].map((m) => m[1]));
  expect([...new Set(read)].filter((name) => !assigned.includes(name))).toEqual([]);
});
