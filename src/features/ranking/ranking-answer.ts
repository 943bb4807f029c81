/**
 * The ranking's answer, its first screen first (docs/api.md, rank/queryRanking `limit`): the first
 * RANKING_FIRST_ROWS rows of the ranking are asked for and drawn; then every row, which a city's student ranking
 * brings as about 3 MB (48,643 students). A small ranking (a school's grades) comes whole in the first answer.
 */
import { ranking } from '@/api/contract/ranking';
import type { ApiError } from '@/api/errors';
import type { WidgetQuery } from '@/components/widget';
import { RANKING_FIRST_ROWS } from '@/config/constants';
import { useStatsQuery, type StatsQueryInput } from '@/hooks/queries';
import type { RankingData } from './table-model';

export interface RankingAnswer {
  /** Both calls as one query for the widgets: loading and errors of the first screen, the rest's as a refresh. */
  query: WidgetQuery<RankingData>;
  /** Whether the data shown holds every row of the ranking (else its first screen, the rest loading or failed). */
  complete: boolean;
  /** Why the rest of the rows did not come, when they did not. */
  restError: ApiError | null;
}

/** Whether an answer holds every row of its ranking. */
function holdsEveryRow(data: RankingData): boolean {
  return data.table === null || data.table.id.length >= data.total;
}

export function useRankingAnswer(request: StatsQueryInput<typeof ranking>): RankingAnswer {
  const first = useStatsQuery(ranking, { ...request, limit: RANKING_FIRST_ROWS }, { keepWhileFiltering: true, structuralSharing: false });
  const partial = first.data !== undefined && !first.isPlaceholderData && !holdsEveryRow(first.data);
  // Every row, asked for once the first screen is in (and drawn: the query starts after the render that draws it).
  const rest = useStatsQuery(ranking, request, { enabled: partial, keepWhileFiltering: true, structuralSharing: false });
  // While a filter change loads, the rows shown before stay (the previous answer, whole if it was); once the new
  // first screen is in, it is shown until the new rest comes.
  const full = rest.data !== undefined && (!rest.isPlaceholderData || first.isPlaceholderData) ? rest.data : undefined;
  const data = full ?? first.data;
  const restError = partial && full === undefined ? rest.error : null;
  return {
    query: {
      data,
      error: first.error ?? restError,
      isPending: first.isPending,
      isError: first.isError || restError !== null,
      isFetching: first.isFetching || (partial && rest.isFetching),
      refetch: (options) => (restError !== null ? rest.refetch(options) : first.refetch(options)),
      dataUpdatedAt: Math.max(first.dataUpdatedAt, full === undefined ? 0 : rest.dataUpdatedAt),
    },
    complete: data === undefined || holdsEveryRow(data),
    restError,
  };
}
