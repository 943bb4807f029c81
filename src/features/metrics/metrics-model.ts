import { METRICS, type MetricKey } from '@/api/metric-catalogue';

/** The catalogue keys whose name or definition contains `q` (case-insensitive, spaces ignored); all for an empty `q`. */
export function matchMetrics(q: string): MetricKey[] {
  const keys = Object.keys(METRICS) as MetricKey[];
  const needle = q.replace(/\s+/g, '').toLowerCase();
  if (!needle) return keys;
  return keys.filter((k) => {
    const m = METRICS[k];
    return m.label.toLowerCase().includes(needle) || m.definition.toLowerCase().includes(needle) || k.toLowerCase() === needle;
  });
}
