/**
 * Imported first by ./engine.worker.ts: msw's cookie store wants `localStorage`, which a worker has not. The demo
 * keeps no cookies (its tokens come in the Authorization header): an in-memory Storage is enough.
 */
if (typeof globalThis.localStorage === 'undefined') {
  const data = new Map<string, string>();
  const storage: Storage = {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
  Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
}

export {};
