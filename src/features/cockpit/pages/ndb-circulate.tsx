/** /ndb/circulate — 图书流通: circulation figures, months, grades, units, categories, the live feed and the top books. */
import { useMemo } from 'react';
import { annualCirculation, bookRank, categoryBorrow, circulationSummary, gradeBorrow, loanBookBorrowTotal } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { spansSchools, unitLabel } from '@/hooks/scope';
import { formatLarge, formatPercent } from '@/utils/format';
import { BoardPanel, ChartPanel, LoanFeedPanel, NumbersPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { annualCirculationOption, categoryLoansOption, gradeBorrowOption, unitLoansOption } from '../wall-options';
import type { RankRow } from '../wall-parts';

const BOOKS = 6;

function bookRows(d: Data<typeof bookRank>): RankRow[] {
  return d.rows.map((r) => ({
    key: r.bookId,
    rank: r.rank,
    name: `《${r.title}》`,
    sub: r.author,
    value: r.loans,
    text: `${formatLarge(r.loans)} 册次`,
  }));
}

export default function NdbCirculatePage() {
  const summary = useWallQuery(circulationSummary);
  const months = useWallQuery(annualCirculation);
  const grades = useWallQuery(gradeBorrow);
  const units = useWallQuery(loanBookBorrowTotal);
  const categories = useWallQuery(categoryBorrow);
  const booksInput = useMemo(() => ({ limit: BOOKS }), []);
  const books = useWallQuery(bookRank, booksInput);
  const level = summary.data?.scope.level;
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <NumbersPanel
        title="流通概况"
        subtitle="借阅量含教师"
        query={summary}
        isEmpty={(d) => d.loans === 0 && d.returns === 0}
        emptyText="该学年暂无借还记录"
        items={(d) => [
          {
            key: 'loans',
            label: '借出',
            value: d.loans,
            unit: '册次',
            foot: `学生 ${formatLarge(d.studentLoans)} · 教师 ${formatLarge(d.teacherLoans)}`,
          },
          { key: 'returns', label: '归还', value: d.returns, unit: '册次' },
          { key: 'renewals', label: '续借', value: d.renewals, unit: '册次' },
          {
            key: 'overdue',
            label: '逾期',
            value: d.overdue,
            unit: '册次',
            foot: `逾期率 ${formatPercent(d.loans > 0 ? d.overdue / d.loans : 0)}`,
          },
          { key: 'loansPerStudent', label: '生均借阅', value: d.loansPerStudent, format: { kind: 'decimal' }, unit: '册次/生' },
          {
            key: 'borrowRate',
            label: '学生借阅率',
            value: d.borrowRate,
            format: { kind: 'percent' },
            foot: `借阅人数 ${formatLarge(d.borrowers)}`,
          },
        ]}
      />
      <ChartPanel
        area="l1"
        title="年度流通"
        subtitle="每月借出、归还、续借、逾期"
        query={months}
        build={annualCirculationOption}
        ariaLabel="每月借出、归还、续借与逾期图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="该学年暂无借还记录"
      />
      <ChartPanel
        area="l2"
        title="年级借阅"
        subtitle="学生借阅量与生均借阅"
        query={grades}
        build={gradeBorrowOption}
        ariaLabel="各年级借阅量与生均借阅图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="暂无年级借阅数据"
      />
      <ChartPanel
        area="c1"
        title={`各${unitLabel(level)}借阅量`}
        subtitle={units.data ? `合计 ${formatLarge(units.data.total)} 册次` : undefined}
        query={units}
        build={unitLoansOption}
        ariaLabel="各单位借阅量图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="暂无借阅数据"
      />
      <ChartPanel
        area="c2"
        title="分类借阅"
        subtitle="各中图法大类借阅量"
        query={categories}
        build={categoryLoansOption}
        ariaLabel="各中图法大类借阅量图"
        isEmpty={(d) => d.rows.every((r) => r.loans === 0)}
        emptyText="该学年暂无借阅记录"
      />
      <LoanFeedPanel area="r1" withSchool={spansSchools(level)} />
      <BoardPanel
        area="r2"
        title="图书借阅排行"
        subtitle={`本学年前 ${BOOKS} 种`}
        query={books}
        rows={bookRows}
        emptyText="该学年暂无图书借阅"
      />
    </div>
  );
}
