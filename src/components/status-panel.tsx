import type { ReactNode } from 'react';
import './status-panel.css';

/**
 * A plain status block (icon, title, text, actions) in antd Result's look, without antd: the router's last-resort
 * error page renders where antd may not be loaded (the login route), and a page's error boundary should not pull
 * antd Result's illustrations (≈9 KiB gzip) into every layout. Buttons: `<button className="srp-btn">` or a
 * link with that class; `srp-btn srp-btn--primary` for the main action.
 */
export function StatusPanel({
  status = 'error',
  title,
  subTitle,
  children,
}: {
  status?: 'error' | 'info';
  title: string;
  subTitle?: ReactNode;
  /** The actions. */
  children?: ReactNode;
}) {
  return (
    <div className={`srp-status srp-status--${status}`} role={status === 'error' ? 'alert' : 'status'}>
      <svg className="srp-status-icon" viewBox="0 0 64 64" width="72" height="72" aria-hidden="true" focusable="false">
        <circle cx="32" cy="32" r="30" />
        {status === 'error' ? <path d="M22 22 42 42M42 22 22 42" /> : <path d="M32 28v18M32 18v2" />}
      </svg>
      <div className="srp-status-title">{title}</div>
      {subTitle ? <div className="srp-status-subtitle">{subTitle}</div> : null}
      {children ? <div className="srp-status-actions">{children}</div> : null}
    </div>
  );
}
