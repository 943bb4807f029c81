/** /dashboardmode/library — 图书馆数据: holdings, categories, acquisitions, cards, three years of loans, top books. */
import { useMemo } from 'react';
import { bookRank, cardManagement, categoryBorrow, threeYearBorrow } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { formatLarge } from '@/utils/format';
import { AcquisitionsPanel, BoardPanel, CategoryPanel, ChartPanel, HoldingsPanel, RingPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { categoryShareDonut, ringFor, threeYearBorrowOption } from '../wall-options';
import type { RankRow, WallChartContext } from '../wall-parts';

const BOOKS = 7;

const cardRing = (d: Data<typeof cardManagement>, { tones }: WallChartContext) => ringFor(d.activeRate, '借阅卡使用率', tones.cyan);

function bookRows(d: Data<typeof bookRank>): RankRow[] {
  return d.rows.map((r) => ({ key: r.bookId, rank: r.rank, name: `《${r.title}》`, sub: r.categoryName, value: r.loans, text: `${formatLarge(r.loans)} 册次` }));
}

export default function DashboardModeLibraryPage() {
  const cards = useWallQuery(cardManagement);
  const years = useWallQuery(threeYearBorrow);
  const booksInput = useMemo(() => ({ limit: BOOKS }), []);
  const books = useWallQuery(bookRank, booksInput);
  const borrowed = useWallQuery(categoryBorrow);
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <HoldingsPanel />
      <CategoryPanel area="l1" />
      <AcquisitionsPanel area="l2" />
      <RingPanel
        area="c1"
        title="借阅卡"
        subtitle="期内有借阅的卡为活跃卡"
        query={cards}
        rings={[{ label: '借阅卡使用率', build: cardRing }]}
        figures={(d) => [
          { label: '发卡总数', value: `${formatLarge(d.issued)} 张` },
          { label: '活跃卡', value: `${formatLarge(d.active)} 张` },
          { label: '学生卡', value: `${formatLarge(d.studentCards)} 张` },
          { label: '教师卡', value: `${formatLarge(d.teacherCards)} 张` },
        ]}
        isEmpty={(d) => d.issued === 0}
        emptyText="暂无发卡记录"
      />
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
      <BoardPanel area="r1" title="图书借阅排行" subtitle={`本学年前 ${BOOKS} 种`} query={books} rows={bookRows} emptyText="该学年暂无图书借阅" />
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
