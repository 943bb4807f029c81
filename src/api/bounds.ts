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

/** How many rows the call asked for: its `limit`, else its page `size`; undefined when it did not say. */
function wanted(input: unknown): number | undefined {
  if (!isRecord(input)) return undefined;
  if (typeof input.limit === 'number') return input.limit;
  if (typeof input.size === 'number') return input.size;
  return undefined;
}

/**
 * The answer with its bounded list cut to what `input` asked for: the list itself when the answer is one, else its
 * `rows` (or the field CUT_FIELDS names). The same object when nothing is cut.
 */
export function cutToRequest(endpointId: string, data: unknown, input: unknown): unknown {
  const max = wanted(input);
  if (max === undefined) return data;
  if (Array.isArray(data)) return data.length > max ? data.slice(0, max) : data;
  const field = cutField(endpointId);
  if (!isRecord(data)) return data;
  const list = data[field];
  if (!Array.isArray(list) || list.length <= max) return data;
  return { ...data, [field]: list.slice(0, max) };
}
