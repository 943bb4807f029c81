/**
 * /goals/index — 目标 (district and library staff; a goal alert opens it in the school's view): the targets of the scope
 * the user looks at for the school year in the URL (`yid`; the school in `school`), with the figures' progress, their
 * projection to the year's end and whether each is on track (goalTrend, src/utils/goal-projection.ts):
 * - the scope's own goals as KPI cards with their progress line (the cards every statistics page shows);
 * - an editable table of targets: the district and its schools, or the school and its classes (antd InputNumber; no
 *   negative target, 参与率 at most 100 %, 测评平均分 at most 100), saved with goal/saveGoals and a message either way;
 * - the ten schools (classes) furthest behind on a figure (`metric` in the URL), each judged by its own target or, when it
 *   has none, by the scope's.
 * Calls: goal/queryGoals, goal/saveGoals.
 */
import { useMemo, useState } from 'react';
import { App, Button, InputNumber, Segmented, Space } from 'antd';
import { GOAL_ACCRUES, GOAL_MAX, GOAL_METRICS, type GoalMetric } from '@/api/contract/goals';
import type { Data } from '@/api/define';
import { metricInfo } from '@/api/ranking-metrics';
import { figureTrend, formatGoalValue, onTrackText } from '@/components/goal-progress';
import { KpiGrid } from '@/components/kpi-card';
import { MetricHelp } from '@/components/metric-help';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { Text } from '@/components/text';
import { QueryWidget } from '@/components/widget';
import { isGoalMetric, useGoals, useSaveGoals, type FigureGoal } from '@/hooks/goals';
import { formatPercent } from '@/utils/format';
import { useUrlFilters } from '@/utils/url-filters';
import './goals.css';

type Goals = Data<typeof import('@/api/contract/goals').queryGoals>;
type GoalRow = Goals['rows'][number];

export const GOALS_PARAMS = { metric: 'metric' } as const;

const BOTTOM = 10;

const keyOf = (row: Pick<GoalRow, 'level' | 'id'>, metric: GoalMetric) => `${row.level}:${row.id}:${metric}`;

/** A percent figure is typed in per cent (80 → 0.8); the others as they read. */
const isPercent = (metric: GoalMetric) => metricInfo(metric).kind === 'percent';
const toInput = (metric: GoalMetric, v: number | null) => (v === null ? null : isPercent(metric) ? Math.round(v * 10000) / 100 : v);
const fromInput = (metric: GoalMetric, v: number | null) => (v === null ? null : isPercent(metric) ? Math.round(v * 100) / 10000 : v);

/** Why a target cannot be saved, or null. */
export function targetProblem(metric: GoalMetric, target: number | null): string | null {
  if (target === null) return null;
  if (!Number.isFinite(target) || target < 0) return '目标不能为负数';
  if (target > GOAL_MAX[metric]) {
    return isPercent(metric)
      ? `${metricInfo(metric).label}目标不能超过 100%`
      : `${metricInfo(metric).label}目标不能超过 ${GOAL_MAX[metric]}`;
  }
  return null;
}

function goalOf(data: Goals, metric: GoalMetric, target: number): FigureGoal {
  return { metric, target, elapsedMonths: data.elapsedMonths, yearMonths: data.yearMonths, accrues: GOAL_ACCRUES[metric] };
}

/** The status of a figure against a target, for a table cell. */
function Status({ onTrack }: { onTrack: boolean | null }) {
  return (
    <span className="srp-goal-status" data-on-track={onTrack === null ? '' : String(onTrack)}>
      {onTrackText(onTrack)}
    </span>
  );
}

function TargetsTable({ data }: { data: Goals }) {
  const { message } = App.useApp();
  const save = useSaveGoals();
  const [draft, setDraft] = useState<Map<string, number | null>>(new Map());
  const editable = data.canEdit;
  const childLabel = data.rows[0]?.level === 'district' ? '学校' : '班级';

  const problems = [...draft.entries()]
    .map(([key, v]) => targetProblem(key.split(':')[2] as GoalMetric, v))
    .filter((p): p is string => p !== null);

  const submit = () => {
    const goals = [...draft.entries()].map(([key, target]) => {
      const [level, id, metric] = key.split(':');
      return { level: level as GoalRow['level'], id: Number(id), metric: metric as GoalMetric, target };
    });
    save.mutate(
      { yearId: data.yearId, goals },
      {
        onSuccess: (r) => {
          setDraft(new Map());
          void message.success(`目标已保存（${r.saved} 项）`);
        },
        onError: (e) => void message.error(`目标保存失败：${e.message}`),
      },
    );
  };

  const figureColumns: TableColumn<GoalRow>[] = GOAL_METRICS.map((metric) => {
    const info = metricInfo(metric);
    const figure = (r: GoalRow) => r.figures.find((f) => f.metric === metric);
    return {
      title: info.label,
      key: metric,
      metric,
      width: 210,
      // The targets are the table's point: none folds away (the table scrolls sideways if it must).
      priority: 0,
      sortable: false,
      value: (r) => {
        const f = figure(r);
        return f?.target === null || f?.target === undefined
          ? `当前 ${formatGoalValue(metric, f?.current)}，未设目标`
          : `目标 ${formatGoalValue(metric, f.target)}，当前 ${formatGoalValue(metric, f.current)}，完成 ${formatPercent(f.progress)}，预计 ${formatGoalValue(metric, f.projection)}，${onTrackText(f.onTrack)}`;
      },
      render: (_v, r) => {
        const f = figure(r);
        const key = keyOf(r, metric);
        const typed = draft.has(key) ? draft.get(key)! : (f?.target ?? null);
        const problem = targetProblem(metric, typed);
        const t = f && typed !== null && problem === null ? figureTrend(goalOf(data, metric, typed), f.current) : null;
        return (
          <div className="srp-goal-cell">
            <Space size={4} align="center">
              <InputNumber<number>
                size="small"
                aria-label={`${r.name} ${info.label}目标`}
                value={toInput(metric, typed)}
                disabled={!editable}
                status={problem ? 'error' : undefined}
                step={isPercent(metric) ? 1 : metric === 'assessmentAverage' ? 1 : 0.5}
                placeholder="未设"
                style={{ width: 92 }}
                onChange={(v) => {
                  const next = new Map(draft);
                  const value = fromInput(metric, v ?? null);
                  if (value === (f?.target ?? null)) next.delete(key);
                  else next.set(key, value);
                  setDraft(next);
                }}
              />
              <Text type="secondary">{isPercent(metric) ? '%' : info.unit}</Text>
            </Space>
            <div className="srp-goal-cell__figures">
              <Text type="secondary">当前 {formatGoalValue(metric, f?.current)}</Text>
              {t && t.progress !== null && (
                <>
                  <Text type="secondary">
                    {' '}
                    · 完成 {formatPercent(t.progress)} · 预计 {formatGoalValue(metric, t.projection)} ·{' '}
                  </Text>
                  <Status onTrack={t.onTrack} />
                </>
              )}
            </div>
            {problem && (
              <Text type="danger" className="srp-goal-cell__problem">
                {problem}
              </Text>
            )}
          </div>
        );
      },
    };
  });

  const columns: TableColumn<GoalRow>[] = [
    {
      title: childLabel === '学校' ? '区域 / 学校' : '学校 / 班级',
      key: 'name',
      value: (r) => (r.group ? `${r.name}` : r.name),
      width: 170,
      fixed: 'left',
      render: (_v, r) => (r.level === data.rows[0]?.level && r.id === data.rows[0]?.id ? <Text strong>{r.name}（整体）</Text> : r.name),
    },
    ...figureColumns,
  ];

  return (
    <>
      <StatTable<GoalRow>
        columns={columns}
        data={data.rows}
        rowKey={(r) => `${r.level}:${r.id}`}
        search={{ column: 'name', placeholder: `搜索${childLabel}` }}
        exportFileName="目标与进度"
        pagination={data.rows.length > 10 ? { pageSize: 10 } : false}
        size="small"
      />
      <div className="srp-goals-actions">
        {editable ? (
          <Space wrap>
            <Button type="primary" onClick={submit} loading={save.isPending} disabled={draft.size === 0 || problems.length > 0}>
              保存目标
            </Button>
            {draft.size > 0 && <Button onClick={() => setDraft(new Map())}>取消修改</Button>}
            <Text type="secondary">{draft.size > 0 ? `已修改 ${draft.size} 项` : '在表中填写目标，清空即取消该目标'}</Text>
            {problems.length > 0 && (
              <span role="alert">
                <Text type="danger">{problems[0]}</Text>
              </span>
            )}
          </Space>
        ) : (
          <Text type="secondary">本范围的目标由区域或学校设定，此处只读。</Text>
        )}
      </div>
    </>
  );
}

interface BehindRow {
  id: number;
  name: string;
  target: number;
  /** The unit's own target, or the scope's. */
  own: boolean;
  current: number | null;
  projection: number | null;
  progress: number | null;
  /** projection ÷ target: how far the year is heading */
  heading: number;
  onTrack: boolean | null;
}

/** The units (schools, classes) furthest behind on a figure: lowest projection ÷ target first, at most ten. */
export function furthestBehind(data: Goals, metric: GoalMetric): BehindRow[] {
  const [own, ...units] = data.rows;
  const scopeTarget = own?.figures.find((f) => f.metric === metric)?.target ?? null;
  const out: BehindRow[] = [];
  for (const u of units) {
    const f = u.figures.find((x) => x.metric === metric);
    const target = f?.target ?? scopeTarget;
    if (!f || target === null || f.current === null) continue;
    const t = figureTrend(goalOf(data, metric, target), f.current);
    const heading = target > 0 ? (t.projection ?? 0) / target : 1;
    out.push({ id: u.id, name: u.name, target, own: f.target !== null, current: f.current, ...t, heading });
  }
  return out.sort((a, b) => a.heading - b.heading || a.id - b.id).slice(0, BOTTOM);
}

function Behind({ data, metric }: { data: Goals; metric: GoalMetric }) {
  const rows = useMemo(() => furthestBehind(data, metric), [data, metric]);
  const unit = data.rows[0]?.level === 'district' ? '学校' : '班级';
  const columns: TableColumn<BehindRow & { rank: number }>[] = [
    { title: '序号', key: 'rank', kind: 'rank', width: 64 },
    { title: unit, dataIndex: 'name', width: 170 },
    {
      title: '目标',
      key: 'target',
      value: (r) => r.target,
      kind: 'decimal',
      format: (v) => formatGoalValue(metric, v),
      width: 150,
      render: (_v, r) => `${formatGoalValue(metric, r.target)}${r.own ? '' : `（${data.rows[0]?.name ?? ''}目标）`}`,
    },
    { title: '当前', key: 'current', value: (r) => r.current, kind: 'decimal', format: (v) => formatGoalValue(metric, v), width: 90 },
    {
      title: '预计学年末',
      key: 'projection',
      value: (r) => r.projection,
      kind: 'decimal',
      format: (v) => formatGoalValue(metric, v),
      width: 110,
    },
    { title: '完成', key: 'progress', value: (r) => r.progress, kind: 'percent', width: 80 },
    {
      title: '状态',
      key: 'onTrack',
      value: (r) => onTrackText(r.onTrack),
      width: 90,
      priority: 0,
      render: (_v, r) => <Status onTrack={r.onTrack} />,
    },
  ];
  if (rows.length === 0) return <Text type="secondary">{`尚未设定${metricInfo(metric).label}目标，或${unit}暂无数据`}</Text>;
  return (
    <StatTable
      columns={columns}
      data={rows.map((r, i) => ({ ...r, rank: i + 1 }))}
      rowKey="id"
      exportFileName={`进度落后的${unit}`}
      pagination={false}
      size="small"
      sticky={false}
    />
  );
}

export default function GoalsPage() {
  const { params, update } = useUrlFilters();
  const raw = params.get(GOALS_PARAMS.metric) ?? undefined;
  const metric: GoalMetric = isGoalMetric(raw) ? raw : GOAL_METRICS[0];
  const query = useGoals();
  const own = query.data?.rows[0];
  const unit = own?.level === 'district' ? '学校' : '班级';

  return (
    <StatsPage scope={query.data?.scope} sectionNav={false} note="当前值与统计页面相同；累计指标按已过月份推算学年末">
      <QueryWidget
        title="整体目标"
        subtitle={own ? own.name : undefined}
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="所选范围没有目标（目标按区域或学校设定）"
        height={181}
      >
        {(d) => (
          <KpiGrid
            gutter={12}
            items={d.rows[0].figures.map((f) => ({
              key: f.metric,
              metric: f.metric,
              value: f.current,
              formatter: (v: number) => formatGoalValue(f.metric, v),
              footnote: f.target === null ? '未设目标' : undefined,
              goal: f.target === null ? undefined : { goal: goalOf(d, f.metric, f.target), value: f.current },
            }))}
          />
        )}
      </QueryWidget>
      <QueryWidget
        title="目标设定与进度"
        subtitle={`${own?.level === 'district' ? '本区与各校' : '本校与各班'}；完成 = 当前 ÷ 目标，预计按目前趋势推算`}
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="所选范围没有目标"
        height={755}
      >
        {(d) => <TargetsTable key={`${d.yearId}:${d.rows[0]?.level}:${d.rows[0]?.id}`} data={d} />}
      </QueryWidget>
      <QueryWidget
        title={`进度落后的${unit}（后 ${BOTTOM} 名）`}
        subtitle="按预计学年末 ÷ 目标从低到高；未设目标的按整体目标"
        query={query}
        isEmpty={(d) => d.rows.length <= 1}
        emptyText={`没有${unit}`}
        height={200}
        extra={
          <span className="srp-goals-metric">
            <Segmented
              size="small"
              value={metric}
              options={GOAL_METRICS.map((m) => ({ value: m, label: metricInfo(m).label }))}
              onChange={(v) => update({ [GOALS_PARAMS.metric]: v === GOAL_METRICS[0] ? null : String(v) })}
            />
            <MetricHelp metric={metric} />
          </span>
        }
      >
        {(d) => <Behind data={d} metric={metric} />}
      </QueryWidget>
    </StatsPage>
  );
}
