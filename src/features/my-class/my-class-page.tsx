/**
 * /myClass/index — 我的班级 (the teacher role; where a teacher lands): the teacher's classes this month against their
 * grade (participation, books, quizzes, loans), the students of those classes with no reading and no loans in the last
 * N weeks (names for their teacher: never on a wall, no export), each student's year one click away (a drawer, the
 * student in the URL), and the teacher's own reading tasks. Calls: teacher/queryMyClasses, teacher/queryStudentRecord.
 * URL: `month` (the month of the class figures), `weeks` (the quiet window), `student` (the record open).
 */
import { useMemo } from 'react';
import { Button, Col, Row, Select, Tag, theme } from 'antd';
import { myClasses } from '@/api/contract/teacher';
import type { Data } from '@/api/define';
import { metricInfo } from '@/api/ranking-metrics';
import type { MetricKey } from '@/api/metric-catalogue';
import { useSchoolYear } from '@/hooks/school-year';
import { useStatsQuery } from '@/hooks/queries';
import { Chart, useTones, type Tones } from '@/components/chart';
import { monthTrendOption } from '@/components/chart-options/month-trend';
import { KpiGrid } from '@/components/kpi-card';
import { MetricHelp } from '@/components/metric-help';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { Text } from '@/components/text';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { monthLongLabel } from '@/utils/school-calendar';
import { parseId, parseMonth, useUrlFilters } from '@/utils/url-filters';
import { StudentRecordDrawer } from './student-record';
import './my-class.css';

type MyClasses = Data<typeof myClasses>;
type ClassRow = MyClasses['classes'][number];
type QuietRow = MyClasses['inactive'][number];

export const MY_CLASS_PARAMS = { month: 'month', weeks: 'weeks', student: 'student' } as const;
/** The quiet windows offered (weeks); the call's default is the one shown when the URL names none. */
const WEEK_OPTIONS = [2, 4, 8, 12] as const;

/** The figures a class is compared with its grade on. */
const CLASS_FIGURES = [
  'participationRate',
  'booksPerStudent',
  'quizzesPerStudent',
  'loansPerStudent',
] as const satisfies readonly MetricKey[];
type ClassFigure = (typeof CLASS_FIGURES)[number];

function figureText(m: ClassFigure, v: number): string {
  const info = metricInfo(m);
  return info.kind === 'percent' ? formatPercent(v) : `${formatDecimal(v)} ${info.unit}`;
}

/** One class against its grade: each figure, the grade's beside it, ▲/▼ where the class is above or below. */
function ClassCard({ row }: { row: ClassRow }) {
  return (
    <section className="srp-myclass-card" aria-label={`${row.name}与年级对比`}>
      <header className="srp-myclass-card__head">
        <Text strong>{row.name}</Text>
        {row.head && (
          <Tag color="blue" variant="filled">
            班主任
          </Tag>
        )}
        <Text type="secondary" style={{ marginLeft: 'auto', fontSize: 12 }}>
          {row.students} 人 · 年级 {row.gradeFigures.classes} 个班
        </Text>
      </header>
      <dl className="srp-myclass-card__figures">
        {CLASS_FIGURES.map((m) => {
          const own = row[m];
          const grade = row.gradeFigures[m];
          const diff = own - grade;
          const mark = Math.abs(diff) < 1e-9 ? '持平' : diff > 0 ? '▲' : '▼';
          return (
            <div key={m}>
              <dt>
                {metricInfo(m).label}
                <MetricHelp metric={m} />
              </dt>
              <dd>
                <span className="srp-myclass-card__value">{figureText(m, own)}</span>
                <span
                  className={`srp-mark srp-mark--${diff > 0 ? 'up' : diff < 0 ? 'down' : 'flat'}`}
                  aria-label={diff > 0 ? '高于年级' : diff < 0 ? '低于年级' : '与年级持平'}
                >
                  {mark}
                </span>
                <Text type="secondary" className="srp-myclass-card__grade">
                  年级 {figureText(m, grade)}
                </Text>
              </dd>
            </div>
          );
        })}
      </dl>
      <p className="srp-myclass-card__foot">
        <Text type="secondary">近期未读 {row.inactive} 人</Text>
      </p>
    </section>
  );
}

function quietColumns(open: (r: QuietRow) => void): TableColumn<QuietRow>[] {
  const dateText = (v: string | null) => v ?? '无记录';
  return [
    { title: '班级', dataIndex: 'className', width: 110 },
    { title: '座号', dataIndex: 'seat', kind: 'count', width: 64, sortable: true },
    {
      title: '姓名',
      dataIndex: 'name',
      width: 90,
      render: (_v, r) => (
        <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => open(r)}>
          {r.name}
        </Button>
      ),
    },
    {
      title: '最近阅读',
      key: 'lastReadDate',
      value: (r) => r.lastReadDate ?? '',
      render: (_v, r) => dateText(r.lastReadDate),
      sortable: true,
      width: 110,
    },
    {
      title: '最近借阅',
      key: 'lastLoanDate',
      value: (r) => r.lastLoanDate ?? '',
      render: (_v, r) => dateText(r.lastLoanDate),
      sortable: true,
      width: 110,
    },
  ];
}

/** The teacher's tasks by month (bars) and their completion (line). */
function tasksOption(d: MyClasses, tones: Tones, yearId: number | null) {
  return monthTrendOption({
    rows: d.tasks.byMonth,
    yearId,
    axes: [{ unit: metricInfo('tasks').unit }, { kind: 'percent', min: 0, max: 1 }],
    series: [
      { name: metricInfo('tasks').label, type: 'bar', color: tones.primary, barMaxWidth: 18, value: (r) => r.tasks },
      {
        name: metricInfo('completionRate').label,
        type: 'line',
        axis: 1,
        color: tones.accent,
        value: (r) => r.completionRate,
        format: { kind: 'percent' },
      },
    ],
  });
}

export default function MyClassPage() {
  const { params, update } = useUrlFilters();
  const weeksParam = Number(params.get(MY_CLASS_PARAMS.weeks));
  const weeks = (WEEK_OPTIONS as readonly number[]).includes(weeksParam) ? weeksParam : undefined;
  const month = parseMonth(params.get(MY_CLASS_PARAMS.month));
  const query = useStatsQuery(myClasses, { ...(weeks ? { weeks } : {}), ...(month ? { month } : {}) }, { keepWhileFiltering: true });
  const data = query.data;
  const yearId = useSchoolYear();
  const tones = useTones();
  // Below the school's rate: the warning colour (the KPI card darkens it to 3:1 for its large figure).
  const { token } = theme.useToken();
  const studentId = parseId(params.get(MY_CLASS_PARAMS.student));
  const open = (r: QuietRow) => update({ [MY_CLASS_PARAMS.student]: String(r.studentId) }, { push: true });
  const close = () => update({ [MY_CLASS_PARAMS.student]: null });
  const monthOptions = useMemo(
    () => [...(data?.tasks.byMonth ?? [])].reverse().map((m) => ({ value: m.month, label: monthLongLabel(m.month) })),
    [data],
  );
  const teacher = data?.teacher;

  const filters = (
    <>
      <Select<string>
        aria-label="月份"
        style={{ width: 130 }}
        value={data?.month || undefined}
        options={monthOptions}
        onChange={(v) => update({ [MY_CLASS_PARAMS.month]: v === monthOptions[0]?.value ? null : v })}
      />
      <Select<number>
        aria-label="未读时长"
        style={{ width: 120 }}
        value={data?.weeks}
        options={WEEK_OPTIONS.map((w) => ({ value: w, label: `近 ${w} 周` }))}
        onChange={(v) => update({ [MY_CLASS_PARAMS.weeks]: String(v) })}
      />
    </>
  );

  return (
    <StatsPage
      scope={data?.scope}
      filters={filters}
      note={teacher ? `${teacher.name} · ${teacher.subject}教师 · 学生姓名仅本人与本校图书馆可见` : '学生姓名仅任课教师与本校图书馆可见'}
      sectionNav={false}
    >
      <QueryWidget
        title={data?.month ? `${monthLongLabel(data.month)}班级与年级对比` : '班级与年级对比'}
        subtitle="▲ 高于年级，▼ 低于年级"
        query={query}
        isEmpty={(d) => d.classes.length === 0}
        emptyText="本账号没有任教班级"
        height={220}
      >
        {(d) => (
          <Row gutter={[16, 16]}>
            {d.classes.map((c) => (
              <Col key={c.classId} xs={24} lg={12} xxl={8}>
                <ClassCard row={c} />
              </Col>
            ))}
          </Row>
        )}
      </QueryWidget>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <QueryWidget
            title="近期未读学生"
            subtitle={data ? `${data.since} 以来没有阅读也没有借阅；点击姓名查看学年档案` : undefined}
            query={query}
            isEmpty={(d) => d.classes.length === 0}
            emptyText="本账号没有任教班级"
            height={300}
            extra={<MetricHelp metric="quietStudents" />}
          >
            {(d) => (
              <StatTable<QuietRow>
                columns={quietColumns(open)}
                data={d.inactive}
                rowKey="studentId"
                exportFileName={false}
                search={{ column: 'name', placeholder: '搜索学生' }}
                pagination={{ pageSize: 10 }}
                size="small"
                emptyText={`近 ${d.weeks} 周每名学生都有阅读或借阅`}
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={10}>
          <QueryWidget
            title="我的阅读任务"
            subtitle="本学年每月布置的任务与学生完成率"
            className="srp-kpi-panel"
            query={query}
            isEmpty={(d) => d.teacher === null}
            emptyText="本账号没有任教班级"
            height={300}
          >
            {(d) => (
              <>
                <KpiGrid
                  gutter={12}
                  items={[
                    { key: 'tasks', metric: 'tasks', value: d.tasks.tasks, footnote: `布置到学生 ${formatLarge(d.tasks.targets)} 人次` },
                    {
                      key: 'rate',
                      metric: 'completionRate',
                      value: d.tasks.completionRate,
                      formatter: (v) => formatPercent(v),
                      footnote: `全校 ${formatPercent(d.tasks.schoolCompletionRate)}`,
                      color: d.tasks.completionRate < d.tasks.schoolCompletionRate ? token.colorWarning : undefined,
                    },
                  ]}
                />
                {d.tasks.byMonth.length > 0 && (
                  <Chart option={tasksOption(d, tones, yearId)} height={220} ariaLabel="本人每月布置的阅读任务与完成率图" />
                )}
              </>
            )}
          </QueryWidget>
        </Col>
      </Row>

      <StudentRecordDrawer studentId={studentId} onClose={close} />
    </StatsPage>
  );
}
