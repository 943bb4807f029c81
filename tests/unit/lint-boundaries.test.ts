import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import tseslint from 'typescript-eslint';

/**
 * The import boundaries of eslint.config.js bite: deliberate violations at real paths are errors, the
 * allowed imports are not, the tree itself passes, and `eslint .` applies exactly these blocks (nothing later in
 * the config replaces them). Linted with the TypeScript parser but without type information, so that virtual
 * files need not exist in the TypeScript project.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const FEATURES = readdirSync(new URL('src/features', pathToFileURL(ROOT)), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const configModule: { boundaryConfigs: Linter.Config[] } = await import(pathToFileURL(`${ROOT}eslint.config.js`).href);
const { boundaryConfigs } = configModule;

const eslint = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser }, linterOptions: { reportUnusedDisableDirectives: 'off' } },
    ...boundaryConfigs,
  ],
});

async function lint(filePath: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${filePath}` });
  return result.messages;
}

/** The rules that reported an error, one entry per message. */
async function errors(filePath: string, code: string): Promise<string[]> {
  const messages = await lint(filePath, code);
  expect(messages.filter((m) => m.fatal)).toEqual([]);
  return messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? '(none)');
}

const IMPORT = 'no-restricted-imports';
const DYNAMIC = 'no-restricted-syntax';

describe('import boundaries', () => {
  it('has a block for every feature folder', () => {
    expect(FEATURES.length).toBeGreaterThan(1);
    const names = boundaryConfigs.map((c) => c.name);
    for (const f of FEATURES) expect(names).toContain(`boundaries/features/${f}`);
  });

  describe.each(FEATURES)('feature %s', (own) => {
    const other = FEATURES.find((f) => f !== own) ?? '';

    it(`may not import another feature (${other})`, async () => {
      expect(await errors(`src/features/${own}/x.ts`, `import a from '@/features/${other}/some-page';\nexport { a };`)).toEqual([IMPORT]);
      expect(await errors(`src/features/${own}/x.ts`, `export { a } from '../${other}/some-page';`)).toEqual([IMPORT]);
      expect(await errors(`src/features/${own}/x.ts`, `import '../../features/${other}/style.css';`)).toEqual([IMPORT]);
      expect(await errors(`src/features/${own}/deep/x.ts`, `import a from '../../${other}';\nexport { a };`)).toEqual([IMPORT]);
      expect(await errors(`src/features/${own}/x.ts`, `export const p = () => import('@/features/${other}/some-page');`)).toEqual([
        DYNAMIC,
      ]);
    });

    it('may import its own files, components and utils', async () => {
      const code = [
        `import a from '@/features/${own}/some-page';`,
        `import b from './sibling';`,
        `import c from '../${own}/sibling';`,
        `import { Widget } from '@/components';`,
        `import { Chart } from '@/components/chart';`,
        `import { formatCount } from '@/utils/format';`,
        `import { useSession } from '@/stores/session';`,
        `export const all = [a, b, c, Widget, Chart, formatCount, useSession, () => import('./lazy')];`,
      ].join('\n');
      expect(await errors(`src/features/${own}/x.tsx`, code)).toEqual([]);
    });
  });

  it('axios: only src/api/client.ts', async () => {
    const code = `import axios from 'axios';\nexport { axios };`;
    expect(await errors('src/api/client.ts', code)).toEqual([]);
    expect(await errors('src/stores/x.ts', code)).toEqual([IMPORT]);
    expect(await errors('src/api/x.ts', code)).toEqual([IMPORT]);
    expect(await errors('src/features/library/x.ts', code)).toEqual([IMPORT]);
    expect(await errors('src/layout/x.ts', code)).toEqual([IMPORT]);
    expect(await errors('src/utils/x.ts', `export type { AxiosError } from 'axios';`)).toEqual([IMPORT]);
    expect(await errors('src/main.tsx', `export const a = () => import('axios');`)).toEqual([DYNAMIC]);
  });

  it('echarts, zrender, echarts-for-react: only src/components/chart.tsx', async () => {
    expect(await errors('src/features/library/x.ts', `import * as echarts from 'echarts/core';\nexport { echarts };`)).toEqual([IMPORT]);
    for (const source of ['echarts', 'echarts/charts', 'zrender/lib/core/util', 'echarts-for-react', 'echarts-for-react/esm/core']) {
      expect(await errors('src/components/widget.tsx', `import x from '${source}';\nexport { x };`), source).toEqual([IMPORT]);
      expect(await errors('src/demo/x.ts', `import x from '${source}';\nexport { x };`), source).toEqual([IMPORT]);
    }
    expect(await errors('src/api/client.ts', `import * as echarts from 'echarts/core';\nexport { echarts };`)).toEqual([IMPORT]);
    expect(await errors('src/layout/x.ts', `export const e = () => import('echarts');`)).toEqual([DYNAMIC]);
    const chart = [
      `import ReactEChartsCore from 'echarts-for-react/esm/core';`,
      `import * as echarts from 'echarts/core';`,
      `import { BarChart } from 'echarts/charts';`,
      `export { ReactEChartsCore, echarts, BarChart };`,
    ].join('\n');
    expect(await errors('src/components/chart.tsx', chart)).toEqual([]);
  });

  it('src/api and src/stores do not import src/app', async () => {
    expect(await errors('src/api/x.ts', `import { feedback } from '@/app/feedback';\nexport { feedback };`)).toEqual([IMPORT]);
    expect(await errors('src/api/x.ts', `import { feedback } from '../app/feedback';\nexport { feedback };`)).toEqual([IMPORT]);
    expect(await errors('src/api/contract/x.ts', `export * from '../../app/router';`)).toEqual([IMPORT]);
    expect(await errors('src/api/client.ts', `import { feedback } from '@/app/feedback';\nexport { feedback };`)).toEqual([IMPORT]);
    expect(await errors('src/stores/x.ts', `import { buildRoutes } from '@/app/router';\nexport { buildRoutes };`)).toEqual([IMPORT]);
    const allowed = [
      `import { feedback } from '@/utils/feedback';`,
      `import { ApiError } from '@/api/errors';`,
      `export { feedback, ApiError };`,
    ].join('\n');
    expect(await errors('src/api/x.ts', allowed)).toEqual([]);
    expect(await errors('src/stores/x.ts', allowed)).toEqual([]);
  });

  // app → layout → features → components → hooks → stores → routes → api → utils/config: each layer only downwards.
  const LAYERS = ['app', 'layout', 'features/library', 'components', 'hooks', 'stores', 'routes', 'api', 'utils'];
  const SOURCES: Record<string, string> = {
    app: '@/app/router',
    layout: '@/layout/navbar',
    'features/library': '@/features/library/index-page',
    components: '@/components/widget',
    hooks: '@/hooks/queries',
    stores: '@/stores/session',
    routes: '@/routes/route-table',
    api: '@/api/client',
    utils: '@/utils/format',
  };

  it.each(LAYERS.slice(1))('src/%s imports no layer above it, and the layers below it', async (layer) => {
    const index = LAYERS.indexOf(layer);
    const file = `src/${layer}/x.ts`;
    for (const higher of LAYERS.slice(0, index)) {
      expect(await errors(file, `import x from '${SOURCES[higher]}';\nexport { x };`), `${layer} → ${higher}`).toEqual([IMPORT]);
      expect(await errors(file, `export const x = () => import('${SOURCES[higher]}');`), `${layer} → ${higher} (dynamic)`).toEqual([
        DYNAMIC,
      ]);
    }
    for (const lower of LAYERS.slice(index + 1)) {
      if (lower === 'api' && layer !== 'api') continue; // only the wrapper's callers; checked below
      expect(await errors(file, `import x from '${SOURCES[lower]}';\nexport { x };`), `${layer} → ${lower}`).toEqual([]);
    }
  });

  it('src/routes is plain data: no page, no store, no layout', async () => {
    expect(await errors('src/routes/x.ts', `export const page = () => import('@/features/ranking/ranking-page');`)).toEqual([DYNAMIC]);
    expect(await errors('src/routes/x.ts', `import { useSession } from '../stores/session';\nexport { useSession };`)).toEqual([IMPORT]);
    expect(
      await errors('src/routes/x.ts', `import type { RankingFamilyKey } from '@/api/contract/reading';\nexport type { RankingFamilyKey };`),
    ).toEqual([]);
    expect(await errors('src/app/x.ts', `export const page = () => import('@/features/ranking/ranking-page');`)).toEqual([]);
  });

  it('the demo API uses the contract, utils and config only', async () => {
    expect(await errors('src/demo/x.ts', `import { useSession } from '@/stores/session';\nexport { useSession };`)).toEqual([IMPORT]);
    expect(await errors('src/demo/x.ts', `import { Widget } from '@/components/widget';\nexport { Widget };`)).toEqual([IMPORT]);
    expect(await errors('src/demo/x.ts', `import { ROUTE_TABLE } from '@/routes/route-table';\nexport { ROUTE_TABLE };`)).toEqual([IMPORT]);
    expect(
      await errors('src/demo/x.ts', `import { env } from '@/config/env';\nimport * as c from '@/api/contract/auth';\nexport { env, c };`),
    ).toEqual([]);
  });

  it('src/components, src/utils, src/config do not import features', async () => {
    const code = `import Page from '@/features/library/index-page';\nexport { Page };`;
    expect(await errors('src/components/x.tsx', code)).toEqual([IMPORT]);
    expect(await errors('src/components/chart.tsx', code)).toEqual([IMPORT]);
    expect(await errors('src/utils/x.ts', code)).toEqual([IMPORT]);
    expect(await errors('src/config/x.ts', `export * from '../features/auth/login-page';`)).toEqual([IMPORT]);
    expect(await errors('src/layout/x.tsx', code)).toEqual([]);
    expect(await errors('src/hooks/x.ts', code)).toEqual([IMPORT]);
    expect(await errors('src/routes/x.ts', code)).toEqual([IMPORT]);
  });

  it('src/utils and src/config import no stores, api or app', async () => {
    for (const source of ['@/stores/session', '@/api/client', '@/app/router', '../stores/app', '../api/errors']) {
      expect(await errors('src/utils/x.ts', `import x from '${source}';\nexport { x };`), source).toEqual([IMPORT]);
      expect(await errors('src/config/x.ts', `import x from '${source}';\nexport { x };`), source).toEqual([IMPORT]);
    }
    expect(
      await errors('src/utils/x.ts', `import { env } from '@/config/env';\nimport { a } from './format';\nexport { env, a };`),
    ).toEqual([]);
  });

  it('the tree keeps its boundaries', { timeout: 60_000 }, async () => {
    const results = await eslint.lintFiles(['src/**/*.{ts,tsx}']);
    expect(results.length).toBeGreaterThan(50);
    const problems = results.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId}: ${m.message}`));
    expect(problems).toEqual([]);
  });

  it('eslint.config.js applies these blocks unchanged to its files', async () => {
    const real = new ESLint({ cwd: ROOT });
    const samples = [
      ...FEATURES.map((f) => `src/features/${f}/x.tsx`),
      'src/api/x.ts',
      'src/api/contract/x.ts',
      'src/api/client.ts',
      'src/stores/x.ts',
      'src/components/x.tsx',
      'src/components/chart.tsx',
      'src/utils/x.ts',
      'src/config/x.ts',
      'src/layout/x.tsx',
      'src/routes/x.ts',
      'src/hooks/x.ts',
      'src/app/x.ts',
      'src/demo/x.ts',
      'src/main.tsx',
    ];
    for (const file of samples) {
      const [want, got]: Linter.Config[] = await Promise.all([eslint.calculateConfigForFile(file), real.calculateConfigForFile(file)]);
      expect(got.rules?.[IMPORT], file).toEqual(want.rules?.[IMPORT]);
      expect(got.rules?.[DYNAMIC], file).toEqual(want.rules?.[DYNAMIC]);
      expect(want.rules?.[IMPORT], file).toBeDefined();
    }
  });
});
