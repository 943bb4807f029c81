/**
 * 阅读数据's first calls asked for before the page renders (src/app/page-data.ts): the guard has let the navigation
 * through with a session while the page's files may still be on their way. The same calls as the page's own
 * (./data-report-page.tsx: the overview, the grades, the two type breakdowns and the category balance), with the same
 * drill (./drill.ts), so the page finds them in the cache or on their way. The calls that depend on the page's scope
 * once it has rendered (per unit, per campus), the two years' trend and the comparisons are left to the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { expressionTypes, interactionTypes, readingByGrade, readingOverview } from '@/api/contract/reading';
import { categoryBalance } from '@/api/contract/verify';
import { prefetchStatsQuery } from '@/hooks/queries';
import type { FlatRoute } from '@/routes/types';
import { useSession } from '@/stores/session';
import { drillDistrict, drillInput, isCityView } from './drill';

export function prefetchPageData(queryClient: QueryClient, url: URL, here: FlatRoute): void {
  const params = url.searchParams;
  const input = drillInput(drillDistrict(params, isCityView(useSession.getState())));
  const options = { params, periodPicker: here.node.meta?.periodPicker === true };
  for (const endpoint of [readingOverview, readingByGrade, expressionTypes, interactionTypes, categoryBalance])
    prefetchStatsQuery(queryClient, endpoint, input, options);
}
