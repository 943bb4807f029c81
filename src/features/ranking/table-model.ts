/**
 * The ranking table's model over the columnar answer of rank/queryRanking (`all: true`): which columns a level
 * shows, how each cell reads, the order of the rows for a sort and a search, and the columns of the Excel export.
 * Rows are addressed by their index in the answer; the table shows a list of indexes (the view). Orders are cached
 * per dataset and sort, so that a second click on a header costs nothing; names sort with one cached collator.
 */
import type { Data } from '@/api/define';
import { RANKING_METRIC_KEYS, type ranking, type RankingLevelKey, type RankingMetricKey } from '@/api/contract/reading';
import { metricInfo, metricTitle } from '@/api/ranking-metrics';
import type { ExportColumn } from '@/components/export-xlsx';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { maskName } from '@/utils/mask-name';
import type { SortState } from './view';

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
export function spread(table: RankingTable): { districts: number; schools: number; campuses: number } {
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
    case 'grade':
      return schools > 1 ? { title: '学校', text: school } : null;
    case 'class':
    case 'teacher':
      return schools > 1 ? { title: '学校', text: school } : campuses > 1 ? { title: '校区', text: campus } : null;
    case 'student':
      return schools > 1 ? { title: '学校 · 班级', text: (p) => `${p.schoolName ?? ''} · ${p.className ?? ''}` } : { title: '班级', text: (p) => p.className ?? '' };
    default:
      return null;
  }
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

const collator = new Intl.Collator('zh-Hans-CN', { numeric: true, sensitivity: 'base' });

/** The keys a table can sort on, for a list of metric columns. */
export function sortKeys(columns: readonly RankingMetricKey[], level: RankingLevelKey): string[] {
  return ['rank', 'name', ...(level === 'student' ? [] : ['students']), ...columns, 'change'];
}

/** The direction a first click on a header sorts: text A→Z and rank 1→n ascending, figures highest first. */
export function firstDirection(key: string): 'asc' | 'desc' {
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
  readonly size: number;

  constructor(private readonly table: RankingTable) {
    this.size = table.id.length;
    this.unranked = Uint8Array.from(table.rank, (r) => (r === null ? 1 : 0));
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
    if (key === 'rank') return Float64Array.from(t.rank, (r) => (r === null ? Number.NaN : r));
    if (key === 'students') return t.students;
    if (key === 'change') return Float64Array.from({ length: this.size }, (_, i) => rankChange(t, i) ?? Number.NaN);
    if (key === 'name') return this.names();
    return isMetricKey(key) ? (t.values[key] ?? null) : null;
  }

  /** Pinyin order of the names as numbers (equal names share one), sorted once per answer. */
  names(): Float64Array {
    if (this.nameKey) return this.nameKey;
    const names = this.table.name;
    const byName = Array.from(this.identity());
    byName.sort((a, b) => collator.compare(names[a], names[b]));
    const key = new Float64Array(this.size);
    let place = 0;
    for (let j = 0; j < byName.length; j++) {
      if (j > 0 && collator.compare(names[byName[j - 1]], names[byName[j]]) !== 0) place = j;
      key[byName[j]] = place;
    }
    this.nameKey = key;
    return key;
  }

  /** The rows in the order of a sort (null: the server's ranking order). Unknown columns keep that order. */
  sorted(sort: SortState | null): Uint32Array {
    if (!sort) return this.identity();
    const id = `${sort.key}:${sort.dir}`;
    const cached = this.cache.get(id);
    if (cached) return cached;
    const k = this.key(sort.key);
    if (!k) return this.identity();
    const sign = sort.dir === 'asc' ? 1 : -1;
    const g = this.unranked;
    const order = Uint32Array.from(this.identity());
    order.sort((a, b) => {
      const ka = k[a];
      const kb = k[b];
      const ma = ka !== ka ? 1 : 0;
      const mb = kb !== kb ? 1 : 0;
      return g[a] - g[b] || ma - mb || (ma ? 0 : sign * (ka - kb)) || a - b;
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

// ---------------------------------------------------------------- export

export interface ExportOptions {
  level: RankingLevelKey;
  columns: readonly RankingMetricKey[];
  mask: boolean;
  nameTitle: string;
  parent: ParentColumn | null;
}

/** The columns of the .xlsx: what the table shows, numbers as numbers (rates as Excel percentages). */
export function exportColumns(table: RankingTable, o: ExportOptions): ExportColumn<number>[] {
  const place = (i: number) => table.places[table.place[i]];
  const cols: ExportColumn<number>[] = [
    { title: '排名', value: (i) => table.rank[i] ?? '样本不足', width: 10 },
    { title: o.nameTitle, value: (i) => displayName(table, o.level, i, o.mask), width: 18 },
  ];
  if (o.parent) {
    const parent = o.parent;
    cols.push({ title: parent.title, value: (i) => parent.text(place(i)), width: 28 });
  }
  if (o.level === 'teacher') cols.push({ title: '学科', value: (i) => table.subject[i] ?? '' });
  if (o.level !== 'student') cols.push({ title: o.level === 'teacher' ? '任教学生（人）' : metricTitle('students'), value: (i) => table.students[i], kind: 'count' });
  for (const key of o.columns) {
    const m = metricInfo(key);
    const values = table.values[key] ?? [];
    cols.push({ title: metricTitle(key), value: (i) => values[i], kind: m.kind, digits: m.kind === 'decimal' ? (m.digits ?? 2) : undefined });
  }
  cols.push({ title: '上期排名', value: (i) => table.previousRank[i], kind: 'count' });
  cols.push({ title: '较上期（名次，正数为上升）', value: (i) => rankChange(table, i), kind: 'count', width: 16 });
  return cols;
}
