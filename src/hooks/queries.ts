import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { hashKey, useQuery, type QueryClient, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { useSession, type SessionState } from '@/stores/session';
import { call, type CallOptions } from '@/api/client';
import { dataCalendar } from '@/api/contract/period';
import type { ApiError } from '@/api/errors';
import type { Data, Endpoint, Input } from '@/api/define';
import { useCurrentRoute } from '@/routes/current-route';
import type { FlatRoute } from '@/routes/types';
import {
  comparisonPeriod,
  parsePeriod,
  yearEndComparison,
  periodRequest,
  type PeriodChoice,
  type PeriodRequest,
} from '@/utils/url-filters';
import { schoolYearOf, useSchoolYear } from './school-year';

/**
 * The scope the wrapper injects (libraryId, campusId) is part of every query key, so a library or campus
 * switch is a different query: never another school's cached numbers.
 */
export function useScopeKey(): ScopeKey {
  return useSession(useShallow(scopeKeyOf));
}

type ScopeKey = { libraryId: number | null; campusId: number | null };

/** The scope of a query's key, from the session: useScopeKey's, and prefetchStatsQuery's outside React. */
function scopeKeyOf(session: SessionState): ScopeKey {
  return { libraryId: session.curLibrary?.id ?? null, campusId: session.curCampusId };
}

/** The query's key and call: useApiQuery's, and a page's data asked for before the page renders (prefetchStatsQuery). */
function apiQuery<E extends Endpoint>(endpoint: E, input: Input<E> | undefined, scope: ScopeKey, schoolWide: boolean) {
  return {
    queryKey: apiQueryKey(endpoint, input, scope),
    queryFn: ({ signal }: { signal: AbortSignal }) => call(endpoint, input, signal, { schoolWide }),
  };
}

function apiQueryKey<E extends Endpoint>(endpoint: E, input: Input<E> | undefined, scope: ScopeKey) {
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
  const query = apiQuery(endpoint, input, scope, schoolWide);
  // Asked for by the guard for this page: its failure (reported once) is the page's answer, not asked again. The key
  // is hashed only while the guard has asked for something no page has shown yet (not on every widget's render).
  const hash = askedByGuard.size > 0 ? hashKey(query.queryKey) : null;
  const fromGuard = hash !== null && askedByGuard.has(hash);
  useEffect(() => {
    if (fromGuard && hash !== null) askedByGuard.delete(hash);
  }, [fromGuard, hash]);
  return useQuery<Data<E>, ApiError>({
    ...query,
    ...options,
    ...(fromGuard ? { retryOnMount: false } : {}),
    enabled: signedIn && (options.enabled ?? true),
  });
}

/**
 * The queries the guard asked for (prefetchStatsQuery) that no page has shown yet. A page that mounts after such a
 * call failed shows that failure (with 重试) instead of asking again: one failed call, one report.
 */
const askedByGuard = new Set<string>();

/** The data calendar changes with a term, not within a visit: asked for once (the hook's and the guard's call alike). */
const DATA_CALENDAR_STALE_TIME = Infinity;

/** The server's calendar of data (today, the last month with data): asked once a session. */
export function useDataCalendar() {
  return useApiQuery(dataCalendar, {}, { staleTime: DATA_CALENDAR_STALE_TIME });
}

/**
 * The period the page shows: the school year, or — on a page with the period picker (the route's `periodPicker`) — the
 * term or range of months its URL names (src/utils/url-filters.ts).
 */
export function usePagePeriod(): { choice: PeriodChoice; request: PeriodRequest | null } {
  const [params] = useSearchParams();
  const yearId = useSchoolYear();
  const picker = useCurrentRoute()?.node.meta?.periodPicker === true;
  return pagePeriod(params, yearId, picker);
}

function pagePeriod(
  params: URLSearchParams,
  yearId: number | null,
  picker: boolean,
): { choice: PeriodChoice; request: PeriodRequest | null } {
  const choice = picker ? parsePeriod(params, yearId) : ({ kind: 'year' } as const);
  return { choice, request: yearId === null ? null : periodRequest(choice, yearId) };
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
  const period = usePagePeriod().request;
  const sessionScope = useScopeKey();
  const scope = options.schoolWide ? { ...sessionScope, campusId: null } : sessionScope;
  const full = statsInput(input, yearId, period);
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

/** A statistics call's input with the page's period: its own period (a month of its page) wins over the page's. */
function statsInput<E extends Endpoint>(
  input: StatsQueryInput<E> | undefined,
  yearId: number | null,
  period: PeriodRequest | null,
): Input<E> {
  const own = input as { month?: string; semesterId?: number } | undefined;
  const pagePeriod = period && own?.month === undefined && own?.semesterId === undefined ? period : yearId != null ? { yearId } : {};
  return { ...(input ?? {}), ...pagePeriod } as Input<E>;
}

/**
 * A call asked for before its page renders (src/app/page-data.ts): the same key and call as useApiQuery's for this
 * input and the session's scope, so the page's hook finds it in the cache or on its way. Nothing without a session,
 * nor for a campus not yet checked: a campus the URL names (`?campus=`) is set in the session before the page's
 * CampusScope has checked it against the school's campus list (it then has its name, src/components/campus-select.tsx).
 */
export function prefetchApiQuery<E extends Endpoint>(
  queryClient: QueryClient,
  endpoint: E,
  input: Input<E> | undefined,
  { staleTime }: { staleTime?: number } = {},
): void {
  const session = useSession.getState();
  if (!session.token) return;
  if (session.curCampusId !== null && !session.curCampusName) return;
  const query = apiQuery(endpoint, input, scopeKeyOf(session), false);
  askedByGuard.add(hashKey(query.queryKey));
  void queryClient.prefetchQuery(staleTime === undefined ? query : { ...query, staleTime });
}

/** usePagePeriod outside React: the period the page at `url` shows (its route: whether it has the period picker). */
export function pagePeriodAt(url: URL, here: FlatRoute): { yearId: number | null; choice: PeriodChoice; request: PeriodRequest | null } {
  const yearId = schoolYearOf(url.searchParams);
  return { yearId, ...pagePeriod(url.searchParams, yearId, here.node.meta?.periodPicker === true) };
}

/** useStatsQuery's call asked for before the page renders: from the page's URL, its route and the session. */
export function prefetchStatsQuery<E extends Endpoint>(
  queryClient: QueryClient,
  endpoint: E,
  input: StatsQueryInput<E> | undefined,
  url: URL,
  here: FlatRoute,
): void {
  const { yearId, request } = pagePeriodAt(url, here);
  prefetchApiQuery(queryClient, endpoint, statsInput(input, yearId, request));
}

/** useDataCalendar's call asked for before the page renders (what a page's comparison is worked out from). */
export function prefetchDataCalendar(queryClient: QueryClient): void {
  prefetchApiQuery(queryClient, dataCalendar, {}, { staleTime: DATA_CALENDAR_STALE_TIME });
}

/**
 * The same call for the period the page's is compared with (the KPI cards' change): the school year before, the term
 * before, the same months a year earlier — as many months as the page's period has data for (comparisonPeriod in
 * src/utils/url-filters.ts). `label` names it (上年同期, 上学年, 上学期 …); no data and no label when there is nothing
 * to compare with. `yearEnd`: a call of holdings (as at the end of a school year) compares with the year before's end.
 * `pending`: what to compare with is still being worked out or asked for (the KPI cards wait for it rather than grow a
 * line when it comes); false once it has come, failed, or there is nothing to compare with.
 */
export function useCompareQuery<E extends Endpoint>(
  endpoint: E,
  input?: StatsQueryInput<E>,
  { yearEnd = false }: { yearEnd?: boolean } = {},
): { data: Data<E> | undefined; label: string | undefined; pending: boolean } {
  const yearId = useSchoolYear();
  const { choice } = usePagePeriod();
  const calendar = useDataCalendar();
  // Holdings are as at the end of a school year: they compare with the end of the year before.
  const compare =
    yearId == null || !calendar.data
      ? null
      : yearEnd
        ? yearEndComparison(yearId)
        : comparisonPeriod(choice, yearId, calendar.data.lastDataMonth);
  const query = useApiQuery(endpoint, { ...(input ?? {}), ...(compare?.request ?? {}) } as Input<E>, { enabled: compare !== null });
  const fetching = (q: { isPending: boolean; fetchStatus: string }) => q.isPending && q.fetchStatus !== 'idle';
  const pending = yearId != null && (fetching(calendar) || (compare !== null && fetching(query)));
  return { data: compare ? query.data : undefined, label: compare?.label, pending };
}
