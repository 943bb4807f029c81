/**
 * /library/weeding — 馆藏剔旧 (the library role, or a zone user in a school's view): the collection at the end of the
 * school year by 中图法 class and age since publication, the titles nobody borrowed in the last three school years and
 * the weeding candidates (older than ten years and not borrowed), class by class, most candidates first. The volumes
 * are the holdings of 馆藏概况 (the first age band is its 近三年出版). One call: book/management/queryCollectionAge.
 */
import { collectionAge } from '@/api/contract/library-lists';
import type { Data } from '@/api/define';
import { useStatsQuery } from '@/hooks/queries';
import { Chart, useTones, type Tones } from '@/components/chart';
import { comboOption } from '@/components/chart-options/combo';
import { KpiPanel } from '@/components/kpi-panel';
import { metricColumn } from '@/components/metric-column';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { clcLabel } from '@/config/clc';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';

type AgeData = Data<typeof collectionAge>;
type AgeRow = AgeData['rows'][number];

const share = (a: number, b: number) => (b > 0 ? a / b : 0);

function columns(bands: readonly string[]): TableColumn<AgeRow>[] {
  return [
    { title: '中图法分类', key: 'class', value: (r) => clcLabel(r.code, r.name), width: 190 },
    metricColumn<AgeRow>('volumes', 'volumes', { priority: 2 }),
    metricColumn<AgeRow>('titles', 'titles', { priority: 3 }),
    ...bands.map((b, k): TableColumn<AgeRow> => ({
      title: `出版${b}`,
      unit: '册',
      key: `age${k}`,
      value: (r) => r.byAge[k] ?? 0,
      kind: 'count',
      width: 120,
      priority: 3,
    })),
    metricColumn<AgeRow>('averageAge', 'averageAge', { width: 110 }),
    metricColumn<AgeRow>('loans3y', 'loans3y', { width: 140, priority: 2 }),
    metricColumn<AgeRow>('unborrowedTitles', 'unborrowedTitles', { width: 150 }),
    metricColumn<AgeRow>('weedingCandidates', 'weedingCandidates', { width: 130 }),
  ];
}

/** Volumes of each class by age band (stacked, young light to old dark), the mean age as a line. */
function ageOption(data: AgeData, tones: Tones) {
  const shades = tones.ramp.slice(1, 1 + data.bands.length);
  return comboOption({
    categories: data.rows.map((r) => clcLabel(r.code, r.name)),
    categoryAxis: { formatter: (v) => v.split(' ')[0] ?? v, rotateAbove: 30 },
    axes: [{ unit: '册' }, { kind: 'decimal', unit: '年', digits: 0 }],
    series: [
      ...data.bands.map((band, k) => ({
        name: `出版${band}`,
        type: 'bar' as const,
        stack: 'age',
        color: shades[k] ?? tones.primary,
        data: data.rows.map((r) => r.byAge[k] ?? 0),
      })),
      {
        name: '平均馆龄',
        type: 'line' as const,
        axis: 1 as const,
        color: tones.accent,
        data: data.rows.map((r) => r.averageAge),
        format: { kind: 'decimal' as const, unit: '年', digits: 1 },
      },
    ],
    tooltip: (i) => {
      const r = data.rows[i];
      return r
        ? {
            title: clcLabel(r.code, r.name),
            lines: [
              `馆藏：${formatLarge(r.volumes)} 册（${formatLarge(r.titles)} 种）`,
              ...data.bands.map((b, k) => `出版${b}：${formatLarge(r.byAge[k] ?? 0)} 册`),
              `平均馆龄：${formatDecimal(r.averageAge, 1)} 年`,
              `近三学年未借出：${formatLarge(r.unborrowedTitles)} 种`,
              `剔旧候选：${formatLarge(r.weedingCandidates)} 册`,
            ],
          }
        : null;
    },
  });
}

export default function WeedingPage() {
  const query = useStatsQuery(collectionAge);
  const tones = useTones();
  return (
    <StatsPage scope={query.data?.scope} note="馆藏为学年末数据；未借出按截至该学年的近三个学年计">
      <KpiPanel
        title="馆藏年龄"
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={147}
        query={query}
        isEmpty={(d) => d.volumes === 0}
        emptyText="该学年暂无馆藏数据"
        items={(d) => [
          { key: 'volumes', metric: 'volumes', value: d.volumes, footnote: `${formatLarge(d.titles)} 种` },
          {
            key: 'recent',
            metric: 'recentShare',
            value: share(d.byAge[0] ?? 0, d.volumes),
            formatter: (v) => formatPercent(v),
            footnote: `出版${d.bands[0] ?? ''} ${formatLarge(d.byAge[0] ?? 0)} 册`,
          },
          { key: 'age', metric: 'averageAge', value: d.averageAge, formatter: (v) => formatDecimal(v, 1) },
          {
            key: 'unborrowed',
            metric: 'unborrowedTitles',
            value: d.unborrowedTitles,
            footnote: `占图书种数 ${formatPercent(share(d.unborrowedTitles, d.titles))} · ${formatLarge(d.unborrowedVolumes)} 册`,
          },
          {
            key: 'weeding',
            metric: 'weedingCandidates',
            value: d.weedingCandidates,
            footnote: `占馆藏 ${formatPercent(share(d.weedingCandidates, d.volumes))}`,
          },
        ]}
      />

      <QueryWidget
        title="各分类馆藏年龄"
        subtitle="按出版年限堆叠的册数，折线为平均馆龄"
        query={query}
        isEmpty={(d) => d.volumes === 0}
        emptyText="该学年暂无馆藏数据"
        height={340}
      >
        {(d) => <Chart option={ageOption(d, tones)} height={340} ariaLabel="中图法各大类按出版年限的馆藏册数与平均馆龄图" />}
      </QueryWidget>

      <QueryWidget
        title="剔旧清单"
        subtitle="按中图法大类，剔旧候选最多的在前；剔旧后按规程补充新书"
        query={query}
        isEmpty={(d) => d.volumes === 0}
        emptyText="该学年暂无馆藏数据"
        height={300}
      >
        {(d) => (
          <StatTable<AgeRow>
            columns={columns(d.bands)}
            data={d.rows}
            rowKey="code"
            defaultSort={{ key: 'weedingCandidates', order: 'descend' }}
            exportFileName="剔旧清单"
            pagination={false}
            size="small"
          />
        )}
      </QueryWidget>
    </StatsPage>
  );
}
