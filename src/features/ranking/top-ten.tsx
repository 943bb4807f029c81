/** The ranking page's top-ten chart; a bar's click drills down like a row's link. */
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { RANKING_LEVEL_LABELS, metricInfo } from '@/api/ranking-metrics';
import { Chart, useTones, type ChartEvents } from '@/components/chart';
import { barListHeight } from '@/components/chart-options/bar-list';
import { TOP_N, topRows, topTenOption, twoLineNames } from './charts';
import { rowPatch, type RankingData } from './table-model';
import { withPatch } from './url-state';
import { drillPatch, type HomeScope, type RankingFilters } from './view';

export function TopTen({
  data,
  mask,
  home,
  filters,
  params,
}: {
  data: RankingData;
  mask: boolean;
  home: HomeScope;
  filters: RankingFilters;
  params: URLSearchParams;
}) {
  const tones = useTones();
  const table = data.table!;
  const level = data.level;
  const navigate = useNavigate();
  const rows = useMemo(() => topRows(table), [table]);
  const drillable = drillPatch(level, 0, { libraryId: null, grade: 0 }, home, filters.drill) !== null;
  const option = useMemo(
    () =>
      topTenOption(table, { family: data.family, level, metric: data.metric, columns: data.columns, mask, tones, clickable: drillable }),
    [table, data.family, level, data.metric, data.columns, mask, tones, drillable],
  );
  const events: ChartEvents | undefined = drillable
    ? {
        click: (p) => {
          const i = rows[p.dataIndex];
          if (i === undefined) return;
          const patch = rowPatch(table, level, i, home, filters);
          // A drill-down from the chart is a navigation like a row's link: back leads up again.
          if (patch) void navigate({ search: withPatch(params, patch) });
        },
      }
    : undefined;
  return (
    <Chart
      option={option}
      // Ten rows' height with fewer rows too: the height the chart had while it loaded (the table under it stays put).
      height={barListHeight(TOP_N, twoLineNames(table, level) ? 2 : 1)}
      ariaLabel={`${RANKING_LEVEL_LABELS[level]}${metricInfo(data.metric, data.family).label}前${TOP_N}名柱状图`}
      onEvents={events}
    />
  );
}
