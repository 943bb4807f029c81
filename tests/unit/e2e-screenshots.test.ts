import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Screenshots of the browser tests are for people to look at, never compared, so they are not tracked:
 * every spec takes them with `shot(page, name)` of tests/e2e/fixtures.ts, which writes to the ignored
 * tests/e2e/.screenshots/. A spec with its own `page.screenshot({ path })` would put files elsewhere.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const E2E = path.join(ROOT, 'tests', 'e2e');
const read = (file: string) => readFileSync(file, 'utf8');
const e2eFiles = readdirSync(E2E).filter((f) => /\.(ts|mts|mjs)$/.test(f));

test('only the fixtures call .screenshot(); every spec uses shot()', () => {
  const offenders = e2eFiles.filter((f) => f !== 'fixtures.ts' && /\.screenshot\s*\(/.test(read(path.join(E2E, f))));
  expect(offenders).toEqual([]);
  expect(read(path.join(E2E, 'fixtures.ts'))).toMatch(/export const SCREENSHOT_DIR = path\.join\(import\.meta\.dirname, '\.screenshots'\)/);
});

test('no spec writes to the old tracked __screenshots__ folder', () => {
  expect(e2eFiles.filter((f) => read(path.join(E2E, f)).includes('__screenshots__'))).toEqual([]);
});

test('.gitignore covers the screenshot folder and the folders Playwright writes', () => {
  const ignored = read(path.join(ROOT, '.gitignore'))
    .split('\n')
    .map((l) => l.trim());
  expect(ignored).toEqual(expect.arrayContaining(['tests/e2e/.screenshots', 'test-results', 'playwright-report']));
});
