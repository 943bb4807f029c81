/**
 * The one ranking page: every ranking row of the route table (/rank/*, the /dataReport ranking sub-pages,
 * /teaching/teachingDataRanking) renders it; the row's family and level (route meta `ranking`) say what it ranks.
 * One ranking (rank/queryRanking with `all: true`, its first screen first: ./ranking-answer.ts) feeds a top-ten
 * chart and a virtualised table that sorts and searches on the client; filters, drill-down path, search, sort,
 * 隐藏姓名 and the sample minimum live in the URL.
 */
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Breadcrumb, Col, Row } from 'antd';
import { monthlyParticipation } from '@/api/contract/reading';
import { useStatsQuery } from '@/hooks/queries';
import { RANKING_LEVEL_LABELS, metricInfo, metricTitle } from '@/api/ranking-metrics';
import { useSchoolYear, useSchoolYearName } from '@/hooks/school-year';
import { useSessionScopeLevel } from '@/hooks/scope';
import { barListHeight } from '@/components/chart-options/bar-list';
import { useElementWidth } from '@/components/column-fit';
import { StatsPage } from '@/components/stats-page';
import { QueryWidget } from '@/components/widget';
import { useCurrentRoute } from '@/routes/current-route';
import { routeHeading } from '@/routes/route-table';
import { formatLarge } from '@/utils/format';
import { useUrlFilters } from '@/utils/url-filters';
import { TOP_N, expectTwoLineNames, topRows } from './charts';
import { useRankingAnswer } from './ranking-answer';
import { RankingFilterBar } from './filter-bar';
import { RankingNav } from './ranking-nav';
import { TABLE_HEIGHT, RankingTableView } from './ranking-table';
import { excludedNote, parentColumn, tableColumns, tableWidth, type RankingData } from './table-model';
import { TopTen } from './top-ten';
import { withPatch } from './url-state';
import {
  COUNT_WORD,
  MONTHLY_FAMILIES,
  RANK_PARAMS,
  breadcrumb,
  homeScopeOf,
  parseRankingParams,
  rankingRequest,
  type DrillKey,
  type HomeScope,
  type RankingRoute,
} from './view';
import './ranking.css';
function useHomeScope(): HomeScope {
  return homeScopeOf(useSessionScopeLevel());
}

export default function RankingPage() {
  const here = useCurrentRoute();
  const route = here?.node.meta?.ranking;
  if (!here || !route) return null;
  return <RankingView key={here.fullPath} route={route} rankSection={here.section === 'rank'} title={routeHeading(here) ?? ''} />;
}

function RankingView({ route, rankSection, title }: { route: RankingRoute; rankSection: boolean; title: string }) {
  const home = useHomeScope();
  const { params, update } = useUrlFilters();
  const yearId = useSchoolYear();
  const yearName = useSchoolYearName();
  const filters = useMemo(() => parseRankingParams(params, route, home, yearId), [params, route, home, yearId]);
  const request = useMemo(() => rankingRequest(route, home, filters, yearId), [route, home, filters, yearId]);
  const { query, complete, restError } = useRankingAnswer(request);
  const monthly = MONTHLY_FAMILIES.includes(route.family);
  const months = useStatsQuery(monthlyParticipation, { limit: 1 }, { enabled: monthly });
  const data = query.data;
  const level = data?.level ?? request.level ?? route.level;

  const names = (key: DrillKey, id: number): string | undefined => {
    const w = data?.within.find((x) => x.level === key && x.id === id);
    if (w) return w.name;
    const o = data?.options;
    const list =
      key === 'district'
        ? o?.districts
        : key === 'school'
          ? o?.schools
          : key === 'campus'
            ? o?.campuses
            : key === 'grade'
              ? o?.grades
              : o?.classes;
    return list?.find((x) => x.id === id)?.name;
  };
  const crumbs = breadcrumb(route, home, filters.drill, names);

  // The chart beside the table only where the table keeps all its columns there; else the chart above it, full width.
  const rowRef = useRef<HTMLDivElement>(null);
  const rowWidth = useElementWidth(rowRef);
  const needed = useMemo(() => {
    const t = data?.table;
    if (!data || !t) return 0;
    const nameTitle = RANKING_LEVEL_LABELS[data.level];
    const parent = parentColumn(data.level, t);
    return tableWidth(
      tableColumns(t, {
        family: data.family,
        level: data.level,
        columns: data.columns,
        mask: filters.mask,
        nameTitle,
        parent,
        rows: data.total,
      }),
    );
  }, [data, filters.mask]);
  const beside =
    rowWidth !== null && rowWidth >= SIDE_BY_SIDE_MIN && (rowWidth + ROW_GUTTER) * (2 / 3) - ROW_GUTTER - CARD_CHROME >= needed;

  // One element while its inputs stay: the page's header (StatsPage) is then not drawn again at every redraw of the page.
  const monthList = months.data?.months;
  const filterBar = useMemo(
    () => <RankingFilterBar home={home} level={level} filters={filters} data={data} months={monthList} monthly={monthly} update={update} />,
    [home, level, filters, data, monthList, monthly, update],
  );

  return (
    <StatsPage
      scope={data?.scope}
      note={data && (data.period.month || data.period.semesterId) ? data.period.label : undefined}
      filters={filterBar}
      sectionNav={!rankSection}
      className="srp-ranking-page"
    >
      {rankSection && <RankingNav family={route.family} level={route.level} home={home} />}
      {crumbs.length > 0 && (
        <Breadcrumb
          className="srp-ranking-crumbs"
          aria-label="下钻路径"
          items={crumbs.map((c) => ({
            key: c.key,
            title: c.patch ? (
              <Link to={{ search: withPatch(params, { ...c.patch, [RANK_PARAMS.search]: null }) }}>{c.label}</Link>
            ) : (
              <span aria-current="location">{c.label}</span>
            ),
          }))}
        />
      )}
      <Row gutter={[ROW_GUTTER, 16]} ref={rowRef}>
        <Col span={beside ? 8 : 24}>
          <QueryWidget
            title={`${RANKING_LEVEL_LABELS[level]}前十名`}
            subtitle={data ? metricTitle(data.metric, data.family) : undefined}
            query={query}
            isEmpty={(d) => d.total === 0 || !d.table || topRows(d.table).length === 0}
            emptyText={data ? emptyReason(data, crumbs.at(-1)?.label) : undefined}
            height={barListHeight(TOP_N, expectTwoLineNames(level, home, filters.drill) ? 2 : 1)}
            logName="ranking top ten"
          >
            {(d) => <TopTen data={d} mask={filters.mask} home={home} filters={filters} params={params} />}
          </QueryWidget>
        </Col>
        <Col span={beside ? 16 : 24}>
          <QueryWidget
            title={`${RANKING_LEVEL_LABELS[level]}排名`}
            subtitle={data ? tableSubtitle(data) : undefined}
            query={query}
            isEmpty={(d) => d.total === 0 || !d.table}
            emptyText={data ? emptyReason(data, crumbs.at(-1)?.label) : undefined}
            height={TABLE_HEIGHT}
            logName="ranking table"
          >
            {(d) => (
              <RankingTableView
                data={d}
                title={title}
                yearName={yearName}
                filters={filters}
                home={home}
                params={params}
                update={update}
                crumbs={crumbs.map((c) => c.label)}
                complete={complete}
                restError={restError}
              />
            )}
          </QueryWidget>
        </Col>
      </Row>
    </StatsPage>
  );
}

/** The row's width from which the chart may stand beside the table (px; a 1600 px window with the sidebar). */
const SIDE_BY_SIDE_MIN = 1320;
const ROW_GUTTER = 16;
/** A widget's padding, the table's frame and a vertical scroll bar (px). */
const CARD_CHROME = 2 * 24 + 2 + 16;

function tableSubtitle(d: RankingData): string {
  const t = d.table;
  const parts = [`按${metricInfo(d.metric, d.family).label}排名`, `共 ${formatLarge(d.total)} ${COUNT_WORD[d.level]}`];
  const excluded = t ? excludedNote(d.unranked, d.level, d.minStudents) : null;
  if (excluded) parts.push(`${excluded}（列在最后）`);
  if (d.previousPeriod) parts.push(`较${d.previousPeriod.label}`);
  return parts.join(' · ');
}

function emptyReason(d: RankingData, where: string | undefined): string {
  if (d.period.months === 0) return `${d.period.label}还没有数据（时段尚未开始，或还没有接入数据）`;
  return `${where ?? d.scope.name}${d.period.label}没有可排名的${RANKING_LEVEL_LABELS[d.level]}`;
}
