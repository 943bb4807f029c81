import { isRecord } from '@/utils/objects';

/**
 * Every list an answer brings is bounded (docs/api.md#bounds): by the contract (`list(row, max)` of
 * ./contract/common.ts: longer lists are cut to `max` before their rows are read) and by what the call asked for — a
 * `limit` (a top-N list) or a page `size` — here. A page that asked for 10 rows shows 10, whatever comes.
 */

/** The list a call's `limit` or `size` bounds, where it is not the answer's `rows`. */
const CUT_FIELDS: Readonly<Record<string, string>> = {
  'activ.queryOutcomeStati': 'top',
  'reading-data.reading.queryMonthlyParticipation': 'series',
};

/** The answer's field that `limit` / `size` bound for an endpoint: `rows` unless CUT_FIELDS says otherwise. */
export function cutField(endpointId: string): string {
  return CUT_FIELDS[endpointId] ?? 'rows';
}

/**
 * Columnar answers (a field holding one list per column, row i being the i-th entry of each): the field, and the
 * lists in it that are not columns. `limit` bounds the rows, so every column is cut alike.
 */
const CUT_TABLES: Readonly<Record<string, { field: string; notColumns: readonly string[] }>> = {
  'reading-data.rank.queryRanking': { field: 'table', notColumns: ['places'] },
};

/**
 * A columnar table with every column (and every list of a nested record of columns, such as `values`) cut to `max`
 * rows; the same object when no column is longer.
 */
function cutColumns(table: Record<string, unknown>, max: number, notColumns: readonly string[]): Record<string, unknown> {
  const longer = (value: unknown): boolean =>
    Array.isArray(value) ? value.length > max : isRecord(value) && Object.values(value).some(longer);
  const cut = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.slice(0, max)
      : isRecord(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cut(v)]))
        : value;
  const columns = Object.entries(table).filter(([k]) => !notColumns.includes(k));
  if (!columns.some(([, v]) => longer(v))) return table;
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [k, notColumns.includes(k) ? v : cut(v)]));
}

/** The answer with its columnar table (CUT_TABLES) cut to the `limit` the call asked for. */
function cutTable(endpointId: string, data: Record<string, unknown>, input: unknown): Record<string, unknown> {
  const columnar = CUT_TABLES[endpointId];
  const table = columnar ? data[columnar.field] : undefined;
  if (!columnar || !isRecord(table) || !isRecord(input) || typeof input.limit !== 'number') return data;
  const cut = cutColumns(table, input.limit, columnar.notColumns);
  return cut === table ? data : { ...data, [columnar.field]: cut };
}

/** How many rows the call asked for: its `limit`, else its page `size`; undefined when it did not say. */
function wanted(input: unknown): number | undefined {
  if (!isRecord(input)) return undefined;
  if (typeof input.limit === 'number') return input.limit;
  if (typeof input.size === 'number') return input.size;
  return undefined;
}

/**
 * The answer with its bounded list cut to what `input` asked for: the list itself when the answer is one, else its
 * `rows` (or the field CUT_FIELDS names), and the columns of a columnar table (CUT_TABLES). The same object when
 * nothing is cut.
 */
export function cutToRequest(endpointId: string, data: unknown, input: unknown): unknown {
  const max = wanted(input);
  if (max === undefined) return data;
  if (Array.isArray(data)) return data.length > max ? data.slice(0, max) : data;
  const field = cutField(endpointId);
  if (!isRecord(data)) return data;
  const withTable = cutTable(endpointId, data, input);
  const list = withTable[field];
  if (!Array.isArray(list) || list.length <= max) return withTable;
  return { ...withTable, [field]: list.slice(0, max) };
}
