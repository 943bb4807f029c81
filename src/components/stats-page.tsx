/**
 * The frame of every statistics page: a header with the page heading (from the route table), the scope the
 * server resolved and the school year, filters and the 学年 select on the right, the section's pages as tabs,
 * then the widgets. Pages compose it with QueryWidget / KpiPanel / Chart over useStatsQuery calls.
 */
import { lazy, memo, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useIsFetching } from '@tanstack/react-query';
import { Button, Skeleton, Tag } from 'antd';
import { Hint } from './hint';
import { PrinterOutlined } from '@ant-design/icons';
import { Name, Text } from './text';
import { useSchoolYearName } from '@/hooks/school-year';
import { usePagePeriod } from '@/hooks/queries';
import { periodName } from '@/utils/url-filters';
import { SCOPE_LEVEL_LABELS, useScopedLink, type ScopeInfo } from '@/hooks/scope';
import { canAccess } from '@/routes/access';
import { useCurrentRoute } from '@/routes/current-route';
import { routeHeading, sectionPages } from '@/routes/route-table';
import { usePermission } from '@/stores/permission';
import { printWithCharts, usePrefetchChartEngine } from './chart';
import { PageHeader } from './page-header';
import { PERIOD_KIND_WIDTH, PERIOD_RANGE_WIDTH } from './period-select-size';
import { PageScopeContext } from './page-scope';
import { YearSelect } from './year-select';
import './stats-page.css';

// The period picker loads beside the page (not in its first render: the bundle budget of 首页).
const PeriodSelect = lazy(() => import('./period-select').then((m) => ({ default: m.PeriodSelect })));

/** The school year shown, with the term or the months when the page's period picker names some: '2026-2027学年 上学期'. */
function usePeriodName(): string {
  const yearName = useSchoolYearName();
  const name = periodName(usePagePeriod().choice);
  return name && yearName ? `${yearName} ${name}` : yearName;
}

/** About the width of the scope's tag and name (区域 望海区) that replace the placeholder: the line's text does not jump. */
const SCOPE_PLACEHOLDER_WIDTH = 92;

/**
 * Until the first answer names the scope: a placeholder that moves while the page's calls are under way, and a still
 * 范围未知 once none is (every call failed: each widget says why), never a placeholder that animates for ever.
 */
function ScopePending() {
  // The page's calls start in its effects, after this one's first render: not "none under way" before they could.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const loading = useIsFetching() > 0 || !mounted;
  return loading ? (
    <Skeleton.Input
      active
      size="small"
      style={{ width: SCOPE_PLACEHOLDER_WIDTH, minWidth: SCOPE_PLACEHOLDER_WIDTH, height: 22, verticalAlign: 'middle' }}
    />
  ) : (
    <Text type="secondary" className="srp-stats-scope__unknown">
      范围未知（数据未能加载）
    </Text>
  );
}

/** "区域 望海区 · 2026-2027学年 · note": the scope the server resolved and the school year shown. */
function ScopeLine({ scope, note, showYear = true }: { scope: ScopeInfo | undefined; note?: ReactNode; showYear?: boolean }) {
  const yearName = usePeriodName();
  return (
    <span className="srp-stats-scope" data-testid="stats-scope">
      {scope ? (
        <>
          <Tag color="blue" variant="filled" style={{ marginInlineEnd: 6 }}>
            {SCOPE_LEVEL_LABELS[scope.level]}
          </Tag>
          <Name strong max="24em">
            {scope.name}
          </Name>
        </>
      ) : (
        <ScopePending />
      )}
      {showYear && yearName && <Text type="secondary"> · {yearName}</Text>}
      {note && <Text type="secondary"> · {note}</Text>}
    </span>
  );
}

/**
 * The pages of the current section the user may open, as tabs (one list: the route table). The scope and the
 * school year travel along (docs/rules.md#scope); page filters do not. Nothing when the section has a single page.
 */
function SectionNav() {
  const link = useScopedLink();
  const ctx = usePermission((s) => s.ctx);
  const here = useCurrentRoute();
  if (!here || !ctx) return null;
  const pages = sectionPages(here).filter((r) => canAccess(r, ctx));
  if (pages.length < 2) return null;
  const section = here.chain[0]?.meta?.title ?? '';
  return (
    <nav className="srp-section-nav" aria-label={`${section}分页`}>
      {pages.map((r) => (
        <NavLink
          key={r.fullPath}
          to={link(r.fullPath)}
          className={({ isActive }) => (isActive ? 'srp-section-nav__item srp-section-nav__item--active' : 'srp-section-nav__item')}
          end
        >
          {r.node.meta?.heading ?? r.node.meta?.title}
        </NavLink>
      ))}
    </nav>
  );
}

/**
 * Where the period picker will stand while its code loads: a box of its width (its 时段 select, and the two month
 * selects of a range), so that the 学年 select and 打印 beside it do not move when it arrives.
 */
function PeriodSelectPlaceholder() {
  const range = usePagePeriod().choice.kind === 'range';
  return <Skeleton.Button active style={{ width: range ? PERIOD_RANGE_WIDTH : PERIOD_KIND_WIDTH, height: 32 }} />;
}

/** 打印: the browser's print dialog; the page prints on A4 without the app's frame (docs/rules.md#print). */
function PrintButton() {
  return (
    <Hint title="A4 纸打印；在打印对话框中选择“另存为 PDF”即可导出 PDF">
      <Button className="srp-stats-print" icon={<PrinterOutlined aria-hidden />} onClick={printWithCharts}>
        打印
      </Button>
    </Hint>
  );
}

export interface StatsPageProps {
  /** The scope of the page's main response (undefined while it loads). */
  scope: ScopeInfo | undefined;
  /** A short note after the scope line, e.g. how the figures are counted. */
  note?: ReactNode;
  /** Page filters, on the right before the 学年 select. */
  filters?: ReactNode;
  /** false: the page is not by school year (no 学年 select, no year in the scope line). */
  yearSelect?: boolean;
  /** false: no section tabs. */
  sectionNav?: boolean;
  /** Replaces the heading from the route table (e.g. a drill-down path). */
  heading?: ReactNode;
  /** Extra class on the page root. */
  className?: string;
  children: ReactNode;
}

type StatsPageHeaderProps = Pick<StatsPageProps, 'scope' | 'note' | 'filters' | 'heading'> & { yearSelect: boolean; sectionNav: boolean };

/**
 * The page's header: its heading, the scope line, the filters, the period and 学年 selects, 打印 and the section's tabs.
 * Drawn again only when its own props change (or what it reads itself: the URL, the route, the session): a page redraws
 * at each of its answers, and with a string note and no filters (most pages) its header does not need to, nor its two
 * selects.
 */
const StatsPageHeader = memo(function StatsPageHeader({ scope, note, filters, yearSelect, sectionNav, heading }: StatsPageHeaderProps) {
  const route = useCurrentRoute();
  const picker = route?.node.meta?.periodPicker === true;
  return (
    <PageHeader
      title={heading ?? routeHeading(route) ?? ''}
      description={<ScopeLine scope={scope} note={note} showYear={yearSelect} />}
      extra={
        <>
          {filters}
          {yearSelect && picker && (
            <Suspense fallback={<PeriodSelectPlaceholder />}>
              <PeriodSelect />
            </Suspense>
          )}
          {yearSelect && <YearSelect />}
          <PrintButton />
        </>
      }
    >
      {sectionNav && <SectionNav />}
    </PageHeader>
  );
});

export function StatsPage({ scope, note, filters, yearSelect = true, sectionNav = true, heading, className, children }: StatsPageProps) {
  usePrefetchChartEngine();
  const yearName = usePeriodName();
  const page = routeHeading(useCurrentRoute()) ?? '';
  const shownYear = yearSelect ? yearName : '';
  // One value while the page, the scope and the year stay: the widgets that read it (their exports) are not redrawn.
  const pageScope = useMemo(() => ({ page, scope, yearName: shownYear }), [page, scope, shownYear]);
  return (
    <div className={className ? `srp-stats-page ${className}` : 'srp-stats-page'}>
      <StatsPageHeader scope={scope} note={note} filters={filters} yearSelect={yearSelect} sectionNav={sectionNav} heading={heading} />
      <div className="srp-stats-page__body">
        <PageScopeContext value={pageScope}>{children}</PageScopeContext>
      </div>
    </div>
  );
}
