import { useCallback } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { call, type CallOptions } from '@/api/client';
import type { ApiError } from '@/api/errors';
import type { Data, Endpoint, Input } from '@/api/define';
import { useSchoolYear } from './school-year';

/**
 * The scope the wrapper injects (libraryId, campusId) is part of every query key, so a library or campus
 * switch is a different query: never another school's cached numbers.
 */
export function useScopeKey(): { libraryId: number | null; campusId: number | null } {
  const libraryId = useSession((s) => s.curLibrary?.id ?? null);
  const campusId = useSession((s) => s.curCampusId);
  return { libraryId, campusId };
}

function apiQueryKey<E extends Endpoint>(
  endpoint: E,
  input: Input<E> | undefined,
  scope: { libraryId: number | null; campusId: number | null },
) {
  return [endpoint.id, input ?? {}, scope] as const;
}

export type ApiQueryOptions<E extends Endpoint> = Omit<UseQueryOptions<Data<E>, ApiError>, 'queryKey' | 'queryFn'> & CallOptions;

/** Server state for one contract call: `useApiQuery(endpoint, input)`. */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input?: Input<E>,
  { schoolWide = false, ...options }: ApiQueryOptions<E> = {},
): UseQueryResult<Data<E>, ApiError> {
  const sessionScope = useScopeKey();
  const scope = schoolWide ? { ...sessionScope, campusId: null } : sessionScope;
  // No session, no statistics call: a page still mounted while the user logs out must not fire 401s.
  const signedIn = useSession((s) => !!s.token);
  return useQuery<Data<E>, ApiError>({
    queryKey: apiQueryKey(endpoint, input, scope),
    queryFn: ({ signal }) => call(endpoint, input, signal, { schoolWide }),
    ...options,
    enabled: signedIn && (options.enabled ?? true),
  });
}

/** The input of a statistics call without its period: the page's school year is added by useStatsQuery. */
export type StatsQueryInput<E extends Endpoint> = Omit<Input<E>, 'yearId'>;

export interface StatsQueryOptions<E extends Endpoint> extends Omit<ApiQueryOptions<E>, 'placeholderData'> {
  /**
   * While a filter change (category, grade, reader type …) loads, keep the previous rows on screen with a
   * spinner. A new school year or another school never shows the old numbers.
   */
  keepWhileFiltering?: boolean;
}

/**
 * One statistics call of a page, for the page's school year (URL `yid`, else the store's year, see
 * school-year.ts) and the session's scope (in the key, see useApiQuery). The hook every statistics page uses.
 */
export function useStatsQuery<E extends Endpoint>(
  endpoint: E,
  input?: StatsQueryInput<E>,
  { keepWhileFiltering = false, ...options }: StatsQueryOptions<E> = {},
): UseQueryResult<Data<E>, ApiError> {
  const yearId = useSchoolYear();
  const sessionScope = useScopeKey();
  const scope = options.schoolWide ? { ...sessionScope, campusId: null } : sessionScope;
  const full = { ...(input ?? {}), ...(yearId != null ? { yearId } : {}) } as Input<E>;
  const scopeText = JSON.stringify(scope);
  const placeholderData = useCallback(
    <T>(previous: T | undefined, previousQuery: { queryKey: QueryKey } | undefined): T | undefined => {
      if (!previousQuery) return undefined;
      const [id, prevInput, prevScope] = previousQuery.queryKey as readonly [string, { yearId?: number } | undefined, unknown];
      const sameView = id === endpoint.id && (prevInput?.yearId ?? null) === yearId && JSON.stringify(prevScope) === scopeText;
      return sameView ? previous : undefined;
    },
    [endpoint.id, yearId, scopeText],
  );
  return useApiQuery(endpoint, full, keepWhileFiltering ? { ...options, placeholderData } : options);
}
