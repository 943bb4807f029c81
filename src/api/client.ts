import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { MESSAGES, MESSAGE_SECONDS, OK_CODE, PUBLIC_PATHS, REQUEST_TIMEOUT_MS } from '@/config/constants';
import { env } from '@/config/env';
import { feedback, navigateTo } from '@/utils/feedback';
import { ApiError, type Problem } from './errors';
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
  unauthorized();
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

/** Turns any axios failure into an ApiError, shows its message (docs/rules.md#messages) once, logs it. */
function toApiError(error: unknown, endpointId?: string): ApiError {
  if (error instanceof ApiError) return error;
  const ax = axios.isAxiosError<Problem | undefined>(error) ? error : undefined;
  const status = ax?.response?.status;
  const body = ax?.response?.data;
  const title = body && typeof body === 'object' ? body.title : undefined;
  if (status === 401) {
    handleUnauthorized();
    return new ApiError('http', MESSAGES.sessionExpired, { status, endpoint: endpointId, notified: true, cause: error });
  }
  if (status === 400 && title === 'invalid_grant') {
    feedback.error(MESSAGES.wrongPassword, MESSAGE_SECONDS.wrongPassword);
    return new ApiError('http', MESSAGES.wrongPassword, { status, endpoint: endpointId, notified: true, cause: error });
  }
  const timeout = ax?.code === 'ECONNABORTED' || ax?.code === 'ETIMEDOUT';
  const kind = status ? 'http' : timeout ? 'timeout' : 'network';
  const text =
    title ||
    (timeout ? `请求超时（${REQUEST_TIMEOUT_MS / 1000} 秒）` : error instanceof Error ? error.message : undefined) ||
    MESSAGES.hasError;
  feedback.error(text, MESSAGE_SECONDS.other);
  const apiError = new ApiError(kind, text, { status, endpoint: endpointId, notified: true, cause: error });
  logCallError(apiError, `request ${endpointId ?? ax?.config?.url ?? ''}`, body?.detail ?? ax?.config?.url ?? '');
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
    const err = new ApiError('validation', `请求参数无效：${endpoint.id} ${field}（${message}）`, {
      endpoint: endpoint.id,
      field,
    });
    logCallError(err, `request ${endpoint.id}`, field);
    throw err;
  }
  const scopeFlag: CampusAware = {
    ...(options.schoolWide ? { schoolWide: true } : {}),
    ...(options.bearer ? { bearer: options.bearer } : {}),
  };
  // A 401 is met by one renewal of the session and one more try (./renewal.ts), except on the session's own calls
  // and on a call made with a token of its own.
  const request: typeof http.request =
    endpoint.sessionCall || options.bearer
      ? (config) => http.request(config)
      : (config) => withRenewal(() => http.request(config), isUnauthorized);
  let response;
  try {
    response = await request({ ...encodeRequest(endpoint, sentFields(parsedInput.data)), signal, ...scopeFlag });
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    throw options.quiet ? quietApiError(error, endpoint.id) : toApiError(error, endpoint.id);
  }
  const parsed = endpoint.response.safeParse(response.data);
  if (!parsed.success) {
    const { field, message } = firstIssue(parsed.error);
    const err = new ApiError('validation', `数据格式错误：${endpoint.id} 字段 ${field}（${message}）`, {
      endpoint: endpoint.id,
      field,
    });
    logCallError(err, `response ${endpoint.id}`, `field ${field}: ${message}`);
    throw err;
  }
  // The schema just checked the body; TypeScript cannot follow the generic endpoint's envelope/Data types
  // (Data<E> is a conditional type), so the unwrapping below states them.
  const value = parsed.data as { code?: string; msg?: string | null; data?: unknown };
  if (endpoint.envelope) {
    if (String(value.code) !== OK_CODE) {
      const err = new ApiError('code', value.msg || `${endpoint.id} 返回 code ${value.code}`, { endpoint: endpoint.id });
      logCallError(err, `response ${endpoint.id}`, `code ${value.code}`);
      throw err;
    }
    return value.data as Data<E>;
  }
  return value as Data<E>;
}
