/**
 * /library/supplement — 应补册数与补充计划 (district and school): what each school needs to meet the 规程's volumes per
 * student for its type and roll (应补册数 = 应有册数 − 馆藏), the year's new books against one per student, the
 * purchase that covers both (建议采购) and its cost at an average price the user sets (`price` in the URL, 元/册;
 * default the server's). A district's schools come largest gap first; the plan by 中图法 class follows the
 * recommended profile. Both tables export as the 补充计划 through the one export path. One call:
 * book/management/queryReplenishmentPlan.
 */
import { InputNumber } from 'antd';
import { replenishmentPlan } from '@/api/contract/library-lists';
import type { Data } from '@/api/define';
import { metricInfo } from '@/api/ranking-metrics';
import { useStatsQuery } from '@/hooks/queries';
import { spansSchools, useSessionScopeLevel } from '@/hooks/scope';
import { KpiPanel } from '@/components/kpi-panel';
import { metricColumn } from '@/components/metric-column';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { clcLabel } from '@/config/clc';
import { formatDecimal, formatLarge } from '@/utils/format';
import { useUrlFilters } from '@/utils/url-filters';
import './lists.css';

type Plan = Data<typeof replenishmentPlan>;
type SchoolRow = Plan['rows'][number];
type CategoryRow = Plan['byCategory'][number];

/** URL: the average price of a book for the cost (元/册). */
export const PLAN_PARAMS = { price: 'price' } as const;
const PRICE_RANGE = { min: 1, max: 1000 } as const;

/** A price from the URL: a number in range with at most two decimals, else not set. */
export function parsePrice(raw: string | null): number | undefined {
  if (raw == null || !/^\d{1,4}(\.\d{1,2})?$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= PRICE_RANGE.min && n <= PRICE_RANGE.max ? n : undefined;
}

const yuan = (v: number) => `${formatLarge(v)} 元`;

function schoolColumns(withDistrict: boolean): TableColumn<SchoolRow>[] {
  return [
    { title: '学校', dataIndex: 'name', width: 170 },
    ...(withDistrict ? [{ title: '区域', dataIndex: 'districtName', width: 90, priority: 3 } as TableColumn<SchoolRow>] : []),
    { title: '学段', dataIndex: 'levelName', width: 90, priority: 3 },
    metricColumn<SchoolRow>('students', 'students', { countFormat: 'thousands', priority: 2 }),
    metricColumn<SchoolRow>('volumes', 'volumes', { priority: 2 }),
    metricColumn<SchoolRow>('volumesPerStudent', 'volumesPerStudent', { priority: 2 }),
    metricColumn<SchoolRow>('volumeStandard', 'standard', { priority: 2 }),
    metricColumn<SchoolRow>('requiredVolumes', 'requiredVolumes', { priority: 3 }),
    metricColumn<SchoolRow>('volumeGap', 'gap', { width: 130 }),
    metricColumn<SchoolRow>('newPerStudent', 'newPerStudent', { priority: 2 }),
    metricColumn<SchoolRow>('newGap', 'newGap', { priority: 3 }),
    metricColumn<SchoolRow>('plannedVolumes', 'planned', { width: 130 }),
    metricColumn<SchoolRow>('planCost', 'cost', { width: 140, countFormat: 'thousands' }),
  ];
}

const categoryColumns: TableColumn<CategoryRow>[] = [
  { title: '中图法分类', key: 'class', value: (r) => clcLabel(r.code, r.name), width: 190 },
  metricColumn<CategoryRow>('volumes', 'volumes'),
  { title: '推荐占比', dataIndex: 'recommendedShare', kind: 'percent', width: 110 },
  metricColumn<CategoryRow>('plannedVolumes', 'planned', { width: 130 }),
  metricColumn<CategoryRow>('planCost', 'cost', { width: 140, countFormat: 'thousands' }),
];

export default function SupplementPage() {
  const { params, update } = useUrlFilters();
  const price = parsePrice(params.get(PLAN_PARAMS.price));
  const query = useStatsQuery(replenishmentPlan, price !== undefined ? { averagePrice: price } : {}, { keepWhileFiltering: true });
  const data = query.data;
  const sessionLevel = useSessionScopeLevel();
  // The session's scope until the answer names one: the schools' list is drawn (loading) from the first render, not
  // inserted above the plan once the plan has painted.
  const multiSchool = spansSchools(data?.scope.level ?? sessionLevel);
  const withDistrict = data?.scope.level === 'city';

  const priceInput = (
    <span className="srp-plan-price">
      <label htmlFor="srp-plan-price">平均单价</label>
      <InputNumber<number>
        id="srp-plan-price"
        aria-label="平均单价（元/册）"
        min={PRICE_RANGE.min}
        max={PRICE_RANGE.max}
        precision={2}
        step={1}
        style={{ width: 110 }}
        value={price ?? data?.defaultPrice}
        suffix="元/册"
        onChange={(v) => update({ [PLAN_PARAMS.price]: v == null || v === data?.defaultPrice ? null : String(v) })}
      />
    </span>
  );

  return (
    <StatsPage
      scope={data?.scope}
      filters={priceInput}
      note="标准：中小学图书馆（室）规程（2018），按学校类型；馆藏为学年末数据，本学年新增截至今日"
    >
      <KpiPanel
        title="补充概况"
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={147}
        query={query}
        isEmpty={(d) => d.students === 0}
        emptyText="该范围没有在籍学生"
        items={(d) => [
          {
            key: 'gap',
            metric: 'volumeGap',
            value: d.gap,
            footnote: `${metricInfo('requiredVolumes').label} ${formatLarge(d.requiredVolumes)} 册 · 馆藏 ${formatLarge(d.volumes)} 册`,
          },
          multiSchool
            ? {
                key: 'below',
                title: '未达标学校',
                value: d.schoolsBelowStandard,
                unit: '所',
                footnote: `共 ${d.rows.length} 所学校`,
              }
            : {
                key: 'standard',
                metric: 'volumeStandard',
                value: d.rows[0]?.standard,
                formatter: (v) => formatDecimal(v),
                footnote: `生均藏书 ${formatDecimal(d.rows[0]?.volumesPerStudent ?? 0)} 册/生`,
              },
          {
            key: 'new',
            metric: 'newPerStudent',
            value: d.students > 0 ? d.newVolumes / d.students : 0,
            formatter: (v) => formatDecimal(v),
            footnote: `规程要求每年不少于 ${formatDecimal(d.newBooksPerStudent, 0)} 册/生 · 本学年新增 ${formatLarge(d.newVolumes)} 册`,
          },
          {
            key: 'planned',
            metric: 'plannedVolumes',
            value: d.planned,
            footnote: `${metricInfo('newGap').label} ${formatLarge(d.newGap)} 册`,
          },
          {
            key: 'cost',
            metric: 'planCost',
            value: d.cost,
            footnote: `按 ${formatDecimal(d.averagePrice)} 元/册`,
          },
        ]}
      />

      {multiSchool && (
        <QueryWidget
          title="各学校应补册数"
          subtitle="应补册数最多的在前；导出即补充计划"
          query={query}
          isEmpty={(d) => d.rows.length === 0}
          emptyText="该范围没有学校"
          // A district's list at 1366 px: the plan under it does not move when it comes.
          height={456}
        >
          {(d) => (
            <StatTable<SchoolRow>
              columns={schoolColumns(withDistrict)}
              data={d.rows}
              rowKey="libraryId"
              search={{ column: 'name', placeholder: '搜索学校' }}
              exportFileName="补充计划"
              pagination={d.rows.length > 20 ? { pageSize: 20 } : false}
              size="small"
            />
          )}
        </QueryWidget>
      )}

      <QueryWidget
        title="按中图法分类的补充计划"
        subtitle={data ? `建议采购 ${formatLarge(data.planned)} 册，按补充后各类与推荐占比的差额分配 · 预计 ${yuan(data.cost)}` : undefined}
        query={query}
        isEmpty={(d) => d.planned === 0}
        emptyText="已达到藏书标准和本学年生均新增 1 册，无需补充"
        height={300}
      >
        {(d) => (
          <StatTable<CategoryRow>
            columns={categoryColumns}
            data={d.byCategory}
            rowKey="code"
            defaultSort={{ key: 'planned', order: 'descend' }}
            exportFileName={multiSchool ? '补充计划（按分类）' : '补充计划'}
            pagination={false}
            size="small"
          />
        )}
      </QueryWidget>
    </StatsPage>
  );
}
