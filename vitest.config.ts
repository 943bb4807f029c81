import { configDefaults, defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Two projects; a file's name and folder say which one runs it (no list to keep up to date):
 * - `node`: the unit tests named `*.test.ts` (tests/unit): pure logic with no DOM: formatters, access rules, the guard's decide(), the
 *   route table, the demo generator, property tests, repo checks. No setup file; fast to start.
 * - `jsdom`: every `*.test.tsx` (components and pages), everything under tests/integration, and the unit tests named
 *   `*.dom.test.ts`: whatever touches cookies, localStorage, window or the axios wrapper (the contract and
 *   demo-handler tests call the API with a token cookie and relative URLs, so they need a document). Setup: the
 *   ECharts stub and tests/setup.ts (msw server, cleanup).
 * A new `.ts` unit test that needs a document is named `*.dom.test.ts`.
 */
export const NODE_TESTS = ['tests/unit/**/*.test.ts'];
export const DOM_TESTS = ['tests/unit/**/*.dom.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.{ts,tsx}'];

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
      // A test may wait several times, each up to the suite's wait (20 s, tests/setup-jsdom.ts), on a loaded machine.
      testTimeout: 60_000,
      // The jsdom setup loads antd once up front (tests/setup-jsdom.ts): on a loaded machine, more than 10 s.
      hookTimeout: 60000,
      pool: 'threads',
      // Both cores: Vitest's default leaves one for itself (availableParallelism − 1), which on the 2-core machines
      // this suite runs on meant one file at a time (831 s). Its own process does little while the workers run.
      maxWorkers: 2,
      env: {
        VITE_DEMO: 'true',
        VITE_SPECIAL_ACCOUNT: 'reader',
        VITE_SPECIAL_LOGIN_CODE: 'reader',
        // The demo's sign-on providers (.env.demo): the login page's buttons.
        VITE_SSO_PROVIDERS: JSON.stringify([
          {
            id: 'demo-oauth',
            name: '演示教育平台',
            kind: 'oauth',
            authorizeUrl: '/auth/demo-idp/authorize',
            clientId: 'srp-demo',
            scope: 'userInfo',
          },
          { id: 'demo-cas', name: '演示统一身份认证（CAS）', kind: 'cas', authorizeUrl: '/auth/demo-idp/cas/login' },
        ]),
      },
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: NODE_TESTS,
            exclude: [...configDefaults.exclude, 'tests/unit/**/*.dom.test.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'jsdom',
            environment: 'jsdom',
            include: DOM_TESTS,
            setupFiles: ['tests/helpers/echarts-stub.ts', 'tests/setup.ts'],
          },
        },
      ],
    },
  }),
);
