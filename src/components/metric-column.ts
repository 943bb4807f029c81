/**
 * A table column of a catalogue figure (src/api/metric-catalogue.ts): its title, unit, number kind and ⓘ come from
 * the catalogue, so a table never types its own name for a figure (docs/rules.md#figures).
 */
import type { RankingFamilyKey } from '@/api/contract/ranking';
import type { MetricKey } from '@/api/metric-catalogue';
import { catalogueKey, metricInfo } from '@/api/ranking-metrics';
import type { TableColumn } from './table-columns';

export function metricColumn<T>(
  metric: MetricKey,
  dataIndex: Extract<keyof T, string>,
  extra: Partial<Pick<TableColumn<T>, 'width' | 'countFormat' | 'sortable' | 'priority' | 'format' | 'render'>> & {
    family?: RankingFamilyKey;
  } = {},
): TableColumn<T> {
  const { family, ...rest } = extra;
  const m = metricInfo(metric, family);
  return {
    title: m.label,
    unit: m.unit || undefined,
    metric: catalogueKey(metric, family),
    dataIndex,
    kind: m.kind,
    ...(m.kind === 'decimal' && m.digits !== undefined ? { digits: m.digits } : {}),
    ...rest,
  };
}
