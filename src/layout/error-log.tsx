import { lazy, Suspense, useState } from 'react';
import { useErrorLog } from '@/stores/error-log';

/** The badge and its dialog (./error-log-dialog.tsx), loaded with the first logged error. */
const ErrorLogBadge = lazy(() => import('./error-log-dialog'));

/**
 * The navbar's error log (docs/rules.md#layout): nothing while no error is logged; from the first error on, the badge
 * with the count and the dialog that lists them, with 清空.
 */
export function ErrorLogButton() {
  const count = useErrorLog((s) => s.logs.length);
  // Once shown, it stays mounted (the dialog can stay open after 清空, and close with its animation).
  const [shown, setShown] = useState(false);
  if (count > 0 && !shown) setShown(true);
  if (!shown && count === 0) return null;
  return (
    <Suspense fallback={null}>
      <ErrorLogBadge />
    </Suspense>
  );
}
