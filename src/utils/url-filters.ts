/**
 * Page filters kept in the URL query, so that a copied link opens the same view. The query is untrusted
 * input: every value is parsed by one of the parsers below, and anything else counts as "not set".
 */
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { schoolYearMonthKeys, schoolYearOfMonth } from './school-calendar';

/** How an update enters history: a filter refines the page (replace); a scope change is a place to go back to (push). */
interface UrlFilterUpdateOptions {
  push?: boolean;
}

/**
 * `params` to read, `update` to change several at once (`null` or '' removes one). Replaces the history
 * entry: a filter change is not a page to go back to. A change of scope (a district or a campus opened from a
 * table, docs/rules.md#scope) passes `{ push: true }`: Back returns to the scope before.
 *
 * Two updates in a row (a debounced search, then a switch) both land: each one starts from the query the
 * previous one wrote, not from the query of the last render, which the router may not have caught up with yet.
 * A URL change the page did not write (a link, back/forward) is the new starting point.
 */
export function useUrlFilters(): {
  params: URLSearchParams;
  update: (patch: Record<string, string | null>, options?: UrlFilterUpdateOptions) => void;
} {
  const [params, setParams] = useSearchParams();
  const current = params.toString();
  const seen = useRef(current);
  /** Queries written and not yet seen in the URL, oldest first. */
  const pending = useRef<string[]>([]);
  useEffect(() => {
    seen.current = current;
    const i = pending.current.indexOf(current);
    pending.current = i >= 0 ? pending.current.slice(i + 1) : [];
  }, [current]);
  const update = useCallback(
    (patch: Record<string, string | null>, options: UrlFilterUpdateOptions = {}) => {
      const next = new URLSearchParams(pending.current.at(-1) ?? seen.current);
      for (const [name, value] of Object.entries(patch)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      pending.current = [...pending.current, next.toString()].slice(-8);
      setParams(next, { replace: !options.push });
    },
    [setParams],
  );
  return { params, update };
}

/** A positive integer id (1 … 2^31−1) from a URL value, else undefined. */
export function parseId(raw: string | null | undefined): number | undefined {
  if (raw == null || !/^\d{1,10}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= 1 && n <= 2_147_483_647 ? n : undefined;
}

/** A grade 1..12 from a URL value, else undefined. */
export function parseGrade(raw: string | null | undefined): number | undefined {
  if (raw == null || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= 12 ? n : undefined;
}

/** One of `allowed` from a URL value, else undefined. */
export function parseEnum<T extends string>(raw: string | null | undefined, allowed: readonly T[]): T | undefined {
  return raw != null && (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** A month 'YYYY-MM' from a URL value, else undefined. */
export function parseMonth(raw: string | null | undefined): string | undefined {
  return raw != null && /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : undefined;
}

// ---------------------------------------------------------------------------------------------------- the period picker

/**
 * The period of a statistics page with a period picker (the route's `periodPicker`): the school year (`yid`) by default,
 * a term of it, or a custom range of its months; in the URL as `period` (`term1`, `term2`, `range`) and, for a range,
 * `from` and `to` ('YYYY-MM').
 */
const PERIOD_PARAMS = { period: 'period', from: 'from', to: 'to' } as const;

export type PeriodChoice = { kind: 'year' } | { kind: 'term'; term: 1 | 2 } | { kind: 'range'; from: string; to: string };

/** The twelve months of school year `yearId`, September to August ('YYYY-MM'). */
const yearMonths = schoolYearMonthKeys;

/** The months of a choice in school year `yearId`. */
function choiceMonths(choice: PeriodChoice, yearId: number): string[] {
  const months = yearMonths(yearId);
  if (choice.kind === 'term') return choice.term === 1 ? months.slice(0, 5) : months.slice(5, 11);
  if (choice.kind === 'range') return months.filter((m) => m >= choice.from && m <= choice.to);
  return months;
}

/** The period of the URL; anything else than a term or a range of the year's own months (in order) is the year. */
export function parsePeriod(params: URLSearchParams, yearId: number | null): PeriodChoice {
  const kind = params.get(PERIOD_PARAMS.period);
  if (kind === 'term1' || kind === 'term2') return { kind: 'term', term: kind === 'term1' ? 1 : 2 };
  if (kind === 'range' && yearId !== null) {
    const from = parseMonth(params.get(PERIOD_PARAMS.from));
    const to = parseMonth(params.get(PERIOD_PARAMS.to));
    const months = yearMonths(yearId);
    if (from && to && months.includes(from) && months.includes(to) && from <= to) return { kind: 'range', from, to };
  }
  return { kind: 'year' };
}

/** The URL values of a choice (null removes a parameter). */
export function periodParams(choice: PeriodChoice): Record<string, string | null> {
  if (choice.kind === 'term') return { [PERIOD_PARAMS.period]: `term${choice.term}`, [PERIOD_PARAMS.from]: null, [PERIOD_PARAMS.to]: null };
  if (choice.kind === 'range') return { [PERIOD_PARAMS.period]: 'range', [PERIOD_PARAMS.from]: choice.from, [PERIOD_PARAMS.to]: choice.to };
  return { [PERIOD_PARAMS.period]: null, [PERIOD_PARAMS.from]: null, [PERIOD_PARAMS.to]: null };
}

/** The request fields of a period (with its school year). */
export interface PeriodRequest {
  yearId: number;
  semesterId?: number;
  fromMonth?: string;
  toMonth?: string;
}

export function periodRequest(choice: PeriodChoice, yearId: number): PeriodRequest {
  if (choice.kind === 'term') return { yearId, semesterId: yearId * 10 + choice.term };
  if (choice.kind === 'range') return { yearId, fromMonth: choice.from, toMonth: choice.to };
  return { yearId };
}

const shiftMonth = (month: string, by: number): string => {
  const n = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + by;
  return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
};

/**
 * What a period is compared with (the KPI cards' change), always as a range of months (so that a comparison call is told
 * apart from the page's own): a school year with the year before, a term with the term
 * before (上学期 ↔ the last year's 下学期), a custom range with the same months a year earlier. A period still running
 * (its months run past `lastDataMonth`) is compared with as many months of the other period: the same period. Null
 * when the period has no month with data yet.
 */
export function comparisonPeriod(
  choice: PeriodChoice,
  yearId: number,
  lastDataMonth: string,
): { request: PeriodRequest; label: string } | null {
  const months = choiceMonths(choice, yearId);
  const withData = months.filter((m) => m <= lastDataMonth);
  if (withData.length === 0) return null;
  const running = withData.length < months.length;
  const range = (from: string, count: number, label: string) => {
    const to = shiftMonth(from, count - 1);
    return { request: { yearId: schoolYearOfMonth(to), fromMonth: from, toMonth: to }, label };
  };
  if (choice.kind === 'year') {
    if (!running) return range(yearMonths(yearId - 1)[0], 12, '上学年');
    return range(yearMonths(yearId - 1)[0], withData.length, '上年同期');
  }
  if (choice.kind === 'term') {
    const prev = choice.term === 1 ? { year: yearId - 1, term: 2 as const } : { year: yearId, term: 1 as const };
    const prevMonths = choiceMonths({ kind: 'term', term: prev.term }, prev.year);
    if (!running || withData.length >= prevMonths.length) {
      return range(prevMonths[0], prevMonths.length, '上学期');
    }
    return range(prevMonths[0], withData.length, '上学期同期');
  }
  return range(shiftMonth(withData[0], -12), withData.length, '上年同期');
}

/** Holdings (as at the end of a school year) compare with the end of the year before: its twelve months. */
export function yearEndComparison(yearId: number): { request: PeriodRequest; label: string } {
  const months = yearMonths(yearId - 1);
  return { request: { yearId: yearId - 1, fromMonth: months[0], toMonth: months[11] }, label: '上学年末' };
}

/** '上学期', '下学期', '2026年9月–11月'; '' for the school year. */
export function periodName(choice: PeriodChoice): string {
  if (choice.kind === 'term') return choice.term === 1 ? '上学期' : '下学期';
  if (choice.kind === 'range') {
    const a = `${choice.from.slice(0, 4)}年${Number(choice.from.slice(5, 7))}月`;
    const b =
      choice.to.slice(0, 4) === choice.from.slice(0, 4)
        ? `${Number(choice.to.slice(5, 7))}月`
        : `${choice.to.slice(0, 4)}年${Number(choice.to.slice(5, 7))}月`;
    return `${a}–${b}`;
  }
  return '';
}
