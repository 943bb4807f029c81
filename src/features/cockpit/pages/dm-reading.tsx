/** /dashboardmode/reading — 阅读数据: the reading platform's figures, months, grades, participation of classes, expression and interaction. */
import { useMemo } from 'react';
import {
  expressionTypes,
  interactionTypes,
  monthlyParticipation,
  readingByGrade,
  readingOverview,
  readingTrend,
} from '@/api/contract/reading';
import type { Data } from '@/api/define';
import { spansSchools } from '@/hooks/scope';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { BoardPanel, ChartPanel, NumbersPanel } from '../panels';
import { useWallQuery } from '../wall-query';
import { readingByGradeOption, readingTrendOption, typeShareOption } from '../wall-options';
import { placeText, shortNames, splitClassName } from '../wall-labels';
import { figureNumber, type RankRow } from '../wall-parts';
import { rankAt } from '@/utils/rank';

const CLASSES = 7;

const expressionShare = (d: Data<typeof expressionTypes>) => typeShareOption(d, '次');
const interactionShare = (d: Data<typeof interactionTypes>) => typeShareOption(d, '次');

function classRows(d: Data<typeof monthlyParticipation>): RankRow[] {
  const withSchool = spansSchools(d.scope.level);
  const parts = d.series.map((s) => splitClassName(s.name));
  const short = shortNames(parts.flatMap((p) => (p.school ? [p.school] : [])));
  return d.series.map((s, i, list) => ({
    key: s.id,
    rank: rankAt(list, i, (x) => x.participationRate),
    // The class by itself, its school after it (a district's list names the school in front).
    name: parts[i].own,
    sub: placeText(
      withSchool && parts[i].school ? short.get(parts[i].school) : undefined,
      `${formatLarge(s.participants)}/${formatLarge(s.students)} 人`,
    ),
    value: s.participationRate,
    text: formatPercent(s.participationRate),
  }));
}

export default function DashboardModeReadingPage() {
  const overview = useWallQuery(readingOverview);
  const trend = useWallQuery(readingTrend);
  const grades = useWallQuery(readingByGrade);
  const classInput = useMemo(() => ({ level: 'class' as const, limit: CLASSES }), []);
  const classes = useWallQuery(monthlyParticipation, classInput);
  const expressions = useWallQuery(expressionTypes);
  const interactions = useWallQuery(interactionTypes);
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <NumbersPanel
        title="阅读概况"
        query={overview}
        isEmpty={(d) => d.participants === 0 && d.booksRead === 0}
        emptyText="该学年阅读平台暂无记录"
        items={(d) => [
          figureNumber('participants', d.participants, { foot: `参与率 ${formatPercent(d.participationRate)}` }),
          figureNumber('booksRead', d.booksRead, { foot: `人均 ${formatDecimal(d.booksPerStudent)} 本` }),
          figureNumber('wordsRead', d.wordsRead, { foot: `人均 ${formatLarge(d.wordsPerStudent)} 字` }),
          figureNumber('minutes', d.minutes, { foot: `人均 ${formatDecimal(d.minutesPerStudent, 1)} 分钟` }),
          figureNumber('quizzes', d.quizzes, { foot: `正确率 ${formatPercent(d.accuracy)}` }),
          figureNumber('expressions', d.expressions),
          figureNumber('interactions', d.interactions),
        ]}
      />
      <ChartPanel
        area="l1"
        title="阅读趋势"
        subtitle="每月阅读本数与参与率"
        query={trend}
        build={readingTrendOption}
        ariaLabel="每月阅读本数与参与率图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="该学年阅读平台暂无记录"
      />
      <ChartPanel
        area="l2"
        title="分年级阅读"
        subtitle="人均阅读本数与参与率"
        query={grades}
        build={readingByGradeOption}
        ariaLabel="各年级人均阅读与参与率图"
        isEmpty={(d) => d.rows.length === 0}
        emptyText="暂无年级阅读数据"
      />
      <BoardPanel
        area="c1"
        title="班级阅读参与"
        subtitle={`参与率最高的 ${CLASSES} 个班级`}
        query={classes}
        rows={classRows}
        emptyText="暂无班级参与数据"
      />
      <ChartPanel
        area="c2"
        title="多元表达"
        subtitle="读书笔记、书评、朗读、绘画"
        query={expressions}
        build={expressionShare}
        ariaLabel="多元表达各类型占比图"
        isEmpty={(d) => d.total === 0}
        emptyText="该学年暂无多元表达"
      />
      <ChartPanel
        area="r1"
        title="阅读互动"
        subtitle="点赞、评论、分享"
        query={interactions}
        build={interactionShare}
        ariaLabel="互动各类型占比图"
        isEmpty={(d) => d.total === 0}
        emptyText="该学年暂无互动"
      />
      <NumbersPanel
        area="r2"
        title="阅读质量"
        subtitle="阅读后测验"
        query={overview}
        isEmpty={(d) => d.quizzes === 0}
        emptyText="该学年暂无阅读测验"
        items={(d) => [
          figureNumber('accuracy', d.accuracy, { foot: `${formatLarge(d.correct)}/${formatLarge(d.questions)} 题` }),
          {
            key: 'activeRate',
            label: '月活跃率',
            value: d.activeRate,
            format: { kind: 'percent' },
            foot: `${formatLarge(d.activeReaders)} 人`,
          },
        ]}
      />
    </div>
  );
}
