/**
 * Whether the wall can reach its server, from its own calls (TanStack's query cache): a wall call that gets no answer
 * at all (a lost network, a timeout) puts it down at once; server errors (HTTP 5xx, the gateway's) do when
 * SERVER_ERRORS of them come in a row — one call that fails while the others answer is that panel's trouble, not an
 * outage; the next call that answers puts it back. While it is down every panel's kept data is marked at once — after a page change too, before the new page's
 * own calls have failed — and the header says so (网络连接中断，显示的是 HH:mm 的数据). One store per wall, one
 * listener on the cache, removed with the wall.
 */
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { QueryCache } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { isConnectionProblem, wallErrorText } from './wall-errors';

/** Server errors in a row (no call answering between them) that mean the server is out of reach. */
const SERVER_ERRORS = 3;

/** No answer at all: the network or a timeout (a server error is an answer). */
const unanswered = (error: unknown) => error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout');

export interface WallConnection {
  down: boolean;
  /** When the first failure came (ms), 0 while up. */
  since: number;
  /** What failed, in the wall's words (网络连接中断, 服务器暂时无法访问 …); '' while up. */
  reason: string;
}

export interface ConnectionStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => WallConnection;
  /** Calls `listener` the first time the wall goes down (at once if it is down). */
  onFirstDown: (listener: () => void) => () => void;
  dispose: () => void;
}

const UP: WallConnection = { down: false, since: 0, reason: '' };

/** Whether a query is one of the wall's (useWallQuery marks them). */
export function isWallQuery(query: { meta?: Record<string, unknown> }): boolean {
  return query.meta?.wall === true;
}

export function createConnectionStore(cache: Pick<QueryCache, 'subscribe'>, now: () => number = Date.now): ConnectionStore {
  let state = UP;
  let wentDown = false;
  let serverErrors = 0;
  const listeners = new Set<() => void>();
  const firstDown = new Set<() => void>();
  const set = (next: WallConnection) => {
    if (next.down === state.down && next.reason === state.reason) return;
    state = next;
    listeners.forEach((l) => l());
    if (next.down && !wentDown) {
      wentDown = true;
      firstDown.forEach((l) => l());
      firstDown.clear();
    }
  };
  const unsubscribe = cache.subscribe((event) => {
    if (event.type !== 'updated' || !isWallQuery(event.query)) return;
    const action = event.action;
    if (action.type === 'success' && !action.manual) {
      serverErrors = 0;
      set(UP);
    } else if ((action.type === 'error' || action.type === 'failed') && isConnectionProblem(action.error)) {
      if (!unanswered(action.error) && ++serverErrors < SERVER_ERRORS) return;
      set({ down: true, since: state.down ? state.since : now(), reason: wallErrorText(action.error) });
    }
  });
  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    onFirstDown: (listener) => {
      if (wentDown) listener();
      else firstDown.add(listener);
      return () => firstDown.delete(listener);
    },
    dispose: () => {
      unsubscribe();
      listeners.clear();
      firstDown.clear();
    },
  };
}

export const WallConnectionContext = createContext<ConnectionStore | null>(null);

const NO_STORE: Pick<ConnectionStore, 'subscribe' | 'getSnapshot'> = { subscribe: () => () => {}, getSnapshot: () => UP };

/** The wall's connection (up outside a wall). */
export function useWallConnection(): WallConnection {
  const store = useContext(WallConnectionContext) ?? NO_STORE;
  return useSyncExternalStore(store.subscribe, store.getSnapshot);
}
