/**
 * The wall displays' timing and geometry. The rules' own constants (rotation 16000 ms, design width 1920,
 * docs/rules.md#walls) live in src/config/constants.ts; the rest are this feature's choices, documented in
 * docs/pages.md ("The wall shell").
 */
import { DASHBOARD_DESIGN_WIDTH, DASHBOARD_ROTATE_INTERVAL_MS } from '@/config/constants';

export const WALL = {
  /** The page is scaled to the window width relative to this design width (docs/rules.md#walls). */
  designWidth: DASHBOARD_DESIGN_WIDTH,
  /** The design is 1920 × 1080; a taller window gets a taller design (up to 4:3), a wider one scrolls. */
  designHeight: 1080,
  minDesignHeight: 1040,
  maxDesignHeight: 1440,
  /** Auto-rotation: the next page every 16 s (docs/rules.md#walls). */
  rotateMs: DASHBOARD_ROTATE_INTERVAL_MS,
  /** Every panel refetches this often. */
  refreshMs: 60_000,
  /** After a failed refetch: 5 s, 10 s, 20 s … capped at refreshMs, so data is back within one interval. */
  retryBaseMs: 5_000,
  /** A full reload at a rotation boundary after this many loops (about an hour at 7 pages × 16 s). */
  reloadAfterLoops: 30,
  /** How often the wall asks whether a new build was deployed (then reloads at the next rotation boundary). */
  buildCheckMs: 10 * 60_000,
  /** Kept data older than this turns the 数据未更新 badge red. */
  staleRedMs: 10 * 60_000,
  /** Burn-in care: the whole canvas shifts a few pixels this often. */
  driftMs: 5 * 60_000,
  /** Kiosk mode: the pointer and 暂停 / 全屏 hide this long after the mouse last moved. */
  kioskIdleMs: 4_000,
  /** A kiosk's off hours: the one call left (数据截至) is asked this often. */
  offHoursRefreshMs: 15 * 60_000,
} as const;

/** The two cockpits (docs/rules.md#routes) and where they live. */
export type WallMode = 'dashboardmode' | 'ndb';
export const WALL_ROOT: Record<WallMode, string> = { dashboardmode: '/dashboardmode', ndb: '/ndb' };
/**
 * How many of a mode's pages the top navigation lists (docs/rules.md#routes: the first five of /dashboardmode;
 * /ndb: all six).
 */
export const WALL_NAV_COUNT: Record<WallMode, number> = { dashboardmode: 5, ndb: 6 };
