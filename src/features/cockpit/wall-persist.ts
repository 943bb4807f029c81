/**
 * The wall's last data, kept in the browser (localStorage, per user: `srp:<login>:wall-data`, which logging out
 * removes with the user's other keys, src/stores/session.ts) so that a TV that starts during an outage shows what it
 * had, marked as kept (docs/pages.md, "The wall shell": boot while offline). Written a few seconds after the wall's
 * calls answer (at most every SAVE_DELAY_MS, and when the page goes away); read back only when the wall finds the
 * server unreachable (wall-connection.ts), so an online start never shows yesterday's numbers. Each call's data
 * comes back with the time it was fetched: the 数据未更新 badge tells its age. Demo and production builds alike:
 * it sits above the transport.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { isWallQuery } from './wall-connection';

/** A save waits this long after a call answers, gathering the others of the page. */
const SAVE_DELAY_MS = 10_000;
/** At most this many calls are kept (the most recently fetched): every page of both walls for a year or two. */
const MAX_QUERIES = 240;
/** The storage budget of the kept data (characters of JSON). */
const MAX_CHARS = 3_000_000;
const VERSION = 1;

interface Stored {
  version: number;
  state: DehydratedState;
}

/** Where a user's kept wall data lives (the session's per-user prefix). */
export function wallDataKey(login: string): string {
  return `srp:${login}:wall-data`;
}

/** The wall's calls with data, newest first, each as a plain success (no error, no fetch under way). */
function wallState(client: QueryClient): DehydratedState {
  const state = dehydrate(client, { shouldDehydrateQuery: (q) => isWallQuery(q) && q.state.data !== undefined });
  const queries = state.queries
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_QUERIES)
    .map((q) => ({
      ...q,
      state: {
        ...q.state,
        status: 'success' as const,
        fetchStatus: 'idle' as const,
        error: null,
        errorUpdatedAt: 0,
        errorUpdateCount: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
      },
    }));
  return { mutations: [], queries };
}

/** Writes the wall's data now; false when storage refuses (full, private mode): the wall simply keeps none. */
export function saveWallData(client: QueryClient, key: string, storage: Storage = localStorage): boolean {
  const state = wallState(client);
  let text = JSON.stringify({ version: VERSION, state } satisfies Stored);
  // Too big: the older half goes, until it fits.
  while (text.length > MAX_CHARS && state.queries.length > 1) {
    state.queries = state.queries.slice(0, Math.ceil(state.queries.length / 2));
    text = JSON.stringify({ version: VERSION, state } satisfies Stored);
  }
  try {
    storage.setItem(key, text);
    return true;
  } catch {
    return false;
  }
}

/** Puts the kept data back into the cache (never over newer data); the number of calls restored. */
export function restoreWallData(client: QueryClient, key: string, storage: Storage = localStorage): number {
  let stored: Stored | undefined;
  try {
    const text = storage.getItem(key);
    stored = text ? (JSON.parse(text) as Stored) : undefined;
  } catch {
    return 0;
  }
  if (stored?.version !== VERSION || !Array.isArray(stored.state?.queries)) return 0;
  const queries = stored.state.queries.filter((q) => isWallQuery(q) && q.state.dataUpdatedAt > 0);
  hydrate(client, { mutations: [], queries });
  return queries.length;
}

/**
 * Saves the wall's data a little after its calls answer and when the page goes away; the returned function stops
 * (and saves what is pending).
 */
export function keepWallData(client: QueryClient, key: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    timer = undefined;
    saveWallData(client, key);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isWallQuery(event.query)) return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  const onHide = () => {
    if (timer === undefined) return;
    clearTimeout(timer);
    save();
  };
  window.addEventListener('pagehide', onHide);
  return () => {
    unsubscribe();
    window.removeEventListener('pagehide', onHide);
    onHide();
  };
}
