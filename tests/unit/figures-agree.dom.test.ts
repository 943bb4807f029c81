import { call } from '@/api/client';
import type { Endpoint } from '@/api/define';
import {
  basicData,
  globalData,
  loanLibrary,
  mapLibraryBookData,
  mapRegionBookData,
  monthlyActive,
  userActive,
} from '@/api/contract/overview';
import { bookCollection, bookManagement, circulationSummary, loanBookBorrowTotal } from '@/api/contract/library';
import { readingByUnit, readingOverview, readingTrend } from '@/api/contract/reading';
import { ranking } from '@/api/contract/ranking';
import { schoolList } from '@/api/contract/school';
import { teachingData } from '@/api/contract/teaching';
import type { RankingFamilyKey, RankingLevelKey } from '@/api/contract/ranking';
import { DEMO_LIBRARY_ID, findSchool, schoolYears } from '@/demo/district';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * One figure, one number (docs/rules.md#figures): for every scope (city, district, school, campus) and every
 * school year of the demo, the pages' own calls (dashboard, 图书馆数据, 阅读数据, 学校数据, 排行榜, 教学数据 and the
 * cockpits, which use the same calls) are made as the pages make them, and every catalogue figure that more
 * than one call carries for the same unit (the scope itself, or a district / school / campus row) must be the
 * same number in all of them. A field is read as the catalogue figure of the same key unless the call maps it
 * (e.g. overall/overview/queryBasicData `loans` is 借阅量（全部读者）, key `allLoans`).
 */

type Unit = 'city' | 'district' | 'library' | 'campus' | 'grade';
interface Seen {
  source: string;
  value: number;
}
type Ledger = Map<string, Seen[]>;
/** A field, or [field, catalogue key] when the call names the figure differently. */
type Pick = string | readonly [string, string];

function as(login: string, campusId: number | null = null) {
  const token = demoToken(login);
  setToken(token);
  useSession.setState({ token, curLibrary: null, curCampusId: campusId });
}

function note(ledger: Ledger, unit: string, source: string, obj: object, picks: readonly Pick[]) {
  const rec = obj as Record<string, unknown>;
  for (const p of picks) {
    const [field, key] = typeof p === 'string' ? [p, p] : p;
    const value = rec[field];
    if (typeof value !== 'number') continue;
    const k = `${unit} · ${key}`;
    const list = ledger.get(k) ?? [];
    list.push({ source, value });
    ledger.set(k, list);
  }
}

const unitOf = (level: string, name: string) => `${level}:${name}`;
const ROW_UNIT: Record<string, Unit> = {
  district: 'district',
  library: 'library',
  campus: 'campus',
  region: 'district',
  school: 'library',
};

/** The rate of people among the students: 参与率 and 活跃率 are two figures, each with its own key. */
const READING: readonly Pick[] = [
  'students',
  'participants',
  'participationRate',
  'activeReaders',
  'activeRate',
  'booksRead',
  'booksPerStudent',
  'quizzes',
  'accuracy',
  'expressions',
  'interactions',
];

/** The ranking families and levels that carry a unit's figures (first ranking page of each area). */
const RANKINGS: readonly { family: RankingFamilyKey; levels: readonly RankingLevelKey[] }[] = [
  { family: 'libraryBook', levels: ['region', 'school', 'campus'] },
  { family: 'circulation', levels: ['region', 'school', 'campus'] },
  { family: 'participation', levels: ['region', 'school', 'campus'] },
  { family: 'overall', levels: ['region', 'school', 'campus'] },
];

async function collect(ledger: Ledger, yearId: number, coveredAgainstClasses: [string, number, number][]) {
  const y = { yearId };
  const get = <E extends Endpoint>(e: E, input: object = {}) => call(e, { ...y, ...input } as never) as Promise<never>;

  const basic = (await get(basicData)) as { scope: { level: string; name: string }; classes: number } & Record<string, unknown>;
  const scopeUnit = (s: { level: string; name: string }) => unitOf(s.level, s.name);
  note(ledger, scopeUnit(basic.scope), 'basicData', basic, [
    'schools',
    'campuses',
    'classes',
    'students',
    'teachers',
    'volumes',
    'titles',
    'volumesPerStudent',
    ['loans', 'allLoans'],
    'loansPerStudent',
    'activeReaders',
    'participationRate',
    'activeRate',
  ]);

  const active = (await get(userActive)) as { scope: { level: string; name: string }; rows: { name: string }[] };
  note(ledger, scopeUnit(active.scope), 'userActive', active, ['students', 'activeReaders', 'participationRate', 'activeRate']);
  if (active.scope.level === 'city' || active.scope.level === 'district') {
    const unit = active.scope.level === 'city' ? 'district' : 'library';
    for (const r of active.rows)
      note(ledger, unitOf(unit, r.name), 'userActive.rows', r, ['students', 'activeReaders', 'participationRate', 'activeRate']);
  }

  const monthly = (await get(monthlyActive)) as { scope: { level: string; name: string }; rows: { month: string }[] };
  for (const r of monthly.rows)
    note(ledger, `${scopeUnit(monthly.scope)}@${r.month}`, 'monthlyActive', r, [
      'students',
      'activeReaders',
      'participationRate',
      'activeRate',
    ]);
  const trend = (await get(readingTrend)) as { scope: { level: string; name: string }; rows: { month: string }[] };
  for (const r of trend.rows) note(ledger, `${scopeUnit(trend.scope)}@${r.month}`, 'readingTrend', r, READING);

  const global = (await get(globalData)) as { scope: { level: string; name: string } };
  note(ledger, scopeUnit(global.scope), 'globalData', global, READING);
  const overview = (await get(readingOverview)) as { scope: { level: string; name: string } };
  note(ledger, scopeUnit(overview.scope), 'readingOverview', overview, READING);
  const units = (await get(readingByUnit)) as { level: string; rows: { name: string }[] };
  for (const r of units.rows) note(ledger, unitOf(ROW_UNIT[units.level], r.name), 'readingByUnit', r, READING);

  const groups = (await get(loanLibrary)) as { groupBy: string; rows: { name: string }[] };
  if (groups.groupBy !== 'grade')
    for (const r of groups.rows)
      note(ledger, unitOf(ROW_UNIT[groups.groupBy], r.name), 'loanLibrary', r, [
        'students',
        ['loans', 'allLoans'],
        'loansPerStudent',
        'volumes',
        'volumesPerStudent',
      ]);
  const schoolsMap = (await get(mapLibraryBookData)) as { points: { name: string }[] };
  for (const p of schoolsMap.points)
    note(ledger, unitOf('library', p.name), 'mapLibraryBookData', p, ['students', 'volumes', ['loans', 'allLoans']]);
  const spans = basic.scope.level === 'city' || basic.scope.level === 'district';
  if (spans) {
    // A school account's map draws its own school inside its district's outline: only a district or the city has district points.
    const regionMap = (await get(mapRegionBookData)) as { points: { name: string }[] };
    for (const p of regionMap.points)
      note(ledger, unitOf('district', p.name), 'mapRegionBookData', p, ['students', 'volumes', ['loans', 'allLoans'], 'schools']);
  }

  const circ = (await get(circulationSummary)) as { scope: { level: string; name: string } };
  note(ledger, scopeUnit(circ.scope), 'circulationSummary', circ, [
    ['loans', 'allLoans'],
    ['studentLoans', 'loans'],
    'teacherLoans',
    ['borrowers', 'allBorrowers'],
    ['studentBorrowers', 'borrowers'],
    'students',
    'loansPerStudent',
    'borrowRate',
  ]);
  const totals = (await get(loanBookBorrowTotal)) as { scope: { level: string; name: string }; rows: { name: string }[] };
  const totalUnit = totals.scope.level === 'library' || totals.scope.level === 'campus' ? 'campus' : 'library';
  for (const r of totals.rows)
    note(ledger, unitOf(totalUnit, r.name), 'loanBookBorrowTotal', r, ['students', ['loans', 'allLoans'], 'loansPerStudent']);

  const manage = (await get(bookManagement)) as { scope: { level: string; name: string } };
  note(ledger, scopeUnit(manage.scope), 'bookManagement', manage, ['volumes', 'titles', 'students', 'volumesPerStudent']);
  const collection = (await get(bookCollection)) as { scope: { level: string; name: string }; rows: { name: string }[] };
  const collUnit = collection.scope.level === 'library' || collection.scope.level === 'campus' ? 'campus' : 'library';
  for (const r of collection.rows)
    note(ledger, unitOf(collUnit, r.name), 'bookCollection', r, ['students', 'volumes', 'volumesPerStudent']);

  if (spans) {
    const list = (await get(schoolList)) as { rows: { name: string }[] };
    for (const r of list.rows)
      note(ledger, unitOf('library', r.name), 'schoolList', r, [
        'classes',
        'students',
        'teachers',
        'volumes',
        'volumesPerStudent',
        ['loans', 'allLoans'],
        'loansPerStudent',
        'participants',
        'participationRate',
        'booksPerStudent',
        'quizzes',
        'accuracy',
      ]);
  }

  const teach = (await get(teachingData)) as { scope: { level: string; name: string }; classesCovered: number; classTasks?: number };
  note(ledger, scopeUnit(teach.scope), 'teachingData', teach, ['teachers', 'classesCovered', 'classTasks']);
  coveredAgainstClasses.push([`${scopeUnit(teach.scope)} ${yearId}`, teach.classesCovered, basic.classes]);

  // The ranking levels the 排行榜 offers a scope: its own level and below (a school's campuses, a district's schools …).
  const offered: readonly RankingLevelKey[] =
    basic.scope.level === 'city' ? ['region', 'school', 'campus'] : basic.scope.level === 'district' ? ['school', 'campus'] : ['campus'];
  for (const { family, levels } of RANKINGS) {
    for (const level of levels.filter((l) => offered.includes(l))) {
      const res = (await get(ranking, { family, level, all: true })) as {
        table: { name: string[]; students: number[]; values: Record<string, number[]> } | null;
      };
      const t = res.table;
      if (!t) continue;
      t.name.forEach((name, i) => {
        const row: Record<string, number> = { students: t.students[i] };
        for (const [k, v] of Object.entries(t.values)) row[k] = v[i];
        note(ledger, unitOf(ROW_UNIT[level], name), `rank ${family}/${level}`, row, [
          'students',
          ...Object.keys(t.values).filter((k) => k !== 'score'),
        ]);
      });
    }
  }
}

const school = findSchool(DEMO_LIBRARY_ID)!;
const SCOPES: readonly { name: string; login: string; campusId?: number }[] = [
  { name: 'city', login: 'city' },
  { name: 'district', login: 'zone' },
  { name: 'school', login: 'library' },
  { name: 'campus', login: 'library', campusId: school.campuses[1]?.campusId ?? school.campuses[0].campusId },
];

describe('one figure, one number: every call that carries a figure of a unit gives the same number', () => {
  for (const scope of SCOPES) {
    for (const year of schoolYears()) {
      test(`${scope.name} ${year.name}`, async () => {
        as(scope.login, scope.campusId ?? null);
        const ledger: Ledger = new Map();
        const covered: [string, number, number][] = [];
        await collect(ledger, year.id, covered);
        const disagreements = [...ledger.entries()]
          .filter(([, seen]) => new Set(seen.map((s) => s.value)).size > 1)
          .map(([k, seen]) => `${k}: ${seen.map((s) => `${s.source} ${s.value}`).join(' / ')}`);
        expect(disagreements.slice(0, 12)).toEqual([]);
        // Covered classes are distinct classes: never more than the classes there are.
        for (const [where, classesCovered, classes] of covered)
          expect(`${where} ${classesCovered} ≤ ${classes}`).toBe(`${where} ${Math.min(classesCovered, classes)} ≤ ${classes}`);
        // The test saw real overlap: most figures came from more than one call.
        expect([...ledger.values()].filter((s) => s.length > 1).length).toBeGreaterThan(10);
      }, 60_000);
    }
  }
});
