/**
 * A figure's progress against its goal (目标): a bar (current ÷ target), the target, the year-end projection and whether it
 * is on track — the KPI cards' line under the value and the goals page's cells; WallGoalProgress the walls' (a bar on the
 * navy ground, its text at the wall's type scale and colours: docs/rules.md#walls). Progress and projection are goalTrend's
 * (src/utils/goal-projection.ts), the one definition the demo API and the alerts use too.
 */
import { theme } from 'antd';
import type { GoalMetric } from '@/api/contract/goals';
import { metricInfo } from '@/api/ranking-metrics';
import { accessibleShade } from '@/utils/color';
import { formatDecimal, formatPercent } from '@/utils/format';
import { goalTrend, type GoalTrend } from '@/utils/goal-projection';
import type { FigureGoal } from '@/hooks/goals';

/** A goal figure's value as the pages write it: a rate in per cent, a per-student figure or a score with its digits. */
export function formatGoalValue(metric: GoalMetric, value: number | null | undefined): string {
  const info = metricInfo(metric);
  return info.kind === 'percent' ? formatPercent(value) : formatDecimal(value, info.digits ?? 2);
}

/** The trend of a figure's value against its goal. */
export function figureTrend(goal: FigureGoal, value: number | null | undefined): GoalTrend {
  return goalTrend({
    current: value ?? null,
    target: goal.target,
    elapsedMonths: goal.elapsedMonths,
    yearMonths: goal.yearMonths,
    accrues: goal.accrues,
  });
}

/** '可达成' / '偏离目标' / '暂无数据'. */
export function onTrackText(onTrack: boolean | null): string {
  return onTrack === null ? '暂无数据' : onTrack ? '可达成' : '偏离目标';
}

interface BarProps {
  progress: number | null;
  onTrack: boolean | null;
  label: string;
  height: number;
  track: string;
  good: string;
  bad: string;
  /** Corner radius (default: round ends) */
  radius?: number;
}

function Bar({ progress, onTrack, label, height, track, good, bad, radius = height / 2 }: BarProps) {
  const width = progress === null ? 0 : Math.min(1, Math.max(0, progress)) * 100;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress === null ? undefined : Math.round(progress * 1000) / 10}
      className="srp-goal-bar"
      style={{ height, borderRadius: radius, background: track, overflow: 'hidden' }}
    >
      <div style={{ width: `${width}%`, height: '100%', background: onTrack === false ? bad : good }} />
    </div>
  );
}

/** The KPI card's line: a thin bar, then 目标 … · 完成 …% · 预计 … and 可达成 / 偏离目标. */
export function GoalProgress({ goal, value }: { goal: FigureGoal; value: number | null | undefined }) {
  const { token } = theme.useToken();
  const t = figureTrend(goal, value);
  const name = metricInfo(goal.metric).label;
  const good = accessibleShade(token.colorSuccess);
  const bad = accessibleShade(token.colorError);
  const status = onTrackText(t.onTrack);
  return (
    <div
      className="srp-goal-progress"
      data-progress={t.progress ?? ''}
      data-on-track={t.onTrack === null ? '' : String(t.onTrack)}
      style={{ marginTop: 8 }}
    >
      <Bar
        progress={t.progress}
        onTrack={t.onTrack}
        label={`${name}目标完成 ${formatPercent(t.progress)}`}
        height={4}
        track={token.colorFillSecondary}
        good={good}
        bad={bad}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 8px', marginTop: 4, fontSize: 12, color: token.colorTextSecondary }}>
        <span>
          {name}目标 {formatGoalValue(goal.metric, goal.target)} · 完成 {formatPercent(t.progress)} · 预计{' '}
          {formatGoalValue(goal.metric, t.projection)}
        </span>
        <span className="srp-goal-status" style={{ color: t.onTrack === null ? undefined : t.onTrack ? good : bad }}>
          {status}
        </span>
      </div>
    </div>
  );
}

/** The wall's bar colours on its navy ground (a bar, not text: the text beside it keeps the wall's own colour). */
const WALL_BAR = { track: 'rgba(255, 255, 255, 0.22)', good: '#3ddc84', bad: '#ffb020' } as const;

/**
 * A figure's progress on a wall, in its big number's tile: a bar along the tile's foot edge (taking no line of its own),
 * and 目标 … · 可达成 / 偏离目标 as the number's foot line, in its size and colour (src/features/cockpit/cockpit.css
 * .srp-wall-goal). The bar's accessible name says how far: 生均借阅目标完成 30.6%.
 */
export function WallGoalProgress({ goal, value }: { goal: FigureGoal; value: number | null | undefined }) {
  const t = figureTrend(goal, value);
  const name = metricInfo(goal.metric).label;
  return (
    <span className="srp-wall-goal" data-progress={t.progress ?? ''} data-on-track={t.onTrack === null ? '' : String(t.onTrack)}>
      目标 {formatGoalValue(goal.metric, goal.target)} · {onTrackText(t.onTrack)}
      <Bar
        progress={t.progress}
        onTrack={t.onTrack}
        label={`${name}目标完成 ${formatPercent(t.progress)}`}
        height={8}
        radius={0}
        track={WALL_BAR.track}
        good={WALL_BAR.good}
        bad={WALL_BAR.bad}
      />
    </span>
  );
}
