import { ALERT_KINDS, alerts, markAlertHandled, saveAlertThresholds } from '@/api/contract/alerts';
import { CURRENT_YEAR_ID, DEMO_NOW, DEMO_TODAY, resolveScope } from '../district';
import { goalAlerts } from '../district/goals';
import { savedGoals } from './goals';
import { DEFAULT_THRESHOLDS, schoolAlerts, type AlertThresholds } from '../district/alerts';
import { demoHandler, problem } from '../define-handler';
import { requestScope } from '../request-scope';
import { readRecords, writeRecord } from '../store';
import type { DemoAccount } from '../accounts';

/**
 * Alerts (src/api/contract/alerts.ts) over the synthetic city (src/demo/district/alerts.ts). What people record — a
 * district's thresholds, the alerts an account marked handled — is kept in the demo store (src/demo/store.ts:
 * IndexedDB in the browser, so a reload keeps it).
 */

const THRESHOLDS = 'alert-thresholds:';
const HANDLED = 'alert-handled:';

interface Handled {
  handledAt: string;
  handledBy: string;
}

/** Every district's thresholds (its own, else the defaults). */
export async function districtThresholds(): Promise<(districtId: number) => AlertThresholds> {
  const saved = new Map((await readRecords<AlertThresholds>(THRESHOLDS)).map(([k, v]) => [Number(k.slice(THRESHOLDS.length)), v]));
  return (districtId) => saved.get(districtId) ?? DEFAULT_THRESHOLDS;
}

/** The district an account sets thresholds for: a district account's own (not a city's, not a school's). */
function ownDistrict(account: DemoAccount): number | null {
  return 'districtId' in account.home ? account.home.districtId : null;
}

const handledKey = (account: DemoAccount, id: string) => `${HANDLED}${account.login}:${id}`;

export const alertHandlers = [
  demoHandler(alerts, async (input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const rs = resolveScope(scope);
    const thresholdsOf = await districtThresholds();
    const handled = new Map(
      (await readRecords<Handled>(`${HANDLED}${account.login}:`)).map(([k, v]) => [k.slice(`${HANDLED}${account.login}:`.length), v]),
    );
    const goals = await savedGoals(CURRENT_YEAR_ID);
    const all = [...schoolAlerts(scope, thresholdsOf), ...goalAlerts(scope, goals.goalsOf, goals.schools)].map((a) => {
      const h = handled.get(a.id);
      return { ...a, handled: !!h, handledAt: h?.handledAt ?? null, handledBy: h?.handledBy ?? null };
    });
    const open = all.filter((a) => !a.handled);
    const order = (k: string) => ALERT_KINDS.indexOf(k as (typeof ALERT_KINDS)[number]);
    const rows = (input.includeHandled ? all : open)
      .sort((a, b) => order(a.kind) - order(b.kind) || b.since.localeCompare(a.since) || a.libraryId - b.libraryId)
      .map(({ id, kind, libraryId, schoolName, since, value, reference, text, handled: h, handledAt, handledBy }) => ({
        id,
        kind,
        libraryId,
        schoolName,
        since,
        value,
        reference,
        text,
        handled: h,
        handledAt,
        handledBy,
      }));
    const count = (kind: string) => open.filter((a) => a.kind === kind).length;
    return {
      scope: { level: rs.level, name: rs.name },
      today: DEMO_TODAY,
      thresholds: rs.districtIds.length === 1 ? thresholdsOf(rs.districtIds[0]) : null,
      canConfigure: ownDistrict(account) !== null && rs.districtIds.length === 1 && rs.districtIds[0] === ownDistrict(account),
      counts: {
        stopped: count('stopped'),
        drop: count('drop'),
        goal: count('goal'),
        belowStandard: count('belowStandard'),
        overdueRising: count('overdueRising'),
        total: open.length,
      },
      rows,
    };
  }),

  demoHandler(markAlertHandled, async (input, { account }) => {
    const key = handledKey(account, input.id);
    if (!input.handled) {
      await writeRecord(key, undefined);
      return { id: input.id, handled: false, handledAt: null, handledBy: null };
    }
    const mark: Handled = { handledAt: DEMO_NOW, handledBy: account.profile.userName ?? account.login };
    await writeRecord(key, mark);
    return { id: input.id, handled: true, ...mark };
  }),

  demoHandler(saveAlertThresholds, async (input, { account }) => {
    const district = ownDistrict(account);
    if (district === null) return problem(403, 'Forbidden', '提醒阈值由区域设定');
    const thresholds = { ...input };
    await writeRecord(`${THRESHOLDS}${district}`, thresholds);
    return { thresholds };
  }),
];
