import type { ComponentType } from 'react';
import type { PageKey } from '@/routes/types';

type PageLoader = () => Promise<{ default: ComponentType }>;

/**
 * The lazy import of every page the route table names (src/routes/route-table.ts, `page`). Each page is a chunk
 * of its own, loaded when its route is first visited. This is the only place that imports the feature pages, so
 * the route table stays plain data that any layer may read without pulling a page (or an import cycle) along.
 *
 * bench/bundle-size.mjs reads the module each loader imports from its source text: keep them `() => import('…')`.
 */
export const PAGE_LOADERS: Record<PageKey, PageLoader> = {
  'auth/login-page': () => import('@/features/auth/login-page'),
  'auth/loading-page': () => import('@/features/auth/loading-page'),
  'auth/auth-redirect-page': () => import('@/features/auth/auth-redirect-page'),
  'auth/redirect-page': () => import('@/features/auth/redirect-page'),
  'errors/not-found-page': () => import('@/features/errors/not-found-page'),
  'errors/unauthorized-page': () => import('@/features/errors/unauthorized-page'),
  'dashboard/dashboard-page': () => import('@/features/dashboard/dashboard-page'),
  'library/index-page': () => import('@/features/library/index-page'),
  'library/borrow-rank-page': () => import('@/features/library/borrow-rank-page'),
  'library/circulation-page': () => import('@/features/library/circulation-page'),
  'library/average-list-page': () => import('@/features/library/average-list-page'),
  'library/overdue-page': () => import('@/features/library/overdue-page'),
  'library/weeding-page': () => import('@/features/library/weeding-page'),
  'library/supplement-page': () => import('@/features/library/supplement-page'),
  'data-report/data-report-page': () => import('@/features/data-report/data-report-page'),
  'evaluation/index-page': () => import('@/features/evaluation/index-page'),
  'evaluation/school-report-page': () => import('@/features/evaluation/school-report-page'),
  'evaluation/grade-data-page': () => import('@/features/evaluation/grade-data-page'),
  'evaluation/class-data-page': () => import('@/features/evaluation/class-data-page'),
  'evaluation/history-page': () => import('@/features/evaluation/history-page'),
  'evaluation/tracking-page': () => import('@/features/evaluation/tracking-page'),
  'teaching/teaching-page': () => import('@/features/teaching/teaching-page'),
  'arrival/arrival-page': () => import('@/features/arrival/arrival-page'),
  'ranking/ranking-page': () => import('@/features/ranking/ranking-page'),
  'schools/schools-page': () => import('@/features/schools/schools-page'),
  'metrics/metrics-page': () => import('@/features/metrics/metrics-page'),
  'my-class/my-class-page': () => import('@/features/my-class/my-class-page'),
  'alerts/alerts-page': () => import('@/features/alerts/alerts-page'),
  'goals/goals-page': () => import('@/features/goals/goals-page'),
  'cockpit/display-page': () => import('@/features/cockpit/display-page'),
  'displays/displays-page': () => import('@/features/displays/displays-page'),
  'cockpit/pages/ndb-index': () => import('@/features/cockpit/pages/ndb-index'),
  'cockpit/pages/ndb-library': () => import('@/features/cockpit/pages/ndb-library'),
  'cockpit/pages/ndb-circulate': () => import('@/features/cockpit/pages/ndb-circulate'),
  'cockpit/pages/ndb-reader': () => import('@/features/cockpit/pages/ndb-reader'),
  'cockpit/pages/ndb-activity': () => import('@/features/cockpit/pages/ndb-activity'),
  'cockpit/pages/ndb-assessment': () => import('@/features/cockpit/pages/ndb-assessment'),
  'cockpit/pages/dm-index': () => import('@/features/cockpit/pages/dm-index'),
  'cockpit/pages/dm-library': () => import('@/features/cockpit/pages/dm-library'),
  'cockpit/pages/dm-reading': () => import('@/features/cockpit/pages/dm-reading'),
  'cockpit/pages/dm-teaching': () => import('@/features/cockpit/pages/dm-teaching'),
  'cockpit/pages/dm-rank': () => import('@/features/cockpit/pages/dm-rank'),
  'cockpit/pages/dm-rank-grade': () => import('@/features/cockpit/pages/dm-rank-grade'),
  'cockpit/pages/dm-rank-teach': () => import('@/features/cockpit/pages/dm-rank-teach'),
};
