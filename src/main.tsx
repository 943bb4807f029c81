import { holdRequestsUntil, registerTransport } from '@/api/request-context';
import { renderApp } from '@/app/app';
import { WALL_PATHS } from '@/config/constants';
import { demoPageStart, sessionStart } from '@/config/session-start';
// The login page with the app, not after it: the first page of every visitor without a session, so its chunk
// would otherwise be a second round trip before the first paint (the router's lazy import then finds it loaded).
import '@/features/auth/login-page';

/**
 * Boot: render the app (imported statically, so index.html preloads all of it at once); in demo mode, start the
 * demo API beside it; on a wall's address, register the wall's service worker first (src/api/wall-worker.ts).
 * `__DEMO__` (src/globals.d.ts) is a literal at build time, so a production build for a real backend drops the
 * demo branch (msw and the synthetic district) entirely; bench/bundle-size.mjs checks it.
 *
 * Demo mode: requests wait until the demo API is registered (holdRequestsUntil), the app does not. With a
 * session cookie (or a launch, ?lid=) the first calls come at once, so the demo starts with the app. Without one
 * the page is the login form, which calls nothing until it is sent: the demo starts at the first key or pointer
 * press (typing takes longer than loading it), or with the first request, whichever comes first. So the login
 * page of the demo loads what the login page of a real deployment loads.
 */
function demoStarter(): () => Promise<void> {
  let started: Promise<void> | undefined;
  const start = () => {
    // The engine (a worker computing the city) starts as soon as its tiny chunk is in; the calls go to it directly.
    const engine = import('@/demo/engine').then((m) => m.startEngine());
    return Promise.all([engine, import('@/demo/browser')])
      .then(([e, m]) => registerTransport(m.demoFetch(e)))
      .catch((error: unknown) => console.error('The demo API did not start:', error));
  };
  return () => (started ??= start());
}

/** On a wall's first start, at most this long for its service worker to take the page (src/api/wall-worker.ts). */
const WALL_WORKER_WAIT_MS = 5_000;

/** Whether this page starts on a wall (/ndb…, /dashboardmode…): only a wall's start loads its worker's module. */
function wallStart(): boolean {
  const path = window.location.pathname;
  return WALL_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}

/**
 * Demo builds: the stand-in identity provider and platform (src/demo/pages.ts) at their /auth/demo-… addresses, in
 * place of the app (the HTTP demo API serves the same pages behind nginx).
 */
function demoPageInstead(): boolean {
  if (!__DEMO__ || !demoPageStart()) return false;
  void import('@/demo/pages').then((m) => {
    const page = m.demoPage(new URL(window.location.href));
    if ('redirect' in page) window.location.replace(page.redirect);
    else m.showDemoPage(page);
  });
  return true;
}

async function boot() {
  if (demoPageInstead()) return;
  // The session's calls and the request wrapper they need (src/stores/session-api.ts, axios and the contract) asked
  // for before the router asks for the route's files: over HTTP/1.1 (six files at a time) on a thin link they came
  // behind the page's 45 files, and the profile call with them. The session store's own import then finds them.
  const withSession = sessionStart();
  if (withSession && !wallStart()) void import('@/stores/session-api');
  if (__DEMO__) {
    const startDemo = demoStarter();
    holdRequestsUntil(startDemo);
    if (withSession) void startDemo();
    else
      for (const type of ['keydown', 'pointerdown']) window.addEventListener(type, () => void startDemo(), { once: true, capture: true });
  }
  // A wall keeps its files and its session for a start without network (boot while offline); no admin page waits.
  // The first start waits for the worker so that the session's calls go through it and are kept. The embedded demo
  // API answers them in the page, where no worker sees them: a demo wall does not wait; its shell registers the worker
  // when it mounts (src/features/cockpit/wall-shell.tsx), which keeps its files all the same.
  if (!__DEMO__ && wallStart()) {
    await import('@/api/wall-worker').then((m) => m.registerWallWorker({ waitMs: WALL_WORKER_WAIT_MS })).catch(() => undefined);
  }
  // A task of its own for the router's start: evaluating the entry is one long task already, and the router's first
  // match asks for the route's files (a preload link each, about 1 ms apiece on a desktop), which would lengthen it.
  await new Promise((resolve) => setTimeout(resolve, 0));
  renderApp(document.getElementById('root')!);
}

void boot();
