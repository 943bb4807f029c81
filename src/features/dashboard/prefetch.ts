/**
 * The dashboard's calls asked for before the page renders (src/app/page-data.ts): the guard has let the navigation
 * through with a session while the page's files may still be on their way. The same calls as the page's own
 * (./dashboard-page.tsx), from the same URL and session, so the page finds them in the cache or on their way. The
 * comparison and goals calls wait for the data calendar and are left to the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { basicData, bookCirculation, loanLibrary, monthlyActive, readerRankings } from '@/api/contract/overview';
import { prefetchStatsQuery } from '@/hooks/queries';
import type { FlatRoute } from '@/routes/types';

/** 读者借阅排行: the top readers the dashboard lists. */
export const RANKING_LIMIT = 10;

export function prefetchPageData(queryClient: QueryClient, url: URL, here: FlatRoute): void {
  for (const endpoint of [basicData, bookCirculation, loanLibrary, monthlyActive])
    prefetchStatsQuery(queryClient, endpoint, undefined, url, here);
  prefetchStatsQuery(queryClient, readerRankings, { limit: RANKING_LIMIT }, url, here);
}
