/**
 * /dataReport/index (阅读数据): the reading platform of the scope — KPIs, monthly participation against the
 * year before, reading and reading quality by grade, multiple expression and interaction by type, the
 * category balance of what students borrowed, and the units one level down (a city's districts, a district's
 * schools, a school's campuses), whose rows open that unit.
 *
 * Scope: the session (libraryId in library-view mode; campusId from the campus switcher, kept in the URL as
 * `campus`, see CampusScope) and, for a city user, a district opened from the table (`district` in the URL,
 * sent as districtId). Every figure comes from the reading-data calls (docs/pages.md, /dataReport/index).
 */
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button, Col, Row, Tag, Typography } from 'antd';
import { Hint } from '@/components/hint';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { call } from '@/api/client';
import { readingByUnit } from '@/api/contract/reading';
import { expressionTypes, interactionTypes, readingByGrade, readingOverview, readingTrend } from '@/api/contract/reading';
import { campusContrast } from '@/api/contract/campus-contrast';
import { categoryBalance } from '@/api/contract/verify';
import type { Data } from '@/api/define';
import { useCompareQuery, useScopeKey, useStatsQuery } from '@/hooks/queries';
import { metricInfo } from '@/api/ranking-metrics';
import { useSchoolYear } from '@/hooks/school-year';
import { SCOPE_PARAMS, scopedLink } from '@/hooks/scope';
import { CampusScope, CampusSelect, CAMPUS_PARAM, useSchoolCampuses } from '@/components/campus-select';
import { Chart, useTones } from '@/components/chart';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import { metricColumn } from '@/components/metric-column';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { useSession } from '@/stores/session';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { schoolYearName, semesterName } from '@/utils/school-calendar';
import { parseId, useUrlFilters } from '@/utils/url-filters';
import { balanceOption, gradeQualityOption, gradeReadingOption, participationCompareOption, typeShareOption } from './charts';

/** URL query name of the district a city user opened from the table. */
export const DISTRICT_PARAM = 'district';

const CHART_HEIGHT = 320;

type UnitKind = 'region' | 'school' | 'campus';
const UNIT_WORD: Record<UnitKind, string> = { region: '区', school: '学校', campus: '校区' };

/** A row of the comparison table: a district, a school or a campus (reading/queryReadingByUnit or campus contrast). */
interface UnitRow {
  id: number;
  name: string;
  selected: boolean;
  participants: number;
  participationRate: number;
  booksRead: number;
  booksPerStudent: number;
  quizzes: number;
  accuracy: number;
  expressions: number;
  interactions: number;
}

type ReadingUnit = Data<typeof readingByUnit>['rows'][number] | Data<typeof campusContrast>['rows'][number];

function unitRow(id: number, r: ReadingUnit, selected: number | null): UnitRow {
  return {
    id,
    name: r.name,
    selected: selected !== null && id === selected,
    participants: r.participants,
    participationRate: r.participationRate,
    booksRead: r.booksRead,
    booksPerStudent: r.booksPerStudent,
    quizzes: r.quizzes,
    accuracy: r.accuracy,
    expressions: r.expressions,
    interactions: r.interactions,
  };
}

function unitColumns(kind: UnitKind, open: (row: UnitRow) => void): TableColumn<UnitRow>[] {
  const word = UNIT_WORD[kind];
  return [
    {
      title: word,
      dataIndex: 'name',
      width: 170,
      render: (_v, row) => (
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <Hint title={`查看${row.name}的阅读数据`}>
            <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => open(row)}>
              {row.name}
            </Button>
          </Hint>
          {row.selected && (
            <Tag color="blue" variant="filled" style={{ marginInlineEnd: 0 }}>
              当前
            </Tag>
          )}
        </span>
      ),
    },
    metricColumn<UnitRow>('participants', 'participants'),
    metricColumn<UnitRow>('participationRate', 'participationRate'),
    metricColumn<UnitRow>('booksRead', 'booksRead'),
    metricColumn<UnitRow>('booksPerStudent', 'booksPerStudent'),
    metricColumn<UnitRow>('quizzes', 'quizzes'),
    metricColumn<UnitRow>('accuracy', 'accuracy'),
    metricColumn<UnitRow>('expressions', 'expressions'),
    metricColumn<UnitRow>('interactions', 'interactions'),
  ];
}

/** The district a city user opened (`district` in the URL); nothing for other users. */
function useDistrictDrill() {
  const { params, update } = useUrlFilters();
  const city = useSession((s) => s.roleType?.userType === 'CITY' && !s.curLibrary);
  const districtId = city ? parseId(params.get(DISTRICT_PARAM)) : undefined;
  const input = useMemo(() => (districtId !== undefined ? { districtId } : {}), [districtId]);
  return { city, districtId, input, update };
}

/**
 * The reading trend of the page's school year and of the year before, as one widget state (both or an error).
 * Same scope key as every statistics query: another school or campus is another query.
 */
function useTrendYears(input: { districtId?: number }) {
  const yearId = useSchoolYear();
  const scope = useScopeKey();
  const signedIn = useSession((s) => !!s.token);
  return useQuery({
    queryKey: [readingTrend.id, 'two-years', { ...input, yearId }, scope],
    queryFn: async ({ signal }) => {
      const current = yearId ?? 0;
      const [cur, prev] = await Promise.all([
        call(readingTrend, { ...input, yearId: current }, signal),
        call(readingTrend, { ...input, yearId: current - 1 }, signal),
      ]);
      return { current: { name: schoolYearName(current), data: cur }, previous: { name: schoolYearName(current - 1), data: prev } };
    },
    enabled: yearId != null && signedIn,
  });
}

function DataReport() {
  const tones = useTones();
  const { city, districtId, input, update } = useDistrictDrill();
  const location = useLocation();
  const navigate = useNavigate();
  const campusId = useSession((s) => s.curCampusId);
  const { schoolScope, campuses } = useSchoolCampuses();
  const multiCampus = schoolScope && campuses.length > 1;

  const overview = useStatsQuery(readingOverview, input);

  const overviewBefore = useCompareQuery(readingOverview, input);
  const years = useTrendYears(input);
  const grades = useStatsQuery(readingByGrade, input);
  const expressions = useStatsQuery(expressionTypes, input);
  const interactions = useStatsQuery(interactionTypes, input);
  const balance = useStatsQuery(categoryBalance, input);
  const units = useStatsQuery(readingByUnit, input, { enabled: !schoolScope });
  const contrast = useStatsQuery(campusContrast, input, { enabled: multiCampus });

  const scope = overview.data?.scope ?? grades.data?.scope;
  const kind: UnitKind = schoolScope ? 'campus' : (units.data?.level ?? (city && districtId === undefined ? 'region' : 'school'));
  const word = UNIT_WORD[kind];

  const openUnit = (row: UnitRow) => {
    // A district or a campus opened from the table is a change of scope: a history entry, Back returns.
    if (kind === 'region') update({ [DISTRICT_PARAM]: String(row.id) }, { push: true });
    else if (kind === 'campus') update({ [CAMPUS_PARAM]: String(row.id) }, { push: true });
    else {
      // A school: the library view of that school (as the navbar switcher does), this page, a new history
      // entry (Back returns to the district's or the city's view).
      const params = new URLSearchParams(location.search);
      params.delete(DISTRICT_PARAM);
      navigate(scopedLink(`${location.pathname}?${params.toString()}`, location.search, { [SCOPE_PARAMS.library]: String(row.id) }));
    }
  };

  const filters = (
    <>
      {city && districtId !== undefined && (
        <Button icon={<ArrowLeftOutlined />} onClick={() => update({ [DISTRICT_PARAM]: null }, { push: true })}>
          返回全市
        </Button>
      )}
      <CampusSelect />
    </>
  );

  const unitTable = (rows: UnitRow[]) => (
    <StatTable<UnitRow>
      columns={unitColumns(kind, openUnit)}
      data={rows}
      rowKey="id"
      search={rows.length > 6 ? { column: 'name', placeholder: `搜索${word}` } : undefined}
      exportFileName={`各${word}阅读对比`}
      pagination={rows.length > 10 ? { pageSize: 10 } : false}
      size="small"
    />
  );

  return (
    <StatsPage
      scope={scope}
      note="参与率 = 阅读平台参与人数 ÷ 在籍学生（首页的活跃率另计：有任何平台活动的学生 ÷ 在籍学生）"
      filters={filters}
    >
      <KpiPanel
        title="阅读概况"
        // The tiles' height at 1366 px: the charts under them do not move when they come.
        height={392}
        query={overview}
        compare={overviewBefore}
        isEmpty={(d) => d.students === 0 || (d.participants === 0 && d.booksRead === 0)}
        emptyText="该学年暂无阅读平台数据"
        items={(d, p) => [
          {
            key: 'participants',
            metric: 'participants',
            value: d.participants,
            previous: p?.participants,
            footnote: `参与率 ${formatPercent(d.participationRate)} · 学生 ${formatLarge(d.students)}人`,
            goalFigure: { metric: 'participationRate', value: d.participationRate },
          },
          {
            key: 'books',
            metric: 'booksRead',
            value: d.booksRead,
            previous: p?.booksRead,
            footnote: `人均 ${formatDecimal(d.booksPerStudent)} 本/生`,
            goalFigure: { metric: 'booksPerStudent', value: d.booksPerStudent },
          },
          {
            key: 'words',
            metric: 'wordsRead',
            value: d.wordsRead,
            previous: p?.wordsRead,
            footnote: `人均 ${formatLarge(d.wordsPerStudent)} 字/生`,
          },
          {
            key: 'minutes',
            metric: 'minutes',
            value: d.minutes,
            previous: p?.minutes,
            footnote: `人均 ${formatDecimal(d.minutesPerStudent, 1)} 分钟/生`,
          },
          {
            key: 'quizzes',
            metric: 'quizzes',
            value: d.quizzes,
            previous: p?.quizzes,
            footnote: `答题 ${formatLarge(d.questions)} 题`,
          },
          {
            key: 'accuracy',
            metric: 'accuracy',
            value: d.accuracy,
            previous: p?.accuracy,
            formatter: (v) => formatPercent(v),
            footnote: `答对 ${formatLarge(d.correct)} 题`,
          },
          {
            key: 'expressions',
            metric: 'expressions',
            value: d.expressions,
            previous: p?.expressions,
            footnote: '读书笔记、书评、朗读、绘画',
          },
          {
            key: 'interactions',
            metric: 'interactions',
            value: d.interactions,
            previous: p?.interactions,
            footnote: '点赞、评论、分享',
          },
        ]}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <QueryWidget
            title="月度参与"
            subtitle={years.data ? `${years.data.current.name}与${years.data.previous.name}每月参与率` : '本学年与上学年每月参与率'}
            query={years}
            isEmpty={(d) => d.current.data.rows.length === 0 && d.previous.data.rows.length === 0}
            emptyText="本学年和上学年都没有阅读平台数据"
            height={CHART_HEIGHT}
          >
            {(d) => (
              <Chart option={participationCompareOption(d, tones)} height={CHART_HEIGHT} ariaLabel="本学年与上学年每月参与率折线图" />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={10}>
          <QueryWidget
            title="分年级阅读"
            subtitle="人均阅读本数与字数"
            query={grades}
            isEmpty={(d) => d.rows.length === 0}
            emptyText="暂无分年级阅读数据"
            height={CHART_HEIGHT}
          >
            {(d) => <Chart option={gradeReadingOption(d, tones)} height={CHART_HEIGHT} ariaLabel="各年级人均阅读本数与字数图" />}
          </QueryWidget>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="分年级阅读质量"
            subtitle="测验次数与正确率"
            query={grades}
            isEmpty={(d) => d.rows.length === 0 || d.rows.every((r) => r.quizzes === 0)}
            emptyText="该学年暂无阅读测验"
            height={CHART_HEIGHT}
          >
            {(d) => <Chart option={gradeQualityOption(d, tones)} height={CHART_HEIGHT} ariaLabel="各年级测验次数与正确率图" />}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="阅读分类均衡"
            subtitle={
              balance.data?.semesterId != null
                ? `${semesterName(balance.data.semesterId)}学生借阅 · 均衡指数 ${formatDecimal(balance.data.reading.balanceIndex, 1)}`
                : '学生借阅的中图法分类与推荐结构'
            }
            query={balance}
            isEmpty={(d) => d.test === null || d.reading.rows.every((r) => r.count === 0)}
            emptyText="该学年暂无测评学期的学生借阅记录"
            height={CHART_HEIGHT}
          >
            {(d) => <Chart option={balanceOption(d, tones)} height={CHART_HEIGHT} ariaLabel="学生借阅中图法分类占比与推荐占比柱状图" />}
          </QueryWidget>
        </Col>
      </Row>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="多元表达"
            subtitle="按类型"
            query={expressions}
            isEmpty={(d) => d.total === 0}
            emptyText="该学年暂无多元表达"
            height={280}
          >
            {(d) => (
              <Chart
                option={typeShareOption(d, metricInfo('expressions').unit, '多元表达（次）')}
                height={280}
                ariaLabel="多元表达各类型占比环形图"
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="互动"
            subtitle="按类型"
            query={interactions}
            isEmpty={(d) => d.total === 0}
            emptyText="该学年暂无互动"
            height={280}
          >
            {(d) => (
              <Chart
                option={typeShareOption(d, metricInfo('interactions').unit, '互动（次）')}
                height={280}
                ariaLabel="互动各类型占比环形图"
              />
            )}
          </QueryWidget>
        </Col>
      </Row>

      {!schoolScope && (
        <QueryWidget
          title={`各${word}阅读对比`}
          subtitle={`点击${word}名称查看该${word}`}
          query={units}
          isEmpty={(d) => d.rows.length === 0}
          emptyText={`暂无各${word}阅读数据`}
          height={240}
        >
          {(d) => unitTable(d.rows.map((r) => unitRow(r.id, r, null)))}
        </QueryWidget>
      )}
      {multiCampus && (
        <QueryWidget
          title="各校区阅读对比"
          subtitle="点击校区名称只看该校区"
          query={contrast}
          isEmpty={(d) => d.rows.length === 0}
          emptyText="暂无各校区阅读数据"
          height={200}
        >
          {(d) => (
            <>
              {campusId !== null && (
                <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
                  校区对比始终包括全校各校区；“当前”为所选校区。
                </Typography.Paragraph>
              )}
              {unitTable(d.rows.map((r) => unitRow(r.campusId, r, d.selectedCampusId)))}
            </>
          )}
        </QueryWidget>
      )}
    </StatsPage>
  );
}

export default function DataReportPage() {
  return (
    <CampusScope>
      <DataReport />
    </CampusScope>
  );
}
