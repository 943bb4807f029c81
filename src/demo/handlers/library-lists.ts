import { collectionAge, overdueList, replenishmentPlan, weeklyLoans } from '@/api/contract/library-lists';
import { CATEGORIES, DEMO_TODAY, NEW_BOOKS_PER_STUDENT, RECOMMENDED_PROFILE, resolveScope } from '../district';
import { AGE_BANDS, collectionAge as ageRows, overdueByGroup, replenishment } from '../district/action-lists';
import { weeklyLoans as loansByWeek } from '../district/weekly';
import { demoHandler } from '../define-handler';
import { requestPeriod, requestScope } from '../request-scope';

/**
 * The lists a librarian acts on (src/api/contract/library-lists.ts), from the synthetic city's base tables
 * (src/demo/district/action-lists.ts): the overdue total is the circulation summary's, the volumes the holdings'.
 */

/** The demo server's average price of a school library book (元/册) when the page names none. */
const DEFAULT_BOOK_PRICE = 35;
/** Weeks of 近八周借阅. */
const WEEKS = 8;

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);

export const libraryListHandlers = [
  demoHandler(overdueList, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const { level, name, groups } = overdueByGroup(scope, requestPeriod(raw));
    return {
      scope: { level: level as 'city' | 'district' | 'library' | 'campus', name },
      today: DEMO_TODAY,
      overdue: sum(groups, (g) => g.overdue),
      loans: sum(groups, (g) => g.loans),
      rows: groups.map((g) => ({
        kind: g.kind,
        id: g.id,
        name: g.name,
        grade: g.grade,
        gradeName: g.gradeName,
        schoolName: g.schoolName,
        campusName: g.campusName,
        headTeacher: g.headTeacher,
        readers: g.readers,
        loans: g.loans,
        overdue: g.overdue,
        overdueReaders: g.people.length,
        people: g.people,
      })),
    };
  }),

  demoHandler(collectionAge, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const rs = resolveScope(scope);
    const rows = ageRows(scope, requestPeriod(raw));
    const volumes = sum(rows, (r) => r.volumes);
    const byAge = AGE_BANDS.map((_, k) => sum(rows, (r) => r.byAge[k] ?? 0));
    const years = byAge.reduce((a, v, k) => a + v * AGE_BANDS[k].mid, 0);
    return {
      scope: { level: rs.level, name: rs.name },
      bands: AGE_BANDS.map((b) => b.label),
      volumes,
      titles: sum(rows, (r) => r.titles),
      averageAge: volumes > 0 ? Math.round((years / volumes) * 10) / 10 : 0,
      unborrowedTitles: sum(rows, (r) => r.unborrowedTitles),
      unborrowedVolumes: sum(rows, (r) => r.unborrowedVolumes),
      weedingCandidates: sum(rows, (r) => r.weedingCandidates),
      byAge,
      rows: rows.map((r) => ({
        code: r.code,
        name: r.name,
        volumes: r.volumes,
        titles: r.titles,
        averageAge: r.averageAge,
        unborrowedTitles: r.unborrowedTitles,
        unborrowedVolumes: r.unborrowedVolumes,
        weedingCandidates: r.weedingCandidates,
        byAge: r.byAge,
        loans3y: r.loans3y,
      })),
    };
  }),

  demoHandler(replenishmentPlan, (input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const rs = resolveScope(scope);
    const price = input.averagePrice ?? DEFAULT_BOOK_PRICE;
    const cost = (volumes: number) => Math.round(volumes * price);
    const schools = replenishment(scope, requestPeriod(raw));
    const rows = schools
      .map((r) => ({
        libraryId: r.libraryId,
        name: r.name,
        districtName: r.districtName,
        levelName: r.levelName,
        volumesPerStudent: r.volumesPerStudent,
        standard: r.standard,
        newPerStudent: r.newPerStudent,
        students: r.students,
        volumes: r.volumes,
        requiredVolumes: r.requiredVolumes,
        gap: r.gap,
        newVolumes: r.newVolumes,
        newGap: r.newGap,
        planned: r.planned,
        cost: cost(r.planned),
      }))
      .sort((a, b) => b.gap - a.gap || b.planned - a.planned || a.libraryId - b.libraryId);
    const total = (f: (r: (typeof rows)[number]) => number) => sum(rows, f);
    return {
      scope: { level: rs.level, name: rs.name },
      averagePrice: price,
      defaultPrice: DEFAULT_BOOK_PRICE,
      newBooksPerStudent: NEW_BOOKS_PER_STUDENT,
      students: total((r) => r.students),
      volumes: total((r) => r.volumes),
      requiredVolumes: total((r) => r.requiredVolumes),
      gap: total((r) => r.gap),
      newVolumes: total((r) => r.newVolumes),
      newGap: total((r) => r.newGap),
      planned: total((r) => r.planned),
      cost: total((r) => r.cost),
      schoolsBelowStandard: rows.filter((r) => r.gap > 0).length,
      rows,
      byCategory: CATEGORIES.map((cat, c) => {
        const planned = sum(schools, (s) => s.plannedByCategory[c] ?? 0);
        return {
          code: cat.code,
          name: cat.name,
          volumes: sum(schools, (s) => s.heldByCategory[c] ?? 0),
          recommendedShare: Math.round(RECOMMENDED_PROFILE[c] * 10000) / 10000,
          planned,
          cost: cost(planned),
        };
      }),
    };
  }),

  // Not by period: the last eight weeks up to yesterday, whatever year the page shows.
  demoHandler(weeklyLoans, (_input, { account, raw }) => {
    const scope = requestScope(account, raw);
    const rs = resolveScope(scope);
    return { scope: { level: rs.level, name: rs.name }, today: DEMO_TODAY, weeks: loansByWeek(scope, WEEKS) };
  }),
];
