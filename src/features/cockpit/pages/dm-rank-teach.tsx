/** /dashboardmode/rank_teach — 教师排行: teachers by teaching score, tasks, recommendations, completion, classes covered and their classes' reading. */
import { RankingPanel, TeacherRankingPanel } from '../panels';

export default function DashboardModeTeacherRankPage() {
  return (
    <div className="srp-wall-grid srp-wall-grid--boards">
      <TeacherRankingPanel area="b1" title="教学得分" metric="score" size={10} />
      <TeacherRankingPanel area="b2" title="布置阅读任务" metric="tasks" size={10} />
      <TeacherRankingPanel area="b3" title="推荐图书" metric="recommendations" size={10} />
      <TeacherRankingPanel area="b4" title="任务完成率" metric="completionRate" size={10} />
      <TeacherRankingPanel area="b5" title="覆盖班级" metric="classesCovered" size={10} />
      <RankingPanel area="b6" title="所教班级阅读" family="teacher" level="teacher" size={10} />
    </div>
  );
}
