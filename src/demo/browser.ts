import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setDemoLatency } from './define-handler';

/** Demo mode in the browser: the service worker answers every API call. */
export async function startDemoWorker(): Promise<void> {
  // A short simulated server latency: loading states show, and the demo stays quick on a wall display.
  setDemoLatency(40);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
