/**
 * /teaching/index (教学数据): how teachers use reading in teaching — tasks assigned, books recommended,
 * classes covered, completion rate — by month, by grade and by subject, and the teachers themselves.
 *
 * The teaching calls get libraryId (library-view mode) but no campusId (docs/api.md), so this page has no
 * campus switcher. The teacher table is the generic ranking (family `teaching`, level `teacher`: the same rows
 * as 教学数据排名); its filters live in the URL (`subject`, `metric`).
 */
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Col, Row, Select, Space, Typography } from 'antd';
import { RANKING_FAMILY_COLUMNS, ranking } from '@/api/contract/ranking';
import { teachingData } from '@/api/contract/teaching';
import type { Data } from '@/api/define';
import { useCompareQuery, useStatsQuery } from '@/hooks/queries';
import { metricInfo } from '@/api/ranking-metrics';
import { YEAR_PARAM, useSchoolYear } from '@/hooks/school-year';
import { spansSchools } from '@/hooks/scope';
import { Chart, useTones } from '@/components/chart';
import { comboOption } from '@/components/chart-options/combo';
import { monthTrendOption } from '@/components/chart-options/month-trend';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { metricColumn } from '@/components/metric-column';
import { QueryWidget } from '@/components/widget';
import type { Tones } from '@/components/chart';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { parseEnum, useUrlFilters } from '@/utils/url-filters';

/** URL query names of the teacher table's filters. */
export const TEACHING_PARAMS = { subject: 'subject', metric: 'metric' } as const;

/** Teachers the table asks for (the full ranking is the 教学数据排名 page). */
export const TEACHER_LIMIT = 100;

const CHART_HEIGHT = 320;

type Teaching = Data<typeof teachingData>;
type TeacherRow = Data<typeof ranking>['rows'][number];
/** The teaching family's columns; the first (教学得分) is the default order. */
const TEACHER_METRICS = RANKING_FAMILY_COLUMNS.teaching;
type TeacherMetric = (typeof TEACHER_METRICS)[number];

const metricLabel = (m: TeacherMetric) => metricInfo(m, 'teaching').label;

function teacherColumns(withSchool: boolean): TableColumn<TeacherRow>[] {
  return [
    { title: '排名', dataIndex: 'rank', kind: 'rank', width: 72, sortable: false },
    { title: '教师', dataIndex: 'name', width: 84 },
    { title: '学科', dataIndex: 'subject', width: 90 },
    ...(withSchool ? [{ title: '学校', dataIndex: 'schoolName', width: 150, ellipsis: true } as TableColumn<TeacherRow>] : []),
    // The ranked figure first, so that it is in view on a narrow screen; the parts of it after.
    ...TEACHER_METRICS.map((m) => metricColumn<TeacherRow>(m, m, { family: 'teaching' })),
  ];
}

const taskSeries = (tones: Tones) =>
  [
    { name: metricInfo('tasks').label, type: 'bar' as const, color: tones.primary, barMaxWidth: 18 },
    { name: metricInfo('recommendations').label, type: 'bar' as const, color: tones.light, barMaxWidth: 18 },
  ] as const;

/** 月度教学: tasks and recommendations per month (bars), completion rate (line, right axis). */
function monthOption(d: Teaching, tones: Tones, yearId: number | null) {
  const [tasks, recs] = taskSeries(tones);
  return monthTrendOption({
    rows: d.byMonth,
    yearId,
    axes: [{ unit: '个' }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      { ...tasks, value: (r) => r.tasks },
      { ...recs, value: (r) => r.recommendations, format: { unit: metricInfo('recommendations').unit } },
      {
        name: metricInfo('completionRate').label,
        type: 'line',
        axis: 1,
        value: (r) => r.completionRate,
        color: tones.accent,
        format: { kind: 'percent' },
      },
    ],
  });
}

/** 分年级教学: the same by grade. */
function gradeOption(d: Teaching, tones: Tones) {
  const [tasks, recs] = taskSeries(tones);
  return comboOption({
    categories: d.byGrade.map((g) => g.gradeName),
    axes: [{ unit: '个' }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      { ...tasks, data: d.byGrade.map((g) => g.tasks) },
      { ...recs, data: d.byGrade.map((g) => g.recommendations), format: { unit: metricInfo('recommendations').unit } },
      {
        name: metricInfo('completionRate').label,
        type: 'line',
        axis: 1,
        data: d.byGrade.map((g) => g.completionRate),
        color: tones.accent,
        format: { kind: 'percent' },
      },
    ],
    tooltip: (i) => {
      const g = d.byGrade[i];
      return g
        ? {
            title: g.gradeName,
            lines: [
              `班级：${g.classes} 个，任课教师 ${g.teachers} 名`,
              `阅读任务：${formatLarge(g.tasks)} 个`,
              `推荐图书：${formatLarge(g.recommendations)} 本`,
              `任务完成率：${formatPercent(g.completionRate)}`,
            ],
          }
        : null;
    },
  });
}

/** 分学科教学: tasks and recommendations per subject (most tasks first), completion rate on the right axis. */
function subjectOption(d: Teaching, tones: Tones) {
  const rows = d.bySubject;
  const [tasks, recs] = taskSeries(tones);
  return comboOption({
    categories: rows.map((s) => s.subject),
    categoryAxis: { rotateAbove: 16 },
    axes: [{ unit: '个' }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      { ...tasks, data: rows.map((s) => s.tasks), label: true },
      { ...recs, data: rows.map((s) => s.recommendations), format: { unit: metricInfo('recommendations').unit } },
      // A subject without tasks has no completion rate: a gap, not 0 %.
      {
        name: metricInfo('completionRate').label,
        type: 'line',
        axis: 1,
        data: rows.map((s) => (s.tasks > 0 ? s.completionRate : null)),
        color: tones.accent,
        format: { kind: 'percent' },
      },
    ],
    tooltip: (i) => {
      const s = rows[i];
      return s
        ? {
            title: s.subject,
            lines: [
              `教师：${s.teachers} 名（布置任务 ${s.activeTeachers} 名）`,
              `阅读任务：${formatLarge(s.tasks)} 个`,
              `推荐图书：${formatLarge(s.recommendations)} 本`,
              s.tasks > 0 ? `任务完成率：${formatPercent(s.completionRate)}` : '本期未布置阅读任务',
            ],
          }
        : null;
    },
  });
}

export default function TeachingPage() {
  const tones = useTones();
  const yearId = useSchoolYear();
  const { params, update } = useUrlFilters();
  const metric: TeacherMetric = parseEnum(params.get(TEACHING_PARAMS.metric), TEACHER_METRICS) ?? 'score';

  const teaching = useStatsQuery(teachingData);

  const teachingBefore = useCompareQuery(teachingData);
  const subjects = useMemo(() => teaching.data?.bySubject.map((s) => s.subject) ?? [], [teaching.data]);
  const rawSubject = params.get(TEACHING_PARAMS.subject);
  // A subject the scope has (once known); anything else in the URL is not set.
  const subject =
    rawSubject && rawSubject.length <= 20 && (subjects.length === 0 || subjects.includes(rawSubject)) ? rawSubject : undefined;
  const teachers = useStatsQuery(
    ranking,
    { family: 'teaching', level: 'teacher', metric, subject, size: TEACHER_LIMIT },
    // The school's teachers, as the page's other widgets (teaching/ calls are not narrowed to a campus).
    { keepWhileFiltering: true, schoolWide: true },
  );

  const scope = teaching.data?.scope ?? teachers.data?.scope;
  const withSchool = spansSchools(scope?.level);

  const tableFilters = (
    <Space wrap size={8}>
      <Select<string>
        aria-label="学科"
        allowClear
        placeholder="全部学科"
        style={{ width: 130 }}
        value={subject}
        options={subjects.map((s) => ({ value: s, label: s }))}
        onChange={(v) => update({ [TEACHING_PARAMS.subject]: v ?? null })}
      />
      <Select<TeacherMetric>
        aria-label="排序指标"
        style={{ width: 150 }}
        value={metric}
        options={TEACHER_METRICS.map((m) => ({ value: m, label: `按${metricLabel(m)}` }))}
        onChange={(v) => update({ [TEACHING_PARAMS.metric]: v === 'score' ? null : v })}
      />
    </Space>
  );

  return (
    <StatsPage scope={scope} note="任务完成率 = 学生完成的阅读任务 ÷ 布置给学生的阅读任务">
      <KpiPanel
        title="教学概况"
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={170}
        query={teaching}
        compare={teachingBefore}
        isEmpty={(d) => d.teachers === 0}
        emptyText="该范围没有教师"
        items={(d, p) => [
          {
            key: 'tasks',
            metric: 'tasks',
            value: d.tasks,
            previous: p?.tasks,
            footnote: `${metricInfo('tasksPerTeacher').label} ${formatDecimal(d.tasksPerTeacher)} ${metricInfo('tasksPerTeacher').unit}`,
          },
          { key: 'recommendations', metric: 'recommendations', value: d.recommendations, previous: p?.recommendations },
          {
            key: 'classes',
            metric: 'classesCovered',
            value: d.classesCovered,
            previous: p?.classesCovered,
            footnote: `${metricInfo('classTasks').label} ${formatLarge(d.classTasks)}`,
          },
          {
            key: 'completion',
            metric: 'completionRate',
            value: d.completionRate,
            previous: p?.completionRate,
            formatter: (v) => formatPercent(v),
            footnote: `完成 ${formatLarge(d.completed)} / 布置 ${formatLarge(d.targets)} 人次`,
          },
          {
            key: 'teachers',
            metric: 'activeTeachers',
            value: d.activeTeachers,
            previous: p?.activeTeachers,
            footnote: `共 ${formatLarge(d.teachers)} 名教师 · ${formatPercent(d.teachers > 0 ? d.activeTeachers / d.teachers : 0)}`,
          },
        ]}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="月度教学"
            subtitle="每月布置的阅读任务、推荐图书与任务完成率"
            query={teaching}
            isEmpty={(d) => d.byMonth.length === 0 || d.tasks === 0}
            emptyText="该学年暂无阅读任务"
            height={CHART_HEIGHT}
          >
            {(d) => <Chart option={monthOption(d, tones, yearId)} height={CHART_HEIGHT} ariaLabel="每月阅读任务、推荐图书与任务完成率图" />}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="分年级教学"
            subtitle="教师的任务按任教班级分到各年级"
            query={teaching}
            isEmpty={(d) => d.byGrade.length === 0 || d.tasks === 0}
            emptyText="该学年暂无阅读任务"
            height={CHART_HEIGHT}
          >
            {(d) => <Chart option={gradeOption(d, tones)} height={CHART_HEIGHT} ariaLabel="各年级阅读任务、推荐图书与任务完成率图" />}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title="分学科教学"
        subtitle="各学科布置的阅读任务、推荐图书与任务完成率"
        query={teaching}
        isEmpty={(d) => d.bySubject.length === 0 || d.tasks === 0}
        emptyText="该学年暂无阅读任务"
        height={CHART_HEIGHT}
      >
        {(d) => <Chart option={subjectOption(d, tones)} height={CHART_HEIGHT} ariaLabel="各学科阅读任务、推荐图书与任务完成率图" />}
      </QueryWidget>

      <QueryWidget
        title="教师教学情况"
        subtitle={
          teachers.data
            ? `共 ${teachers.data.total} 名教师，按${metricLabel(metric)}排序${teachers.data.total > TEACHER_LIMIT ? `，显示前 ${TEACHER_LIMIT} 名` : ''}`
            : undefined
        }
        extra={tableFilters}
        query={teachers}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={subject ? `没有${subject}教师` : '该范围没有教师'}
        height={240}
      >
        {(d) => (
          <>
            {d.total > TEACHER_LIMIT && (
              <Typography.Paragraph type="secondary" style={{ marginTop: -4 }}>
                完整排名见
                <Link to={{ pathname: '/teaching/teachingDataRanking', search: yearId != null ? `?${YEAR_PARAM}=${yearId}` : '' }}>
                  教学数据排名
                </Link>
                。
              </Typography.Paragraph>
            )}
            <StatTable<TeacherRow>
              columns={teacherColumns(withSchool)}
              data={d.rows}
              rowKey="id"
              search={{ column: 'name', placeholder: '搜索教师' }}
              exportFileName="教师教学情况"
              size="small"
            />
          </>
        )}
      </QueryWidget>
    </StatsPage>
  );
}
