import type { Endpoint } from '@/api/define';
import { encodeRequest, sentFields, type EncodedRequest } from '@/api/request-encoding';
import { injectScope } from '@/api/scope-injection';

/**
 * One call of the contract as a fetch Request, built as the app builds it: the input parsed by the call's request
 * schema, encoded by src/api/request-encoding.ts, the scope added by src/api/scope-injection.ts, the base URL joined
 * as axios joins it (`base` + path), the bearer token in `Authorization`.
 */
export interface Scope {
  libraryId?: number | null;
  campusId?: number | null;
}

/** The request the app sends for `input` in `scope`, or the request schema's first issue when it refuses the input. */
export function buildRequest(endpoint: Endpoint, input: Record<string, unknown>, scope: Scope = {}): EncodedRequest | { refused: string } {
  const parsed = endpoint.request.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { refused: `${issue?.path.join('.') || '(input)'}: ${issue?.message ?? 'invalid'}` };
  }
  return injectScope(encodeRequest(endpoint, sentFields(parsed.data)), scope);
}

export function toFetchRequest(request: EncodedRequest, base: string, token?: string, signal?: AbortSignal): Request {
  const url = new URL(base.replace(/\/+$/, '') + request.url);
  for (const [k, v] of Object.entries(request.params ?? {})) url.searchParams.set(k, String(v));
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: string | undefined;
  if (typeof request.data === 'string') body = request.data;
  else if (request.data !== undefined) {
    body = JSON.stringify(request.data);
    if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
  }
  return new Request(url, { method: request.method, headers, body: request.method === 'GET' ? undefined : body, signal });
}

/** The fields a request carries (its parameters, or its decoded body), for reports and examples. */
export function requestFields(request: EncodedRequest): Record<string, unknown> {
  if (request.params) return request.params;
  if (typeof request.data === 'string') {
    if (request.data.trim().startsWith('{')) return JSON.parse(request.data) as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    new URLSearchParams(request.data).forEach((v, k) => {
      out[k] = /^-?\d{1,15}(\.\d+)?$/.test(v) ? Number(v) : v;
    });
    return out;
  }
  return request.data ?? {};
}
