import { holdRequestsUntil } from '@/api/request-context';

/**
 * Boot: render the app; in demo mode, start the demo API beside it.
 * `__DEMO__` (src/globals.d.ts) is a literal at build time, so a production build for a real backend drops the
 * demo branch (msw and the synthetic district) entirely; bench/bundle-size.mjs checks it.
 *
 * Demo mode: requests wait until the demo's service worker runs (holdRequestsUntil), the app does not. With a
 * session cookie (or a launch, ?lid=) the first calls come at once, so the demo starts with the app. Without one
 * the page is the login form, which calls nothing until it is sent: the demo starts at the first key or pointer
 * press (typing takes longer than loading it), or with the first request, whichever comes first. So the login
 * page of the demo loads what the login page of a real deployment loads.
 */
function demoStarter(): () => Promise<void> {
  let started: Promise<void> | undefined;
  return () =>
    (started ??= import('@/demo/browser')
      .then((m) => m.startDemoWorker())
      .catch((error: unknown) => console.error('The demo API did not start:', error)));
}

async function boot() {
  if (__DEMO__) {
    const startDemo = demoStarter();
    holdRequestsUntil(startDemo);
    if (/(?:^|;\s*)access_token=/.test(document.cookie) || /[?&]lid=/.test(window.location.search)) void startDemo();
    else for (const type of ['keydown', 'pointerdown']) window.addEventListener(type, () => void startDemo(), { once: true, capture: true });
  }
  const { renderApp } = await import('@/app/app');
  renderApp(document.getElementById('root')!);
}

void boot();
