// First: the app's modules open their channel when they load.
import './helpers/broadcast-channel';
import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import Cookies from 'js-cookie';
import { demoServer } from '@/demo/node';
import { resetExpiryForTests } from '@/api/client';
import { resetAllStores } from './helpers/reset-stores';
import { keptComputedStyle } from './helpers/computed-style';

/**
 * One wait for the whole suite: findBy* and waitFor give up after 30 s, not testing-library's 1 s. A page's first
 * render in a file (its modules transformed on first import, antd styles injected, an SVG chart) takes seconds on a
 * shared, loaded machine, and a page of six reports or a campus select after a navigation more; a wait that succeeds
 * returns as soon as it does, so only a failing test pays the 30 s. No per-call `{ timeout }` anywhere in the suite
 * (tests/unit/file-references.test.ts checks it); vitest.config.ts gives a test 60 s for its several waits.
 */
configure({ asyncUtilTimeout: 30_000 });

/**
 * A query that finds nothing inside a wait (findBy*, waitFor) says so without printing the document: each look that
 * failed printed the whole page into an error nobody reads (a fifth of the CPU time of tests/integration/dashboard.test.tsx).
 * A wait that gives up prints it once, as before (testing-library's onTimeout asks again, outside the look), and a
 * getBy* outside a wait prints it as always.
 */
const printingElementError = getConfig().getElementError;
configure({
  getElementError(message, container) {
    if (!(getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics) {
      return printingElementError(message, container);
    }
    const error = new Error(message ?? '');
    error.name = 'TestingLibraryElementError';
    return error;
  },
});

// antd needs matchMedia; ECharts and the layout need ResizeObserver; jsdom has neither.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;
window.scrollTo = vi.fn();
window.getComputedStyle = keptComputedStyle(window, document);

beforeAll(async () => {
  demoServer.listen({ onUnhandledRequest: 'error' });
  // The login page loads antd only with its first toast (src/app/toast-root.tsx); in the browser that is one
  // cached chunk, here a first transform of antd that takes longer than a findByText waits. Load it up front, for the
  // files that draw: the `*.dom.test.ts` unit tests draw no page (their 28 files: 96 → 62 s without it, 2 cores).
  if (!/\.dom\.test\.ts$/.test(expect.getState().testPath ?? '')) await import('@/app/toast-root');
});
/**
 * antd names a deprecated prop in a console warning (`Warning: [antd: Spin] \`tip\` is deprecated…`), once per file:
 * the test that drew it fails, so the app follows antd 6's API (the next major removes what it deprecates).
 */
const antdDeprecations: string[] = [];
const consoleError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  if (typeof args[0] === 'string' && /^Warning: \[antd: [^\]]+\] .*deprecated/.test(args[0])) antdDeprecations.push(args[0]);
  consoleError(...args);
};
afterEach(() => {
  const deprecated = antdDeprecations.splice(0);
  if (deprecated.length > 0) throw new Error(`antd: a deprecated API in use: ${deprecated.join(' | ')}`);
});
afterEach(() => {
  cleanup();
  demoServer.resetHandlers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  resetExpiryForTests();
  resetAllStores();
  document.body.innerHTML = '';
});
afterAll(() => demoServer.close());
