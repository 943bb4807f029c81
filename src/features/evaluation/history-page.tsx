import { Col, Row, Select } from 'antd';
import { assessmentHistory } from '@/api/contract/assessment-history';
import type { Data } from '@/api/define';
import { useStatsQuery } from '@/hooks/queries';
import { useChartPalette, useTones } from '@/components/chart';
import { PrintChart } from './print-chart';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { historyAverageOption, historyBandsOption, historyDimensionsOption, testShortName } from './charts';
import { PARAMS, useAssessmentChoice } from './filters';
import { round1, signedPoints } from './report-text';
import { ExcelButton, PrintButton, printHeader, usePrintPage } from './report-kit';
import './evaluation.css';

type History = Data<typeof assessmentHistory>;
type Point = History['points'][number];

const bandShare = (p: Point, key: string) => p.bands.find((b) => b.key === key)?.share ?? 0;

/** /evaluatData/historyData — 历史测评数据: every assessment the school sat, the average and each dimension over time. */
export default function HistoryPage() {
  const choice = useAssessmentChoice();
  const all = useStatsQuery(assessmentHistory, {});
  const tones = useTones();
  const { colors } = useChartPalette();
  // The 年级 filter offers the school's grades (the unfiltered answer lists them); another grade counts as not set.
  const grades = all.data?.grades ?? [];
  const grade = grades.some((g) => g.grade === choice.grade) ? choice.grade : undefined;
  const gradeName = grades.find((g) => g.grade === grade)?.gradeName;
  const history = useStatsQuery(assessmentHistory, grade !== undefined ? { grade } : {}, {
    enabled: choice.grade === undefined || !all.isPending,
  });
  const scope = history.data?.scope ?? all.data?.scope;
  usePrintPage(printHeader(scope, `历次阅读素养测评${gradeName ? ` · ${gradeName}` : ''}`));
  const empty = gradeName ? `${gradeName}没有测评记录` : '暂无测评记录';

  const columns: TableColumn<Point>[] = [
    {
      title: '测评',
      key: 'test',
      value: (p) => testShortName(p.test),
      width: 170,
      sortable: false,
      exportAs: { value: (p) => p.test.name, width: 36 },
    },
    { title: '日期', key: 'date', value: (p) => p.test.date, width: 110, exportAs: { width: 12 } },
    { title: '应测（人）', dataIndex: 'students', kind: 'count', countFormat: 'thousands' },
    { title: '实测（人）', dataIndex: 'tested', kind: 'count', countFormat: 'thousands' },
    { title: '参测率', dataIndex: 'participationRate', kind: 'percent' },
    { title: '平均分', dataIndex: 'averageScore', kind: 'decimal', digits: 1 },
    // Every band in the export; on screen the two ends of the scale.
    ...(history.data?.points[0]?.bands ?? []).map((b, i): TableColumn<Point> => ({
      title: `${b.name}率`,
      key: b.key,
      value: (p) => bandShare(p, b.key),
      kind: 'percent',
      shown: b.key === 'excellent' || b.key === 'improve',
      exportAs: { value: (p) => p.bands[i]?.share ?? null },
    })),
    ...(history.data?.points[0]?.dimensions ?? []).map((d, i): TableColumn<Point> => ({
      title: d.name,
      key: d.key,
      value: (p) => p.dimensions[i]?.score ?? null,
      kind: 'decimal',
      digits: 1,
    })),
  ];

  return (
    <StatsPage
      scope={scope}
      className="srp-eval-page"
      yearSelect={false}
      note="历次测评，不分学年"
      filters={
        <>
          <Select<number>
            aria-label="年级"
            allowClear
            placeholder="全校"
            style={{ width: 112 }}
            value={grade}
            loading={all.isPending}
            options={grades.map((g) => ({ value: g.grade, label: g.gradeName }))}
            onChange={(v) => choice.update({ [PARAMS.grade]: v === undefined ? null : String(v) })}
            popupMatchSelectWidth={false}
          />
          <PrintButton disabled={!history.data || history.data.points.length === 0} />
        </>
      }
    >
      <KpiPanel
        title="历次测评概况"
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={154}
        subtitle={gradeName ?? '全校'}
        query={history}
        isEmpty={(d) => d.points.length === 0}
        emptyText={empty}
        items={(d) => {
          const last = d.points[d.points.length - 1];
          const prev = d.points[d.points.length - 2];
          const points = (value: number) => `${formatDecimal(value, 1)} 分`;
          const pp = (value: number) => `${formatDecimal(value * 100, 1)} 个百分点`;
          return [
            { key: 'count', title: '测评次数', value: d.points.length, unit: '次', footnote: `${d.points[0].test.date} 起` },
            {
              key: 'average',
              title: '最近平均分',
              value: last.averageScore,
              formatter: (v) => formatDecimal(v, 1),
              unit: '分',
              comparison: prev ? { label: '较上次', value: round1(last.averageScore - prev.averageScore), format: points } : undefined,
              footnote: testShortName(last.test),
            },
            {
              key: 'rate',
              title: '最近参测率',
              value: last.participationRate,
              formatter: (v) => formatPercent(v),
              comparison: prev ? { label: '较上次', value: last.participationRate - prev.participationRate, format: pp } : undefined,
              footnote: `实测 ${formatLarge(last.tested)} 人`,
            },
            {
              key: 'excellent',
              title: '最近优秀率',
              value: bandShare(last, 'excellent'),
              formatter: (v) => formatPercent(v),
              comparison: prev
                ? { label: '较上次', value: bandShare(last, 'excellent') - bandShare(prev, 'excellent'), format: pp }
                : undefined,
            },
            {
              key: 'growth',
              title: '首末变化',
              value: round1(last.averageScore - d.points[0].averageScore),
              formatter: (v) => signedPoints(v),
              unit: '分',
              footnote: `${formatDecimal(d.points[0].averageScore, 1)} → ${formatDecimal(last.averageScore, 1)} 分`,
            },
          ];
        }}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget title="平均分与参测率" query={history} isEmpty={(d) => d.points.length === 0} emptyText={empty} height={320}>
            {(d) => (
              <PrintChart
                option={historyAverageOption(d.points, tones)}
                height={320}
                ariaLabel={`历次测评平均分：${d.points.map((p) => `${testShortName(p.test)}${formatDecimal(p.averageScore, 1)}分`).join('，')}`}
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget title="能力维度趋势" query={history} isEmpty={(d) => d.points.length === 0} emptyText={empty} height={320}>
            {(d) => <PrintChart option={historyDimensionsOption(d.points, colors)} height={320} ariaLabel="历次测评五个能力维度得分" />}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title="分数段变化"
        subtitle="各分数段占实测人数的比例"
        query={history}
        isEmpty={(d) => d.points.length === 0}
        emptyText={empty}
        height={300}
      >
        {(d) => <PrintChart option={historyBandsOption(d.points, tones)} height={300} ariaLabel="历次测评分数段占比" />}
      </QueryWidget>

      <QueryWidget
        title="历次测评明细"
        query={history}
        isEmpty={(d) => d.points.length === 0}
        emptyText={empty}
        height={240}
        extra={
          history.data && (
            <ExcelButton
              title="历次测评明细"
              scope={scope}
              withYear={false}
              lines={gradeName ? [['年级', gradeName]] : []}
              columns={columns}
              rows={history.data.points}
            />
          )
        }
      >
        {(d) => (
          <StatTable<Point>
            columns={columns}
            data={d.points}
            rowKey={(p) => p.test.testId}
            pagination={false}
            exportFileName={false}
            size="middle"
            sticky={false}
          />
        )}
      </QueryWidget>
    </StatsPage>
  );
}
