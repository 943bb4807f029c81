/**
 * A goal's progress and whether it is on track: the one definition, for the demo API (goal/queryGoals, the goal alerts)
 * and for the pages (the KPI cards' progress line, the goals page), so that they always agree.
 *
 * - progress = current ÷ target (a target of 0 is reached by anything: progress 1);
 * - projection: where the figure ends the school year if it goes on as so far. A figure that accrues over the year
 *   (loans per student, books read per student) is extrapolated from the months so far to the year's twelve:
 *   current × yearMonths ÷ elapsedMonths. A level (a rate, an average score) is projected as it stands: the current
 *   value. A finished year (elapsed ≥ yearMonths) and a year with no month yet (nothing to extrapolate) project the
 *   current value too (less than a day of it counts as no month: MIN_ELAPSED_MONTHS);
 * - on track iff projection ≥ target.
 *
 * No current value (no data yet, e.g. no test taken this year): no progress, no projection, not judged (null).
 */

export interface GoalTrendInput {
  /** The figure now (as the statistics pages show it for the scope and year); null: no figure yet. */
  current: number | null;
  /** The target; null: no goal. */
  target: number | null;
  /** Months of the school year with data so far (the current month counted by the share of its days past). */
  elapsedMonths: number;
  /** Months of a school year (12). */
  yearMonths: number;
  /** The figure accrues over the year (a count per student), else it is a level (a rate, an average). */
  accrues: boolean;
}

export interface GoalTrend {
  /** current ÷ target; null without a goal or a figure. */
  progress: number | null;
  /** The year-end value projected from the trend; null without a figure. */
  projection: number | null;
  /** projection ≥ target; null without a goal or a figure. */
  onTrack: boolean | null;
}

/** A day of a month: less of the year than this is no trend to extrapolate. */
const MIN_ELAPSED_MONTHS = 1 / 31;

const finite = (x: number | null): x is number => x !== null && Number.isFinite(x);

export function goalTrend({ current, target, elapsedMonths, yearMonths, accrues }: GoalTrendInput): GoalTrend {
  if (!finite(current)) return { progress: null, projection: null, onTrack: null };
  const extrapolate = accrues && Number.isFinite(elapsedMonths) && elapsedMonths >= MIN_ELAPSED_MONTHS && elapsedMonths < yearMonths;
  const projection = extrapolate ? (current * yearMonths) / elapsedMonths : current;
  if (!finite(target)) return { progress: null, projection, onTrack: null };
  const progress = target > 0 ? current / target : 1;
  return { progress, projection, onTrack: projection >= target };
}
