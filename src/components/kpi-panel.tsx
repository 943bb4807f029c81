import type { CSSProperties, ReactNode } from 'react';
import type { GoalMetric } from '@/api/contract/goals';
import { isGoalMetric, useFigureGoals } from '@/hooks/goals';
import { KpiGrid, type KpiCardProps } from './kpi-card';
import { QueryWidget, type WidgetQuery } from './widget';

type KpiItem = Omit<KpiCardProps, 'goal'> & {
  key: string;
  /**
   * The goal figure the card stands for when it is not the card's own `metric` (阅读人数 with its 参与率): the figure and
   * its value. A card whose `metric` has goals (src/api/contract/goals.ts) needs none.
   */
  goalFigure?: { metric: GoalMetric; value: number | null | undefined };
};

/** The goal figure of a card: its own `goalFigure`, else its metric when goals are set for it. */
function goalFigureOf(item: KpiItem): KpiItem['goalFigure'] | null {
  if (item.goalFigure) return item.goalFigure;
  return isGoalMetric(item.metric) ? { metric: item.metric, value: item.value } : null;
}

export interface KpiPanelProps<T> {
  /**
   * The same call for the period compared with (useCompareQuery): `items` gets its data, each tile its `previous` value
   * and the label; `pending` while it is being asked for.
   */
  compare?: { data: T | undefined; label: string | undefined; pending?: boolean };
  title: ReactNode;
  subtitle?: ReactNode;
  query: WidgetQuery<T>;
  isEmpty?: (data: T) => boolean;
  emptyText: ReactNode;
  items: (data: T, previous: T | undefined) => KpiItem[];
  /** Body height of the loading, empty and error states. */
  height?: number;
  className?: string;
}

/**
 * A row of KPI tiles as one widget: one call, one loading / empty / error state, one 重试 (not one per tile).
 * A tile of a figure with a goal for the scope and school year shows its progress (goal/queryGoals, asked only when a
 * tile has such a figure). The tiles are drawn once their figures and the goals have come (or failed): a goal adds a
 * line to some tiles, and tiles that grew by it would push the page down after they had painted. The period compared
 * with is asked after the data calendar and comes later: the tiles are drawn without it, its line kept free
 * (KpiCard `previousPending`), so the page's main figures show as soon as they are in.
 * Styles: src/components/stats-page.css (.srp-kpi-panel).
 */
export function KpiPanel<T>({ title, subtitle, query, isEmpty, emptyText, items, height = 124, className, compare }: KpiPanelProps<T>) {
  const goalMetrics = query.data === undefined ? [] : items(query.data, compare?.data).flatMap((i) => goalFigureOf(i)?.metric ?? []);
  const { goalOf, pending: goalsPending } = useFigureGoals(goalMetrics);
  // The loading height of one row of tiles, for the narrow screens where they stack (stats-page.css).
  const loadingHeight = { '--srp-kpi-loading': `${height}px` } as CSSProperties;
  return (
    <QueryWidget
      title={title}
      subtitle={subtitle}
      query={query}
      isEmpty={isEmpty}
      emptyText={emptyText}
      height={height}
      className={className ? `srp-kpi-panel ${className}` : 'srp-kpi-panel'}
      style={loadingHeight}
      // Only before the tiles are first drawn: a later change (another school year) keeps them, with the refresh mark.
      waitFor={goalsPending}
    >
      {(data) => {
        // While the period compared with is asked for, the tiles that will show it keep its line free: those whose
        // `previous` the items take from it (asked here with the data itself in its place).
        const comparing = compare?.pending ? new Set(items(data, data).flatMap((i) => (i.previous !== undefined ? [i.key] : []))) : null;
        return (
          <KpiGrid
            items={items(data, compare?.data).map((own) => {
              const { goalFigure: _figure, ...item } = own;
              const figure = goalFigureOf(own);
              const goal = figure ? goalOf(figure.metric) : null;
              return {
                ...item,
                ...(compare?.label && item.previous !== undefined ? { previousLabel: compare.label } : {}),
                ...(comparing?.has(own.key) && item.previous === undefined ? { previousPending: true } : {}),
                ...(goal && figure ? { goal: { goal, value: figure.value } } : {}),
              };
            })}
            gutter={12}
          />
        );
      }}
    </QueryWidget>
  );
}
