/**
 * 馆藏概况's calls asked for before the page renders (src/app/page-data.ts): the guard has let the navigation through
 * with a session while the page's files may still be on their way. The same five calls as the page's own
 * (./index-page.tsx), so the page finds them in the cache or on their way; the KPI cards' comparison waits for the
 * data calendar and is left to the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { bookCategory, bookCollection, bookManagement, threeYearBorrow, threeYearCirculation } from '@/api/contract/library';
import { prefetchStatsQuery } from '@/hooks/queries';
import type { FlatRoute } from '@/routes/types';

export function prefetchPageData(queryClient: QueryClient, url: URL, here: FlatRoute): void {
  for (const endpoint of [bookManagement, bookCategory, bookCollection, threeYearCirculation, threeYearBorrow])
    prefetchStatsQuery(queryClient, endpoint, undefined, url, here);
}
