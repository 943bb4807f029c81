/**
 * The demo API's engine in a Web Worker: the handlers (src/demo/handlers) and the synthetic city they compute
 * run here, off the page's main thread, on a core of their own. The request wrapper hands every API call to
 * src/demo/browser.ts (its transport), which passes it here and answers with what comes back (or sends it to the
 * network when no handler knows it). The city is built as soon as the worker starts, while the app itself loads.
 */
import './engine-worker-env';
import { getResponse } from 'msw';
import { handlers } from './handlers';
import { setDemoLatency } from './define-handler';
import { registerDisplayStore } from './displays';
import { cityIndex } from './district/city';
import { schoolData } from './district/school-data';
import { prepareReaders } from './district/students';
import type { EngineReply, EngineRequest } from './engine-protocol';

/** What this module uses of the worker's global scope (the DOM lib types `self` as a Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
  postMessage(message: EngineReply, transfer: Transferable[]): void;
}
const scope = globalThis as unknown as WorkerScope;

/**
 * The demo's screens (./displays.ts) in the worker's IndexedDB: a display link made in one tab opens in another (each
 * page load has a worker of its own). Without IndexedDB (a private window may refuse it) they live as long as the page.
 */
const DB = { name: 'srp-demo-api', store: 'displays', key: 'screens' } as const;

function openDisplayDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB.name, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(DB.store);
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('indexedDB'));
    open.onblocked = () => reject(new Error('indexedDB blocked'));
  });
}

const displaysReady: Promise<void> = openDisplayDb()
  .then(
    (db) =>
      new Promise<void>((resolve) => {
        const read = db.transaction(DB.store).objectStore(DB.store).get(DB.key);
        const register = (saved: unknown) => {
          registerDisplayStore(saved, {
            save: (screens) => void db.transaction(DB.store, 'readwrite').objectStore(DB.store).put(screens, DB.key),
          });
          resolve();
        };
        read.onsuccess = () => register(read.result);
        read.onerror = () => register(undefined);
      }),
  )
  .catch(() => undefined);

// A short simulated server latency: loading states show, and the demo stays quick on a wall display.
setDemoLatency(40);

scope.onmessage = (event: MessageEvent<EngineRequest>) => {
  const { id, url, method, headers, body, storage } = event.data;
  // The page's demo-only keys, as the page has them now (the worker's localStorage is in memory).
  for (const [key, value] of storage) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
  void (async (): Promise<EngineReply> => {
    try {
      await displaysReady;
      const request = new Request(url, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
      const response = await getResponse(handlers, request);
      if (!response) return { id, handled: false };
      return { id, handled: true, status: response.status, headers: [...response.headers], body: await response.arrayBuffer() };
    } catch (error) {
      return {
        id,
        handled: true,
        status: 500,
        headers: [['content-type', 'text/plain']],
        body: new TextEncoder().encode(`demo engine: ${String(error)}`).buffer,
      };
    }
  })().then((reply) => scope.postMessage(reply, reply.handled ? [reply.body] : []));
};

/**
 * Compute ahead, while the app loads and between requests: the city now (the first call needs it), then each
 * school's tables, then each school's readers (the seeded draws every per-student figure starts from: a student
 * ranking, a class's readers), one school per task so that a request arriving meanwhile is answered in between
 * (each is computed once, whoever asks first). The data are the same, only ready sooner.
 */
function precompute(): void {
  const schools = cityIndex().schoolList;
  const steps = [
    ...schools.map((s) => () => schoolData(s.libraryId)),
    ...schools.map((s) => () => prepareReaders(schoolData(s.libraryId))),
  ];
  let next = 0;
  const step = () => {
    if (next >= steps.length) return;
    steps[next++]();
    setTimeout(step, 0);
  };
  setTimeout(step, 0);
}
setTimeout(precompute, 0);
