/** /ndb/library — 图书管理: holdings against the standard, categories, acquisitions, three years of circulation. */
import { bookCategory, bookCollection, bookManagement, threeYearBorrow, threeYearCirculation } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { unitLabel } from '@/api/scope';
import { formatDecimal, formatPercent } from '@/utils/format';
import { BoardPanel, ChartPanel, NumbersPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { acquisitionsOption, categoryShareOption, threeYearBorrowOption, threeYearCirculationOption } from '../wall-options';
import type { RankRow } from '../wall-parts';

const STATUS = {
  below: { label: '不达标', tone: 'bad' },
  within: { label: '达标', tone: 'good' },
  above: { label: '超标', tone: 'warn' },
} as const;

function standardRows(d: Data<typeof bookCollection>): RankRow[] {
  return [...d.rows]
    .sort((a, b) => b.volumesPerStudent - a.volumesPerStudent)
    .slice(0, 10)
    .map((r, i) => ({
      key: r.id,
      rank: i + 1,
      name: r.name,
      value: r.volumesPerStudent,
      text: `${formatDecimal(r.volumesPerStudent, 1)} 册/生`,
      tag: STATUS[r.status],
    }));
}

export default function NdbLibraryPage() {
  const holdings = useWallQuery(bookManagement);
  const categories = useWallQuery(bookCategory);
  const collection = useWallQuery(bookCollection);
  const circulation = useWallQuery(threeYearCirculation);
  const months = useWallQuery(threeYearBorrow);
  const unit = unitLabel(holdings.data?.scope.level);
  const counts = collection.data
    ? (['below', 'within', 'above'] as const).map((s) => `${STATUS[s].label} ${collection.data.rows.filter((r) => r.status === s).length}`).join(' · ')
    : undefined;
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <NumbersPanel
        title="馆藏指标"
        query={holdings}
        isEmpty={(d) => d.volumes === 0}
        emptyText="暂无馆藏数据"
        items={(d) => [
          { key: 'volumes', label: '馆藏总量', value: d.volumes, unit: '册' },
          { key: 'titles', label: '图书种数', value: d.titles, unit: '种' },
          {
            key: 'volumesPerStudent',
            label: '生均藏书',
            value: d.volumesPerStudent,
            format: { kind: 'decimal' },
            unit: '册/生',
            foot: `标准 ${formatDecimal(d.standardMin, 0)}–${formatDecimal(d.standardMax, 0)} 册/生`,
          },
          { key: 'newVolumes', label: '本学年新增', value: d.newVolumes, unit: '册' },
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
      <BoardPanel area="c1" title={`各${unit}生均藏书对标`} subtitle={counts} query={collection} rows={standardRows} emptyText="暂无对标数据" />
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
        items={(d) => (['below', 'within', 'above'] as const).map((s) => ({ key: s, label: STATUS[s].label, value: d.rows.filter((r) => r.status === s).length, unit: unit === '学校' ? '所' : '个' }))}
      />
    </div>
  );
}
