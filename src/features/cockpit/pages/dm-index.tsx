/** /dashboardmode/index — 首页: the school's headline figures, loans and reading over the year, live loans, top readers. */
import { useMemo } from 'react';
import { bookCirculation, globalData, loanLibrary, monthlyActive, readerRankings } from '@/api/contract/overview';
import type { Data } from '@/api/define';
import { spansSchools } from '@/hooks/scope';
import { formatLarge } from '@/utils/format';
import { maskName } from '@/utils/mask-name';
import { BasicNumbersPanel, BoardPanel, ChartPanel, LoanFeedPanel, RingPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { circulationTrendOption, groupLoansOption, monthlyActiveOption, ringFor } from '../wall-options';
import { placeText, shortNames } from '../wall-labels';
import { figureLine, type RankRow, type WallChartContext } from '../wall-parts';
import { metricInfo } from '@/api/ranking-metrics';

/** A board in a panel of the standard grid: at most seven rows of the type scale's row size. */
const READERS = 7;

const participationRing = (d: Data<typeof globalData>, { tones }: WallChartContext) =>
  ringFor(d.participationRate, metricInfo('participationRate').label, tones.cyan);
const accuracyRing = (d: Data<typeof globalData>, { tones }: WallChartContext) =>
  ringFor(d.accuracy, metricInfo('accuracy').label, tones.green);

function readerRows(d: Data<typeof readerRankings>): RankRow[] {
  const withSchool = spansSchools(d.scope.level);
  const short = shortNames(d.rows.map((r) => r.schoolName));
  return d.rows.map((r) => ({
    key: r.readerId,
    rank: r.rank,
    name: maskName(r.name),
    sub: placeText(r.className, withSchool ? short.get(r.schoolName) : undefined),
    value: r.loans,
    text: `${formatLarge(r.loans)} 册次`,
  }));
}

export default function DashboardModeIndexPage() {
  const circulation = useWallQuery(bookCirculation);
  const groups = useWallQuery(loanLibrary);
  const reading = useWallQuery(globalData);
  const active = useWallQuery(monthlyActive);
  const readersInput = useMemo(() => ({ limit: READERS }), []);
  const readers = useWallQuery(readerRankings, readersInput);
  const withSchool = spansSchools(circulation.data?.scope.level);
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <BasicNumbersPanel />
      <ChartPanel
        area="l1"
        title="借阅趋势"
        subtitle="每月借出、归还与借阅人数"
        query={circulation}
        build={circulationTrendOption}
        ariaLabel="每月借出、归还与借阅人数图"
        isEmpty={(d) => d.rows.every((r) => r.loans === 0 && r.returns === 0)}
        emptyText="该学年还没有借还记录"
      />
      <ChartPanel
        area="l2"
        title={groups.data?.groupBy === 'grade' ? '各年级借阅' : groups.data?.groupBy === 'district' ? '各区借阅' : '各学校借阅'}
        subtitle="借阅量与生均借阅"
        query={groups}
        build={groupLoansOption}
        ariaLabel="分组借阅量图"
        isEmpty={(d) => d.rows.every((r) => r.loans === 0)}
        emptyText="该学年暂无借阅记录"
      />
      <RingPanel
        area="c1"
        title="阅读平台"
        subtitle="参与率 = 有阅读的学生 ÷ 在籍学生"
        query={reading}
        rings={[
          { label: metricInfo('participationRate').label, build: participationRing },
          { label: metricInfo('accuracy').label, build: accuracyRing },
        ]}
        figures={(d) => [
          figureLine('booksRead', formatLarge(d.booksRead)),
          figureLine('wordsRead', formatLarge(d.wordsRead)),
          figureLine('quizzes', formatLarge(d.quizzes)),
          figureLine('participants', formatLarge(d.participants)),
        ]}
        isEmpty={(d) => d.participants === 0 && d.booksRead === 0}
        emptyText="该学年阅读平台暂无记录"
      />
      <ChartPanel
        area="c2"
        title="月活跃读者"
        subtitle="活跃率 = 活跃读者 ÷ 在籍学生"
        query={active}
        build={monthlyActiveOption}
        ariaLabel="每月活跃读者与活跃率图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="该学年阅读平台还没有活跃读者"
      />
      <LoanFeedPanel area="r1" withSchool={withSchool} />
      <BoardPanel
        area="r2"
        title="读者借阅排行"
        subtitle={`本学年前 ${READERS} 名学生`}
        query={readers}
        rows={readerRows}
        emptyText="该学年还没有学生借阅记录"
      />
    </div>
  );
}
