/*
 * The wall displays' service worker (docs/pages.md, "The wall shell": boot while offline). Registered only by the
 * walls, for their addresses only (/ndb…, /dashboardmode…: src/api/wall-worker.ts), so no admin page is ever
 * controlled by it and their first load pays nothing for it. A TV that starts during an outage still finds its app
 * and its session here; its data comes from the wall's own kept copy (src/features/cockpit/wall-persist.ts),
 * marked with its age. What it does:
 * - the page (a navigation): from the network, kept; when the network fails, the kept index.html;
 * - the build's files (/assets/…, hashed, never changing): from the cache, else the network, kept — the files
 *   the page loaded before this worker ran are kept once it has taken the page (index.html's) and when the page lists them;
 * - the session's calls (the profile, the libraries, the initial data, the school years …: `calls` in this
 *   script's URL, from the contract): from the network, kept per call, body and token; when the network fails (or
 *   the gateway answers 502–504), the kept answer — never over a 401, never for another token;
 * - everything else (the statistics calls, the new-build check) goes to the network untouched: the wall must know
 *   when its server does not answer.
 * The kept build files are bounded (MAX_ASSETS, oldest first out): builds come and go.
 */
const VERSION = 1;
const SHELL = `srp-wall-shell-v${VERSION}`;
const CALLS = `srp-wall-calls-v${VERSION}`;
const INDEX_KEY = '/index.html';
const MAX_ASSETS = 600;
const SESSION_CALLS = new Set(
  (new URL(self.location.href).searchParams.get('calls') ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p.startsWith('/')),
);

const sameOrigin = (url) => url.origin === self.location.origin;
const isAsset = (url) => sameOrigin(url) && url.pathname.startsWith('/assets/');

/** The files an index.html loads (its scripts, styles and preloads under /assets/). */
function assetsOf(html) {
  return [...html.matchAll(/\b(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
}

async function keepIndex(response) {
  const html = await response.clone().text();
  await (await caches.open(SHELL)).put(INDEX_KEY, response);
  await keepAssets(assetsOf(html));
}

async function keepAssets(paths) {
  const cache = await caches.open(SHELL);
  for (const path of paths) {
    const url = new URL(path, self.location.origin);
    if (!isAsset(url) || (await cache.match(url.href))) continue;
    try {
      const res = await fetch(url.href, { credentials: 'same-origin' });
      if (res.ok) await cache.put(url.href, res);
    } catch {
      // Offline: kept on its next fetch.
    }
  }
  await trimAssets();
}

async function trimAssets() {
  const cache = await caches.open(SHELL);
  const keys = (await cache.keys()).filter((r) => isAsset(new URL(r.url)));
  for (const request of keys.slice(0, Math.max(0, keys.length - MAX_ASSETS))) await cache.delete(request);
}

// The first start of a wall waits for this worker to take the page (src/api/wall-worker.ts), so that the session's
// calls of that start are kept: it takes it at once, and keeps the page and its files after (they were fetched by
// the page already; a start without network before they are kept finds nothing, as it would have before).
self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting());
});

async function keepShell() {
  try {
    const res = await fetch('/', { cache: 'no-store', credentials: 'same-origin' });
    if (res.ok) await keepIndex(res);
  } catch {
    // Offline: kept at the next navigation.
  }
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('srp-wall-') && n !== SHELL && n !== CALLS).map((n) => caches.delete(n))),
      )
      .then(() => self.clients.claim())
      .then(keepShell),
  );
});

// The page lists the build's files it has loaded (src/api/wall-worker.ts): kept for a start without network.
self.addEventListener('message', (event) => {
  const data = event.data;
  if (data && data.type === 'srp-wall-assets' && Array.isArray(data.paths)) event.waitUntil(keepAssets(data.paths.slice(0, 400)));
});

/** `keep` runs after the answer is given (event.waitUntil): the page never waits for the cache. */
async function navigation(request, keep) {
  try {
    const res = await fetch(request);
    if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) keep(keepIndex(res.clone()));
    return res;
  } catch (error) {
    const kept = await (await caches.open(SHELL)).match(INDEX_KEY);
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(SHELL);
  const kept = await cache.match(request.url);
  if (kept) return kept;
  const res = await fetch(request);
  if (res.ok) await cache.put(request.url, res.clone());
  return res;
}

/** A kept answer's key: the call, its body and its token, hashed (the Cache API keys GET requests only). */
async function callKey(request) {
  const body = request.method === 'GET' ? '' : await request.clone().text();
  const text = [request.method, request.url, request.headers.get('authorization') ?? '', body].join('\n');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${self.location.origin}/__srp-wall-call/${hex}`;
}

async function sessionCall(request) {
  const key = await callKey(request);
  const cache = await caches.open(CALLS);
  try {
    const res = await fetch(request);
    if (res.status >= 502 && res.status <= 504) {
      const kept = await cache.match(key);
      if (kept) return kept;
    } else if (res.ok) await cache.put(key, res.clone());
    else if (res.status === 401) await cache.delete(key);
    return res;
  } catch (error) {
    const kept = await cache.match(key);
    if (kept) return kept;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.mode === 'navigate' && sameOrigin(url)) event.respondWith(navigation(request, (p) => event.waitUntil(p)));
  else if (request.method === 'GET' && isAsset(url)) event.respondWith(asset(request));
  else if (sameOrigin(url) && SESSION_CALLS.has(url.pathname)) event.respondWith(sessionCall(request));
});
