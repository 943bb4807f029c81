/**
 * A page's first call asked for as soon as the guard has let its navigation through (src/app/guard.ts), beside the
 * page's files instead of after them: on a thin link the route's files take seconds, and the page's calls used to
 * leave only once they had arrived and the page had rendered. A page that does this names a module with
 * `prefetchPageData(queryClient, url, route)` here; it builds the same query as the page's own hook, which then finds
 * it in the cache or on its way (the query client's staleTime). The dashboard, the ranking page, 馆藏概况 and 学校数据 do so far (the
 * pages the mobile budget measures, bench/budgets.json).
 */
import type { QueryClient } from '@tanstack/react-query';
import { findRoute } from '@/routes/route-table';
import type { FlatRoute, PageKey } from '@/routes/types';

type PageData = () => Promise<{ prefetchPageData: (queryClient: QueryClient, url: URL, here: FlatRoute) => void }>;

const PAGE_DATA: Partial<Record<PageKey, PageData>> = {
  'dashboard/dashboard-page': () => import('@/features/dashboard/prefetch'),
  'ranking/ranking-page': () => import('@/features/ranking/prefetch'),
  'library/index-page': () => import('@/features/library/prefetch'),
  'schools/schools-page': () => import('@/features/schools/prefetch'),
};

let client: QueryClient | undefined;

/** The app's query client (src/app/providers.tsx creates it; the router starts before the providers render). */
export function registerPageDataClient(queryClient: QueryClient): void {
  client = queryClient;
}

/**
 * Asks for the first call of the page at `url`, if its page names one; resolves once it is asked for (not answered).
 * A failed call is reported once and is the page's answer: its query shows it with 重试 (useApiQuery, askedByGuard).
 */
export function prefetchPageData(url: URL): Promise<void> {
  const here = findRoute(url.pathname);
  const load = here?.node.page ? PAGE_DATA[here.node.page] : undefined;
  if (!here || !load) return Promise.resolve();
  return load()
    .then((m) => {
      if (client) m.prefetchPageData(client, url, here);
    })
    .catch(() => undefined);
}
