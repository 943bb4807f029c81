/** /ndb/assessment — 阅读测评: the latest assessment: participation, score bands, ability dimensions, words read, balance, units by score. */
import { categoryBalance, gradeReadWords, powerDimension, verifyTotal } from '@/api/contract/verify';
import type { Data } from '@/api/define';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { BoardPanel, ChartPanel, NumbersPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { balanceOption, bandsOption, gradeWordsOption, powerRadarOption } from '../wall-options';
import { shortNames } from '../wall-labels';
import type { RankRow } from '../wall-parts';
import { rankAt } from '@/utils/rank';

const GROUP_TITLE = { school: '各学校平均分', grade: '各年级平均分', class: '各班级平均分' } as const;

function groupRows(d: Data<typeof verifyTotal>): RankRow[] {
  const short = shortNames(d.groups.map((g) => g.name));
  return (
    [...d.groups]
      .filter((g) => g.tested > 0)
      .sort((a, b) => b.averageScore - a.averageScore)
      // Seven rows: what a board in a panel of the standard grid holds at the type scale's row size.
      .slice(0, 7)
      .map((g, i, list) => ({
        key: g.id,
        rank: rankAt(list, i, (x) => x.averageScore),
        name: short.get(g.name) ?? g.name,
        sub: `参测 ${formatLarge(g.tested)} 人`,
        value: g.averageScore,
        text: `${formatDecimal(g.averageScore, 1)} 分`,
      }))
  );
}

function dimensionRows(d: Data<typeof powerDimension>): RankRow[] {
  if (d.tested === 0) return [];
  return [...d.dimensions]
    .sort((a, b) => b.score - a.score)
    .map((x, i, list) => ({
      key: x.key,
      rank: rankAt(list, i, (y) => y.score),
      name: x.name,
      value: x.score,
      text: `${formatDecimal(x.score, 1)} 分`,
    }));
}

export default function NdbAssessmentPage() {
  const total = useWallQuery(verifyTotal);
  const power = useWallQuery(powerDimension);
  const words = useWallQuery(gradeReadWords);
  const balance = useWallQuery(categoryBalance);
  const testName = total.data?.test?.name;
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <NumbersPanel
        title="测评概况"
        subtitle={testName}
        query={total}
        isEmpty={(d) => d.test === null || d.tested === 0}
        emptyText="该学年还没有测评数据"
        items={(d) => [
          { key: 'students', label: '应测人数', value: d.students, unit: '人' },
          { key: 'tested', label: '实测人数', value: d.tested, unit: '人' },
          { key: 'participationRate', label: '参测率', value: d.participationRate, format: { kind: 'percent' } },
          { key: 'averageScore', label: '平均分', value: d.averageScore, format: { kind: 'decimal', digits: 1 }, unit: '分' },
          ...d.bands
            .filter((b) => b.key === 'excellent' || b.key === 'improve')
            .map((b) => ({
              key: b.key,
              label: `${b.name}率`,
              value: b.share,
              format: { kind: 'percent' as const },
              foot: `${formatLarge(b.count)} 人`,
            })),
        ]}
      />
      <ChartPanel
        area="l1"
        title="分数段分布"
        subtitle="优秀 85+ · 良好 70+ · 合格 60+"
        query={total}
        build={bandsOption}
        ariaLabel="各分数段人数占比图"
        isEmpty={(d) => d.tested === 0}
        emptyText="该学年还没有测评数据"
      />
      <ChartPanel
        area="l2"
        title="各年级阅读字数"
        subtitle="测评学期人均阅读字数与平均分"
        query={words}
        build={gradeWordsOption}
        ariaLabel="各年级人均阅读字数与平均分图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="该学年还没有测评数据"
      />
      <ChartPanel
        area="c1"
        title="阅读能力维度"
        subtitle={power.data?.reference ? `对照 ${power.data.reference.name}（虚线）` : '五个能力维度平均分'}
        query={power}
        build={powerRadarOption}
        ariaLabel="阅读能力五个维度平均分雷达图"
        isEmpty={(d) => d.tested === 0}
        emptyText="该学年还没有测评数据"
      />
      <ChartPanel
        area="c2"
        title="阅读均衡度"
        subtitle={balance.data ? `均衡指数 ${formatDecimal(balance.data.reading.balanceIndex, 1)}（100 为完全符合推荐结构）` : undefined}
        query={balance}
        build={balanceOption}
        ariaLabel="借阅图书分类占比与推荐占比图"
        isEmpty={(d) => d.reading.rows.every((r) => r.count === 0)}
        emptyText="测评学期暂无借阅记录"
      />
      <BoardPanel
        area="r1"
        title={total.data?.groupBy ? GROUP_TITLE[total.data.groupBy] : '平均分排行'}
        subtitle={total.data ? `参测率 ${formatPercent(total.data.participationRate)}` : undefined}
        query={total}
        rows={groupRows}
        emptyText="该学年还没有测评数据"
      />
      <BoardPanel
        area="r2"
        title="能力维度"
        subtitle="五个维度平均分，由强到弱"
        query={power}
        rows={dimensionRows}
        emptyText="该学年还没有测评数据"
      />
    </div>
  );
}
