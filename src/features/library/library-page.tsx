import type { ReactNode } from 'react';
import { NavLink, useSearchParams } from 'react-router';
import { Skeleton, Tag, Typography } from 'antd';
import { PageHeader } from '@/components/page-header';
import { YEAR_PARAM, YearSelect, useSchoolYear } from '@/components/year-select';
import { useConstants } from '@/stores/constants';
import './library.css';

/** What the server says the figures cover (every library response has it). */
export interface ScopeInfo {
  level: 'city' | 'district' | 'library' | 'campus';
  name: string;
}

export const LEVEL_LABELS: Record<ScopeInfo['level'], string> = { city: '全市', district: '区域', library: '学校', campus: '校区' };

/** Units of the tables and charts that list a scope's parts. */
export function unitLabel(level: ScopeInfo['level'] | undefined): '学校' | '校区' {
  return level === 'library' || level === 'campus' ? '校区' : '学校';
}

/** The four library pages, in the order of the tab bar. */
export const LIBRARY_TABS = [
  { path: '/library/index', label: '馆藏概况' },
  { path: '/library/borrow-rank', label: '借阅排行' },
  { path: '/library/circulation', label: '图书流通' },
  { path: '/library/avarage-list', label: '师生平均借阅' },
] as const;

/**
 * Links between the four pages (the three sub-pages are hidden in the sidebar). The school year travels
 * along; page filters do not.
 */
export function LibraryNav() {
  const [params] = useSearchParams();
  const yid = params.get(YEAR_PARAM);
  return (
    <nav className="srp-library-nav" aria-label="图书馆数据分页">
      {LIBRARY_TABS.map((tab) => (
        <NavLink
          key={tab.path}
          to={{ pathname: tab.path, search: yid ? `?${YEAR_PARAM}=${encodeURIComponent(yid)}` : '' }}
          className={({ isActive }) => (isActive ? 'srp-library-nav__item srp-library-nav__item--active' : 'srp-library-nav__item')}
          end
        >
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}

/** "区域 望海区 · 2026-2027学年": the scope the server resolved and the school year shown. */
function ScopeLine({ scope, note }: { scope: ScopeInfo | undefined; note?: ReactNode }) {
  const yearId = useSchoolYear();
  const yearName = useConstants((s) => s.years.find((y) => y.id === yearId)?.name);
  return (
    <span className="srp-library-scope" data-testid="library-scope">
      {scope ? (
        <>
          <Tag color="blue" variant="filled" style={{ marginInlineEnd: 6 }}>
            {LEVEL_LABELS[scope.level]}
          </Tag>
          <Typography.Text strong>{scope.name}</Typography.Text>
        </>
      ) : (
        <Skeleton.Input active size="small" style={{ width: 140, height: 20, verticalAlign: 'middle' }} />
      )}
      {yearName && <Typography.Text type="secondary"> · {yearName}</Typography.Text>}
      {note && <Typography.Text type="secondary"> · {note}</Typography.Text>}
    </span>
  );
}

export interface LibraryPageProps {
  title: string;
  /** The scope of the page's main response (undefined while it loads). */
  scope: ScopeInfo | undefined;
  /** A short note after the scope line, e.g. how the figures are counted. */
  note?: ReactNode;
  children: ReactNode;
}

/** The frame of the four library pages: header (title, scope, school year), the tab bar, then the widgets. */
export function LibraryPage({ title, scope, note, children }: LibraryPageProps) {
  return (
    <div className="srp-library">
      <PageHeader title={title} description={<ScopeLine scope={scope} note={note} />} extra={<YearSelect />}>
        <LibraryNav />
      </PageHeader>
      <div className="srp-library__body">{children}</div>
    </div>
  );
}
