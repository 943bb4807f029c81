import type { Data } from './define';
import type { loanLibrary } from './contract/overview';
import { compareNames } from '@/utils/names';

type LoanGroups = Data<typeof loanLibrary>;

/**
 * The grouped loans (loanLibrary) in display order, the dashboard's and the walls' alike: schools and districts by
 * loans (most first, equal loans by name); grades in grade order with the teachers' row (students 0) last.
 */
export function orderGroups(groupBy: LoanGroups['groupBy'], rows: readonly LoanGroups['rows'][number][]): LoanGroups['rows'][number][] {
  if (groupBy === 'grade') return [...rows.filter((r) => r.students > 0), ...rows.filter((r) => r.students === 0)];
  return [...rows].sort((a, b) => b.loans - a.loans || compareNames(a.name, b.name));
}
