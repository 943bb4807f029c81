import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The jsdom suite has one wait (tests/setup-jsdom.ts, asyncUtilTimeout): no findBy* or waitFor of a test sets its own,
 * so that a machine under load is met by one setting, not by a scattering of longer waits.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const JSDOM_TEST = /(\.test\.tsx|\.dom\.test\.ts)$/;

function files(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? files(path.join(dir, e.name))
      : JSDOM_TEST.test(e.name) || dir.startsWith('tests/integration')
        ? [path.join(dir, e.name)]
        : [],
  );
}

test('the setup file sets the one wait', () => {
  expect(readFileSync(path.join(ROOT, 'tests/setup-jsdom.ts'), 'utf8')).toMatch(/configure\(\{ asyncUtilTimeout: [\d_]+ \}\)/);
});

test('no findBy* or waitFor of a jsdom test sets a timeout of its own', () => {
  const tests = [...files('tests/unit'), ...files('tests/integration')];
  expect(tests.length).toBeGreaterThan(20);
  // A wait's options come last: `…, { timeout: 30_000 })`; a test's own options (`test(name, { timeout }, fn)`) do not.
  const own = tests.filter((f) => /,\s*\{\s*timeout:\s*[\d_]+\s*\}\s*,?\s*\)/.test(readFileSync(path.join(ROOT, f), 'utf8')));
  expect(own).toEqual([]);
});
