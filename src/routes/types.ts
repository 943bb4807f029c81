import type { RankingFamilyKey, RankingLevelKey } from '@/api/contract/ranking';

/**
 * The page a route renders, named by its module under src/features/ (without the extension). The route table
 * is plain data: src/app/page-loaders.ts maps each key to its lazy import, so nothing here imports a page.
 */
export type PageKey =
  | 'auth/login-page'
  | 'auth/loading-page'
  | 'auth/auth-redirect-page'
  | 'auth/redirect-page'
  | 'errors/not-found-page'
  | 'errors/unauthorized-page'
  | 'dashboard/dashboard-page'
  | 'library/index-page'
  | 'library/borrow-rank-page'
  | 'library/circulation-page'
  | 'library/average-list-page'
  | 'library/overdue-page'
  | 'library/weeding-page'
  | 'library/supplement-page'
  | 'data-report/data-report-page'
  | 'evaluation/index-page'
  | 'evaluation/school-report-page'
  | 'evaluation/grade-data-page'
  | 'evaluation/class-data-page'
  | 'evaluation/history-page'
  | 'evaluation/tracking-page'
  | 'teaching/teaching-page'
  | 'arrival/arrival-page'
  | 'ranking/ranking-page'
  | 'schools/schools-page'
  | 'cockpit/display-page'
  | 'displays/displays-page'
  | 'cockpit/pages/ndb-index'
  | 'cockpit/pages/ndb-library'
  | 'cockpit/pages/ndb-circulate'
  | 'cockpit/pages/ndb-reader'
  | 'cockpit/pages/ndb-activity'
  | 'cockpit/pages/ndb-assessment'
  | 'cockpit/pages/dm-index'
  | 'cockpit/pages/dm-library'
  | 'cockpit/pages/dm-reading'
  | 'cockpit/pages/dm-teaching'
  | 'cockpit/pages/dm-rank'
  | 'cockpit/pages/dm-rank-grade'
  | 'cockpit/pages/dm-rank-teach'
  | 'metrics/metrics-page'
  | 'my-class/my-class-page'
  | 'alerts/alerts-page'
  | 'goals/goals-page';

/** Top-level areas of the admin sidebar; the sidebar filters (docs/rules.md#access) speak of these. */
export type SectionKey =
  | 'dashboard'
  | 'library'
  | 'dataReport'
  | 'evaluatReport'
  | 'evaluatData'
  | 'teaching'
  | 'ArrivalData'
  | 'rank'
  | 'schools'
  /** 我的班级: a teacher's own classes (the teacher role; not in a zone user's view of a school). */
  | 'myClass'
  /** 目标: goals per school year (a district for itself and its schools, a school for itself and its classes). */
  | 'goals'
  /** The two wall-display cockpits (/ndb, /dashboardmode): not in the sidebar, but filtered like a section. */
  | 'cockpit';

export type IconKey =
  'home' | 'library' | 'reading' | 'report' | 'data' | 'teaching' | 'arrival' | 'rank' | 'school' | 'cockpit' | 'myClass' | 'goals';

/** Ranking families and levels are the contract's (rank/queryRanking): one vocabulary for routes, page and API. */
export type { RankingFamilyKey as RankingFamily, RankingLevelKey as RankingLevel } from '@/api/contract/ranking';

interface RouteMeta {
  /** Menu entry, tab and document title. */
  title?: string;
  /** The page's own heading (and its label in the section's page tabs) when it differs from `title`. */
  heading?: string;
  icon?: IconKey;
  /** The user needs at least one of these (docs/rules.md#access). None: everyone signed in. */
  roles?: readonly string[];
  /** Out of the sidebar (still reachable, and highlights its parent when open). */
  hidden?: boolean;
  /** Tab that cannot be closed (home). */
  affix?: boolean;
  /** Not kept alive in the tags view's cache. */
  noCache?: boolean;
  /** Which menu entry lights up while this hidden page is open. */
  activeMenu?: string;
  /**
   * A statistics page with the period picker (this term, the school year, a range of its months): the period is in the
   * URL (src/utils/url-filters.ts) and goes into every call the page makes through useStatsQuery.
   */
  periodPicker?: boolean;
  /** Ranking pages are data: one page component reads this. */
  ranking?: { family: RankingFamilyKey; level: RankingLevelKey; exact?: boolean };
}

export type LayoutKind = 'admin' | 'ndb' | 'cockpit' | 'blank';

export interface RouteNode {
  /** Path as published (docs/rules.md#routes): absolute for top-level nodes, relative for children. */
  path: string;
  meta?: RouteMeta;
  /** The page it renders (src/app/page-loaders.ts loads it). Absent on pure containers. */
  page?: PageKey;
  /** Redirect target (absolute path) for containers such as /ndb. */
  redirect?: string;
  /** Where the sidebar entry of a section links to when it differs from its first child. */
  menuLink?: string;
  /** Only on top-level nodes. */
  layout?: LayoutKind;
  section?: SectionKey;
  /** Reachable without a token. */
  public?: boolean;
  children?: RouteNode[];
}

/** A node with its absolute path and its ancestors, for the guard, the menu and the tags. */
export interface FlatRoute {
  fullPath: string;
  node: RouteNode;
  chain: RouteNode[];
  section?: SectionKey;
  layout: LayoutKind;
}

/** What every route of the data router carries in `handle` (src/app/router.tsx): its table entry. */
export interface RouteHandle {
  flat: FlatRoute;
}
