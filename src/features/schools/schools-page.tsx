/**
 * /schools/index (学校数据, zone users only): every school of the district in one table — students, campuses,
 * holdings against the standard, loans, reading participation, quiz accuracy and the date of its latest data
 * (a school that stopped reporting stands out) — a chart comparing the schools on one figure, and two to four
 * chosen schools side by side. A school's name opens its library view (as the navbar switcher) on /dashboard: a
 * new history entry with the school in its URL (docs/rules.md#scope), so Back returns here, in the district view.
 *
 * One call, school/querySchoolList, feeds the page (docs/api.md). The chart's figure (`metric`) and the chosen
 * schools (`compare`) live in the URL.
 */
import { useMemo, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert, Button, Checkbox, Segmented, Tag } from 'antd';
import { Hint } from '@/components/hint';
import { schoolList } from '@/api/contract/school';
import type { Data } from '@/api/define';
import { useCompareQuery, useStatsQuery } from '@/hooks/queries';
import { metricInfo, metricTitle } from '@/api/ranking-metrics';
import { Chart, useTones, type Tones } from '@/components/chart';
import { barListHeight, barListOption } from '@/components/chart-options/bar-list';
import { AverageMark } from '@/components/average-mark';
import { KpiPanel } from '@/components/kpi-panel';
import { Sparkline } from '@/components/sparkline';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import { metricColumn } from '@/components/metric-column';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { SCOPE_PARAMS, useScopedLink } from '@/hooks/scope';
import { formatDecimal, formatLarge, formatPercent, formatStandard } from '@/utils/format';
import { parseEnum, parseId, useUrlFilters } from '@/utils/url-filters';
import './schools.css';

type SchoolList = Data<typeof schoolList>;
type SchoolRow = SchoolList['rows'][number];

/** URL query names: the figure of the chart, the schools compared side by side. */
export const SCHOOLS_PARAMS = { metric: 'metric', compare: 'compare' } as const;
export const MAX_COMPARED = 4;

export const CHART_METRICS = ['volumesPerStudent', 'loansPerStudent', 'participationRate', 'accuracy'] as const;
type ChartMetric = (typeof CHART_METRICS)[number];

const STANDARD: Record<SchoolRow['standardStatus'], { text: string; color: string }> = {
  below: { text: '不达标', color: 'error' },
  within: { text: '达标', color: 'success' },
  above: { text: '超标', color: 'warning' },
};

const valueText = (m: ChartMetric, v: number) =>
  metricInfo(m).kind === 'percent' ? formatPercent(v) : `${formatDecimal(v)} ${metricInfo(m).unit}`;

/** The chosen schools of the URL (`compare=101,105`): known ids, once each, at most four, in the URL's order. */
export function parseCompare(raw: string | null, known: readonly number[]): number[] {
  const ids: number[] = [];
  for (const part of (raw ?? '').split(',')) {
    const id = parseId(part);
    if (id !== undefined && known.includes(id) && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_COMPARED);
}

function LastData({ row, lateAfterDays }: { row: SchoolRow; lateAfterDays: number }) {
  if (!row.lastDataDate) return <Tag color="error">从未上报</Tag>;
  const late = row.reporting === 'late';
  return (
    <Hint
      title={
        late
          ? `超过 ${lateAfterDays} 天没有新的借阅或阅读记录，请检查该校数据上报`
          : row.daysSinceData === 0
            ? '今天'
            : `${row.daysSinceData}天前`
      }
    >
      <span style={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2, whiteSpace: 'nowrap' }}>
        <span style={{ fontVariantNumeric: 'tabular-nums' }}>{row.lastDataDate}</span>
        {late && (
          <Tag color="error" variant="filled" style={{ marginInlineEnd: 0 }}>
            {row.daysSinceData} 天未上报
          </Tag>
        )}
      </span>
    </Hint>
  );
}

/** A figure against the scope's own (区域 or 全市): the value and ▲/▼ beside it. */
function versusScope(metric: 'loansPerStudent' | 'participationRate' | 'accuracy', data: SchoolList) {
  const info = metricInfo(metric);
  const text = (v: number) => (info.kind === 'percent' ? formatPercent(v) : formatDecimal(v));
  const name = `${data.scope.level === 'city' ? '全市' : '区域'}整体`;
  return (_v: unknown, r: SchoolRow) => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4, justifyContent: 'flex-end' }}>
      <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text(r[metric])}</span>
      <AverageMark value={r[metric]} reference={data.average[metric]} referenceName={name} referenceText={text(data.average[metric])} />
    </span>
  );
}

/** The change of a school's loans per student against the period compared with (the same school's row there). */
function changeColumn(previous: ReadonlyMap<number, SchoolRow>, label: string): TableColumn<SchoolRow> {
  const change = (r: SchoolRow) => {
    const p = previous.get(r.libraryId);
    return p && p.loansPerStudent > 0 ? (r.loansPerStudent - p.loansPerStudent) / p.loansPerStudent : null;
  };
  return {
    title: `${metricInfo('loansPerStudentChange').label}（较${label}）`,
    metric: 'loansPerStudentChange',
    key: 'loansChange',
    value: change,
    kind: 'percent',
    width: 130,
    // 较上期 never folds (docs/rules.md#tables).
    priority: 0,
    render: (_v, r) => {
      const c = change(r);
      const p = previous.get(r.libraryId);
      if (c === null || !p) return '—';
      const mark = c > 0 ? '▲' : c < 0 ? '▼' : '';
      return (
        <Hint title={`${label}：${formatDecimal(p.loansPerStudent)} 册次/生`}>
          <span className={`srp-mark srp-mark--${c > 0 ? 'up' : c < 0 ? 'down' : 'flat'}`} style={{ fontSize: 14 }}>
            {mark}
            {formatPercent(Math.abs(c))}
          </span>
        </Hint>
      );
    },
  };
}

function schoolColumns(
  data: SchoolList,
  compared: readonly number[],
  toggle: (id: number, on: boolean) => void,
  open: (row: SchoolRow) => void,
  previous: { rows: ReadonlyMap<number, SchoolRow>; label: string } | null,
): TableColumn<SchoolRow>[] {
  return [
    {
      title: '对比',
      key: 'compare',
      value: (r) => (compared.includes(r.libraryId) ? 1 : 0),
      sortable: false,
      exportable: false,
      width: 56,
      fixed: 'left',
      render: (_v, r) => {
        const on = compared.includes(r.libraryId);
        return (
          <Checkbox
            aria-label={`对比${r.name}`}
            checked={on}
            disabled={!on && compared.length >= MAX_COMPARED}
            onChange={(e) => toggle(r.libraryId, e.target.checked)}
          />
        );
      },
    },
    {
      title: '学校',
      dataIndex: 'name',
      width: 170,
      fixed: 'left',
      render: (_v, r) => (
        <Hint title={`${r.levelName} · 进入该校的图书馆视图（首页）`}>
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => open(r)}>
            {r.name}
          </Button>
        </Hint>
      ),
    },
    {
      title: '最新数据',
      dataIndex: 'lastDataDate',
      sortable: true,
      width: 130,
      render: (_v, r) => <LastData row={r} lateAfterDays={data.lateAfterDays} />,
    },
    {
      title: metricInfo('campuses').label,
      unit: metricInfo('campuses').unit,
      metric: 'campuses',
      key: 'campuses',
      value: (r) => r.campuses.length,
      kind: 'count',
      // The least needed when the table is short of room: folds first.
      priority: 2,
      render: (_v, r) => <Hint title={r.campuses.map((c) => c.name).join('、')}>{r.campuses.length}</Hint>,
    },
    metricColumn<SchoolRow>('students', 'students', { countFormat: 'thousands' }),
    metricColumn<SchoolRow>('volumes', 'volumes'),
    metricColumn<SchoolRow>('volumesPerStudent', 'volumesPerStudent', {
      render: (_v, r) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, justifyContent: 'flex-end' }}>
          <span style={{ fontVariantNumeric: 'tabular-nums' }}>{formatDecimal(r.volumesPerStudent)}</span>
          <Tag color={STANDARD[r.standardStatus].color} variant="filled" style={{ marginInlineEnd: 0 }}>
            {STANDARD[r.standardStatus].text}
          </Tag>
        </span>
      ),
    }),
    metricColumn<SchoolRow>('loansPerStudent', 'loansPerStudent', { render: versusScope('loansPerStudent', data) }),
    ...(previous ? [changeColumn(previous.rows, previous.label)] : []),
    {
      title: metricInfo('monthlyLoans').label,
      metric: 'monthlyLoans',
      key: 'trend',
      value: (r) => r.monthlyLoans.filter((v) => v !== null).join(' '),
      exportable: false,
      sortable: false,
      width: 110,
      render: (_v, r) => <Sparkline values={r.monthlyLoans} label={`${r.name}学年内每月学生借阅量`} />,
    },
    metricColumn<SchoolRow>('participationRate', 'participationRate', { render: versusScope('participationRate', data) }),
    metricColumn<SchoolRow>('accuracy', 'accuracy', { render: versusScope('accuracy', data) }),
  ];
}

/** 学校对比: one horizontal bar per school on the chosen figure, best first. */
function compareOption(rows: readonly SchoolRow[], metric: ChartMetric, tones: Tones, compared: readonly number[]) {
  const sorted = [...rows].sort((a, b) => b[metric] - a[metric]);
  const info = metricInfo(metric);
  return barListOption({
    names: sorted.map((r) => r.name),
    values: sorted.map((r) => r[metric]),
    format: info.kind === 'percent' ? { kind: 'percent' } : { kind: 'decimal', unit: info.unit },
    color: tones.primary,
    nameWidth: 150,
    note: (i) => (compared.includes(sorted[i]?.libraryId ?? -1) ? '对比中' : undefined),
    tooltip: (i) => {
      const r = sorted[i];
      return r
        ? {
            title: r.name,
            lines: [
              `${info.label}：${valueText(metric, r[metric])}`,
              `学生：${formatLarge(r.students)} 人`,
              `生均藏书：${formatDecimal(r.volumesPerStudent)} 册/生（标准 ${formatDecimal(r.standard)}，${STANDARD[r.standardStatus].text}）`,
            ],
          }
        : null;
    },
  });
}

interface CompareLine {
  label: string;
  value: (r: SchoolRow) => number;
  text: (r: SchoolRow) => ReactNode;
  /** false: less is better; undefined: no best. */
  higherIsBetter?: boolean;
}

const COMPARE_LINES: CompareLine[] = [
  { label: '学段', value: () => 0, text: (r) => r.levelName },
  { label: metricInfo('campuses').label, value: (r) => r.campuses.length, text: (r) => r.campuses.map((c) => c.name).join('、') },
  { label: metricTitle('students'), value: (r) => r.students, text: (r) => formatLarge(r.students) },
  { label: metricTitle('classes'), value: (r) => r.classes, text: (r) => formatLarge(r.classes) },
  { label: metricTitle('teachers'), value: (r) => r.teachers, text: (r) => formatLarge(r.teachers) },
  { label: metricTitle('volumes'), value: (r) => r.volumes, text: (r) => formatLarge(r.volumes), higherIsBetter: true },
  {
    label: metricTitle('volumesPerStudent'),
    value: (r) => r.volumesPerStudent,
    text: (r) => `${formatDecimal(r.volumesPerStudent)}（${STANDARD[r.standardStatus].text}）`,
    higherIsBetter: true,
  },
  { label: metricTitle('allLoans'), value: (r) => r.loans, text: (r) => formatLarge(r.loans), higherIsBetter: true },
  {
    label: metricTitle('loansPerStudent'),
    value: (r) => r.loansPerStudent,
    text: (r) => formatDecimal(r.loansPerStudent),
    higherIsBetter: true,
  },
  { label: metricTitle('participants'), value: (r) => r.participants, text: (r) => formatLarge(r.participants), higherIsBetter: true },
  {
    label: metricTitle('participationRate'),
    value: (r) => r.participationRate,
    text: (r) => formatPercent(r.participationRate),
    higherIsBetter: true,
  },
  {
    label: metricTitle('booksPerStudent'),
    value: (r) => r.booksPerStudent,
    text: (r) => formatDecimal(r.booksPerStudent),
    higherIsBetter: true,
  },
  { label: metricTitle('quizzes'), value: (r) => r.quizzes, text: (r) => formatLarge(r.quizzes), higherIsBetter: true },
  { label: metricTitle('accuracy'), value: (r) => r.accuracy, text: (r) => formatPercent(r.accuracy), higherIsBetter: true },
  { label: '最新数据', value: (r) => -(r.daysSinceData ?? Infinity), text: (r) => r.lastDataDate ?? '从未上报' },
];

/** Two to four schools side by side: one column per school, the best value of a row marked. */
function SideBySide({ rows }: { rows: readonly SchoolRow[] }) {
  return (
    <div
      className="srp-compare"
      role="table"
      aria-label="学校并列对比"
      style={{ gridTemplateColumns: `140px repeat(${rows.length}, minmax(140px, 1fr))` }}
    >
      <div role="row" className="srp-compare__row srp-compare__row--head">
        <div role="columnheader" className="srp-compare__label">
          指标
        </div>
        {rows.map((r) => (
          <div role="columnheader" key={r.libraryId} className="srp-compare__cell">
            {r.name}
          </div>
        ))}
      </div>
      {COMPARE_LINES.map((line) => {
        const values = rows.map(line.value);
        const best = line.higherIsBetter === undefined ? null : line.higherIsBetter ? Math.max(...values) : Math.min(...values);
        return (
          <div role="row" key={line.label} className="srp-compare__row">
            <div role="rowheader" className="srp-compare__label">
              {line.label}
            </div>
            {rows.map((r, i) => (
              <div
                role="cell"
                key={r.libraryId}
                className={
                  best !== null && values[i] === best && rows.length > 1 ? 'srp-compare__cell srp-compare__cell--best' : 'srp-compare__cell'
                }
              >
                {line.text(r)}
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

export default function SchoolsPage() {
  const tones = useTones();
  const navigate = useNavigate();
  const link = useScopedLink();
  const { params, update } = useUrlFilters();
  const metric: ChartMetric = parseEnum(params.get(SCHOOLS_PARAMS.metric), CHART_METRICS) ?? 'volumesPerStudent';

  const list = useStatsQuery(schoolList);
  const listBefore = useCompareQuery(schoolList);
  const previousRows = useMemo(
    () =>
      listBefore.data && listBefore.label
        ? { rows: new Map(listBefore.data.rows.map((r) => [r.libraryId, r])), label: listBefore.label }
        : null,
    [listBefore.data, listBefore.label],
  );
  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const compared = useMemo(
    () =>
      parseCompare(
        params.get(SCHOOLS_PARAMS.compare),
        rows.map((r) => r.libraryId),
      ),
    [params, rows],
  );
  const comparedRows = compared.map((id) => rows.find((r) => r.libraryId === id)).filter((r): r is SchoolRow => r !== undefined);

  const setCompared = (ids: number[]) => update({ [SCHOOLS_PARAMS.compare]: ids.length ? ids.join(',') : null });
  const toggle = (id: number, on: boolean) => setCompared(on ? [...compared, id].slice(0, MAX_COMPARED) : compared.filter((x) => x !== id));
  const open = (row: SchoolRow) => navigate(link('/dashboard', { [SCOPE_PARAMS.library]: String(row.libraryId) }));

  return (
    <StatsPage scope={list.data?.scope} note="馆藏为学年末数据；最新数据为该校最近一次上报借阅或阅读记录的日期">
      <KpiPanel
        title="学校概况"
        // The tiles' height at 1366 px (a footnote on two lines): the list under them does not move when they come.
        height={147}
        query={list}
        compare={listBefore}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="该区域没有学校"
        items={(d, p) => {
          const late = d.rows.filter((r) => r.reporting === 'late');
          return [
            {
              key: 'schools',
              metric: 'schools',
              value: d.rows.length,
              footnote: `${d.rows.reduce((a, r) => a + r.campuses.length, 0)} 个校区`,
            },
            {
              key: 'students',
              metric: 'students',
              value: d.rows.reduce((a, r) => a + r.students, 0),
              previous: p?.rows.reduce((a, r) => a + r.students, 0),
            },
            {
              key: 'below',
              metric: 'schoolsBelowStandard',
              value: d.rows.filter((r) => r.standardStatus === 'below').length,
              footnote: `标准 ${formatStandard(d.standardMin, d.standardMax)}`,
            },
            {
              key: 'late',
              metric: 'lateSchools',
              value: late.length,
              color: late.length > 0 ? 'var(--ant-color-error, #ff4d4f)' : undefined,
              footnote: `超过 ${d.lateAfterDays} 天没有新数据（截至 ${d.today}）`,
            },
          ];
        }}
      />

      <QueryWidget
        title="学校一览"
        subtitle="点击学校名称进入该校视图；勾选 2–4 所学校并列对比"
        query={list}
        waitFor={listBefore.pending}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="该区域没有学校"
        // A district's list at 1366 px (the warning, the toolbar, nine schools): the widgets under it do not move.
        height={554}
      >
        {(d) => {
          const late = d.rows.filter((r) => r.reporting === 'late');
          return (
            <>
              {late.length > 0 && (
                <Alert
                  type="warning"
                  showIcon
                  style={{ marginBottom: 12 }}
                  title={`${late.map((r) => r.name).join('、')}超过 ${d.lateAfterDays} 天没有上报新数据，其近期数据可能不完整。`}
                />
              )}
              <StatTable<SchoolRow>
                columns={schoolColumns(d, compared, toggle, open, previousRows)}
                data={d.rows}
                rowKey="libraryId"
                search={{ column: 'name', placeholder: '搜索学校' }}
                exportFileName="学校数据"
                pagination={d.rows.length > 20 ? { pageSize: 20 } : false}
                size="small"
              />
            </>
          );
        }}
      </QueryWidget>

      <QueryWidget
        title="学校并列对比"
        subtitle={
          comparedRows.length > 0
            ? `已选 ${comparedRows.length} 所，最多 ${MAX_COMPARED} 所；绿色为最优`
            : `在“学校一览”中勾选 2–${MAX_COMPARED} 所学校`
        }
        extra={
          comparedRows.length > 0 ? (
            <Button size="small" onClick={() => setCompared([])}>
              清空
            </Button>
          ) : undefined
        }
        query={list}
        isEmpty={() => comparedRows.length < 2}
        emptyText={
          comparedRows.length === 1
            ? `已选 ${comparedRows[0]?.name}，再勾选 1–${MAX_COMPARED - 1} 所学校`
            : `在“学校一览”中勾选 2–${MAX_COMPARED} 所学校进行对比`
        }
        height={160}
      >
        {() => <SideBySide rows={comparedRows} />}
      </QueryWidget>

      <QueryWidget
        title="学校对比"
        subtitle={
          metric === 'volumesPerStudent' && list.data
            ? `标准 ${formatStandard(list.data.standardMin, list.data.standardMax)}`
            : metricInfo(metric).label
        }
        extra={
          <Segmented<ChartMetric>
            size="small"
            aria-label="对比指标"
            value={metric}
            options={CHART_METRICS.map((m) => ({ value: m, label: metricInfo(m).label }))}
            onChange={(m) => update({ [SCHOOLS_PARAMS.metric]: m === 'volumesPerStudent' ? null : m })}
          />
        }
        query={list}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="该区域没有学校"
        height={300}
      >
        {(d) => (
          <Chart
            option={compareOption(d.rows, metric, tones, compared)}
            height={barListHeight(d.rows.length)}
            ariaLabel={`各学校${metricInfo(metric).label}条形图`}
          />
        )}
      </QueryWidget>
    </StatsPage>
  );
}
