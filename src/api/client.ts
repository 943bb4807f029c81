import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { FAILURE_MESSAGES, MESSAGES, MESSAGE_SECONDS, OK_CODE, PUBLIC_PATHS, REQUEST_TIMEOUT_MS, RETRY } from '@/config/constants';
import { env } from '@/config/env';
import { feedback, navigateTo } from '@/utils/feedback';
import { isRecord } from '@/utils/objects';
import { cleanText } from '@/utils/server-text';
import { ApiError, type Problem } from './errors';
import { failureMessage, isRetryable, retryDelay, type Failure } from './failure';
import { cutToRequest } from './bounds';
import { collectListCuts } from './contract/common';
import { injectScope } from './scope-injection';
import { encodeRequest, sentFields } from './request-encoding';
import { currentScope, currentToken, currentTransport, logCallError, requestsReady, unauthorized } from './request-context';
import { withRenewal } from './renewal';
import type { Data, Endpoint, Input } from './define';

/**
 * The one axios instance: the request wrapper (docs/rules.md#requests) and its messages (docs/rules.md#messages).
 * Only this module imports axios.
 * The token, scope (libraryId / campusId) and the 401 handling come from what the session store registers in
 * ./request-context, to keep this module free of store imports; a 401 is met by one renewal (./renewal.ts).
 */

export const http: AxiosInstance = axios.create({
  baseURL: env.apiBaseUrl,
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  // The API authenticates by the bearer token, not by a cookie: no XSRF header. axios would otherwise read
  // `document.cookie` for an XSRF-TOKEN on every same-origin call (a round trip to the browser's cookie store each).
  withXSRFToken: false,
});

http.interceptors.request.use(async (config: InternalAxiosRequestConfig) => {
  // The demo build's API may still be starting (src/main.tsx): wait for it, then read the token and scope.
  await requestsReady();
  // A call made with a token of its own (CallOptions.bearer), else the tab's session's; null: another tab changed the
  // browser's session and this tab is leaving (docs/rules.md#session): no request goes out under the wrong user.
  const token = (config as CampusAware).bearer ?? currentToken();
  if (token === null) throw new axios.CanceledError('会话已在其他标签页变更');
  if (token && !config.headers.has('Authorization')) config.headers.set('Authorization', `Bearer ${token}`);
  const scope = currentScope();
  // A call of a page without campus (its other widgets are not narrowed to one) opts out: see CallOptions.
  const injected = injectScope(config, (config as CampusAware).schoolWide ? { ...scope, campusId: null } : scope);
  // Demo builds: answered by the demo engine through axios's fetch adapter (the same errors, timeout and cancel).
  const transport = currentTransport();
  if (transport) {
    injected.adapter = 'fetch';
    injected.env = { ...injected.env, fetch: transport };
    // The fetch adapter builds a Request, which wants an absolute URL outside a document (the tests' Node).
    injected.baseURL = new URL(injected.baseURL || '/', window.location.href).href;
  }
  return injected;
});

/** While a 401 is being handled, further 401s are swallowed: one message, one redirect. */
let expiring = false;

export function resetExpiryForTests(): void {
  expiring = false;
}

function handleUnauthorized(): void {
  if (expiring) return;
  expiring = true;
  const instead = unauthorized();
  if (instead !== undefined) {
    // A wall on a display link: never the login page (its revoked screen, or stay and try again).
    expiring = false;
    if (instead !== null && window.location.pathname !== instead) navigateTo(instead);
    return;
  }
  feedback.error(MESSAGES.sessionExpired, MESSAGE_SECONDS.sessionExpired);
  setTimeout(() => {
    expiring = false;
    // Already on the login page (the guard sent the user there with the deep link as `redirect`): stay.
    if (!PUBLIC_PATHS.includes(window.location.pathname)) navigateTo('/');
  }, MESSAGE_SECONDS.sessionExpired * 1000);
}

/** An axios failure as an ApiError, neither shown nor logged: a quiet call's caller says what failed itself. */
function quietApiError(error: unknown, endpointId: string): ApiError {
  const ax = axios.isAxiosError<Problem | undefined>(error) ? error : undefined;
  const body = ax?.response?.data;
  const problem = body && typeof body === 'object' ? body : undefined;
  const status = ax?.response?.status;
  const text = problem?.detail || problem?.title || (error instanceof Error ? error.message : '') || MESSAGES.hasError;
  return new ApiError(status ? 'http' : 'network', text, { status, endpoint: endpointId, cause: error });
}

const isUnauthorized = (error: unknown) => axios.isAxiosError(error) && error.response?.status === 401;

/** What failed, from axios's error: an answer with an error status, no answer, or none in time. */
function describeFailure(error: unknown, timedOut: boolean): Failure {
  const ax = axios.isAxiosError<Problem | undefined>(error) ? error : undefined;
  const status = ax?.response?.status;
  const body: unknown = ax?.response?.data;
  const title = isRecord(body) && typeof body.title === 'string' ? body.title : undefined;
  if (status) return { kind: 'http', status, title };
  const timeout = timedOut || ax?.code === 'ECONNABORTED' || ax?.code === 'ETIMEDOUT';
  return { kind: timeout ? 'timeout' : 'network' };
}

/** The error log's line for a failed call: the request, the answer or axios's own words, the attempts. */
function technicalDetail(error: unknown, failure: Failure, attempts: number): string {
  const ax = axios.isAxiosError<Problem | undefined>(error) ? error : undefined;
  const body: unknown = ax?.response?.data;
  const detail = isRecord(body) && typeof body.detail === 'string' ? cleanText(body.detail).slice(0, 300) : '';
  const request = `${(ax?.config?.method ?? '').toUpperCase()} ${ax?.config?.url ?? ''}`.trim();
  const answer =
    failure.kind === 'http'
      ? `HTTP ${failure.status}${ax?.response?.statusText ? ` ${ax.response.statusText}` : ''}`
      : failure.kind === 'timeout'
        ? `no answer in ${REQUEST_TIMEOUT_MS / 1000} s`
        : `no answer (${ax?.code ?? (error instanceof Error ? error.name : 'error')}: ${error instanceof Error ? error.message : String(error)})`;
  return [
    request,
    answer,
    failure.title ? `title ${cleanText(failure.title).slice(0, 200)}` : '',
    detail,
    `${attempts} attempt${attempts > 1 ? 's' : ''}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Turns a failed call into an ApiError, shows its message (docs/rules.md#messages) once, logs it once with the
 * technical detail: after the last attempt, never per attempt.
 */
function toApiError(error: unknown, failure: Failure, endpointId: string, attempts: number): ApiError {
  if (error instanceof ApiError) return error;
  const status = failure.status;
  const title = failure.title;
  if (status === 401) {
    handleUnauthorized();
    return new ApiError('http', MESSAGES.sessionExpired, { status, endpoint: endpointId, notified: true, cause: error });
  }
  if (status === 400 && title === 'invalid_grant') {
    feedback.error(MESSAGES.wrongPassword, MESSAGE_SECONDS.wrongPassword);
    return new ApiError('http', MESSAGES.wrongPassword, { status, endpoint: endpointId, notified: true, cause: error });
  }
  const text = failureMessage(failure);
  feedback.error(text, MESSAGE_SECONDS.other);
  const apiError = new ApiError(failure.kind, text, { status, endpoint: endpointId, notified: true, cause: error });
  logCallError(apiError, `request ${endpointId}`, technicalDetail(error, failure, attempts));
  return apiError;
}

function firstIssue(error: z.ZodError): { field: string; message: string } {
  const issue = error.issues[0];
  return { field: issue ? issue.path.join('.') || '(root)' : '(root)', message: issue?.message ?? 'invalid' };
}

/**
 * Calls one endpoint of the contract: encodes the input, sends it through the wrapper,
 * validates the response and unwraps the envelope. Rejects with ApiError.
 */
/** Options of one call. */
export interface CallOptions {
  /**
   * The whole school even when a campus is selected: no campusId is added to a campus call (rank/ …). For a page
   * whose other calls are not campus calls (the teaching page's teacher table), so that every widget shows the
   * same scope.
   */
  schoolWide?: boolean;
  /**
   * Failures are not shown, logged or treated as an expired session: the caller says what failed (sign-on, launch,
   * renewal). The call still rejects with an ApiError.
   */
  quiet?: boolean;
  /** Sent with this token instead of the session's, and never renewed (who is this token? docs/rules.md#session). */
  bearer?: string;
}

/** The request config as the interceptor sees it: axios passes unknown config fields through. */
type CampusAware = { schoolWide?: boolean; bearer?: string };

export async function call<E extends Endpoint>(
  endpoint: E,
  input?: Input<E>,
  signal?: AbortSignal,
  options: CallOptions = {},
): Promise<Data<E>> {
  const parsedInput = endpoint.request.safeParse(input ?? {});
  if (!parsedInput.success) {
    const { field, message } = firstIssue(parsedInput.error);
    // The user reads which call and which field, in Chinese; zod's own words go to the error log.
    const err = new ApiError('validation', `请求参数无效：${endpoint.id} ${field}`, {
      endpoint: endpoint.id,
      field,
    });
    logCallError(err, `request ${endpoint.id}`, `field ${field}: ${message}`);
    throw err;
  }
  const body = parsedInput.data;
  const response = await exchange(endpoint, sentFields(body), signal, options);
  return unwrap(endpoint, response.data, body);
}

/**
 * One request of a call, encoded as its endpoint says (./request-encoding.ts). A 401 is met by one renewal of the
 * session and one more try (./renewal.ts), except on the session's own calls and on a call made with a token of its
 * own.
 */
function send(endpoint: Endpoint, fields: Record<string, unknown>, signal: AbortSignal, options: CallOptions) {
  const config = {
    ...encodeRequest(endpoint, fields),
    signal,
    ...(options.schoolWide ? { schoolWide: true } : {}),
    ...(options.bearer ? { bearer: options.bearer } : {}),
  };
  if (endpoint.sessionCall || options.bearer) return http.request(config);
  return withRenewal(() => http.request(config), isUnauthorized);
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/**
 * The exchange of one call (docs/rules.md#requests): one deadline of REQUEST_TIMEOUT_MS for the whole call (a timer
 * of the page, so a test's clock moves it), and what a retry can fix tried again (./failure.ts: a network failure
 * or 502 / 503 / 504 on a read, after a capped backoff) within it. The caller's cancel stays a cancel; any other
 * failure becomes one ApiError, shown and logged once.
 */
async function exchange(endpoint: Endpoint, fields: Record<string, unknown>, signal: AbortSignal | undefined, options: CallOptions) {
  const controller = new AbortController();
  let timedOut = false;
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel);
  const deadline = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        return await send(endpoint, fields, controller.signal, options);
      } catch (error) {
        if (axios.isCancel(error) && !timedOut) throw error;
        const failure = describeFailure(error, timedOut);
        // A call that only reads may be sent again; one that signs in or out, issues a token or records is not.
        const fail = (f: Failure) => (options.quiet ? quietApiError(error, endpoint.id) : toApiError(error, f, endpoint.id, attempt));
        if (attempt > RETRY.max || !isRetryable(failure, endpoint.effect === 'read')) throw fail(failure);
        await pause(retryDelay(attempt), controller.signal);
        if (timedOut) throw fail({ kind: 'timeout' });
        if (controller.signal.aborted) throw new axios.CanceledError();
      }
    }
  } finally {
    clearTimeout(deadline);
    signal?.removeEventListener('abort', cancel);
  }
}

/**
 * An answer as the page gets it: an envelope's `code` first (code ≠ '200' is the server's `msg`, whatever `data`
 * holds), then the shape against the contract (lists longer than their bound cut before they are read,
 * ./bounds.ts), then the envelope's `data`, cut to what the call asked for (`limit`, `size`).
 */
function unwrap<E extends Endpoint>(endpoint: E, body: unknown, input: unknown): Data<E> {
  if (endpoint.envelope && isRecord(body) && 'code' in body && String(body.code) !== OK_CODE) {
    const code = cleanText(String(body.code)).slice(0, 20);
    const msg = typeof body.msg === 'string' ? cleanText(body.msg).slice(0, 200) : '';
    const err = new ApiError('code', msg || FAILURE_MESSAGES.code(code), { endpoint: endpoint.id });
    logCallError(err, `response ${endpoint.id}`, `code ${code}`);
    throw err;
  }
  const { result: parsed, cuts } = collectListCuts(() => endpoint.response.safeParse(body));
  if (cuts.length > 0) {
    const what = cuts.map((c) => `${c.length.toLocaleString('en-US')} → ${c.max.toLocaleString('en-US')}`).join(', ');
    logCallError(
      new ApiError('validation', `返回的列表超出上限，已截断：${endpoint.id}`, { endpoint: endpoint.id }),
      `response ${endpoint.id}`,
      `lists cut to their bound (docs/api.md#bounds): ${what}`,
    );
  }
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    const err = new ApiError('validation', `数据格式错误：${endpoint.id} 字段 ${field}`, {
      endpoint: endpoint.id,
      field,
    });
    logCallError(err, `response ${endpoint.id}`, `field ${field}: ${message}`);
    throw err;
  }
  // The schema just checked the body; TypeScript cannot follow the generic endpoint's envelope/Data types
  // (Data<E> is a conditional type), so the unwrapping below states them.
  const value = parsed.data as { code?: string; msg?: string | null; data?: unknown };
  return cutToRequest(endpoint.id, endpoint.envelope ? value.data : value, input) as Data<E>;
}
