/**
 * The ranking's first screen asked for before the ranking page renders (src/app/page-data.ts): the guard has let the
 * navigation through and the session is there, while the page's files may still be on their way (on a thin link the
 * page's 45 files take seconds; its call came only after they had arrived and the page had rendered). The same
 * request as the page's (./ranking-answer.ts: the first RANKING_FIRST_ROWS rows), from the same URL and session, so
 * the page finds it in the cache or on its way.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ranking } from '@/api/contract/ranking';
import { RANKING_FIRST_ROWS } from '@/config/constants';
import { prefetchStatsQuery } from '@/hooks/queries';
import { schoolYearOf } from '@/hooks/school-year';
import { sessionScopeLevel } from '@/hooks/scope';
import type { FlatRoute } from '@/routes/types';
import { homeScopeOf, parseRankingParams, rankingRequest } from './view';

export function prefetchPageData(queryClient: QueryClient, url: URL, here: FlatRoute): void {
  const route = here.node.meta?.ranking;
  if (!route) return;
  const params = url.searchParams;
  const home = homeScopeOf(sessionScopeLevel());
  const yearId = schoolYearOf(params);
  const request = rankingRequest(route, home, parseRankingParams(params, route, home, yearId), yearId);
  prefetchStatsQuery(queryClient, ranking, { ...request, limit: RANKING_FIRST_ROWS }, url, here);
}
