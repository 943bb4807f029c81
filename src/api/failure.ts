import { FAILURE_MESSAGES, RETRY } from '@/config/constants';
import { cleanText } from '@/utils/server-text';

/**
 * What went wrong with one exchange with the server, as the request wrapper (./client.ts) saw it, without axios:
 * the rules of what a user is told and what is tried again (docs/rules.md#requests, #messages), pure and tested
 * on their own (tests/unit/failure.test.ts).
 */
export interface Failure {
  /** http: an answer with an error status; network: no answer (refused, reset, offline); timeout: none in time. */
  kind: 'http' | 'network' | 'timeout';
  status?: number;
  /** The problem+json `title` of the answer, when it is a string. */
  title?: string;
}

/** Longest server title shown in a message. */
const TITLE_MAX = 200;
/** A title meant for the user: it has Chinese in it (gateways answer `Internal Server Error`, `Bad Gateway` …). */
const HAN = /\p{Script=Han}/u;

/**
 * The Chinese message of a failure: a Chinese title of the server's when it sent one (cleaned, at most 200
 * characters), else what failed — 网络连接失败…, 请求超时（60 秒）, 服务暂不可用（502）… — never the English of the browser
 * or the gateway, which goes to the error log. (401 and invalid_grant have their own messages, before this.)
 */
export function failureMessage(failure: Failure): string {
  const title = failure.title ? cleanText(failure.title) : '';
  if (title && HAN.test(title)) return [...title].length > TITLE_MAX ? `${[...title].slice(0, TITLE_MAX - 1).join('')}…` : title;
  if (failure.kind === 'network') return FAILURE_MESSAGES.network;
  if (failure.kind === 'timeout') return FAILURE_MESSAGES.timeout;
  const status = failure.status ?? 0;
  return FAILURE_MESSAGES.status[status] ?? (status >= 500 ? FAILURE_MESSAGES.serverStatus(status) : FAILURE_MESSAGES.clientStatus(status));
}

/** Gateway answers that say the service behind it is away for a moment. */
const TRANSIENT_STATUS: ReadonlySet<number> = new Set([502, 503, 504]);

/**
 * Whether trying again can fix it: a failure with no answer or a gateway's 502 / 503 / 504, on a call that only
 * reads (a write, such as signing in, is never sent twice). Never a 4xx (the same request gets the same no), a 500
 * (the server ran it and failed) or a timeout (60 s are the whole budget of a call, docs/rules.md#requests).
 */
export function isRetryable(failure: Failure, read: boolean): boolean {
  if (!read) return false;
  if (failure.kind === 'network') return true;
  return failure.kind === 'http' && failure.status !== undefined && TRANSIENT_STATUS.has(failure.status);
}

/** The wait before retry `n` (1, 2 …): RETRY.baseMs doubled each time, never more than RETRY.capMs. */
export function retryDelay(n: number): number {
  return Math.min(RETRY.capMs, RETRY.baseMs * 2 ** Math.max(0, n - 1));
}
