import { statsInput } from '@/api/contract/common';
import type { Endpoint, Encoding } from '@/api/define';
import { CAMPUS_ID_CALLS, LIBRARY_ID_SKIP, matches } from '@/api/scope-injection';
import { fieldRows, jsonSchemaOf, type FieldRow, type JsonSchema } from './schema';

/**
 * The calls of the contract as the reference describes them: one per method and path (the two encodings of
 * activ/queryCarryOut are one call of the server), with their JSON Schemas and field rows. Built from the contract
 * index (src/api/contract/index.ts) alone: a call added there is described with no list to update here.
 */

export const CONTENT_TYPES: Record<Exclude<Encoding, 'query'>, string> = {
  form: 'application/x-www-form-urlencoded',
  json: 'application/json',
  // A plain object handed to axios, which sends it as JSON.
  raw: 'application/json',
};

/** `/services/{product}readingbook/…`: the product is a deployment setting (VITE_READINGBOOK_PRODUCT), not a constant. */
const PRODUCT_PATH = /^\/services\/[^/]*readingbook\//;
export const docPath = (path: string) => path.replace(PRODUCT_PATH, '/services/{product}readingbook/');

interface Injection {
  libraryId: boolean;
  campusId: boolean;
}

export interface Call {
  /** The endpoints of this method and path, first the one the call is named after. */
  endpoints: Endpoint[];
  id: string;
  method: Endpoint['method'];
  path: string;
  injection: Injection;
  request: JsonSchema;
  response: JsonSchema;
  /** The field rows of the request (every field, the common ones included). */
  requestRows: FieldRow[];
  /** The fields of `statsInput` this request has unchanged (the tables name them once, see commonRows). */
  common: Set<string>;
  /** The rows of the answer: the envelope's `data`, or the body. */
  responseRows: FieldRow[];
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export const INJECTED_TEXT = {
  libraryId: 'Added by the app when a library is chosen (library-view mode); a field the caller set is kept.',
  campusId: 'Added by the app when a campus is chosen; a field the caller set is kept.',
};

/** The request schema with the fields the app's wrapper adds (a server must accept them even where a page never sets them). */
function withInjected(request: JsonSchema, injection: Injection): JsonSchema {
  const properties = { ...(request.properties ?? {}) };
  for (const field of ['libraryId', 'campusId'] as const) {
    if (injection[field] && !properties[field]) {
      properties[field] = { type: 'integer', exclusiveMinimum: 0, format: 'int64', description: INJECTED_TEXT[field] };
    }
  }
  return { ...request, type: 'object', properties };
}

const COMMON_REQUEST: JsonSchema = jsonSchemaOf(statsInput);
/** The rows of the common request fields (`statsInput`): their own table in docs/api.md. */
export const commonRows = (): FieldRow[] => fieldRows(jsonSchemaOf(statsInput), '(body)');

export function callsOf(endpoints: readonly Endpoint[]): Call[] {
  const byKey = new Map<string, Endpoint[]>();
  for (const e of endpoints) {
    const key = `${e.method} ${e.path}`;
    byKey.set(key, [...(byKey.get(key) ?? []), e]);
  }
  return [...byKey.values()].map((group) => {
    const [first] = group;
    const injection = { libraryId: !matches(LIBRARY_ID_SKIP, first.path), campusId: matches(CAMPUS_ID_CALLS, first.path) };
    const requests = group.map((e) => withInjected(jsonSchemaOf(e.request), injection));
    const responses = group.map((e) => jsonSchemaOf(e.response));
    const request = requests.every((r) => same(r, requests[0])) ? requests[0] : { anyOf: requests };
    const response = responses.every((r) => same(r, responses[0])) ? responses[0] : { anyOf: responses };
    const data = first.envelope ? response.properties?.data : undefined;
    const common = new Set(
      Object.entries(COMMON_REQUEST.properties ?? {})
        .filter(([k, v]) => same(request.properties?.[k], v))
        .map(([k]) => k),
    );
    return {
      endpoints: group,
      id: first.id,
      method: first.method,
      path: docPath(first.path),
      injection,
      request,
      response,
      requestRows: fieldRows(request, '(body)'),
      common: common.size === Object.keys(COMMON_REQUEST.properties ?? {}).length ? common : new Set(),
      responseRows: data ? fieldRows(data, 'data') : fieldRows(response, '(body)'),
    };
  });
}
