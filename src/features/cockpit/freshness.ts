/**
 * How fresh a panel's data is, and when to try again. TanStack keeps `data` after a failed refetch; the wall
 * shows such data with a 数据未更新 badge that escalates with age (research: Grafana's "the data might be
 * mistaken as current"), and retries with a capped backoff.
 */
import { WALL } from './wall-config';

export type FreshnessLevel = 'fresh' | 'stale' | 'late' | 'old';

export interface QueryTimes {
  /** 0 before the first data. */
  dataUpdatedAt: number;
  /** The last fetch failed (TanStack: errorUpdatedAt > dataUpdatedAt). */
  failing: boolean;
  hasData: boolean;
  /** The wall cannot reach its server (wall-connection.ts): no newer data is coming for any panel. */
  down?: boolean;
}

/**
 * fresh: nothing to say. stale: the data shown is kept — its last refetch failed, or the wall cannot reach the
 * server (after a page change too, before the page's own calls have failed) — the badge appears. late: the data is
 * more than two refresh intervals old (amber), even while a refetch is under way: old data never shows unmarked.
 * old: more than 10 minutes old (red).
 */
export function freshness(q: QueryTimes, now: number, refreshMs: number, redMs: number = WALL.staleRedMs): FreshnessLevel {
  if (!q.hasData || q.dataUpdatedAt <= 0) return 'fresh';
  const kept = q.failing || q.down === true;
  const age = now - q.dataUpdatedAt;
  const aged = age > 2 * refreshMs;
  if (!kept && !aged) return 'fresh';
  if (age >= redMs) return 'old';
  if (aged) return 'late';
  return 'stale';
}

/** The next refetch after `streak` failures in a row: 5 s, 10 s, 20 s … capped at the refresh interval. */
export function refetchDelay(streak: number, refreshMs: number, baseMs: number = WALL.retryBaseMs): number {
  if (streak <= 0) return refreshMs;
  return Math.min(refreshMs, baseMs * 2 ** Math.min(20, streak - 1));
}

interface QueryStateLike {
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  errorUpdateCount: number;
}

/** errorUpdateCount at the last success, per query (a WeakMap: gone with the query). */
const countAtSuccess = new WeakMap<object, number>();

/** Failures in a row since the last success of a query (TanStack counts errors, not streaks). */
export function failureStreak(query: { state: QueryStateLike }): number {
  const s = query.state;
  if (s.errorUpdatedAt <= s.dataUpdatedAt) {
    countAtSuccess.set(query, s.errorUpdateCount);
    return 0;
  }
  return s.errorUpdateCount - (countAtSuccess.get(query) ?? 0);
}
