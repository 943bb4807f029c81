/**
 * Off hours of a kiosk wall (docs/pages.md, "Kiosk mode"): the times no one is in the hall — nights, weekends —
 * when the wall shows a dim clock instead of its pages and asks its server far less often. Written as text, in the
 * URL (`off=20:00-07:00,weekend`) or for every wall of a deployment in VITE_WALL_OFF_HOURS:
 * - `HH:mm-HH:mm`: a daily window, which may run past midnight (20:00-07:00); several, comma-separated;
 * - `weekend`: Saturday and Sunday, all day;
 * - `0` (URL only): none, whatever the deployment says.
 * Anything else is not a schedule (ignored as a whole: a typo never blacks a wall out).
 */

export interface OffHours {
  /** Daily windows in minutes after midnight, [from, to): to < from runs past midnight. */
  windows: readonly (readonly [number, number])[];
  weekend: boolean;
}

const NONE_PARAM = '0';

function minutes(text: string): number | undefined {
  const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  return m ? Number(m[1]) * 60 + Number(m[2]) : undefined;
}

/** The schedule a text describes, or null (no off hours: empty, `0`, or not a schedule). */
export function parseOffHours(text: string | null | undefined): OffHours | null {
  const raw = text?.trim() ?? '';
  if (raw === '' || raw === NONE_PARAM || raw.length > 200) return null;
  const windows: [number, number][] = [];
  let weekend = false;
  for (const part of raw.split(',').map((p) => p.trim())) {
    if (/^weekends?$/i.test(part)) {
      weekend = true;
      continue;
    }
    const [from, to, ...rest] = part.split('-');
    const a = minutes(from ?? '');
    const b = minutes(to ?? '');
    if (a === undefined || b === undefined || a === b || rest.length > 0) return null;
    windows.push([a, b]);
  }
  return windows.length > 0 || weekend ? { windows, weekend } : null;
}

/** The schedule in force: the URL's (`0` turns the deployment's off), else the deployment's. */
export function offHoursOf(param: string | null, deployment: string | undefined): OffHours | null {
  if (param !== null && param.trim() !== '') return parseOffHours(param);
  return parseOffHours(deployment);
}

const minuteOf = (d: Date) => d.getHours() * 60 + d.getMinutes();
const isWeekend = (d: Date) => d.getDay() === 0 || d.getDay() === 6;

function inWindow([from, to]: readonly [number, number], minute: number): boolean {
  return from < to ? minute >= from && minute < to : minute >= from || minute < to;
}

/** Whether `at` (local time) is in the off hours. */
export function isOffHours(schedule: OffHours | null, at: Date): boolean {
  if (!schedule) return false;
  if (schedule.weekend && isWeekend(at)) return true;
  return schedule.windows.some((w) => inWindow(w, minuteOf(at)));
}

/** When the off hours that hold at `at` end (the first minute after them, within 8 days), or null. */
export function offHoursEnd(schedule: OffHours | null, at: Date): Date | null {
  if (!isOffHours(schedule, at)) return null;
  const t = new Date(at);
  t.setSeconds(0, 0);
  for (let i = 0; i < 8 * 24 * 60; i++) {
    t.setMinutes(t.getMinutes() + 1);
    if (!isOffHours(schedule, t)) return t;
  }
  return null;
}
