/**
 * The dashboard's eight headline figures (核心指标), all from overall/overview/queryBasicData, in their order. A
 * district or the city starts with its schools; a school (one school) with its classes. Names and definitions are the
 * catalogue's (src/api/metric-catalogue.ts); how each is drawn is ./kpi-section.tsx's. Kept apart from the drawing so
 * that the page's first calls (./prefetch.ts) know the figures with goals without loading the page's components.
 */
import type { Data } from '@/api/define';
import type { basicData } from '@/api/contract/overview';
import type { GoalMetric } from '@/api/contract/goals';
import { isGoalMetric } from '@/hooks/goals';

export type KpiMetric =
  'classes' | 'schools' | 'students' | 'teachers' | 'volumes' | 'volumesPerStudent' | 'allLoans' | 'loansPerStudent' | 'activeReaders';

const SHARED: KpiMetric[] = ['students', 'teachers', 'volumes', 'volumesPerStudent', 'allLoans', 'loansPerStudent', 'activeReaders'];

/** The figures of a scope's level ('library' or 'campus': a school's). */
export function kpiMetrics(level: Data<typeof basicData>['scope']['level'] | undefined): KpiMetric[] {
  return [level === 'library' || level === 'campus' ? 'classes' : 'schools', ...SHARED];
}

/** The figures with goals (the cards' progress lines): the same at every level. */
export function kpiGoalMetrics(): GoalMetric[] {
  return SHARED.filter((m): m is KpiMetric & GoalMetric => isGoalMetric(m));
}
