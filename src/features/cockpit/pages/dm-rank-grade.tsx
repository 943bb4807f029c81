/** /dashboardmode/rank_grade — 年级排行: the grades by overall score, participation, quiz accuracy, expression, interaction and loans. */
import { RankingPanel } from '../panels';

export default function DashboardModeGradeRankPage() {
  return (
    <div className="srp-wall-grid srp-wall-grid--boards">
      <RankingPanel area="b1" title="年级综合排名" family="overall" level="grade" size={10} />
      <RankingPanel area="b2" title="年级阅读参与" family="participation" level="grade" size={10} />
      <RankingPanel area="b3" title="年级测验正确率" family="qualityAccuracy" level="grade" size={10} />
      <RankingPanel area="b4" title="年级多元表达" family="expression" level="grade" size={10} />
      <RankingPanel area="b5" title="年级阅读互动" family="interaction" level="grade" size={10} />
      <RankingPanel area="b6" title="年级借阅排行" family="circulation" level="grade" metric="loansPerStudent" size={10} />
    </div>
  );
}
