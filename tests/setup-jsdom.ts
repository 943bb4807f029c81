import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import Cookies from 'js-cookie';
import { demoServer } from '@/demo/node';
import { resetExpiryForTests } from '@/api/client';
import { resetAllStores } from './helpers/reset-stores';

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
// antd's getComputedStyle calls with pseudo elements are not implemented in jsdom.
const realGetComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (el: Element) => realGetComputedStyle(el);

beforeAll(async () => {
  demoServer.listen({ onUnhandledRequest: 'error' });
  // The login page loads antd only with its first toast (src/app/toast-root.tsx); in the browser that is one
  // cached chunk, here a first transform of antd that takes longer than a findByText waits. Load it up front.
  await import('@/app/toast-root');
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
