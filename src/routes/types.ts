import type { ComponentType } from 'react';
import type { RankingFamilyKey, RankingLevelKey } from '@/api/contract/reading';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/** Top-level areas of the admin sidebar; the section filters of spec §6 speak of these. */
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
  /** The two wall-display cockpits (/ndb, /dashboardmode): not in the sidebar, but filtered like a section. */
  | 'cockpit';

export type IconKey = 'home' | 'library' | 'reading' | 'report' | 'data' | 'teaching' | 'arrival' | 'rank' | 'school' | 'cockpit';

/** Ranking families and levels are the contract's (rank/queryRanking): one vocabulary for routes, page and API. */
export type { RankingFamilyKey as RankingFamily, RankingLevelKey as RankingLevel } from '@/api/contract/reading';

export interface RouteMeta {
  /** Menu entry, tab and document title. */
  title?: string;
  /** The page's own heading (and its label in the section's page tabs) when it differs from `title`. */
  heading?: string;
  icon?: IconKey;
  /** The user needs at least one of these (spec §2, §6). None: everyone signed in. */
  roles?: readonly string[];
  /** Out of the sidebar (still reachable, and highlights its parent when open). */
  hidden?: boolean;
  /** Tab that cannot be closed (home). */
  affix?: boolean;
  /** Not kept alive in the tags view's cache. */
  noCache?: boolean;
  /** Which menu entry lights up while this hidden page is open. */
  activeMenu?: string;
  /** Ranking pages are data: one page component reads this. */
  ranking?: { family: RankingFamilyKey; level: RankingLevelKey };
}

export type LayoutKind = 'admin' | 'ndb' | 'cockpit' | 'blank';

export interface RouteNode {
  /** Path as the spec writes it: absolute for top-level nodes, relative for children. */
  path: string;
  meta?: RouteMeta;
  /** Lazy page module. Absent on pure containers. */
  page?: PageLoader;
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
