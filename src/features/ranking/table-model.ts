/**
 * The ranking table's model over the columnar answer of rank/queryRanking (`all: true`): which columns a level
 * shows, how each cell reads, the order of the rows for a sort and a search, and the columns of the Excel export.
 * Rows are addressed by their index in the answer; the table shows a list of indexes (the view). Orders are cached
 * per dataset and sort, so that a second click on a header costs nothing; names sort with one cached collator.
 */
import type { Data } from '@/api/define';
import {
  RANKING_METRIC_KEYS,
  type ranking,
  type RankingFamilyKey,
  type RankingLevelKey,
  type RankingMetricKey,
} from '@/api/contract/ranking';
import { catalogueKey, metricInfo } from '@/api/ranking-metrics';
import type { ExportColumn } from '@/components/export-xlsx';
import { toExportColumns, type TableColumn } from '@/components/table-columns';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { maskName } from '@/utils/mask-name';
import { COUNT_WORD, RANK_PARAMS, drillPatch, type HomeScope, type RankingFilters, type SortState } from './view';
import { compareNames } from '@/utils/names';

export type RankingData = Data<typeof ranking>;
export type RankingTable = NonNullable<RankingData['table']>;
export type RankingPlace = RankingTable['places'][number];

/** A metric value as the table, the chart and the tooltips read it (units are in the column titles). */
export function formatMetric(key: RankingMetricKey, value: number | null | undefined): string {
  const m = metricInfo(key);
  if (m.kind === 'percent') return formatPercent(value);
  if (m.kind === 'decimal') return formatDecimal(value, m.digits ?? 2);
  return formatLarge(value);
}

/** Levels whose rows are people: their names can be hidden. */
export function isPersonLevel(level: RankingLevelKey): boolean {
  return level === 'student' || level === 'teacher';
}

/** The name shown for row i (masked for people when 隐藏姓名 is on). */
export function displayName(table: RankingTable, level: RankingLevelKey, i: number, mask: boolean): string {
  const name = table.name[i] ?? '';
  return mask && isPersonLevel(level) ? maskName(name) : name;
}

/** The parent column of a level: what a row belongs to, shown only where rows belong to different ones. */
export interface ParentColumn {
  title: string;
  text: (place: RankingPlace) => string;
}

/** How many districts, schools and campuses the rows come from (decides the parent column). */
function spread(table: RankingTable): { districts: number; schools: number; campuses: number } {
  const d = new Set<number>();
  const s = new Set<number | null>();
  const c = new Set<number | null>();
  for (const p of table.places) {
    d.add(p.districtId);
    s.add(p.libraryId);
    c.add(p.campusId);
  }
  return { districts: d.size, schools: s.size, campuses: c.size };
}

export function parentColumn(level: RankingLevelKey, table: RankingTable): ParentColumn | null {
  const { districts, schools, campuses } = spread(table);
  const school = (p: RankingPlace) => p.schoolName ?? '';
  const campus = (p: RankingPlace) => p.campusName ?? '';
  switch (level) {
    case 'school':
      return districts > 1 ? { title: '所属区域', text: (p) => p.districtName } : null;
    case 'campus':
      return schools > 1 ? { title: '学校', text: school } : null;
    case 'grade':
      return schools > 1 ? { title: '学校', text: school } : null;
    case 'class':
    case 'teacher':
      return schools > 1 ? { title: '学校', text: school } : campuses > 1 ? { title: '校区', text: campus } : null;
    case 'student':
      return schools > 1
        ? { title: '学校 · 班级', text: (p) => `${p.schoolName ?? ''} · ${p.className ?? ''}` }
        : { title: '班级', text: (p) => p.className ?? '' };
    default:
      return null;
  }
}

/**
 * The line that explains the rows left out of the ranking (样本不足; `unranked` of the answer, which counts them in
 * the whole ranking, also when the answer holds its first screen only), null when there are none:
 * '3 所学校因样本不足（学生数少于 2000 人）未参与排名'. The floor is the one the answer applied.
 */
export function excludedNote(unranked: number, level: RankingLevelKey, minStudents: number): string | null {
  return unranked === 0 ? null : `${unranked} ${COUNT_WORD[level]}因样本不足（学生数少于 ${minStudents} 人）未参与排名`;
}

/** The change against the previous period in places: positive = up (▲), null when either rank is missing. */
export function rankChange(table: RankingTable, i: number): number | null {
  const now = table.rank[i];
  const before = table.previousRank[i];
  return now === null || now === undefined || before === null || before === undefined ? null : before - now;
}

// ---------------------------------------------------------------- order

function isMetricKey(key: string): key is RankingMetricKey {
  return RANKING_METRIC_KEYS.some((k) => k === key);
}

const DIGIT = /^[0-9]$/;

/**
 * Sort keys that put names almost in the collator's order, compared as plain strings (no ICU call per comparison).
 * The collator orders the distinct characters once (a few hundred); each character becomes its place in that order,
 * and a run of digits a number (length, then digits, leading zeros dropped: 三年级(2)班 before 三年级(10)班), placed
 * where '0' is. Not exact: the pinyin collation has contractions for some words (沈阳 sorts before 沈), so a sort by
 * these keys is followed by the collator's own sort, which then has little left to do.
 */
export function collationKeys(names: readonly string[]): string[] {
  const chars = new Set<string>(['0']);
  for (const name of names) for (const ch of name) if (!DIGIT.test(ch)) chars.add(ch);
  const sorted = [...chars].sort(compareNames);
  const rank = new Map<string, number>();
  let place = 0;
  sorted.forEach((ch, i) => {
    if (i > 0 && compareNames(sorted[i - 1], ch) !== 0) place += 1;
    rank.set(ch, place);
  });
  const code = (n: number) => String.fromCharCode(0x100 + n);
  const zero = code(rank.get('0') ?? 0);
  return names.map((name) => {
    let key = '';
    const chs = Array.from(name);
    for (let i = 0; i < chs.length; i++) {
      const ch = chs[i];
      if (DIGIT.test(ch)) {
        let j = i;
        while (j < chs.length && DIGIT.test(chs[j])) j++;
        const digits = chs
          .slice(i, j)
          .join('')
          .replace(/^0+(?=\d)/, '');
        key += zero + code(digits.length) + digits;
        i = j - 1;
      } else key += code(rank.get(ch) ?? 0);
    }
    return key;
  });
}

/** The keys a table can sort on, for a list of metric columns. */
export function sortKeys(columns: readonly RankingMetricKey[], level: RankingLevelKey): string[] {
  return ['rank', 'name', ...(level === 'student' ? [] : ['students']), ...columns, 'change'];
}

/** The direction a first click on a header sorts: text A→Z and rank 1→n ascending, figures highest first. */
function firstDirection(key: string): 'asc' | 'desc' {
  return key === 'name' || key === 'rank' ? 'asc' : 'desc';
}

/** Next sort state after a click on a header: first direction, the other one, then back to the server's order. */
export function nextSort(current: SortState | null, key: string): SortState | null {
  const first = firstDirection(key);
  if (!current || current.key !== key) return { key, dir: first };
  if (current.dir === first) return { key, dir: first === 'asc' ? 'desc' : 'asc' };
  return null;
}

/**
 * Row orders of one answer: the server's ranking order, a sort on any column (ranked rows first, then the
 * 样本不足 ones; empty values last; ties keep the ranking order) and a name search over an order.
 */
export class RankingOrder {
  private readonly cache = new Map<string, Uint32Array>();
  private nameKey: Float64Array | null = null;
  private lowerNames: string[] | null = null;
  private readonly unranked: Uint8Array;
  private readonly rankKey: Float64Array;
  readonly size: number;

  constructor(private readonly table: RankingTable) {
    this.size = table.id.length;
    this.unranked = Uint8Array.from(table.rank, (r) => (r === null ? 1 : 0));
    this.rankKey = Float64Array.from(table.rank, (r) => (r === null ? Number.NaN : r));
  }

  /** The server's order: 0 … n−1. */
  identity(): Uint32Array {
    let order = this.cache.get('');
    if (!order) {
      order = new Uint32Array(this.size);
      for (let i = 0; i < this.size; i++) order[i] = i;
      this.cache.set('', order);
    }
    return order;
  }

  /** Numbers to sort a column on (NaN = empty). Names: their place in pinyin order, computed once. */
  private key(key: string): ArrayLike<number> | null {
    const t = this.table;
    if (key === 'students') return t.students;
    if (key === 'change') return Float64Array.from({ length: this.size }, (_, i) => rankChange(t, i) ?? Number.NaN);
    if (key === 'name') return this.names();
    if (key === 'rank') return this.rankKey;
    return isMetricKey(key) ? (t.values[key] ?? null) : null;
  }

  /** Pinyin order of the names as numbers (equal names share one), computed once per answer. */
  names(): Float64Array {
    while (!this.nameStep());
    return this.nameKey!;
  }

  private nameKeys: string[] | null = null;
  private byNameKey: number[] | null = null;

  /**
   * One of three slices of the names' order (so that idle-time preparation never blocks long): cheap keys; a sort
   * by them (nearly the collator's order); the collator's own sort, which then finds long runs (TimSort) and
   * settles the few words the keys place differently (沈阳 before 沈: a contraction of the pinyin collation).
   * True once the order is ready.
   */
  private nameStep(): boolean {
    if (this.nameKey) return true;
    const names = this.table.name;
    if (!this.nameKeys) {
      this.nameKeys = collationKeys(names);
      return false;
    }
    if (!this.byNameKey) {
      const keys = this.nameKeys;
      const byKey = Array.from(this.identity());
      byKey.sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : a - b));
      this.byNameKey = byKey;
      return false;
    }
    const byName = this.byNameKey;
    byName.sort((a, b) => compareNames(names[a], names[b]) || a - b);
    const key = new Float64Array(this.size);
    let place = 0;
    for (let j = 0; j < byName.length; j++) {
      if (j > 0 && compareNames(names[byName[j - 1]], names[byName[j]]) !== 0) place = j;
      key[byName[j]] = place;
    }
    this.nameKey = key;
    this.nameKeys = null;
    this.byNameKey = null;
    return true;
  }

  /** One slice of preparing a column's order ahead of a click; true when the column is ready. */
  prepareStep(key: string): boolean {
    if (key === 'name' && !this.nameStep()) return false;
    this.prepare(key);
    return true;
  }

  /** The rows in the order of a sort (null: the server's ranking order). Unknown columns keep that order. */
  sorted(sort: SortState | null): Uint32Array {
    if (!sort) return this.identity();
    const id = `${sort.key}:${sort.dir}`;
    const cached = this.cache.get(id);
    if (cached) return cached;
    const k = this.key(sort.key);
    if (!k) return this.identity();
    const asc = this.ascending(sort.key, k);
    if (sort.dir === 'asc') return asc;
    const desc = flipRuns(asc, k, this.unranked);
    this.cache.set(id, desc);
    return desc;
  }

  /** Sorts a column ahead of a click (idle time): its ascending order, from which the other one costs one pass. */
  prepare(key: string): void {
    const k = this.key(key);
    if (k) this.ascending(key, k);
  }

  /** Lowest first within the ranked rows, then within the 样本不足 rows; empty values last; ties by ranking order. */
  private ascending(key: string, k: ArrayLike<number>): Uint32Array {
    const id = `${key}:asc`;
    const cached = this.cache.get(id);
    if (cached) return cached;
    const g = this.unranked;
    const order = Uint32Array.from(this.identity());
    order.sort((a, b) => {
      const ka = k[a];
      const kb = k[b];
      const ma = ka !== ka ? 1 : 0;
      const mb = kb !== kb ? 1 : 0;
      return g[a] - g[b] || ma - mb || (ma ? 0 : ka - kb) || a - b;
    });
    this.cache.set(id, order);
    return order;
  }

  /** The rows of `order` whose name contains the search (case-insensitive, trimmed); all of them for ''. */
  search(order: Uint32Array, query: string): Uint32Array {
    const q = query.trim().toLowerCase();
    if (!q) return order;
    if (!this.lowerNames) this.lowerNames = this.table.name.map((n) => n.toLowerCase());
    const names = this.lowerNames;
    const out = new Uint32Array(order.length);
    let n = 0;
    for (let j = 0; j < order.length; j++) if (names[order[j]].includes(q)) out[n++] = order[j];
    return out.slice(0, n);
  }
}

/**
 * Highest first from an ascending order, in one pass: within each group (ranked / 样本不足, with or without a value)
 * the runs of equal values come in reverse, each run keeping the ranking order of its rows.
 */
export function flipRuns(asc: Uint32Array, k: ArrayLike<number>, unranked: Uint8Array): Uint32Array {
  const out = new Uint32Array(asc.length);
  const group = (i: number) => unranked[i] * 2 + (k[i] !== k[i] ? 1 : 0);
  let start = 0;
  while (start < asc.length) {
    let end = start;
    const g = group(asc[start]);
    while (end < asc.length && group(asc[end]) === g) end++;
    if (g % 2 === 1) {
      // Without a value: no order to flip.
      out.set(asc.subarray(start, end), start);
    } else {
      let w = start;
      let runEnd = end;
      while (runEnd > start) {
        let runStart = runEnd - 1;
        const v = k[asc[runStart]];
        while (runStart > start && k[asc[runStart - 1]] === v) runStart--;
        out.set(asc.subarray(runStart, runEnd), w);
        w += runEnd - runStart;
        runEnd = runStart;
      }
    }
    start = end;
  }
  return out;
}

// ---------------------------------------------------------------- export

export interface ExportOptions {
  /** Names the metrics (the teaching family's score is 教学得分). */
  family?: RankingFamilyKey;
  level: RankingLevelKey;
  columns: readonly RankingMetricKey[];
  mask: boolean;
  nameTitle: string;
  parent: ParentColumn | null;
  /** The metric the rows are ranked by: its column never folds away (docs/rules.md#tables). */
  metric?: RankingMetricKey;
  /** Rows of the whole ranking (the table may hold its first screen only): the rank column's room. Default the table's. */
  rows?: number;
}

/**
 * A figure column wide enough for its header on one line: the name (14 px a character, bold), the sort arrow and the
 * ⓘ beside it, the cell's padding; 92 px at least. A header that wrapped grew past the header row's 48 px.
 */
function metricColumnWidth(label: string): number {
  return Math.max(92, 56 + 14 * [...label].length);
}

/**
 * The ranking table's columns over the rows' indexes, for the virtual table (ranking-table.tsx) and the .xlsx alike:
 * header, unit, value, kind, width and sorting of each column, and what the .xlsx writes differently (the word
 * 样本不足 for an unranked row, the previous rank, a spelled-out change). Medals, links and arrows are drawn by the
 * table.
 */
export function tableColumns(table: RankingTable, o: ExportOptions): TableColumn<number>[] {
  const place = (i: number) => table.places[table.place[i] ?? -1];
  const cols: TableColumn<number>[] = [
    {
      key: 'rank',
      title: '排名',
      kind: 'rank',
      value: (i) => table.rank[i],
      // Room for the largest rank (48,643 students: five digits), the same for the first screen and every row.
      width: Math.max(72, 36 + String(o.rows ?? table.id.length).length * 9),
      priority: 0,
      exportAs: { value: (i) => table.rank[i] ?? '样本不足', width: 10 },
    },
    {
      key: 'name',
      title: o.nameTitle,
      value: (i) => displayName(table, o.level, i, o.mask),
      width: isPersonLevel(o.level) ? 100 : 150,
      priority: 0,
      sortable: true,
      exportAs: { width: 18 },
    },
  ];
  if (o.parent) {
    const parent = o.parent;
    cols.push({
      key: 'parent',
      title: parent.title,
      value: (i) => {
        const pl = place(i);
        return pl ? parent.text(pl) : '';
      },
      width: o.level === 'student' && parent.title.includes('学校') ? 250 : 170,
      priority: 1,
      exportAs: { width: 28 },
    });
  }
  if (o.level === 'teacher') cols.push({ key: 'subject', title: '学科', value: (i) => table.subject[i] ?? '', width: 84, priority: 2 });
  if (o.level !== 'student') {
    // A unit's 学生数; a teacher's 任教学生 (the students of the classes taught).
    const headcount = o.level === 'teacher' ? 'studentsTaught' : 'students';
    const students = metricInfo(headcount);
    cols.push({
      key: 'students',
      title: students.label,
      metric: headcount,
      unit: students.unit,
      kind: 'count',
      value: (i) => table.students[i],
      width: metricColumnWidth(students.label),
      priority: 3,
    });
  }
  for (const key of o.columns) {
    const m = metricInfo(key, o.family);
    const values = table.values[key] ?? [];
    cols.push({
      key,
      title: m.label,
      metric: catalogueKey(key, o.family),
      unit: m.unit,
      kind: m.kind,
      digits: m.kind === 'decimal' ? (m.digits ?? 2) : undefined,
      value: (i) => values[i],
      width: metricColumnWidth(m.label),
      priority: key === o.metric ? 0 : 2,
    });
  }
  cols.push({ key: 'previousRank', title: '上期排名', kind: 'count', value: (i) => table.previousRank[i], shown: false });
  cols.push({
    key: 'change',
    title: '较上期',
    kind: 'count',
    value: (i) => rankChange(table, i),
    width: 80,
    priority: 0,
    exportAs: { title: '较上期（名次，正数为上升）', width: 16 },
  });
  return cols;
}

/** The room the table's columns take side by side (px): what it needs to show every column. */
export function tableWidth(columns: readonly TableColumn<number>[]): number {
  return columns.reduce((sum, c) => sum + (c.shown === false ? 0 : typeof c.width === 'number' ? c.width : 92), 0);
}

/** The columns of the .xlsx: what the table shows, numbers as numbers (rates as Excel percentages). */
export function exportColumns(table: RankingTable, o: ExportOptions): ExportColumn<number>[] {
  return toExportColumns(tableColumns(table, o));
}

/** The URL patch that drills down into row `i` (search cleared), or null where the level has nothing below. */
export function rowPatch(
  table: RankingTable,
  level: RankingLevelKey,
  i: number,
  home: HomeScope,
  filters: RankingFilters,
): Record<string, string | null> | null {
  const place = table.places[table.place[i] ?? -1];
  if (!place) return null;
  const patch = drillPatch(level, table.id[i] ?? 0, place, home, filters.drill);
  return patch ? { ...patch, [RANK_PARAMS.search]: null } : null;
}
