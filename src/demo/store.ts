/**
 * What the demo API records — goals, alerts marked handled, a district's alert thresholds — in a small key–value store:
 * IndexedDB where the demo engine runs in a browser (the engine's Web Worker has it), so a reload keeps them, as a
 * server would; in memory elsewhere (the tests' node server, `npm run api:demo`), for as long as the process runs.
 * Values are plain JSON. The figures themselves never come from here: they are computed from the synthetic city.
 */

const DB_NAME = 'srp-demo';
const STORE = 'records';

/** What is known, read once from IndexedDB and then kept in step with every write. */
let cache: Map<string, unknown> | null = null;
let opening: Promise<IDBDatabase | null> | null = null;

function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined' && indexedDB !== null;
}

function openDb(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (!hasIndexedDb()) return resolve(null);
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    // A browser that refuses storage (private mode): the demo goes on in memory.
    request.onerror = () => resolve(null);
  });
  return opening;
}

async function loaded(): Promise<Map<string, unknown>> {
  if (cache) return cache;
  const db = await openDb();
  const map = new Map<string, unknown>();
  if (db) {
    await new Promise<void>((resolve) => {
      const tx = db.transaction(STORE, 'readonly');
      const cursor = tx.objectStore(STORE).openCursor();
      cursor.onsuccess = () => {
        const c = cursor.result;
        if (!c) return resolve();
        map.set(String(c.key), c.value);
        c.continue();
      };
      cursor.onerror = () => resolve();
    });
  }
  cache ??= map;
  return cache;
}

/** Every record whose key starts with `prefix`. */
export async function readRecords<T>(prefix: string): Promise<[string, T][]> {
  return [...(await loaded()).entries()].filter(([k]) => k.startsWith(prefix)) as [string, T][];
}

/** Records `value` under `key` (undefined removes it), in IndexedDB when there is one. */
export async function writeRecord(key: string, value: unknown): Promise<void> {
  const map = await loaded();
  if (value === undefined) map.delete(key);
  else map.set(key, value);
  const db = await openDb();
  if (!db) return;
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction(STORE, 'readwrite');
    const store = tx.objectStore(STORE);
    if (value === undefined) store.delete(key);
    else store.put(value, key);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
  });
}

/** Forgets everything recorded in memory (tests; IndexedDB is the browser's and stays). */
export function resetDemoStore(): void {
  cache = null;
}
