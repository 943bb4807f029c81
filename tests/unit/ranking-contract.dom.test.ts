import { call } from '@/api/client';
import type { Data } from '@/api/define';
import { familyLevel, ranking, rankingColumns, RANKING_FAMILY_KEYS, type RankingMetricKey } from '@/api/contract/ranking';
import { BENCH_ROWS_KEY } from '@/demo/handlers/ranking';
import { DEMO_LIBRARY_ID, DEMO_ZONE_ORG_ID, SECOND_DISTRICT_ORG_ID, findDistrict, findSchool } from '@/demo/district';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * rank/queryRanking beyond paging, through the wrapper and the demo API: every row at once (the columnar table),
 * the previous period's ranks, the minimum headcount, the narrowing (districtId … classId) with `within` and
 * `options`, periods without data, and the sums a drill-down relies on.
 */

type Result = Data<typeof ranking>;
type Table = NonNullable<Result['table']>;

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

function as(login: string, library?: number) {
  const token = demoToken(login);
  setToken(token);
  useSession.setState({ token, curLibrary: library ? { id: library, name: findSchool(library)!.name } : null, curCampusId: null });
}

/** Row i of a table as the paged rows give it (own name, rank, previous rank, headcount, values). */
function tableRow(t: Table, columns: readonly RankingMetricKey[], i: number) {
  return {
    id: t.id[i],
    rank: t.rank[i],
    previousRank: t.previousRank[i],
    students: t.students[i],
    place: t.places[t.place[i]],
    values: Object.fromEntries(columns.map((c) => [c, t.values[c]![i]])),
  };
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

describe('all rows at once (table)', () => {
  test.each([
    ['zone', 'participation', 'school'],
    ['zone', 'overall', 'class'],
    ['library', 'circulation', 'student'],
    ['library', 'libraryBook', 'student'],
    ['library', 'teaching', 'teacher'],
    ['city', 'region', 'region'],
  ] as const)('%s %s/%s: the same rows, order and figures as the paged answer', async (login, family, level) => {
    as(login);
    const paged = await call(ranking, { family, level, size: 1000 });
    const all = await call(ranking, { family, level, all: true });
    expect(paged.table).toBeNull();
    expect(all.rows).toEqual([]);
    const t = all.table!;
    expect(all.total).toBe(paged.total);
    expect(t.id).toHaveLength(paged.total);
    // A page holds at most 1000 rows: the first page is compared row by row.
    expect(Object.keys(t.values).sort()).toEqual([...all.columns].sort());
    paged.rows.forEach((row, i) => {
      const r = tableRow(t, all.columns, i);
      expect(r.id).toBe(row.id);
      expect(r.rank).toBe(row.rank);
      expect(r.previousRank).toBe(row.previousRank);
      expect(r.students).toBe(row.students);
      for (const c of all.columns) expect(r.values[c], c).toBe(row[c]);
      expect(r.place).toEqual({
        districtId: row.districtId,
        districtName: row.districtName,
        libraryId: row.libraryId,
        schoolName: row.schoolName,
        campusId: row.campusId,
        campusName: row.campusName,
        grade: row.grade,
        gradeName: row.gradeName,
        classId: row.classId,
        className: row.className,
      });
      // The table carries own names; paged grades and classes of a multi-school scope carry the school's too.
      expect(row.name.endsWith(t.name[i])).toBe(true);
    });
  });

  test('a first screen (limit): the first rows of the whole ranking, its total and unranked, places of those rows only', async () => {
    as('zone');
    const input = { family: 'participation', level: 'class', all: true, minStudents: 45 } as const;
    const all = await call(ranking, input);
    const first = await call(ranking, { ...input, limit: 100 });
    const t = all.table!;
    const f = first.table!;
    expect(t.id.length).toBeGreaterThan(100);
    expect(f.id).toHaveLength(100);
    expect(first.size).toBe(100);
    expect(first.total).toBe(all.total);
    expect(all.total).toBe(t.id.length);
    // unranked counts the whole ranking: the 样本不足 rows come last, so the first screen holds none of them.
    expect(all.unranked).toBe(t.rank.filter((r) => r === null).length);
    expect(all.unranked).toBeGreaterThan(0);
    expect(first.unranked).toBe(all.unranked);
    expect(f.rank.every((r) => r !== null)).toBe(true);
    for (let i = 0; i < 100; i++) {
      expect(f.id[i]).toBe(t.id[i]);
      expect(f.rank[i]).toBe(t.rank[i]);
      expect(f.previousRank[i]).toBe(t.previousRank[i]);
      expect(f.values.participationRate![i]).toBe(t.values.participationRate![i]);
      expect(f.places[f.place[i]]).toEqual(t.places[t.place[i]]);
    }
    expect(f.places.length).toBeLessThanOrEqual(new Set(f.place).size);
    // A ranking shorter than the limit comes whole.
    const small = await call(ranking, { family: 'participation', level: 'school', all: true, limit: 100 });
    expect(small.table!.id).toHaveLength(small.total);
    expect(small.unranked).toBe(0);
  });

  test('a first screen of students: the first rows of the whole ranking, with their ranks and previous ranks, for every family and both orders', async () => {
    // Student rankings are computed column by column and only the rows asked for are built
    // (src/demo/district/reading.ts studentRanking): a first screen must be exactly the head of the whole ranking.
    as('library');
    const families = RANKING_FAMILY_KEYS.filter((f) => familyLevel(f) === null);
    expect(families.length).toBeGreaterThanOrEqual(8);
    for (const family of families)
      for (const [order, metric, grade] of [
        ['desc', undefined, undefined],
        ['asc', rankingColumns(family, 'student').at(-1), 4],
      ] as const) {
        const input = { family, level: 'student', all: true, order, metric, grade } as const;
        const all = await call(ranking, input);
        const first = await call(ranking, { ...input, limit: 60 });
        const what = JSON.stringify(input);
        const t = all.table!;
        const f = first.table!;
        expect(t.id.length, what).toBeGreaterThan(60);
        expect(f.id, what).toHaveLength(60);
        expect(first.total, what).toBe(all.total);
        expect(
          f.previousRank.some((r) => r !== null),
          what,
        ).toBe(true);
        for (let i = 0; i < 60; i++) {
          const row = tableRow(f, first.columns, i);
          expect(row, `${what} row ${i}`).toEqual(tableRow(t, all.columns, i));
        }
      }
  });

  test('places are shared: the students of a class point to one place, the class', async () => {
    as('library');
    const all = await call(ranking, { family: 'participation', level: 'student', all: true });
    const t = all.table!;
    const classes = new Set(t.places.map((p) => p.classId));
    expect(t.places).toHaveLength(classes.size);
    expect(t.id.length).toBeGreaterThan(t.places.length * 30);
    expect(t.places.every((p) => p.className !== null && p.gradeName !== null && p.campusName !== null)).toBe(true);
  });
});

describe('ranks', () => {
  test('competition ranks: equal values share a rank, the next rank skips (1, 2, 2, 4)', async () => {
    as('library');
    const all = await call(ranking, { family: 'qualityAccuracy', level: 'student', all: true });
    const t = all.table!;
    const v = t.values.accuracy!;
    let ties = 0;
    for (let i = 1; i < t.id.length; i++) {
      expect(v[i]).toBeLessThanOrEqual(v[i - 1]);
      if (v[i] === v[i - 1]) {
        ties++;
        expect(t.rank[i]).toBe(t.rank[i - 1]);
      } else expect(t.rank[i]).toBe(i + 1);
    }
    expect(ties).toBeGreaterThan(0);
  });

  test('minStudents: units below it are not ranked (rank null), listed after the ranked ones; ranks close up', async () => {
    as('zone');
    const full = await call(ranking, { family: 'participation', level: 'class', all: true });
    const min = 45;
    const cut = await call(ranking, { family: 'participation', level: 'class', all: true, minStudents: min });
    expect(cut.minStudents).toBe(min);
    const t = cut.table!;
    const small = t.students.filter((s) => s < min).length;
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(t.id.length);
    const firstUnranked = t.rank.indexOf(null);
    expect(firstUnranked).toBe(t.id.length - small);
    expect(t.rank.slice(firstUnranked).every((r) => r === null)).toBe(true);
    expect(t.students.slice(0, firstUnranked).every((s) => s >= min)).toBe(true);
    expect(t.rank[0]).toBe(1);
    expect(Math.max(...t.rank.slice(0, firstUnranked).map(Number))).toBeLessThanOrEqual(firstUnranked);
    // The same units either way.
    expect([...t.id].sort()).toEqual([...full.table!.id].sort());
    // Students are never cut (one student each).
    const students = await call(ranking, { family: 'participation', level: 'student', grade: 3, all: true, minStudents: 10 });
    expect(students.minStudents).toBe(0);
    expect(students.table!.rank.every((r) => r !== null)).toBe(true);
  });

  test('previousRank is the rank of the same entity in the period before (year, semester, month)', async () => {
    as('library');
    for (const [now, before] of [
      [{ yearId: 2026 }, { yearId: 2025 }],
      [{ semesterId: 20261 }, { semesterId: 20252 }],
      [{ semesterId: 20252 }, { semesterId: 20251 }],
      [{ month: '2026-09' }, { month: '2026-08' }],
      [{ month: '2026-01' }, { month: '2025-12' }],
    ] as const) {
      const cur = await call(ranking, { family: 'overall', level: 'class', all: true, ...now });
      const prev = await call(ranking, { family: 'overall', level: 'class', all: true, ...before });
      expect(cur.previousPeriod?.label, JSON.stringify(now)).toBe(prev.period.label);
      // A class keeps its id as it moves up a grade: its previous rank is its own rank then, as it was.
      const p = prev.table!;
      const prevRank = new Map(p.id.map((id, i) => [id, p.rank[i]]));
      const c = cur.table!;
      expect(c.id.map((id) => prevRank.get(id) ?? null)).toEqual(c.previousRank);
      expect(c.previousRank.some((r, i) => r !== c.rank[i])).toBe(true);
      // Across a school year that is the class one grade lower; this year's first grade was not at school then.
      const earlier = prev.period.yearId < cur.period.yearId;
      const prevGrade = new Map(p.id.map((id, i) => [id, p.places[p.place[i]].grade]));
      c.id.forEach((id, i) => {
        const grade = c.places[c.place[i]].grade!;
        if (earlier && grade === 1) expect(c.previousRank[i]).toBeNull();
        if (prevGrade.has(id)) expect(prevGrade.get(id)).toBe(earlier ? grade - 1 : grade);
      });
      expect(c.previousRank.some((r) => r !== null)).toBe(true);
    }
    // The first demo year has nothing before it.
    const first = await call(ranking, { family: 'overall', level: 'class', all: true, yearId: 2024 });
    expect(first.previousPeriod).toBeNull();
    expect(first.table!.previousRank.every((r) => r === null)).toBe(true);
  });

  test('first-grade students have no previous school year: no previous rank (新, no arrow), whatever the period', async () => {
    as('library');
    for (const period of [{ yearId: 2026 }, { semesterId: 20261 }, { month: '2026-09' }] as const) {
      const cur = await call(ranking, { family: 'circulation', level: 'student', all: true, ...period });
      const t = cur.table!;
      const first = t.id.map((_, i) => i).filter((i) => t.places[t.place[i]].grade === 1);
      const others = t.id.map((_, i) => i).filter((i) => t.places[t.place[i]].grade !== 1);
      expect(first.length, JSON.stringify(period)).toBeGreaterThan(0);
      expect(first.every((i) => t.previousRank[i] === null)).toBe(true);
      expect(others.some((i) => t.previousRank[i] !== null)).toBe(true);
    }
    // Within one school year (下学期 after 上学期) first graders were there before.
    const spring = await call(ranking, { family: 'circulation', level: 'student', all: true, semesterId: 20252 });
    const s = spring.table!;
    expect(s.id.some((_, i) => s.places[s.place[i]].grade === 1 && s.previousRank[i] !== null)).toBe(true);
  });

  test('a period without data has no rows; the period says so', async () => {
    as('zone');
    const future = await call(ranking, { family: 'participation', level: 'school', month: '2027-03', all: true });
    expect(future.period).toMatchObject({ month: '2027-03', months: 0, yearId: 2026 });
    expect(future.total).toBe(0);
    expect(future.table!.id).toEqual([]);
    const paged = await call(ranking, { family: 'participation', level: 'school', yearId: 2027 });
    expect(paged.rows).toEqual([]);
    expect(paged.period.months).toBe(0);
    const now = await call(ranking, { family: 'participation', level: 'school' });
    expect(now.period).toMatchObject({ yearId: 2026, semesterId: null, month: null, label: '2026-2027学年', months: 3 });
  });
});

describe('narrowing: districtId, libraryId, campusId, grade, classId', () => {
  test('the city narrows to a district, then a school; a zone account cannot leave its district', async () => {
    as('city');
    const city = await call(ranking, { family: 'overall', level: 'school', all: true });
    expect(city.options.districts).toHaveLength(4);
    expect(city.within).toEqual([]);
    const d = findDistrict(SECOND_DISTRICT_ORG_ID)!;
    const district = await call(ranking, { family: 'overall', level: 'school', districtId: d.districtId, all: true });
    expect(district.scope).toEqual({ level: 'district', name: d.name });
    expect(district.within).toEqual([{ level: 'district', id: d.districtId, name: d.name }]);
    expect(district.table!.id.sort()).toEqual(d.schools.map((s) => s.libraryId).sort());
    expect(district.options.schools.map((s) => s.id).sort()).toEqual(d.schools.map((s) => s.libraryId).sort());
    as('zone');
    const zone = await call(ranking, { family: 'overall', level: 'school', districtId: d.districtId, all: true });
    expect(zone.scope.name).toBe(findDistrict(DEMO_ZONE_ORG_ID)!.name);
    expect(zone.within).toEqual([]);
    expect(zone.options.districts).toEqual([]);
  });

  test('zone: school → campus → grade → class, `within` names each step and `options` offers the next', async () => {
    as('zone');
    const school = findSchool(DEMO_LIBRARY_ID)!;
    expect(school.campuses.length).toBeGreaterThan(1);
    const campus = school.campuses[1];
    const campuses = await call(ranking, { family: 'participation', level: 'campus', libraryId: school.libraryId, all: true });
    expect(campuses.within).toEqual([{ level: 'school', id: school.libraryId, name: school.name }]);
    expect(campuses.options.campuses.map((c) => c.id)).toEqual(school.campuses.map((c) => c.campusId));
    expect(campuses.table!.id.sort()).toEqual(school.campuses.map((c) => c.campusId).sort());
    // The schools stay a choice once one is chosen (a select switches between them).
    expect(campuses.options.schools.map((x) => x.id).sort()).toEqual(
      findDistrict(DEMO_ZONE_ORG_ID)!
        .schools.map((x) => x.libraryId)
        .sort(),
    );

    const grades = await call(ranking, {
      family: 'participation',
      level: 'grade',
      libraryId: school.libraryId,
      campusId: campus.campusId,
      all: true,
    });
    expect(grades.scope).toEqual({ level: 'campus', name: campus.name });
    expect(grades.within.map((w) => w.level)).toEqual(['school', 'campus']);
    expect(grades.options.grades.map((g) => g.id)).toEqual([...campus.grades].sort((a, b) => a - b));

    const grade = campus.grades[0];
    const classes = await call(ranking, {
      family: 'participation',
      level: 'class',
      libraryId: school.libraryId,
      campusId: campus.campusId,
      grade,
      all: true,
    });
    expect(classes.within.at(-1)).toMatchObject({ level: 'grade', id: grade });
    expect(classes.options.classes.map((c) => c.id).sort()).toEqual([...classes.table!.id].sort());
    expect(classes.options.classes.every((c) => c.campusName === campus.name && c.schoolName === null)).toBe(true);

    const classId = classes.table!.id[0];
    const students = await call(ranking, {
      family: 'participation',
      level: 'student',
      libraryId: school.libraryId,
      campusId: campus.campusId,
      grade,
      classId,
      all: true,
    });
    expect(students.within.at(-1)).toEqual({ level: 'class', id: classId, name: classes.table!.name[0] });
    expect(students.table!.places.map((p) => p.classId)).toEqual([classId]);
  });

  test('a grade is the sum of its classes, a class the sum of its students (additive columns), down a drill-down', async () => {
    as('zone');
    const schoolId = DEMO_LIBRARY_ID;
    for (const family of ['participation', 'expression', 'circulation', 'interaction', 'quality'] as const) {
      const grades = await call(ranking, { family, level: 'grade', libraryId: schoolId, all: true });
      const additive = grades.columns.filter((c) => !/Rate|PerStudent|accuracy/.test(c));
      expect(additive.length, family).toBeGreaterThan(0);
      const gt = grades.table!;
      for (let i = 0; i < gt.id.length; i++) {
        const grade = gt.places[gt.place[i]].grade!;
        const classes = await call(ranking, { family, level: 'class', libraryId: schoolId, grade, all: true });
        const ct = classes.table!;
        expect(sum(ct.students), `${family} ${grade} students`).toBe(gt.students[i]);
        for (const c of additive) expect(sum(ct.values[c]!), `${family} grade ${grade} ${c}`).toBe(gt.values[c]![i]);
      }
    }
    const cls = await call(ranking, { family: 'circulation', level: 'class', libraryId: schoolId, grade: 2, all: true });
    const classId = cls.table!.id[0];
    const students = await call(ranking, { family: 'circulation', level: 'student', libraryId: schoolId, classId, all: true });
    for (const c of students.columns) expect(sum(students.table!.values[c]!), c).toBe(cls.table!.values[c]![0]);
    expect(students.total).toBe(cls.table!.students[0]);
  });

  test('teacher levels: subjects to choose from; headcount = the students of the classes taught', async () => {
    as('library');
    const all = await call(ranking, { family: 'teaching', all: true });
    expect(all.options.subjects).toContain('语文');
    expect(all.table!.students.every((s) => s > 0)).toBe(true);
    expect(all.table!.subject.every((s) => s !== null)).toBe(true);
  });

  test("a past year ranks that year's roll: its classes under that year's names, its students, its teachers' 任教学生", async () => {
    as('library');
    const school = findSchool(DEMO_LIBRARY_ID)!;
    const past = school.rolls.find((r) => r.yearId === 2025)!;
    const cls = school.classes.find((c) => c.name === '三年级(2)班')!;
    const then = past.classes.find((c) => c.classId === cls.classId)!;
    expect(then.name).toBe('二年级(2)班');
    // A class's students follow the class (a link kept from this year, grade 3, still lists them, as 二年级(2)班).
    const students = await call(ranking, {
      family: 'circulation',
      level: 'student',
      grade: 3,
      classId: cls.classId,
      all: true,
      yearId: 2025,
    });
    const st = students.table!;
    expect(st.id.length).toBe(then.students);
    expect(new Set(st.place.map((i) => st.places[i].className))).toEqual(new Set(['二年级(2)班']));
    expect(students.within.at(-1)).toMatchObject({ level: 'class', id: cls.classId, name: '二年级(2)班' });
    const classes = await call(ranking, { family: 'overall', level: 'class', all: true, yearId: 2025 });
    expect(classes.table!.id.length).toBe(past.classes.length);
    // This year's 三年级 were 二年级 last year: a grade filter follows them into the period before.
    const third = await call(ranking, { family: 'overall', level: 'class', grade: 3, all: true, yearId: 2026 });
    expect(third.table!.previousRank.every((r) => r !== null)).toBe(true);
    const teachers = await call(ranking, { family: 'teaching', all: true, yearId: 2025 });
    const tt = teachers.table!;
    expect(tt.id.length).toBe(past.teachers.length);
    const size = new Map(past.classes.map((c) => [c.classId, c.students]));
    const taught = new Map(past.teachers.map((t) => [t.teacherId, t.classIds.reduce((a, id) => a + (size.get(id) ?? 0), 0)]));
    expect(tt.id.map((id, i) => tt.students[i] - taught.get(id)!)).toEqual(tt.id.map(() => 0));
  });
});

test('student columns are own totals; unit columns put per-student figures beside totals', () => {
  expect(rankingColumns('participation', 'student')).toEqual(['booksRead', 'wordsRead', 'minutes']);
  expect(rankingColumns('overall', 'student')).toEqual(['score', 'accuracy', 'booksRead', 'loans', 'expressions', 'interactions']);
  expect(rankingColumns('expression', 'class')).toEqual([
    'expressions',
    'expressionsPerStudent',
    'notes',
    'reviews',
    'readAloud',
    'drawings',
  ]);
  expect(rankingColumns('libraryBook', 'student')).toEqual(['categoriesBorrowed', 'loans']);
  expect(rankingColumns('circulation', 'student')[0]).toBe('loans');
  for (const level of ['region', 'school', 'campus', 'grade', 'class', 'teacher'] as const)
    expect(rankingColumns('libraryBook', level), level).not.toContain('categoriesBorrowed');
  for (const family of RANKING_FAMILY_KEYS) {
    for (const level of ['school', 'student'] as const) {
      const cols = rankingColumns(family, level);
      expect(new Set(cols).size, `${family}/${level}`).toBe(cols.length);
      expect(cols.length, `${family}/${level}`).toBeGreaterThan(0);
    }
  }
});

describe('学生馆藏借阅排名 is not 学生流通排名', () => {
  test('the two student pages rank on different metrics: 借阅类别数 and 学生借阅量', async () => {
    as('library');
    const books = await call(ranking, { family: 'libraryBook', level: 'student', size: 5 });
    const circulation = await call(ranking, { family: 'circulation', level: 'student', size: 5 });
    expect(books.metric).toBe('categoriesBorrowed');
    expect(books.columns).toEqual(['categoriesBorrowed', 'loans']);
    expect(circulation.metric).toBe('loans');
    expect(books.metric).not.toBe(circulation.metric);
    expect(books.rows.every((r) => r.value === r.categoriesBorrowed)).toBe(true);
    // Only students have it: a unit's 借阅类别数 would not be a sum of its students'.
    await expect(call(ranking, { family: 'libraryBook', level: 'class', metric: 'categoriesBorrowed' })).rejects.toThrow();
  });

  test.each([{}, { month: '2026-10' }, { semesterId: 20261 }])(
    'every student row %o: 0 without loans, at least 1 with any, never more than the loans or the 22 classes',
    async (period) => {
      as('zone');
      const d = await call(ranking, { family: 'libraryBook', level: 'student', all: true, ...period });
      const t = d.table!;
      const cats = t.values.categoriesBorrowed!;
      const loans = t.values.loans!;
      expect(cats.length).toBeGreaterThan(100);
      expect(cats).toHaveLength(loans.length);
      // Students without a loan are among the rows (no card, or no loan in the period).
      expect(loans.includes(0)).toBe(true);
      const bad = cats.flatMap((c, i) => {
        const l = loans[i];
        const ok = Number.isInteger(c) && c <= l && c <= 22 && (l === 0 ? c === 0 : c >= 1);
        return ok ? [] : [{ id: t.id[i], categoriesBorrowed: c, loans: l }];
      });
      expect(bad).toEqual([]);
      for (let i = 1; i < cats.length; i++) expect(cats[i]).toBeLessThanOrEqual(cats[i - 1]);
      // A figure of its own: not the loans under another name.
      expect(cats.some((c, i) => c < loans[i])).toBe(true);
    },
  );
});

test('demo only: the benchmark key pads a student table to N clearly named rows; paged answers are untouched', async () => {
  as('library');
  const real = await call(ranking, { family: 'participation', level: 'student', all: true });
  localStorage.setItem(BENCH_ROWS_KEY, '5000');
  const padded = await call(ranking, { family: 'participation', level: 'student', all: true });
  expect(padded.total).toBe(5000);
  expect(padded.table!.id).toHaveLength(5000);
  expect(padded.scope.name).toContain('演示基准数据 5000 行');
  expect(padded.table!.rank[0]).toBe(1);
  const v = padded.table!.values.booksRead!;
  for (let i = 1; i < v.length; i++) expect(v[i]).toBeLessThanOrEqual(v[i - 1]);
  const paged = await call(ranking, { family: 'participation', level: 'student', size: 5 });
  expect(paged.total).toBe(real.total);
  expect(paged.scope.name).toBe(real.scope.name);
});
