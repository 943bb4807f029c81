import { setupWorker } from 'msw/browser';
import { HttpResponse, http, passthrough } from 'msw';
import type { DemoEngine } from './engine';

/** The API paths of the spec (§7): what the demo answers. Everything else (the app's files) goes to the network. */
const API_PATHS = ['*/auth/*', '*/services/*', '*/app-sy-statistics/*'];

declare global {
  interface Window {
    /** Demo builds only: a fault switch for browser tests (every API call fails like a lost network). */
    __srpDemo?: { setOffline: (on: boolean) => void; offline: () => boolean };
  }
}

/**
 * Demo only: while on, every call of the demo API fails as a lost network would (a fetch that rejects). The demo
 * API is a service worker answering inside the page, so the browser's own offline switch does not reach it; the
 * wall displays' offline test flips this one (window.__srpDemo.setOffline).
 */
let offline = false;

/**
 * Demo mode in the browser: msw's service worker catches the app's API requests; the demo handlers and the
 * synthetic city answer them in a Web Worker (`engine`, ./engine.ts), so computing the city does not block the page.
 */
export async function startDemoWorker(engine: DemoEngine): Promise<void> {
  window.__srpDemo = {
    setOffline: (on) => {
      offline = on;
    },
    offline: () => offline,
  };
  const answer = async (request: Request) => (offline ? HttpResponse.error() : ((await engine.answer(request)) ?? passthrough()));
  const worker = setupWorker(...API_PATHS.map((path) => http.all(path, ({ request }) => answer(request))));
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
  });
}
