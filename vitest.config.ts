import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    // The tests run the app in demo mode (VITE_DEMO below): the demo-only UI is there.
    define: { __DEMO__: 'true' },
    test: {
      globals: true,
      environment: 'jsdom',
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
      setupFiles: ['tests/helpers/echarts-stub.ts', 'tests/setup.ts'],
      css: false,
      testTimeout: 20000,
      pool: 'threads',
      env: { VITE_DEMO: 'true', VITE_SPECIAL_ACCOUNT: 'reader', VITE_SPECIAL_LOGIN_CODE: 'reader' },
    },
  }),
);
