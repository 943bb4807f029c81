/** /ndb/library — 图书管理: holdings against the standard, categories, acquisitions, three years of circulation. */
import { bookCollection, bookManagement, threeYearBorrow, threeYearCirculation } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { unitLabel } from '@/hooks/scope';
import { formatDecimal } from '@/utils/format';
import { AcquisitionsPanel, BoardPanel, CategoryPanel, ChartPanel, HoldingsPanel, NumbersPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { threeYearBorrowOption, threeYearCirculationOption } from '../wall-options';
import { shortNames } from '../wall-labels';
import type { RankRow } from '../wall-parts';
import { rankAt } from '@/utils/rank';

const STATUS = {
  below: { label: '不达标', tone: 'bad' },
  within: { label: '达标', tone: 'good' },
  above: { label: '超标', tone: 'warn' },
} as const;

/** What a board in a panel of the standard grid holds at the type scale's row size. */
const BOARD_ROWS = 7;

/**
 * The units by holdings per student, most first, with their 对标 tag: the first BOARD_ROWS, but every unit below the
 * standard always among them (a compliance board must not leave out the ones that fall short); each with its
 * rank among all (a gap in the numbers says rows are left out).
 */
function standardRows(d: Data<typeof bookCollection>): RankRow[] {
  const short = shortNames(d.rows.map((r) => r.name));
  const ranked = [...d.rows]
    .sort((a, b) => b.volumesPerStudent - a.volumesPerStudent)
    .map((r, i, list) => ({
      key: r.id,
      rank: rankAt(list, i, (x) => x.volumesPerStudent),
      name: short.get(r.name) ?? r.name,
      value: r.volumesPerStudent,
      text: `${formatDecimal(r.volumesPerStudent, 1)} 册/生`,
      tag: STATUS[r.status],
      below: r.status === 'below',
    }));
  let others = BOARD_ROWS - ranked.filter((r) => r.below).length;
  return ranked.filter((r) => r.below || others-- > 0).map(({ below: _below, ...row }) => row);
}

export default function NdbLibraryPage() {
  const holdings = useWallQuery(bookManagement);
  const collection = useWallQuery(bookCollection);
  const circulation = useWallQuery(threeYearCirculation);
  const months = useWallQuery(threeYearBorrow);
  const unit = unitLabel(holdings.data?.scope.level);
  const counts = collection.data
    ? (['below', 'within', 'above'] as const)
        .map((s) => `${STATUS[s].label} ${collection.data.rows.filter((r) => r.status === s).length}`)
        .join(' · ')
    : undefined;
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <HoldingsPanel />
      <CategoryPanel area="l1" />
      <AcquisitionsPanel area="l2" />
      <BoardPanel
        area="c1"
        title={`各${unit}生均藏书对标`}
        subtitle={counts}
        query={collection}
        rows={standardRows}
        emptyText="暂无对标数据"
      />
      <ChartPanel
        area="c2"
        title="近三学年流通"
        subtitle="借出、归还与生均借阅"
        query={circulation}
        build={threeYearCirculationOption}
        ariaLabel="近三学年借出、归还与生均借阅图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="暂无借阅记录"
      />
      <ChartPanel
        area="r1"
        title="近三学年月度借阅"
        subtitle="本学年为亮色实线"
        query={months}
        build={threeYearBorrowOption}
        ariaLabel="近三学年每月借阅量对比图"
        isEmpty={(d) => d.series.length === 0}
        emptyText="暂无借阅记录"
      />
      <NumbersPanel
        area="r2"
        title="对标概况"
        subtitle="生均藏书对照配备标准"
        query={collection}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="暂无对标数据"
        items={(d) =>
          (['below', 'within', 'above'] as const).map((s) => ({
            key: s,
            label: STATUS[s].label,
            value: d.rows.filter((r) => r.status === s).length,
            unit: unit === '学校' ? '所' : '个',
          }))
        }
      />
    </div>
  );
}
