/**
 * The URL filters of the assessment pages. Every value comes from an untrusted query string and is parsed here;
 * anything else counts as not set (the server's default: the latest test of the period, the first grade …).
 *
 * - `yid` (the 学年 select, StatsPage) · `term` 1 | 2 (上学期 / 下学期) · `test` a test id of that year (and term)
 * - `grade` 1–12 · `class` a class id · `section` a class section · `from` / `to` test ids (tracking)
 * - `mask=0` shows full student names (default masked)
 */
import { useMemo } from 'react';
import { YEAR_PARAM, useSchoolYear } from '@/hooks/school-year';
import { namesMasked } from '@/utils/mask-name';
import { semesterIdOf, termOfSemester, yearOfSemester } from '@/utils/school-calendar';
import { parseGrade, parseId, useUrlFilters } from '@/utils/url-filters';

export const PARAMS = {
  term: 'term',
  test: 'test',
  grade: 'grade',
  classId: 'class',
  section: 'section',
  from: 'from',
  to: 'to',
  mask: 'mask',
} as const;

export type Term = 1 | 2;

/** 1 (上学期) or 2 (下学期), else undefined. */
function parseTerm(raw: string | null | undefined): Term | undefined {
  return raw === '1' ? 1 : raw === '2' ? 2 : undefined;
}

/**
 * A test id (semesterId × 10 + 1 期中 / + 2 期末, e.g. 202611) of school year `yearId` (and of `term` when
 * given), else undefined. Without a known year nothing can be checked: undefined.
 */
function parseTestId(raw: string | null | undefined, yearId: number | null, term?: Term): number | undefined {
  if (raw == null || yearId == null || !/^\d{4}[12][12]$/.test(raw)) return undefined;
  const id = Number(raw);
  const semesterId = Math.floor(id / 10);
  if (yearOfSemester(semesterId) !== yearId) return undefined;
  if (term !== undefined && termOfSemester(semesterId) !== term) return undefined;
  return id;
}

/** A test id of any year (history and tracking pick among a cohort's tests). */
export function parseAnyTestId(raw: string | null | undefined): number | undefined {
  return raw != null && /^\d{4}[12][12]$/.test(raw) ? Number(raw) : undefined;
}

/** A class section 1–30, else undefined. */
export function parseSection(raw: string | null | undefined): number | undefined {
  if (raw == null || !/^\d{1,2}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= 30 ? n : undefined;
}

export interface AssessmentChoice {
  term: Term | undefined;
  testId: number | undefined;
  /** What the verify calls add to their body: the term's semester and the test (the year comes with useStatsQuery). */
  input: { semesterId?: number; testId?: number };
  grade: number | undefined;
  classId: number | undefined;
  masked: boolean;
  update: (patch: Record<string, string | null>) => void;
  /** The query of a link to another assessment page: the same year, term and test, plus `patch`. */
  linkSearch: (patch?: Record<string, string>) => string;
}

/** The assessment the page shows (year, term, test) and its other filters, from the URL. */
export function useAssessmentChoice(): AssessmentChoice {
  const { params, update } = useUrlFilters();
  const yearId = useSchoolYear();
  const term = parseTerm(params.get(PARAMS.term));
  const testId = parseTestId(params.get(PARAMS.test), yearId, term);
  const grade = parseGrade(params.get(PARAMS.grade));
  const classId = parseId(params.get(PARAMS.classId));
  const masked = namesMasked(params.get(PARAMS.mask));
  const input = useMemo(
    () => ({
      ...(term !== undefined && yearId !== null ? { semesterId: semesterIdOf(yearId, term) } : {}),
      ...(testId !== undefined ? { testId } : {}),
    }),
    [term, testId, yearId],
  );
  const linkSearch = (patch: Record<string, string> = {}) => {
    const next = new URLSearchParams();
    for (const key of [YEAR_PARAM, PARAMS.term, PARAMS.test]) {
      const value = params.get(key);
      if (value) next.set(key, value);
    }
    for (const [key, value] of Object.entries(patch)) next.set(key, value);
    const text = next.toString();
    return text ? `?${text}` : '';
  };
  return { term, testId, input, grade, classId, masked, update, linkSearch };
}
