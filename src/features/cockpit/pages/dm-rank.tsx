/** /dashboardmode/rank — 排行: classes and students by overall score, participation, loans and expression (students masked). */
import { RankingPanel } from '../panels';

export default function DashboardModeRankPage() {
  return (
    <div className="srp-wall-grid srp-wall-grid--boards">
      <RankingPanel area="b1" title="班级综合排名" family="overall" level="class" size={10} />
      <RankingPanel area="b2" title="班级阅读参与" family="participation" level="class" size={10} />
      <RankingPanel area="b3" title="班级借阅排行" family="circulation" level="class" metric="loansPerStudent" size={10} />
      <RankingPanel area="b4" title="阅读之星" family="participation" level="student" metric="booksRead" size={10} />
      <RankingPanel area="b5" title="借阅之星" family="circulation" level="student" size={10} />
      <RankingPanel area="b6" title="表达之星" family="expression" level="student" size={10} />
    </div>
  );
}
