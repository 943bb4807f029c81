/**
 * The school year (学年) a statistics page shows: `yid` in the URL (shareable, restorable), else the year
 * in the constants store (`curYear`). YearSelect (src/components/year-select.tsx) writes both.
 */
import { useSearchParams } from 'react-router';
import { useConstants, type SchoolYear } from '@/stores/constants';
import { SCOPE_PARAMS } from './scope';

export const YEAR_PARAM = SCOPE_PARAMS.year;

/**
 * The effective year: the URL's `yid` when it is a known year id, else the store's `curYear`.
 * Anything else in the URL (unknown id, text, negative, empty) is ignored. Until the years are loaded,
 * no URL value can be checked and the store's year (null at first) is used.
 */
export function resolveSchoolYear(param: string | null, years: readonly SchoolYear[], curYear: number | null): number | null {
  const raw = param?.trim() ?? '';
  if (/^\d{1,9}$/.test(raw)) {
    const id = Number(raw);
    if (years.some((y) => y.id === id)) return id;
  }
  return curYear;
}

/** useSchoolYear outside React (a page's data asked for before it renders): the year of the URL's query `params`. */
export function schoolYearOf(params: URLSearchParams): number | null {
  const { years, curYear } = useConstants.getState();
  return resolveSchoolYear(params.get(YEAR_PARAM), years, curYear);
}

/** The school year a page should query: URL `yid` first, then the store. null while unknown. */
export function useSchoolYear(): number | null {
  const [params] = useSearchParams();
  const years = useConstants((s) => s.years);
  const curYear = useConstants((s) => s.curYear);
  return resolveSchoolYear(params.get(YEAR_PARAM), years, curYear);
}

/** The name of the page's school year ('2026-2027学年'), '' while unknown. */
export function useSchoolYearName(): string {
  const yearId = useSchoolYear();
  return useConstants((s) => s.years.find((y) => y.id === yearId)?.name ?? '');
}
