/**
 * The page's freshness for the header, from the panels on screen: each panel's 数据未更新 badge reports whether
 * it shows, how old its data is and whether the panel has none because its call failed (StaleBadge); the header
 * shows 更新于 (the oldest data on screen), how many panels are not current, and never 数据加载中 when the panels
 * have failed instead. One small store per wall, entries removed with their panels: nothing accumulates.
 */
import { createContext, useContext, useEffect, useId, useSyncExternalStore } from 'react';

export interface WallFreshness {
  /** The oldest data on screen (ms), 0 before any. */
  oldest: number;
  /** Panels showing the 数据未更新 badge. */
  stale: number;
  /** Panels without data because their call failed. */
  failed: number;
}

interface PanelFreshness {
  updatedAt: number;
  stale: boolean;
  failed: boolean;
}

export interface FreshnessStore {
  report: (id: string, entry: PanelFreshness) => void;
  remove: (id: string) => void;
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => string;
}

export function createFreshnessStore(): FreshnessStore {
  const panels = new Map<string, PanelFreshness>();
  const listeners = new Set<() => void>();
  let snapshot = '0|0|0';
  const emit = () => {
    let oldest = 0;
    let stale = 0;
    let failed = 0;
    for (const p of panels.values()) {
      if (p.updatedAt > 0 && (oldest === 0 || p.updatedAt < oldest)) oldest = p.updatedAt;
      if (p.stale) stale += 1;
      if (p.failed) failed += 1;
    }
    const next = `${oldest}|${stale}|${failed}`;
    if (next === snapshot) return;
    snapshot = next;
    listeners.forEach((l) => l());
  };
  return {
    report: (id, entry) => {
      panels.set(id, entry);
      emit();
    },
    remove: (id) => {
      panels.delete(id);
      emit();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
}

export const WallFreshnessContext = createContext<FreshnessStore | null>(null);

const NONE: FreshnessStore = { report: () => {}, remove: () => {}, subscribe: () => () => {}, getSnapshot: () => '0|0|0' };

/** The header's view of the panels. */
export function useWallFreshness(): WallFreshness {
  const store = useContext(WallFreshnessContext) ?? NONE;
  const [oldest, stale, failed] = useSyncExternalStore(store.subscribe, store.getSnapshot).split('|').map(Number);
  return { oldest, stale, failed };
}

/** A panel's report: its data time, whether its badge shows, whether it has no data because its call failed. */
export function useReportFreshness(updatedAt: number, stale: boolean, failed: boolean): void {
  const store = useContext(WallFreshnessContext);
  const id = useId();
  useEffect(() => {
    store?.report(id, { updatedAt, stale, failed });
  }, [store, id, updatedAt, stale, failed]);
  useEffect(() => () => store?.remove(id), [store, id]);
}
