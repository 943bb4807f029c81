import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Two projects, chosen per file by what the file needs:
 * - `node`: pure logic with no DOM: formatters, access rules, the guard's decide(), the route table, the
 *   demo generator, property tests, repo checks. No setup file; fast to start.
 * - `jsdom`: everything else: components and pages, and whatever touches cookies, localStorage, window or
 *   the axios wrapper (the contract and demo-handler tests call the API with a token cookie and relative
 *   URLs, so they need a document). Setup: the ECharts stub and tests/setup.ts (msw server, cleanup).
 * A new test file runs under jsdom unless it is added to NODE_TESTS.
 */
export const NODE_TESTS = [
  'tests/unit/access.test.ts',
  'tests/unit/app-env.test.ts',
  'tests/unit/axis-label.test.ts',
  'tests/unit/chart-options.test.ts',
  'tests/unit/cockpit-rules.test.ts',
  'tests/unit/color.test.ts',
  'tests/unit/constants.test.ts',
  'tests/unit/deploy-config.test.ts',
  'tests/unit/demo-district.test.ts',
  'tests/unit/e2e-screenshots.test.ts',
  'tests/unit/env-example.test.ts',
  'tests/unit/export-xlsx.test.ts',
  'tests/unit/file-references.test.ts',
  'tests/unit/format.test.ts',
  'tests/unit/guard.test.ts',
  'tests/unit/image-url.test.ts',
  'tests/unit/lint-boundaries.test.ts',
  'tests/unit/lint-cycles.test.ts',
  'tests/unit/lockfile.test.ts',
  'tests/unit/mask-name.test.ts',
  'tests/unit/ranking-metrics.test.ts',
  'tests/unit/ranking-table-model.test.ts',
  'tests/unit/ranking-view.test.ts',
  'tests/unit/route-shells.test.ts',
  'tests/unit/route-table.test.ts',
  'tests/unit/safe-redirect.test.ts',
  'tests/unit/schematic-map.test.ts',
  'tests/unit/school-calendar.test.ts',
  'tests/unit/scope-injection.test.ts',
  'tests/unit/tooltip-escaping.test.ts',
];

const ALL_TESTS = ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'];

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // The tests run the app in demo mode (VITE_DEMO below): the demo-only UI is there.
    define: { __DEMO__: 'true' },
    // antd as the build sees it: its ES modules (package.json "module"), one copy. Node would load `antd` as
    // CommonJS (lib/) and `antd/es/…` deep imports as a second, ES copy with contexts of its own.
    resolve: { alias: [{ find: /^antd$/, replacement: 'antd/es/index.js' }] },
    test: {
      server: { deps: { inline: [/[\\/]node_modules[\\/]antd[\\/]/] } },
      globals: true,
      css: false,
      testTimeout: 20000,
      // The jsdom setup loads antd once up front (tests/setup-jsdom.ts): on a loaded machine, more than 10 s.
      hookTimeout: 60000,
      pool: 'threads',
      env: { VITE_DEMO: 'true', VITE_SPECIAL_ACCOUNT: 'reader', VITE_SPECIAL_LOGIN_CODE: 'reader' },
      projects: [
        {
          extends: true,
          test: { name: 'node', environment: 'node', include: NODE_TESTS },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            include: ALL_TESTS,
            exclude: [...configDefaults.exclude, ...NODE_TESTS],
            setupFiles: ['tests/helpers/echarts-stub.ts', 'tests/setup.ts'],
          },
        },
      ],
    },
  }),
);
