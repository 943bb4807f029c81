/** /dashboardmode/library — 图书馆数据: holdings, categories, acquisitions, cards, three years of loans, top books. */
import { useMemo } from 'react';
import { bookCategory, bookCollection, bookManagement, bookRank, cardManagement, categoryBorrow, threeYearBorrow } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { BoardPanel, ChartPanel, NumbersPanel, RingPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { acquisitionsOption, categoryShareDonut, categoryShareOption, ringFor, threeYearBorrowOption } from '../wall-options';
import type { RankRow, WallChartContext } from '../wall-parts';

const BOOKS = 7;

const cardRing = (d: Data<typeof cardManagement>, { tones }: WallChartContext) => ringFor(d.activeRate, '借阅卡使用率', tones.cyan);

function bookRows(d: Data<typeof bookRank>): RankRow[] {
  return d.rows.map((r) => ({ key: r.bookId, rank: r.rank, name: `《${r.title}》`, sub: r.categoryName, value: r.loans, text: `${formatLarge(r.loans)} 册次` }));
}

export default function DashboardModeLibraryPage() {
  const holdings = useWallQuery(bookManagement);
  const categories = useWallQuery(bookCategory);
  const collection = useWallQuery(bookCollection);
  const cards = useWallQuery(cardManagement);
  const years = useWallQuery(threeYearBorrow);
  const booksInput = useMemo(() => ({ limit: BOOKS }), []);
  const books = useWallQuery(bookRank, booksInput);
  const borrowed = useWallQuery(categoryBorrow);
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <NumbersPanel
        title="馆藏指标"
        query={holdings}
        isEmpty={(d) => d.volumes === 0}
        emptyText="暂无馆藏数据"
        items={(d) => [
          { key: 'volumes', label: '馆藏总量', value: d.volumes, unit: '册' },
          { key: 'titles', label: '图书种数', value: d.titles, unit: '种', foot: `每种 ${formatDecimal(d.titles > 0 ? d.volumes / d.titles : 0)} 册` },
          {
            key: 'volumesPerStudent',
            label: '生均藏书',
            value: d.volumesPerStudent,
            format: { kind: 'decimal' },
            unit: '册/生',
            foot: `标准 ${formatDecimal(d.standardMin, 0)}–${formatDecimal(d.standardMax, 0)} 册/生`,
          },
          { key: 'newVolumes', label: '本学年新增', value: d.newVolumes, unit: '册', foot: `占馆藏 ${formatPercent(d.volumes > 0 ? d.newVolumes / d.volumes : 0)}` },
          { key: 'recentShare', label: '近三年出版', value: d.recentShare, format: { kind: 'percent' }, foot: '占馆藏册数' },
          { key: 'students', label: '在籍学生', value: d.students, unit: '人' },
        ]}
      />
      <ChartPanel
        area="l1"
        title="中图法分类分布"
        subtitle="实际占比与推荐占比"
        query={categories}
        build={categoryShareOption}
        ariaLabel="中图法各大类馆藏占比与推荐占比图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="暂无分类馆藏数据"
      />
      <ChartPanel
        area="l2"
        title="藏书建设"
        subtitle={collection.data ? `近三年出版占比 ${formatPercent(collection.data.recentShare)}` : '逐年新增馆藏'}
        query={collection}
        build={acquisitionsOption}
        ariaLabel="各学年新增馆藏图"
        isEmpty={(d) => d.acquisitions.length === 0}
        emptyText="暂无新增馆藏记录"
      />
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
