import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` on a fresh machine refuses a lock file that does not satisfy package.json. A dependency
 * asked for by a dist-tag (`"latest"`) is re-resolved against the registry at install time, so the
 * day that package publishes, the locked version stops satisfying it and CI breaks without a change
 * of ours (third-party-web, asked for as `latest` by @paulirish/trace_engine under lighthouse, did
 * exactly that). Every such dependency is pinned by an `overrides` entry to the locked version.
 */
interface LockPackage {
  version?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { overrides?: Record<string, unknown> };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockPackage> };

const isVersionRange = (spec: string) => /^(npm:|[\^~<>=*\dxX]|$)/.test(spec) || /\s|\|\|/.test(spec);

describe('package-lock.json installs with npm ci on any day', () => {
  const tagged = Object.entries(lock.packages).flatMap(([path, entry]) =>
    Object.entries({ ...entry.dependencies, ...entry.optionalDependencies })
      .filter(([, spec]) => !isVersionRange(spec))
      .map(([name, spec]) => ({ path, name, spec })),
  );

  it('finds the dist-tag dependencies the lock file holds (the check looks at real entries)', () => {
    expect(tagged.map((t) => t.name)).toContain('third-party-web');
  });

  it.each(tagged)('$name ($spec, from $path) is pinned by overrides to its locked version', ({ name }) => {
    const locked = lock.packages[`node_modules/${name}`]?.version;
    expect(locked, `${name} is in the lock file`).toBeDefined();
    expect(pkg.overrides?.[name]).toBe(locked);
  });
});
