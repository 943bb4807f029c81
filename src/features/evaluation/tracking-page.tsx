import { Col, Row, Select, Tag } from 'antd';
import { assessmentHistory, cohortTracking } from '@/api/contract/assessment-history';
import type { Data } from '@/api/define';
import { useStatsQuery } from '@/hooks/queries';
import { useSchoolYearName } from '@/hooks/school-year';
import { useChartPalette, useTones } from '@/components/chart';
import { PrintChart } from './print-chart';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import { cellValue, formatCell, type TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { maskName } from '@/utils/mask-name';
import { useUrlFilters } from '@/utils/url-filters';
import { growthShareOption, historyAverageOption, historyBandsOption, historyDimensionsOption, testShortName } from './charts';
import { PARAMS, parseAnyTestId, parseSection, useAssessmentChoice } from './filters';
import { signedPoints } from './report-text';
import { ExcelButton, NamesSwitch, PrintButton, printHeader, usePrintPage } from './report-kit';
import './evaluation.css';

type Cohort = Data<typeof cohortTracking>;
type Growth = NonNullable<Cohort['growth']>;
type StudentRow = Growth['students'][number];
type KeyedRow = StudentRow & { row: number };

/** A whole-point change: '+3', '−2', '0'. */
const signedInt = (v: number) => (v > 0 ? `+${v}` : v < 0 ? `−${-v}` : '0');

export const TREND = {
  improved: { name: '进步', color: '#52c41a', tag: 'green' },
  stable: { name: '稳定', color: '#1677ff', tag: 'blue' },
  declined: { name: '退步', color: '#ff4d4f', tag: 'red' },
  absent: { name: '未参加后测', color: '#bfbfbf', tag: 'default' },
} as const satisfies Record<StudentRow['trend'], { name: string; color: string; tag: string }>;

/** /evaluatData/trackingData — 跟踪测评数据: one cohort across its assessments, student by student. */
export default function TrackingPage() {
  const choice = useAssessmentChoice();
  const { params } = useUrlFilters();
  const tones = useTones();
  const { colors } = useChartPalette();
  const yearName = useSchoolYearName();
  // The school's grades (the history lists them); a grade it does not have counts as not set (the server's
  // default: the highest grade, the cohort with the longest history).
  const all = useStatsQuery(assessmentHistory, {});
  const grade = (all.data?.grades ?? []).some((g) => g.grade === choice.grade) ? choice.grade : undefined;
  const base = useStatsQuery(cohortTracking, { grade }, { enabled: choice.grade === undefined || !all.isPending });
  const wantedSection = parseSection(params.get(PARAMS.section));
  const section = base.data?.sections.some((s) => s.section === wantedSection) ? wantedSection : undefined;
  const fromTestId = parseAnyTestId(params.get(PARAMS.from));
  const toTestId = parseAnyTestId(params.get(PARAMS.to));
  const cohort = useStatsQuery(
    cohortTracking,
    { grade, section, fromTestId, toTestId },
    { enabled: !base.isPending, keepWhileFiltering: true },
  );

  const d = cohort.data;
  const scope = d?.scope ?? base.data?.scope;
  const cohortName = d ? `${yearName}${d.gradeName ?? ''}${section !== undefined ? `(${section})班` : ''}` : '';
  const growthName = d?.growth ? `${testShortName(d.growth.from)} → ${testShortName(d.growth.to)}` : '';
  usePrintPage(printHeader(scope, [`${cohortName}跟踪测评`, growthName].filter(Boolean).join(' · ')));
  const empty = d && d.points.length === 1 ? `${cohortName}只有一次测评，无法比较变化` : `${cohortName || '该年级'}没有测评记录`;
  const name = (s: StudentRow) => (choice.masked ? maskName(s.name) : s.name);
  const points = d?.points ?? [];
  const from = d?.growth?.from.testId;

  const columns: TableColumn<StudentRow>[] = [
    { title: '姓名', key: 'name', value: name, width: 110, exportAs: { width: 10 } },
    { title: '班级', dataIndex: 'className', width: 120, exportAs: { width: 14 } },
    { title: '前测成绩', dataIndex: 'fromScore', kind: 'count' },
    { title: '后测成绩', dataIndex: 'toScore', kind: 'count' },
    {
      title: '变化（分）',
      dataIndex: 'change',
      kind: 'count',
      format: signedInt,
      render: (v) =>
        typeof v === 'number' ? <span className={v > 0 ? 'srp-eval-up' : v < 0 ? 'srp-eval-down' : undefined}>{signedInt(v)}</span> : '-',
    },
    {
      title: '趋势',
      key: 'trend',
      value: (s) => TREND[s.trend].name,
      render: (_v, s) => (
        <Tag variant="filled" color={TREND[s.trend].tag}>
          {TREND[s.trend].name}
        </Tag>
      ),
    },
  ];
  const testOptions = points.map((p) => ({ value: p.test.testId, label: `${p.gradeName ?? ''} · ${testShortName(p.test)}` }));
  return (
    <StatsPage
      scope={scope}
      className="srp-eval-page"
      note={d?.gradeName ? `${d.gradeName}学生，逐次测评跟踪` : undefined}
      filters={
        <>
          <Select<number>
            aria-label="年级"
            style={{ width: 112 }}
            placeholder="年级"
            value={d?.grade ?? undefined}
            loading={all.isPending}
            options={(all.data?.grades ?? []).map((g) => ({ value: g.grade, label: g.gradeName }))}
            onChange={(g) => choice.update({ [PARAMS.grade]: String(g), [PARAMS.section]: null, [PARAMS.from]: null, [PARAMS.to]: null })}
            popupMatchSelectWidth={false}
          />
          <Select<number>
            aria-label="班级"
            style={{ width: 136 }}
            value={section ?? 0}
            options={[{ value: 0, label: '全年级' }, ...(base.data?.sections ?? []).map((s) => ({ value: s.section, label: s.className }))]}
            onChange={(v) => choice.update({ [PARAMS.section]: v === 0 ? null : String(v) })}
            popupMatchSelectWidth={false}
          />
          <Select<number>
            aria-label="前测"
            style={{ minWidth: 200 }}
            value={from}
            options={testOptions.slice(0, -1)}
            disabled={testOptions.length < 2}
            onChange={(v) =>
              choice.update({ [PARAMS.from]: String(v), ...((d?.growth?.to.testId ?? 0) <= v ? { [PARAMS.to]: null } : {}) })
            }
            popupMatchSelectWidth={false}
          />
          <Select<number>
            aria-label="后测"
            style={{ minWidth: 200 }}
            value={d?.growth?.to.testId}
            options={testOptions.filter((o) => from === undefined || o.value > from)}
            disabled={testOptions.length < 2}
            onChange={(v) => choice.update({ [PARAMS.to]: String(v) })}
            popupMatchSelectWidth={false}
          />
          <PrintButton disabled={!d?.growth} />
        </>
      }
    >
      <KpiPanel
        title={`${cohortName}跟踪概况`}
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={147}
        subtitle={growthName}
        query={cohort}
        isEmpty={(c) => c.growth === null}
        emptyText={empty}
        items={(c) => {
          const g = c.growth!;
          const share = (n: number) => formatPercent(g.compared > 0 ? n / g.compared : 0);
          return [
            {
              key: 'followed',
              title: '跟踪人数',
              value: g.followed,
              unit: '人',
              footnote: `参加前测的学生；${formatLarge(g.compared)} 人也参加了后测`,
            },
            {
              key: 'improved',
              title: '进步',
              value: g.improved,
              unit: '人',
              color: TREND.improved.color,
              footnote: `占 ${share(g.improved)}，提高超过 ${formatDecimal(g.stableMargin, 0)} 分`,
            },
            {
              key: 'stable',
              title: '稳定',
              value: g.stable,
              unit: '人',
              footnote: `占 ${share(g.stable)}，变化在 ±${formatDecimal(g.stableMargin, 0)} 分以内`,
            },
            {
              key: 'declined',
              title: '退步',
              value: g.declined,
              unit: '人',
              color: TREND.declined.color,
              footnote: `占 ${share(g.declined)}；未参加后测 ${formatLarge(g.absent)} 人`,
            },
            {
              key: 'change',
              title: '平均变化',
              value: g.averageChange,
              formatter: signedPoints,
              unit: '分',
              footnote: '同一批学生前后两次成绩之差的平均',
            },
          ];
        }}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="历次测评成绩"
            subtitle="平均分与参测率，横轴注明当时所在年级"
            query={cohort}
            isEmpty={(c) => c.points.length === 0}
            emptyText={empty}
            height={320}
          >
            {(c) => (
              <PrintChart
                option={historyAverageOption(c.points, tones)}
                height={320}
                ariaLabel={`${cohortName}历次测评平均分：${c.points.map((p) => `${p.gradeName ?? ''}${formatDecimal(p.averageScore, 1)}分`).join('，')}`}
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget title="能力维度变化" query={cohort} isEmpty={(c) => c.points.length === 0} emptyText={empty} height={320}>
            {(c) => (
              <PrintChart
                option={historyDimensionsOption(c.points, colors)}
                height={320}
                ariaLabel={`${cohortName}历次测评五个能力维度得分`}
              />
            )}
          </QueryWidget>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="成绩变化"
            subtitle={growthName}
            query={cohort}
            isEmpty={(c) => c.growth === null}
            emptyText={empty}
            height={300}
          >
            {(c) => {
              const g = c.growth!;
              return (
                <PrintChart
                  option={growthShareOption(
                    (['improved', 'stable', 'declined', 'absent'] as const).map((k) => ({
                      name: TREND[k].name,
                      value: g[k],
                      color: TREND[k].color,
                    })),
                    g.followed,
                  )}
                  height={300}

                  ariaLabel={`成绩变化：进步${g.improved}人，稳定${g.stable}人，退步${g.declined}人，未参加后测${g.absent}人`}
                />
              );
            }}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget title="分数段变化" query={cohort} isEmpty={(c) => c.points.length === 0} emptyText={empty} height={300}>
            {(c) => <PrintChart option={historyBandsOption(c.points, tones)} height={300} ariaLabel={`${cohortName}历次测评分数段占比`} />}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title="学生成绩变化"
        subtitle={`${growthName}${choice.masked ? ' · 姓名已隐去中间字' : ''}`}
        query={cohort}
        isEmpty={(c) => c.growth === null || c.growth.students.length === 0}
        emptyText={empty}
        height={320}
        extra={
          <div className="srp-filters">
            <NamesSwitch choice={choice} />
            {d?.growth && (
              <ExcelButton
                title="学生成绩变化"
                scope={scope}
                lines={[
                  ['跟踪', cohortName],
                  ['前测', d.growth.from.name],
                  ['后测', d.growth.to.name],
                  ['姓名', choice.masked ? '已隐去中间字' : '完整'],
                ]}
                columns={columns}
                rows={d.growth.students}
                trace={{ names: choice.masked ? 'masked' : 'full' }}
              />
            )}
          </div>
        }
      >
        {(c) => (
          <>
            <StatTable<KeyedRow>
              className="srp-eval-screenonly"
              columns={columns}
              data={c.growth!.students.map((s, row) => ({ ...s, row }))}
              rowKey="row"
              pagination={{ pageSize: 20 }}
              search={{ column: 'name', placeholder: '搜索姓名' }}
              exportFileName={false}
              size="small"
              sticky={false}
            />
            <table className="srp-report-table srp-eval-printonly" aria-hidden>
              <thead>
                <tr>
                  {columns.map((col) => (
                    <th key={col.title}>{col.title}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {c.growth!.students.map((s, i) => (
                  <tr key={i}>
                    {columns.map((col) => (
                      <td key={col.title}>{formatCell(col, cellValue(col, s))}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </QueryWidget>
    </StatsPage>
  );
}
