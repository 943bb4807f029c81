import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/*
 * Import boundaries. The layers, top to bottom; a file imports its own layer and the layers below it, never one
 * above (the arrows point down):
 *
 *   app → layout → features → components → hooks → stores → routes → api → utils, config
 *
 * `routes` is plain data and pure rules (the route table, access, navigation rules, the current-route hook): the
 * pages are loaded by src/app/page-loaders.ts, so the table imports no page and no cycle runs through it.
 * `hooks` are the React hooks over the API and the session (queries, the school year, the scope).
 * `demo` (the demo API) stands beside the app: it may use api (the contract), utils and config only.
 * Features do not import each other. Only src/api/client.ts imports axios; only src/components/chart.tsx and
 * src/components/chart-parts/ import ECharts.
 *
 * Each rule below is a list of { regex, message } restrictions on import sources; one block per area carries every
 * restriction for its files, because a later flat-config block replaces an earlier block's options for the same
 * rule instead of merging them. So the areas are disjoint (`ignores` cut the exceptions out) and each one restates
 * the restrictions every file has (axios, echarts).
 *
 * `no-restricted-imports` covers `import`/`export … from`; the same regexes go into `no-restricted-syntax` for
 * dynamic `import()` (lazy pages). Relative paths are matched by the folder they climb to (`../library/x`,
 * `../../features/library/x`): a feature with a sub-folder named like another feature would be a false positive.
 * Import cycles (static and dynamic imports alike) are refused by import-x/no-cycle below.
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

/** The layers, top to bottom (see above). */
const LAYERS = [['app'], ['layout'], ['features'], ['components'], ['hooks'], ['stores'], ['routes'], ['api'], ['utils', 'config']];

/** The restriction of a layer: nothing from the layers above it. */
function above(layer) {
  const index = LAYERS.findIndex((l) => l.includes(layer));
  const higher = LAYERS.slice(0, index).flat();
  return {
    regex: srcDir(higher.join('|')),
    message: `src/${layer} may not import ${higher.map((d) => `src/${d}`).join(', ')} (layers above it: app → layout → features → components → hooks → stores → routes → api → utils/config); move what both need down.`,
  };
}

const DEMO = {
  regex: srcDir('app|layout|features|components|hooks|stores|routes'),
  message: 'The demo API (src/demo) uses the contract (src/api), src/utils and src/config only: it answers the app, it is not part of it.',
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

const AREAS = ['app', 'layout', 'features', 'components', 'hooks', 'stores', 'routes', 'api', 'utils', 'config', 'demo'];

/** The import-boundary blocks (exported for tests/unit/lint-boundaries.test.ts). */
export const boundaryConfigs = [
  boundary(
    'src',
    [`src/**/*.${EXT}`],
    [AXIOS, ECHARTS],
    AREAS.map((a) => `src/${a}/**`),
  ),
  boundary('app', [`src/app/**/*.${EXT}`], [AXIOS, ECHARTS]),
  boundary('layout', [`src/layout/**/*.${EXT}`], [AXIOS, ECHARTS, above('layout')]),
  ...FEATURES.map((f) =>
    boundary(`features/${f}`, [`src/features/${f}/**/*.${EXT}`], [AXIOS, ECHARTS, above('features'), ...otherFeatures(f)]),
  ),
  boundary(
    'components',
    [`src/components/**/*.${EXT}`],
    [AXIOS, ECHARTS, above('components')],
    ['src/components/chart.tsx', 'src/components/chart-parts/**'],
  ),
  boundary('components/chart', ['src/components/chart.tsx', `src/components/chart-parts/*.${EXT}`], [AXIOS, above('components')]),
  boundary('hooks', [`src/hooks/**/*.${EXT}`], [AXIOS, ECHARTS, above('hooks')]),
  boundary('stores', [`src/stores/**/*.${EXT}`], [AXIOS, ECHARTS, above('stores')]),
  boundary('routes', [`src/routes/**/*.${EXT}`], [AXIOS, ECHARTS, above('routes')]),
  boundary('api', [`src/api/**/*.${EXT}`], [AXIOS, ECHARTS, above('api')], ['src/api/client.ts']),
  boundary('api/client', ['src/api/client.ts'], [ECHARTS, above('api')]),
  boundary('utils+config', [`src/utils/**/*.${EXT}`, `src/config/**/*.${EXT}`], [AXIOS, ECHARTS, above('utils')]),
  boundary('demo', [`src/demo/**/*.${EXT}`], [AXIOS, ECHARTS, DEMO]),
];

/**
 * No import cycles in src/, counting dynamic imports (a lazy page that imports what imports it is a cycle too).
 * Exported for tests/unit/lint-cycles.test.ts, which shows a deliberate cycle fails it.
 */
const { 'import-x/resolver': _legacyResolver, ...IMPORT_X_TS_SETTINGS } = importX.flatConfigs.typescript.settings;
export const cycleConfig = {
  name: 'cycles',
  files: [`src/**/*.${EXT}`],
  plugins: { 'import-x': importX },
  settings: {
    // What import-x parses to follow imports (its defaults are .js only), and how it resolves `@/…`.
    ...IMPORT_X_TS_SETTINGS,
    'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
  },
  rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: false }] },
};

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
  {
    // One writer of cookies: the module whose reads a task's calls share, and which forgets them when it writes.
    name: 'cookies',
    files: [`src/**/*.${EXT}`],
    ignores: ['src/utils/cookies.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['get', 'set', 'remove'].map((property) => ({
          object: 'Cookies',
          property,
          message: 'Cookies go through src/utils/cookies.ts (a task’s reads are shared; its writes forget them).',
        })),
      ],
    },
  },
  { files: ['**/*.{js,mjs}'], ...tseslint.configs.disableTypeChecked },
  cycleConfig,
  // Last, so that no other block replaces their options.
  ...boundaryConfigs,
);
