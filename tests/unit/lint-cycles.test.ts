import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * `npm run lint` refuses import cycles in src/ (eslint.config.js `cycleConfig`, import-x/no-cycle), counting
 * dynamic imports: the fixtures in tests/fixtures/import-cycle/ hold a static cycle of three modules and a cycle
 * through a lazy import (the shape the route table once had with its pages). Linted here with the same block.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const { cycleConfig }: { cycleConfig: Linter.Config } = await import(pathToFileURL(`${ROOT}eslint.config.js`).href);

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } },
    { ...cycleConfig, files: ['tests/fixtures/import-cycle/*.ts'] },
  ],
});

async function cycleErrors(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([`tests/fixtures/import-cycle/${file}`]);
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'import-x/no-cycle').map((m) => m.message);
}

describe('import cycles', () => {
  it('a static cycle of three modules fails the lint', { timeout: 60_000 }, async () => {
    expect(await cycleErrors('a.ts')).toHaveLength(1);
    expect(await cycleErrors('c.ts')).toHaveLength(1);
  });

  it('a cycle through a dynamic import fails it too', { timeout: 60_000 }, async () => {
    expect(await cycleErrors('page.ts')).toHaveLength(1);
  });

  it('the rule is on for every source file of the app', async () => {
    const config = (await new ESLint({ cwd: ROOT }).calculateConfigForFile('src/routes/route-table.ts')) as Linter.Config;
    const [, options] = cycleConfig.rules?.['import-x/no-cycle'] as [string, object];
    expect(config.rules?.['import-x/no-cycle']).toEqual([2, options]);
  });
});
