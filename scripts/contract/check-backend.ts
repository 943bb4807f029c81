import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import type { z } from 'zod';
import { ALL_ENDPOINTS } from '@/api/contract';
import {
  campusIdEndpoint,
  librariesEndpoint,
  loginEndpoint,
  logoutEndpoint,
  profileEndpoint,
  schoolYearEndpoint,
} from '@/api/contract/auth';
import type { Endpoint } from '@/api/define';
import { LIBRARIES_PAGE_SIZE, OK_CODE, REQUEST_TIMEOUT_MS, ROLES } from '@/config/constants';
import { docPath } from './calls';
import { buildRequest, requestFields, toFetchRequest, type Scope } from './http';

/**
 * The backend conformance checker (`npm run check:backend`, scripts/check-backend.mjs). It signs in as a person
 * would (auth.login), loads the profile, the libraries, campuses and school years as the app does, then calls every
 * read call of the contract in every scope the account reaches (its own; each of its libraries; each campus), the
 * request built exactly as the app builds it (src/api/request-encoding.ts, src/api/scope-injection.ts), and checks
 * every answer against the contract: HTTP status, the envelope and its code, then every field by the call's zod
 * schema (types, bounds, required fields), naming the field path. It checks the 401 on a bad token and invalid_grant
 * on a wrong password, times each call, prints one table, writes a JSON report and exits 1 on any mismatch.
 *
 * It never writes data: only calls whose `effect` is `read` are made in the scopes; of the session calls, it signs
 * in, makes one wrong-password attempt and logs out last. At most `concurrency` calls are in flight.
 */

export interface CheckOptions {
  base: string;
  user: string;
  password: string;
  library?: number;
  campus?: number;
  year?: number;
  /** Where the JSON report goes. */
  report: string;
  timeoutMs: number;
  concurrency: number;
}

export interface Problem {
  /** The field path (`data.rows[0].loans`), or (http), (body), (time), code. */
  field: string;
  message: string;
}

export interface CallResult {
  scope: string;
  request: Record<string, unknown>;
  status: number | null;
  ms: number;
  problems: Problem[];
}

export interface EndpointResult {
  id: string;
  method: string;
  path: string;
  encoding: string;
  effect: string;
  result: 'ok' | 'fail' | 'skipped';
  /** Why a call was not made. */
  reason?: string;
  scopes: string[];
  calls: CallResult[];
}

export interface CheckResult {
  name: string;
  endpoint: string;
  result: 'ok' | 'fail';
  status: number | null;
  ms: number;
  problems: Problem[];
}

export interface CheckReport {
  base: string;
  user: string;
  account: { login?: string; authorities?: string[]; organizationId?: number | null; name?: string };
  year: number | null;
  scopes: Array<{ label: string } & Scope>;
  startedAt: string;
  durationMs: number;
  endpoints: EndpointResult[];
  checks: CheckResult[];
  summary: { endpoints: number; ok: number; failed: number; skipped: number; calls: number; checksFailed: number };
  ok: boolean;
}

const BAD_TOKEN = 'conformance-check-not-a-token';
/** Problems kept per call (an answer wrong in every row would give thousands). */
const MAX_PROBLEMS = 20;

/** `['data', 'rows', 0, 'loans']` → `data.rows[0].loans`. */
export function fieldPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${String(key)}` : String(key);
  return out || '(body)';
}

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value: unknown = body;
  for (const key of path) value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

const shown = (value: unknown) => {
  const text = JSON.stringify(value);
  return text.length > 40 ? `${text.slice(0, 37)}…` : text;
};

/** zod's issues as problems, a union's issues by its closest branch (the one whose first issue lies deepest). */
function problemsOf(issues: readonly z.core.$ZodIssue[], body: unknown, base: PropertyKey[] = []): Problem[] {
  return issues.flatMap((issue) => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length) {
      const branch = [...issue.errors].sort((a, b) => (b[0]?.path.length ?? 0) - (a[0]?.path.length ?? 0))[0];
      if (branch.length) return problemsOf(branch, body, path);
    }
    const value = valueAt(body, path);
    if (issue.code === 'invalid_type' && value === undefined)
      return [{ field: fieldPath(path), message: `missing (expected ${issue.expected})` }];
    return [{ field: fieldPath(path), message: value === undefined ? issue.message : `${issue.message} (got ${shown(value)})` }];
  });
}

/** The problems of one answer against the call's contract. */
export function checkAnswer(endpoint: Endpoint, status: number, text: string): Problem[] {
  let body: unknown;
  try {
    body = text === '' ? undefined : JSON.parse(text);
  } catch {
    return [{ field: '(body)', message: `not JSON: ${shown(text)}` }];
  }
  if (status < 200 || status > 299) {
    const title = (body as { title?: unknown } | undefined)?.title;
    return [{ field: '(http)', message: `HTTP ${status}${typeof title === 'string' ? ` ${title}` : ''}` }];
  }
  if (endpoint.envelope) {
    const envelope = body as { code?: unknown; msg?: unknown } | undefined;
    if (typeof envelope !== 'object' || envelope === null)
      return [{ field: '(body)', message: `not an envelope { code, msg, data }: ${shown(body)}` }];
    if (String(envelope.code) !== OK_CODE) {
      const msg = typeof envelope.msg === 'string' ? ` (msg: ${envelope.msg})` : '';
      return [{ field: 'code', message: `expected '${OK_CODE}', got ${shown(envelope.code)}${msg}` }];
    }
  }
  const parsed = endpoint.response.safeParse(body);
  return parsed.success ? [] : problemsOf(parsed.error.issues, body).slice(0, MAX_PROBLEMS);
}

interface Answer {
  status: number | null;
  text: string;
  ms: number;
  /** A failure before any answer: no connection, or the timeout. */
  error?: Problem;
}

async function send(request: (signal: AbortSignal) => Request, timeoutMs: number): Promise<Answer> {
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(request(controller.signal));
    const text = await response.text();
    return { status: response.status, text, ms: Math.round(performance.now() - started) };
  } catch (error) {
    const ms = Math.round(performance.now() - started);
    if (controller.signal.aborted)
      return { status: null, text: '', ms, error: { field: '(time)', message: `no answer within ${timeoutMs} ms` } };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: null, text: '', ms, error: { field: '(network)', message: cause?.code ?? cause?.message ?? String(error) } };
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `tasks` with at most `limit` in flight. */
async function pool<T>(tasks: Array<() => Promise<T>>, limit: number): Promise<T[]> {
  const results: T[] = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, tasks.length)) }, worker));
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : 0;
};

export async function runCheck(options: CheckOptions, endpoints: readonly Endpoint[] = ALL_ENDPOINTS): Promise<CheckReport> {
  const startedAt = new Date();
  const t0 = performance.now();
  const results = new Map<string, EndpointResult>(
    endpoints.map((e) => [
      e.id,
      { id: e.id, method: e.method, path: docPath(e.path), encoding: e.encoding, effect: e.effect, result: 'ok', scopes: [], calls: [] },
    ]),
  );
  const checks: CheckResult[] = [];
  const seen = new Set<string>();
  /** The bearer token once signed in. */
  const session: { token?: string } = {};

  /** One call, recorded under its endpoint (a request already made in another scope is not repeated). */
  const callOnce = async (endpoint: Endpoint, input: Record<string, unknown>, scope: Scope, label: string) => {
    const result = results.get(endpoint.id)!;
    const request = buildRequest(endpoint, input, scope);
    if ('refused' in request) {
      result.result = 'skipped';
      result.reason = `its request needs a field the checker cannot choose (${request.refused})`;
      return undefined;
    }
    const key = `${endpoint.id} ${JSON.stringify(request)}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    const answer = await send(
      (signal) => toFetchRequest(request, options.base, endpoint.public ? undefined : session.token, signal),
      options.timeoutMs,
    );
    const problems = answer.error ? [answer.error] : checkAnswer(endpoint, answer.status!, answer.text);
    result.calls.push({ scope: label, request: requestFields(request), status: answer.status, ms: answer.ms, problems });
    if (!result.scopes.includes(label)) result.scopes.push(label);
    if (problems.length) result.result = 'fail';
    if (problems.length || !answer.text) return undefined;
    const body = JSON.parse(answer.text) as unknown;
    return endpoint.envelope ? (body as { data?: unknown }).data : body;
  };

  const report = (scopes: CheckReport['scopes'], account: CheckReport['account'], year: number | null): CheckReport => {
    const list = [...results.values()];
    const failed = list.filter((r) => r.result === 'fail').length + checks.filter((c) => c.result === 'fail').length;
    return {
      base: options.base,
      user: options.user,
      account,
      year,
      scopes,
      startedAt: startedAt.toISOString(),
      durationMs: Math.round(performance.now() - t0),
      endpoints: list,
      checks,
      summary: {
        endpoints: list.length,
        ok: list.filter((r) => r.result === 'ok').length,
        failed: list.filter((r) => r.result === 'fail').length,
        skipped: list.filter((r) => r.result === 'skipped').length,
        calls: list.reduce((n, r) => n + r.calls.length, 0),
        checksFailed: checks.filter((c) => c.result === 'fail').length,
      },
      ok: failed === 0,
    };
  };

  // Signing in, as the login form does.
  const login = (await callOnce(loginEndpoint, { username: options.user.trim(), password: options.password }, {}, 'sign-in')) as
    { access_token?: string } | undefined;
  session.token = login?.access_token;
  if (!session.token) {
    for (const r of results.values()) if (r.id !== loginEndpoint.id) Object.assign(r, { result: 'skipped', reason: 'not signed in' });
    return report([], {}, null);
  }

  // The session, as the app loads it.
  const profile = (await callOnce(profileEndpoint, {}, {}, 'own')) as z.output<typeof profileEndpoint.response> | undefined;
  const account = typeof profile === 'object' && profile ? profile : undefined;
  const name = account?.organizationName ?? account?.libraryName ?? account?.login ?? options.user;
  const scopes: CheckReport['scopes'] = [{ label: `own (${name})` }];
  const problem = (what: string, message: string) =>
    checks.push({ name: what, endpoint: '', result: 'fail', status: null, ms: 0, problems: [{ field: '(option)', message }] });

  const isZone = (account?.authorities ?? []).includes(ROLES.zone) && account?.organizationId != null;
  let libraries: Array<{ id: number; name: string }> = [];
  if (isZone) {
    const listed = await callOnce(
      librariesEndpoint,
      { 'parentId.equals': account.organizationId, size: LIBRARIES_PAGE_SIZE },
      {},
      scopes[0].label,
    );
    libraries = Array.isArray(listed) ? (listed as typeof libraries) : [];
  } else {
    Object.assign(results.get(librariesEndpoint.id)!, {
      result: 'skipped',
      reason: 'the app calls it for district accounts (ROLE_ZONE_USER) only',
    });
  }
  if (options.library !== undefined) {
    const chosen = libraries.filter((l) => l.id === options.library);
    if (!chosen.length)
      problem('--library', `library ${options.library} is not one of this account's libraries (${libraries.length} listed)`);
    libraries = chosen;
  }
  const years = (await callOnce(schoolYearEndpoint, {}, {}, scopes[0].label)) as
    { data?: Array<{ id: number }>; current?: number | null } | undefined;
  const yearIds = years?.data?.map((y) => y.id) ?? [];
  const year = options.year ?? years?.current ?? yearIds[0] ?? null;
  if (options.year !== undefined && !yearIds.includes(options.year))
    problem('--year', `year ${options.year} is not in pub.querySchoolYear (${yearIds.join(', ')})`);

  const campusesOf = async (scope: Scope, label: string, libraryId?: number) => {
    const listed = await callOnce(campusIdEndpoint, libraryId === undefined ? {} : { libraryId }, scope, label);
    const campuses = Array.isArray(listed) ? (listed as Array<{ campusId: number; name: string }>) : [];
    return options.campus === undefined ? campuses : campuses.filter((c) => c.campusId === options.campus);
  };
  if (!isZone) {
    for (const c of await campusesOf({}, scopes[0].label)) scopes.push({ label: `campus ${c.campusId} ${c.name}`, campusId: c.campusId });
  }
  for (const library of libraries) {
    const scope = { libraryId: library.id };
    const label = `library ${library.id} ${library.name}`;
    scopes.push({ label, ...scope });
    for (const c of await campusesOf(scope, label, library.id)) {
      scopes.push({ label: `campus ${c.campusId} ${c.name}`, libraryId: library.id, campusId: c.campusId });
    }
  }
  if (options.campus !== undefined && !scopes.some((s) => s.campusId === options.campus)) {
    problem('--campus', `campus ${options.campus} is not a campus of the libraries in scope`);
  }

  // Every read call in every scope (a request the same in two scopes is made once).
  const reads = endpoints.filter((e) => e.effect === 'read' && e !== librariesEndpoint);
  const withYear = (e: Endpoint): Record<string, unknown> => {
    if (year === null) return {};
    const kept = (e.request.safeParse({ yearId: year }).data as { yearId?: unknown } | undefined)?.yearId;
    return kept === year ? { yearId: year } : {};
  };
  const tasks = scopes.flatMap((s) =>
    reads.map((e) => () => callOnce(e, withYear(e), { libraryId: s.libraryId, campusId: s.campusId }, s.label)),
  );
  await pool(tasks, options.concurrency);

  // 401 on a bad token: one read call per API root.
  const roots = new Map<string, Endpoint>();
  for (const e of reads.filter((r) => !r.public)) {
    const root = e.path
      .split('/')
      .slice(0, e.path.startsWith('/services/') ? 3 : 2)
      .join('/');
    if (!roots.has(root)) roots.set(root, e);
  }
  const expectStatus = async (
    name: string,
    endpoint: Endpoint,
    input: Record<string, unknown>,
    bearer: string | undefined,
    status: number,
    title?: string,
  ) => {
    const request = buildRequest(endpoint, input);
    if ('refused' in request) return;
    const answer = await send((signal) => toFetchRequest(request, options.base, bearer, signal), options.timeoutMs);
    const problems: Problem[] = [];
    if (answer.error) problems.push(answer.error);
    else if (answer.status !== status) problems.push({ field: '(http)', message: `expected HTTP ${status}, got ${answer.status}` });
    else if (title) {
      let got: unknown;
      try {
        got = (JSON.parse(answer.text) as { title?: unknown }).title;
      } catch {
        got = undefined;
      }
      if (got !== title) problems.push({ field: 'title', message: `expected '${title}' (application/problem+json), got ${shown(got)}` });
    }
    checks.push({ name, endpoint: endpoint.id, result: problems.length ? 'fail' : 'ok', status: answer.status, ms: answer.ms, problems });
  };
  for (const [root, endpoint] of roots) await expectStatus(`401 on a bad token (${root}/…)`, endpoint, withYear(endpoint), BAD_TOKEN, 401);
  await expectStatus(
    'invalid_grant on a wrong password',
    loginEndpoint,
    { username: options.user.trim(), password: `${options.password}-wrong` },
    undefined,
    400,
    'invalid_grant',
  );

  // What the checker does not call, and logging out, last.
  for (const e of endpoints) {
    const r = results.get(e.id)!;
    if (e.effect === 'write') Object.assign(r, { result: 'skipped', reason: 'changes data: never called' });
    else if (e.effect === 'session' && e !== loginEndpoint && e !== logoutEndpoint) {
      Object.assign(r, { result: 'skipped', reason: 'issues a session or token outside signing in: not called' });
    }
  }
  await callOnce(logoutEndpoint, {}, {}, 'sign-out');
  return report(
    scopes,
    { login: account?.login, authorities: account?.authorities ?? undefined, organizationId: account?.organizationId, name },
    year,
  );
}

const pad = (text: string, width: number) => text + ' '.repeat(Math.max(0, width - [...text].length));

/** The one table: a row per call of the contract and per check, then the totals. */
export function formatReport(report: CheckReport): string {
  const rows: string[][] = [['call', 'scopes', 'calls', 'result', 'median ms', 'max ms', 'first problem']];
  for (const r of report.endpoints) {
    const ms = r.calls.map((c) => c.ms);
    const problems = r.calls.flatMap((c) => c.problems.map((p) => ({ ...p, scope: c.scope })));
    const first = problems[0];
    const text = first
      ? `${first.field}: ${first.message} [${first.scope}]${problems.length > 1 ? ` (+${problems.length - 1} more)` : ''}`
      : (r.reason ?? '');
    rows.push([
      r.id,
      String(r.scopes.length),
      String(r.calls.length),
      r.result === 'ok' ? 'ok' : r.result === 'fail' ? 'FAIL' : 'skipped',
      ms.length ? String(median(ms)) : '',
      ms.length ? String(Math.max(...ms)) : '',
      text,
    ]);
  }
  for (const c of report.checks) {
    const first = c.problems[0];
    rows.push([
      c.name,
      '',
      c.endpoint ? '1' : '',
      c.result === 'ok' ? 'ok' : 'FAIL',
      c.endpoint ? String(c.ms) : '',
      '',
      first ? `${first.field}: ${first.message}` : '',
    ]);
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => [...r[i]].length)));
  const line = (r: string[]) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : pad(cell, widths[i])))
      .join('  ')
      .trimEnd();
  const s = report.summary;
  return [
    `Backend check of ${report.base} as ${report.user}${report.account.authorities ? ` (${report.account.authorities.join(', ')})` : ''}, ` +
      `school year ${report.year ?? '—'}`,
    `Scopes: ${report.scopes.map((x) => x.label).join('; ') || '—'}`,
    '',
    line(rows[0]),
    widths.map((w) => '-'.repeat(w)).join('  '),
    ...rows.slice(1).map(line),
    '',
    `${s.endpoints} calls of the contract: ${s.ok} ok, ${s.failed} failed, ${s.skipped} not called; ${s.calls} requests in ` +
      `${(report.durationMs / 1000).toFixed(1)} s; checks: ${report.checks.length - s.checksFailed} ok, ${s.checksFailed} failed. ` +
      (report.ok ? 'The backend answers as the contract says.' : 'MISMATCH: the backend does not answer as the contract says.'),
  ].join('\n');
}

const USAGE = `npm run check:backend -- --base URL --user U --password P [--library ID] [--campus ID] [--year ID]
                          [--report FILE] [--timeout MS] [--concurrency N]
  --password may be left out when BACKEND_CHECK_PASSWORD is set.
  --report   the JSON report (default backend-check.json); --timeout per call (default ${REQUEST_TIMEOUT_MS} ms, the app's);
  --concurrency calls in flight (default 2, at most 4).`;

export function parseOptions(argv: string[], env: Record<string, string | undefined> = process.env): CheckOptions | string {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        base: { type: 'string' },
        user: { type: 'string' },
        password: { type: 'string' },
        library: { type: 'string' },
        campus: { type: 'string' },
        year: { type: 'string' },
        report: { type: 'string' },
        timeout: { type: 'string' },
        concurrency: { type: 'string' },
      },
    }));
  } catch (error) {
    return `${(error as Error).message}\n${USAGE}`;
  }
  const password = values.password ?? env.BACKEND_CHECK_PASSWORD;
  if (!values.base || !values.user || password === undefined) return USAGE;
  const int = (text: string | undefined, name: string) => {
    if (text === undefined) return undefined;
    const n = Number(text);
    if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} wants a positive whole number, not ${text}`);
    return n;
  };
  try {
    return {
      base: values.base,
      user: values.user,
      password,
      library: int(values.library, 'library'),
      campus: int(values.campus, 'campus'),
      year: int(values.year, 'year'),
      report: values.report ?? 'backend-check.json',
      timeoutMs: int(values.timeout, 'timeout') ?? REQUEST_TIMEOUT_MS,
      concurrency: Math.min(4, int(values.concurrency, 'concurrency') ?? 2),
    };
  } catch (error) {
    return `${(error as Error).message}\n${USAGE}`;
  }
}

/** The command: 0 when every answer matches the contract, 1 on any mismatch, 2 on a usage error. */
export async function main(argv: string[], print: (text: string) => void = console.log): Promise<number> {
  const options = parseOptions(argv);
  if (typeof options === 'string') {
    print(options);
    return 2;
  }
  const report = await runCheck(options);
  print(formatReport(report));
  await writeFile(options.report, `${JSON.stringify(report, null, 2)}\n`);
  print(`Report: ${options.report}`);
  return report.ok ? 0 : 1;
}
