/**
 * Goals (目标) over the synthetic city: each goal's current value — the same function, scope and year as the statistics
 * pages' figure, so the goal shows the page's number — its projection and whether it is on track (goalTrend,
 * src/utils/goal-projection.ts), and the `goal` alerts (a goal of a school or of one of its classes whose projection
 * misses its target, this school year). What the targets are is the demo store's (src/demo/handlers/goals.ts).
 *
 * - 参与率 and 人均阅读: readingSummary (阅读数据's 阅读概况), per class the class rows of the same figures (readingRanking);
 * - 生均借阅: loansSummary (图书流通's 流通概况; 首页's 核心指标 is the same number);
 * - 测评平均分: the school year's latest test (assessment, 测评报告's 平均分 of that test), by school and by class.
 */
import { GOAL_ACCRUES, GOAL_METRICS, type GoalMetric } from '@/api/contract/goals';
import { METRICS } from '@/api/metric-catalogue';
import { goalTrend, type GoalTrend } from '@/utils/goal-projection';
import { formatDecimal, formatPercent } from '@/utils/format';
import { assessment } from './assessment';
import { CURRENT_YEAR_ID, DEMO_TODAY, LAST_DATA_MONTH, LAST_MONTH_FRACTION, monthKey } from './calendar';
import { findSchool, gradeName } from './city';
import { loansSummary } from './circulation';
import { readingRanking, readingSummary } from './reading';
import { periodMonths, resolveScope, type Scope } from './scope';
import type { SchoolAlert } from './alerts';

export type GoalLevel = 'district' | 'school' | 'class';

/** A unit's targets (a figure without one has no key). */
export type GoalTargets = Partial<Record<GoalMetric, number>>;

/** The targets of a unit in a year, or undefined when none were ever saved for it. */
export type GoalsOf = (level: GoalLevel, id: number) => GoalTargets | undefined;

export const YEAR_MONTHS = 12;

/** Months of a school year with data so far: whole months, the current one by the share of its days past. */
export function elapsedMonths(yearId: number): number {
  const months = periodMonths({ yearId });
  if (months.length === 0) return 0;
  const last = monthKey(months[months.length - 1]);
  return Math.min(YEAR_MONTHS, months.length - (last === LAST_DATA_MONTH ? 1 - LAST_MONTH_FRACTION : 0));
}

type Figures = Record<GoalMetric, number | null>;

function unitFigures(scope: Scope, yearId: number, metrics: readonly GoalMetric[] = GOAL_METRICS): Figures {
  const period = { yearId };
  // Only what is asked: a KPI card of 生均借阅 does not compute the year's assessments.
  const reading = metrics.includes('participationRate') || metrics.includes('booksPerStudent') ? readingSummary(scope, period) : null;
  const test = metrics.includes('assessmentAverage') ? assessment(scope, period) : null;
  return {
    participationRate: reading?.participationRate ?? null,
    loansPerStudent: metrics.includes('loansPerStudent') ? loansSummary(scope, period).loansPerStudent : null,
    booksPerStudent: reading?.booksPerStudent ?? null,
    assessmentAverage: test?.test ? test.averageScore : null,
  };
}

/** The figures of every class of a school in a year (classId → figures), as the pages show them for the class. */
function classFigures(libraryId: number, yearId: number): Map<number, { name: string; grade: number; figures: Figures }> {
  const period = { yearId };
  const test = assessment({ libraryId }, period);
  const averages = new Map(test.byClass.map((c) => [c.classId, c.averageScore]));
  const out = new Map<number, { name: string; grade: number; figures: Figures }>();
  for (const row of readingRanking({ libraryId }, period, 'class', 'participationRate')) {
    if (row.classId === null) continue;
    out.set(row.classId, {
      name: row.className ?? row.ownName,
      grade: row.grade ?? 0,
      figures: {
        participationRate: row.participationRate,
        loansPerStudent: row.loansPerStudent,
        booksPerStudent: row.booksPerStudent,
        assessmentAverage: test.test ? (averages.get(row.classId) ?? null) : null,
      },
    });
  }
  return out;
}

interface GoalFigure extends GoalTrend {
  metric: GoalMetric;
  target: number | null;
  current: number | null;
}

export interface GoalRow {
  level: GoalLevel;
  id: number;
  name: string;
  group: string | null;
  /** Order of a class within the school (grade, then roll order). */
  grade: number;
  figures: GoalFigure[];
}

function judged(figures: Figures, targets: GoalTargets | undefined, elapsed: number, metrics: readonly GoalMetric[]): GoalFigure[] {
  return metrics.map((metric) => {
    const target = targets?.[metric] ?? null;
    const current = figures[metric];
    return {
      metric,
      target,
      current,
      ...goalTrend({ current, target, elapsedMonths: elapsed, yearMonths: YEAR_MONTHS, accrues: GOAL_ACCRUES[metric] }),
    };
  });
}

/**
 * The goals of a scope in a year: a district and its schools, or a school and its classes (a city or a campus has no
 * goals of its own: none); `ownOnly`: the district or the school alone.
 */
export function goalRows(
  scope: Scope,
  yearId: number,
  goalsOf: GoalsOf,
  { ownOnly = false, metrics = GOAL_METRICS }: { ownOnly?: boolean; metrics?: readonly GoalMetric[] } = {},
): GoalRow[] {
  const rs = resolveScope(scope, { yearId });
  const elapsed = elapsedMonths(yearId);
  if (rs.level === 'district' && rs.districtIds.length === 1) {
    const districtId = rs.districtIds[0];
    const rows: GoalRow[] = [
      {
        level: 'district',
        id: districtId,
        name: rs.name,
        group: null,
        grade: 0,
        figures: judged(unitFigures({ districtId }, yearId, metrics), goalsOf('district', districtId), elapsed, metrics),
      },
    ];
    if (ownOnly) return rows;
    for (const part of rs.parts) {
      const id = part.school.libraryId;
      rows.push({
        level: 'school',
        id,
        name: part.school.name,
        group: null,
        grade: 0,
        figures: judged(unitFigures({ libraryId: id }, yearId, metrics), goalsOf('school', id), elapsed, metrics),
      });
    }
    return rows;
  }
  if (rs.level === 'library' && rs.parts.length === 1) {
    const school = rs.parts[0].school;
    const rows: GoalRow[] = [
      {
        level: 'school',
        id: school.libraryId,
        name: school.name,
        group: null,
        grade: 0,
        figures: judged(
          unitFigures({ libraryId: school.libraryId }, yearId, metrics),
          goalsOf('school', school.libraryId),
          elapsed,
          metrics,
        ),
      },
    ];
    if (ownOnly) return rows;
    const classes = [...classFigures(school.libraryId, yearId)].sort((a, b) => a[1].grade - b[1].grade || a[0] - b[0]);
    for (const [classId, c] of classes) {
      rows.push({
        level: 'class',
        id: classId,
        name: c.name,
        group: gradeName(c.grade),
        grade: c.grade,
        figures: judged(c.figures, goalsOf('class', classId), elapsed, metrics),
      });
    }
    return rows;
  }
  return [];
}

/** Adds a step to last year's figure: the demo's district goals before a district sets its own (docs/api.md#goals). */
const SEED_STEP: Record<GoalMetric, { step: number; max: number }> = {
  participationRate: { step: 0.05, max: 1 },
  loansPerStudent: { step: 1, max: Infinity },
  booksPerStudent: { step: 1, max: Infinity },
  assessmentAverage: { step: 2, max: 100 },
};

/**
 * The goals the demo shows a district that has not set its own for the current school year: last year's figure of the
 * district plus a fixed step (5 个百分点, 1 册次/生, 1 本/生, 2 分), to two decimals; none for another year. `metrics`: only
 * those (the others are not computed).
 */
export function seededDistrictGoals(
  districtId: number,
  yearId: number,
  metrics: readonly GoalMetric[] = GOAL_METRICS,
): GoalTargets | undefined {
  if (yearId !== CURRENT_YEAR_ID) return undefined;
  const last = unitFigures({ districtId }, yearId - 1, metrics);
  const out: GoalTargets = {};
  for (const metric of metrics) {
    const v = last[metric];
    if (v === null) continue;
    const { step, max } = SEED_STEP[metric];
    out[metric] = Math.round(Math.min(max, v + step) * 100) / 100;
  }
  return out;
}

function formatGoal(metric: GoalMetric, v: number): string {
  const m = METRICS[metric];
  return m.kind === 'percent' ? formatPercent(v) : `${formatDecimal(v, m.digits)} ${m.unit}`;
}

/**
 * The `goal` alerts of the schools of a scope: this school year's goals of a school and of its classes whose
 * projection falls short of the target. `goalSchools` lists the schools that have a goal of their own or of a class
 * (the others are not computed).
 */
export function goalAlerts(scope: Scope, goalsOf: GoalsOf, goalSchools: ReadonlySet<number>): SchoolAlert[] {
  const out: SchoolAlert[] = [];
  const yearId = CURRENT_YEAR_ID;
  for (const part of resolveScope(scope).parts) {
    const school = part.school;
    if (!goalSchools.has(school.libraryId) || !findSchool(school.libraryId)) continue;
    for (const row of goalRows({ libraryId: school.libraryId }, yearId, goalsOf)) {
      for (const f of row.figures) {
        if (f.onTrack !== false || f.target === null || f.projection === null) continue;
        const unit = row.level === 'class' ? row.name : '本校';
        out.push({
          id: `goal:${school.libraryId}:${yearId}:${row.level}:${row.id}:${f.metric}:${f.target}`,
          kind: 'goal',
          libraryId: school.libraryId,
          schoolName: school.name,
          districtId: school.districtId,
          since: DEMO_TODAY,
          value: f.projection,
          reference: f.target,
          text: `${unit}${METRICS[f.metric].label}目标 ${formatGoal(f.metric, f.target)}，当前 ${formatGoal(f.metric, f.current ?? 0)}，按目前趋势学年末约 ${formatGoal(f.metric, f.projection)}`,
        });
      }
    }
  }
  return out;
}
