/**
 * The wall shell of both cockpits (docs/rules.md#walls: /dashboardmode, the school cockpit; /ndb, the new cockpit): a
 * 1920 px design scaled to the window width with a CSS transform, dark, in one type scale (WALL_TYPE), with popups
 * and tooltips inside the scaled canvas, charts drawn at the scaled pixel ratio; the header, the top navigation,
 * auto-rotation with pause / resume; unattended care: reload after N loops or a new build (paused too), wake lock, a
 * slow drift against burn-in, page code prefetched so the rotation survives a network loss; kiosk mode (`kiosk=1`:
 * no staff controls, no pointer, off hours); honest freshness (the wall's connection, panels marked at once when it
 * is down); the last data kept for a start without network (wall-persist.ts, the service worker).
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { Outlet, useLocation, useSearchParams } from 'react-router';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import type { ArgsProps, MessageInstance, MessageType } from 'antd/es/message/interface';
import { useQueryClient } from '@tanstack/react-query';
import { basicData } from '@/api/contract/overview';
import { listWallAssets, registerWallWorker } from '@/api/wall-worker';
import {
  ChartDrawWhenNearProvider,
  ChartPixelRatioProvider,
  loadChartParts,
  usePrefetchChartEngine,
  type ChartPart,
} from '@/components/chart';
import { WALL_TYPE } from '@/components/chart-options/ink';
import { env } from '@/config/env';
import { ROLES } from '@/config/constants';
import { canAccess } from '@/routes/access';
import { prefetchPage } from '@/routes/page-prefetch';
import { FLAT_ROUTES } from '@/routes/route-table';
import type { FlatRoute } from '@/routes/types';
import { useDisplay, type DisplayScreen } from '@/stores/display';
import { usePermission } from '@/stores/permission';
import { useSession } from '@/stores/session';
import { borrowMessageApi } from '@/utils/feedback';
import { useDisplayCheckIn } from './use-display-check-in';
import { useOffHours, usePointerActive, useUnattendedReload } from './use-kiosk';
import { useNewBuild } from './use-new-build';
import { WallFreshnessContext, createFreshnessStore } from './use-wall-freshness';
import { useRotation } from './use-rotation';
import { WALL, WALL_NAV_COUNT, WALL_ROOT, type WallMode } from './wall-config';
import { WallConnectionContext, createConnectionStore, type ConnectionStore } from './wall-connection';
import { WallTimingContext } from './wall-context';
import { wallErrorToastShown } from './wall-errors';
import { WallHeader, WallNav, type ModeSwitch } from './wall-header';
import { WallNight } from './wall-night';
import { OFF_PARAM, kioskOn, parseWallTiming, wallName, type WallTiming } from './wall-params';
import { keepWallData, restoreWallData, wallDataKey } from './wall-persist';
import { useWallQuery } from './wall-query';
import { chartPixelRatio, wallDesignHeight, wallScale, wallTransform } from './wall-scale';
import { offHoursOf } from './wall-schedule';
import { wallTitle } from './wall-title';
import './cockpit.css';

/** The pages of a mode, in table order (the rotation order), that the user may open. */
function wallPages(mode: WallMode, ctx: ReturnType<typeof usePermission.getState>['ctx']): FlatRoute[] {
  const layout = mode === 'dashboardmode' ? 'cockpit' : 'ndb';
  return FLAT_ROUTES.filter((r) => r.layout === layout && r.chain.length === 2 && r.node.page && (!ctx || canAccess(r, ctx)));
}

/** A display link's pages, in the screen's order (all of the mode's when it names none). */
function screenPages(pages: FlatRoute[], screen: DisplayScreen | undefined): FlatRoute[] {
  if (!screen || screen.pages.length === 0) return pages;
  const chosen = screen.pages.flatMap((key) => pages.filter((p) => p.fullPath.endsWith(`/${key}`)));
  return chosen.length > 0 ? chosen : pages;
}

/** Chart parts the wall pages draw: loaded ahead, with the pages' code, so a lost network stops no page. */
const WALL_CHART_PARTS: ChartPart[] = ['gauge', 'map', 'scatter', 'effectScatter', 'visualMap', 'pie', 'radar', 'title'];
const PREFETCH_DELAY_MS = 3_000;

/** Burn-in care: the canvas moves by a few design pixels every WALL.driftMs, in a small loop. */
const DRIFT: readonly (readonly [number, number])[] = [
  [0, 0],
  [4, 3],
  [-3, 5],
  [-5, -2],
  [2, -4],
];

function useWallSize(rootRef: React.RefObject<HTMLDivElement | null>) {
  const [size, setSize] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  useLayoutEffect(() => {
    const el = rootRef.current;
    const measure = () => {
      const width = el?.clientWidth || window.innerWidth;
      const height = el?.clientHeight || window.innerHeight;
      setSize((prev) => (prev.width === width && prev.height === height ? prev : { width, height }));
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' || !el ? null : new ResizeObserver(measure);
    if (el) observer?.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [rootRef]);
  return size;
}

/** Keeps the screen on while the wall is visible (where the browser allows it; silently nothing elsewhere). */
function useWakeLock(): void {
  useEffect(() => {
    const lock = typeof navigator !== 'undefined' ? navigator.wakeLock : undefined;
    if (!lock) return;
    let sentinel: WakeLockSentinel | null = null;
    let live = true;
    const request = () => {
      if (document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      lock.request('screen').then(
        (s) => {
          if (live) sentinel = s;
          else void s.release().catch(() => undefined);
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener('visibilitychange', request);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', request);
      void sentinel?.release().catch(() => undefined);
    };
  }, []);
}

function useDrift(): readonly [number, number] {
  const [step, setStep] = useState(0);
  useEffect(() => {
    const id = setInterval(() => setStep((s) => (s + 1) % DRIFT.length), WALL.driftMs);
    return () => clearInterval(id);
  }, []);
  return DRIFT[step];
}

/** The space bar pauses and resumes (not while typing or choosing in a control). */
function useSpaceToPause(enabled: boolean, toggle: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' && e.key !== ' ') return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (target?.closest('input, textarea, select, button, [contenteditable="true"], [role="combobox"], [role="switch"]')) return;
      e.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, toggle]);
}

/** A toast not shown (a call's failure on a wall): closed at once. */
const NOT_SHOWN: MessageType = Object.assign(() => {}, {
  then: <T,>(resolve?: ((value: boolean) => T | PromiseLike<T>) | null) => Promise.resolve(true).then(resolve),
});

const toastText = (args: ArgsProps | React.ReactNode): string =>
  typeof args === 'object' && args !== null && 'content' in args ? String(args.content) : String(args);

/**
 * Toasts inside the scaled canvas, under the header, at most two: on a wall they must not cover the title, and a
 * minute offline must not stack them up. A call's failure is not toasted at all (its 'Network Error' never shows:
 * the header and the panels say it in the wall's words, wall-errors.ts); the session's messages are.
 */
function WallMessages() {
  const { message } = AntApp.useApp();
  const wallMessage = useMemo<MessageInstance>(
    () => ({ ...message, error: (args, ...rest) => (wallErrorToastShown(toastText(args)) ? message.error(args, ...rest) : NOT_SHOWN) }),
    [message],
  );
  useLayoutEffect(() => borrowMessageApi(wallMessage), [wallMessage]);
  return null;
}

function useTitle(mode: WallMode): string {
  const { search } = useLocation();
  const regionAddr = useSession((s) => s.regionAddr);
  const curCampusName = useSession((s) => s.curCampusName);
  const city = useSession((s) => s.city);
  const organizationType = useSession((s) => s.organizationType);
  const basic = useWallQuery(basicData);
  const name = wallName(search);
  // The campus's name, else the scope the server names (望海区 for a district, on both walls; 滨江市; a school); until
  // it answers a school account's `city` (its library's name), never the city of a district's own wall.
  const served = basic.data?.scope.name;
  const place = mode === 'dashboardmode' ? curCampusName || served : served;
  return wallTitle({ name, regionAddr, regionTitles: env.regionTitles, place: place || (organizationType === 'library' ? city : '') });
}

function useModeSwitch(mode: WallMode): ModeSwitch | null {
  const ctx = usePermission((s) => s.ctx);
  const region = useSession((s) => s.region);
  const { search } = useLocation();
  const other =
    mode === 'dashboardmode'
      ? FLAT_ROUTES.find((r) => r.fullPath === WALL_ROOT.ndb)
      : FLAT_ROUTES.find((r) => r.fullPath === WALL_ROOT.dashboardmode);
  if (!ctx || !other || !canAccess(other, ctx)) return null;
  if (mode === 'dashboardmode') {
    // 切换新版 is hidden for the library role and when a campus name is given (docs/rules.md#walls).
    if (ctx.roles.has(ROLES.library) || wallName(search)) return null;
    return { to: WALL_ROOT.ndb, label: '切换新版' };
  }
  // The switch back to the old mode, unless the region is a city (docs/rules.md#walls).
  if (region === 'CITY') return null;
  return { to: WALL_ROOT.dashboardmode, label: '返回旧版' };
}

/**
 * The wall's antd tokens over the dark algorithm. The admin shell sets its greys as explicit tokens (dark text for a
 * light page, src/app/antd-shell.tsx), which a nested provider inherits: the wall sets light ones.
 */
const WALL_TOKENS = {
  fontSize: WALL_TYPE.min,
  colorBgElevated: '#0e2250',
  colorTextSecondary: 'rgba(255, 255, 255, 0.7)',
  colorTextTertiary: 'rgba(255, 255, 255, 0.6)',
  colorTextDescription: 'rgba(255, 255, 255, 0.6)',
  colorTextPlaceholder: 'rgba(255, 255, 255, 0.55)',
  colorError: '#ff7875',
};

/**
 * Tag text on the wall's dark tags: light shades (9–11:1 on antd's dark tag backgrounds). The admin shell's tag
 * tokens are dark shades for light tags (src/app/antd-shell.tsx), which a nested provider would inherit.
 */
const WALL_TAG_TOKENS = {
  blue7: '#8dc5ff',
  geekblue7: '#adc6ff',
  cyan7: '#87e8de',
  green7: '#95de64',
  lime7: '#d3f261',
  gold7: '#ffd666',
  yellow7: '#fff566',
  orange7: '#ffc069',
  volcano7: '#ff9c6e',
  red7: '#ff7875',
  magenta7: '#ff85c0',
  pink7: '#ff85c0',
  purple7: '#d3adf7',
  colorSuccess: '#95de64',
  colorInfo: '#8dc5ff',
  colorWarning: '#ffd666',
  colorError: '#ff7875',
};

/** The type scale as the stylesheet's variables (cockpit.css). */
const TYPE_VARIABLES = {
  '--wall-min': `${WALL_TYPE.min}px`,
  '--wall-body': `${WALL_TYPE.body}px`,
  '--wall-row': `${WALL_TYPE.row}px`,
  '--wall-heading': `${WALL_TYPE.heading}px`,
  '--wall-figure-small': `${WALL_TYPE.figureSmall}px`,
  '--wall-figure': `${WALL_TYPE.figure}px`,
  '--wall-figure-min': `${WALL_TYPE.figureMin}px`,
  '--wall-clock': `${WALL_TYPE.clock}px`,
  '--wall-title': `${WALL_TYPE.title}px`,
} as CSSProperties;

/** The periodic reload of a wall that does not step through its loops: as long as `reloadAfterLoops` loops take. */
function reloadEveryMs(timing: WallTiming, pages: number): number {
  return timing.reloadAfterLoops * Math.max(1, pages) * timing.rotateMs;
}

/**
 * The wall's connection (wall-connection.ts) and its kept data (wall-persist.ts): the data is saved as calls answer
 * and read back the first time the server cannot be reached.
 */
function useWallConnectionAndData(): ConnectionStore | null {
  const queryClient = useQueryClient();
  const login = useSession((s) => s.login);
  const [store, setStore] = useState<ConnectionStore | null>(null);
  useEffect(() => {
    const connection = createConnectionStore(queryClient.getQueryCache());
    setStore(connection);
    const key = login ? wallDataKey(login) : undefined;
    const stopKeeping = key ? keepWallData(queryClient, key) : undefined;
    const stopWaiting = key ? connection.onFirstDown(() => restoreWallData(queryClient, key)) : undefined;
    return () => {
      stopWaiting?.();
      stopKeeping?.();
      connection.dispose();
    };
  }, [queryClient, login]);
  return store;
}

export function WallShell({ mode }: { mode: WallMode }) {
  const rootRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLDivElement>(null);
  const [params] = useSearchParams();
  const paramsText = params.toString();
  // A display link's screen (src/stores/display.ts): always kiosk, its own pages and seconds per page, checking in.
  const display = useDisplay((s) => s.screen);
  const screen = display?.mode === mode ? display : undefined;
  const seconds = screen?.seconds;
  const timing = useMemo(() => {
    const search = new URLSearchParams(paramsText);
    const parsed = parseWallTiming(search, env.demo);
    // A demo build's URL override (tests, the soak) wins over the screen's seconds.
    return seconds && !(env.demo && search.has('rotateMs')) ? { ...parsed, rotateMs: seconds * 1000 } : parsed;
  }, [paramsText, seconds]);
  const kiosk = kioskOn(params) || !!screen;
  useDisplayCheckIn(!!screen);
  const offParam = params.get(OFF_PARAM);
  const schedule = useMemo(() => (kiosk ? offHoursOf(offParam, env.wallOffHours) : null), [kiosk, offParam]);
  const offHours = useOffHours(schedule);
  const pointer = usePointerActive(kiosk, WALL.kioskIdleMs);
  const ctx = usePermission((s) => s.ctx);
  const pages = useMemo(() => screenPages(wallPages(mode, ctx), screen), [mode, ctx, screen]);
  const pagePaths = useMemo(() => pages.map((p) => p.fullPath), [pages]);
  const newBuild = useNewBuild(WALL.buildCheckMs);
  const rotation = useRotation(pagePaths, timing, newBuild, offHours);
  useUnattendedReload({
    unattended: kiosk || rotation.auto,
    rotating: rotation.auto && !rotation.paused && !offHours,
    paused: rotation.paused,
    newBuild,
    everyMs: reloadEveryMs(timing, pages.length),
    offHours,
  });
  const title = useTitle(mode);
  const modeSwitch = useModeSwitch(mode);
  const connection = useWallConnectionAndData();
  const size = useWallSize(rootRef);
  const scale = wallScale(size.width);
  const designHeight = wallDesignHeight(size.height, scale);
  const pixelRatio = chartPixelRatio(window.devicePixelRatio, scale);
  const [dx, dy] = useDrift();
  useWakeLock();
  useSpaceToPause(rotation.auto, rotation.togglePause);
  usePrefetchChartEngine();

  useEffect(() => {
    void registerWallWorker();
    const id = setTimeout(() => {
      const loads = [...pages.flatMap((p) => (p.node.page ? [prefetchPage(p.node.page)] : [])), loadChartParts(WALL_CHART_PARTS)].map(
        (load) => load.catch(() => undefined),
      );
      // Then the service worker keeps every file the wall needs to start again without network.
      void Promise.all(loads).then(listWallAssets);
    }, PREFETCH_DELAY_MS);
    return () => clearTimeout(id);
  }, [pages]);

  const [freshness] = useState(createFreshnessStore);
  const popupContainer = useMemo(() => () => canvasRef.current ?? document.body, []);
  const messageConfig = useMemo(() => ({ top: 170, maxCount: 2, getContainer: popupContainer }), [popupContainer]);
  const themeConfig = useMemo(() => ({ algorithm: theme.darkAlgorithm, token: WALL_TOKENS, components: { Tag: WALL_TAG_TOKENS } }), []);
  const cursorHidden = kiosk && !pointer;

  return (
    <ConfigProvider theme={themeConfig} getPopupContainer={popupContainer} componentSize="large">
      <AntApp component={false} message={messageConfig}>
        <WallMessages />
        {/* A wall shows every chart of its page and draws the next page while this one is shown: at once. */}
        <ChartDrawWhenNearProvider value={false}>
          <ChartPixelRatioProvider value={pixelRatio}>
            <WallTimingContext.Provider value={timing}>
              <WallConnectionContext.Provider value={connection}>
                <WallFreshnessContext.Provider value={freshness}>
                  <div
                    ref={rootRef}
                    className={`srp-wall srp-wall--${mode}${cursorHidden ? ' srp-wall--cursor-hidden' : ''}`}
                    style={TYPE_VARIABLES}
                    data-testid="wall"
                    data-scale={scale.toFixed(4)}
                    data-rotations={rotation.rotations}
                    data-loops={rotation.loops}
                    data-auto={rotation.auto ? 'on' : 'off'}
                    data-paused={rotation.paused ? 'yes' : 'no'}
                    data-kiosk={kiosk ? 'on' : 'off'}
                    data-off-hours={offHours ? 'yes' : 'no'}
                  >
                    <div className="srp-wall__spacer" style={{ height: designHeight * scale }}>
                      <div
                        ref={canvasRef}
                        className="srp-wall__canvas"
                        data-testid="wall-canvas"
                        style={{ width: WALL.designWidth, height: designHeight, transform: wallTransform(scale) }}
                      >
                        {offHours ? (
                          <WallNight schedule={schedule} />
                        ) : (
                          <div className="srp-wall__drift" style={{ transform: `translate(${dx}px, ${dy}px)` }}>
                            <WallHeader
                              title={title}
                              rotation={rotation}
                              newBuild={newBuild}
                              rotateMs={timing.rotateMs}
                              kiosk={kiosk}
                              pointer={pointer}
                            />
                            <WallNav
                              entries={pages.slice(0, WALL_NAV_COUNT[mode])}
                              pages={pages}
                              label={mode === 'ndb' ? '驾驶舱菜单' : '驾驶舱导航'}
                              modeSwitch={modeSwitch}
                              exits={!kiosk}
                            />
                            <main className="srp-wall__body">
                              <Outlet />
                            </main>
                          </div>
                        )}
                      </div>
                    </div>
                  </div>
                </WallFreshnessContext.Provider>
              </WallConnectionContext.Provider>
            </WallTimingContext.Provider>
          </ChartPixelRatioProvider>
        </ChartDrawWhenNearProvider>
      </AntApp>
    </ConfigProvider>
  );
}
