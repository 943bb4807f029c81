/**
 * The one ranking page: every ranking row of the route table (/rank/*, the /dataReport ranking sub-pages,
 * /teaching/teachingDataRanking) renders it; the row's family and level (route meta `ranking`) say what it ranks.
 * One call (rank/queryRanking with `all: true`) feeds a top-ten chart and a virtualised table that sorts and
 * searches on the client; filters, drill-down path, search, sort, 隐藏姓名 and the sample minimum live in the URL.
 */
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Breadcrumb, Button, Col, Input, InputNumber, Row, Select, Switch, Tag, Tooltip, Typography } from 'antd';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { monthlyParticipation } from '@/api/contract/reading';
import { ranking, type RankingLevelKey } from '@/api/contract/ranking';
import { useStatsQuery } from '@/hooks/queries';
import { RANKING_LEVEL_LABELS, metricInfo, metricTitle } from '@/api/ranking-metrics';
import { useSchoolYear, useSchoolYearName } from '@/hooks/school-year';
import { SCOPE_LEVEL_LABELS, useSessionScopeLevel } from '@/hooks/scope';
import { Chart, useTones, type ChartEvents } from '@/components/chart';
import { barListHeight } from '@/components/chart-options/bar-list';
import { downloadXlsx, xlsxFileName } from '@/components/export-xlsx';
import { RankBadge } from '@/components/rank-badge';
import { StatsPage } from '@/components/stats-page';
import { HEADER_HEIGHT, VirtualTable, type VirtualColumn } from '@/components/virtual-table';
import { QueryWidget } from '@/components/widget';
import { useCurrentRoute } from '@/routes/current-route';
import { routeHeading } from '@/routes/route-table';
import { logError } from '@/stores/error-log';
import { feedback } from '@/utils/feedback';
import { formatLarge } from '@/utils/format';
import { useUrlFilters } from '@/utils/url-filters';
import { TOP_N, topRows, topTenOption, twoLineNames } from './charts';
import { RankingNav } from './ranking-nav';
import {
  RankingOrder,
  displayName,
  exportColumns,
  formatMetric,
  isPersonLevel,
  nextSort,
  parentColumn,
  rankChange,
  sortKeys,
  type RankingData,
  type RankingTable,
} from './table-model';
import {
  MONTHLY_FAMILIES,
  RANK_PARAMS,
  breadcrumb,
  drillPatch,
  parseRankingParams,
  rankingRequest,
  type DrillKey,
  type HomeScope,
  type RankingFilters,
  type RankingRoute,
  type SortState,
} from './view';
import { useUrlState } from './url-state';
import './ranking.css';

const TABLE_HEIGHT = 600;

const searchKey = (q: string) => q;
const sortKey = (s: SortState | null) => (s ? `${s.key}:${s.dir}` : '');
const ROW_HEIGHT = 44;

/** How rows of a level are counted on screen. */
const COUNT_WORD: Record<RankingLevelKey, string> = {
  region: '个区',
  school: '所学校',
  campus: '个校区',
  grade: '个年级',
  class: '个班级',
  student: '名学生',
  teacher: '名教师',
};

function useHomeScope(): HomeScope {
  const level = useSessionScopeLevel();
  return level === 'city' ? 'city' : level === 'district' ? 'district' : 'school';
}

/** The current query string with a patch applied (null or '' removes a parameter). */
function withPatch(params: URLSearchParams, patch: Record<string, string | null>): string {
  const next = new URLSearchParams(params);
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || v === '') next.delete(k);
    else next.set(k, v);
  }
  const s = next.toString();
  return s ? `?${s}` : '';
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
  const query = useStatsQuery(ranking, request, { keepWhileFiltering: true, structuralSharing: false });
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

  const filterBar = (
    <RankingFilterBar
      home={home}
      level={level}
      filters={filters}
      data={data}
      months={months.data?.months}
      monthly={monthly}
      update={update}
    />
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
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={8}>
          <QueryWidget
            title={`${RANKING_LEVEL_LABELS[level]}前十名`}
            subtitle={data ? metricTitle(data.metric, data.family) : undefined}
            query={query}
            isEmpty={(d) => d.total === 0 || !d.table || topRows(d.table).length === 0}
            emptyText={data ? emptyReason(data, crumbs.at(-1)?.label) : undefined}
            height={barListHeight(TOP_N)}
            logName="ranking top ten"
          >
            {(d) => <TopTen data={d} mask={filters.mask} home={home} filters={filters} params={params} />}
          </QueryWidget>
        </Col>
        <Col xs={24} xxl={16}>
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
              />
            )}
          </QueryWidget>
        </Col>
      </Row>
    </StatsPage>
  );
}

function tableSubtitle(d: RankingData): string {
  const t = d.table;
  const unranked = t ? t.rank.filter((r) => r === null).length : 0;
  const parts = [`按${metricInfo(d.metric, d.family).label}排名`, `共 ${formatLarge(d.total)} ${COUNT_WORD[d.level]}`];
  if (unranked > 0) parts.push(`${unranked} 个学生数少于 ${d.minStudents} 人（样本不足，列在最后）`);
  if (d.previousPeriod) parts.push(`较${d.previousPeriod.label}`);
  return parts.join(' · ');
}

function emptyReason(d: RankingData, where: string | undefined): string {
  if (d.period.months === 0) return `${d.period.label}还没有数据（时段尚未开始，或还没有接入数据）`;
  return `${where ?? d.scope.name}${d.period.label}没有可排名的${RANKING_LEVEL_LABELS[d.level]}`;
}

// ---------------------------------------------------------------- filters

interface FilterBarProps {
  home: HomeScope;
  level: RankingLevelKey;
  filters: RankingFilters;
  data: RankingData | undefined;
  months: readonly string[] | undefined;
  monthly: boolean;
  update: (patch: Record<string, string | null>) => void;
}

const FINER_THAN_SCHOOL: readonly RankingLevelKey[] = ['campus', 'grade', 'class', 'student', 'teacher'];
const FINER_THAN_CAMPUS: readonly RankingLevelKey[] = ['grade', 'class', 'student', 'teacher'];
const GRADE_LEVELS: readonly RankingLevelKey[] = ['class', 'student', 'teacher'];

function RankingFilterBar({ home, level, filters, data, months, monthly, update }: FilterBarProps) {
  const o = data?.options;
  const d = filters.drill;
  const idSelect = (
    key: DrillKey,
    label: string,
    placeholder: string,
    options: { value: number; label: string }[],
    patch: (v: number | undefined) => Record<string, string | null>,
    width = 150,
  ) => (
    <Select<number>
      key={key}
      aria-label={label}
      allowClear
      showSearch={{ filterOption: (input, option) => String(option?.label ?? '').includes(input.trim()) }}
      placeholder={placeholder}
      style={{ width }}
      value={d[key]}
      options={options}
      loading={!data}
      onChange={(v) => update(patch(v ?? undefined))}
      popupMatchSelectWidth={false}
    />
  );
  const str = (v: number | undefined) => (v === undefined ? null : String(v));
  const items: ReactNode[] = [];
  if (home === 'city' && level !== 'region') {
    items.push(
      idSelect(
        'district',
        '区域',
        '全部区域',
        (o?.districts ?? []).map((x) => ({ value: x.id, label: x.name })),
        (v) => ({
          [RANK_PARAMS.district]: str(v),
          [RANK_PARAMS.school]: null,
          [RANK_PARAMS.campus]: null,
          [RANK_PARAMS.class]: null,
        }),
        120,
      ),
    );
  }
  if (home !== 'school' && FINER_THAN_SCHOOL.includes(level)) {
    items.push(
      idSelect(
        'school',
        '学校',
        '全部学校',
        (o?.schools ?? []).map((x) => ({ value: x.id, label: x.name })),
        (v) => ({
          [RANK_PARAMS.school]: str(v),
          [RANK_PARAMS.campus]: null,
          [RANK_PARAMS.class]: null,
        }),
        180,
      ),
    );
  }
  if ((o?.campuses.length ?? 0) > 1 && FINER_THAN_CAMPUS.includes(level)) {
    items.push(
      idSelect(
        'campus',
        '校区',
        '全部校区',
        (o?.campuses ?? []).map((x) => ({ value: x.id, label: x.name })),
        (v) => ({ [RANK_PARAMS.campus]: str(v), [RANK_PARAMS.class]: null }),
        180,
      ),
    );
  }
  if (GRADE_LEVELS.includes(level)) {
    items.push(
      idSelect(
        'grade',
        '年级',
        '全部年级',
        (o?.grades ?? []).map((x) => ({ value: x.id, label: x.name })),
        (v) => ({ [RANK_PARAMS.grade]: str(v), [RANK_PARAMS.class]: null }),
        110,
      ),
    );
  }
  if (level === 'student' && d.grade !== undefined) {
    // The class first (a select shows the start of its label), then its school, or its campus in a school with several.
    const classes = (o?.classes ?? []).map((c) => ({
      value: c.id,
      label: [c.name, c.schoolName ?? c.campusName].filter(Boolean).join(' · '),
    }));
    items.push(idSelect('class', '班级', '全部班级', classes, (v) => ({ [RANK_PARAMS.class]: str(v) }), 160));
  }
  if (level === 'teacher') {
    items.push(
      <Select<string>
        key="subject"
        aria-label="学科"
        allowClear
        placeholder="全部学科"
        style={{ width: 110 }}
        value={filters.subject}
        options={(o?.subjects ?? []).map((s) => ({ value: s, label: s }))}
        loading={!data}
        onChange={(v) => update({ [RANK_PARAMS.subject]: v ?? null })}
        popupMatchSelectWidth={false}
      />,
    );
  }
  const periodValue = filters.month ?? (filters.term ? `term${filters.term}` : 'year');
  const periodOptions = [
    { value: 'year', label: '全学年' },
    { value: 'term1', label: '上学期' },
    { value: 'term2', label: '下学期' },
    ...(monthly ? (months ?? []).map((m) => ({ value: m, label: `${Number(m.slice(5))}月` })) : []),
  ];
  items.push(
    <Select<string>
      key="period"
      aria-label="时段"
      style={{ width: 100 }}
      value={periodValue}
      options={periodOptions}
      onChange={(v) =>
        update({
          [RANK_PARAMS.term]: v === 'term1' ? '1' : v === 'term2' ? '2' : null,
          [RANK_PARAMS.month]: v.startsWith('term') || v === 'year' ? null : v,
        })
      }
      popupMatchSelectWidth={false}
    />,
  );
  return <div className="srp-filters">{items}</div>;
}

// ---------------------------------------------------------------- chart

function TopTen({
  data,
  mask,
  home,
  filters,
  params,
}: {
  data: RankingData;
  mask: boolean;
  home: HomeScope;
  filters: RankingFilters;
  params: URLSearchParams;
}) {
  const tones = useTones();
  const table = data.table!;
  const level = data.level;
  const navigate = useNavigate();
  const rows = useMemo(() => topRows(table), [table]);
  const drillable = drillPatch(level, 0, { libraryId: null, grade: 0 }, home, filters.drill) !== null;
  const option = useMemo(
    () =>
      topTenOption(table, { family: data.family, level, metric: data.metric, columns: data.columns, mask, tones, clickable: drillable }),
    [table, data.family, level, data.metric, data.columns, mask, tones, drillable],
  );
  const events: ChartEvents | undefined = drillable
    ? {
        click: (p) => {
          const i = rows[p.dataIndex];
          if (i === undefined) return;
          const patch = rowPatch(table, level, i, home, filters);
          // A drill-down from the chart is a navigation like a row's link: back leads up again.
          if (patch) void navigate({ search: withPatch(params, patch) });
        },
      }
    : undefined;
  return (
    <Chart
      option={option}
      height={barListHeight(rows.length, twoLineNames(table, level) ? 2 : 1)}
      ariaLabel={`${RANKING_LEVEL_LABELS[level]}${metricInfo(data.metric, data.family).label}前${TOP_N}名柱状图`}
      onEvents={events}
    />
  );
}

function rowPatch(
  table: RankingTable,
  level: RankingLevelKey,
  i: number,
  home: HomeScope,
  filters: RankingFilters,
): Record<string, string | null> | null {
  const place = table.places[table.place[i] ?? -1];
  if (!place) return null;
  const patch = drillPatch(level, table.id[i] ?? 0, place, home, filters.drill);
  return patch ? { ...patch, [RANK_PARAMS.search]: null } : null;
}

// ---------------------------------------------------------------- table

interface TableViewProps {
  data: RankingData;
  title: string;
  yearName: string;
  filters: RankingFilters;
  home: HomeScope;
  params: URLSearchParams;
  update: (patch: Record<string, string | null>) => void;
  crumbs: string[];
}

function MetricHeader({ label, unit }: { label: string; unit: string }) {
  return (
    <span className="srp-rank-th">
      <span>{label}</span>
      {unit && <span className="srp-rank-th__unit">{unit}</span>}
    </span>
  );
}

function ChangeMark({ change, hasPrevious }: { change: number | null; hasPrevious: boolean }) {
  if (!hasPrevious) return <span className="srp-rank-change srp-rank-change--none">—</span>;
  if (change === null)
    return (
      <span className="srp-rank-change srp-rank-change--new" aria-label="上期未排名">
        新
      </span>
    );
  if (change === 0)
    return (
      <span className="srp-rank-change srp-rank-change--same" aria-label="名次不变">
        持平
      </span>
    );
  return change > 0 ? (
    <span className="srp-rank-change srp-rank-change--up" aria-label={`上升${change}名`}>
      ▲{change}
    </span>
  ) : (
    <span className="srp-rank-change srp-rank-change--down" aria-label={`下降${-change}名`}>
      ▼{-change}
    </span>
  );
}

function RankingTableView({ data, title, yearName, filters, home, params, update, crumbs }: TableViewProps) {
  // Search and sort answer at once (only the table draws again); the URL follows, the search a moment later.
  const writeSearch = useCallback((q: string) => update({ [RANK_PARAMS.search]: q.trim() ? q : null }), [update]);
  const [search, onSearch] = useUrlState(filters.search, searchKey, writeSearch, 300);
  const writeSort = useCallback(
    (s: SortState | null) => update({ [RANK_PARAMS.sort]: s?.key ?? null, [RANK_PARAMS.dir]: s?.dir ?? null }),
    [update],
  );
  const [wanted, setSort] = useUrlState(filters.sort, sortKey, writeSort);
  const table = data.table!;
  const level = data.level;
  const columns = data.columns;
  const mask = filters.mask;
  const order = useMemo(() => new RankingOrder(table), [table]);
  const keys = useMemo(() => sortKeys(columns, level), [columns, level]);
  const sort = wanted && keys.includes(wanted.key) ? wanted : null;
  const sorted = useMemo(() => order.sorted(sort), [order, sort]);
  const view = useMemo(() => order.search(sorted, search), [order, sorted, search]);
  const parent = useMemo(() => parentColumn(level, table), [level, table]);
  const hasPrevious = data.previousPeriod !== null;
  const [exporting, setExporting] = useState(false);

  // Every column's order is prepared while the browser is idle, one column at a time, so that a click on a header
  // only looks it up.
  useEffect(() => {
    // jsdom and some WebViews have no requestIdleCallback: a short timeout instead.
    const idle = 'requestIdleCallback' in window;
    const todo = [...keys];
    let handle: number | ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const step = () => {
      const key = todo[0];
      if (stopped || key === undefined) return;
      if (order.prepareStep(key)) todo.shift();
      schedule();
    };
    const schedule = () => {
      handle = idle ? window.requestIdleCallback(step, { timeout: 2000 }) : setTimeout(step, 50);
    };
    schedule();
    return () => {
      stopped = true;
      if (idle && typeof handle === 'number') window.cancelIdleCallback(handle);
      else clearTimeout(handle);
    };
  }, [order, keys]);

  const nameTitle = RANKING_LEVEL_LABELS[level];
  const cols = useMemo<VirtualColumn[]>(() => {
    const at = (p: number) => view[p] ?? 0;
    const place = (i: number) => table.places[table.place[i] ?? -1];
    const list: VirtualColumn[] = [
      {
        key: 'rank',
        title: '排名',
        // Room for the largest rank (48,643 students: five digits).
        width: Math.max(72, 36 + String(table.id.length).length * 9),
        align: 'center',
        sortable: true,
        sticky: true,
        render: (p) => {
          const r = table.rank[at(p)];
          return r === null || r === undefined ? (
            <Tooltip title={`学生数少于 ${data.minStudents} 人，不参与排名`}>
              <Tag className="srp-rank-small">样本不足</Tag>
            </Tooltip>
          ) : (
            <RankBadge rank={r} />
          );
        },
      },
      {
        key: 'name',
        title: nameTitle,
        width: level === 'student' || level === 'teacher' ? 100 : 150,
        grow: !parent,
        sticky: true,
        sortable: true,
        render: (p) => {
          const i = at(p);
          const text = displayName(table, level, i, mask);
          const pl = place(i);
          const patch = pl ? drillPatch(level, table.id[i] ?? 0, pl, home, filters.drill) : null;
          // Element Timing marks when the first row's text is painted (bench/ranking-table.mjs reads it).
          const timing: Record<string, string> = p === 0 ? { elementtiming: 'ranking-first-row' } : {};
          return patch ? (
            <Link
              className="srp-rank-drill"
              to={{ search: withPatch(params, { ...patch, [RANK_PARAMS.search]: null }) }}
              title={`查看${text}的下一级排名`}
              {...timing}
            >
              {text}
            </Link>
          ) : (
            <span title={text} {...timing}>
              {text}
            </span>
          );
        },
      },
    ];
    if (parent) {
      list.push({
        key: 'parent',
        title: parent.title,
        width: level === 'student' && parent.title.includes('学校') ? 250 : 170,
        grow: true,
        render: (p) => {
          const pl = place(at(p));
          const text = pl ? parent.text(pl) : '';
          return <span title={text}>{text}</span>;
        },
      });
    }
    if (level === 'teacher') list.push({ key: 'subject', title: '学科', width: 84, render: (p) => table.subject[at(p)] ?? '' });
    if (level !== 'student') {
      list.push({
        key: 'students',
        title: <MetricHeader label={level === 'teacher' ? '任教学生' : metricInfo('students').label} unit="人" />,
        titleText: level === 'teacher' ? '任教学生' : metricInfo('students').label,
        width: level === 'teacher' ? 96 : 88,
        align: 'right',
        sortable: true,
        render: (p) => formatMetric('students', table.students[at(p)]),
      });
    }
    for (const key of columns) {
      const values = table.values[key] ?? [];
      const m = metricInfo(key, data.family);
      list.push({
        key,
        title: <MetricHeader label={m.label} unit={m.unit} />,
        titleText: m.label,
        width: 92,
        align: 'right',
        sortable: true,
        render: (p) => <span className={key === data.metric ? 'srp-rank-main' : undefined}>{formatMetric(key, values[at(p)])}</span>,
      });
    }
    list.push({
      key: 'change',
      title: '较上期',
      width: 80,
      align: 'center',
      sortable: hasPrevious,
      render: (p) => <ChangeMark change={rankChange(table, at(p))} hasPrevious={hasPrevious} />,
    });
    return list;
  }, [
    view,
    table,
    level,
    mask,
    parent,
    columns,
    data.family,
    data.metric,
    data.minStudents,
    hasPrevious,
    nameTitle,
    home,
    filters.drill,
    params,
  ]);

  const onSort = (key: string) => setSort(nextSort(sort, key));

  const exportXlsx = async () => {
    setExporting(true);
    try {
      const metricKey = sort ? columns.find((c) => c === sort.key) : undefined;
      const sortNames: Record<string, string> = {
        rank: '排名',
        name: nameTitle,
        students: level === 'teacher' ? '任教学生（人）' : metricTitle('students'),
        change: '较上期',
      };
      const sortCol = sort ? (metricKey ? metricTitle(metricKey, data.family) : (sortNames[sort.key] ?? null)) : null;
      const filterText = [
        filters.subject ? `学科 ${filters.subject}` : null,
        search.trim() ? `名称包含“${search.trim()}”` : null,
        level !== 'student' ? `样本下限 ${data.minStudents} 人` : null,
        mask && isPersonLevel(level) ? '已隐藏姓名' : null,
      ].filter(Boolean);
      await downloadXlsx(
        xlsxFileName([title, data.scope.name, data.period.label]),
        {
          title,
          lines: [
            ['范围', `${SCOPE_LEVEL_LABELS[data.scope.level]} ${data.scope.name}`],
            ['学年', yearName || String(data.period.yearId)],
            ['时段', data.period.label],
            ['层级', crumbs.length > 0 ? `${crumbs.join(' › ')} · ${nameTitle}` : nameTitle],
            ['筛选', filterText.length > 0 ? filterText.join('；') : '无'],
            ['排序', sortCol ? `${sortCol}${sort?.dir === 'asc' ? '升序' : '降序'}` : `按${metricTitle(data.metric, data.family)}排名`],
          ],
        },
        exportColumns(table, { family: data.family, level, columns, mask, nameTitle, parent }),
        Array.from(view),
      );
    } catch (error) {
      logError(error, 'ranking export', title);
      feedback.error(`导出失败：${error instanceof Error ? error.message : String(error)}`, 5);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="srp-rank-table">
      <div className="srp-rank-toolbar">
        <Input
          allowClear
          aria-label={`搜索${nameTitle}名称`}
          placeholder={`搜索${nameTitle}名称`}
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          style={{ width: 220 }}
        />
        {search.trim() && (
          <Typography.Text type="secondary" role="status">
            找到 {formatLarge(view.length)} {COUNT_WORD[level]}
          </Typography.Text>
        )}
        <div style={{ flex: 1 }} />
        {isPersonLevel(level) && (
          <label className="srp-rank-toggle">
            <Switch size="small" checked={mask} onChange={(v) => update({ [RANK_PARAMS.mask]: v ? '1' : null })} aria-label="隐藏姓名" />
            <span>隐藏姓名</span>
          </label>
        )}
        {level !== 'student' && (
          <label className="srp-rank-toggle">
            <span>样本下限</span>
            <InputNumber<number>
              size="small"
              min={0}
              max={1000}
              precision={0}
              value={data.minStudents}
              onChange={(v) => update({ [RANK_PARAMS.min]: v === null ? null : String(v) })}
              aria-label="样本下限（人）"
              style={{ width: 72 }}
            />
            <span>人</span>
          </label>
        )}
        <Tooltip title="导出当前筛选、排序后的全部行（Excel）">
          <Button icon={<DownloadOutlined />} loading={exporting} disabled={view.length === 0} onClick={() => void exportXlsx()}>
            导出 Excel
          </Button>
        </Tooltip>
      </div>
      <VirtualTable
        columns={cols}
        rowCount={view.length}
        rowKey={(p) => table.id[view[p] ?? 0] ?? p}
        ariaLabel={`${title}：${nameTitle}排名表`}
        height={Math.min(TABLE_HEIGHT, HEADER_HEIGHT + Math.max(3, view.length) * ROW_HEIGHT + 2)}
        rowHeight={ROW_HEIGHT}
        sort={sort ? { key: sort.key, order: sort.dir === 'asc' ? 'ascend' : 'descend' } : null}
        onSort={onSort}
        emptyText={`没有名称包含“${search.trim()}”的${nameTitle}`}
        rowClassName={(p) => (table.rank[view[p] ?? 0] === null ? 'srp-rank-row--small' : undefined)}
      />
    </div>
  );
}
