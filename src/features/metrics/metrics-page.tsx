/**
 * 指标说明 (/metrics): every figure of the metric catalogue (src/api/metric-catalogue.ts) by area — its name, unit,
 * how it reads and what it counts — searchable by name or definition (the search is kept in the address, `q`, so
 * the ⓘ popover's 全部指标说明 link opens the page on its figure). docs/rules.md#figures.
 */
import { useMemo } from 'react';
import { Card, Empty, Input, Tag } from 'antd';
import { useSearchParams } from 'react-router';
import { METRICS, METRIC_AREAS, type MetricInfo, type MetricKey } from '@/api/metric-catalogue';
import { PageHeader } from '@/components/page-header';
import { Text } from '@/components/text';
import { matchMetrics } from './metrics-model';

const KIND_TEXT: Record<MetricInfo['kind'], string> = { count: '计数', percent: '比率（百分比，一位小数）', decimal: '人均（小数）' };

function Entry({ metricKey, m }: { metricKey: MetricKey; m: MetricInfo }) {
  return (
    <div className="srp-metric-entry" data-metric={metricKey} style={{ padding: '10px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
      <dt style={{ fontWeight: 600 }}>
        {m.label}
        {m.unit && <Text type="secondary"> （{m.unit}）</Text>}
        <Tag style={{ marginLeft: 8 }} variant="filled">
          {KIND_TEXT[m.kind]}
        </Tag>
        {m.higherIsBetter === false && (
          <Tag variant="filled" color="orange">
            越少越好
          </Tag>
        )}
      </dt>
      <dd style={{ margin: '4px 0 0' }}>{m.definition}</dd>
    </div>
  );
}

export default function MetricsPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const matched = useMemo(() => new Set(matchMetrics(q)), [q]);
  const groups = METRIC_AREAS.map((area) => ({
    area,
    keys: (Object.keys(METRICS) as MetricKey[]).filter((k) => METRICS[k].area === area.key && matched.has(k)),
  })).filter((g) => g.keys.length > 0);

  return (
    <div className="srp-metrics-page">
      <PageHeader
        title="指标说明"
        description="本平台每个数字的含义：统计谁、分子与分母、截至何时。同一名称在各页面是同一个数。"
        extra={
          <Input.Search
            allowClear
            placeholder="按指标名称或说明搜索"
            aria-label="搜索指标"
            defaultValue={q}
            key={q}
            onSearch={(v) => setParams(v.trim() ? { q: v.trim() } : {}, { replace: true })}
            style={{ width: 260 }}
          />
        }
      />
      {groups.length === 0 ? (
        <Card>
          <Empty description={`没有名称或说明含“${q}”的指标`} />
        </Card>
      ) : (
        groups.map(({ area, keys }) => (
          <Card key={area.key} title={area.label} style={{ marginBottom: 16 }} styles={{ body: { paddingTop: 4, paddingBottom: 4 } }}>
            <dl style={{ margin: 0 }} aria-label={area.label}>
              {keys.map((k) => (
                <Entry key={k} metricKey={k} m={METRICS[k]} />
              ))}
            </dl>
          </Card>
        ))
      )}
    </div>
  );
}
