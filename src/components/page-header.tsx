/**
 * The header at the top of a statistics page: the title with the actions on its right (year select, export, a switch),
 * a line of description under both, and optional content below (tabs, filters).
 *
 * The description has a line of its own, the whole width: it often fills in with the data (the scope the server
 * resolved, a teacher's name), and a description that grew beside the actions would push them onto a line of their own
 * and everything under the header down with them (a layout shift of the whole page).
 */
import type { CSSProperties, ReactNode } from 'react';
import { Title, Paragraph } from './text';

export interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Right side: e.g. <YearSelect />. */
  extra?: ReactNode;
  /** Below the title row: tabs, filters. */
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

export function PageHeader({ title, description, extra, children, className, style }: PageHeaderProps) {
  return (
    <header className={className ? `srp-page-header ${className}` : 'srp-page-header'} style={{ marginBottom: 16, ...style }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '4px 12px' }}>
        <Title level={4} style={{ margin: 0, minWidth: 0 }}>
          {title}
        </Title>
        {extra && <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>{extra}</div>}
      </div>
      {description && (
        <Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
          {description}
        </Paragraph>
      )}
      {children && <div style={{ marginTop: 12 }}>{children}</div>}
    </header>
  );
}
