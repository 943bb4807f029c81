/**
 * Goals (目标): the targets of the scope the user looks at in the page's school year (goal/queryGoals), saving them
 * (goal/saveGoals: the goals and the alerts are asked again after it, so the bell counts a goal that is now off track),
 * and the goal of a figure for the KPI cards.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { alerts } from '@/api/contract/alerts';
import { GOAL_ACCRUES, GOAL_METRICS, queryGoals, saveGoals, type GoalMetric } from '@/api/contract/goals';
import { call } from '@/api/client';
import type { Data, Input } from '@/api/define';
import { useSession, type SessionState } from '@/stores/session';
import type { FlatRoute } from '@/routes/types';
import type { PeriodChoice } from '@/utils/url-filters';
import { pagePeriodAt, prefetchApiQuery, usePagePeriod, useApiQuery } from './queries';
import { useSchoolYear } from './school-year';

/**
 * The goals of the scope in the page's school year (URL `yid`); `ownOnly`: the scope's own, not its schools' or classes';
 * `metrics`: only those figures.
 */
export function useGoals(options: { enabled?: boolean; ownOnly?: boolean; metrics?: readonly GoalMetric[]; refetchMs?: number } = {}) {
  const yearId = useSchoolYear();
  const input = goalsInput(yearId, options);
  return useApiQuery(queryGoals, input, {
    enabled: yearId !== null && (options.enabled ?? true),
    // A wall asks again at its refresh (its figures change through the day).
    ...(options.refetchMs ? { staleTime: options.refetchMs, refetchInterval: options.refetchMs, refetchOnWindowFocus: false } : {}),
  });
}

/** The goals call's input (one definition: useGoals's key and the guard's prefetch are the same). */
function goalsInput(yearId: number | null, options: { ownOnly?: boolean; metrics?: readonly GoalMetric[] }): Input<typeof queryGoals> {
  return {
    yearId: yearId ?? undefined,
    ...(options.ownOnly ? { ownOnly: true } : {}),
    ...(options.metrics ? { metrics: GOAL_METRICS.filter((m) => options.metrics!.includes(m)) } : {}),
  };
}

/** Saves targets; the goals and the alerts are then fetched again. */
export function useSaveGoals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input<typeof saveGoals>) => call(saveGoals, input),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: [queryGoals.id] }), queryClient.invalidateQueries({ queryKey: [alerts.id] })]),
  });
}

export function isGoalMetric(key: string | undefined): key is GoalMetric {
  return (GOAL_METRICS as readonly string[]).includes(key ?? '');
}

/** What a KPI card needs to show a figure's progress against its goal (goalTrend, src/utils/goal-projection.ts). */
export interface FigureGoal {
  metric: GoalMetric;
  target: number;
  elapsedMonths: number;
  yearMonths: number;
  accrues: boolean;
}

/**
 * The goals of the scope's own unit (the district, the school) for the KPI cards of a statistics page, by figure: only
 * when the page shows the whole school year (not a term or months) of a district or a school (not one campus).
 * `metrics`: the goal figures of the page's cards (no call without one). `pending`: the goals are being asked for (the
 * cards wait for them rather than grow a line when they come).
 */
export function useFigureGoals(metrics: readonly GoalMetric[]): {
  goalOf: (metric: GoalMetric) => FigureGoal | null;
  pending: boolean;
} {
  const { choice } = usePagePeriod();
  const campus = useSession(onCampus);
  const on = figureGoalsAsked(metrics, choice, campus);
  const goals = useGoals({ enabled: on, ownOnly: true, metrics });
  return {
    goalOf: (metric) => (on ? figureGoalOf(goals.data, metric) : null),
    pending: on && goals.isPending && goals.fetchStatus !== 'idle',
  };
}

const onCampus = (s: SessionState) => s.curCampusId !== null && s.curCampusId !== undefined;

/** Whether the KPI cards ask for their goals: figures with goals, the whole school year, a district or a school. */
function figureGoalsAsked(metrics: readonly GoalMetric[], choice: PeriodChoice, campus: boolean): boolean {
  return metrics.length > 0 && choice.kind === 'year' && !campus;
}

/**
 * useFigureGoals's call asked for before the page renders (src/app/page-data.ts): `metrics` the goal figures of the
 * page's cards, as the cards will name them.
 */
export function prefetchFigureGoals(queryClient: QueryClient, metrics: readonly GoalMetric[], url: URL, here: FlatRoute): void {
  const { yearId, choice } = pagePeriodAt(url, here);
  if (yearId === null || !figureGoalsAsked(metrics, choice, onCampus(useSession.getState()))) return;
  prefetchApiQuery(queryClient, queryGoals, goalsInput(yearId, { ownOnly: true, metrics }));
}

/** The goal of a figure of the scope's own unit (the answer's first row: the district, the school), or null when none is set. */
export function figureGoalOf(data: Data<typeof queryGoals> | undefined, metric: GoalMetric): FigureGoal | null {
  const target = data?.rows[0]?.figures.find((f) => f.metric === metric)?.target;
  if (!data || target === null || target === undefined) return null;
  return { metric, target, elapsedMonths: data.elapsedMonths, yearMonths: data.yearMonths, accrues: GOAL_ACCRUES[metric] };
}
