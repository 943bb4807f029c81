/** /dashboardmode/library — 图书馆数据: holdings, categories, acquisitions, cards, three years of loans, top books. */
import { useMemo } from 'react';
import { bookRank, categoryBorrow, threeYearBorrow } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { formatLarge } from '@/utils/format';
import { AcquisitionsPanel, BoardPanel, CardsPanel, CategoryPanel, ChartPanel, HoldingsPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { categoryShareDonut, threeYearBorrowOption } from '../wall-options';
import type { RankRow } from '../wall-parts';

const BOOKS = 7;

function bookRows(d: Data<typeof bookRank>): RankRow[] {
  return d.rows.map((r) => ({
    key: r.bookId,
    rank: r.rank,
    name: `《${r.title}》`,
    sub: r.categoryName,
    value: r.loans,
    text: `${formatLarge(r.loans)} 册次`,
  }));
}

export default function DashboardModeLibraryPage() {
  const years = useWallQuery(threeYearBorrow);
  const booksInput = useMemo(() => ({ limit: BOOKS }), []);
  const books = useWallQuery(bookRank, booksInput);
  const borrowed = useWallQuery(categoryBorrow);
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <HoldingsPanel />
      <CategoryPanel area="l1" />
      <AcquisitionsPanel area="l2" />
      <CardsPanel area="c1" />
      <ChartPanel
        area="c2"
        title="近三学年月度借阅"
        subtitle="本学年为亮色实线"
        query={years}
        build={threeYearBorrowOption}
        ariaLabel="近三学年每月借阅量对比图"
        isEmpty={(d) => d.series.length === 0}
        emptyText="暂无借阅记录"
      />
      <BoardPanel
        area="r1"
        title="图书借阅排行"
        subtitle={`本学年前 ${BOOKS} 种`}
        query={books}
        rows={bookRows}
        emptyText="该学年暂无图书借阅"
      />
      <ChartPanel
        area="r2"
        title="借阅分类"
        subtitle="借阅册次最多的中图法大类"
        query={borrowed}
        build={categoryShareDonut}
        ariaLabel="各中图法大类借阅占比图"
        isEmpty={(d) => d.rows.every((r) => r.loans === 0)}
        emptyText="该学年暂无借阅记录"
      />
    </div>
  );
}
