import { loanData } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { useCompareQuery, useStatsQuery } from '@/hooks/queries';
import { spansSchools } from '@/hooks/scope';
import { Chart, useTones } from '@/components/chart';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import { metricColumn } from '@/components/metric-column';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { competitionRanks } from '@/utils/rank';
import { gradeAverageOption } from './charts';

type LoanData = Data<typeof loanData>;
/**
 * A class's row with its 学生借阅率 (学生借阅人数 ÷ 学生数; the loan call's class figures count students only) and its
 * rank by 生均借阅 (equal averages share a rank: src/utils/rank.ts).
 */
type ClassRow = LoanData['byClass'][number] & { borrowRate: number; rank: number };

const rate = (a: number, b: number) => (b > 0 ? a / b : 0);

function classColumns(withSchool: boolean): TableColumn<ClassRow>[] {
  return [
    { title: '排名', dataIndex: 'rank', kind: 'rank', width: 72, sortable: false },
    ...(withSchool ? [{ title: '学校', dataIndex: 'schoolName', width: 170, ellipsis: true } as TableColumn<ClassRow>] : []),
    { title: '班级', dataIndex: 'className', width: 130 },
    metricColumn<ClassRow>('students', 'readers', { countFormat: 'thousands' }),
    metricColumn<ClassRow>('borrowers', 'borrowers', { countFormat: 'thousands' }),
    metricColumn<ClassRow>('borrowRate', 'borrowRate'),
    metricColumn<ClassRow>('loans', 'loans'),
    metricColumn<ClassRow>('loansPerStudent', 'average'),
  ];
}

/** /library/avarage-list — 师生平均借阅: teachers vs students, by grade and by class. */
export default function AverageListPage() {
  const query = useStatsQuery(loanData);
  const queryBefore = useCompareQuery(loanData);
  const scope = query.data?.scope;
  const withSchool = spansSchools(scope?.level);
  const tones = useTones();
  // The class table ranks by average (server order is school order), by the app's one ranking rule.
  const byAverage = (d: LoanData): ClassRow[] => {
    const sorted = [...d.byClass].sort((a, b) => b.average - a.average || a.classId - b.classId);
    const ranks = competitionRanks(sorted.map((c) => c.average));
    return sorted.map((c, i) => ({ ...c, borrowRate: rate(c.borrowers, c.readers), rank: ranks[i] }));
  };

  return (
    <StatsPage scope={scope} note="人均借阅 = 借阅量 ÷ 人数">
      <KpiPanel
        title="师生人均借阅"
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={226}
        query={query}
        compare={queryBefore}
        isEmpty={(d) => d.students.loans === 0 && d.teachers.loans === 0}
        emptyText="该学年暂无师生借阅记录"
        items={(d, p) => [
          {
            key: 'students',
            metric: 'loansPerStudent',
            value: d.students.average,
            previous: p?.students.average,
            formatter: (v) => formatDecimal(v),
            footnote: `学生 ${formatLarge(d.students.readers)}人 · 借阅 ${formatLarge(d.students.loans)}册次`,
          },
          {
            key: 'teachers',
            metric: 'loansPerTeacher',
            value: d.teachers.average,
            previous: p?.teachers.average,
            formatter: (v) => formatDecimal(v),
            footnote: `教师 ${formatLarge(d.teachers.readers)}人 · 借阅 ${formatLarge(d.teachers.loans)}册次`,
          },
          {
            key: 'studentRate',
            metric: 'borrowRate',
            value: rate(d.students.borrowers, d.students.readers),
            previous: p ? rate(p.students.borrowers, p.students.readers) : undefined,
            formatter: (v) => formatPercent(v),
            footnote: `有借阅的学生 ${formatLarge(d.students.borrowers)}人`,
          },
          {
            key: 'teacherRate',
            metric: 'teacherBorrowRate',
            value: rate(d.teachers.borrowers, d.teachers.readers),
            previous: p ? rate(p.teachers.borrowers, p.teachers.readers) : undefined,
            formatter: (v) => formatPercent(v),
            footnote: `有借阅的教师 ${formatLarge(d.teachers.borrowers)}人`,
          },
        ]}
      />

      <QueryWidget
        title="各年级人均借阅"
        subtitle="学生人均借阅，虚线为教师人均"
        query={query}
        isEmpty={(d) => d.byGrade.length === 0}
        emptyText="暂无年级借阅数据"
        height={320}
      >
        {(d) => <Chart option={gradeAverageOption(d, tones)} height={320} ariaLabel="各年级学生人均借阅与教师人均借阅对比图" />}
      </QueryWidget>

      <QueryWidget
        title="各班级人均借阅"
        subtitle="按人均借阅排名"
        query={query}
        isEmpty={(d) => d.byClass.length === 0}
        emptyText="暂无班级借阅数据"
        height={320}
      >
        {(d) => (
          <StatTable<ClassRow>
            columns={classColumns(withSchool)}
            data={byAverage(d)}
            rowKey="classId"
            search={{ column: 'className', placeholder: '搜索班级' }}
            exportFileName="各班级人均借阅"
            size="middle"
          />
        )}
      </QueryWidget>
    </StatsPage>
  );
}
