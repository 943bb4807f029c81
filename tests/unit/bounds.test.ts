import { z } from 'zod';
import { cutField, cutToRequest } from '@/api/bounds';
import { list, LIST_BOUNDS, serverText } from '@/api/contract/common';
import { ALL_ENDPOINTS } from '@/api/contract';
import { readerRankings } from '@/api/contract/overview';
import { readFileSync } from 'node:fs';

/** Every list of an answer is bounded (docs/api.md#bounds): by the contract and by what the call asked for. */

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i }));

describe('cutToRequest', () => {
  test('a call that asked for 10 gets 10, whatever comes', () => {
    const data = { scope: { level: 'city', name: 'x' }, rows: rows(100_000) };
    const cut = cutToRequest(readerRankings.id, data, { limit: 10 }) as { rows: unknown[]; scope: unknown };
    expect(cut.rows).toHaveLength(10);
    expect(cut.rows[9]).toEqual({ id: 9 });
    expect(cut.scope).toBe(data.scope);
  });
  test('a page size bounds the page', () => {
    expect((cutToRequest('rank.x', { rows: rows(50) }, { size: 20 }) as { rows: unknown[] }).rows).toHaveLength(20);
  });
  test('nothing asked, or no more than asked: the same object', () => {
    const data = { rows: rows(5) };
    expect(cutToRequest('x', data, {})).toBe(data);
    expect(cutToRequest('x', data, { limit: 10 })).toBe(data);
    const list3 = [1, 2, 3];
    expect(cutToRequest('x', list3, { size: 5 })).toBe(list3);
  });
  test('an answer that is a list is cut itself (the libraries of size=1000)', () => {
    expect(cutToRequest('user.libraries', rows(20_000), { 'parentId.equals': 1, size: 1000 })).toHaveLength(1000);
  });
  test('the lists named by CUT_FIELDS are cut instead of rows', () => {
    expect(cutField('activ.queryOutcomeStati')).toBe('top');
    const data = { top: rows(30), byType: rows(10) };
    const cut = cutToRequest('activ.queryOutcomeStati', data, { limit: 3 }) as typeof data;
    expect(cut.top).toHaveLength(3);
    expect(cut.byType).toHaveLength(10);
  });
  test('every call that takes a limit or a size has that list in its answer', () => {
    for (const e of ALL_ENDPOINTS) {
      const input = z.toJSONSchema(e.request, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
      if (!input.properties?.limit && !input.properties?.size) continue;
      const out = z.toJSONSchema(e.response, { io: 'output', unrepresentable: 'any' }) as {
        properties: Record<string, { properties?: Record<string, { type?: string }> }>;
      };
      if ((out as { type?: string }).type === 'array') continue;
      const data = e.envelope ? out.properties.data.properties : (out.properties as Record<string, { type?: string }>);
      expect(data?.[cutField(e.id)]?.type, e.id).toBe('array');
    }
  });
});

describe('list: the contract bounds every list', () => {
  test('a longer list is cut to its bound before its rows are read', () => {
    const row = z.object({ id: z.number() });
    const schema = list(row, 5);
    const parsed = schema.parse(rows(100_000));
    expect(parsed).toHaveLength(5);
    // The rows past the bound are not checked: a bad one there does not fail the answer.
    expect(schema.parse([...rows(5), { id: 'bad' }])).toHaveLength(5);
    expect(schema.safeParse([{ id: 'bad' }]).success).toBe(false);
  });

  test('every array of every answer of the contract states a bound (maxItems)', () => {
    const unbounded: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((n, i) => walk(n, `${where}[${i}]`));
      if (!node || typeof node !== 'object') return;
      const n = node as Record<string, unknown>;
      if (n.type === 'array' && typeof n.maxItems !== 'number') unbounded.push(where);
      for (const [k, v] of Object.entries(n)) walk(v, `${where}.${k}`);
    };
    for (const e of ALL_ENDPOINTS) walk(z.toJSONSchema(e.response, { io: 'output', unrepresentable: 'any' }), e.id);
    expect(unbounded).toEqual([]);
  });

  test('the bounds are the documented ones', () => {
    expect(LIST_BOUNDS).toEqual({ rows: 1000, calendar: 400, categories: 100, schools: 10_000, classes: 100_000, students: 500_000 });
  });
});

describe('serverText: names arrive cleaned', () => {
  test('bidi overrides and controls are gone, the rest is kept', () => {
    expect(serverText.parse('\u202e学小\u000c验实')).toBe('学小 验实');
    expect(serverText.parse('<script>x</script>')).toBe('<script>x</script>');
    expect(serverText.safeParse(5).success).toBe(false);
  });
  test('the scope name of every statistics answer is one', () => {
    const out = readerRankings.response.parse({
      code: '200',
      data: { scope: { level: 'city', name: '\u202e市江滨' }, rows: [] },
    });
    expect(out.data.scope.name).toBe('市江滨');
  });
});

/** The bounds of every call's lists as docs/api.md#bounds states them: one table row per call with lists. */
function boundsRows(): string[] {
  const rows: string[] = [];
  for (const e of ALL_ENDPOINTS) {
    const lists: string[] = [];
    const walk = (node: unknown, where: string) => {
      if (!node || typeof node !== 'object') return;
      const n = node as {
        type?: string;
        maxItems?: number;
        items?: unknown;
        properties?: Record<string, unknown>;
        anyOf?: unknown[];
        additionalProperties?: unknown;
      };
      if (n.type === 'array') {
        lists.push(`\`${where || '(the answer)'}\` ≤ ${n.maxItems!.toLocaleString('en-US')}`);
        walk(n.items, `${where}[]`);
      }
      for (const [k, v] of Object.entries(n.properties ?? {})) walk(v, where ? `${where}.${k}` : k);
      for (const v of n.anyOf ?? []) walk(v, where);
      if (n.additionalProperties && typeof n.additionalProperties === 'object') walk(n.additionalProperties, `${where}.*`);
    };
    const schema = z.toJSONSchema(e.response, { io: 'output', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
    walk(e.envelope ? schema.properties?.data : schema, '');
    if (lists.length > 0) rows.push(`| \`${e.id}\` | ${lists.join(', ')} |`);
  }
  return rows;
}

test('docs/api.md#bounds states the bound of every list of every answer', () => {
  const doc = readFileSync('docs/api.md', 'utf8');
  const missing = boundsRows().filter((row) => !doc.includes(row));
  expect(missing, `add to docs/api.md#bounds:\n${missing.join('\n')}`).toEqual([]);
});
