import {
  annualCirculation,
  bookCategory,
  bookCollection,
  bookManagement,
  bookRank,
  borrowDynamic,
  cardBorrowRank,
  cardManagement,
  categoryBorrow,
  circulationSummary,
  gradeBorrow,
  gradeBorrowDuration,
  gradeCategoryBorrow,
  loanBookBorrowTotal,
  loanData,
  threeYearBorrow,
  threeYearCirculation,
} from '@/api/contract/library';
import {
  CURRENT_YEAR_ID,
  DEMO_NOW,
  DURATION_BUCKETS,
  borrowDurationByGrade,
  cards,
  categoryBalance,
  categoryIndex,
  gradeName,
  holdings,
  holdingsByCategory,
  loansByCampus,
  loansByCategory,
  loansByGrade,
  loansByGradeCategory,
  loansByLibrary,
  loansByMonth,
  loansSummary,
  periodMonths,
  recentLoans,
  resolveScope,
  schoolYears,
  scopeTotals,
  topBooks,
  topReaders,
  type Period,
  type Scope,
} from '../district';
import { addRow, emptyTotals } from '../district/figures';
import { SCHOOL_YEAR_MONTH_LABELS, schoolMonthIndex } from '@/utils/school-calendar';
import { demoHandler } from '../define-handler';
import { requestPeriod, requestScope } from '../request-scope';

/**
 * Holdings (book/management/*), circulation (circulation/*) and library cards (card/*) of the demo API.
 * Every figure comes from the synthetic city (`../district`), so the same number agrees across calls:
 * grade rows sum to the summary, months to the year, categories to the holdings, schools to the district.
 *
 * Holdings are "as at the end of the requested school year" (`holdings()` of ../district, the one function every
 * handler uses): today's collection for the current year, and today's collection minus the later years'
 * acquisitions for an earlier one. A school year outside the demo calendar has no holdings and no loans.
 */

const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
const round2 = (v: number) => Math.round(v * 100) / 100;
const round4 = (v: number) => Math.round(v * 10000) / 10000;
const clampRate = (v: number) => Math.min(1, Math.max(0, round4(v)));

function scopeInfoOf(scope: Scope) {
  const rs = resolveScope(scope);
  return { level: rs.level, name: rs.name };
}

/** Index of a school year in the demo calendar (0 = oldest), -1 when it has no data. */
function yearIndex(yearId: number): number {
  return schoolYears().findIndex((y) => y.id === yearId);
}

/**
 * A collection against the 规程's standard for its roll (src/demo/district/standards.ts): below when it holds fewer
 * volumes than the roll needs. The standard is a floor, so `above` is never given (the contract keeps it for backends
 * that judge against a range).
 */
export function standardStatus(h: { volumes: number; requiredVolumes: number }): 'below' | 'within' {
  return h.volumes < h.requiredVolumes ? 'below' : 'within';
}

/** The units a scope is broken into in tables: its campuses (a school or campus) or its schools (district, city). */
function unitScopes(scope: Scope): { id: number; name: string; scope: Scope }[] {
  const rs = resolveScope(scope);
  if (rs.level === 'library' || rs.level === 'campus') {
    return rs.parts.flatMap((p) =>
      p.campusIndexes.map((ci) => {
        const c = p.school.campuses[ci];
        return { id: c.campusId, name: c.name, scope: { libraryId: p.school.libraryId, campusId: c.campusId } };
      }),
    );
  }
  return rs.parts.map((p) => ({ id: p.school.libraryId, name: p.school.name, scope: { libraryId: p.school.libraryId } }));
}

/** The school years of a 3-year view ending with `yearId` (only years the calendar has). */
function threeYears(yearId: number) {
  return schoolYears().filter((y) => y.id <= yearId && y.id > yearId - 3);
}

function feedEnd(period: Period): string {
  if (period.yearId >= CURRENT_YEAR_ID) return DEMO_NOW;
  // An earlier school year: the feed as it stood on its last school day.
  return `${period.yearId + 1}-07-10T16:30:00+08:00`;
}

export const libraryHandlers = [
  // ------------------------------------------------------------ circulation
  demoHandler(annualCirculation, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    return {
      scope: scopeInfoOf(scope),
      rows: loansByMonth(scope, requestPeriod(raw)).map((r) => ({
        month: r.month,
        loans: r.loans,
        returns: r.returns,
        renewals: r.renewals,
        overdue: r.overdue,
      })),
    };
  }),

  demoHandler(circulationSummary, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const period = requestPeriod(raw);
    const s = loansSummary(scope, period);
    const t = scopeTotals(scope, period);
    return {
      scope: scopeInfoOf(scope),
      loans: s.loans,
      studentLoans: s.studentLoans,
      teacherLoans: s.teacherLoans,
      returns: s.returns,
      renewals: s.renewals,
      overdue: s.overdue,
      borrowers: s.borrowers,
      studentBorrowers: t.studentBorrowers,
      students: s.students,
      loansPerStudent: s.loansPerStudent,
      // Students who borrowed / students (teachers are not in the denominator, so not in the numerator either).
      borrowRate: clampRate(ratio(t.studentBorrowers, t.students)),
    };
  }),

  demoHandler(loanData, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const period = requestPeriod(raw);
    const rs = resolveScope(scope, period);
    const months = periodMonths(period);
    const t = scopeTotals(scope, period);
    const byClass = rs.parts.flatMap((part) =>
      part.classRows.map((row) => {
        const ct = addRow(emptyTotals(), part.data, row, months);
        return {
          classId: row.classId,
          className: row.cls?.name ?? '',
          grade: row.grade,
          gradeName: gradeName(row.grade),
          schoolName: part.school.name,
          readers: ct.students,
          borrowers: ct.studentBorrowers,
          loans: ct.studentLoans,
          average: round2(ratio(ct.studentLoans, ct.students)),
        };
      }),
    );
    return {
      scope: { level: rs.level, name: rs.name },
      students: {
        readers: t.students,
        borrowers: t.studentBorrowers,
        loans: t.studentLoans,
        average: round2(ratio(t.studentLoans, t.students)),
      },
      teachers: {
        readers: t.teachers,
        borrowers: t.teacherBorrowers,
        loans: t.teacherLoans,
        average: round2(ratio(t.teacherLoans, t.teachers)),
      },
      byGrade: loansByGrade(scope, period).map((g) => ({
        grade: g.grade,
        gradeName: g.gradeName,
        readers: g.students,
        borrowers: g.borrowers,
        loans: g.loans,
        average: g.loansPerStudent,
      })),
      byClass,
    };
  }),

  demoHandler(bookRank, (input, { account, raw }) => {
    const scope = requestScope(account, raw);
    // A letter that is not one of the 22 classes matches no book (the generator would ignore the filter).
    const rows =
      input.category && categoryIndex(input.category) < 0
        ? []
        : topBooks(scope, requestPeriod(raw), { category: input.category, grade: input.grade, limit: input.limit ?? 20 });
    return {
      scope: scopeInfoOf(scope),
      rows: rows.map((r) => ({
        rank: r.rank,
        bookId: r.bookId,
        title: r.title,
        author: r.author,
        category: r.category,
        categoryName: r.categoryName,
        publisher: r.publisher,
        loans: r.loans,
      })),
    };
  }),

  demoHandler(gradeBorrow, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    return {
      scope: scopeInfoOf(scope),
      rows: loansByGrade(scope, requestPeriod(raw)).map((g) => ({
        grade: g.grade,
        gradeName: g.gradeName,
        students: g.students,
        loans: g.loans,
        loansPerStudent: g.loansPerStudent,
      })),
    };
  }),

  demoHandler(loanBookBorrowTotal, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const period = requestPeriod(raw);
    const level = resolveScope(scope).level;
    const units = level === 'library' || level === 'campus' ? loansByCampus(scope, period) : loansByLibrary(scope, period);
    return {
      scope: scopeInfoOf(scope),
      total: units.reduce((a, u) => a + u.loans, 0),
      rows: units.map((u) => ({ id: u.id, name: u.name, students: u.students, loans: u.loans, loansPerStudent: u.loansPerStudent })),
    };
  }),

  // ------------------------------------------------------------ book management (holdings)
  demoHandler(bookManagement, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const h = holdings(scope, requestPeriod(raw));
    return {
      scope: scopeInfoOf(scope),
      volumes: h.volumes,
      titles: h.titles,
      students: h.students,
      volumesPerStudent: h.volumesPerStudent,
      // The standard is a floor: the range is one value.
      standardMin: h.standard,
      standardMax: h.standard,
      newVolumes: h.newVolumes,
      recentShare: clampRate(h.recentShare),
    };
  }),

  demoHandler(bookCategory, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const rows = holdingsByCategory(scope, requestPeriod(raw));
    const volumes = rows.reduce((a, c) => a + c.volumes, 0);
    return {
      scope: scopeInfoOf(scope),
      rows:
        volumes === 0
          ? []
          : rows.map((c) => ({
              code: c.code,
              name: c.name,
              volumes: c.volumes,
              titles: c.titles,
              share: clampRate(c.share),
              recommendedShare: c.recommendedShare,
            })),
    };
  }),

  demoHandler(threeYearCirculation, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    return {
      scope: scopeInfoOf(scope),
      rows: threeYears(requestPeriod(raw).yearId).map((y) => {
        const s = loansSummary(scope, { yearId: y.id });
        return {
          yearId: y.id,
          yearName: y.name,
          loans: s.loans,
          returns: s.returns,
          students: s.students,
          loansPerStudent: s.loansPerStudent,
        };
      }),
    };
  }),

  demoHandler(threeYearBorrow, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    return {
      scope: scopeInfoOf(scope),
      months: [...SCHOOL_YEAR_MONTH_LABELS],
      series: threeYears(requestPeriod(raw).yearId).map((y) => {
        const loans: (number | null)[] = new Array<number | null>(12).fill(null);
        for (const m of loansByMonth(scope, { yearId: y.id })) loans[schoolMonthIndex(m.month)] = m.loans;
        return { yearId: y.id, yearName: y.name, loans };
      }),
    };
  }),

  demoHandler(bookCollection, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const period = requestPeriod(raw);
    const h = holdings(scope, period);
    const rows =
      h.volumes === 0
        ? []
        : unitScopes(scope).map((u) => {
            const uh = holdings(u.scope, period);
            return {
              id: u.id,
              name: u.name,
              students: uh.students,
              volumes: uh.volumes,
              volumesPerStudent: uh.volumesPerStudent,
              standardMin: uh.standard,
              standardMax: uh.standard,
              status: standardStatus(uh),
            };
          });
    return {
      scope: scopeInfoOf(scope),
      acquisitions: h.acquisitions.map((a) => ({ year: a.yearId, volumes: a.volumes })),
      recentShare: clampRate(h.recentShare),
      // The units are judged against their own standards (a district's schools by type): the range they span.
      standardMin: rows.length ? Math.min(...rows.map((x) => x.standardMin)) : h.standard,
      standardMax: rows.length ? Math.max(...rows.map((x) => x.standardMax)) : h.standard,
      rows,
    };
  }),

  // ------------------------------------------------------------ cards
  demoHandler(borrowDynamic, (input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const period = requestPeriod(raw);
    const limit = input.limit ?? 20;
    if (yearIndex(period.yearId) < 0) return { rows: [] };
    const events = recentLoans(scope, { limit, now: feedEnd(period) });
    return {
      rows: events.slice(0, limit).map((e) => ({
        time: e.time,
        readerName: e.readerName,
        className: e.className,
        schoolName: e.libraryName,
        bookTitle: e.title,
        action: e.action,
      })),
    };
  }),

  demoHandler(cardManagement, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const c = cards(scope, requestPeriod(raw));
    return {
      scope: scopeInfoOf(scope),
      issued: c.issued,
      studentCards: c.studentCards,
      teacherCards: c.teacherCards,
      active: c.active,
      activeRate: clampRate(c.activeRate),
    };
  }),

  demoHandler(cardBorrowRank, (input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const period = requestPeriod(raw);
    const limit = input.limit ?? 20;
    // Teachers have no grade: a grade filter with readerType=teacher matches nobody.
    const rows =
      input.readerType === 'teacher'
        ? input.grade !== undefined
          ? []
          : topReaders(scope, period, { teachersOnly: true, limit })
        : topReaders(scope, period, { grade: input.grade, includeTeachers: input.readerType === undefined, limit });
    return {
      scope: scopeInfoOf(scope),
      rows: rows.map((r) => ({
        rank: r.rank,
        cardNo: r.cardNo,
        name: r.name,
        readerType: r.readerType,
        schoolName: r.libraryName,
        className: r.className,
        gradeName: r.gradeName,
        loans: r.loans,
      })),
    };
  }),

  demoHandler(categoryBorrow, (input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const period = requestPeriod(raw);
    // All readers; with a grade, that grade's students.
    const rows =
      input.grade === undefined
        ? loansByCategory(scope, period).map((r) => ({ code: r.code, name: r.name, loans: r.loans }))
        : categoryBalance(scope, period, 'loans', input.grade).rows.map((r) => ({ code: r.code, name: r.name, loans: r.count }));
    const total = rows.reduce((a, r) => a + r.loans, 0);
    return {
      scope: scopeInfoOf(scope),
      rows: total === 0 ? [] : rows.map((r) => ({ ...r, share: clampRate(ratio(r.loans, total)) })),
    };
  }),

  demoHandler(gradeCategoryBorrow, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const m = loansByGradeCategory(scope, requestPeriod(raw));
    return {
      scope: scopeInfoOf(scope),
      grades: m.grades,
      categories: m.categories,
      cells: m.grades.flatMap((g, gi) => m.categories.map((c, ci) => ({ grade: g.grade, code: c.code, loans: m.loans[gi]?.[ci] ?? 0 }))),
    };
  }),

  demoHandler(gradeBorrowDuration, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    return {
      scope: scopeInfoOf(scope),
      buckets: DURATION_BUCKETS.map((b) => b.label),
      rows: borrowDurationByGrade(scope, requestPeriod(raw)).map((r) => ({
        grade: r.grade,
        gradeName: r.gradeName,
        averageDays: r.averageDays,
        counts: r.buckets.map((b) => b.loans),
      })),
    };
  }),
];
