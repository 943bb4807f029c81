import { getResponse } from 'msw';
import { loginEndpoint } from '@/api/contract/auth';
import type { Endpoint } from '@/api/define';
import { DEMO_PASSWORD, type DemoLogin } from '@/demo/accounts';
import { EXAMPLE_CALLS, EXAMPLE_LOGIN, exampleBearer, exampleInput } from '@/demo/examples';
import { encodeRequest } from '@/api/request-encoding';
import { handlers } from '@/demo/handlers';
import { buildRequest, requestFields, toFetchRequest } from './http';

/**
 * The examples of docs/openapi.json: real answers of the demo API, its very handlers (src/demo/handlers) called
 * in-process through msw, deterministic (the synthetic city has a fixed today). Each call is made as
 * src/demo/examples.ts says, signed in through the login call as a person would.
 */

const BASE = 'http://demo.invalid';
/** Arrays longer than this are cut in the examples (the description of each example says so). */
export const EXAMPLE_ITEMS = 3;

export interface Example {
  login?: DemoLogin;
  /** The fields sent (after the request schema). */
  request: Record<string, unknown>;
  status: number;
  body: unknown;
}

export interface DemoExamples {
  calls: Map<string, Example>;
  /** HTTP 401 for a call without a token. */
  unauthorized: Example & { endpointId: string };
  /** HTTP 400 invalid_grant for a wrong password. */
  invalidGrant: Example;
  /** HTTP 400 for a field out of range. */
  badRequest: Example & { endpointId: string };
}

async function send(endpoint: Endpoint, input: Record<string, unknown>, token?: string): Promise<Example> {
  const request = buildRequest(endpoint, input);
  if ('refused' in request) {
    throw new Error(
      `${endpoint.id}: the example input ${JSON.stringify(input)} is refused by the request schema (${request.refused}); ` +
        'give the call its input in EXAMPLE_CALLS (src/demo/examples.ts)',
    );
  }
  const response = await getResponse(handlers, toFetchRequest(request, BASE, token));
  if (!response) throw new Error(`${endpoint.id}: no demo handler answers ${endpoint.method} ${endpoint.path}`);
  const text = await response.text();
  return { request: requestFields(request), status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/**
 * A demo answer with its tokens shown as their form, not their value: a token is signed at the time of the call and
 * expires, and the generated file must not change from one run to the next.
 */
function withoutTokens(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('srpdemo.') ? 'srpdemo.<claims>.<signature>' : value;
  if (Array.isArray(value)) return value.map(withoutTokens);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withoutTokens(v)]));
  return value;
}

/** An answer with the fields of the moment (ids, keys, times) as the example shows them (EXAMPLE_CALLS' `answerShown`). */
function withAnswerShown(body: unknown, shown: Record<string, unknown>, enveloped: boolean): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const record = body as Record<string, unknown>;
  if (!enveloped) return { ...record, ...shown };
  const data = record.data;
  return typeof data === 'object' && data !== null ? { ...record, data: { ...data, ...shown } } : body;
}

/** A JSON value with every array cut to EXAMPLE_ITEMS items. */
export function cutArrays(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, EXAMPLE_ITEMS).map(cutArrays);
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, cutArrays(v)]));
  return value;
}

export async function demoExamples(endpoints: readonly Endpoint[]): Promise<DemoExamples> {
  const tokens = new Map<DemoLogin, string>();
  const signIn = async (login: DemoLogin) => {
    const known = tokens.get(login);
    if (known) return known;
    const answer = await send(loginEndpoint, { username: login, password: DEMO_PASSWORD });
    const token = (answer.body as { access_token?: string } | null)?.access_token;
    if (answer.status !== 200 || !token) throw new Error(`demo sign-in as ${login} failed: HTTP ${answer.status}`);
    tokens.set(login, token);
    return token;
  };
  const calls = new Map<string, Example>();
  // Reads first: a session call (logout) may end the token the reads use.
  const ordered = [...endpoints.filter((e) => e.effect === 'read'), ...endpoints.filter((e) => e.effect !== 'read')];
  for (const endpoint of ordered) {
    const spec = EXAMPLE_CALLS[endpoint.id] ?? { input: {} };
    const login = endpoint.public ? spec.login : (spec.login ?? EXAMPLE_LOGIN);
    if (endpoint.effect !== 'read' && login) tokens.delete(login);
    const bearer = exampleBearer(endpoint.id, login ?? EXAMPLE_LOGIN);
    const sent = await send(
      endpoint,
      exampleInput(endpoint.id, login ?? EXAMPLE_LOGIN),
      bearer ?? (login ? await signIn(login) : undefined),
    );
    const body = spec.answerShown ? withAnswerShown(sent.body, spec.answerShown, endpoint.envelope) : sent.body;
    const example = { ...sent, request: spec.shown ?? sent.request, body: withoutTokens(body) };
    const code = (example.body as { code?: unknown } | null)?.code;
    if (example.status !== 200 || (endpoint.envelope && String(code) !== '200')) {
      throw new Error(`${endpoint.id}: the demo API answered HTTP ${example.status} ${JSON.stringify(example.body).slice(0, 300)}`);
    }
    // A session call may have ended the session of the token it used (logout): the next call signs in afresh.
    if (endpoint.effect !== 'read' && login) tokens.delete(login);
    calls.set(endpoint.id, { ...example, login });
  }

  const guarded = endpoints.find((e) => !e.public && e.effect === 'read');
  const keepsYear = (e: Endpoint) => (e.request.safeParse({ yearId: 2026 }).data as { yearId?: number } | undefined)?.yearId === 2026;
  const ranged = endpoints.find((e) => e.effect === 'read' && keepsYear(e) && !e.request.safeParse({ yearId: 1999 }).success);
  if (!guarded || !ranged) throw new Error('the contract has no read call (with yearId) for the error examples');
  const unauthorized = { ...(await send(guarded, exampleInput(guarded.id))), endpointId: guarded.id };
  const invalidGrant = await send(loginEndpoint, { username: EXAMPLE_LOGIN, password: `${DEMO_PASSWORD}-wrong` });
  // A year the schema refuses: sent as the client never would, to show the server's 400.
  const badRequest = await sendRaw(ranged, { yearId: 1999 }, await signIn(EXAMPLE_LOGIN));
  const expect = (example: Example, status: number, what: string) => {
    if (example.status !== status) throw new Error(`${what}: the demo API answered HTTP ${example.status}, not ${status}`);
  };
  expect(unauthorized, 401, `${guarded.id} without a token`);
  expect(invalidGrant, 400, 'auth.login with a wrong password');
  expect(badRequest, 400, `${ranged.id} with yearId 1999`);
  return { calls, unauthorized, invalidGrant, badRequest: { ...badRequest, endpointId: ranged.id } };
}

/** A call with fields its request schema refuses (the client never sends these), to show the server's answer. */
async function sendRaw(endpoint: Endpoint, fields: Record<string, unknown>, token: string): Promise<Example> {
  const request = encodeRequest(endpoint, fields);
  const response = await getResponse(handlers, toFetchRequest(request, BASE, token));
  if (!response) throw new Error(`${endpoint.id}: no demo handler`);
  return { request: fields, status: response.status, body: (await response.json()) as unknown };
}
