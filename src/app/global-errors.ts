import { logError } from '@/stores/error-log';
import { isRecord } from '@/utils/objects';

let installed = false;

/** Runtime errors outside React's render (docs/rules.md#messages): into the error log and the console. */
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    logError(event.error ?? event.message, 'window.onerror', `${event.filename ?? ''}:${event.lineno ?? ''}`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    // Failed calls are logged by the request wrapper already.
    const reason: unknown = event.reason;
    if (isRecord(reason) && reason.name === 'ApiError') return;
    logError(event.reason, 'unhandledrejection');
  });
}
