/**
 * The static organisation tree of the invented city 滨江市:
 * city → districts (区) → schools (= libraries) → campuses (校区) → grades → classes,
 * plus the teachers of each school. Students are stored compactly (a count per class);
 * their names are rebuilt on demand from their ids (see {@link classRoster}).
 *
 * Id scheme (all stable):
 * - city organizationId 1000; districts 1001..1004 (organizationId = districtId)
 * - libraryId = district number × 100 + n (101..109, 201..209, 301..308, 401..408);
 *   a school's own organizationId is 10000 + libraryId
 * - campusId = libraryId × 10 + n, except the pilot arrival campuses 33 and 7595
 * - classId = libraryId × 1000 + n; studentId = classId × 100 + seat (seat 1..60)
 * - teacherId = libraryId × 1000 + 500 + n
 */
import { studentNameOf, teacherNameOf, type Gender } from './names';
import { rngFor } from './prng';

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
  /** Counts over the whole city. */
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
  /** Grades offered, ascending. */
  grades: GradeInfo[];
  classes: ClassInfo[];
  teachers: Teacher[];
  /** Enrolled students (sum of class sizes). */
  students: number;
}

export interface Campus {
  campusId: number;
  /** Full name, e.g. '滨江市实验小学(东校区)'. */
  name: string;
  /** Short name, e.g. '东校区' or '本部'. */
  shortName: string;
  libraryId: number;
  districtId: number;
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

export interface ClassInfo {
  classId: number;
  /** e.g. '三年级(2)班'. */
  name: string;
  grade: number;
  gradeName: string;
  /** Section number within the grade (the "(2)"). */
  section: number;
  libraryId: number;
  campusId: number;
  districtId: number;
  /** Enrolled students. */
  students: number;
  /** The head teacher (班主任). */
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

export interface Teacher {
  teacherId: number;
  name: string;
  gender: Gender;
  subject: Subject;
  libraryId: number;
  campusId: number;
  districtId: number;
  /** Classes taught (ids). */
  classIds: number[];
  /** The class this teacher is head teacher of, if any. */
  headOfClassId?: number;
}

export interface Student {
  studentId: number;
  name: string;
  gender: Gender;
  /** Seat number 1..n within the class. */
  seat: number;
  classId: number;
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

function buildSchool(spec: SchoolSpec, district: DistrictSpec): School {
  const rng = rngFor('school-tree', spec.id);
  const levelGrades = LEVEL_GRADES[spec.level];
  const sizes = LEVEL_SIZES[spec.level];

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

  const classes: ClassInfo[] = [];
  const grades: GradeInfo[] = [];
  let classSeq = 1;
  for (const g of levelGrades) {
    const base = rng.range(sizes.sections[0], sizes.sections[1] + 0.99) * spec.size;
    const sections = Math.max(2, Math.round(base));
    const info: GradeInfo = { grade: g, name: gradeName(g), classIds: [], students: 0 };
    for (let s = 1; s <= sections; s++) {
      const students = rng.int(sizes.classSize[0], sizes.classSize[1]);
      const cls: ClassInfo = {
        classId: spec.id * 1000 + classSeq++,
        name: `${gradeName(g)}(${s})班`,
        grade: g,
        gradeName: gradeName(g),
        section: s,
        libraryId: spec.id,
        campusId: campusOf(g, s, sections),
        districtId: district.id,
        students,
        headTeacherId: 0,
      };
      classes.push(cls);
      info.classIds.push(cls.classId);
      info.students += students;
    }
    grades.push(info);
  }

  // Teachers: chunk each grade's classes (per campus) by the subject's classes-per-teacher.
  const teachers: Teacher[] = [];
  let teacherSeq = 1;
  const addTeacher = (subject: Subject, taught: ClassInfo[]): Teacher => {
    const teacherId = spec.id * 1000 + 500 + teacherSeq++;
    const person = teacherNameOf(teacherId);
    const first = taught[0];
    const t: Teacher = {
      teacherId,
      name: person.name,
      gender: person.gender,
      subject,
      libraryId: spec.id,
      campusId: first.campusId,
      districtId: district.id,
      classIds: taught.map((c) => c.classId),
    };
    teachers.push(t);
    return t;
  };
  const chunk = <T>(items: T[], per: number): T[][] => {
    const out: T[][] = [];
    for (let i = 0; i < items.length; i += per) out.push(items.slice(i, i + per));
    return out;
  };
  for (const rule of SUBJECT_RULES) {
    const eligible = classes.filter((c) => rule.grades(c.grade));
    if (eligible.length === 0) continue;
    for (const campusId of campusIds) {
      const onCampus = eligible.filter((c) => c.campusId === campusId);
      if (rule.crossGrade) {
        for (const group of chunk(onCampus, rule.per)) addTeacher(rule.subject, group);
      } else {
        const byGrade = new Map<number, ClassInfo[]>();
        for (const c of onCampus) byGrade.set(c.grade, [...(byGrade.get(c.grade) ?? []), c]);
        for (const list of byGrade.values()) for (const group of chunk(list, rule.per)) addTeacher(rule.subject, group);
      }
    }
  }
  // Head teachers: the 语文 teacher of the class (primary) or the first 语文/数学 teacher (secondary).
  const teachersOf = new Map<number, Teacher[]>();
  for (const t of teachers) for (const id of t.classIds) teachersOf.set(id, [...(teachersOf.get(id) ?? []), t]);
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

  const campuses: Campus[] = campusIds.map((campusId, i) => {
    const own = classes.filter((c) => c.campusId === campusId);
    const short = campusShort[i];
    return {
      campusId,
      name: multiCampus ? `${spec.name}(${short})` : spec.name,
      shortName: short,
      libraryId: spec.id,
      districtId: district.id,
      grades: [...new Set(own.map((c) => c.grade))],
      classIds: own.map((c) => c.classId),
      students: own.reduce((a, c) => a + c.students, 0),
      teachers: teachers.reduce((a, t) => a + (t.campusId === campusId ? 1 : 0), 0),
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
    grades,
    classes,
    teachers,
    students: classes.reduce((a, c) => a + c.students, 0),
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
  classes: Map<number, ClassInfo>;
  teachers: Map<number, Teacher>;
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
    classes: new Map(schoolList.flatMap((s) => s.classes.map((c) => [c.classId, c] as const))),
    teachers: new Map(schoolList.flatMap((s) => s.teachers.map((t) => [t.teacherId, t] as const))),
    schoolList,
  };
  return index;
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
export function findClass(classId: number): ClassInfo | undefined {
  return cityIndex().classes.get(classId);
}
export function findTeacher(teacherId: number): Teacher | undefined {
  return cityIndex().teachers.get(teacherId);
}

/** Seats of a class that hold a library card: all but 0–3 seats (a deterministic choice). */
export function cardSeats(cls: ClassInfo): number {
  const r = rngFor('cards', cls.classId);
  return cls.students - (r.chance(0.55) ? 0 : r.int(1, 3));
}

/** Card number of a student (or teacher, with `teacher = true`). */
export function cardNumber(id: number, teacher = false): string {
  return `${teacher ? 'JS' : 'XS'}${String(id).padStart(9, '0')}`;
}

/** The roster of a class, rebuilt on demand from ids (names are deterministic). */
export function classRoster(classId: number): Student[] {
  const cls = findClass(classId);
  if (!cls) return [];
  const withCards = cardSeats(cls);
  const out: Student[] = [];
  for (let seat = 1; seat <= cls.students; seat++) {
    const studentId = classId * 100 + seat;
    const person = studentNameOf(studentId);
    out.push({
      studentId,
      name: person.name,
      gender: person.gender,
      seat,
      classId,
      cardNo: seat <= withCards ? cardNumber(studentId) : null,
    });
  }
  return out;
}

/** A student by id, or undefined. */
export function findStudent(studentId: number): Student | undefined {
  const classId = Math.floor(studentId / 100);
  const seat = studentId % 100;
  const cls = findClass(classId);
  if (!cls || seat < 1 || seat > cls.students) return undefined;
  const person = studentNameOf(studentId);
  return {
    studentId,
    name: person.name,
    gender: person.gender,
    seat,
    classId,
    cardNo: seat <= cardSeats(cls) ? cardNumber(studentId) : null,
  };
}
