import { logError } from '@/stores/error-log';
import { isRecord } from '@/utils/objects';
import { reportToOperators } from '@/utils/error-report';

let installed = false;

/**
 * Runtime errors outside React's render (docs/rules.md#messages): into the error log and the console (and, as every
 * logged error, to the operators' endpoint when one is configured); CSP violations to that endpoint.
 */
export function installGlobalErrorHandlers(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    logError(event.error ?? event.message, 'window.onerror', `${event.filename ?? ''}:${event.lineno ?? ''}`);
  });
  // CSP violations (docs/rules.md#messages): for the operators, when an error report endpoint is configured; the
  // console has them already. nginx's report-uri covers the ones the app's own script cannot see (deploy/README.md).
  document.addEventListener('securitypolicyviolation', (event) => {
    reportToOperators({
      type: 'csp',
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: event.blockedURI,
      source: event.sourceFile,
      line: event.lineNumber || undefined,
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    // Failed calls are logged by the request wrapper already.
    const reason: unknown = event.reason;
    if (isRecord(reason) && reason.name === 'ApiError') return;
    logError(event.reason, 'unhandledrejection');
  });
}
