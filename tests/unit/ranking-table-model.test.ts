import fc from 'fast-check';
import { rankingTable } from '@/api/contract/ranking';
import { perStudentOf, topRows } from '@/features/ranking/charts';
import { getCity, studentNameOf } from '@/demo/district';
import {
  RankingOrder,
  collationKeys,
  flipRuns,
  displayName,
  excludedNote,
  exportColumns,
  formatMetric,
  nextSort,
  parentColumn,
  rankChange,
  sortKeys,
  type RankingPlace,
  type RankingTable,
} from '@/features/ranking/table-model';

/** The ranking table's model: sort and search over the columnar answer, cells, parent column, export columns. */

const place = (over: Partial<RankingPlace>): RankingPlace => ({
  districtId: 1001,
  districtName: '望海区',
  libraryId: 101,
  schoolName: '滨江市实验小学',
  campusId: 1011,
  campusName: '本部',
  grade: 3,
  gradeName: '三年级',
  classId: 101019,
  className: '三年级(2)班',
  ...over,
});

/** Seven students in ranking order: ties at 2 and at 5, one unranked (样本不足 cannot happen for students, but the model does not care). */
function table(): RankingTable {
  return rankingTable.parse({
    id: [1, 2, 3, 4, 5, 6, 7],
    name: ['张三明', '李四', '王五', '赵六', '钱七', '孙八', '周九'],
    rank: [1, 2, 2, 4, 5, 5, null],
    previousRank: [3, 2, null, 1, 5, 9, 4],
    students: [40, 52, 38, 41, 45, 45, 8],
    place: [0, 0, 1, 1, 0, 1, 1],
    subject: [null, null, null, null, null, null, null],
    values: { booksRead: [30, 20, 20, 12, 5, 5, 40], booksPerStudent: [0.75, 0.38, 0.53, 0.29, 0.11, 0.11, 5] },
    places: [place({}), place({ classId: 101020, className: '三年级(3)班', schoolName: '望海区育英小学', libraryId: 105 })],
  });
}

const ids = (t: RankingTable, order: Uint32Array) => Array.from(order, (i) => t.id[i]);

describe('RankingOrder', () => {
  test('the server order, then a sort on any column: ranked rows first, empty values last, ties in ranking order', () => {
    const t = table();
    const o = new RankingOrder(t);
    expect(ids(t, o.sorted(null))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // booksRead highest first; 7 has the most but is not ranked: it stays last.
    expect(ids(t, o.sorted({ key: 'booksRead', dir: 'desc' }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids(t, o.sorted({ key: 'booksRead', dir: 'asc' }))).toEqual([5, 6, 4, 2, 3, 1, 7]);
    expect(ids(t, o.sorted({ key: 'booksPerStudent', dir: 'desc' }))).toEqual([1, 3, 2, 4, 5, 6, 7]);
    expect(ids(t, o.sorted({ key: 'students', dir: 'desc' }))).toEqual([2, 5, 6, 4, 1, 3, 7]);
    // Rank ascending is the ranking; descending puts the last ranked first, ties keep their order.
    expect(ids(t, o.sorted({ key: 'rank', dir: 'desc' }))).toEqual([5, 6, 4, 2, 3, 1, 7]);
    // Change against the previous period: 6 rose 4 places, 1 rose 2; 3 has none (new) and goes after the others.
    expect(ids(t, o.sorted({ key: 'change', dir: 'desc' }))).toEqual([6, 1, 2, 5, 4, 3, 7]);
    expect(ids(t, o.sorted({ key: 'change', dir: 'asc' }))).toEqual([4, 2, 5, 1, 6, 3, 7]);
    // An unknown column keeps the ranking order.
    expect(ids(t, o.sorted({ key: 'volumes', dir: 'desc' }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  test('names sort in pinyin order with one collator (李 钱 孙 王 张 赵 周)', () => {
    const t = table();
    const o = new RankingOrder(t);
    expect(o.sorted({ key: 'name', dir: 'asc' }).length).toBe(7);
    // Ranked first (李 钱 孙 王 张 赵), then the unranked 周.
    expect(ids(t, o.sorted({ key: 'name', dir: 'asc' }))).toEqual([2, 5, 6, 3, 1, 4, 7]);
    expect(ids(t, o.sorted({ key: 'name', dir: 'desc' }))).toEqual([4, 1, 3, 6, 5, 2, 7]);
  });

  test('a sort is computed once per answer and direction', () => {
    const o = new RankingOrder(table());
    const a = o.sorted({ key: 'booksRead', dir: 'asc' });
    expect(o.sorted({ key: 'booksRead', dir: 'asc' })).toBe(a);
    expect(o.names()).toBe(o.names());
  });

  test('search keeps the order and matches part of a name; blank keeps all', () => {
    const t = table();
    const o = new RankingOrder(t);
    const byBooks = o.sorted({ key: 'booksRead', dir: 'asc' });
    expect(ids(t, o.search(byBooks, '七'))).toEqual([5]);
    expect(ids(t, o.search(o.sorted(null), '  '))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(ids(t, o.search(o.sorted(null), '无此人'))).toEqual([]);
  });

  test('100,000 rows: a metric sort, a second direction and a search stay well under the page budget', () => {
    const n = 100_000;
    const big = rankingTable.parse({
      id: Array.from({ length: n }, (_, i) => i + 1),
      name: Array.from({ length: n }, (_, i) => `学生${(i * 7919) % n}`),
      rank: Array.from({ length: n }, (_, i) => i + 1),
      previousRank: Array.from({ length: n }, (_, i) => ((i * 31) % n) + 1),
      students: Array.from({ length: n }, () => 1),
      place: Array.from({ length: n }, () => 0),
      subject: Array.from({ length: n }, () => null),
      values: { booksRead: Array.from({ length: n }, (_, i) => (i * 13) % 97) },
      places: [place({})],
    });
    const o = new RankingOrder(big);
    const desc = o.sorted({ key: 'booksRead', dir: 'asc' });
    for (let j = 1; j < 1000; j++) expect(big.values.booksRead![desc[j]]).toBeGreaterThanOrEqual(big.values.booksRead![desc[j - 1]]);
    expect(o.search(desc, '学生123').length).toBeGreaterThan(0);
  });
});

describe('cells', () => {
  test('metrics read the house way: counts in 万 above 9999, rates in %, per-student figures with decimals', () => {
    expect(formatMetric('wordsRead', 5225165)).toBe('522.57万');
    expect(formatMetric('participationRate', 0.9565)).toBe('95.7%');
    expect(formatMetric('booksPerStudent', 7.371)).toBe('7.37');
    expect(formatMetric('score', 65.6)).toBe('65.6');
    expect(formatMetric('loans', null)).toBe('-');
  });

  test('names of people can be hidden; units keep theirs', () => {
    const t = table();
    expect(displayName(t, 'student', 0, true)).toBe('张*明');
    expect(displayName(t, 'student', 1, true)).toBe('李*');
    expect(displayName(t, 'class', 0, true)).toBe('张三明');
    expect(displayName(t, 'student', 0, false)).toBe('张三明');
  });

  test('change in places: previous − current; null without either', () => {
    const t = table();
    expect([0, 1, 2, 3, 6].map((i) => rankChange(t, i))).toEqual([2, 0, null, -3, null]);
  });

  test('the parent column: a student shows school and class when several schools are in the list, else the class', () => {
    const t = table();
    expect(parentColumn('student', t)?.title).toBe('学校 · 班级');
    expect(parentColumn('student', t)?.text(t.places[1])).toBe('望海区育英小学 · 三年级(3)班');
    const one = { ...t, places: [t.places[0], { ...t.places[0], classId: 1 }] };
    expect(parentColumn('student', one)?.title).toBe('班级');
    expect(parentColumn('grade', t)?.title).toBe('学校');
    expect(parentColumn('campus', t)?.title).toBe('学校'); // campuses of several schools (a district's 校区 ranking)
    expect(parentColumn('region', t)).toBeNull();
  });

  test('sort keys and the header cycle: first direction, the other, then the ranking order', () => {
    expect(sortKeys(['booksRead'], 'student')).toEqual(['rank', 'name', 'booksRead', 'change']);
    expect(sortKeys(['booksRead'], 'class')).toEqual(['rank', 'name', 'students', 'booksRead', 'change']);
    expect(nextSort(null, 'booksRead')).toEqual({ key: 'booksRead', dir: 'desc' });
    expect(nextSort({ key: 'booksRead', dir: 'desc' }, 'booksRead')).toEqual({ key: 'booksRead', dir: 'asc' });
    expect(nextSort({ key: 'booksRead', dir: 'asc' }, 'booksRead')).toBeNull();
    expect(nextSort({ key: 'booksRead', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
  });
});

test('export columns: rank (样本不足 as text), name (masked when asked), parent, figures as numbers, previous rank and change', () => {
  const t = table();
  const cols = exportColumns(t, {
    level: 'student',
    columns: ['booksRead', 'booksPerStudent'],
    mask: true,
    nameTitle: '学生',
    parent: parentColumn('student', t),
  });
  expect(cols.map((c) => c.title)).toEqual([
    '排名',
    '学生',
    '学校 · 班级',
    '阅读本数（本）',
    '人均阅读（本/生）',
    '上期排名',
    '较上期（名次，正数为上升）',
  ]);
  expect(cols.map((c) => c.value(0))).toEqual([1, '张*明', '滨江市实验小学 · 三年级(2)班', 30, 0.75, 3, 2]);
  expect(cols[0].value(6)).toBe('样本不足');
  expect(cols.find((c) => c.title.startsWith('人均阅读'))).toMatchObject({ kind: 'decimal', digits: 2 });
  const units = exportColumns(t, { level: 'class', columns: ['booksRead'], mask: true, nameTitle: '班级', parent: null });
  expect(units.map((c) => c.title)).toEqual(['排名', '班级', '学生数（人）', '阅读本数（本）', '上期排名', '较上期（名次，正数为上升）']);
  expect(units[1].value(0)).toBe('张三明');
});

test('the top ten: ranked rows only, in ranking order; the per-student figure of a total', () => {
  const t = table();
  expect(topRows(t, 10)).toEqual([0, 1, 2, 3, 4, 5]);
  expect(topRows(t, 3)).toEqual([0, 1, 2]);
  expect(perStudentOf('booksRead', ['booksRead', 'booksPerStudent'])).toBe('booksPerStudent');
  expect(perStudentOf('booksRead', ['booksRead'])).toBeUndefined();
  expect(perStudentOf('participationRate', ['participationRate'])).toBeUndefined();
});

test('the contract refuses a table whose columns differ in length or whose place is unknown', () => {
  const good = table();
  expect(rankingTable.safeParse({ ...good, name: good.name.slice(1) }).success).toBe(false);
  expect(rankingTable.safeParse({ ...good, values: { booksRead: [1] } }).success).toBe(false);
  expect(rankingTable.safeParse({ ...good, place: [0, 0, 0, 0, 0, 0, 9] }).success).toBe(false);
});

describe('names in pinyin order: the collator order exactly, found quickly', () => {
  const collator = new Intl.Collator('zh-Hans-CN', { numeric: true, sensitivity: 'base' });

  function nameTable(names: string[]): RankingTable {
    const n = names.length;
    return {
      id: names.map((_, i) => i + 1),
      name: names,
      rank: names.map((_, i) => i + 1),
      previousRank: names.map(() => null),
      students: names.map(() => 1),
      place: names.map(() => 0),
      subject: names.map(() => null),
      values: { booksRead: Array.from({ length: n }, () => 1) },
      places: [place({})],
    };
  }

  function expectCollatorOrder(names: string[]) {
    const t = nameTable(names);
    const byPage = Array.from(new RankingOrder(t).sorted({ key: 'name', dir: 'asc' }));
    const byCollator = names.map((_, i) => i).sort((a, b) => collator.compare(names[a], names[b]) || a - b);
    expect(byPage.map((i) => names[i])).toEqual(byCollator.map((i) => names[i]));
    expect(byPage).toEqual(byCollator);
  }

  test('the demo city: student names (with 沈阳…, a contraction of the collation), class names (三年级(2)班 before 三年级(10)班), schools', () => {
    const city = getCity();
    const schools = city.districts.flatMap((d) => d.schools);
    const students = Array.from({ length: 30_000 }, (_, i) => studentNameOf(101_000_00 + i * 7).name);
    expect(students.some((n) => n.startsWith('沈阳'))).toBe(true);
    expectCollatorOrder(students);
    expectCollatorOrder(schools.flatMap((s) => s.classes.map((c) => c.name)));
    expectCollatorOrder(schools.flatMap((s) => [s.name, ...s.campuses.map((c) => c.name)]));
  });

  test('mixed text: letters, digits, punctuation, spaces', () => {
    expectCollatorOrder([
      'a1',
      'A2',
      'b',
      '10号',
      '9号',
      '（一）班',
      '(二)班',
      ' 空格',
      '王a',
      '王A',
      '王1',
      '王',
      'Z',
      '05',
      '5',
      '007',
      '沈',
      '沈阳',
      '沈安',
    ]);
  });

  test('the cheap keys alone: digit runs as numbers', () => {
    const keys = collationKeys(['三年级(10)班', '三年级(2)班', '三年级(02)班']);
    expect(keys[1] < keys[0]).toBe(true);
    expect(keys[2]).toBe(keys[1]);
  });
});

test('highest first from lowest first in one pass = a full sort (ties in ranking order, empties and 样本不足 last)', () => {
  fc.assert(
    fc.property(
      fc.array(fc.record({ v: fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constant(Number.NaN)), small: fc.boolean() }), { maxLength: 60 }),
      (rows) => {
        const k = rows.map((r) => r.v);
        const g = Uint8Array.from(rows, (r) => (r.small ? 1 : 0));
        const miss = (i: number) => (k[i] !== k[i] ? 1 : 0);
        const idx = rows.map((_, i) => i);
        const asc = Uint32Array.from([...idx].sort((a, b) => g[a] - g[b] || miss(a) - miss(b) || (miss(a) ? 0 : k[a] - k[b]) || a - b));
        const desc = [...idx].sort((a, b) => g[a] - g[b] || miss(a) - miss(b) || (miss(a) ? 0 : k[b] - k[a]) || a - b);
        expect(Array.from(flipRuns(asc, k, g))).toEqual(desc);
      },
    ),
  );
});

test('样本不足: the rows left out (the answer counts them in the whole ranking) are explained with the floor it applied', () => {
  const t = table();
  expect(excludedNote(1, 'school', 2000)).toBe('1 所学校因样本不足（学生数少于 2000 人）未参与排名');
  expect(excludedNote(1, 'class', 45)).toBe('1 个班级因样本不足（学生数少于 45 人）未参与排名');
  // A first screen holds ranked rows only: the count is the answer's, not the rows'.
  expect(excludedNote(23, 'class', 45)).toBe('23 个班级因样本不足（学生数少于 45 人）未参与排名');
  expect(excludedNote(0, 'school', 2000)).toBeNull();
  // Not ranked now: no change to show (the table draws —, never 新).
  expect(rankChange(t, 6)).toBeNull();
});

test('campuses from several schools name their school (a district’s 校区馆藏排名)', () => {
  const t = table();
  expect(parentColumn('campus', t)?.title).toBe('学校');
  expect(parentColumn('campus', { ...t, places: [t.places[0]], place: t.place.map(() => 0) })).toBeNull();
});
