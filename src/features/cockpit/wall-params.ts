/**
 * What the wall reads from its URL (untrusted input: every value is parsed, anything else is "not set"):
 * - `yid`: the school year (read by src/hooks/school-year.ts for every call, and by the 学年 select);
 * - `name`: the campus name of a school wall (docs/rules.md#walls), in the title; as the launch parameter, a '#…'
 *   suffix is cut off and the text is capped;
 * - `auto=1`: auto-rotate on. The rotation state lives in the URL, so a reload (after N loops, or a new build)
 *   comes back rotating;
 * - `kiosk=1`: kiosk mode (a screen no one operates: no staff controls, no pointer, off hours; docs/pages.md);
 * - `off`: the off hours of a kiosk wall (wall-schedule.ts), over the deployment's VITE_WALL_OFF_HOURS;
 * - demo builds only, for tests and the soak benchmark: `rotateMs`, `refreshMs`, `reloadLoops`. A build for a
 *   real backend ignores them (no production backdoor): `demo` is the build-time constant.
 */
import { YEAR_PARAM } from '@/hooks/school-year';
import { parseLaunchParams } from '@/utils/launch-params';
import { WALL } from './wall-config';

export const AUTO_PARAM = 'auto';
const NAME_PARAM = 'name';
const KIOSK_PARAM = 'kiosk';
export const OFF_PARAM = 'off';
const DEMO_TIMING_PARAMS = ['rotateMs', 'refreshMs', 'reloadLoops'] as const;

export interface WallTiming {
  rotateMs: number;
  refreshMs: number;
  /** 0: never reload after loops. */
  reloadAfterLoops: number;
}

export const DEFAULT_TIMING: WallTiming = { rotateMs: WALL.rotateMs, refreshMs: WALL.refreshMs, reloadAfterLoops: WALL.reloadAfterLoops };

function intIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return undefined;
  const n = Number(raw.trim());
  return n >= min && n <= max ? n : undefined;
}

/** The wall's timing: the defaults, or in a demo build the URL's overrides where they are valid. */
export function parseWallTiming(params: URLSearchParams, demo: boolean): WallTiming {
  if (!demo) return DEFAULT_TIMING;
  return {
    rotateMs: intIn(params.get('rotateMs'), 200, 3_600_000) ?? DEFAULT_TIMING.rotateMs,
    refreshMs: intIn(params.get('refreshMs'), 1_000, 3_600_000) ?? DEFAULT_TIMING.refreshMs,
    reloadAfterLoops: intIn(params.get('reloadLoops'), 0, 100_000) ?? DEFAULT_TIMING.reloadAfterLoops,
  };
}

/** Whether the URL asks for auto-rotation. */
export function autoRotateOn(params: URLSearchParams): boolean {
  return params.get(AUTO_PARAM) === '1';
}

/** Whether the URL asks for kiosk mode (`kiosk=1`; anything else is not kiosk). */
export function kioskOn(params: URLSearchParams): boolean {
  return params.get(KIOSK_PARAM) === '1';
}

/** The campus name of the URL (`name`, docs/rules.md#walls), or undefined. */
export function wallName(search: string): string | undefined {
  return parseLaunchParams(search).name;
}

/**
 * The query a link inside the wall keeps: the school year, the campus name, kiosk mode and its off hours, and (demo)
 * the timing; never `auto` — a person following a link has navigated by hand, which turns auto-rotate off
 * (docs/rules.md#walls).
 */
export function carriedSearch(params: URLSearchParams): string {
  const out = new URLSearchParams();
  for (const name of [YEAR_PARAM, NAME_PARAM, KIOSK_PARAM, OFF_PARAM, ...DEMO_TIMING_PARAMS]) {
    const value = params.get(name);
    if (value !== null && value !== '') out.set(name, value);
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}
