import { isRecord } from '@/utils/objects';
import type { Endpoint } from './define';

/**
 * How one call of the contract goes on the wire (docs/rules.md#requests, docs/api.md Conventions): the request
 * wrapper (client.ts) sends it through axios; the contract tools (scripts/contract/) send the very same request
 * with fetch. Pure: no axios, no scope (scope injection comes after, src/api/scope-injection.ts).
 */
export interface EncodedRequest {
  url: string;
  method: Endpoint['method'];
  /** GET: the URL parameters. */
  params?: Record<string, unknown>;
  /** form and json: the body as a string; raw: the plain object (axios sends it as JSON). */
  data?: string | Record<string, unknown>;
  headers?: Record<string, string>;
}

/** The fields that are sent: a parsed input without its undefined and null fields. */
export function sentFields(parsedInput: unknown): Record<string, unknown> {
  return Object.fromEntries(Object.entries(isRecord(parsedInput) ? parsedInput : {}).filter(([, v]) => v !== undefined && v !== null));
}

export function encodeRequest(endpoint: Pick<Endpoint, 'path' | 'method' | 'encoding'>, fields: Record<string, unknown>): EncodedRequest {
  const base = { url: endpoint.path, method: endpoint.method };
  switch (endpoint.encoding) {
    case 'query':
      return { ...base, params: fields };
    case 'form': {
      const form = new URLSearchParams();
      for (const [k, v] of Object.entries(fields)) form.set(k, Array.isArray(v) ? v.join(',') : String(v));
      return { ...base, data: form.toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } };
    }
    case 'json':
      return { ...base, data: JSON.stringify(fields), headers: { 'Content-Type': 'application/json;charset=UTF-8' } };
    case 'raw':
      return { ...base, data: fields };
  }
}
