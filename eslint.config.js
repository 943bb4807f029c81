import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/*
 * Import boundaries (issue 12). Arrows point down: app → layout/routes → features → components → stores → api →
 * utils/config. Each rule below is a list of { regex, message } restrictions on import sources; one block per area
 * carries every restriction for its files, because a later flat-config block replaces an earlier block's options for
 * the same rule instead of merging them. So the areas are disjoint (`ignores` cut the exceptions out) and each one
 * restates the restrictions every file has (axios, echarts).
 *
 * `no-restricted-imports` covers `import`/`export … from`; the same regexes go into `no-restricted-syntax` for
 * dynamic `import()` (lazy pages). Relative paths are matched by the folder they climb to (`../library/x`,
 * `../../features/library/x`): a feature with a sub-folder named like another feature would be a false positive.
 */
const EXT = '{ts,tsx,js,mjs}';
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

/** `@/<dir>/…` or a relative path climbing to `<dir>/…`. */
const srcDir = (dir) => `^(?:@/|(?:\\.\\./)+)(?:${dir})(?:/|$)`;

const AXIOS = {
  regex: '^axios(?:/|$)',
  message: 'Only src/api/client.ts imports axios; call the API through @/api/client or @/api/queries.',
};
const ECHARTS = {
  regex: '^(?:echarts|echarts-for-react|zrender)(?:/|$)',
  message: 'Only src/components/chart.tsx (and its on-demand parts in src/components/chart-parts/) imports ECharts; use <Chart>.',
};
const APP = { regex: srcDir('app'), message: 'src/api and src/stores do not import src/app; put what both need in src/utils.' };
const ANY_FEATURE = {
  regex: srcDir('features'),
  message: 'Shared code does not import features; move the piece to src/components or src/utils.',
};
const LOWER_LAYERS_ONLY = {
  regex: srcDir('stores|api|app'),
  message: 'src/utils and src/config are the bottom layer: no stores, api or app imports.',
};
const otherFeatures = (own) => {
  const others = FEATURES.filter((f) => f !== own);
  return others.length === 0
    ? []
    : [
        {
          regex: `^(?:@/features/|(?:\\.\\./)+(?:features/)?)(?:${others.join('|')})(?:/|$)`,
          message: `Features do not import each other (${own} → another feature); share through src/components or src/utils.`,
        },
      ];
};

function boundary(name, files, restrictions, ignores = []) {
  return {
    name: `boundaries/${name}`,
    files,
    ...(ignores.length ? { ignores } : {}),
    rules: {
      'no-restricted-imports': ['error', { patterns: restrictions.map(({ regex, message }) => ({ regex, message })) }],
      'no-restricted-syntax': [
        'error',
        // esquery's /regex/ cannot contain a slash: spell it \x2F.
        ...restrictions.map(({ regex, message }) => ({
          selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\x2F')}/]`,
          message,
        })),
      ],
    },
  };
}

const AREAS = ['features', 'api', 'stores', 'components', 'utils', 'config'];

/** The import-boundary blocks (exported for tests/unit/lint-boundaries.test.ts). */
export const boundaryConfigs = [
  boundary(
    'src',
    [`src/**/*.${EXT}`],
    [AXIOS, ECHARTS],
    AREAS.map((a) => `src/${a}/**`),
  ),
  ...FEATURES.map((f) => boundary(`features/${f}`, [`src/features/${f}/**/*.${EXT}`], [AXIOS, ECHARTS, ...otherFeatures(f)])),
  boundary('api', [`src/api/**/*.${EXT}`], [AXIOS, ECHARTS, APP], ['src/api/client.ts']),
  boundary('api/client', ['src/api/client.ts'], [ECHARTS, APP]),
  boundary('stores', [`src/stores/**/*.${EXT}`], [AXIOS, ECHARTS, APP]),
  boundary(
    'components',
    [`src/components/**/*.${EXT}`],
    [AXIOS, ECHARTS, ANY_FEATURE],
    ['src/components/chart.tsx', 'src/components/chart-parts/**'],
  ),
  boundary('components/chart', ['src/components/chart.tsx', `src/components/chart-parts/*.${EXT}`], [AXIOS, ANY_FEATURE]),
  boundary('utils+config', [`src/utils/**/*.${EXT}`, `src/config/**/*.${EXT}`], [AXIOS, ECHARTS, ANY_FEATURE, LOWER_LAYERS_ONLY]),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'node_modules', 'public/mockServiceWorker.js', 'test-results', 'playwright-report', 'coverage'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'echarts', message: 'Import from echarts/core in src/components/chart.tsx only.' },
            { name: 'echarts-for-react', message: 'Use src/components/chart.tsx (echarts-for-react/esm/core).' },
          ],
        },
      ],
    },
  },
  {
    // Type information for the TypeScript files (all in tsconfig.json); the plain .js/.mjs files stay untyped.
    name: 'typed',
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    name: 'typed/rules',
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  // Last, so that no other block replaces their options.
  ...boundaryConfigs,
);
