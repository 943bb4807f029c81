import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BugOutlined } from '@ant-design/icons';
import { useErrorLog } from '@/stores/error-log';

/** The dialog, loaded on the first click (antd Modal and the log table are not part of any page's first load). */
const ErrorLogDialog = lazy(() => import('./error-log-dialog'));

/** Navbar badge with the number of logged errors (hidden when none) and the dialog that lists them. */
export function ErrorLogButton() {
  const logs = useErrorLog((s) => s.logs);
  const [open, setOpen] = useState(false);
  /** Mounted from the first opening on, so the dialog can play its closing animation. */
  const [used, setUsed] = useState(false);

  if (logs.length === 0 && !open) return null;

  return (
    <>
      {logs.length > 0 && (
        <Tooltip title="错误日志">
          <Badge count={logs.length} size="small" offset={[-4, 4]}>
            <Button
              type="text"
              className="srp-navbar__icon-btn"
              icon={<BugOutlined />}
              aria-label={`错误日志（${logs.length}）`}
              onClick={() => {
                setUsed(true);
                setOpen(true);
              }}
              data-testid="error-log-button"
            />
          </Badge>
        </Tooltip>
      )}
      {used && (
        <Suspense fallback={null}>
          <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
