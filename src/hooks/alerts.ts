/**
 * Alerts (提醒) for the navbar's bell and the 提醒 page: the open alerts of the scope the user looks at, and marking one
 * handled (a write call; every alerts query is asked again after it, so the bell and the page agree).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { alerts, markAlertHandled, type AlertKind } from '@/api/contract/alerts';
import { call } from '@/api/client';
import { canAccess } from '@/routes/access';
import { findRoute } from '@/routes/route-table';
import { contextFor } from '@/stores/permission';
import { useSession } from '@/stores/session';
import { useApiQuery } from './queries';
import { SCOPE_PARAMS, useScopedLink } from './scope';

/**
 * What the kinds of alert are called and which page explains each (the bell in the navbar and the 提醒 page use the
 * same words and links). A link opens the school's view for a district or city user (`school` in the URL); a library
 * user is in their school already. A page the user may not open there gives no link.
 */

/** The open alerts of the scope (the bell), or every alert with the handled ones (the page). */
export function useAlerts(options: { includeHandled?: boolean; enabled?: boolean } = {}) {
  return useApiQuery(alerts, options.includeHandled ? { includeHandled: true } : {}, { enabled: options.enabled ?? true });
}

/** Marks an alert handled (or open again); the alerts are then fetched again. */
export function useMarkAlertHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; handled: boolean }) => call(markAlertHandled, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [alerts.id] }),
  });
}

export const ALERT_KIND_LABELS: Record<AlertKind, { label: string; color: string }> = {
  stopped: { label: '数据中断', color: 'error' },
  drop: { label: '借阅骤降', color: 'warning' },
  goal: { label: '目标偏离', color: 'purple' },
  belowStandard: { label: '馆藏低于标准', color: 'orange' },
  overdueRising: { label: '逾期率上升', color: 'magenta' },
};

/** The page that explains an alert of a kind, and whether it is a school's page (opened in the school's view). */
const ALERT_PAGES: Record<AlertKind, { path: string; school: boolean }> = {
  // 学校数据 shows every school's latest data (a district's page).
  stopped: { path: '/schools/index', school: false },
  // 图书流通: 近八周借阅, and the month's overdue in 年度流通.
  drop: { path: '/library/circulation', school: true },
  overdueRising: { path: '/library/circulation', school: true },
  belowStandard: { path: '/library/supplement', school: true },
  goal: { path: '/goals/index', school: true },
};

/**
 * The link of an alert (the page that explains it), or null when the user may not open that page in the view it opens
 * in: a school's view (`school` in the URL) for a school's page of a district or city user, else their own.
 */
export function useAlertLink(): (row: { kind: AlertKind; libraryId: number }) => ReturnType<ReturnType<typeof useScopedLink>> | null {
  const link = useScopedLink();
  // A district or city user opens a school's page in the school's view; a library user is in their school already.
  const district = useSession((s) => s.libraries.length > 0);
  return (row) => {
    const page = ALERT_PAGES[row.kind];
    const view = page.school && district;
    const route = findRoute(page.path);
    const session = useSession.getState();
    // The roles the user holds there (a school's view gives a district user the library roles).
    const ctx = contextFor({ ...session, curLibrary: view ? { id: row.libraryId } : district ? null : session.curLibrary });
    if (!route || !canAccess(route, ctx)) return null;
    return link(page.path, district ? { [SCOPE_PARAMS.library]: view ? String(row.libraryId) : null } : {});
  };
}
