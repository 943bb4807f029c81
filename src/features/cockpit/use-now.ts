/**
 * The current time, re-rendering every `periodMs` — one shared timer per period however many components
 * read it, stopped when the last one unmounts (nothing left running or growing on a wall that runs for days).
 */
import { useSyncExternalStore } from 'react';

interface Ticker {
  listeners: Set<() => void>;
  id: ReturnType<typeof setInterval>;
}

const tickers = new Map<number, Ticker>();

function subscribe(periodMs: number, listener: () => void): () => void {
  let ticker = tickers.get(periodMs);
  if (!ticker) {
    const listeners = new Set<() => void>();
    ticker = { listeners, id: setInterval(() => listeners.forEach((l) => l()), periodMs) };
    tickers.set(periodMs, ticker);
  }
  ticker.listeners.add(listener);
  return () => {
    const t = tickers.get(periodMs);
    if (!t) return;
    t.listeners.delete(listener);
    if (t.listeners.size === 0) {
      clearInterval(t.id);
      tickers.delete(periodMs);
    }
  };
}

/** Date.now(), floored to the period: stable between ticks, so a render happens once per period. */
export function useNow(periodMs: number): number {
  return useSyncExternalStore(
    (listener) => subscribe(periodMs, listener),
    () => Math.floor(Date.now() / periodMs) * periodMs,
  );
}
