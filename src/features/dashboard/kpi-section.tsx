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
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';

type Basic = Data<typeof basicData>;

interface KpiDef {
  key: string;
  title: string;
  unit: string;
  icon: ReactNode;
  tooltip: string;
  value: (d: Basic) => number;
  formatter?: (v: number) => string;
  footnote: (d: Basic, yearName: string) => ReactNode;
}

/**
 * The eight headline figures, all from overall/overview/queryBasicData. A district or the city starts with
 * its schools; a school (one school) with its classes.
 */
function kpiDefinitions(level: Basic['scope']['level'] | undefined): KpiDef[] {
  const school = level === 'library' || level === 'campus';
  return [
    school
      ? {
          key: 'classes',
          title: '班级',
          unit: '个',
          icon: <ApartmentOutlined />,
          tooltip: '本校纳入统计的班级数',
          value: (d) => d.classes,
          footnote: (d) => `${formatLarge(d.campuses)} 个校区`,
        }
      : {
          key: 'schools',
          title: '学校',
          unit: '所',
          icon: <BankOutlined />,
          tooltip: '纳入统计的学校（学校图书馆）数',
          value: (d) => d.schools,
          footnote: (d) => `${formatLarge(d.campuses)} 个校区，${formatLarge(d.classes)} 个班级`,
        },
    {
      key: 'students',
      title: '学生',
      unit: '人',
      icon: <TeamOutlined />,
      tooltip: '在籍学生数',
      value: (d) => d.students,
      footnote: () => '在籍学生',
    },
    {
      key: 'teachers',
      title: '教师',
      unit: '名',
      icon: <SolutionOutlined />,
      tooltip: '在职教师数（教师也可借阅）',
      value: (d) => d.teachers,
      footnote: () => '在职教师',
    },
    {
      key: 'volumes',
      title: '馆藏',
      unit: '册',
      icon: <BookOutlined />,
      tooltip: '当前馆藏图书册数与种数',
      value: (d) => d.volumes,
      footnote: (d) => `${formatLarge(d.titles)} 种图书`,
    },
    {
      key: 'volumesPerStudent',
      title: '生均藏书',
      unit: '册/生',
      icon: <ReadOutlined />,
      tooltip: '馆藏册数 ÷ 在籍学生数',
      value: (d) => d.volumesPerStudent,
      formatter: (v) => formatDecimal(v),
      footnote: () => '馆藏册数 ÷ 在籍学生数',
    },
    {
      key: 'loans',
      title: '学年借阅',
      unit: '册次',
      icon: <SwapOutlined />,
      tooltip: '所选学年内借出的册次，含教师借阅',
      value: (d) => d.loans,
      footnote: (_d, yearName) => `${yearName ? `${yearName}，` : ''}含教师借阅`,
    },
    {
      key: 'loansPerStudent',
      title: '生均借阅',
      unit: '册次/生',
      icon: <LineChartOutlined />,
      tooltip: '所选学年内学生借阅册次 ÷ 在籍学生数（不含教师）',
      value: (d) => d.loansPerStudent,
      formatter: (v) => formatDecimal(v),
      footnote: () => '学生借阅册次 ÷ 在籍学生数',
    },
    {
      key: 'activeReaders',
      title: '活跃读者',
      unit: '人',
      icon: <FireOutlined />,
      tooltip: '所选学年内有借阅或阅读记录的学生数；参与率 = 活跃读者 ÷ 在籍学生',
      value: (d) => d.activeReaders,
      footnote: (d) => `参与率 ${formatPercent(d.participationRate)}`,
    },
  ];
}

export interface KpiSectionProps {
  query: UseQueryResult<Basic, ApiError>;
  yearName: string;
  /** Known before the response (session), so the tiles carry the right titles once the data comes. */
  level?: Basic['scope']['level'];
}

/**
 * The eight headline figures as one KpiPanel: one skeleton while loading, one error with 重试 when the call
 * fails (not eight), an explained empty state when the scope has no schools or students.
 */
export function KpiSection({ query, yearName, level }: KpiSectionProps) {
  return (
    <KpiPanel
      title="核心指标"
      subtitle={yearName || undefined}
      className="srp-dashboard-kpis"
      query={query}
      height={216}
      isEmpty={(d) => d.students === 0 && d.schools === 0}
      emptyText="当前范围内没有纳入统计的学校，请在顶部切换学校或联系管理员"
      items={(data) =>
        kpiDefinitions(data.scope.level ?? level).map((d) => ({
          key: d.key,
          title: d.title,
          value: d.value(data),
          unit: d.unit,
          icon: d.icon,
          tooltip: d.tooltip,
          formatter: d.formatter,
          footnote: d.footnote(data, yearName),
        }))
      }
    />
  );
}
