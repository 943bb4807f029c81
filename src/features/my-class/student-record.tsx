/**
 * A student's school year in a drawer (我的班级, one click from the student's name): books, words, quizzes and their
 * accuracy, loans, month by month, with the last day of reading and of borrowing. One call: teacher/queryStudentRecord
 * (answered to the student's teacher and the school's library only). Names are shown in full: the drawer is the
 * teacher's.
 */
import { Drawer } from 'antd';
import { studentRecord } from '@/api/contract/teacher';
import type { Data } from '@/api/define';
import { metricInfo } from '@/api/ranking-metrics';
import { useSchoolYear } from '@/hooks/school-year';
import { useStatsQuery } from '@/hooks/queries';
import { Chart, useTones, type Tones } from '@/components/chart';
import { monthTrendOption } from '@/components/chart-options/month-trend';
import { KpiPanel } from '@/components/kpi-panel';
import { metricColumn } from '@/components/metric-column';
import { StatTable } from '@/components/stat-table';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { formatPercent } from '@/utils/format';
import { monthLongLabel } from '@/utils/school-calendar';

type StudentYear = Data<typeof studentRecord>;
type MonthRow = StudentYear['months'][number];

const monthColumns: TableColumn<MonthRow>[] = [
  { title: '月份', key: 'month', value: (r) => monthLongLabel(r.month), width: 100 },
  metricColumn<MonthRow>('booksRead', 'booksRead'),
  metricColumn<MonthRow>('wordsRead', 'wordsRead'),
  metricColumn<MonthRow>('quizzes', 'quizzes'),
  metricColumn<MonthRow>('accuracy', 'accuracy'),
  metricColumn<MonthRow>('loans', 'loans'),
];

function recordOption(d: StudentYear, tones: Tones, yearId: number | null) {
  return monthTrendOption({
    rows: d.months,
    yearId,
    axes: [{ unit: '本 / 册次' }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      {
        name: metricInfo('booksRead').label,
        type: 'bar',
        color: tones.primary,
        barMaxWidth: 14,
        value: (r) => r.booksRead,
        format: { unit: '本' },
      },
      {
        name: metricInfo('loans').label,
        type: 'bar',
        color: tones.light,
        barMaxWidth: 14,
        value: (r) => r.loans,
        format: { unit: '册次' },
      },
      {
        name: metricInfo('accuracy').label,
        type: 'line',
        axis: 1,
        color: tones.accent,
        value: (r) => r.accuracy,
        format: { kind: 'percent' },
      },
    ],
  });
}

export function StudentRecordDrawer({ studentId, onClose }: { studentId: number | undefined; onClose: () => void }) {
  const query = useStatsQuery(studentRecord, { studentId: studentId ?? 0 }, { enabled: studentId !== undefined });
  const yearId = useSchoolYear();
  const tones = useTones();
  const s = query.data?.student;
  return (
    <Drawer
      open={studentId !== undefined}
      onClose={onClose}
      size={720}
      title={s ? `${s.name} · ${s.className} ${s.seat} 号 · 学年档案` : '学年档案'}
      destroyOnHidden
    >
      <div className="srp-record">
        <KpiPanel
          title="本学年"
          subtitle={s ? `${s.schoolName} · 借阅卡 ${s.cardNo ?? '无'}` : undefined}
          query={query}
          isEmpty={() => false}
          emptyText=""
          items={(d) => [
            { key: 'books', metric: 'booksRead', value: d.totals.booksRead, footnote: `最近阅读 ${d.lastReadDate ?? '无记录'}` },
            { key: 'words', metric: 'wordsRead', value: d.totals.wordsRead },
            {
              key: 'quizzes',
              metric: 'quizzes',
              value: d.totals.quizzes,
              footnote: `${metricInfo('accuracy').label} ${formatPercent(d.totals.accuracy)}`,
            },
            { key: 'loans', metric: 'loans', value: d.totals.loans, footnote: `最近借阅 ${d.lastLoanDate ?? '无记录'}` },
          ]}
        />
        <QueryWidget title="每月阅读与借阅" query={query} isEmpty={(d) => d.months.length === 0} emptyText="该学年没有数据" height={240}>
          {(d) => <Chart option={recordOption(d, tones, yearId)} height={240} ariaLabel="学生每月阅读本数、借阅与正确率图" />}
        </QueryWidget>
        <QueryWidget title="每月明细" query={query} isEmpty={(d) => d.months.length === 0} emptyText="该学年没有数据" height={200}>
          {(d) => (
            <StatTable<MonthRow>
              columns={monthColumns}
              data={d.months}
              rowKey="month"
              exportFileName={false}
              pagination={false}
              size="small"
            />
          )}
        </QueryWidget>
      </div>
    </Drawer>
  );
}
