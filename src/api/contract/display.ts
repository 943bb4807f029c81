import { z } from 'zod';
import { defineEndpoint, envelope } from '../define';
import { LIST_BOUNDS, list, serverText } from './common';
import { initialDataEndpoint, lesseeIdEndpoint, librariesEndpoint, profileEndpoint, roleTypeEndpoint, schoolYearEndpoint } from './auth';
import {
  basicData,
  bookCirculation,
  dataStatus,
  globalData,
  loanLibrary,
  mapLibraryBookData,
  mapRegionBookData,
  monthlyActive,
  readerRankings,
  userActive,
} from './overview';
import {
  annualCirculation,
  bookCategory,
  bookCollection,
  bookManagement,
  bookRank,
  borrowDynamic,
  cardBorrowRank,
  cardManagement,
  categoryBorrow,
  circulationSummary,
  gradeBorrow,
  loanBookBorrowTotal,
  loanData,
  threeYearBorrow,
  threeYearCirculation,
} from './library';
import { carryOut, developmentCampuses, dynamics, hotList, outcomeStats } from './activity';
import { categoryBalance, gradeReadWords, powerDimension, verifyTotal } from './verify';
import { expressionTypes, interactionTypes, monthlyParticipation, readingByGrade, readingOverview, readingTrend } from './reading';
import { queryGoals } from './goals';
import { ranking } from './ranking';
import { teachingData } from './teaching';

/**
 * Display links (docs/api.md, "Display links"): a library or district user creates a screen (a TV on a wall) in
 * 大屏管理; the screen gets a display key (in its link) and a short pairing code. The TV hands either to the backend,
 * which answers with a read-only token for that screen: the creator's school or district, the wall's calls only
 * (DISPLAY_CALL_IDS; any other call is refused with 403), student names always masked by the server. Revoking a screen
 * ends its tokens and refuses its key: the TV then shows 授权已失效.
 */

/** The wall a screen shows. */
export const DISPLAY_MODES = ['dashboardmode', 'ndb'] as const;
export type DisplayMode = (typeof DISPLAY_MODES)[number];

/** A screen's pages: the last segment of each wall page's path (`index`, `rank_grade` …), in rotation order. */
const pageKey = z.string().regex(/^[a-z_]{1,32}$/);

/** Seconds per page: at least 5, at most an hour (the spec's rotation: 16). */
export const DISPLAY_SECONDS = { min: 5, max: 3600, default: 16 } as const;

/** A key or code as the TV sends it: the key is long and random, the code 8 characters of an unambiguous alphabet. */
const displayKey = z.string().regex(/^[A-Za-z0-9_-]{24,128}$/);
const pairingCode = z
  .string()
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-HJ-NP-Z2-9]{8}$/));

const screenSettings = z.object({
  /** The screen's name, as 大屏管理 and the revoked screen show it: '一楼大厅' */
  name: z.string().trim().min(1).max(40),
  /** The wall it shows: /dashboardmode or /ndb */
  mode: z.enum(DISPLAY_MODES),
  /** The pages it rotates through, in order; empty: every page of the mode */
  pages: list(pageKey, LIST_BOUNDS.categories),
  /** Seconds per page */
  seconds: z.number().int().min(DISPLAY_SECONDS.min).max(DISPLAY_SECONDS.max),
  /** The school year it shows: a year's id; absent (or null) for the current year, which follows the server's */
  yearId: z.number().int().nullish(),
});
export type DisplaySettings = z.infer<typeof screenSettings>;

const checkInSchema = z.object({
  /** When the server recorded it, ISO 8601 */
  at: z.string(),
  /** The page the screen showed: '/ndb/reader' */
  page: serverText,
  /** The build it ran (its entry script) */
  build: serverText,
  /** Seconds since the screen's page was loaded */
  uptimeSeconds: z.number().int().min(0),
});

const screenSchema = screenSettings.extend({
  /** The screen's id */
  id: serverText,
  /** The unit whose data it shows, as the server names it: '望海区', '滨江市实验小学' */
  unitName: serverText,
  /** Who created it (a login) and when (ISO 8601) */
  createdBy: serverText,
  createdAt: z.string(),
  /** The screen's last check-in; null before its first */
  lastCheckIn: checkInSchema.nullable(),
});
export type DisplayScreen = z.infer<typeof screenSchema>;

export const displayList = defineEndpoint({
  id: 'display.list',
  effect: 'read',
  method: 'GET',
  path: '/app-sy-statistics/api/display/list',
  encoding: 'query',
  envelope: true,
  summary: '大屏管理：本单位的屏幕及其最后签到（已撤销的不列出）',
  request: z.object({}),
  response: envelope(list(screenSchema, LIST_BOUNDS.schools)),
});

export const displayCreate = defineEndpoint({
  id: 'display.create',
  effect: 'write',
  method: 'POST',
  path: '/app-sy-statistics/api/display/create',
  encoding: 'json',
  envelope: true,
  summary: '新建屏幕：返回屏幕、大屏密钥（仅此一次）与配对码',
  request: screenSettings,
  response: envelope(
    z.object({
      screen: screenSchema,
      /** The display key, in the screen's link; shown this once (the server keeps only a hash of it) */
      key: serverText,
      /** The pairing code, to type on the TV instead of opening the link: 8 characters */
      code: serverText,
      /** When the pairing code stops working, ISO 8601 (the key does not expire: it ends when the screen is revoked) */
      codeExpiresAt: z.string(),
    }),
  ),
});

export const displayRevoke = defineEndpoint({
  id: 'display.revoke',
  effect: 'write',
  method: 'POST',
  path: '/app-sy-statistics/api/display/revoke',
  encoding: 'json',
  envelope: true,
  summary: '撤销屏幕：其令牌即刻失效，密钥与配对码不再换取令牌',
  request: z.object({ id: z.string().min(1).max(64) }),
  response: envelope(z.object({ id: serverText })),
});

export const displayExchange = defineEndpoint({
  id: 'display.exchange',
  effect: 'session',
  public: true,
  method: 'POST',
  path: '/auth/display/exchange',
  encoding: 'json',
  envelope: false,
  sessionCall: true,
  summary: '大屏以密钥或配对码换取只读令牌（限本屏单位与大屏调用，学生姓名脱敏）；已撤销：401',
  request: z
    .object({
      /** The display key of the screen's link */
      key: displayKey.optional(),
      /** Or the pairing code typed on the TV (once; the answer then names the key to keep) */
      code: pairingCode.optional(),
    })
    .refine((v) => (v.key === undefined) !== (v.code === undefined), { message: 'key 与 code 须且只能有一个' }),
  response: z.object({
    access_token: z.string().min(1),
    token_type: z.string().optional(),
    /** Seconds the token lasts; the TV exchanges its key again before then */
    expires_in: z.number().positive(),
    /** The display key the TV keeps (the same it sent, or the one its pairing code stands for) */
    key: displayKey,
    /** What the screen shows */
    screen: screenSettings.extend({ id: serverText, unitName: serverText }),
  }),
});

export const displayCheckIn = defineEndpoint({
  id: 'display.checkIn',
  effect: 'write',
  method: 'POST',
  path: '/app-sy-statistics/api/display/checkIn',
  encoding: 'json',
  envelope: true,
  summary: '大屏签到（每 5 分钟）：当前页面、版本、运行时长；仅大屏令牌',
  request: z.object({
    /** The page on screen (path only): '/dashboardmode/rank' */
    page: z
      .string()
      .regex(/^\/[^?#]*$/)
      .max(200),
    /** The build running: its entry script, '/assets/index-Bx2k.js' */
    build: z.string().max(200),
    /** Seconds since the page was loaded */
    uptimeSeconds: z.number().int().min(0),
  }),
  response: envelope(checkInSchema),
});

/**
 * The calls a display token may make: the session's start, the two walls' panels, its own exchange (sent again with
 * the token it replaces) and the check-in. Any other call
 * made with it is refused with 403 (docs/api.md, "Display links"). tests/integration/displays.test.tsx opens every
 * wall page on a screen token and checks both ways: no call refused, and nothing here that no wall calls.
 */
export const DISPLAY_CALL_IDS: ReadonlySet<string> = new Set(
  [
    profileEndpoint,
    librariesEndpoint,
    initialDataEndpoint,
    roleTypeEndpoint,
    lesseeIdEndpoint,
    schoolYearEndpoint,
    basicData,
    dataStatus,
    mapLibraryBookData,
    mapRegionBookData,
    bookCirculation,
    queryGoals,
    globalData,
    loanLibrary,
    monthlyActive,
    readerRankings,
    userActive,
    annualCirculation,
    bookCategory,
    bookCollection,
    bookManagement,
    bookRank,
    borrowDynamic,
    cardBorrowRank,
    cardManagement,
    categoryBorrow,
    circulationSummary,
    gradeBorrow,
    loanBookBorrowTotal,
    loanData,
    threeYearBorrow,
    threeYearCirculation,
    carryOut,
    developmentCampuses,
    dynamics,
    hotList,
    outcomeStats,
    categoryBalance,
    gradeReadWords,
    powerDimension,
    verifyTotal,
    expressionTypes,
    interactionTypes,
    monthlyParticipation,
    readingByGrade,
    readingOverview,
    readingTrend,
    ranking,
    teachingData,
    displayExchange,
    displayCheckIn,
  ].map((e) => e.id),
);

export const DISPLAY_ENDPOINTS = [displayList, displayCreate, displayRevoke, displayExchange, displayCheckIn] as const;
