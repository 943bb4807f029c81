/**
 * Panels more than one wall page shows: the headline figures, a chart of one call, a ranking of rank/queryRanking
 * (units, students, teachers' reading or their teaching), the loan feed, the schematic map. Student names are masked on every one of
 * them (maskName): the wall is a public screen.
 */
import { useMemo } from 'react';
import { basicData, mapLibraryBookData, mapRegionBookData } from '@/api/contract/overview';
import { bookCategory, bookCollection, bookManagement, borrowDynamic, cardManagement } from '@/api/contract/library';
import { ranking, type RankingFamilyKey, type RankingLevelKey, type RankingMetricKey } from '@/api/contract/ranking';
import type { Data } from '@/api/define';
import { metricInfo, metricTitle } from '@/api/ranking-metrics';
import type { GoalMetric } from '@/api/contract/goals';
import { figureGoalOf, useGoals, type FigureGoal } from '@/hooks/goals';
import { spansSchools } from '@/hooks/scope';
import { WallGoalProgress } from '@/components/goal-progress';
import { useSession } from '@/stores/session';
import { Chart, registerChartMap, type ChartOption } from '@/components/chart';
import { WALL_INK } from '@/components/chart-options/ink';
import { formatValue } from '@/components/chart-options/common';
import { regionMapOption } from '@/components/chart-options/region-map';
import { FeedItem, type FeedRow } from '@/components/feed-list';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { maskName } from '@/utils/mask-name';
import { buildSchematicMap, mapPxPerUnit, pointLabelSides, type SchematicMap } from '@/utils/schematic-map';
import { placeText, shortNames } from './wall-labels';
import { acquisitionsOption, categoryShareOption, ringFor, withWallText } from './wall-options';
import { useWallTiming } from './wall-context';
import { WallPanel } from './wall-panel';
import { combineQueries, useWallQuery, type WallQuery } from './wall-query';
import {
  BigNumbers,
  FigureList,
  RankBoard,
  figureLine,
  figureNumber,
  RollingList,
  WallChart,
  useWallTones,
  type BigNumber,
  type RankRow,
  type WallChartContext,
} from './wall-parts';

/** The grid area a panel takes on its page (see cockpit.css). */
export type Area = 'kpi' | 'l1' | 'l2' | 'c1' | 'c2' | 'r1' | 'r2' | 'map' | 'b1' | 'b2' | 'b3' | 'b4' | 'b5' | 'b6';
const areaClass = (area: Area) => `srp-wall-area-${area}`;

// ---------------------------------------------------------------- generic

export interface ChartPanelProps<T> {
  area: Area;
  title: string;
  subtitle?: string;
  query: WallQuery<T>;
  build: (data: T, ctx: WallChartContext) => ChartOption;
  ariaLabel: string;
  isEmpty?: (data: T) => boolean;
  emptyText: string;
}

/** One call, one chart of the kit. */
export function ChartPanel<T>({ area, title, subtitle, query, build, ariaLabel, isEmpty, emptyText }: ChartPanelProps<T>) {
  return (
    <WallPanel title={title} subtitle={subtitle} query={query} isEmpty={isEmpty} emptyText={emptyText} className={areaClass(area)}>
      {(d) => <WallChart data={d} build={build} ariaLabel={ariaLabel} />}
    </WallPanel>
  );
}

export interface NumbersPanelProps<T> {
  area?: Area;
  title: string;
  subtitle?: string;
  query: WallQuery<T>;
  items: (data: T) => BigNumber[];
  isEmpty?: (data: T) => boolean;
  emptyText: string;
}

/** A row of big figures from one call. */
export function NumbersPanel<T>({ area = 'kpi', title, subtitle, query, items, isEmpty, emptyText }: NumbersPanelProps<T>) {
  return (
    <WallPanel title={title} subtitle={subtitle} query={query} isEmpty={isEmpty} emptyText={emptyText} className={areaClass(area)}>
      {(d) => <BigNumbers items={items(d)} />}
    </WallPanel>
  );
}

export interface RingPanelProps<T> {
  area: Area;
  title: string;
  subtitle?: string;
  query: WallQuery<T>;
  /** One or two rates as rings; module-level functions (like WallChart's builders). */
  rings: readonly { build: (data: T, ctx: WallChartContext) => ChartOption; label: string }[];
  figures: (data: T) => { label: string; value: string }[];
  isEmpty?: (data: T) => boolean;
  emptyText: string;
}

/** Rates as rings beside a few figures. */
export function RingPanel<T>({ area, title, subtitle, query, rings, figures, isEmpty, emptyText }: RingPanelProps<T>) {
  return (
    <WallPanel title={title} subtitle={subtitle} query={query} isEmpty={isEmpty} emptyText={emptyText} className={areaClass(area)}>
      {(d) => (
        <div className={`srp-wall-rings srp-wall-rings--${rings.length}`}>
          {rings.map((r) => (
            <div key={r.label} className="srp-wall-rings__ring">
              <WallChart data={d} build={r.build} ariaLabel={r.label} />
            </div>
          ))}
          <FigureList items={figures(d)} />
        </div>
      )}
    </WallPanel>
  );
}

export interface BoardPanelProps<T> {
  area: Area;
  title: string;
  subtitle?: string;
  query: WallQuery<T>;
  rows: (data: T) => RankRow[];
  emptyText: string;
}

/** A ranking board from one call. */
export function BoardPanel<T>({ area, title, subtitle, query, rows, emptyText }: BoardPanelProps<T>) {
  return (
    <WallPanel
      title={title}
      subtitle={subtitle}
      query={query}
      isEmpty={(d) => rows(d).length === 0}
      emptyText={emptyText}
      className={areaClass(area)}
    >
      {(d) => <RankBoard rows={rows(d)} label={title} />}
    </WallPanel>
  );
}

// ---------------------------------------------------------------- headline figures (queryBasicData)

type Basic = Data<typeof basicData>;

/** The scope's headline figures: a school starts with its classes, a district or the city with its schools. */
/** The wall's figures with a goal (核心指标's 生均借阅): their progress under the number when the scope has a goal set. */
const WALL_GOAL_METRICS = ['loansPerStudent'] as const satisfies readonly GoalMetric[];

function basicNumbers(d: Basic, loansGoal: FigureGoal | null): BigNumber[] {
  const school = d.scope.level === 'library' || d.scope.level === 'campus';
  return [
    school
      ? figureNumber('classes', d.classes, { foot: `${formatLarge(d.campuses)} 个校区` })
      : figureNumber('schools', d.schools, { foot: `${formatLarge(d.campuses)} 个校区` }),
    figureNumber('students', d.students, { foot: `教师 ${formatLarge(d.teachers)} 人` }),
    figureNumber('volumes', d.volumes, { foot: `${formatLarge(d.titles)} 种` }),
    figureNumber('volumesPerStudent', d.volumesPerStudent),
    figureNumber('allLoans', d.loans, { key: 'loans', foot: '含教师借阅' }),
    figureNumber(
      'loansPerStudent',
      d.loansPerStudent,
      loansGoal ? { foot: <WallGoalProgress goal={loansGoal} value={d.loansPerStudent} /> } : {},
    ),
    figureNumber('activeRate', d.activeRate, { foot: `活跃读者 ${formatLarge(d.activeReaders)} 人` }),
  ];
}

export function BasicNumbersPanel() {
  const query = useWallQuery(basicData);
  const { refreshMs } = useWallTiming();
  // The goals of the school or district itself (a campus has none of its own). Not one of the wall's own calls
  // (useWallQuery): a backend without goals leaves the numbers as they were, without marking the wall offline.
  const campus = useSession((s) => s.curCampusId !== null && s.curCampusId !== undefined);
  const goals = useGoals({ enabled: !campus, ownOnly: true, metrics: WALL_GOAL_METRICS, refetchMs: refreshMs });
  const loansGoal = campus ? null : figureGoalOf(goals.data, 'loansPerStudent');
  return (
    <NumbersPanel
      title="核心指标"
      query={query}
      items={(d) => basicNumbers(d, loansGoal)}
      isEmpty={(d) => d.students === 0 && d.schools === 0}
      emptyText="当前范围内没有纳入统计的学校"
    />
  );
}

// ---------------------------------------------------------------- loan feed

const FEED_LIMIT = 30;

/** 借阅动态: the latest loans and returns, rolling; readers' names masked, the class before the school's short name. */
export function LoanFeedPanel({ area, withSchool, visible = 4 }: { area: Area; withSchool: boolean; visible?: number }) {
  const input = useMemo(() => ({ limit: FEED_LIMIT }), []);
  const query = useWallQuery(borrowDynamic, input);
  const formatPlace = useMemo(() => {
    const short = shortNames(query.data?.rows.map((r) => r.schoolName) ?? []);
    return (row: FeedRow) => placeText(row.className, withSchool ? (short.get(row.schoolName) ?? row.schoolName) : undefined) ?? '';
  }, [query.data, withSchool]);
  return (
    <WallPanel
      title="借阅动态"
      subtitle="最近的借出与归还"
      query={query}
      isEmpty={(d) => d.rows.length === 0}
      emptyText="暂无最近的借还记录"
      className={`${areaClass(area)} srp-wall-feed`}
    >
      {(d) => (
        <RollingList
          items={d.rows}
          visible={visible}
          label="借阅动态列表"
          render={(row) => <FeedItem row={row} withSchool={withSchool} formatName={maskName} formatPlace={formatPlace} clockFirst />}
        />
      )}
    </WallPanel>
  );
}

// ---------------------------------------------------------------- holdings (both modes' library pages)

/** 馆藏指标: volumes, titles, per student against the standard, new this year, recent share, students. */
export function HoldingsPanel() {
  const query = useWallQuery(bookManagement);
  return (
    <NumbersPanel
      title="馆藏指标"
      query={query}
      isEmpty={(d) => d.volumes === 0}
      emptyText="暂无馆藏数据"
      items={(d) => [
        figureNumber('volumes', d.volumes),
        figureNumber('titles', d.titles, { foot: `每种 ${formatDecimal(d.titles > 0 ? d.volumes / d.titles : 0)} 册` }),
        figureNumber('volumesPerStudent', d.volumesPerStudent, {
          foot: `标准 ${formatDecimal(d.standardMin, 0)}–${formatDecimal(d.standardMax, 0)} 册/生`,
        }),
        figureNumber('newVolumes', d.newVolumes, { foot: `占馆藏 ${formatPercent(d.volumes > 0 ? d.newVolumes / d.volumes : 0)}` }),
        figureNumber('recentShare', d.recentShare, { foot: '占馆藏册数' }),
        figureNumber('students', d.students),
      ]}
    />
  );
}

/** 中图法分类分布: each class's share of the holdings against its recommended share. */
export function CategoryPanel({ area }: { area: Area }) {
  const query = useWallQuery(bookCategory);
  return (
    <ChartPanel
      area={area}
      title="中图法分类分布"
      subtitle="实际占比与推荐占比"
      query={query}
      build={categoryShareOption}
      ariaLabel="中图法各大类馆藏占比与推荐占比图"
      isEmpty={(d) => d.rows.length === 0}
      emptyText="暂无分类馆藏数据"
    />
  );
}

/** 藏书建设: volumes added per school year, the recent share in the subtitle. */
export function AcquisitionsPanel({ area }: { area: Area }) {
  const query = useWallQuery(bookCollection);
  return (
    <ChartPanel
      area={area}
      title="藏书建设"
      subtitle={query.data ? `近三年出版占比 ${formatPercent(query.data.recentShare)}` : '逐年新增馆藏'}
      query={query}
      build={acquisitionsOption}
      ariaLabel="各学年新增馆藏图"
      isEmpty={(d) => d.acquisitions.length === 0}
      emptyText="暂无新增馆藏记录"
    />
  );
}

/** 借阅卡: the share of cards used in the period as a ring, and the card counts. */
export function CardsPanel({ area }: { area: Area }) {
  const query = useWallQuery(cardManagement);
  return (
    <RingPanel
      area={area}
      title="借阅卡"
      subtitle="期内有借阅的卡为使用卡"
      query={query}
      rings={[
        {
          label: metricInfo('cardUseRate').label,
          build: (d: Data<typeof cardManagement>, { tones }: WallChartContext) =>
            ringFor(d.activeRate, metricInfo('cardUseRate').label, tones.cyan),
        },
      ]}
      figures={(d) => [
        figureLine('cardsIssued', formatLarge(d.issued)),
        figureLine('activeCards', formatLarge(d.active)),
        { label: '学生卡', value: `${formatLarge(d.studentCards)} 张` },
        { label: '教师卡', value: `${formatLarge(d.teacherCards)} 张` },
      ]}
      isEmpty={(d) => d.issued === 0}
      emptyText="暂无发卡记录"
    />
  );
}

// ---------------------------------------------------------------- rankings

type RankingRow = Data<typeof ranking>['rows'][number];

/**
 * A ranked row as a wall shows it (./wall-labels.ts): what tells it apart first — a class or a grade by its own
 * name, a student masked (a public screen), a teacher, a school without its place — and after it the class,
 * subject or school, the part a narrow row cuts. The school only where the scope spans schools.
 */
function rankingLabel(d: Data<typeof ranking>, row: RankingRow, school: (name: string | null) => string | undefined) {
  const where = spansSchools(d.scope.level) ? school(row.schoolName) : undefined;
  switch (d.level) {
    case 'student':
      return { name: maskName(row.name), sub: placeText(row.className, where) };
    case 'teacher':
      return { name: row.name, sub: placeText(row.subject, where) };
    case 'class':
      return { name: row.className ?? row.name, sub: where };
    case 'grade':
      return { name: row.gradeName ?? row.name, sub: where };
    default:
      return { name: school(row.name) ?? row.name, sub: undefined };
  }
}

/** The ranked rows (a unit below the minimum headcount has no rank: never on a wall's top list). */
function rankingRows(d: Data<typeof ranking>): RankRow[] {
  const info = metricInfo(d.metric);
  const short = shortNames(d.rows.flatMap((r) => [r.name, r.schoolName ?? '']).filter(Boolean));
  const school = (name: string | null) => (name ? (short.get(name) ?? name) : undefined);
  return d.rows.flatMap((r) =>
    r.rank === null
      ? []
      : [
          {
            key: r.id,
            rank: r.rank,
            ...rankingLabel(d, r, school),
            value: r.value,
            text: formatValue(r.value, { kind: info.kind, digits: info.digits, unit: undefined }),
          },
        ],
  );
}

export interface RankingPanelProps {
  area: Area;
  title: string;
  family: RankingFamilyKey;
  level?: RankingLevelKey;
  metric?: RankingMetricKey;
  size: number;
}

/** The first `size` of a ranking (rank/queryRanking); the metric's name and unit from the metric catalogue. */
export function RankingPanel({ area, title, family, level, metric, size }: RankingPanelProps) {
  const input = useMemo(
    () => ({ family, ...(level ? { level } : {}), ...(metric ? { metric } : {}), size, page: 0 }),
    [family, level, metric, size],
  );
  const query = useWallQuery(ranking, input);
  const subtitle = query.data ? `按${metricTitle(query.data.metric)}` : undefined;
  return <BoardPanel area={area} title={title} subtitle={subtitle} query={query} rows={rankingRows} emptyText="本学年暂无排名数据" />;
}

/** Teaching metrics a wall ranks teachers by (family `teaching`, level `teacher`). */
export type TeachingMetric = 'score' | 'tasks' | 'recommendations' | 'classesCovered' | 'completionRate' | 'loans';

/** The first `size` teachers by a teaching metric: rank/queryRanking, family `teaching` (the rows of 教学数据排名). */
export function TeacherRankingPanel({ area, title, metric, size }: { area: Area; title: string; metric: TeachingMetric; size: number }) {
  const input = useMemo(() => ({ family: 'teaching' as const, level: 'teacher' as const, metric, size, page: 0 }), [metric, size]);
  const query = useWallQuery(ranking, input);
  // The teachers' `score` is their teaching score (the catalogue's 综合得分 is the reading score).
  const subtitle = metric === 'score' ? '按教学得分（分）' : `按${metricTitle(metric)}`;
  return <BoardPanel area={area} title={title} subtitle={subtitle} query={query} rows={rankingRows} emptyText="本学年暂无教师教学数据" />;
}

// ---------------------------------------------------------------- the schematic map

/** Maps registered with ECharts, by name (a name is a shape: registering it again changes nothing). */
const registeredMaps = new Set<string>();

type Schools = Data<typeof mapLibraryBookData>;
type Regions = Data<typeof mapRegionBookData>;

/** The option of the map: districts coloured by loans per student, schools sized by holdings. */
/**
 * The map's drawing box as the wall lays it out at 1920 × 1080 (the map panel's chart, design px): the least room it
 * has (a taller screen gives it more), for placing the schools' names (pointLabelSides).
 */
const MAP_BOX = { width: 780, height: 600 };

function mapOption(schools: Schools, regions: Regions, map: SchematicMap, tones: WallChartContext['tones']): ChartOption {
  const sites = map.sites;
  const nameOf = new Map(schools.points.map((p) => [p.districtId, p.districtName]));
  const maxVolumes = Math.max(1, ...schools.points.map((p) => p.volumes));
  const perStudent = (p: { loans: number; students: number }) => (p.students > 0 ? p.loans / p.students : 0);
  const short = shortNames(schools.points.map((p) => p.name));
  const size = (p: Schools['points'][number]) => Math.round(10 + 22 * Math.sqrt(p.volumes / maxVolumes));
  const labels = schools.points.length <= 12;
  const sides = labels
    ? pointLabelSides(
        schools.points.map((p) => ({ id: p.id, coord: sites.get(p.id) ?? [0, 0], label: short.get(p.name) ?? p.name, size: size(p) })),
        mapPxPerUnit(map.outline, MAP_BOX.width, MAP_BOX.height),
        WALL_INK.smallFontSize,
      )
    : undefined;
  const top = new Set(
    [...schools.points]
      .sort((a, b) => perStudent(b) - perStudent(a))
      .slice(0, 3)
      .map((p) => p.id),
  );
  return regionMapOption({
    ink: WALL_INK,
    map: map.name,
    valueName: '生均借阅',
    valueFormat: { kind: 'decimal', digits: 1 },
    ramp: tones.mapRamp,
    pointColor: tones.gold,
    highlightColor: tones.green,
    labels: { regions: regions.points.length > 1, points: labels },
    regions: regions.points.map((r) => ({
      name: nameOf.get(r.id) ?? r.name,
      value: r.students > 0 ? r.loans / r.students : null,
      lines: [
        `学校：${formatLarge(r.schools)} 所`,
        `学生：${formatLarge(r.students)} 人`,
        `馆藏：${formatLarge(r.volumes)} 册`,
        `借阅：${formatLarge(r.loans)} 册次`,
        `生均借阅：${formatDecimal(perStudent(r))} 册次/生`,
      ],
    })),
    points: schools.points.map((p) => ({
      name: short.get(p.name) ?? p.name,
      coord: sites.get(p.id) ?? [0, 0],
      size: size(p),
      highlight: top.has(p.id),
      labelSide: sides?.get(p.id),
      lines: [
        `馆藏：${formatLarge(p.volumes)} 册`,
        `借阅：${formatLarge(p.loans)} 册次`,
        `学生：${formatLarge(p.students)} 人`,
        `生均借阅：${formatDecimal(perStudent(p))} 册次/生`,
      ],
    })),
  });
}

function RegionMap({ schools, regions }: { schools: Schools; regions: Regions }) {
  const tones = useWallTones();
  const map = useMemo(() => {
    const built = buildSchematicMap(schools.points.map((p) => ({ id: p.id, x: p.x, y: p.y, region: p.districtName })));
    if (!registeredMaps.has(built.name)) {
      registerChartMap(built.name, built.geoJSON);
      registeredMaps.add(built.name);
    }
    return built;
  }, [schools]);
  const option = useMemo(() => withWallText(mapOption(schools, regions, map, tones)), [schools, regions, map, tones]);
  const top = [...schools.points].sort((a, b) => b.loans / Math.max(1, b.students) - a.loans / Math.max(1, a.students))[0];
  return (
    <div className="srp-wall-map">
      <Chart
        option={option}
        theme="dark"
        height="100%"
        ariaLabel={`区域示意图：${regions.points.length} 个区、${schools.points.length} 所学校${top ? `，生均借阅最高为${top.name}` : ''}`}
      />
      <span className="srp-wall-map__note">示意图（非真实地理）</span>
    </div>
  );
}

/** The district or the city on a schematic map, with its schools (queryMapLibraryBookData, queryMapRegionBookData). */
export function RegionMapPanel({ area = 'map' }: { area?: Area }) {
  const schools = useWallQuery(mapLibraryBookData);
  const regions = useWallQuery(mapRegionBookData);
  const query = combineQueries(schools, regions);
  return (
    <WallPanel
      title="区域分布"
      subtitle="颜色：各区生均借阅 · 圆点：学校，大小为馆藏"
      query={query}
      isEmpty={([s]) => s.points.length === 0}
      emptyText="范围内没有学校"
      className={`${areaClass(area)} srp-wall-map-panel`}
    >
      {([s, r]) => <RegionMap schools={s} regions={r} />}
    </WallPanel>
  );
}
