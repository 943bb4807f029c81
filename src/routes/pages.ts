import type { PageLoader } from './types';

/**
 * Pages that a later issue builds. They render a plainly labelled "页面建设中" state;
 * tests/unit/route-table.test.ts lists exactly the routes that still use it, so the list can only shrink.
 */
export const pendingPage: PageLoader = () => import('@/features/pending/pending-page');
