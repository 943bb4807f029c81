/**
 * The alerts (提醒) a district or a school gets, from the same figures as every page, judged against a district's
 * thresholds:
 *
 * - stopped: a school whose latest data is more than `lateAfterDays` days old (学校数据's 最新数据);
 * - drop: a school that lent at least `dropPercent` % less in the last seven days than in the seven before (of at least
 *   `dropMinLoans` loans), as ./weekly.ts counts them; a school that stopped reporting is not judged twice;
 * - belowStandard: a school holding at least `belowStandardPercent` % fewer volumes than the 规程's standard for its roll
 *   asks (应补册数 ÷ 应有册数, ./standards.ts);
 * - overdueRising: a school whose overdue rate this month is at least `overdueRisePercent` % above its rate over the
 *   three months before;
 * - goal: a goal of a school or of one of its classes that the projection says will be missed this school year
 *   (goalAlerts, ./goals.ts: the handler adds them, since the goals are in the demo store).
 *
 * Every alert has a stable id (kind, school, and the week or month it is about), so that a handled alert stays handled.
 */
import { TODAY_DAY, isoDate, monthIndexOfDay, monthKey } from './calendar';
import { holdings, loansSummary } from './circulation';
import { LATE_AFTER_DAYS, reportingStatus } from './reporting';
import { resolveScope, type Scope } from './scope';
import { partStandard, requiredVolumes } from './standards';
import { loansBetween } from './weekly';
import { schoolYearOfMonth } from '@/utils/school-calendar';

export interface AlertThresholds {
  lateAfterDays: number;
  dropPercent: number;
  dropMinLoans: number;
  belowStandardPercent: number;
  overdueRisePercent: number;
}

/** A district's thresholds until it sets its own. */
export const DEFAULT_THRESHOLDS: AlertThresholds = {
  lateAfterDays: LATE_AFTER_DAYS,
  dropPercent: 30,
  dropMinLoans: 100,
  belowStandardPercent: 10,
  overdueRisePercent: 10,
};

type AlertKind = 'stopped' | 'drop' | 'belowStandard' | 'overdueRising' | 'goal';

export interface SchoolAlert {
  id: string;
  kind: AlertKind;
  libraryId: number;
  schoolName: string;
  districtId: number;
  /** The day the alert is about (the last data, the week's first day, today, the month's first day). */
  since: string;
  /** The figure that raised it and what it is compared with (days and the threshold; loans this week and last …). */
  value: number;
  reference: number;
  /** A sentence saying what happened. */
  text: string;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The alerts of the schools of a scope (goals apart), each school judged by its district's thresholds. */
export function schoolAlerts(scope: Scope, thresholdsOf: (districtId: number) => AlertThresholds): SchoolAlert[] {
  const out: SchoolAlert[] = [];
  const rs = resolveScope(scope);
  const yesterday = TODAY_DAY - 1;
  const month = monthIndexOfDay(yesterday);
  const monthStart = monthKey(month);
  for (const part of rs.parts) {
    const school = part.school;
    const t = thresholdsOf(school.districtId);
    const base = { libraryId: school.libraryId, schoolName: school.name, districtId: school.districtId };
    const status = reportingStatus(school.libraryId);
    const stopped = status.daysSinceData === null || status.daysSinceData > t.lateAfterDays;
    if (stopped) {
      out.push({
        ...base,
        id: `stopped:${school.libraryId}:${status.lastDataDate ?? 'never'}`,
        kind: 'stopped',
        since: status.lastDataDate ?? isoDate(TODAY_DAY),
        value: status.daysSinceData ?? 0,
        reference: t.lateAfterDays,
        text: status.lastDataDate
          ? `${status.daysSinceData} 天没有上报借阅或阅读数据（最新 ${status.lastDataDate}，超过 ${t.lateAfterDays} 天）`
          : '从未上报借阅或阅读数据',
      });
    } else {
      const now = loansBetween({ libraryId: school.libraryId }, yesterday - 6, yesterday);
      const before = loansBetween({ libraryId: school.libraryId }, yesterday - 13, yesterday - 7);
      if (before >= t.dropMinLoans && now <= before * (1 - t.dropPercent / 100)) {
        out.push({
          ...base,
          id: `drop:${school.libraryId}:${isoDate(yesterday - 6)}`,
          kind: 'drop',
          since: isoDate(yesterday - 6),
          value: now,
          reference: before,
          text: `近 7 天借阅 ${now} 册次，比前 7 天（${before} 册次）下降 ${Math.round((1 - now / before) * 100)}%`,
        });
      }
    }
    const h = holdings({ libraryId: school.libraryId }, { yearId: yearOf(month) });
    const need = requiredVolumes(partStandard(part));
    if (need > 0 && h.volumes < need * (1 - t.belowStandardPercent / 100)) {
      out.push({
        ...base,
        id: `belowStandard:${school.libraryId}:${yearOf(month)}`,
        kind: 'belowStandard',
        since: isoDate(TODAY_DAY),
        value: h.volumes,
        reference: need,
        text: `馆藏 ${h.volumes} 册，按藏书标准应有 ${need} 册，应补 ${need - h.volumes} 册（低于标准 ${pct(1 - h.volumes / need)}）`,
      });
    }
    const cur = loansSummary({ libraryId: school.libraryId }, { yearId: yearOf(month), month: monthStart });
    let loans = 0;
    let overdue = 0;
    for (let k = 1; k <= 3; k++) {
      const s = loansSummary({ libraryId: school.libraryId }, { yearId: yearOf(month - k), month: monthKey(month - k) });
      loans += s.loans;
      overdue += s.overdue;
    }
    const rate = cur.loans > 0 ? cur.overdue / cur.loans : 0;
    const before = loans > 0 ? overdue / loans : 0;
    if (cur.loans > 0 && before > 0 && rate >= before * (1 + t.overdueRisePercent / 100)) {
      out.push({
        ...base,
        id: `overdueRising:${school.libraryId}:${monthStart}`,
        kind: 'overdueRising',
        since: `${monthStart}-01`,
        value: rate,
        reference: before,
        text: `本月逾期率 ${pct(rate)}，前三个月 ${pct(before)}，上升 ${Math.round((rate / before - 1) * 100)}%`,
      });
    }
  }
  return out;
}

/** The school year of a month index. */
function yearOf(m: number): number {
  return schoolYearOfMonth(monthKey(m));
}
