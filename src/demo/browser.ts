import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { demoOffline, setDemoLatency, setDemoOffline } from './define-handler';

declare global {
  interface Window {
    /** Demo builds only: a fault switch for browser tests (every API call fails like a lost network). */
    __srpDemo?: { setOffline: (on: boolean) => void; offline: () => boolean };
  }
}

/** Demo mode in the browser: the service worker answers every API call. */
export async function startDemoWorker(): Promise<void> {
  // A short simulated server latency: loading states show, and the demo stays quick on a wall display.
  setDemoLatency(40);
  window.__srpDemo = { setOffline: setDemoOffline, offline: demoOffline };
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
