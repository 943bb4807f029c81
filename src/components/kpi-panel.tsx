import type { ReactNode } from 'react';
import { KpiGrid, type KpiCardProps } from './kpi-card';
import { QueryWidget, type WidgetQuery } from './widget';

type KpiItem = KpiCardProps & { key: string };

export interface KpiPanelProps<T> {
  /**
   * The same call for the period compared with (useCompareQuery): `items` gets its data, each tile its `previous` value
   * and the label.
   */
  compare?: { data: T | undefined; label: string | undefined };
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
 * Styles: src/components/stats-page.css (.srp-kpi-panel).
 */
export function KpiPanel<T>({ title, subtitle, query, isEmpty, emptyText, items, height = 124, className, compare }: KpiPanelProps<T>) {
  return (
    <QueryWidget
      title={title}
      subtitle={subtitle}
      query={query}
      isEmpty={isEmpty}
      emptyText={emptyText}
      height={height}
      className={className ? `srp-kpi-panel ${className}` : 'srp-kpi-panel'}
    >
      {(data) => (
        <KpiGrid
          items={items(data, compare?.data).map((item) =>
            compare?.label && item.previous !== undefined ? { ...item, previousLabel: compare.label } : item,
          )}
          gutter={12}
        />
      )}
    </QueryWidget>
  );
}
