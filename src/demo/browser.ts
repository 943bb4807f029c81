import { setupWorker } from 'msw/browser';
import { http, passthrough } from 'msw';
import type { DemoEngine } from './engine';

/** The API paths of the spec (§7): what the demo answers. Everything else (the app's files) goes to the network. */
const API_PATHS = ['*/auth/*', '*/services/*', '*/app-sy-statistics/*'];

/**
 * Demo mode in the browser: msw's service worker catches the app's API requests; the demo handlers and the
 * synthetic city answer them in a Web Worker (`engine`, ./engine.ts), so computing the city does not block the page.
 */
export async function startDemoWorker(engine: DemoEngine): Promise<void> {
  const worker = setupWorker(...API_PATHS.map((path) => http.all(path, async ({ request }) => (await engine.answer(request)) ?? passthrough())));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
