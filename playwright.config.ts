import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './tests/e2e/chromium';

/**
 * Browser tests on the production build in demo mode (`npm run test:e2e` builds dist-demo first),
 * on Debian's Chromium (see tests/e2e/chromium.ts). The demo API answers inside the page (src/demo/browser.ts, the
 * request wrapper's transport): its calls are not network requests, page.route does not see them.
 */
/** E2E_PORT lets several checkouts run their browser tests at once (default 4173). */
const PORT = Number(process.env.E2E_PORT || 4173);
const baseURL = `http://127.0.0.1:${PORT}`;
const CI = !!process.env.CI;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  forbidOnly: CI,
  workers: 2,
  // A flaky test is a failing test: no retries, in CI either.
  retries: 0,
  // A test's whole budget, for the 2-core machines the suite runs on with two browsers at once (a 9-step test took
  // 33 s in a CI run): a test that hangs still fails, at a minute.
  timeout: 60_000,
  // What an assertion or an action waits for its state: a page's first load in the demo build waits for that
  // document's demo API (its worker, then the synthetic city), and on a loaded 2-core machine running two browsers that
  // came after more than 10 s in CI runs (a launch, the CAS switch, a wrong password's answer). Waits end as soon as the
  // state holds: only a failing test waits the whole 20 s.
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { outputFolder: 'playwright-report', open: 'never' }]],
  use: {
    baseURL,
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // As a reader who asks for less motion (docs/rules.md#layout): the charts draw at once and the walls' ripples and
    // rolling lists hold still, so that the two browsers on CI's 2 cores do not paint animation frames nobody waits for.
    // The motion itself is checked where it matters (tests/e2e/motion.spec.ts, with no preference).
    reducedMotion: 'reduce',
    serviceWorkers: 'allow',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS] },
      },
    },
  ],
  webServer: {
    command: 'node scripts/serve.mjs dist-demo',
    url: baseURL,
    env: { PORT: String(PORT) },
    reuseExistingServer: !CI,
    timeout: 30_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
