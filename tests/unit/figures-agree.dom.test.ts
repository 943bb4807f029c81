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
import { pointCount } from '@/api/contract/activity';
import {
  bookCollection,
  bookManagement,
  circulationSummary,
  loanBookBorrowTotal,
  loanData,
  threeYearCirculation,
} from '@/api/contract/library';
import { readingByUnit, readingOverview, readingTrend } from '@/api/contract/reading';
import { ranking } from '@/api/contract/ranking';
import { schoolList } from '@/api/contract/school';
import { teachingData } from '@/api/contract/teaching';
import { verifyTotal } from '@/api/contract/verify';
import type { RankingFamilyKey, RankingLevelKey } from '@/api/contract/ranking';
import { CURRENT_YEAR_ID, DEMO_LIBRARY_ID, findSchool, getCity, schoolYears } from '@/demo/district';
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
 *
 * The roll (学生数, 教师数, 班级数) is the school year's (the synthetic city's roll changes from year to year: classes
 * move up a grade, the top grade leaves, a first grade enters, a few students and teachers come and go), so every
 * call's roll of a unit is also checked against that year's roll as the city itself holds it, and a past year's
 * 学生数 against today's.
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

type Roll = { students: number; teachers: number; classes: number };
const ROLL_KEYS = ['students', 'teachers', 'classes'] as const;

/** Every unit's roll in every school year (key `${unit}#${yearId}`), from the city's own rolls, not from any call. */
function rollsOfCity(): Map<string, Roll> {
  const out = new Map<string, Roll>();
  const add = (unit: string, yearId: number, r: Roll) => {
    const key = `${unit}#${yearId}`;
    const had = out.get(key) ?? { students: 0, teachers: 0, classes: 0 };
    out.set(key, { students: had.students + r.students, teachers: had.teachers + r.teachers, classes: had.classes + r.classes });
  };
  const city = getCity();
  for (const d of city.districts)
    for (const s of d.schools)
      for (const roll of s.rolls) {
        const own = { students: roll.students, teachers: roll.teachers.length, classes: roll.classes.length };
        for (const unit of [unitOf('city', city.name), unitOf('district', d.name), unitOf('library', s.name)]) add(unit, roll.yearId, own);
        s.campuses.forEach((c, i) =>
          add(unitOf('campus', c.name), roll.yearId, {
            students: roll.campusStudents[i],
            teachers: roll.campusTeachers[i],
            classes: roll.classes.filter((x) => x.campusId === c.campusId).length,
          }),
        );
      }
  return out;
}
const ROLLS = rollsOfCity();
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

  // 师生平均借阅 (and its wall): the readers are the roll's students and teachers.
  const averages = (await get(loanData)) as { scope: { level: string; name: string }; students: object; teachers: object };
  note(ledger, scopeUnit(averages.scope), 'loanData.students', averages.students, [['readers', 'students']]);
  note(ledger, scopeUnit(averages.scope), 'loanData.teachers', averages.teachers, [['readers', 'teachers']]);
  const counts = (await get(pointCount)) as { scope: { level: string; name: string } };
  note(ledger, scopeUnit(counts.scope), 'pointCount', counts, ['schools', 'campuses', 'classes', 'students', 'teachers']);
  // 近三学年流通 of this year: the row of the year shown (each year against its own roll: the test below).
  const years = (await get(threeYearCirculation)) as { scope: { level: string; name: string }; rows: { yearId: number }[] };
  for (const r of years.rows.filter((x) => x.yearId === yearId))
    note(ledger, scopeUnit(years.scope), 'threeYearCirculation', r, ['students']);
  if (basic.scope.level === 'library' || basic.scope.level === 'campus') {
    // The school report of the year's latest assessment: its 应测 are the roll's students.
    const test = (await get(verifyTotal)) as { scope: { level: string; name: string }; test: unknown } & Record<string, unknown>;
    if (test.test) note(ledger, scopeUnit(test.scope), 'verifyTotal', test, ['students']);
  }
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
        // Every call's roll of a unit is that year's roll (not today's, not another year's).
        const rollChecks = [...ledger.entries()].flatMap(([k, seen]) => {
          const [unit, key] = k.split(' · ');
          const roll = ROLLS.get(`${unit.replace(/@.*$/, '')}#${year.id}`);
          const field = ROLL_KEYS.find((f) => f === key);
          return roll && field ? [{ k, value: seen[0].value, roll: roll[field] }] : [];
        });
        expect(rollChecks.filter((c) => c.value !== c.roll).slice(0, 12)).toEqual([]);
        expect(rollChecks.length).toBeGreaterThan(3);
        // Covered classes are distinct classes: never more than the classes there are.
        for (const [where, classesCovered, classes] of covered)
          expect(`${where} ${classesCovered} ≤ ${classes}`).toBe(`${where} ${Math.min(classesCovered, classes)} ≤ ${classes}`);
        // The test saw real overlap: most figures came from more than one call.
        expect([...ledger.values()].filter((s) => s.length > 1).length).toBeGreaterThan(10);
      }, 60_000);
    }
  }
});

describe("a past school year shows that year's roll (学生数, 教师数, 班级数)", () => {
  for (const scope of SCOPES) {
    test(`${scope.name}: each year's roll on 首页 and in 近三学年流通; a past year's differs from today's where the roll changed`, async () => {
      as(scope.login, scope.campusId ?? null);
      const basics = new Map<number, { scope: { level: string; name: string } } & Roll>();
      for (const year of schoolYears()) basics.set(year.id, await call(basicData, { yearId: year.id }));
      const now = basics.get(CURRENT_YEAR_ID)!;
      const unit = unitOf(now.scope.level, now.scope.name);
      // 近三学年流通 asked for this year lists each year with that year's students.
      const three = await call(threeYearCirculation, { yearId: CURRENT_YEAR_ID });
      expect(three.rows.map((r) => r.yearId)).toEqual(schoolYears().map((y) => y.id));
      for (const r of three.rows) expect(`${r.yearId}: ${r.students}`).toBe(`${r.yearId}: ${basics.get(r.yearId)!.students}`);
      let changed = 0;
      for (const year of schoolYears()) {
        const page = basics.get(year.id)!;
        const roll = ROLLS.get(`${unit}#${year.id}`)!;
        expect({ year: year.id, students: page.students, teachers: page.teachers, classes: page.classes }).toEqual({
          year: year.id,
          ...roll,
        });
        if (year.id === CURRENT_YEAR_ID) continue;
        const today = ROLLS.get(`${unit}#${CURRENT_YEAR_ID}`)!;
        for (const f of ROLL_KEYS)
          if (roll[f] !== today[f]) {
            changed++;
            expect(`${year.name} ${f} ${page[f]}`).not.toBe(`${year.name} ${f} ${now[f]}`);
          }
      }
      // The roll did change: last year's 学生数 is not today's.
      expect(changed).toBeGreaterThan(0);
      expect(basics.get(CURRENT_YEAR_ID - 1)!.students).not.toBe(now.students);
    }, 60_000);
  }
});
