/**
 * When each school's systems last sent data (the date of its latest loan or reading record), for the school
 * list of /schools/index. Most schools report every school day; some are a day behind; two schools stopped
 * reporting in November (a fixed part of the demo, so that a late school can be seen and tested).
 *
 * The figures of the demo are monthly: a school's November figures are not cut at its last reporting day.
 */
import { TODAY_DAY, isoDate, parseDay, schoolDays } from './calendar';
import { hash01 } from './prng';

/** Schools whose latest data is older than a week on the demo's today (2026-11-22). */
export const STOPPED_REPORTING: Readonly<Record<number, string>> = {
  109: '2026-11-09',
  305: '2026-11-04',
};

/** A school is late when its latest data is more than this many days old. */
export const LATE_AFTER_DAYS = 7;

export interface ReportingStatus {
  /** 'YYYY-MM-DD' of the latest record, null when the school never reported. */
  lastDataDate: string | null;
  /** Days from lastDataDate to today. */
  daysSinceData: number | null;
  reporting: 'current' | 'late';
}

/** The reporting status of a school today (not by period). */
export function reportingStatus(libraryId: number): ReportingStatus {
  const days = schoolDays();
  let last: number | undefined;
  const stopped = STOPPED_REPORTING[libraryId];
  if (stopped) last = parseDay(stopped);
  else {
    // Most schools send data every school day; about one in four is a school day behind.
    const behind = hash01('reporting', libraryId) < 0.25 ? 1 : 0;
    last = days[days.length - 1 - behind];
  }
  if (last === undefined) return { lastDataDate: null, daysSinceData: null, reporting: 'late' };
  const since = TODAY_DAY - last;
  return { lastDataDate: isoDate(last), daysSinceData: since, reporting: since > LATE_AFTER_DAYS ? 'late' : 'current' };
}
