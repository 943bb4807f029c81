/**
 * The request wrapper's scope rules (docs/rules.md#requests), as pure functions over a request.
 *
 * - libraryId: when a library is selected, added to the body or params of every call except LIBRARY_ID_SKIP.
 * - campusId: when a campus is selected, added to the calls matching CAMPUS_ID_CALLS (reading-data and
 *   campus-report calls).
 * A field the caller set explicitly is kept. Works for form strings, URLSearchParams, plain objects,
 * JSON strings and GET params alike.
 */

/** Calls that never get libraryId: auth, the user's own organisation, and the launch token. */
export const LIBRARY_ID_SKIP: readonly (string | RegExp)[] = [
  '/auth/login',
  '/auth/refresh',
  '/auth/logout',
  '/auth/sso/exchange',
  '/auth/switch-role',
  '/services/zone/api/organizations/me',
  '/services/zone/api/organizations/libraries',
  '/services/uaa/api/libraries/get-campus-id',
  /^\/services\/[^/]*readingbook\/api\/user\/getUserToken$/,
  '/app-sy-statistics/api/base/queryInitialData',
  '/app-sy-statistics/api/base/queryRoleType',
  '/app-sy-statistics/api/base/queryLesseeId',
];

/**
 * Calls that get campusId when a campus is selected: the reading-data and campus-report calls (docs/api.md,
 * Conventions, campusId): the reading/ calls except the user-info call, the rankings (rank/), the assessment
 * reports (verify/) and the campus comparison. Not the semester list under campusContrast/, not teaching/,
 * arrival/, school/, activ/, point/ nor the library and overview calls.
 */
export const CAMPUS_ID_CALLS: readonly (string | RegExp)[] = [
  /^\/services\/staticreadingdata\/api\/reading\/(?!queryUserInfo$)[^/]+$/,
  '/services/staticreadingdata/api/campusContrast/queryCampusContrast',
  /^\/services\/staticreadingdata\/api\/rank\//,
  /^\/app-sy-statistics\/api\/verify\//,
];

export function pathOf(url: string): string {
  const noQuery = url.split('?')[0];
  try {
    return new URL(noQuery, 'http://x.invalid').pathname;
  } catch {
    return noQuery;
  }
}

export function matches(list: readonly (string | RegExp)[], path: string): boolean {
  return list.some((m) => (typeof m === 'string' ? m === path : m.test(path)));
}

export interface InjectableRequest {
  url?: string;
  method?: string;
  data?: unknown;
  params?: Record<string, unknown>;
  headers?: Record<string, unknown>;
}

function addToBody(data: unknown, fields: Record<string, string | number>): unknown {
  if (data instanceof URLSearchParams) {
    const next = new URLSearchParams(data);
    for (const [k, v] of Object.entries(fields)) if (!next.has(k)) next.set(k, String(v));
    return next;
  }
  if (typeof data === 'string') {
    const trimmed = data.trim();
    if (trimmed.startsWith('{')) {
      try {
        const obj = JSON.parse(trimmed) as Record<string, unknown>;
        return JSON.stringify({ ...fields, ...obj });
      } catch {
        return data;
      }
    }
    const form = new URLSearchParams(trimmed);
    for (const [k, v] of Object.entries(fields)) if (!form.has(k)) form.set(k, String(v));
    return form.toString();
  }
  if (data === undefined || data === null) return { ...fields };
  if (typeof data === 'object' && !(data instanceof FormData) && !(data instanceof Blob)) {
    return { ...fields, ...data };
  }
  return data;
}

export function injectScope<T extends InjectableRequest>(config: T, scope: { libraryId?: number | null; campusId?: number | null }): T {
  const path = pathOf(config.url ?? '');
  const fields: Record<string, number> = {};
  if (scope.libraryId != null && !matches(LIBRARY_ID_SKIP, path)) fields.libraryId = scope.libraryId;
  if (scope.campusId != null && matches(CAMPUS_ID_CALLS, path)) fields.campusId = scope.campusId;
  if (Object.keys(fields).length === 0) return config;
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get' || method === 'delete') {
    return { ...config, params: { ...fields, ...(config.params ?? {}) } };
  }
  return { ...config, data: addToBody(config.data, fields) };
}
