/**
 * What a wall says when a call fails: in Chinese, in words a passer-by understands, never the browser's or the
 * gateway's own text ('Network Error', 'Bad Gateway'), never a call id — a wall is read, not operated, and retries
 * by itself (docs/pages.md, "The wall shell").
 */
import { ApiError } from '@/api/errors';
import { MESSAGES } from '@/config/constants';

const CJK = /[\u4e00-\u9fff]/u;

/** Whether a failure means the server cannot be reached (the network, a timeout, the gateway or the server down). */
export function isConnectionProblem(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.kind === 'network' || error.kind === 'timeout' || (error.kind === 'http' && (error.status ?? 0) >= 500);
}

/** The failure in a few Chinese words: 网络连接中断, 服务器暂时无法访问 … */
export function wallErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return '显示出错';
  switch (error.kind) {
    case 'network':
      return '网络连接中断';
    case 'timeout':
      return '服务器响应超时';
    case 'validation':
      return '收到的数据格式有误';
    case 'code':
      // The server's own message, when it is one a person can read.
      return error.message && CJK.test(error.message) ? error.message : '服务器未能提供数据';
    case 'http':
      if (error.status === 401) return '登录已过期';
      if (error.status === 403) return '无权查看该数据';
      return (error.status ?? 0) >= 500 ? '服务器暂时无法访问' : '服务器未能提供数据';
  }
}

/** The session's own messages (登录已过期 …, docs/rules.md#messages): the only error toasts a wall shows. */
const SESSION_MESSAGES: ReadonlySet<string> = new Set(Object.values(MESSAGES).filter((m) => CJK.test(m)));

/**
 * Whether an error toast shows on a wall: the session's messages do; a call's failure does not — the header and the
 * panels say it in the wall's words, and a wall offline for an hour must not blink with toasts of 'Network Error'.
 */
export function wallErrorToastShown(text: string): boolean {
  return SESSION_MESSAGES.has(text);
}
