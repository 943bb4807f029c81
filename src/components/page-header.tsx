/**
 * The header at the top of a statistics page: title, a line of description, actions on the right
 * (year select, export, a switch) and optional content below (tabs, filters).
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
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 }}>
        <div style={{ minWidth: 0 }}>
          <Title level={4} style={{ margin: 0 }}>
            {title}
          </Title>
          {description && (
            <Paragraph type="secondary" style={{ margin: '4px 0 0' }}>
              {description}
            </Paragraph>
          )}
        </div>
        {extra && <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>{extra}</div>}
      </div>
      {children && <div style={{ marginTop: 12 }}>{children}</div>}
    </header>
  );
}
