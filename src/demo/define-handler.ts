import { http, HttpResponse, delay, type HttpHandler } from 'msw';
import type { z } from 'zod';
import type { Data, Endpoint } from '@/api/define';
import { collectListCuts } from '@/api/contract/common';
import { DISPLAY_CALL_IDS } from '@/api/contract/display';
import { isRecord } from '@/utils/objects';
import { maskStudentNames } from './displays';
import { accessClaims, demoAccounts, type DemoAccount } from './accounts';
import type { DemoClaims } from './tokens';

/**
 * Demo handlers are typed and checked by the same contract as the app: one `demoHandler(endpoint, resolve)`
 * per call. It authenticates the bearer token, decodes the body by the endpoint's encoding, validates the
 * input, wraps `{ code, msg, data }` for enveloped calls and validates what it sends.
 */
interface DemoContext {
  account: DemoAccount;
  /** The access token's claims (undefined on a public call made without one). */
  claims: DemoClaims | undefined;
  /** The decoded request fields, including libraryId / campusId injected by the wrapper. */
  raw: Record<string, unknown>;
  request: Request;
}

let latencyMs = 0;
/** Simulated server latency in the browser demo (0 in tests). */
export function setDemoLatency(ms: number): void {
  latencyMs = ms;
}

export function problem(status: number, title: string, detail?: string): Response {
  return HttpResponse.json(
    { type: 'about:blank', title, status, detail: detail ?? title },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

function coerce(value: string): string | number {
  return /^-?\d{1,15}(\.\d+)?$/.test(value) ? Number(value) : value;
}

function fromParams(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  params.forEach((v, k) => {
    out[k] = coerce(v);
  });
  return out;
}

async function decodeRequest(request: Request, encoding: Endpoint['encoding']): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  if (encoding === 'query' || request.method === 'GET') return fromParams(url.searchParams);
  const text = await request.text();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  if (encoding === 'form' || type.includes('x-www-form-urlencoded')) return fromParams(new URLSearchParams(text));
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

type Resolver<E extends Endpoint> = (input: z.output<E['request']>, ctx: DemoContext) => Data<E> | Response | Promise<Data<E> | Response>;

/** Every path pattern matches on any origin, so a configured API base URL works too. */
const pathPattern = (path: string) => `*${path}`;

export function demoHandler<E extends Endpoint>(
  endpoint: E,
  resolve: Resolver<E>,
  options: { public?: boolean; pathOverride?: string } = {},
): HttpHandler {
  const method = endpoint.method === 'GET' ? http.get : http.post;
  return method(pathPattern(options.pathOverride ?? endpoint.path), async ({ request }) => {
    if (latencyMs > 0) await delay(latencyMs);
    const claims = accessClaims(request.headers.get('Authorization'));
    const account = claims ? demoAccounts().get(claims.sub) : undefined;
    if (!account && !options.public) return problem(401, 'Unauthorized', '登录已过期或凭证无效');
    // A display token (a screen's, ./displays.ts) makes the wall's calls only.
    if (claims?.scr && !DISPLAY_CALL_IDS.has(endpoint.id)) return problem(403, 'Forbidden', '大屏凭证不能调用该接口');
    const raw = await decodeRequest(request, endpoint.encoding);
    // Typed as E['request'] (not through `endpoint.`), safeParse keeps the endpoint's own input type.
    const schema: E['request'] = endpoint.request;
    const input = schema.safeParse(raw);
    if (!input.success) {
      const issue = input.error.issues[0];
      return problem(400, 'Bad Request', `${endpoint.id}: ${issue?.path.join('.')} ${issue?.message}`);
    }
    const resolved = await resolve(input.data, { account: account!, claims, raw, request });
    if (resolved instanceof Response) return resolved;
    // A screen is public: no student's name leaves the server unmasked for it.
    const result = claims?.scr ? maskStudentNames(resolved) : resolved;
    const body = endpoint.envelope ? { code: '200', msg: 'success', data: result } : result;
    const { result: check, cuts } = collectListCuts(() => endpoint.response.safeParse(body));
    if (!check.success) {
      const issue = check.error.issues[0];
      return problem(500, 'Demo response invalid', `${endpoint.id}: ${issue?.path.join('.')} ${issue?.message}`);
    }
    // The demo keeps the contract's bounds (docs/api.md#bounds): a list past one would be cut without a word.
    if (cuts.length > 0)
      return problem(500, 'Demo response invalid', `${endpoint.id}: a list of ${cuts[0].length} past its bound ${cuts[0].max}`);
    // Data<E> is a conditional type msw's JsonBodyType cannot check; the response schema validated `body` above.
    return HttpResponse.json(body as never);
  });
}
