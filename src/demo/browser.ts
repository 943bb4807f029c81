import type { DemoEngine } from './engine';

declare global {
  interface Window {
    /** Demo builds only: a fault switch for browser tests (every API call fails like a lost network). */
    __srpDemo?: {
      setOffline: (on: boolean) => void;
      offline: () => boolean;
      /**
       * How many calls of this path (`/auth/display/exchange`) the demo API has answered since the page loaded; with
       * `status`, only the answers with that status; path `*`: every path (bench/cockpit-soak.mjs counts renewals,
       * check-ins and 401s).
       */
      answered: (path: string, status?: number) => number;
    };
  }
}

/**
 * Demo only: while on, every call of the demo API fails as a lost network would (a fetch that rejects). The demo
 * API answers inside the page, so the browser's own offline switch does not reach it; the wall displays' offline
 * test flips this one (window.__srpDemo.setOffline).
 */
let offline = false;

/** The name prefix of a demo API call's performance measure: `demo-api /app-sy-statistics/api/…`. */
export const DEMO_API_TIMING = 'demo-api ';
const MAX_TIMINGS = 200;

/**
 * Demo mode in the browser: the fetch the request wrapper sends every API call to (registerTransport,
 * src/api/request-context.ts). The demo handlers and the synthetic city answer in a Web Worker (`engine`,
 * ./engine.ts), so computing the city does not block the page; a request no handler knows goes to the network.
 * No service worker: nothing to install or activate before the first call, nothing a reload can race.
 */
export function demoFetch(engine: DemoEngine): typeof fetch {
  // Answers per path and per status and path (bounded sets: the API's paths), for the soak bench's counts.
  const answered = new Map<string, number>();
  window.__srpDemo = {
    setOffline: (on) => {
      offline = on;
    },
    offline: () => offline,
    answered: (path, status) => answered.get(status === undefined ? path : `${status} ${path}`) ?? 0,
  };
  let timed = 0;
  return async (input, init) => {
    if (offline) throw new TypeError('Failed to fetch (demo offline switch)');
    const request = new Request(input, init);
    const start = performance.now();
    const answer = await engine.answer(request.clone());
    if (!answer) return fetch(request);
    const path = new URL(request.url).pathname;
    for (const key of [path, '*', `${answer.status} ${path}`, `${answer.status} *`]) answered.set(key, (answered.get(key) ?? 0) + 1);
    // The first calls' timings, as a network request would leave them (bench/demo-data-ready.mjs reads them);
    // only the first ones, so that a wall display running for days does not fill the performance buffer.
    if (timed < MAX_TIMINGS) {
      timed += 1;
      performance.measure(`${DEMO_API_TIMING}${path}`, { start, end: performance.now() });
    }
    return answer;
  };
}
