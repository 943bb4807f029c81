import { Col, Row, Tag, Typography } from 'antd';
import { bookCategory, bookCollection, bookManagement, threeYearBorrow, threeYearCirculation } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { useCompareQuery, useStatsQuery } from '@/hooks/queries';
import { unitLabel } from '@/hooks/scope';
import { Chart, useTones } from '@/components/chart';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { metricColumn } from '@/components/metric-column';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge, formatPercent, formatStandard } from '@/utils/format';
import { acquisitionsOption, categoryShareOption, threeYearBorrowOption, threeYearCirculationOption } from './charts';

type CollectionRow = Data<typeof bookCollection>['rows'][number];

const STATUS: Record<CollectionRow['status'], { text: string; color: string }> = {
  below: { text: '不达标', color: 'error' },
  within: { text: '达标', color: 'success' },
  above: { text: '超标', color: 'warning' },
};

/** /library/index — 馆藏概况: holdings KPIs, 中图法 classes, acquisitions, three-year circulation, per-unit standard. */
export default function LibraryIndexPage() {
  const kpi = useStatsQuery(bookManagement);
  const kpiBefore = useCompareQuery(bookManagement, undefined, { yearEnd: true });
  const categories = useStatsQuery(bookCategory);
  const collection = useStatsQuery(bookCollection);
  const years = useStatsQuery(threeYearCirculation);
  const monthly = useStatsQuery(threeYearBorrow);
  const scope = kpi.data?.scope ?? categories.data?.scope;
  const unit = unitLabel(scope?.level);
  const tones = useTones();

  const columns: TableColumn<CollectionRow>[] = [
    { title: unit, dataIndex: 'name', width: 220 },
    metricColumn<CollectionRow>('students', 'students', { countFormat: 'thousands' }),
    metricColumn<CollectionRow>('volumes', 'volumes'),
    metricColumn<CollectionRow>('volumesPerStudent', 'volumesPerStudent'),
    { title: '标准', key: 'standard', value: (r) => formatStandard(r.standardMin, r.standardMax), sortable: false },
    {
      title: '对标',
      key: 'status',
      value: (r) => STATUS[r.status].text,
      render: (_v, r) => (
        <Tag color={STATUS[r.status].color} variant="filled">
          {STATUS[r.status].text}
        </Tag>
      ),
    },
  ];

  return (
    <StatsPage scope={scope} note="馆藏为学年末数据，本学年截至今日">
      <KpiPanel
        title="馆藏指标"
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={173}
        query={kpi}
        compare={kpiBefore}
        isEmpty={(d) => d.volumes === 0}
        emptyText="该学年暂无馆藏数据"
        items={(d, p) => {
          const below = d.volumesPerStudent < d.standardMin;
          const above = d.volumesPerStudent > d.standardMax;
          return [
            { key: 'volumes', metric: 'volumes', value: d.volumes, previous: p?.volumes, footnote: '学年末在架册数' },
            {
              key: 'titles',
              metric: 'titles',
              value: d.titles,
              previous: p?.titles,
              footnote: `平均每种 ${formatDecimal(d.titles > 0 ? d.volumes / d.titles : 0, 1)} 册`,
            },
            {
              key: 'perStudent',
              metric: 'volumesPerStudent',
              value: d.volumesPerStudent,
              previous: p?.volumesPerStudent,
              formatter: (v) => formatDecimal(v),
              color: below ? 'var(--ant-color-error, #ff4d4f)' : above ? 'var(--ant-color-warning, #faad14)' : undefined,
              footnote: `标准 ${formatStandard(d.standardMin, d.standardMax)} · 学生 ${formatLarge(d.students)}人`,
            },
            {
              key: 'new',
              metric: 'newVolumes',
              value: d.newVolumes,
              previous: p?.newVolumes,
              footnote: `占馆藏 ${formatPercent(d.volumes > 0 ? d.newVolumes / d.volumes : 0)}`,
            },
            {
              key: 'recent',
              metric: 'recentShare',
              value: d.recentShare,
              previous: p?.recentShare,
              formatter: (v) => formatPercent(v),
            },
          ];
        }}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <QueryWidget
            title="中图法分类分布"
            subtitle="各大类馆藏占比与推荐占比"
            query={categories}
            isEmpty={(d) => d.rows.length === 0}
            emptyText="该学年暂无馆藏分类数据"
            height={320}
          >
            {(d) => <Chart option={categoryShareOption(d, tones)} height={320} ariaLabel="中图法各大类馆藏占比与推荐占比柱状图" />}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={8}>
          <QueryWidget
            title="藏书建设"
            subtitle={collection.data ? `近三年出版占比 ${formatPercent(collection.data.recentShare)}` : undefined}
            query={collection}
            isEmpty={(d) => d.acquisitions.length === 0}
            emptyText="该学年暂无采购入藏记录"
            height={320}
          >
            {(d) => <Chart option={acquisitionsOption(d, tones)} height={320} ariaLabel="各学年新增馆藏柱状图" />}
          </QueryWidget>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <QueryWidget
            title="近三学年流通"
            subtitle="借出、归还与生均借阅，本学年截至今日"
            query={years}
            isEmpty={(d) => d.rows.length === 0 || d.rows.every((r) => r.loans === 0)}
            emptyText="近三学年暂无借阅记录"
            height={300}
          >
            {(d) => <Chart option={threeYearCirculationOption(d, tones)} height={300} ariaLabel="近三学年借出、归还与生均借阅图" />}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={14}>
          <QueryWidget
            title="近三学年月度借阅"
            subtitle="每学年 9 月至次年 8 月"
            query={monthly}
            isEmpty={(d) => d.series.length === 0 || d.series.every((s) => s.loans.every((v) => !v))}
            emptyText="近三学年暂无借阅记录"
            height={300}
          >
            {(d) => <Chart option={threeYearBorrowOption(d, tones)} height={300} ariaLabel="近三学年每月借阅量折线图" />}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title={`各${unit}生均藏书对标`}
        subtitle={collection.data ? `标准 ${formatStandard(collection.data.standardMin, collection.data.standardMax)}` : undefined}
        query={collection}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={`该学年暂无各${unit}馆藏数据`}
        height={240}
      >
        {(d) => (
          <>
            <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
              {`共 ${d.rows.length} 个${unit}：不达标 ${d.rows.filter((r) => r.status === 'below').length} 个，达标 ${d.rows.filter((r) => r.status === 'within').length} 个，超标 ${d.rows.filter((r) => r.status === 'above').length} 个。`}
            </Typography.Paragraph>
            <StatTable<CollectionRow>
              columns={columns}
              data={d.rows}
              rowKey="id"
              search={{ column: 'name', placeholder: `搜索${unit}` }}
              defaultSort={{ key: 'volumesPerStudent', order: 'ascend' }}
              exportFileName={`各${unit}生均藏书对标`}
              size="middle"
            />
          </>
        )}
      </QueryWidget>
    </StatsPage>
  );
}
