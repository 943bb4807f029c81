/**
 * 学校数据's list asked for before the page renders (src/app/page-data.ts): the guard has let the navigation through
 * with a session while the page's files may still be on their way. The same call as the page's own
 * (./schools-page.tsx), so the page finds it in the cache or on its way; the comparison waits for the data calendar
 * and is left to the page.
 */
import type { QueryClient } from '@tanstack/react-query';
import { schoolList } from '@/api/contract/school';
import { prefetchStatsQuery } from '@/hooks/queries';
import type { FlatRoute } from '@/routes/types';

export function prefetchPageData(queryClient: QueryClient, url: URL, here: FlatRoute): void {
  prefetchStatsQuery(queryClient, schoolList, undefined, url, here);
}
