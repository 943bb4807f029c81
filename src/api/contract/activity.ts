import { z } from 'zod';
import {
  count,
  decimal,
  limitField,
  list,
  LIST_BOUNDS,
  monthKey,
  pageFields,
  pageOf,
  rate,
  scopeInfo,
  serverText,
  statsEndpoint,
  statsInput,
} from './common';

/**
 * activ/* (reading activities, JSON; activ/queryCarryOut also as a raw object) and point/queryCount (raw object),
 * under /app-sy-statistics/api/ (docs/api.md). These calls get libraryId from the wrapper, never campusId; an
 * explicit campusId narrows to that campus. An activity counts in a period when it overlaps it; participants
 * and awards are those of the scope's campuses.
 */

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** 读书节, 读书会, 征文比赛, 朗读比赛, 主题书展, 作家进校园, 亲子阅读, 好书推荐, 阅读打卡, 课本剧表演 */
const activityType = serverText;
const activityLevel = z.enum(['district', 'school']);

export const activityItem = z.object({
  id: z.number().int(),
  title: serverText,
  type: activityType,
  /** Published by the district bureau or by a school */
  level: activityLevel,
  organizerName: serverText,
  districtId: z.number().int(),
  /** The publishing school; null for a district activity */
  libraryId: z.number().int().nullable(),
  startDate: day,
  endDate: day,
  status: z.enum(['进行中', '已结束']),
  /** Participating students inside the scope */
  participants: count,
  /** Participating students over the whole activity */
  totalParticipants: count,
  /** People awarded (获奖) inside the scope; 0 for non-competitions and unfinished ones */
  awards: count,
  /** Schools of the scope taking part */
  schools: count,
  /** Page views */
  views: count,
  likes: count,
  /** In the scope's hot list (the most viewed tenth, at least one) */
  hot: z.boolean(),
  /** Rated outstanding (优秀活动) */
  outstanding: z.boolean(),
  summary: serverText,
});

const typeRow = z.object({ type: activityType, count, participants: count });
const monthRow = z.object({ month: monthKey, label: serverText, count, participants: count });
const levelRow = z.object({ level: activityLevel, count, participants: count });

// ---------------------------------------------------------------- point/queryCount

export const pointCount = statsEndpoint(
  'point/queryCount',
  '计数汇总：学校、校区、班级、师生、馆藏、借阅、阅读、测验、多元表达、互动、活动、测评人数',
  statsInput,
  z.object({
    scope: scopeInfo,
    schools: count,
    campuses: count,
    classes: count,
    students: count,
    teachers: count,
    /** 册 */
    volumes: count,
    /** 种 */
    titles: count,
    /** Library loans in the period (册次, students and teachers) */
    loans: count,
    /** Books read on the platform (本) */
    booksRead: count,
    /** 字 */
    wordsRead: count,
    /** 分钟 */
    minutes: count,
    quizzes: count,
    expressions: count,
    interactions: count,
    /** Activities overlapping the period */
    activities: count,
    /** Students tested in the latest assessment of the period */
    tested: count,
  }),
  'raw',
);

// ---------------------------------------------------------------- activities

export const outcomeStats = statsEndpoint(
  'activ/queryOutcomeStati',
  '活动成果：获奖人数、获奖率、有获奖的活动数，按类型、发布层级，获奖最多的活动',
  statsInput.extend(limitField),
  z.object({
    scope: scopeInfo,
    activities: count,
    /** Activities with at least one award in scope */
    awardedActivities: count,
    participants: count,
    /** People awarded */
    awards: count,
    /** awards / participants */
    awardRate: rate,
    /** All ten types, fixed order */
    byType: list(z.object({ type: activityType, count, participants: count, awards: count }), LIST_BOUNDS.categories),
    byLevel: list(z.object({ level: activityLevel, count, participants: count, awards: count }), LIST_BOUNDS.categories),
    /** Most awards first (limit, default 10) */
    top: list(activityItem, LIST_BOUNDS.rows),
  }),
  'json',
);

const carryOutData = z.object({
  scope: scopeInfo,
  /** Activities overlapping the period (= carriedOut: none lies in the future) */
  total: count,
  carriedOut: count,
  ongoing: count,
  ended: count,
  participants: count,
  awards: count,
  /** Schools and campuses of the scope that took part in at least one activity */
  schools: count,
  campuses: count,
  /** 人次/活动 */
  participantsPerActivity: decimal,
  byType: list(typeRow, LIST_BOUNDS.categories),
  /** By start month, months of the period */
  byMonth: list(monthRow, LIST_BOUNDS.calendar),
  byLevel: list(levelRow, LIST_BOUNDS.categories),
});

/** activ/queryCarryOut, JSON variant (a JSON string, Content-Type application/json;charset=UTF-8). */
export const carryOut = statsEndpoint(
  'activ/queryCarryOut',
  '活动开展：开展、进行中、已结束活动数，参与人数，按类型、月份、发布层级',
  statsInput,
  carryOutData,
  'json',
);

/** activ/queryCarryOut, raw variant (a plain object handed to axios as is); the very schemas of the JSON variant. */
export const carryOutRaw = {
  ...carryOut,
  id: 'activ.queryCarryOut.raw',
  encoding: 'raw' as const,
  summary: '活动开展（原始对象请求体，与 JSON 版同一路径、同一结构）',
};

export const yearStats = statsEndpoint(
  'activ/yearStati',
  '学年统计：各学年活动数、参与人数、获奖人数、优秀活动数',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** The school year of the request (yearId, or the one of semesterId / month), highlighted */
    currentYearId: z.number().int(),
    /** Every school year with data, oldest first (not limited by the period) */
    rows: list(
      z.object({
        yearId: z.number().int(),
        /** e.g. '2026-2027学年' */
        name: serverText,
        activities: count,
        participants: count,
        awards: count,
        outstanding: count,
      }),
      LIST_BOUNDS.calendar,
    ),
  }),
  'json',
);

export const hotList = statsEndpoint(
  'activ/hotListPage',
  '热门活动（分页）：按浏览量排序',
  statsInput.extend(pageFields),
  pageOf(activityItem).extend({ scope: scopeInfo }),
  'json',
);

export const superiorsList = statsEndpoint(
  'activ/superiorsListPage',
  '优秀活动（分页）：最新在前',
  statsInput.extend(pageFields),
  pageOf(activityItem).extend({ scope: scopeInfo }),
  'json',
);

export const publishRegions = statsEndpoint(
  'activ/publishRegionList',
  '发布单位：城市按区、区与学校按发布单位（教育局、各校）统计活动数与参与',
  statsInput,
  z.object({
    scope: scopeInfo,
    /** district: rows are the city's districts (their bureau and schools); organizer: rows are publishers */
    groupBy: z.enum(['district', 'organizer']),
    /** Most activities first */
    rows: list(
      z.object({
        /** districtId (district rows, bureau rows) or libraryId (school rows) */
        id: z.number().int(),
        name: serverText,
        level: activityLevel,
        /** Activities published (that reach the scope) */
        activities: count,
        participants: count,
        awards: count,
      }),
      LIST_BOUNDS.schools,
    ),
  }),
  'json',
);

export const dynamics = statsEndpoint(
  'activ/dynamicList',
  '活动动态：发布、开始、结束、公布获奖，最新在前',
  statsInput.extend(limitField),
  z.object({
    scope: scopeInfo,
    /** Newest first; at most `limit` (default 30, at most 30) */
    rows: list(
      z.object({
        /** `${activityId}-${kind}` */
        id: serverText,
        activityId: z.number().int(),
        /** ISO timestamp with +08:00 */
        time: serverText,
        kind: z.enum(['publish', 'start', 'end', 'award']),
        text: serverText,
        organizerName: serverText,
      }),
      LIST_BOUNDS.rows,
    ),
  }),
  'json',
);

export const developmentCampuses = statsEndpoint(
  'activ/developmentCampusListPage',
  '开展活动的校区（分页）：活动数、参与人数、获奖人数，最活跃在前',
  statsInput.extend(pageFields),
  pageOf(
    z.object({
      /** 1-based position in the whole list */
      rank: z.number().int().min(1),
      campusId: z.number().int(),
      campusName: serverText,
      libraryId: z.number().int(),
      schoolName: serverText,
      districtId: z.number().int(),
      activities: count,
      participants: count,
      awards: count,
    }),
  ).extend({ scope: scopeInfo }),
  'json',
);

export const ACTIVITY_ENDPOINTS = [
  pointCount,
  outcomeStats,
  carryOut,
  carryOutRaw,
  yearStats,
  hotList,
  superiorsList,
  publishRegions,
  dynamics,
  developmentCampuses,
] as const;
