/**
 * The dashboard's calls asked for before the page renders (src/app/page-data.ts): the guard has let the navigation
 * through with a session while the page's files may still be on their way. The same calls as the page's own
 * (./dashboard-page.tsx), from the same URL and session, so the page finds them in the cache or on their way: its
 * statistics, the goals of its KPI cards (the cards wait for them before they are drawn) and the data calendar (what
 * the cards' comparison is worked out from; the comparison's own call is left to the page).
 */
import type { QueryClient } from '@tanstack/react-query';
import { basicData, bookCirculation, loanLibrary, monthlyActive, readerRankings } from '@/api/contract/overview';
import { prefetchFigureGoals } from '@/hooks/goals';
import { prefetchDataCalendar, prefetchStatsQuery } from '@/hooks/queries';
import type { FlatRoute } from '@/routes/types';
import { kpiGoalMetrics } from './kpi-metrics';

/** 读者借阅排行: the top readers the dashboard lists. */
export const RANKING_LIMIT = 10;

export function prefetchPageData(queryClient: QueryClient, url: URL, here: FlatRoute): void {
  for (const endpoint of [basicData, bookCirculation, loanLibrary, monthlyActive])
    prefetchStatsQuery(queryClient, endpoint, undefined, url, here);
  prefetchStatsQuery(queryClient, readerRankings, { limit: RANKING_LIMIT }, url, here);
  prefetchFigureGoals(queryClient, kpiGoalMetrics(), url, here);
  prefetchDataCalendar(queryClient);
}
