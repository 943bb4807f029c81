import { call } from '@/api/client';
import { assessmentHistory, cohortTracking } from '@/api/contract/assessment-history';
import { powerDimension, verifyTotal } from '@/api/contract/verify';
import {
  DEMO_LIBRARY_ID,
  DEMO_ZONE_ORG_ID,
  TEST_SLOTS,
  classTestStudents,
  findClass,
  findDistrict,
  findSchool,
  resolveScope,
} from '@/demo/district';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

/**
 * The figures the assessment pages rely on, through real HTTP (axios wrapper → msw → demo handlers):
 * students add up to their class, classes to their grade, grades to the school (bands, students tested, score and
 * dimension sums); the distribution adds up to the students tested; a cohort's growth counts add up and its
 * students' earlier scores are the earlier test's class figures; the same student has the same score on a class
 * report and on cohort tracking; the radar's reference names its level.
 */

const sum = <T>(rows: readonly T[], f: (r: T) => number) => rows.reduce((a, r) => a + f(r), 0);
const round1 = (x: number) => Math.round(x * 10) / 10;

function as(login: string, library?: { id: number; name: string } | null) {
  const token = demoToken(login);
  setToken(token);
  useSession.setState({ token, curLibrary: library ?? null, curCampusId: null });
}

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => consoleError.mockRestore());

/** Weighted average of group scores by students tested, as the server sums them (to the figure's precision). */
const weighted = (groups: readonly { tested: number; averageScore: number }[]) =>
  sum(groups, (g) => g.tested * g.averageScore) / sum(groups, (g) => g.tested);

describe('a class adds up to its grade, a grade to its school', () => {
  test.each([
    ['library', null, 2026],
    ['library', null, 2025],
    ['zone', { id: 103, name: findSchool(103)!.name }, 2026],
  ] as const)('as %s (library %o), school year %i', async (login, library, yearId) => {
    as(login, library);
    const school = await call(verifyTotal, { yearId });
    expect(school.test).not.toBeNull();
    expect(school.groupBy).toBe('grade');
    expect(sum(school.groups, (g) => g.students)).toBe(school.students);
    expect(sum(school.groups, (g) => g.tested)).toBe(school.tested);
    for (let b = 0; b < 4; b++) expect(sum(school.groups, (g) => g.bands[b].count)).toBe(school.bands[b].count);
    // Averages are one-decimal figures of exact sums: the grades' weighted average is the school's within rounding.
    expect(Math.abs(weighted(school.groups) - school.averageScore)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(sum(school.distribution, (b) => b.count)).toBe(school.tested);

    for (const gradeRow of school.groups) {
      const grade = await call(verifyTotal, { yearId, grade: gradeRow.id });
      expect(grade).toMatchObject({
        reportLevel: 'grade',
        groupBy: 'class',
        students: gradeRow.students,
        tested: gradeRow.tested,
        averageScore: gradeRow.averageScore,
      });
      expect(grade.bands.map((b) => b.count)).toEqual(gradeRow.bands.map((b) => b.count));
      expect(sum(grade.groups, (c) => c.tested)).toBe(grade.tested);
      expect(sum(grade.groups, (c) => c.students)).toBe(grade.students);
      for (let b = 0; b < 4; b++) expect(sum(grade.groups, (c) => c.bands[b].count)).toBe(grade.bands[b].count);
      expect(sum(grade.distribution, (b) => b.count)).toBe(grade.tested);
      expect(Math.abs(weighted(grade.groups) - grade.averageScore)).toBeLessThanOrEqual(0.05 + 1e-9);
    }
  });
});

describe('students add up to their class', () => {
  test('every seat is listed; the tested ones give the class figures exactly', async () => {
    as('library');
    const grade = await call(verifyTotal, { grade: 3 });
    const power = await call(powerDimension, { grade: 3 });
    for (const c of grade.groups) {
      const cls = await call(verifyTotal, { classId: c.id });
      const dims = await call(powerDimension, { classId: c.id });
      const tested = cls.studentScores.filter((s) => s.tested);
      expect(cls.studentScores).toHaveLength(c.students);
      expect(cls.studentScores.map((s) => s.seat)).toEqual(Array.from({ length: c.students }, (_, i) => i + 1));
      expect(tested).toHaveLength(c.tested);
      expect(round1(sum(tested, (s) => s.score!) / tested.length)).toBe(c.averageScore);
      expect(cls.bands.map((b) => tested.filter((s) => s.band === b.key).length)).toEqual(c.bands.map((b) => b.count));
      for (const s of tested) {
        const band = cls.bands.find((b) => b.key === s.band)!;
        expect(s.score).toBeGreaterThanOrEqual(band.min);
        expect(s.score).toBeLessThanOrEqual(band.max);
        expect(s.dimensions).toHaveLength(5);
        // Competition rank: one plus the students with a higher score.
        expect(s.rank).toBe(1 + tested.filter((t) => t.score! > s.score!).length);
      }
      for (const s of cls.studentScores.filter((x) => !x.tested))
        expect(s).toMatchObject({ score: null, band: null, rank: null, dimensions: [] });
      // The class's five dimensions are the averages of its students'.
      dims.dimensions.forEach((d, i) => expect(round1(sum(tested, (s) => s.dimensions[i].score) / tested.length)).toBe(d.score));
      expect(power.groups.find((g) => g.id === c.id)!.dimensions).toEqual(dims.dimensions);
      // This year's students are the class's roster: current ids and names.
      expect(cls.studentScores.every((s) => s.studentId === c.id * 100 + s.seat)).toBe(true);
      expect(sum(cls.distribution, (b) => b.count)).toBe(c.tested);
    }
  });

  test('the distribution of a class counts its students per 5-point bin', async () => {
    as('library');
    const grade = await call(verifyTotal, { grade: 5 });
    const cls = await call(verifyTotal, { classId: grade.groups[0].id });
    for (const bin of cls.distribution) {
      expect(bin.count).toBe(cls.studentScores.filter((s) => s.score !== null && s.score >= bin.min && s.score <= bin.max).length);
    }
    expect(cls.distribution[0]).toMatchObject({ min: 0, max: 39 });
    expect(cls.distribution.at(-1)).toMatchObject({ min: 95, max: 100 });
  });

  test('a class report of an earlier year names the students who sat it: the cohort one grade up today', async () => {
    as('library');
    const last = await call(verifyTotal, { yearId: 2025, grade: 2 });
    const cls = await call(verifyTotal, { yearId: 2025, classId: last.groups[0].id });
    const then = findClass(last.groups[0].id)!;
    const now = findSchool(DEMO_LIBRARY_ID)!.classes.find((c) => c.grade === 3 && c.section === then.section)!;
    const present = cls.studentScores.filter((s) => s.studentId !== null);
    expect(present.length).toBeGreaterThan(0);
    for (const s of present) expect(s.studentId).toBe(now.classId * 100 + s.seat);
    // Seats beyond today's class size have left the school.
    for (const s of cls.studentScores.filter((x) => x.seat > now.students)) expect(s.studentId).toBeNull();
  });

  test('the demo split is exact for every class of a district at every test it sat', () => {
    for (const part of resolveScope({ districtId: DEMO_ZONE_ORG_ID }).parts.slice(0, 3)) {
      const data = part.data;
      for (const row of part.classRows) {
        for (const t of TEST_SLOTS) {
          const students = classTestStudents(data, row, t); // fills the assessment tables on first use
          const k = row.index * 12 + t.slot;
          const tested = students.filter((s) => s.score !== null);
          expect(tested.length).toBe(data.aTested[k]);
          expect(sum(tested, (s) => s.score!)).toBe(data.aScoreSum[k]);
          for (let d = 0; d < 5; d++) expect(sum(tested, (s) => s.dims![d])).toBe(data.aDimSum[k * 5 + d]);
          for (let b = 0; b < 4; b++) expect(tested.filter((s) => s.band === b).length).toBe(data.aBands[k * 4 + b]);
        }
      }
    }
    expect(findDistrict(DEMO_ZONE_ORG_ID)!.schools.length).toBeGreaterThan(3);
  });
});

describe('the radar reference names its level', () => {
  test('a school against its district, a grade against its school, a class against its grade', async () => {
    as('library');
    const school = await call(powerDimension, {});
    expect(school.reference).toMatchObject({ name: findDistrict(DEMO_ZONE_ORG_ID)!.name, level: 'district' });
    const grade = await call(powerDimension, { grade: 2 });
    expect(grade.reference).toMatchObject({ name: findSchool(DEMO_LIBRARY_ID)!.name, level: 'library' });
    expect(grade.reference!.dimensions).toEqual(school.dimensions);
    const cls = await call(powerDimension, { classId: (await call(verifyTotal, { grade: 2 })).groups[0].id });
    expect(cls.reference).toMatchObject({ name: '二年级', level: 'grade' });
    expect(cls.reference!.dimensions).toEqual(grade.dimensions);
    as('zone');
    expect((await call(powerDimension, {})).reference).toMatchObject({ level: 'city' });
  });
});

describe('history and cohort tracking', () => {
  test('history lists the school grades; a point is the verify total of that test', async () => {
    as('library');
    const h = await call(assessmentHistory, {});
    expect(h.grades.map((g) => g.grade)).toEqual(findSchool(DEMO_LIBRARY_ID)!.grades.map((g) => g.grade));
    for (const p of h.points) {
      const t = await call(verifyTotal, { yearId: p.test.yearId, testId: p.test.testId });
      expect({ tested: t.tested, averageScore: t.averageScore, students: t.students }).toEqual({
        tested: p.tested,
        averageScore: p.averageScore,
        students: p.students,
      });
    }
  });

  test('growth: counts add up, earlier scores are the earlier test, the same student scores the same on a class report', async () => {
    as('library');
    const c = await call(cohortTracking, { grade: 6 });
    const g = c.growth!;
    expect(g.from.testId).toBe(c.points[0].test.testId);
    expect(g.to.testId).toBe(c.points.at(-1)!.test.testId);
    expect(g.followed).toBe(c.points[0].tested);
    expect(g.students).toHaveLength(g.followed);
    expect(g.improved + g.stable + g.declined).toBe(g.compared);
    expect(g.compared + g.absent).toBe(g.followed);
    expect(round1(sum(g.students, (s) => s.fromScore) / g.followed)).toBe(c.points[0].averageScore);
    const changes = g.students.flatMap((s) => (s.change === null ? [] : [s.change]));
    expect(changes).toHaveLength(g.compared);
    expect(g.averageChange).toBe(round1(sum(changes, (x) => x) / changes.length));
    for (const s of g.students) {
      if (s.change === null) expect(s.trend).toBe('absent');
      else expect(s.trend).toBe(s.change > g.stableMargin ? 'improved' : s.change < -g.stableMargin ? 'declined' : 'stable');
    }
    expect(c.sections.map((s) => s.className)).toEqual(
      findSchool(DEMO_LIBRARY_ID)!
        .classes.filter((x) => x.grade === 6)
        .map((x) => x.name),
    );

    // The latest test is this year's: a student's later score is the score on today's class report.
    const first = g.students.find((s) => s.studentId !== null && s.toScore !== null)!;
    const classId = Math.floor(first.studentId! / 100);
    const report = await call(verifyTotal, { classId, testId: g.to.testId });
    expect(report.studentScores.find((s) => s.studentId === first.studentId)).toMatchObject({ name: first.name, score: first.toScore });
  });

  test('a section and a pair of tests narrow the growth; a pair the wrong way round is swapped', async () => {
    as('library');
    const all = await call(cohortTracking, { grade: 6 });
    const ids = all.points.map((p) => p.test.testId);
    const one = await call(cohortTracking, { grade: 6, section: 2, fromTestId: ids[1], toTestId: ids[3] });
    expect(one.section).toBe(2);
    expect(one.growth).toMatchObject({ from: { testId: ids[1] }, to: { testId: ids[3] } });
    expect(one.growth!.students.every((s) => s.className.endsWith('(2)班'))).toBe(true);
    expect(one.growth!.followed).toBe(one.points[1].tested);
    const swapped = await call(cohortTracking, { grade: 6, section: 2, fromTestId: ids[3], toTestId: ids[1] });
    expect(swapped.growth).toEqual(one.growth);
    expect((await call(cohortTracking, { grade: 6, fromTestId: ids[2], toTestId: ids[2] })).growth).toBeNull();
  });
});
