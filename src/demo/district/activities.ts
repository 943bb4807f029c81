/**
 * Reading activities (活动) published by districts and schools. Generated once for the city
 * (per district and per school, each from its own seeded stream). Participants and awards are
 * stored per campus, so a scope's figures are sums over its campuses and a district equals the
 * sum of its schools.
 */
import { DATA_MONTHS, TODAY_DAY, YEAR_IDS, dayNumber, isoDate, monthKey, monthLabel, parseDay } from './calendar';
import { booksByCategory } from './catalogue';
import { cityIndex, type Campus, type School } from './city';
import { toShanghaiIso } from './circulation';
import { mix2, rngFor, type Rng } from './prng';
import { periodMonths, resolveScope, type Period, type Scope } from './scope';

export const ACTIVITY_TYPES = [
  '读书节',
  '读书会',
  '征文比赛',
  '朗读比赛',
  '主题书展',
  '作家进校园',
  '亲子阅读',
  '好书推荐',
  '阅读打卡',
  '课本剧表演',
] as const;
type ActivityType = (typeof ACTIVITY_TYPES)[number];
const COMPETITIONS = new Set<ActivityType>(['征文比赛', '朗读比赛', '好书推荐', '课本剧表演']);

type ActivityStatus = '进行中' | '已结束';

interface CampusShare {
  campusId: number;
  libraryId: number;
  participants: number;
  awards: number;
}

interface ActivityRecord {
  id: number;
  title: string;
  type: ActivityType;
  level: 'district' | 'school';
  organizerName: string;
  districtId: number;
  libraryId: number | null;
  start: number;
  end: number;
  views: number;
  likes: number;
  outstanding: boolean;
  summary: string;
  shares: CampusShare[];
}

export interface ActivityItem {
  id: number;
  title: string;
  type: ActivityType;
  /** Published by the district bureau or by a school. */
  level: 'district' | 'school';
  organizerName: string;
  districtId: number;
  libraryId: number | null;
  startDate: string;
  endDate: string;
  status: ActivityStatus;
  /** Participants (students) inside the scope. */
  participants: number;
  /** Participants over the whole activity. */
  totalParticipants: number;
  /** Awards (获奖, people) inside the scope; 0 for non-competitions and unfinished ones. */
  awards: number;
  /** Schools / campuses of the scope taking part. */
  schools: number;
  campusIds: number[];
  views: number;
  likes: number;
  /** In the scope's hot list (most viewed tenth). */
  hot: boolean;
  /** Rated outstanding (优秀活动). */
  outstanding: boolean;
  summary: string;
}

interface ActivityEvent {
  id: string;
  activityId: number;
  /** ISO timestamp (+08:00). */
  time: string;
  kind: 'publish' | 'start' | 'end' | 'award';
  text: string;
  organizerName: string;
}

interface ActivityCampusRow {
  campusId: number;
  campusName: string;
  libraryId: number;
  libraryName: string;
  districtId: number;
  activities: number;
  participants: number;
  awards: number;
}

export interface ActivityReport {
  /** Activities in scope that overlap the period. */
  total: number;
  /** Activities carried out (started) — all of them, as none lies in the future. */
  carriedOut: number;
  ongoing: number;
  ended: number;
  participants: number;
  awards: number;
  byType: { type: ActivityType; count: number; participants: number }[];
  byMonth: { month: string; label: string; count: number; participants: number }[];
  byLevel: { level: 'district' | 'school'; count: number; participants: number }[];
  /** Newest first. */
  list: ActivityItem[];
  /** Most viewed (up to 10). */
  hot: ActivityItem[];
  /** Outstanding, newest first. */
  outstanding: ActivityItem[];
  /** The latest 30 events (publish/start/end/award), newest first. */
  dynamics: ActivityEvent[];
  /** Campuses developing activities, most active first. */
  campuses: ActivityCampusRow[];
}

const THEMES = [
  '书香校园',
  '悦读·越美',
  '与经典同行',
  '读万卷书',
  '阅读点亮童年',
  '最是书香能致远',
  '品味书香',
  '书香润心',
  '阅享成长',
  '青春阅读季',
];

function titleFor(type: ActivityType, r: Rng, yearId: number, organizer: string, start: number): string {
  const theme = r.pick(THEMES);
  const book = r.pick(booksByCategory()[8] ?? []);
  switch (type) {
    case '读书节':
      return `${organizer}第${yearId - 2012 + r.int(0, 2)}届“${theme}”读书节`;
    case '读书会':
      return `“共读《${book?.title ?? '草房子'}》”主题读书会`;
    case '征文比赛':
      return `“${theme}”主题征文比赛`;
    case '朗读比赛':
      return `“诵读经典·${r.pick(['传承文化', '声音的力量', '我是朗读者'])}”朗读比赛`;
    case '主题书展':
      return `“${r.pick(['红色经典', '科普天地', '传统文化', '世界名著', '新书速递'])}”主题书展`;
    case '作家进校园':
      return `儿童文学作家进校园——${r.pick(['走近文学', '故事的力量', '写作的秘密'])}`;
    case '亲子阅读':
      return `“${r.pick(['亲子共读', '家庭书房', '书香家庭'])}”亲子阅读活动`;
    case '好书推荐':
      return `“我最喜爱的一本书”好书推荐官评选`;
    case '阅读打卡': {
      const month = Number(isoDate(start).slice(5, 7));
      const season = month === 1 || month === 2 ? '寒假' : month === 7 || month === 8 ? '暑假' : r.pick(['21天', '每日', '周末']);
      return `${season}阅读打卡挑战`;
    }
    case '课本剧表演':
      return `“${r.pick(['名著人物', '经典重现', '书中的故事'])}”课本剧展演`;
  }
}

function monthStartDay(m: number): number {
  const key = monthKey(m);
  return dayNumber(Number(key.slice(0, 4)), Number(key.slice(5, 7)), 1);
}

/** Picks a start day in one of the year's months (weighted by term time) that is not after today. */
function pickStart(r: Rng, yi: number, type: ActivityType): number | null {
  const weights = type === '阅读打卡' ? [0, 0, 0, 0, 3, 3, 0, 0, 0, 0, 3, 3] : [1, 1.2, 1.2, 0.8, 0.3, 0.2, 1, 1.6, 1.2, 0.8, 0.2, 0];
  const total = weights.reduce((a, b) => a + b, 0);
  let u = r.next() * total;
  let sm = 0;
  for (; sm < 11 && u >= weights[sm]; sm++) u -= weights[sm];
  const m = yi * 12 + sm;
  if (m >= DATA_MONTHS) return null;
  const start = monthStartDay(m) + r.int(0, 26);
  return start <= TODAY_DAY - 1 ? start : null;
}

function durationFor(r: Rng, type: ActivityType): number {
  if (type === '读书节' || type === '阅读打卡') return r.int(20, 35);
  if (type === '作家进校园' || type === '课本剧表演') return r.int(0, 1);
  if (type === '主题书展') return r.int(7, 14);
  return r.int(3, 21);
}

/** Students of a campus in school year `yi` (that year's roll). */
function campusStudents(c: Campus, yi: number): number {
  const school = cityIndex().schools.get(c.libraryId);
  const i = school?.campuses.indexOf(c) ?? -1;
  return (i >= 0 ? school?.rolls[yi]?.campusStudents[i] : undefined) ?? c.students;
}

function campusShares(r: Rng, campuses: Campus[], yi: number, rate: number, competition: boolean, ended: boolean): CampusShare[] {
  return campuses.map((c) => {
    const participants = Math.max(10, Math.round(campusStudents(c, yi) * rate * (0.8 + 0.4 * r.next())));
    const awards = competition && ended ? Math.max(1, Math.round(participants * r.range(0.04, 0.12))) : 0;
    return { campusId: c.campusId, libraryId: c.libraryId, participants, awards };
  });
}

function buildActivities(): ActivityRecord[] {
  const idx = cityIndex();
  const out: ActivityRecord[] = [];
  for (const district of idx.city.districts) {
    YEAR_IDS.forEach((yearId, yi) => {
      const r = rngFor('activities-district', district.districtId, yearId);
      const count = r.int(4, 6);
      for (let k = 0; k < count; k++) {
        const type = r.pick(ACTIVITY_TYPES);
        const start = pickStart(r, yi, type);
        if (start === null) continue;
        const end = start + durationFor(r, type);
        const schools = district.schools.filter(() => r.chance(0.7));
        const campuses = schools.flatMap((s) => s.campuses);
        const rate = r.range(0.05, 0.3);
        const shares = campusShares(r, campuses, yi, rate, COMPETITIONS.has(type), end < TODAY_DAY);
        const total = shares.reduce((a, s) => a + s.participants, 0);
        out.push({
          id: district.districtId * 1000 + (yi * 50 + k),
          title: titleFor(type, r, yearId, district.name, start),
          type,
          level: 'district',
          organizerName: district.bureauName,
          districtId: district.districtId,
          libraryId: null,
          start,
          end,
          views: Math.round(total * r.range(1.5, 4) + r.int(200, 2000)),
          likes: Math.round(total * r.range(0.2, 0.8)),
          outstanding: end < TODAY_DAY && r.chance(0.3),
          summary: `${district.name}${schools.length}所学校参与，共${total}名学生参加。`,
          shares,
        });
      }
    });
    for (const school of district.schools) out.push(...schoolActivities(school));
  }
  return out;
}

function schoolActivities(school: School): ActivityRecord[] {
  const out: ActivityRecord[] = [];
  YEAR_IDS.forEach((yearId, yi) => {
    const r = rngFor('activities-school', school.libraryId, yearId);
    const count = r.int(5, 9);
    for (let k = 0; k < count; k++) {
      const type = r.pick(ACTIVITY_TYPES);
      const start = pickStart(r, yi, type);
      if (start === null) continue;
      const end = start + durationFor(r, type);
      const campuses = school.campuses.length > 1 && r.chance(0.4) ? [r.pick(school.campuses)] : school.campuses;
      const rate = type === '读书节' || type === '阅读打卡' ? r.range(0.4, 0.9) : r.range(0.08, 0.45);
      const shares = campusShares(r, campuses, yi, rate, COMPETITIONS.has(type), end < TODAY_DAY);
      const total = shares.reduce((a, s) => a + s.participants, 0);
      out.push({
        id: school.libraryId * 1000 + (yi * 50 + k),
        title: titleFor(type, r, yearId, school.name, start),
        type,
        level: 'school',
        organizerName: school.name,
        districtId: school.districtId,
        libraryId: school.libraryId,
        start,
        end,
        views: Math.round(total * r.range(1, 3) + r.int(50, 600)),
        likes: Math.round(total * r.range(0.1, 0.6)),
        outstanding: end < TODAY_DAY && r.chance(0.15),
        summary: `共${total}名学生参加${COMPETITIONS.has(type) && end < TODAY_DAY ? `，${shares.reduce((a, s) => a + s.awards, 0)}人获奖` : ''}。`,
        shares,
      });
    }
  });
  return out;
}

let memo: ActivityRecord[] | null = null;

function allActivities(): ActivityRecord[] {
  if (!memo) memo = buildActivities().sort((a, b) => b.start - a.start || a.id - b.id);
  return memo;
}

/** Forgets the generated activities. */
export function resetActivities(): void {
  memo = null;
}

function periodDays(period: Period): { from: number; to: number } | null {
  const months = periodMonths(period);
  if (months.length === 0) return null;
  const first = months[0];
  const last = months[months.length - 1];
  return { from: monthStartDay(first), to: Math.min(TODAY_DAY, monthStartDay(last + 1) - 1) };
}

/** Activities, their statistics, hot and outstanding lists, dynamics and developing campuses. */
export function activities(scope: Scope, period: Period): ActivityReport {
  const rs = resolveScope(scope, period);
  const days = periodDays(period);
  const campusSet = new Set<number>();
  for (const p of rs.parts) for (const ci of p.campusIndexes) campusSet.add(p.school.campuses[ci].campusId);
  const items: ActivityItem[] = [];
  const idx = cityIndex();
  const campusRows = new Map<number, ActivityCampusRow>();
  if (days) {
    for (const a of allActivities()) {
      if (a.start > days.to || a.end < days.from) continue;
      const shares = a.shares.filter((s) => campusSet.has(s.campusId));
      if (shares.length === 0) continue;
      const participants = shares.reduce((x, s) => x + s.participants, 0);
      const awards = shares.reduce((x, s) => x + s.awards, 0);
      items.push({
        id: a.id,
        title: a.title,
        type: a.type,
        level: a.level,
        organizerName: a.organizerName,
        districtId: a.districtId,
        libraryId: a.libraryId,
        startDate: isoDate(a.start),
        endDate: isoDate(a.end),
        status: a.end >= TODAY_DAY ? '进行中' : '已结束',
        participants,
        totalParticipants: a.shares.reduce((x, s) => x + s.participants, 0),
        awards,
        schools: new Set(shares.map((s) => s.libraryId)).size,
        campusIds: shares.map((s) => s.campusId),
        views: a.views,
        likes: a.likes,
        hot: false,
        outstanding: a.outstanding,
        summary: a.summary,
      });
      for (const s of shares) {
        const campus = idx.campuses.get(s.campusId);
        const row = campusRows.get(s.campusId) ?? {
          campusId: s.campusId,
          campusName: campus?.name ?? '',
          libraryId: s.libraryId,
          libraryName: idx.schools.get(s.libraryId)?.name ?? '',
          districtId: campus?.districtId ?? 0,
          activities: 0,
          participants: 0,
          awards: 0,
        };
        row.activities++;
        row.participants += s.participants;
        row.awards += s.awards;
        campusRows.set(s.campusId, row);
      }
    }
  }
  const byViews = [...items].sort((a, b) => b.views - a.views || a.id - b.id);
  const hotCount = Math.max(1, Math.ceil(items.length / 10));
  const hotIds = new Set(byViews.slice(0, hotCount).map((a) => a.id));
  for (const it of items) it.hot = hotIds.has(it.id);

  const months = periodMonths(period);
  const byMonth = months.map((m) => {
    const key = monthKey(m);
    const list = items.filter((a) => a.startDate.slice(0, 7) === key);
    return { month: key, label: monthLabel(m), count: list.length, participants: list.reduce((x, a) => x + a.participants, 0) };
  });
  const dynamics: ActivityEvent[] = [];
  for (const a of items) {
    const start = parseDay(a.startDate);
    const end = parseDay(a.endDate);
    const at = (day: number, salt: number): string =>
      toShanghaiIso(day * 86400000 + (8 + (mix2(a.id, salt) % 9)) * 3600000 + (mix2(a.id, salt + 1) % 60) * 60000 - 8 * 3600000);
    const push = (kind: ActivityEvent['kind'], day: number, text: string, salt: number): void => {
      if (day < TODAY_DAY)
        dynamics.push({ id: `${a.id}-${kind}`, activityId: a.id, time: at(day, salt), kind, text, organizerName: a.organizerName });
    };
    push('publish', start - 7, `${a.organizerName}发布了活动：${a.title}`, 1);
    push('start', start, `活动开始：${a.title}`, 3);
    if (a.status === '已结束') push('end', end, `活动结束：${a.title}，${a.participants}人参与`, 5);
    if (a.awards > 0) push('award', end + 3, `公布获奖名单：${a.title}，${a.awards}人获奖`, 7);
  }
  dynamics.sort((x, y) => (x.time < y.time ? 1 : x.time > y.time ? -1 : x.id.localeCompare(y.id)));

  const sum = (list: ActivityItem[], f: (a: ActivityItem) => number): number => list.reduce((x, a) => x + f(a), 0);
  return {
    total: items.length,
    carriedOut: items.length,
    ongoing: items.filter((a) => a.status === '进行中').length,
    ended: items.filter((a) => a.status === '已结束').length,
    participants: sum(items, (a) => a.participants),
    awards: sum(items, (a) => a.awards),
    byType: ACTIVITY_TYPES.map((type) => {
      const list = items.filter((a) => a.type === type);
      return { type, count: list.length, participants: sum(list, (a) => a.participants) };
    }),
    byMonth,
    byLevel: (['district', 'school'] as const).map((level) => {
      const list = items.filter((a) => a.level === level);
      return { level, count: list.length, participants: sum(list, (a) => a.participants) };
    }),
    list: items,
    hot: byViews.slice(0, 10),
    outstanding: items.filter((a) => a.outstanding),
    dynamics: dynamics.slice(0, 30),
    campuses: [...campusRows.values()].sort(
      (a, b) => b.activities - a.activities || b.participants - a.participants || a.campusId - b.campusId,
    ),
  };
}
