/** /dashboardmode/teaching — 教学数据: reading tasks, recommendations and completion, by month and subject; the teachers' ranking. */
import { teachingData } from '@/api/contract/teaching';
import type { Data } from '@/api/define';
import { formatDecimal, formatLarge } from '@/utils/format';
import { ChartPanel, NumbersPanel, RingPanel, TeacherRankingPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { ringFor, subjectTasksOption, teachingMonthsOption } from '../wall-options';
import { figureLine, figureNumber, type WallChartContext } from '../wall-parts';
import { metricInfo } from '@/api/ranking-metrics';

const completionRing = (d: Data<typeof teachingData>, { tones }: WallChartContext) =>
  ringFor(d.completionRate, metricInfo('completionRate').label, tones.green);
const activeRing = (d: Data<typeof teachingData>, { tones }: WallChartContext) =>
  ringFor(d.teachers > 0 ? d.activeTeachers / d.teachers : 0, '教师参与率', tones.cyan);

export default function DashboardModeTeachingPage() {
  const teaching = useWallQuery(teachingData);
  const empty = (d: Data<typeof teachingData>) => d.tasks === 0 && d.recommendations === 0;
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <NumbersPanel
        title="教学概况"
        query={teaching}
        isEmpty={(d) => d.teachers === 0}
        emptyText="当前范围内没有教师"
        items={(d) => [
          figureNumber('teachers', d.teachers, { foot: `布置任务 ${formatLarge(d.activeTeachers)} 人` }),
          figureNumber('tasks', d.tasks, { foot: `人均 ${formatDecimal(d.tasksPerTeacher, 1)} 个` }),
          figureNumber('recommendations', d.recommendations),
          figureNumber('classesCovered', d.classesCovered, { foot: `任务班次 ${formatLarge(d.classTasks)}` }),
          { key: 'targets', label: '学生任务', value: d.targets, unit: '人次', foot: `完成 ${formatLarge(d.completed)} 人次` },
          figureNumber('completionRate', d.completionRate),
        ]}
      />
      <ChartPanel
        area="l1"
        title="月度教学"
        subtitle="每月阅读任务、推荐图书与完成率"
        query={teaching}
        build={teachingMonthsOption}
        ariaLabel="每月阅读任务、推荐图书与完成率图"
        isEmpty={empty}
        emptyText="该学年还没有布置阅读任务"
      />
      <ChartPanel
        area="l2"
        title="各学科阅读任务"
        subtitle="任务最多的学科：任务数与完成率"
        query={teaching}
        build={subjectTasksOption}
        ariaLabel="各学科阅读任务数图"
        isEmpty={(d) => d.bySubject.length === 0 || empty(d)}
        emptyText="该学年还没有布置阅读任务"
      />
      <RingPanel
        area="c1"
        title="任务完成"
        subtitle="完成率 = 完成的学生任务 ÷ 布置的学生任务"
        query={teaching}
        rings={[
          { label: metricInfo('completionRate').label, build: completionRing },
          { label: '教师参与率', build: activeRing },
        ]}
        figures={(d) => [
          figureLine('activeTeachers', formatLarge(d.activeTeachers)),
          { label: '人均任务', value: `${formatDecimal(d.tasksPerTeacher, 1)} 个` },
          { label: '完成', value: `${formatLarge(d.completed)} 人次` },
          { label: '未完成', value: `${formatLarge(Math.max(0, d.targets - d.completed))} 人次` },
        ]}
        isEmpty={empty}
        emptyText="该学年还没有布置阅读任务"
      />
      <TeacherRankingPanel area="c2" title="推荐图书最多" metric="recommendations" size={6} />
      <TeacherRankingPanel area="r1" title="教学得分排行" metric="score" size={6} />
      <TeacherRankingPanel area="r2" title="任务完成率排行" metric="completionRate" size={6} />
    </div>
  );
}
