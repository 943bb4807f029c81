/**
 * The wall displays' service worker (public/wall-sw.js): registered by the walls only, for their own addresses
 * (WALL_PATHS: one registration per path, so no admin page is ever controlled by it), in builds that are not the
 * dev server. It keeps the app's files and the session's answers for a TV that starts during an outage (docs/
 * pages.md, "The wall shell"). The session's calls it may answer from its copy are named here, from the contract.
 * Browsers without service workers, or an address that is not a secure context (plain http to a LAN address):
 * nothing happens, the wall works online as before.
 */
import { WALL_PATHS } from '@/config/constants';
import {
  initialDataEndpoint,
  lesseeIdEndpoint,
  librariesEndpoint,
  profileEndpoint,
  roleTypeEndpoint,
  schoolYearEndpoint,
} from './contract/auth';
import { displayExchange } from './contract/display';

/**
 * The calls a wall's start makes before its first page (the session's, src/stores/session-api.ts), and a display
 * link's exchange of its kept key (src/stores/display.ts): a screen that reboots during an outage gets its last token
 * back, with which the session's kept answers were kept.
 */
const SESSION_CALLS = [
  displayExchange,
  profileEndpoint,
  librariesEndpoint,
  initialDataEndpoint,
  roleTypeEndpoint,
  lesseeIdEndpoint,
  schoolYearEndpoint,
];

const SCRIPT = `/wall-sw.js?calls=${encodeURIComponent(SESSION_CALLS.map((e) => e.path).join(','))}`;

function supported(): boolean {
  return !import.meta.env.DEV && typeof navigator !== 'undefined' && 'serviceWorker' in navigator && window.isSecureContext;
}

/** The build's files this page has loaded (the worker keeps them: they were fetched before it ran). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => new URL(e.name, window.location.href))
    .filter((u) => u.origin === window.location.origin && u.pathname.startsWith('/assets/'))
    .map((u) => u.pathname);
}

function listAssets(worker: ServiceWorker | null | undefined): void {
  worker?.postMessage({ type: 'srp-wall-assets', paths: loadedAssets() });
}

/**
 * Registers the worker for every wall path. With `waitMs`, on a wall's first start (no worker controls the page
 * yet) waits until it does, at most that long, so that the session's calls of this start are kept already.
 */
export async function registerWallWorker({ waitMs = 0 }: { waitMs?: number } = {}): Promise<void> {
  if (!supported()) return;
  const sw = navigator.serviceWorker;
  const controlled = !!sw.controller;
  const registrations = WALL_PATHS.map((scope) => sw.register(SCRIPT, { scope }).catch(() => undefined));
  if (controlled || waitMs <= 0) {
    void Promise.all(registrations).then(() => listAssets(sw.controller));
    return;
  }
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      sw.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = setTimeout(done, waitMs);
    sw.addEventListener('controllerchange', done);
  });
}

/** Once the page is drawn: the worker keeps the files this page loaded (lazy pages, the chart engine …). */
export function listWallAssets(): void {
  if (supported()) void navigator.serviceWorker.ready.then(() => listAssets(navigator.serviceWorker.controller));
}
