import { env } from '@/config/env';
import { getToken } from './cookies';

/**
 * Error reports for the operators (deploy/README.md, "Error reports"): runtime errors, failed calls and CSP
 * violations leave the browser, batched, for the endpoint VITE_ERROR_REPORT_URL (none by default: nothing is sent).
 *
 * What a report holds, and what it never does:
 * - the page's path (never its query or hash), the time, the build; per item what failed: an error's name, message
 *   and the first lines of its stack and component; a call's id, kind, HTTP status and field; a violation's
 *   directive, blocked URL (origin and path) and source line;
 * - never the token: the request carries no cookie (`credentials: 'omit'`; navigator.sendBeacon always sends the
 *   page's cookies, among them the session's `access_token`, so it is not used), and any text that could hold one
 *   (`Bearer …`, `access_token=…`, the token itself) is blanked;
 * - never a name of a student: nothing of a page's data or of a server's message is read — a failed call is its id
 *   and status, not its message (a server's `msg` may name anyone).
 *
 * Items wait up to FLUSH_MS (or until BATCH_MAX of them) and go as one POST of JSON (`text/plain`, so that a collector
 * on another origin needs no CORS preflight) with `keepalive`, which outlives the page: the batch also goes when the
 * page is hidden or left. The same item again within a batch is counted, not repeated; a page sends at most
 * PAGE_MAX items.
 */

export type ReportItem =
  | { type: 'error'; name: string; message: string; stack?: string; where: string }
  | { type: 'call'; endpoint?: string; kind: string; status?: number; field?: string }
  | { type: 'csp'; directive: string; blocked: string; source: string; line?: number };

type Queued = ReportItem & { time: string; page: string; count: number };

const FLUSH_MS = 5_000;
const BATCH_MAX = 20;
const PAGE_MAX = 200;
/** keepalive requests may carry 64 KiB in all. */
const BODY_MAX = 60_000;

let queue: { key: string; item: Queued }[] = [];
let accepted = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** Text with URLs cut to origin and path and anything that could carry a credential blanked, at most `max` characters. */
function scrub(text: string, max: number): string {
  const token = getToken();
  let out = text
    .replace(/\b(https?:\/\/[^\s?#)'"]+)[?#][^\s)'"]*/g, '$1')
    .replace(/Bearer\s+[\w.~+/=-]+/gi, 'Bearer ***')
    .replace(/(access_token|refresh_token|token)=([^&\s"']+)/gi, '$1=***');
  if (token && token.length >= 8) out = out.split(token).join('***');
  return out.length > max ? `${out.slice(0, max - 1)}…` : out;
}

/** A URL as origin and path: no query, no fragment (they may hold ids or a token). A CSP keyword ('inline', 'eval') as is. */
function originAndPath(url: string): string {
  if (/^[a-z-]*$/i.test(url)) return url;
  try {
    const u = new URL(url, window.location.href);
    return u.protocol === 'http:' || u.protocol === 'https:' ? `${u.origin}${u.pathname}` : u.protocol.replace(/:$/, '');
  } catch {
    return scrub(url.split(/[?#]/)[0] ?? '', 200);
  }
}

function clean(item: ReportItem): ReportItem {
  switch (item.type) {
    case 'error':
      return {
        type: 'error',
        name: scrub(item.name, 100),
        message: scrub(item.message, 300),
        ...(item.stack ? { stack: scrub(item.stack.split('\n').slice(0, 8).join('\n'), 1500) } : {}),
        where: scrub(item.where.split('\n').slice(0, 4).join('\n'), 400),
      };
    case 'call':
      return {
        type: 'call',
        ...(item.endpoint ? { endpoint: scrub(item.endpoint, 100) } : {}),
        kind: item.kind,
        ...(item.status !== undefined ? { status: item.status } : {}),
        ...(item.field ? { field: scrub(item.field, 200) } : {}),
      };
    case 'csp':
      return {
        type: 'csp',
        directive: scrub(item.directive, 100),
        blocked: originAndPath(item.blocked),
        source: originAndPath(item.source),
        ...(item.line !== undefined ? { line: item.line } : {}),
      };
  }
}

/** Queues an item for the operators (nothing when no endpoint is configured). */
export function reportToOperators(item: ReportItem, url: string = env.errorReportUrl): void {
  if (!url || typeof window === 'undefined') return;
  listen();
  const cleaned = clean(item);
  const page = window.location.pathname;
  const key = `${page} ${JSON.stringify(cleaned)}`;
  const same = queue.find((q) => q.key === key);
  if (same) {
    same.item.count += 1;
    return;
  }
  if (accepted >= PAGE_MAX) return;
  accepted += 1;
  queue.push({ key, item: { ...cleaned, time: new Date().toISOString(), page, count: 1 } });
  if (queue.length >= BATCH_MAX) flushReports(url);
  else timer ??= setTimeout(() => flushReports(url), FLUSH_MS);
}

/** Sends what is queued, now, as one request that outlives the page. */
export function flushReports(url: string = env.errorReportUrl): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  if (!url || queue.length === 0) return;
  const items = queue.map((q) => q.item);
  queue = [];
  let body = JSON.stringify({ app: 'srp-web', sentAt: new Date().toISOString(), items });
  while (body.length > BODY_MAX && items.length > 1) {
    items.pop();
    body = JSON.stringify({ app: 'srp-web', sentAt: new Date().toISOString(), items, truncated: true });
  }
  void fetch(new URL(url, window.location.href), {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    credentials: 'omit',
    keepalive: true,
    mode: 'no-cors',
    referrerPolicy: 'no-referrer',
  }).catch(() => undefined);
}

/** The batch goes when the page is hidden or left (keepalive lets it finish after the page). */
function listen(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('pagehide', () => flushReports());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushReports();
  });
}

/** Tests: forget what is queued and counted. */
export function resetReportsForTests(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  queue = [];
  accepted = 0;
}
