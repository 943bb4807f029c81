/** /ndb/activity — 阅读活动: activities carried out, by month and type, the activity feed, hot activities, outcomes, the most active campuses. */
import { useMemo } from 'react';
import dayjs from 'dayjs';
import { carryOut, developmentCampuses, dynamics, hotList, outcomeStats } from '@/api/contract/activity';
import type { Data } from '@/api/define';
import { formatDecimal, formatLarge } from '@/utils/format';
import { BoardPanel, ChartPanel, NumbersPanel, RingPanel } from '../panels';
import { WallPanel } from '../wall-panel';
import { useWallQuery } from '../wall-query';
import { activityMonthsOption, activityTypesOption, ringFor } from '../wall-options';
import { shortNames, titleWithout } from '../wall-labels';
import { RollingList, type RankRow, type WallChartContext } from '../wall-parts';

const HOT = 6;
const CAMPUSES = 6;
const FEED = 30;

const KIND_TEXT = { publish: '发布', start: '开始', end: '结束', award: '获奖' } as const;

const awardRing = (d: Data<typeof outcomeStats>, { tones }: WallChartContext) => ringFor(d.awardRate, '获奖率', tones.gold);

function hotRows(d: Data<typeof hotList>): RankRow[] {
  const short = shortNames(d.rows.map((r) => r.organizerName));
  return d.rows.map((r, i) => ({
    key: r.id,
    rank: d.page * d.size + i + 1,
    // The organiser is the sub: a title that starts with it starts with what tells it apart instead.
    name: titleWithout(r.title, r.organizerName),
    sub: short.get(r.organizerName) ?? r.organizerName,
    value: r.views,
    text: formatLarge(r.views),
  }));
}

function campusRows(d: Data<typeof developmentCampuses>): RankRow[] {
  const short = shortNames(d.rows.map((r) => r.campusName));
  return d.rows.map((r) => ({
    key: r.campusId,
    rank: r.rank,
    name: short.get(r.campusName) ?? r.campusName,
    value: r.activities,
    text: `${formatLarge(r.activities)} 个`,
  }));
}

type Dynamic = Data<typeof dynamics>['rows'][number];

function DynamicItem({ row }: { row: Dynamic }) {
  const t = dayjs(row.time);
  return (
    <>
      <span className={`srp-wall-kind srp-wall-kind--${row.kind}`}>{KIND_TEXT[row.kind]}</span>
      <span className="srp-wall-dynamic__text" title={row.text}>
        {row.text}
        <small>{row.organizerName}</small>
      </span>
      <span className="srp-wall-dynamic__time">
        {t.format('MM-DD')}
        <br />
        {t.format('HH:mm')}
      </span>
    </>
  );
}

export default function NdbActivityPage() {
  const summary = useWallQuery(carryOut);
  const feedInput = useMemo(() => ({ limit: FEED }), []);
  const feed = useWallQuery(dynamics, feedInput);
  const hotInput = useMemo(() => ({ page: 0, size: HOT }), []);
  const hot = useWallQuery(hotList, hotInput);
  const outcomes = useWallQuery(outcomeStats);
  const campusInput = useMemo(() => ({ page: 0, size: CAMPUSES }), []);
  const campuses = useWallQuery(developmentCampuses, campusInput);
  return (
    <div className="srp-wall-grid srp-wall-grid--std">
      <NumbersPanel
        title="活动开展"
        query={summary}
        isEmpty={(d) => d.total === 0}
        emptyText="该学年还没有阅读活动"
        items={(d) => [
          { key: 'total', label: '开展活动', value: d.total, unit: '个' },
          { key: 'ongoing', label: '进行中', value: d.ongoing, unit: '个', foot: `已结束 ${formatLarge(d.ended)} 个` },
          {
            key: 'participants',
            label: '参与',
            value: d.participants,
            unit: '人次',
            foot: `每个活动 ${formatDecimal(d.participantsPerActivity, 1)} 人次`,
          },
          { key: 'awards', label: '获奖', value: d.awards, unit: '人次' },
          { key: 'schools', label: '参与学校', value: d.schools, unit: '所' },
          { key: 'campuses', label: '参与校区', value: d.campuses, unit: '个' },
        ]}
      />
      <ChartPanel
        area="l1"
        title="月度活动"
        subtitle="每月开始的活动与参与人次"
        query={summary}
        build={activityMonthsOption}
        ariaLabel="每月活动数与参与人次图"
        isEmpty={(d) => d.total === 0}
        emptyText="该学年还没有阅读活动"
      />
      <ChartPanel
        area="l2"
        title="活动类型"
        subtitle="各类型活动数"
        query={summary}
        build={activityTypesOption}
        ariaLabel="各类型活动占比图"
        isEmpty={(d) => d.total === 0}
        emptyText="该学年还没有阅读活动"
      />
      <WallPanel
        title="活动动态"
        subtitle="发布、开始、结束与获奖"
        query={feed}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="暂无活动动态"
        className="srp-wall-area-c1 srp-wall-dynamic"
      >
        {(d) => <RollingList items={d.rows} visible={4} label="活动动态列表" render={(row) => <DynamicItem row={row} />} />}
      </WallPanel>
      <BoardPanel area="c2" title="热门活动" subtitle="按浏览量（次）" query={hot} rows={hotRows} emptyText="暂无热门活动" />
      <RingPanel
        area="r1"
        title="活动成果"
        subtitle="获奖率 = 获奖人次 ÷ 参与人次"
        query={outcomes}
        rings={[{ label: '获奖率', build: awardRing }]}
        figures={(d) => [
          { label: '获奖', value: `${formatLarge(d.awards)} 人次` },
          { label: '有获奖的活动', value: `${formatLarge(d.awardedActivities)} 个` },
          { label: '参与', value: `${formatLarge(d.participants)} 人次` },
          { label: '活动', value: `${formatLarge(d.activities)} 个` },
        ]}
        isEmpty={(d) => d.activities === 0}
        emptyText="该学年还没有阅读活动"
      />
      <BoardPanel
        area="r2"
        title="活动最多的校区"
        subtitle={`前 ${CAMPUSES} 个`}
        query={campuses}
        rows={campusRows}
        emptyText="暂无开展活动的校区"
      />
    </div>
  );
}
