/** /ndb/reader — 读者应用: library cards, active readers over the year, participation by unit, the top readers (students masked) and teachers. */
import { useMemo } from 'react';
import { cardBorrowRank, loanData } from '@/api/contract/library';
import { monthlyActive, userActive } from '@/api/contract/overview';
import type { Data } from '@/api/define';
import { spansSchools } from '@/hooks/scope';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { maskName } from '@/utils/mask-name';
import { BoardPanel, CardsPanel, ChartPanel, NumbersPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { loanAverageOption, monthlyActiveOption, activeRateByUnitOption } from '../wall-options';
import { placeText, shortNames } from '../wall-labels';
import type { RankRow } from '../wall-parts';

const READERS = 6;

function readerRows(d: Data<typeof cardBorrowRank>): RankRow[] {
  const withSchool = spansSchools(d.scope.level);
  const short = shortNames(d.rows.map((r) => r.schoolName));
  return d.rows.map((r) => {
    const student = r.readerType === 'student';
    return {
      key: r.cardNo,
      rank: r.rank,
      name: student ? maskName(r.name) : r.name,
      // The class first (a teacher is a teacher), the school after it: what a narrow row cuts.
      sub: placeText(student ? r.className : '教师', withSchool ? short.get(r.schoolName) : undefined),
      value: r.loans,
      text: `${formatLarge(r.loans)} 册次`,
    };
  });
}

export default function NdbReaderPage() {
  const active = useWallQuery(monthlyActive);
  const units = useWallQuery(userActive);
  const averages = useWallQuery(loanData);
  const studentInput = useMemo(() => ({ limit: READERS, readerType: 'student' as const }), []);
  const teacherInput = useMemo(() => ({ limit: READERS, readerType: 'teacher' as const }), []);
  const students = useWallQuery(cardBorrowRank, studentInput);
  const teachers = useWallQuery(cardBorrowRank, teacherInput);
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <NumbersPanel
        title="读者概况"
        query={averages}
        isEmpty={(d) => d.students.readers === 0}
        emptyText="当前范围内没有读者"
        items={(d) => [
          {
            key: 'students',
            label: '学生读者',
            value: d.students.readers,
            unit: '人',
            foot: `借阅 ${formatLarge(d.students.borrowers)} 人`,
          },
          {
            key: 'studentRate',
            label: '学生借阅率',
            value: d.students.readers > 0 ? d.students.borrowers / d.students.readers : 0,
            format: { kind: 'percent' },
          },
          { key: 'studentAverage', label: '学生人均借阅', value: d.students.average, format: { kind: 'decimal' }, unit: '册次' },
          {
            key: 'teachers',
            label: '教师读者',
            value: d.teachers.readers,
            unit: '人',
            foot: `借阅 ${formatLarge(d.teachers.borrowers)} 人`,
          },
          {
            key: 'teacherRate',
            label: '教师借阅率',
            value: d.teachers.readers > 0 ? d.teachers.borrowers / d.teachers.readers : 0,
            format: { kind: 'percent' },
          },
          { key: 'teacherAverage', label: '教师人均借阅', value: d.teachers.average, format: { kind: 'decimal' }, unit: '册次' },
        ]}
      />
      <CardsPanel area="l1" />
      <ChartPanel
        area="l2"
        title="月活跃读者"
        subtitle="活跃率 = 活跃读者 ÷ 在籍学生"
        query={active}
        build={monthlyActiveOption}
        ariaLabel="每月活跃读者与活跃率图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="该学年阅读平台还没有活跃读者"
      />
      <ChartPanel
        area="c1"
        title="读者活跃率"
        subtitle={units.data ? `整体 ${formatPercent(units.data.activeRate)}` : undefined}
        query={units}
        build={activeRateByUnitOption}
        ariaLabel="各单位读者活跃率图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="暂无活跃读者数据"
      />
      <ChartPanel
        area="c2"
        title="各年级人均借阅"
        subtitle={averages.data ? `教师人均 ${formatDecimal(averages.data.teachers.average)} 册次` : undefined}
        query={averages}
        build={loanAverageOption}
        ariaLabel="各年级学生人均借阅与教师人均借阅图"
        isEmpty={(d) => d.byGrade.length === 0}
        emptyText="暂无借阅数据"
      />
      <BoardPanel
        area="r1"
        title="学生借阅排行"
        subtitle={`前 ${READERS} 名（姓名已部分隐藏）`}
        query={students}
        rows={readerRows}
        emptyText="该学年还没有学生借阅"
      />
      <BoardPanel
        area="r2"
        title="教师借阅排行"
        subtitle={`前 ${READERS} 名`}
        query={teachers}
        rows={readerRows}
        emptyText="该学年还没有教师借阅"
      />
    </div>
  );
}
