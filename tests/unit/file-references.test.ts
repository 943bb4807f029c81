import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The README, docs/ and the comments of the code point only to files that are in this repository: a
 * reference to a file elsewhere (a sibling checkout, a shared folder, a planning note) means nothing to a
 * reader of the repo. Name a spec section by its title instead.
 *
 * Scanned: README.md, docs/*.md, .env.example, and the comments of src/, tests/, bench/, scripts/ and the
 * root config files. A reference is a path with a slash and a file extension, a path under one of the
 * repo's top folders, a relative path, or a bare *.md name; it must exist (relative to the repo root or
 * to the file that mentions it). Build and test outputs (dist/, test-results/, …) are not checked.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const CODE = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const TOP = ['src', 'tests', 'docs', 'bench', 'scripts', 'public', '.ci'];
/** Written by the build, the tests or the benches, or installed: not in the repo by design. */
const GENERATED = [
  'dist/',
  'dist-demo/',
  '.vite/',
  'node_modules/',
  'test-results/',
  'playwright-report/',
  'coverage/',
  'bench/.results/',
  'tests/e2e/.screenshots/',
];
/**
 * Known broken references in folders that were under other work when this test came: tolerated until
 * their comments are fixed (name the spec section instead); then delete the entry. Add nothing here.
 */
const KNOWN_BROKEN: string[] = [];
const EXT = 'ts|tsx|mts|mjs|js|cjs|json|md|css|html|sh|ya?ml|png|svg';

function walk(rel: string): string[] {
  const abs = path.join(ROOT, rel);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [rel];
  return readdirSync(abs).flatMap((name) => (name === 'node_modules' ? [] : walk(path.posix.join(rel, name))));
}

/** The comments of a code file (block comments, JSX comments, `//` line comments). */
function comments(text: string): string {
  const out: string[] = [];
  for (const m of text.matchAll(/\/\*[\s\S]*?\*\//g)) out.push(m[0]);
  for (const m of text.matchAll(/(?:^|[^:'"`\\/\w])\/\/(.*)$/gm)) out.push(m[1]);
  return out.join('\n');
}

const PATTERNS = [
  // a path with a slash and an extension (relative or not)
  new RegExp(`(?<![\\w./@:~-])((?:\\.{1,2}/)*(?:[\\w.-]+/)+[\\w.-]+\\.(?:${EXT}))(?![\\w/-])`, 'g'),
  // a path under a top folder of the repo, file or folder
  new RegExp(`(?<![\\w./@:~-])((?:${TOP.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./-]*[\\w/])`, 'g'),
  // a relative path without an extension
  /(?<![\w./@:~-])(\.{1,2}\/[\w.-][\w./-]*)/g,
  // a bare Markdown file name
  /(?<![\w./@:~-])([\w-]+\.md)\b/g,
];

function references(text: string): string[] {
  const found = new Set<string>();
  for (const re of PATTERNS) for (const m of text.matchAll(re)) found.add(m[1].replace(/[.,:;]+$/, ''));
  return [...found];
}

function exists(ref: string, fromFile: string): boolean {
  const bases = [ROOT, path.join(ROOT, path.dirname(fromFile))];
  if (!ref.includes('/')) bases.push(path.join(ROOT, 'docs'));
  const suffixes = ['', '.ts', '.tsx', '.mjs', '/index.ts'];
  return bases.some((base) => suffixes.some((s) => existsSync(path.join(base, ref + s))));
}

const SOURCES: Array<{ file: string; text: string }> = [
  ...['README.md', '.env.example', ...walk('docs').filter((f) => f.endsWith('.md'))].map((file) => ({
    file,
    text: readFileSync(path.join(ROOT, file), 'utf8'),
  })),
  ...[...['src', 'tests', 'bench', 'scripts'].flatMap(walk), 'vite.config.ts', 'vitest.config.ts', 'playwright.config.ts']
    .filter((f) => CODE.test(f))
    .map((file) => ({ file, text: comments(readFileSync(path.join(ROOT, file), 'utf8')) })),
];

const missing = SOURCES.flatMap(({ file, text }) =>
  references(text)
    .filter((ref) => !GENERATED.some((g) => ref.replace(/^\.\//, '').startsWith(g)))
    .filter((ref) => !exists(ref, file))
    .map((ref) => `${file}: ${ref}`),
);

test('the scan sees the docs and the code, and finds each kind of reference', () => {
  expect(SOURCES.length).toBeGreaterThan(100);
  const sample =
    'see `src/api/client.ts`, src/demo/district/, docs/x.md, ../shared/y.md, ../../no-such-notes, mission-anchors.md, main/src/a.ts';
  expect(references(sample)).toEqual(
    expect.arrayContaining([
      'src/api/client.ts',
      'src/demo/district/',
      'docs/x.md',
      '../shared/y.md',
      '../../no-such-notes',
      'mission-anchors.md',
      'main/src/a.ts',
    ]),
  );
  expect(
    references(sample)
      .filter((ref) => !exists(ref, 'src/main.tsx'))
      .sort(),
  ).toEqual(['../../no-such-notes', '../shared/y.md', 'docs/x.md', 'main/src/a.ts', 'mission-anchors.md'].sort());
});

test('every file the README, docs/ and code comments name is in the repo', () => {
  expect(missing.filter((m) => !KNOWN_BROKEN.includes(m))).toEqual([]);
});
