/**
 * What a statistics page is about — its title, the scope its header names and the school year — for what sits
 * inside the page and needs it without a prop: a table's export names them in its header block and its file name
 * (./stat-table.tsx). StatsPage provides it; outside one, nothing is known.
 */
import { createContext } from 'react';
import type { ScopeInfo } from '@/hooks/scope';

interface PageScope {
  /** The page's title (the route table's heading). */
  page: string;
  scope: ScopeInfo | undefined;
  /** '2026-2027学年'; '' when the page is not by school year. */
  yearName: string;
}

export const PageScopeContext = createContext<PageScope>({ page: '', scope: undefined, yearName: '' });
