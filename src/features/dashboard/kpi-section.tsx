import type { ReactNode } from 'react';
import {
  ApartmentOutlined,
  BankOutlined,
  BookOutlined,
  FireOutlined,
  LineChartOutlined,
  ReadOutlined,
  SolutionOutlined,
  SwapOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Data } from '@/api/define';
import type { ApiError } from '@/api/errors';
import type { basicData } from '@/api/contract/overview';
import { KpiPanel } from '@/components/kpi-panel';
import type { MetricKey } from '@/api/metric-catalogue';
import { metricInfo } from '@/api/ranking-metrics';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { kpiMetrics, type KpiMetric } from './kpi-metrics';

type Basic = Data<typeof basicData>;

interface KpiDef {
  /** The catalogue figure (src/api/metric-catalogue.ts): name, unit and ⓘ definition come from it. */
  metric: MetricKey;
  icon: ReactNode;
  value: (d: Basic) => number;
  formatter?: (v: number) => string;
  footnote: (d: Basic, yearName: string) => ReactNode;
}

/** How each headline figure is drawn (the figures and their order: ./kpi-metrics.ts). */
const KPI_DEFINITIONS: Record<KpiMetric, Omit<KpiDef, 'metric'>> = {
  classes: {
    icon: <ApartmentOutlined />,
    value: (d) => d.classes,
    footnote: (d) => `${formatLarge(d.campuses)} 个校区`,
  },
  schools: {
    icon: <BankOutlined />,
    value: (d) => d.schools,
    footnote: (d) => `${formatLarge(d.campuses)} 个校区，${formatLarge(d.classes)} 个班级`,
  },
  students: {
    icon: <TeamOutlined />,
    value: (d) => d.students,
    footnote: (_d, yearName) => `${yearName || '学年'}花名册`,
  },
  teachers: {
    icon: <SolutionOutlined />,
    value: (d) => d.teachers,
    footnote: (_d, yearName) => `${yearName || '学年'}花名册`,
  },
  volumes: {
    icon: <BookOutlined />,
    value: (d) => d.volumes,
    footnote: (d) => `学年末 · ${formatLarge(d.titles)} 种图书`,
  },
  volumesPerStudent: {
    icon: <ReadOutlined />,
    value: (d) => d.volumesPerStudent,
    formatter: (v) => formatDecimal(v),
    footnote: () => '学年末馆藏 ÷ 在籍学生',
  },
  allLoans: {
    icon: <SwapOutlined />,
    value: (d) => d.loans,
    footnote: (_d, yearName) => `${yearName ? `${yearName}，` : ''}含教师借阅`,
  },
  loansPerStudent: {
    icon: <LineChartOutlined />,
    value: (d) => d.loansPerStudent,
    formatter: (v) => formatDecimal(v),
    footnote: () => '学生借阅量 ÷ 在籍学生',
  },
  activeReaders: {
    icon: <FireOutlined />,
    value: (d) => d.activeReaders,
    footnote: (d) => `${metricInfo('activeRate').label} ${formatPercent(d.activeRate)}`,
  },
};

function kpiDefinitions(level: Basic['scope']['level'] | undefined): KpiDef[] {
  return kpiMetrics(level).map((metric) => ({ metric, ...KPI_DEFINITIONS[metric] }));
}

export interface KpiSectionProps {
  query: UseQueryResult<Basic, ApiError>;
  /** The same call for the period compared with (useCompareQuery). */
  compare?: { data: Basic | undefined; label: string | undefined };
  yearName: string;
  /** Known before the response (session), so the tiles carry the right titles once the data comes. */
  level?: Basic['scope']['level'];
}

/**
 * The eight headline figures as one KpiPanel: one skeleton while loading, one error with 重试 when the call
 * fails (not eight), an explained empty state when the scope has no schools or students.
 */
export function KpiSection({ query, compare, yearName, level }: KpiSectionProps) {
  return (
    <KpiPanel
      title="核心指标"
      subtitle={yearName || undefined}
      className="srp-dashboard-kpis"
      query={query}
      compare={compare}
      // The tiles' height at 1366 px (two rows of four, with the comparison and goal lines): the page does not move.
      height={392}
      isEmpty={(d) => d.students === 0 && d.schools === 0}
      emptyText="当前范围内没有纳入统计的学校，请在顶部切换学校或联系管理员"
      items={(data, previous) =>
        kpiDefinitions(data.scope.level ?? level).map((d) => ({
          key: d.metric,
          metric: d.metric,
          value: d.value(data),
          previous: previous ? d.value(previous) : undefined,
          icon: d.icon,
          formatter: d.formatter,
          footnote: d.footnote(data, yearName),
        }))
      }
    />
  );
}
