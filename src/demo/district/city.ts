/**
 * The organisation tree of the invented city 滨江市:
 * city → districts (区) → schools (= libraries) → campuses (校区), and each school's roll (花名册) per school
 * year: grades, classes and teachers. Students are stored compactly (a count per class and year); their names
 * are rebuilt on demand from their ids (see {@link classRoster}).
 *
 * The roll changes from year to year as a real school's does (docs/rules.md#figures): a class is a cohort that
 * moves up one grade each school year and keeps its section and its id (三年级(2)班 of 2026-2027 was
 * 二年级(2)班 of 2025-2026); the top grade leaves, a new first grade enters; a few students join or leave a class
 * between years; teachers stay with their grade and subject, a few join or leave. The current year's roll is
 * drawn first; the earlier years are derived from it, back along the cohorts.
 *
 * Id scheme (all stable):
 * - city organizationId 1000; districts 1001..1004 (organizationId = districtId)
 * - libraryId = district number × 100 + n (101..109, 201..209, 301..308, 401..408);
 *   a school's own organizationId is 10000 + libraryId
 * - campusId = libraryId × 10 + n, except the pilot arrival campuses 33 and 7595
 * - classId = libraryId × 1000 + n: n 1..199 for the classes at school this year (grade order), 200.. for the
 *   classes that have left since the demo's first year
 * - studentId = classId × 100 + number (1..99): the numbers 1..n are the class's students this year, the
 *   higher ones students who have left it; a student keeps the id (and the name) in every year
 * - teacherId = libraryId × 1000 + 500 + n: n 1..299 for this year's teachers, 300.. for those who have left
 */
import { YEAR_IDS } from './calendar';
import { studentNameOf, teacherNameOf, type Gender } from './names';
import { idStreams, rngFor, type Rng } from './prng';

type SchoolLevel = 'primary' | 'junior' | 'nine-year' | 'senior' | 'complete';

/** Chinese names of the school levels. */
const SCHOOL_LEVEL_NAMES: Record<SchoolLevel, string> = {
  primary: '小学',
  junior: '初中',
  'nine-year': '九年一贯制',
  senior: '高中',
  complete: '完全中学',
};

/** Grades offered per level (1..9 = 一年级..九年级, 10..12 = 高一..高三). */
const LEVEL_GRADES: Record<SchoolLevel, readonly number[]> = {
  primary: [1, 2, 3, 4, 5, 6],
  junior: [7, 8, 9],
  'nine-year': [1, 2, 3, 4, 5, 6, 7, 8, 9],
  senior: [10, 11, 12],
  complete: [7, 8, 9, 10, 11, 12],
};

const GRADE_NAMES = ['', '一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '七年级', '八年级', '九年级', '高一', '高二', '高三'];

/** Name of a grade 1..12 ('一年级' … '九年级', '高一' … '高三'); '教师' for 0. */
export function gradeName(grade: number): string {
  return grade === 0 ? '教师' : (GRADE_NAMES[grade] ?? `${grade}年级`);
}

/** The pilot campuses that have gate (arrival) data. */
export const ARRIVAL_CAMPUS_IDS: readonly number[] = [33, 7595];

export interface Position {
  /** Map position normalised to 0..1 (x east, y south) on an invented city map. */
  x: number;
  y: number;
}

export interface CityNode {
  organizationId: number;
  name: string;
  /** Region type as the backend's base/queryInitialData would report it. */
  regionType: 'CITY';
  /** Region address text. */
  addr: string;
  districts: District[];
  /** Counts over the whole city (the current school year's roll). */
  totals: OrgTotals;
}

interface OrgTotals {
  districts: number;
  schools: number;
  campuses: number;
  classes: number;
  /** Students enrolled in the current school year. */
  students: number;
  teachers: number;
}

export interface District {
  /** organizationId of the district's education bureau (also used as the district id). */
  organizationId: number;
  districtId: number;
  name: string;
  /** e.g. '滨江市望海区教育局'. */
  bureauName: string;
  cityOrganizationId: number;
  position: Position;
  schools: School[];
  totals: OrgTotals;
}

export interface School {
  libraryId: number;
  /** The school's own organization id (10000 + libraryId). */
  organizationId: number;
  name: string;
  /** Library name, e.g. '滨江市实验小学图书馆'. */
  libraryName: string;
  level: SchoolLevel;
  levelName: string;
  districtId: number;
  districtName: string;
  position: Position;
  campuses: Campus[];
  /** Grades offered this school year, ascending (the current roll's). */
  grades: GradeInfo[];
  /** This school year's classes, teachers and enrolled students (= the last of {@link rolls}). */
  classes: ClassInfo[];
  teachers: Teacher[];
  students: number;
  /** The roll of each school year, in YEAR_IDS order (oldest first; the last is the current year). */
  rolls: SchoolRoll[];
}

/** A school's roll (花名册) in one school year. */
export interface SchoolRoll {
  yearId: number;
  grades: GradeInfo[];
  /** Grade order, then section. */
  classes: ClassInfo[];
  teachers: Teacher[];
  /** Enrolled students (sum of class sizes). */
  students: number;
  /** Students and teachers per campus, in the order of school.campuses. */
  campusStudents: number[];
  campusTeachers: number[];
}

export interface Campus {
  campusId: number;
  /** Full name, e.g. '滨江市实验小学(东校区)'. */
  name: string;
  /** Short name, e.g. '东校区' or '本部'. */
  shortName: string;
  libraryId: number;
  districtId: number;
  /** This school year's grades, classes, students and teachers on the campus (other years: the school's rolls). */
  grades: number[];
  classIds: number[];
  students: number;
  teachers: number;
  /** True for campuses 33 and 7595 (gate data, ROLE_ARRIVAL). */
  arrival: boolean;
}

interface GradeInfo {
  grade: number;
  name: string;
  classIds: number[];
  students: number;
}

/** A class in one school year. The class (its id, section and students) moves up a grade each year. */
export interface ClassInfo {
  classId: number;
  yearId: number;
  /** e.g. '三年级(2)班': the grade of this year. */
  name: string;
  grade: number;
  gradeName: string;
  /** Section number within the grade (the "(2)"). */
  section: number;
  libraryId: number;
  campusId: number;
  districtId: number;
  /** Enrolled students this year. */
  students: number;
  /** Students holding a library card this year: the first `cards` of the year's roster. */
  cards: number;
  /**
   * Who is on this year's roster (see {@link rosterNumber}): the students numbered 1..seatLead, then those numbered
   * seatLead + seatSkip + 1 … (students who left the class before a later year carry the numbers after the
   * last year's size).
   */
  seatLead: number;
  seatSkip: number;
  /** The head teacher (班主任) this year. */
  headTeacherId: number;
}

export type Subject =
  | '语文'
  | '数学'
  | '英语'
  | '科学'
  | '道德与法治'
  | '物理'
  | '化学'
  | '生物'
  | '历史'
  | '地理'
  | '思想政治'
  | '音乐'
  | '美术'
  | '体育'
  | '信息技术'
  | '艺术';

/** A teacher in one school year (the classes taught change with the year). */
export interface Teacher {
  teacherId: number;
  yearId: number;
  name: string;
  gender: Gender;
  subject: Subject;
  libraryId: number;
  campusId: number;
  districtId: number;
  /** Classes taught this year (ids). */
  classIds: number[];
  /** The class this teacher is head teacher of this year, if any. */
  headOfClassId?: number;
}

export interface Student {
  studentId: number;
  name: string;
  gender: Gender;
  /** Seat number (座号) 1..n within the class in the year asked for. */
  seat: number;
  classId: number;
  yearId: number;
  /** Library card number, or null if the student holds no card. */
  cardNo: string | null;
}

// ---------------------------------------------------------------------------
// The hand-written skeleton

interface SchoolSpec {
  id: number;
  name: string;
  level: SchoolLevel;
  /** Campus short names; a number in the tuple pins the campus id. */
  campuses: readonly (string | readonly [string, number])[];
  /** Size multiplier (classes per grade). */
  size: number;
}

interface DistrictSpec {
  id: number;
  name: string;
  position: Position;
  schools: readonly SchoolSpec[];
}

const CITY_ORGANIZATION_ID = 1000;
const CITY_NAME = '滨江市';

const SKELETON: readonly DistrictSpec[] = [
  {
    id: 1001,
    name: '望海区',
    position: { x: 0.72, y: 0.32 },
    schools: [
      { id: 101, name: '滨江市实验小学', level: 'primary', campuses: ['本部', '东校区'], size: 1.25 },
      { id: 102, name: '望海区明德学校', level: 'nine-year', campuses: [['本部', 33]], size: 1.1 },
      { id: 103, name: '望海区第一初级中学', level: 'junior', campuses: ['本部'], size: 1.1 },
      { id: 104, name: '望海区海棠路小学', level: 'primary', campuses: ['本部'], size: 0.9 },
      { id: 105, name: '望海区育英小学', level: 'primary', campuses: ['本部'], size: 1 },
      { id: 106, name: '滨江市第一中学', level: 'complete', campuses: ['初中部', '高中部'], size: 1.2 },
      { id: 107, name: '望海区星河小学', level: 'primary', campuses: ['本部'], size: 0.75 },
      { id: 108, name: '滨江市第三高级中学', level: 'senior', campuses: ['本部'], size: 1 },
      { id: 109, name: '望海区启航初级中学', level: 'junior', campuses: ['本部'], size: 0.8 },
    ],
  },
  {
    id: 1002,
    name: '云栖区',
    position: { x: 0.3, y: 0.28 },
    schools: [
      { id: 201, name: '云栖区实验小学', level: 'primary', campuses: ['本部', '南校区'], size: 1.2 },
      { id: 202, name: '云栖区桂花小学', level: 'primary', campuses: ['本部'], size: 0.85 },
      { id: 203, name: '滨江外国语学校', level: 'complete', campuses: [['初中部', 7595], '高中部'], size: 1.1 },
      { id: 204, name: '云栖区第二初级中学', level: 'junior', campuses: ['本部'], size: 1 },
      { id: 205, name: '云栖区青松小学', level: 'primary', campuses: ['本部'], size: 0.95 },
      { id: 206, name: '滨江市第二高级中学', level: 'senior', campuses: ['本部', '新校区'], size: 1.2 },
      { id: 207, name: '云栖区文澜学校', level: 'nine-year', campuses: ['本部'], size: 0.9 },
      { id: 208, name: '云栖区梧桐小学', level: 'primary', campuses: ['本部'], size: 0.7 },
      { id: 209, name: '云栖区第三初级中学', level: 'junior', campuses: ['本部'], size: 0.85 },
    ],
  },
  {
    id: 1003,
    name: '青溪区',
    position: { x: 0.25, y: 0.72 },
    schools: [
      { id: 301, name: '青溪区中心小学', level: 'primary', campuses: ['本部', '西校区'], size: 1.1 },
      { id: 302, name: '青溪区柳岸小学', level: 'primary', campuses: ['本部'], size: 0.7 },
      { id: 303, name: '青溪区实验初级中学', level: 'junior', campuses: ['本部'], size: 1 },
      { id: 304, name: '青溪中学', level: 'complete', campuses: ['初中部', '高中部'], size: 0.9 },
      { id: 305, name: '青溪区溪口学校', level: 'nine-year', campuses: ['小学部', '初中部'], size: 0.8 },
      { id: 306, name: '青溪区石桥小学', level: 'primary', campuses: ['本部'], size: 0.6 },
      { id: 307, name: '滨江市第四高级中学', level: 'senior', campuses: ['本部'], size: 0.9 },
      { id: 308, name: '青溪区白沙小学', level: 'primary', campuses: ['本部'], size: 0.65 },
    ],
  },
  {
    id: 1004,
    name: '白鹭区',
    position: { x: 0.7, y: 0.75 },
    schools: [
      { id: 401, name: '白鹭区实验小学', level: 'primary', campuses: ['本部', '北校区'], size: 1.1 },
      { id: 402, name: '白鹭区湖滨小学', level: 'primary', campuses: ['本部'], size: 0.9 },
      { id: 403, name: '白鹭区第一初级中学', level: 'junior', campuses: ['本部'], size: 1 },
      { id: 404, name: '白鹭区鹭洲学校', level: 'nine-year', campuses: ['本部'], size: 1 },
      { id: 405, name: '滨江市第五高级中学', level: 'senior', campuses: ['本部'], size: 0.95 },
      { id: 406, name: '白鹭区晨光小学', level: 'primary', campuses: ['本部'], size: 0.8 },
      { id: 407, name: '白鹭区新城初级中学', level: 'junior', campuses: ['本部'], size: 0.9 },
      { id: 408, name: '白鹭区荷塘小学', level: 'primary', campuses: ['本部'], size: 0.7 },
    ],
  },
];

/** The first district: the zone of the demo district account. */
export const DEMO_ZONE_ORG_ID = 1001;
/** A school of the first district whose campuses are not arrival campuses (the demo library account). */
export const DEMO_LIBRARY_ID = 101;
/** The school of the first district that owns arrival campus 33. */
export const DEMO_ARRIVAL_LIBRARY_ID = 102;
/** The school of the demo teacher account (a junior middle school of the first district). */
export const DEMO_TEACHER_LIBRARY_ID = 103;
/** A 语文 (Chinese) teacher of {@link DEMO_TEACHER_LIBRARY_ID}, head teacher of 七年级(1)班 — for the teacher account. */
export const DEMO_TEACHER_ID = 103501;
/** The district whose schools include {@link DEMO_ARRIVAL_LIBRARY_ID_2}. */
export const SECOND_DISTRICT_ORG_ID = 1002;

// ---------------------------------------------------------------------------
// Generation

/** Classes per grade and class size ranges by level. */
const LEVEL_SIZES: Record<SchoolLevel, { sections: [number, number]; classSize: [number, number] }> = {
  primary: { sections: [4, 7], classSize: [40, 46] },
  junior: { sections: [6, 10], classSize: [44, 50] },
  'nine-year': { sections: [3, 5], classSize: [40, 48] },
  senior: { sections: [8, 12], classSize: [45, 52] },
  complete: { sections: [5, 8], classSize: [44, 50] },
};

interface SubjectRule {
  subject: Subject;
  /** Classes per teacher. */
  per: number;
  /** Grades this subject is taught in. */
  grades: (g: number) => boolean;
  /** Taught across grades (a specialist covers several grades of one campus). */
  crossGrade?: boolean;
}

const PRIMARY = (g: number): boolean => g <= 6;
const JUNIOR = (g: number): boolean => g >= 7 && g <= 9;
const SENIOR = (g: number): boolean => g >= 10;

const SUBJECT_RULES: readonly SubjectRule[] = [
  { subject: '语文', per: 1, grades: PRIMARY },
  { subject: '语文', per: 2, grades: (g) => g >= 7 },
  { subject: '数学', per: 2, grades: () => true },
  { subject: '英语', per: 3, grades: (g) => g >= 3 && g <= 6 },
  { subject: '英语', per: 2, grades: (g) => g >= 7 },
  { subject: '科学', per: 4, grades: PRIMARY },
  { subject: '道德与法治', per: 5, grades: (g) => g <= 9 },
  { subject: '物理', per: 4, grades: (g) => g === 8 || g === 9 || SENIOR(g) },
  { subject: '化学', per: 4, grades: (g) => g === 9 || SENIOR(g) },
  { subject: '生物', per: 4, grades: (g) => g === 7 || g === 8 || SENIOR(g) },
  { subject: '历史', per: 4, grades: (g) => JUNIOR(g) || SENIOR(g) },
  { subject: '地理', per: 4, grades: (g) => g === 7 || g === 8 || g === 10 || g === 11 },
  { subject: '思想政治', per: 4, grades: SENIOR },
  { subject: '音乐', per: 8, grades: (g) => g <= 9, crossGrade: true },
  { subject: '美术', per: 8, grades: (g) => g <= 9, crossGrade: true },
  { subject: '艺术', per: 10, grades: SENIOR, crossGrade: true },
  { subject: '体育', per: 6, grades: () => true, crossGrade: true },
  { subject: '信息技术', per: 10, grades: (g) => g >= 3, crossGrade: true },
];

/** Index of the current school year in YEAR_IDS: its roll is drawn; the earlier ones follow its cohorts back. */
const CUR = YEAR_IDS.length - 1;

const driftStream = idStreams('roll-drift');
const cardStream = idStreams('cards');
const joinedStream = idStreams('teacher-joined');

/** Students who join (or leave) a class between two school years: 0, 1 or 2. */
function driftCount(r: Rng): number {
  const x = r.next();
  return x < 0.55 ? 0 : x < 0.85 ? 1 : 2;
}

/** One class over the school years it is at school (year indexes firstYi..lastYi, one grade up each year). */
interface Track {
  classId: number;
  section: number;
  /** Sections of its cohort (a multi-campus school places a class by its section). */
  sections: number;
  firstYi: number;
  lastYi: number;
  lastGrade: number;
  /** Size, roster lead and skip per year index (see ClassInfo.seatLead). */
  sizes: number[];
  lead: number[];
  skip: number[];
}

/**
 * A class that has `lastSize` students in year `lastYi`, in grade `lastGrade`, followed back to the year it
 * entered the school's first grade (or the demo's first year). Between two years a few students joined (the
 * highest numbers of the later year) and a few left (numbered after the last year's size), so the earlier
 * year's size drifts by a few.
 */
function trackOf(
  classId: number,
  section: number,
  sections: number,
  lastGrade: number,
  lastYi: number,
  lastSize: number,
  firstGrade: number,
): Track {
  const n = YEAR_IDS.length;
  const firstYi = Math.max(0, lastYi - (lastGrade - firstGrade));
  const sizes = new Array<number>(n).fill(0);
  const lead = new Array<number>(n).fill(0);
  const skip = new Array<number>(n).fill(0);
  sizes[lastYi] = lastSize;
  lead[lastYi] = lastSize;
  const r = driftStream(classId);
  let joined = 0;
  let left = 0;
  for (let yi = lastYi; yi > firstYi; yi--) {
    joined += driftCount(r);
    left += driftCount(r);
    sizes[yi - 1] = lastSize - joined + left;
    lead[yi - 1] = lastSize - joined;
    skip[yi - 1] = joined;
  }
  return { classId, section, sections, firstYi, lastYi, lastGrade, sizes, lead, skip };
}

/** A teaching post: one subject's classes of one grade (or, for specialists, of one campus) in one year. */
interface Post {
  /** Rule, campus, grade (0 across grades) and chunk: the same key in another year is the same post. */
  key: number;
  subject: Subject;
  taught: ClassInfo[];
}

function chunk<T>(items: T[], per: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += per) out.push(items.slice(i, i + per));
  return out;
}

/** A post's key: rule (< 32), campus id (< 10000), grade (0..12, 0 across grades) and chunk (< 64). */
function postKey(rule: number, campusId: number, grade: number, chunkIndex: number): number {
  return ((rule * 10000 + campusId) * 16 + grade) * 64 + chunkIndex;
}

/** The teaching posts of a year's classes: each grade's classes (per campus) chunked by the subject's classes-per-teacher. */
function postsOf(classes: ClassInfo[], campusIds: readonly number[]): Post[] {
  // Each campus's classes by grade (classes come in grade order, so the grades do too).
  const byCampus = campusIds.map((campusId) => {
    const grades = new Map<number, ClassInfo[]>();
    for (const c of classes) {
      if (c.campusId !== campusId) continue;
      const list = grades.get(c.grade);
      if (list) list.push(c);
      else grades.set(c.grade, [c]);
    }
    return grades;
  });
  const out: Post[] = [];
  SUBJECT_RULES.forEach((rule, ri) => {
    campusIds.forEach((campusId, ci) => {
      const grades = byCampus[ci];
      if (rule.crossGrade) {
        const onCampus: ClassInfo[] = [];
        for (const [g, list] of grades) if (rule.grades(g)) onCampus.push(...list);
        chunk(onCampus, rule.per).forEach((taught, j) => out.push({ key: postKey(ri, campusId, 0, j), subject: rule.subject, taught }));
      } else {
        for (const [g, list] of grades)
          if (rule.grades(g))
            chunk(list, rule.per).forEach((taught, j) => out.push({ key: postKey(ri, campusId, g, j), subject: rule.subject, taught }));
      }
    });
  });
  return out;
}

/** The year index from which a teacher of today's roll has been at the school: most for years, a few joined recently. */
function joinedYi(teacherId: number): number {
  const h = joinedStream(teacherId).next();
  return h < 0.04 ? CUR : h < 0.09 ? CUR - 1 : 0;
}

/** Head teachers: the 语文 teacher of the class (primary) or the first 语文/数学 teacher (secondary). */
function assignHeads(classes: ClassInfo[], teachers: Teacher[]): void {
  const teachersOf = new Map<number, Teacher[]>();
  for (const t of teachers)
    for (const id of t.classIds) {
      const list = teachersOf.get(id);
      if (list) list.push(t);
      else teachersOf.set(id, [t]);
    }
  for (const cls of classes) {
    const list = teachersOf.get(cls.classId) ?? [];
    const head =
      list.find((t) => t.subject === '语文' && t.headOfClassId === undefined) ??
      list.find((t) => t.subject === '数学' && t.headOfClassId === undefined) ??
      list[0];
    if (head) {
      cls.headTeacherId = head.teacherId;
      if (head.headOfClassId === undefined) head.headOfClassId = cls.classId;
    }
  }
}

function buildSchool(spec: SchoolSpec, district: DistrictSpec): School {
  const rng = rngFor('school-tree', spec.id);
  const levelGrades = LEVEL_GRADES[spec.level];
  const sizes = LEVEL_SIZES[spec.level];
  const firstGrade = levelGrades[0];
  const topGrade = levelGrades[levelGrades.length - 1];

  const campusIds = spec.campuses.map((c, i) => (typeof c === 'string' ? spec.id * 10 + i + 1 : c[1]));
  const campusShort = spec.campuses.map((c) => (typeof c === 'string' ? c : c[0]));
  const multiCampus = spec.campuses.length > 1;
  const splitByLevel = multiCampus && (spec.level === 'complete' || spec.level === 'nine-year');

  const campusOf = (grade: number, section: number, sections: number): number => {
    if (!multiCampus) return campusIds[0];
    if (splitByLevel) {
      const boundary = spec.level === 'complete' ? 10 : 7;
      return campusIds[grade >= boundary ? 1 : 0];
    }
    return campusIds[section > Math.ceil(sections * 0.6) ? 1 : 0];
  };
  const drawSections = (r: Rng): number => Math.max(2, Math.round(r.range(sizes.sections[0], sizes.sections[1] + 0.99) * spec.size));

  // This year's classes, then the classes that have left since the first year (each earlier year's top grade).
  const tracks: Track[] = [];
  let classSeq = 1;
  for (const g of levelGrades) {
    const sections = drawSections(rng);
    for (let s = 1; s <= sections; s++)
      tracks.push(trackOf(spec.id * 1000 + classSeq++, s, sections, g, CUR, rng.int(sizes.classSize[0], sizes.classSize[1]), firstGrade));
  }
  let pastSeq = 200;
  for (let lastYi = CUR - 1; lastYi >= 0; lastYi--) {
    const r = rngFor('school-tree-past', spec.id, YEAR_IDS[lastYi]);
    const sections = drawSections(r);
    for (let s = 1; s <= sections; s++)
      tracks.push(
        trackOf(spec.id * 1000 + pastSeq++, s, sections, topGrade, lastYi, r.int(sizes.classSize[0], sizes.classSize[1]), firstGrade),
      );
  }

  const classesOfYear = (yi: number): ClassInfo[] =>
    tracks
      .filter((t) => t.firstYi <= yi && yi <= t.lastYi)
      .map((t): ClassInfo => {
        const grade = t.lastGrade - (t.lastYi - yi);
        const students = t.sizes[yi];
        // Cards: all but 0–3 of the year's roster (the last numbers, who joined last, wait for theirs).
        const r = cardStream(t.classId, YEAR_IDS[yi]);
        return {
          classId: t.classId,
          yearId: YEAR_IDS[yi],
          name: `${gradeName(grade)}(${t.section})班`,
          grade,
          gradeName: gradeName(grade),
          section: t.section,
          libraryId: spec.id,
          campusId: campusOf(grade, t.section, t.sections),
          districtId: district.id,
          students,
          cards: students - (r.chance(0.55) ? 0 : r.int(1, 3)),
          seatLead: t.lead[yi],
          seatSkip: t.skip[yi],
          headTeacherId: 0,
        };
      })
      .sort((a, b) => a.grade - b.grade || a.section - b.section);

  const people = new Map<number, ReturnType<typeof teacherNameOf>>();
  const teacherOf = (teacherId: number, yi: number, p: Post): Teacher => {
    let person = people.get(teacherId);
    if (!person) {
      person = teacherNameOf(teacherId);
      people.set(teacherId, person);
    }
    return {
      teacherId,
      yearId: YEAR_IDS[yi],
      name: person.name,
      gender: person.gender,
      subject: p.subject,
      libraryId: spec.id,
      campusId: p.taught[0].campusId,
      districtId: district.id,
      classIds: p.taught.map((c) => c.classId),
    };
  };

  // This year's teachers, one per post in rule order; an earlier year's post is held by the same teacher
  // when they had joined by then, else by a teacher who has left since (one per post).
  const yearClasses = YEAR_IDS.map((_, yi) => classesOfYear(yi));
  const yearTeachers: Teacher[][] = YEAR_IDS.map(() => []);
  const holderNow = new Map<number, { id: number; joined: number }>();
  postsOf(yearClasses[CUR], campusIds).forEach((p, i) => {
    const t = teacherOf(spec.id * 1000 + 500 + i + 1, CUR, p);
    holderNow.set(p.key, { id: t.teacherId, joined: joinedYi(t.teacherId) });
    yearTeachers[CUR].push(t);
  });
  const former = new Map<number, number>();
  for (let yi = CUR - 1; yi >= 0; yi--) {
    for (const p of postsOf(yearClasses[yi], campusIds)) {
      const now = holderNow.get(p.key);
      let id = now !== undefined && now.joined <= yi ? now.id : former.get(p.key);
      if (id === undefined) {
        id = spec.id * 1000 + 800 + former.size;
        former.set(p.key, id);
      }
      yearTeachers[yi].push(teacherOf(id, yi, p));
    }
  }
  YEAR_IDS.forEach((_, yi) => assignHeads(yearClasses[yi], yearTeachers[yi]));

  const rolls: SchoolRoll[] = YEAR_IDS.map((yearId, yi) => {
    const classes = yearClasses[yi];
    const teachers = yearTeachers[yi];
    return {
      yearId,
      grades: [...new Set(classes.map((c) => c.grade))].map((g) => {
        const own = classes.filter((c) => c.grade === g);
        return { grade: g, name: gradeName(g), classIds: own.map((c) => c.classId), students: own.reduce((a, c) => a + c.students, 0) };
      }),
      classes,
      teachers,
      students: classes.reduce((a, c) => a + c.students, 0),
      campusStudents: campusIds.map((id) => classes.reduce((a, c) => a + (c.campusId === id ? c.students : 0), 0)),
      campusTeachers: campusIds.map((id) => teachers.reduce((a, t) => a + (t.campusId === id ? 1 : 0), 0)),
    };
  });
  const now = rolls[CUR];

  const campuses: Campus[] = campusIds.map((campusId, i) => {
    const own = now.classes.filter((c) => c.campusId === campusId);
    const short = campusShort[i];
    return {
      campusId,
      name: multiCampus ? `${spec.name}(${short})` : spec.name,
      shortName: short,
      libraryId: spec.id,
      districtId: district.id,
      grades: [...new Set(own.map((c) => c.grade))],
      classIds: own.map((c) => c.classId),
      students: now.campusStudents[i],
      teachers: now.campusTeachers[i],
      arrival: ARRIVAL_CAMPUS_IDS.includes(campusId),
    };
  });

  const jitter = rngFor('school-position', spec.id);
  return {
    libraryId: spec.id,
    organizationId: 10000 + spec.id,
    name: spec.name,
    libraryName: `${spec.name}图书馆`,
    level: spec.level,
    levelName: SCHOOL_LEVEL_NAMES[spec.level],
    districtId: district.id,
    districtName: district.name,
    position: {
      x: Math.min(0.97, Math.max(0.03, district.position.x + jitter.range(-0.16, 0.16))),
      y: Math.min(0.97, Math.max(0.03, district.position.y + jitter.range(-0.16, 0.16))),
    },
    campuses,
    grades: now.grades,
    classes: now.classes,
    teachers: now.teachers,
    students: now.students,
    rolls,
  };
}

function totalsOf(schools: School[], districts: number): OrgTotals {
  return {
    districts,
    schools: schools.length,
    campuses: schools.reduce((a, s) => a + s.campuses.length, 0),
    classes: schools.reduce((a, s) => a + s.classes.length, 0),
    students: schools.reduce((a, s) => a + s.students, 0),
    teachers: schools.reduce((a, s) => a + s.teachers.length, 0),
  };
}

export interface CityIndex {
  city: CityNode;
  districts: Map<number, District>;
  schools: Map<number, School>;
  campuses: Map<number, Campus>;
  /** A class's or a teacher's school years, oldest first (the last: the current year when they are at school). */
  classes: Map<number, ClassInfo[]>;
  teachers: Map<number, Teacher[]>;
  /** All schools in tree order. */
  schoolList: School[];
}

function buildCity(): CityIndex {
  const districts: District[] = SKELETON.map((d) => {
    const schools = d.schools.map((s) => buildSchool(s, d));
    return {
      organizationId: d.id,
      districtId: d.id,
      name: d.name,
      bureauName: `${CITY_NAME}${d.name}教育局`,
      cityOrganizationId: CITY_ORGANIZATION_ID,
      position: d.position,
      schools,
      totals: totalsOf(schools, 1),
    };
  });
  const schoolList = districts.flatMap((d) => d.schools);
  const city: CityNode = {
    organizationId: CITY_ORGANIZATION_ID,
    name: CITY_NAME,
    regionType: 'CITY',
    addr: `${CITY_NAME}教育局`,
    districts,
    totals: totalsOf(schoolList, districts.length),
  };
  const index: CityIndex = {
    city,
    districts: new Map(districts.map((d) => [d.districtId, d])),
    schools: new Map(schoolList.map((s) => [s.libraryId, s])),
    campuses: new Map(schoolList.flatMap((s) => s.campuses.map((c) => [c.campusId, c] as const))),
    classes: yearsById(schoolList.flatMap((s) => s.rolls.flatMap((r) => r.classes.map((c) => [c.classId, c] as const)))),
    teachers: yearsById(schoolList.flatMap((s) => s.rolls.flatMap((r) => r.teachers.map((t) => [t.teacherId, t] as const)))),
    schoolList,
  };
  return index;
}

/** Groups (id, year's entry) pairs, oldest year first (the rolls are walked oldest first). */
function yearsById<T>(entries: readonly (readonly [number, T])[]): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const [id, v] of entries) {
    const list = out.get(id);
    if (list) list.push(v);
    else out.set(id, [v]);
  }
  return out;
}

let cityMemo: CityIndex | null = null;

/** The memoised city index (tree plus id maps). */
export function cityIndex(): CityIndex {
  if (!cityMemo) cityMemo = buildCity();
  return cityMemo;
}

/** The whole static tree: city, districts, schools, campuses, grades, classes (counts), teachers. */
export function getCity(): CityNode {
  return cityIndex().city;
}

/** Drops the memoised tree (tests use this to prove that a second generation is identical). */
export function resetCity(): void {
  cityMemo = null;
}

export function findDistrict(districtId: number): District | undefined {
  return cityIndex().districts.get(districtId);
}
export function findSchool(libraryId: number): School | undefined {
  return cityIndex().schools.get(libraryId);
}
export function findCampus(campusId: number): Campus | undefined {
  return cityIndex().campuses.get(campusId);
}
/** A class in school year `yearId`; without a year, this year's (or, for a class that has left, its last year's). */
export function findClass(classId: number, yearId?: number): ClassInfo | undefined {
  const years = cityIndex().classes.get(classId);
  return yearId === undefined ? years?.at(-1) : years?.find((c) => c.yearId === yearId);
}
/** A teacher in school year `yearId`; without a year, this year's (or, for one who has left, their last year's). */
export function findTeacher(teacherId: number, yearId?: number): Teacher | undefined {
  const years = cityIndex().teachers.get(teacherId);
  return yearId === undefined ? years?.at(-1) : years?.find((t) => t.yearId === yearId);
}

/** The student number (studentId − classId × 100) of the student at roster position `i` (0-based) of a class's year. */
export function rosterNumber(cls: ClassInfo, i: number): number {
  return i < cls.seatLead ? i + 1 : i + 1 + cls.seatSkip;
}

/** The roster position (0-based) of student number `n` in a class's year, or -1 when the student is not in the class that year. */
function rosterIndex(cls: ClassInfo, n: number): number {
  if (n >= 1 && n <= cls.seatLead) return n - 1;
  const i = n - 1 - cls.seatSkip;
  return i >= cls.seatLead && i < cls.students ? i : -1;
}

/** Card number of a student (or teacher, with `teacher = true`). */
export function cardNumber(id: number, teacher = false): string {
  return `${teacher ? 'JS' : 'XS'}${String(id).padStart(9, '0')}`;
}

function studentAt(cls: ClassInfo, i: number): Student {
  const studentId = cls.classId * 100 + rosterNumber(cls, i);
  const person = studentNameOf(studentId);
  return {
    studentId,
    name: person.name,
    gender: person.gender,
    seat: i + 1,
    classId: cls.classId,
    yearId: cls.yearId,
    cardNo: i < cls.cards ? cardNumber(studentId) : null,
  };
}

/** The roster of a class in school year `yearId` (default: as {@link findClass}), rebuilt on demand from ids. */
export function classRoster(classId: number, yearId?: number): Student[] {
  const cls = findClass(classId, yearId);
  if (!cls) return [];
  return Array.from({ length: cls.students }, (_, i) => studentAt(cls, i));
}

/** A student by id in school year `yearId` (default: as {@link findClass}), or undefined when not in the class that year. */
export function findStudent(studentId: number, yearId?: number): Student | undefined {
  const cls = findClass(Math.floor(studentId / 100), yearId);
  if (!cls) return undefined;
  const i = rosterIndex(cls, studentId % 100);
  return i < 0 ? undefined : studentAt(cls, i);
}
