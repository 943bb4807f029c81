import { startTransition, useEffect, useReducer, useState } from 'react';
import {
  QueryObserver,
  notifyManager,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

/** What the app asks of a query: TanStack's options but for suspense and throwOnError, which no page uses. */
export type TransitionQueryOptions<TData, TError, TKey extends QueryKey> = Omit<
  UseQueryOptions<TData, TError, TData, TKey>,
  'suspense' | 'throwOnError'
>;

/**
 * TanStack's `useQuery` with one difference: the page is redrawn for an answer (its data, its error, its end of
 * loading) in a transition, not synchronously. Every query of the app goes through it (useApiQuery, and the two
 * queries of their own: the campus list and the data report's two years).
 *
 * Why: TanStack's hook subscribes with `useSyncExternalStore`, and React draws a store's change on its synchronous
 * lane: the whole component that asked (on most pages the page itself, with every widget under it) in one task,
 * with its commit and its effects. On a school's old PC (Lighthouse's mobile profile: a CPU 4× slower) each answer of
 * a cold 首页 was a task of 150–500 ms in which a click waits. In a transition React draws the same tree in slices of
 * about 5 ms and lets a click, a key or the next answer through between them; only the commit stays one piece.
 *
 * What is kept from TanStack's hook (@tanstack/react-query's useBaseQuery): one observer per component, the result
 * of its render read from the cache as it is then (`getOptimisticResult`, so a render never shows older numbers than
 * the cache has), the options handed to the observer after each commit, the tracked properties (a component that
 * reads only `data` is not redrawn for `isFetching`), and the catch-up after subscribing (`updateResult`: an answer
 * that came between the render and the subscription is drawn). What is left out: suspense, throwOnError and a
 * persister's restoring, which the app does not use (the type refuses the first two).
 */
export function useTransitionQuery<TData, TError = DefaultError, TKey extends QueryKey = QueryKey>(
  options: TransitionQueryOptions<TData, TError, TKey>,
): UseQueryResult<TData, TError> {
  const client = useQueryClient();
  const defaulted = client.defaultQueryOptions(options);
  defaulted._optimisticResults = 'optimistic';
  const [observer] = useState(() => new QueryObserver<TData, TError, TData, TData, TKey>(client, defaulted));
  const result = observer.getOptimisticResult(defaulted);
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  // Subscribed before the options are handed over: the options' own catch-up then reaches the listener (TanStack's
  // order is the other way round, and useSyncExternalStore's check after subscribing makes up for it).
  useEffect(() => {
    const unsubscribe = observer.subscribe(notifyManager.batchCalls(() => startTransition(redraw)));
    observer.updateResult();
    return unsubscribe;
  }, [observer]);
  useEffect(() => {
    observer.setOptions(defaulted);
  }, [defaulted, observer]);
  return observer.trackResult(result);
}

/**
 * Whether any query is being fetched, redrawn in a transition: TanStack's `useIsFetching() > 0` without its
 * `useSyncExternalStore`, whose synchronous update at each call's start and end would also throw away a transition
 * under way (React starts a transition again from the top after a synchronous update).
 */
export function useAnyFetching(): boolean {
  const client = useQueryClient();
  const [fetching, setFetching] = useState(() => client.isFetching() > 0);
  useEffect(() => {
    const check = () => {
      const now = client.isFetching() > 0;
      startTransition(() => setFetching(now));
    };
    check();
    return client.getQueryCache().subscribe(notifyManager.batchCalls(check));
  }, [client]);
  return fetching;
}
