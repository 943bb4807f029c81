/**
 * The wall's statistics calls: useStatsQuery (the page's school year, the session's scope) with what an
 * unattended screen needs — a refetch on an interval, a capped backoff after failures (refetchDelay; inside one fetch
 * the request wrapper retries what a retry can fix, src/api/failure.ts), the last
 * good data kept (TanStack does) and `networkMode: 'always'`, because on a wall `navigator.onLine` says nothing
 * about whether the server is reachable; the failure itself drives the 数据未更新 badge.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useStatsQuery, type StatsQueryInput } from '@/hooks/queries';
import type { Data, Endpoint } from '@/api/define';
import type { ApiError } from '@/api/errors';
import { failureStreak, refetchDelay } from './freshness';
import { useWallTiming } from './wall-context';

export function useWallQuery<E extends Endpoint>(endpoint: E, input?: StatsQueryInput<E>): UseQueryResult<Data<E>, ApiError> {
  const { refreshMs } = useWallTiming();
  return useStatsQuery(endpoint, input, {
    networkMode: 'always',
    staleTime: refreshMs,
    refetchOnWindowFocus: false,
    refetchInterval: (query) => refetchDelay(failureStreak(query), refreshMs),
  });
}

/** What a wall panel reads of one or more queries. */
export interface WallQuery<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  /** The last fetch failed; default errorUpdatedAt > dataUpdatedAt. */
  failing?: boolean;
  refetch: () => Promise<unknown>;
}

/** Whether the last fetch of a wall query failed (the data, if any, is what an earlier fetch brought). */
export function lastFetchFailed(q: Pick<WallQuery<unknown>, 'failing' | 'errorUpdatedAt' | 'dataUpdatedAt'>): boolean {
  return q.failing ?? q.errorUpdatedAt > q.dataUpdatedAt;
}

type AnyQuery = Pick<
  UseQueryResult<unknown, unknown>,
  'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'dataUpdatedAt' | 'errorUpdatedAt' | 'refetch'
>;

/**
 * Two calls as one panel's query (the map needs the schools and the districts): data when both have data,
 * the first error, the older update time, failing when either's last fetch failed; 重试 refetches both.
 */
export function combineQueries<A, B>(a: UseQueryResult<A, unknown>, b: UseQueryResult<B, unknown>): WallQuery<[A, B]> {
  const both: AnyQuery[] = [a, b];
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    error: a.error ?? b.error,
    isPending: both.some((q) => q.isPending),
    isError: both.some((q) => q.isError),
    isFetching: both.some((q) => q.isFetching),
    dataUpdatedAt: Math.min(a.dataUpdatedAt, b.dataUpdatedAt),
    errorUpdatedAt: Math.max(a.errorUpdatedAt, b.errorUpdatedAt),
    failing: both.some((q) => q.errorUpdatedAt > q.dataUpdatedAt),
    refetch: () => Promise.all(both.map((q) => q.refetch())),
  };
}
