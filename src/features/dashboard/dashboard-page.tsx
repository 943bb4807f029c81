/**
 * /dashboard (首页): the scope's headline figures, loan trend, loans per school / grade / district,
 * monthly active readers and the top readers of the chosen school year.
 *
 * Scope comes from the session through the request wrapper (libraryId in library-view mode) and is part of
 * every query key; the school year is `yid` in the URL (YearSelect). Every figure comes from the overview
 * calls (docs/pages.md, /dashboard).
 */
import { lazy, Suspense, useMemo } from 'react';
import { Col, Row } from 'antd';
import { basicData, bookCirculation, loanLibrary, monthlyActive, readerRankings } from '@/api/contract/overview';
import { useCompareQuery, useStatsQuery } from '@/hooks/queries';
import { useSchoolYear, useSchoolYearName } from '@/hooks/school-year';
import { spansSchools, useSessionScopeLevel, type ScopeLevel } from '@/hooks/scope';
import { Chart, useTones } from '@/components/chart';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { rankAt } from '@/utils/rank';
import { monthLongLabel } from '@/utils/school-calendar';
import {
  circulationOption,
  describeTop,
  expectedGroupBy,
  groupOption,
  groupTitle,
  monthlyActiveOption,
  orderGroups,
} from './dashboard-model';
import { KpiSection } from './kpi-section';
import { RANKING_LIMIT } from './prefetch';
import type { RankingRow } from './reader-ranking';

const ReaderRankingTable = lazy(() => import('./reader-ranking').then((m) => ({ default: m.ReaderRankingTable })));
const ReaderRankingExport = lazy(() => import('./reader-ranking').then((m) => ({ default: m.ReaderRankingExport })));

/** The two monthly charts side by side. */
const CHART_HEIGHT = 320;
/** The ranking table's height (header + 10 small rows), which the grouped bars beside it match. */
const RANKING_HEIGHT = 452;

function rankingColumns(withSchool: boolean): TableColumn<RankingRow>[] {
  return [
    { key: 'rank', dataIndex: 'rank', title: '排名', kind: 'rank', width: 56, sortable: false },
    { dataIndex: 'name', title: '姓名', width: 80 },
    ...(withSchool ? [{ dataIndex: 'schoolName', title: '学校', ellipsis: true } as TableColumn<RankingRow>] : []),
    { dataIndex: 'className', title: '班级', width: 112 },
    { dataIndex: 'loans', title: '借阅册次', kind: 'count', width: 88, countFormat: 'thousands', sortable: false },
  ];
}

/** The top readers with the app's one ranking rule (src/utils/rank.ts): equal loans, equal rank (44, 44 → 3rd, 3rd). */
function rankedReaders(rows: readonly RankingRow[]): RankingRow[] {
  return rows.map((r, i, list) => ({ ...r, rank: rankAt(list, i, (x) => x.loans) }));
}

/** The last month with loans while a school year is still running ('2026年11月'); '' for a complete year. */
function dataUntil(rows: readonly { month: string; loans: number }[] | undefined): string {
  const months = (rows ?? []).filter((r) => r.loans > 0).map((r) => r.month);
  return months.length === 0 || months.length >= 12 ? '' : monthLongLabel(months[months.length - 1]);
}

export default function DashboardPage() {
  const yearId = useSchoolYear();
  const yearName = useSchoolYearName();
  const sessionLevel = useSessionScopeLevel();
  const tones = useTones();
  const rankingInput = useMemo(() => ({ limit: RANKING_LIMIT }), []);

  const basic = useStatsQuery(basicData);
  const basicBefore = useCompareQuery(basicData);
  const circulation = useStatsQuery(bookCirculation);
  const groups = useStatsQuery(loanLibrary);
  const active = useStatsQuery(monthlyActive);
  const ranking = useStatsQuery(readerRankings, rankingInput);

  const scope = basic.data?.scope ?? circulation.data?.scope ?? groups.data?.scope ?? active.data?.scope ?? ranking.data?.scope;
  const level: ScopeLevel = scope?.level ?? sessionLevel;
  const groupBy = groups.data?.groupBy ?? expectedGroupBy(level);
  const periodText = yearName || '当前学年';
  const withSchool = spansSchools(level);
  const columns = useMemo(() => rankingColumns(withSchool), [withSchool]);
  const circulationUntil = dataUntil(circulation.data?.rows);

  return (
    <StatsPage scope={scope} note="馆藏、借阅与阅读概况" className="srp-dashboard">
      <KpiSection query={basic} compare={basicBefore} yearName={yearName} level={level} />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            query={circulation}
            title="借阅趋势"
            subtitle={`${periodText} · 按月${circulationUntil ? `（数据截至 ${circulationUntil}）` : ''}`}
            height={CHART_HEIGHT}
            style={{ height: '100%' }}
            isEmpty={(d) => d.rows.length === 0 || d.rows.every((r) => r.loans === 0 && r.returns === 0)}
            emptyText={`${periodText}还没有借还记录（学年尚未开始或未接入借阅数据）`}
          >
            {(d) => (
              <Chart
                option={circulationOption(d.rows, tones, yearId)}
                height={CHART_HEIGHT}
                ariaLabel={`借阅趋势：${d.scope.name}${periodText}每月借出、归还与借阅人数，${describeTop(
                  d.rows,
                  (r) => monthLongLabel(r.month),
                  (r) => r.loans,
                  '册次',
                )}`}
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            query={active}
            title="月活跃读者"
            subtitle={`${periodText} · 活跃率 = 活跃读者 ÷ 在籍学生`}
            height={CHART_HEIGHT}
            style={{ height: '100%' }}
            isEmpty={(d) => d.rows.length === 0}
            emptyText={`${periodText}阅读平台还没有活跃读者记录`}
          >
            {(d) => (
              <Chart
                option={monthlyActiveOption(d.rows, tones, yearId)}
                height={CHART_HEIGHT}
                ariaLabel={`月活跃读者：${d.scope.name}${periodText}，${describeTop(
                  d.rows,
                  (r) => monthLongLabel(r.month),
                  (r) => r.activeReaders,
                  '人',
                )}`}
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            query={groups}
            title={groupTitle(groupBy)}
            subtitle={groupBy === 'grade' ? `${periodText} · 学生按年级，另列教师` : `${periodText} · 按借阅量排序，标注生均借阅`}
            height={RANKING_HEIGHT}
            style={{ height: '100%' }}
            isEmpty={(d) => d.rows.length === 0 || d.rows.every((r) => r.loans === 0)}
            emptyText={
              groupBy === 'grade'
                ? `${periodText}本校各年级暂无借阅记录`
                : `${periodText}各${groupBy === 'district' ? '区' : '学校'}暂无借阅记录`
            }
          >
            {(d) => (
              <Chart
                option={groupOption(d.groupBy, d.rows, tones)}
                height={RANKING_HEIGHT}
                ariaLabel={`${groupTitle(d.groupBy)}：${describeTop(
                  orderGroups(d.groupBy, d.rows),
                  (r) => r.name,
                  (r) => r.loans,
                  '册次',
                )}`}
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            query={ranking}
            title="读者借阅排行"
            subtitle={`${periodText} · 前 ${RANKING_LIMIT} 名学生`}
            extra={
              <Suspense fallback={null}>
                <ReaderRankingExport
                  columns={columns}
                  rows={() => rankedReaders(ranking.data?.rows ?? [])}
                  disabled={!ranking.data || ranking.data.rows.length === 0}
                />
              </Suspense>
            }
            height={RANKING_HEIGHT}
            style={{ height: '100%' }}
            isEmpty={(d) => d.rows.length === 0}
            emptyText={`${periodText}还没有学生借阅记录`}
          >
            {(d) => (
              <Suspense fallback={null}>
                <ReaderRankingTable columns={columns} rows={rankedReaders(d.rows)} />
              </Suspense>
            )}
          </QueryWidget>
        </Col>
      </Row>
    </StatsPage>
  );
}
