import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium';
import { deployPorts } from './tests/deploy/harness.mjs';

/**
 * The deployment test (`npm run test:deploy`): the production build (dist/, `vite build`, demo off) behind Debian's
 * nginx with deploy/nginx/srp.conf.template, the demo API over HTTP as the backend (tests/deploy/harness.mjs,
 * started by the global setup). Ports: NGINX_PORT / DEPLOY_API_PORT, else E2E_PORT + 100 / + 200.
 */
const baseURL = `http://127.0.0.1:${deployPorts().nginx}`;
const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/deploy',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results/deploy',
  globalSetup: './tests/deploy/global-setup.ts',
  fullyParallel: false,
  forbidOnly: CI,
  workers: 1,
  // A flaky test is a failing test: no retries, in CI either.
  retries: 0,
  timeout: 60_000,
  // As playwright.config.ts: a first load on a loaded 2-core machine can take more than 10 s.
  expect: { timeout: 20_000 },
  reporter: [['list']],
  use: {
    baseURL,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
  },
  projects: [
    {
      name: 'chromium',
      use: { browserName: 'chromium', launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS] } },
    },
  ],
});
