import { useQuery, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { call } from './client';
import type { ApiError } from './errors';
import type { Data, Endpoint, Input } from './define';

/**
 * The scope the wrapper injects (libraryId, campusId) is part of every query key, so a library or campus
 * switch is a different query: never another school's cached numbers.
 */
export function useScopeKey(): { libraryId: number | null; campusId: number | null } {
  const libraryId = useSession((s) => s.curLibrary?.id ?? null);
  const campusId = useSession((s) => s.curCampusId);
  return { libraryId, campusId };
}

export function apiQueryKey<E extends Endpoint>(
  endpoint: E,
  input: Input<E> | undefined,
  scope: { libraryId: number | null; campusId: number | null },
) {
  return [endpoint.id, input ?? {}, scope] as const;
}

/** Server state for one contract call: `useApiQuery(endpoint, input)`. */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input?: Input<E>,
  options: Omit<UseQueryOptions<Data<E>, ApiError>, 'queryKey' | 'queryFn'> = {},
): UseQueryResult<Data<E>, ApiError> {
  const scope = useScopeKey();
  // No session, no statistics call: a page still mounted while the user logs out must not fire 401s.
  const signedIn = useSession((s) => !!s.token);
  return useQuery<Data<E>, ApiError>({
    queryKey: apiQueryKey(endpoint, input, scope),
    queryFn: ({ signal }) => call(endpoint, input, signal),
    ...options,
    enabled: signedIn && (options.enabled ?? true),
  });
}
