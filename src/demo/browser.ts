import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';
import { setDemoLatency } from './define-handler';

/** Demo mode in the browser: the service worker answers every API call. */
export async function startDemoWorker(): Promise<void> {
  setDemoLatency(150);
  const worker = setupWorker(...handlers);
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
