/**
 * THE chart component. The only module that imports echarts (with its on-demand parts in ./chart-parts/):
 * - `echarts-for-react/esm/core` (the `lib/` path breaks Vite 8's production build) + `echarts/core`, in the
 *   engine chunk ./chart-parts/core.ts: bars and lines on a grid, tooltip, legend, mark lines, aria, canvas. The
 *   engine is fetched once the page has painted (usePrefetchChartEngine, in parallel with its data calls), not
 *   before the page's first render; every other chart type, component and the SVG renderer is a chunk loaded
 *   when an option needs it (PART_LOADERS) — never the full `echarts` import;
 * - draws a chart when it comes near the screen (ChartDrawWhenNearProvider; the walls draw at once), so that the
 *   charts below the fold cost the first load nothing; printing draws them all first (printWithCharts, beforeprint);
 * - draws one chart at a time (useDrawTurn): charts ready together do not draw in one long frame;
 * - disposes on unmount, ignores an init that finishes after an unmount, resizes on a ResizeObserver
 *   (rAF-debounced) and on window 'resize' (cached tabs dispatch one when shown);
 * - palette from the theme colour, zh locale, Chinese number formatting (万) in tooltips and value axes,
 *   `aria` description for screen readers; `notMerge` on every option change.
 */
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import type { ReactEChartsCore } from './chart-parts/core';
import type { ComposeOption, ECElementEvent, EChartsType, registerMap } from 'echarts/core';
import type {
  BarSeriesOption,
  EffectScatterSeriesOption,
  FunnelSeriesOption,
  GaugeSeriesOption,
  HeatmapSeriesOption,
  LineSeriesOption,
  LinesSeriesOption,
  MapSeriesOption,
  PieSeriesOption,
  RadarSeriesOption,
  ScatterSeriesOption,
} from 'echarts/charts';
import type {
  AriaComponentOption,
  DataZoomComponentOption,
  DatasetComponentOption,
  GeoComponentOption,
  GraphicComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkLineComponentOption,
  MarkPointComponentOption,
  RadarComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
  VisualMapComponentOption,
} from 'echarts/components';
import { useReducedMotion } from '@/hooks/reduced-motion';
import { useSettings } from '@/stores/settings';
import { countAxisLabel, formatLarge } from '@/utils/format';
import { buildPalette, buildSequentialRamp } from './chart-palette';

// ---------------------------------------------------------------- the engine

type Core = typeof import('./chart-parts/core');

let core: Core | undefined;
let coreLoading: Promise<Core> | undefined;
/**
 * Maps registered before they can be: echarts' registerMap does nothing (silently) until the geo code is in, which
 * comes with the 'map' part. Kept here and registered when that part is loaded.
 */
const pendingMaps = new Map<string, Parameters<typeof registerMap>[1]>();

/** The engine chunk (./chart-parts/core.ts), loaded once; a failed load may be tried again. */
export function loadChartCore(): Promise<Core> {
  if (core) return Promise.resolve(core);
  coreLoading ??= import('./chart-parts/core').then(
    (mod) => {
      core = mod;
      return mod;
    },
    (error: unknown) => {
      coreLoading = undefined;
      throw error;
    },
  );
  return coreLoading;
}

/**
 * Fetches the engine once the page that draws charts has painted: not before (its 190 KiB would compete with the
 * page's first render, and the first paint of a page should not wait for them), and still in parallel with the
 * page's data calls, so that the engine is usually in when the data is. Used by the page frames (StatsPage, the
 * wall shell). A failure here is not shown: the chart that needs the engine retries and shows 重试 (useChartParts).
 */
export function usePrefetchChartEngine(): void {
  useEffect(() => {
    if (core || coreLoading) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame after the commit is the one that paints it; the timeout runs once that paint is done.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void loadChartCore().catch(() => undefined), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
}

/** The option type: the series and components of the core and of the parts (v6: use grid.outerBounds, not containLabel). */
export type ChartOption = ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | PieSeriesOption
  | RadarSeriesOption
  | HeatmapSeriesOption
  | GaugeSeriesOption
  | ScatterSeriesOption
  | EffectScatterSeriesOption
  | FunnelSeriesOption
  | MapSeriesOption
  | LinesSeriesOption
  | GeoComponentOption
  | GridComponentOption
  | TooltipComponentOption
  | LegendComponentOption
  | TitleComponentOption
  | DataZoomComponentOption
  | VisualMapComponentOption
  | MarkLineComponentOption
  | MarkPointComponentOption
  | DatasetComponentOption
  | RadarComponentOption
  | GraphicComponentOption
  | AriaComponentOption
>;

export type ChartInstance = EChartsType;
/** Event params: element events carry name/value/dataIndex…; other events (legendselectchanged…) extra fields. */
export type ChartEventParams = ECElementEvent & Record<string, unknown>;
export type ChartEvents = Record<string, (params: ChartEventParams, chart: ChartInstance) => void>;
export type ChartRenderer = 'canvas' | 'svg';
export type ChartTheme = 'light' | 'dark';

export interface ChartProps {
  option: ChartOption;
  /** Height of the chart: px number or any CSS length ('100%', '40vh'). Default 300. */
  height?: number | string;
  /** Text description read by screen readers (also echarts `aria.label.description`). */
  ariaLabel: string;
  loading?: boolean;
  onEvents?: ChartEvents;
  /** Default canvas; svg where canvas is unavailable (jsdom, very old WebViews). */
  renderer?: ChartRenderer;
  /** 'dark' for the cockpit (wall display) pages: echarts' dark theme, transparent background. */
  theme?: ChartTheme;
  /**
   * Formats numbers in tooltips and on value axes where the option sets no formatter of its own.
   * Default formatLarge (>9999 → 万). Pass a stable function (module level or useCallback).
   */
  valueFormatter?: (value: number) => string;
  /** Called once with the live instance (after the async init), never after an unmount. */
  onReady?: (chart: ChartInstance) => void;
  className?: string;
  style?: CSSProperties;
}

// ---------------------------------------------------------------- parts loaded on demand

type Installer = Parameters<Core['echarts']['use']>[0];

/**
 * Chart types and components outside the core, one small chunk each (src/components/chart-parts/): a page that
 * draws no radar loads no radar code. Loaded once, then registered for good.
 */
const PART_LOADERS = {
  pie: () => import('./chart-parts/pie'),
  radar: () => import('./chart-parts/radar'),
  heatmap: () => import('./chart-parts/heatmap'),
  gauge: () => import('./chart-parts/gauge'),
  scatter: () => import('./chart-parts/scatter'),
  effectScatter: () => import('./chart-parts/effect-scatter'),
  funnel: () => import('./chart-parts/funnel'),
  map: () => import('./chart-parts/map'),
  lines: () => import('./chart-parts/lines'),
  visualMap: () => import('./chart-parts/visual-map'),
  dataZoom: () => import('./chart-parts/data-zoom'),
  title: () => import('./chart-parts/title'),
  graphic: () => import('./chart-parts/graphic'),
  markPoint: () => import('./chart-parts/mark-point'),
  dataset: () => import('./chart-parts/dataset'),
  svg: () => import('./chart-parts/svg'),
} satisfies Record<string, () => Promise<{ default: Installer }>>;

export type ChartPart = keyof typeof PART_LOADERS;

/** Series types drawn by a part (bar and line are in the core). */
const SERIES_PARTS: Record<string, ChartPart> = {
  pie: 'pie',
  radar: 'radar',
  heatmap: 'heatmap',
  gauge: 'gauge',
  scatter: 'scatter',
  effectScatter: 'effectScatter',
  funnel: 'funnel',
  map: 'map',
  lines: 'lines',
};
/** Option keys that need a component part. */
const COMPONENT_PARTS: Record<string, ChartPart> = {
  visualMap: 'visualMap',
  dataZoom: 'dataZoom',
  title: 'title',
  graphic: 'graphic',
  dataset: 'dataset',
  geo: 'map',
  radar: 'radar',
};

/** The parts an option needs, in a stable order. */
export function requiredParts(option: ChartOption, renderer: ChartRenderer): ChartPart[] {
  const o = option as Loose;
  const needed = new Set<ChartPart>();
  const series = Array.isArray(o.series) ? o.series : o.series ? [o.series] : [];
  for (const item of series) {
    if (!isObject(item)) continue;
    const part = SERIES_PARTS[String(item.type ?? '')];
    if (part) needed.add(part);
    if (item.markPoint !== undefined) needed.add('markPoint');
  }
  for (const [key, part] of Object.entries(COMPONENT_PARTS)) if (o[key] !== undefined) needed.add(part);
  if (renderer === 'svg') needed.add('svg');
  return [...needed].sort();
}

const loadedParts = new Set<ChartPart>();
const loadingParts = new Map<ChartPart, Promise<void>>();

/** Loads the engine and registers parts (each once; a failed load may be tried again). */
export function loadChartParts(parts: readonly ChartPart[]): Promise<void> {
  return Promise.all(
    parts.map((part) => {
      if (loadedParts.has(part)) return undefined;
      let pending = loadingParts.get(part);
      if (!pending) {
        pending = Promise.all([loadChartCore(), PART_LOADERS[part]()])
          .then(([engine, mod]) => {
            engine.echarts.use(mod.default);
            if (part === 'map') {
              for (const [name, geoJSON] of pendingMaps) engine.echarts.registerMap(name, geoJSON);
              pendingMaps.clear();
            }
            loadedParts.add(part);
          })
          .finally(() => loadingParts.delete(part));
        loadingParts.set(part, pending);
      }
      return pending;
    }),
  )
    .then(() => loadChartCore())
    .then(() => undefined);
}

/** Whether the engine and the parts are registered; loads the missing ones. `error` when a chunk failed to load. */
function useChartParts(parts: readonly ChartPart[]): { ready: boolean; error: unknown; retry: () => void } {
  const [state, dispatch] = useReducer(
    (s: { attempt: number; error: unknown; done: number }, a: { type: 'done' } | { type: 'error'; error: unknown } | { type: 'retry' }) =>
      a.type === 'done'
        ? { ...s, done: s.done + 1, error: null }
        : a.type === 'error'
          ? { ...s, error: a.error }
          : { ...s, attempt: s.attempt + 1, error: null },
    { attempt: 0, error: null, done: 0 },
  );
  const missing = parts.filter((p) => !loadedParts.has(p));
  // 'core' stands for the engine: a key of '' means everything is there.
  const key = [...(core ? [] : ['core']), ...missing].join(',');
  useEffect(() => {
    if (!key) return;
    let live = true;
    loadChartParts(key.split(',').filter((p): p is ChartPart => p in PART_LOADERS)).then(
      () => live && dispatch({ type: 'done' }),
      (error: unknown) => live && dispatch({ type: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, state.attempt]);
  return { ready: key === '', error: state.error, retry: () => dispatch({ type: 'retry' }) };
}

/**
 * The pixel ratio charts draw at, for charts inside a CSS-scaled container (the wall displays scale a 1920 px
 * design with `transform: scale`): the device pixel ratio times the scale, so a design scaled up stays sharp.
 * Undefined (default): echarts' own, `window.devicePixelRatio`. A change re-creates the charts.
 */
const ChartPixelRatioContext = createContext<number | undefined>(undefined);
export const ChartPixelRatioProvider = ChartPixelRatioContext.Provider;

/**
 * Whether a chart is drawn only once it comes near the screen (default) or at once. A chart's first drawing costs
 * 20–60 ms of main thread on an ordinary PC (several times that on a school's old one), and on a page of six
 * charts most are below the fold: drawn before they can be seen, they delay the page's own figures and block
 * input. The walls show every chart of a page at once and draw the next page while the current one is shown:
 * they draw at once (`false`).
 */
const ChartDrawWhenNearContext = createContext(true);
export const ChartDrawWhenNearProvider = ChartDrawWhenNearContext.Provider;

/** How far ahead of the screen a chart is drawn (above and below it): a chart is drawn as it scrolls in. */
const DRAW_AHEAD_MARGIN = '200px 0px';

/** The charts still waiting to come near the screen: printing draws them all (the page prints whole). */
const waitingCharts = new Set<() => void>();
let printListening = false;

/**
 * Draws every chart not drawn yet (synchronously rendered; echarts paints them on its next frame). The 打印 button
 * calls it before the print dialog opens; the browser's own print command (Ctrl+P) calls it through `beforeprint`.
 */
export function drawEveryChart(): void {
  const draws = [...waitingCharts];
  waitingCharts.clear();
  if (draws.length) flushSync(() => draws.forEach((draw) => draw()));
  // The charts just let near ask for their turns in their effects (run by flushSync); grant them all too.
  flushSync(grantEveryTurn);
}

/** How long 打印 waits for the charts it has just asked for before the print dialog opens anyway. */
const PRINT_WAIT_MS = 3_000;

/** Whether every chart on the page has drawn (a canvas or SVG) or shows its failure. */
function everyChartDrawn(): boolean {
  return [...document.querySelectorAll('.srp-chart')].every((el) => el.querySelector('canvas, svg, .srp-chart-parts-error'));
}

/** 打印: every chart drawn first (those below the fold were not yet), then the browser's print dialog. */
export function printWithCharts(): void {
  drawEveryChart();
  if (everyChartDrawn()) {
    window.print();
    return;
  }
  const until = performance.now() + PRINT_WAIT_MS;
  const check = () => {
    if (everyChartDrawn() || performance.now() > until) window.print();
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/** Whether the element is (or has been) near the screen; always true where IntersectionObserver is missing. */
function useNearScreen(ref: RefObject<HTMLElement | null>, enabled: boolean): boolean {
  const [near, setNear] = useState(() => !enabled || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return undefined;
    const draw = () => setNear(true);
    waitingCharts.add(draw);
    if (!printListening) {
      printListening = true;
      window.addEventListener('beforeprint', drawEveryChart);
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && draw(), {
      rootMargin: DRAW_AHEAD_MARGIN,
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      waitingCharts.delete(draw);
    };
  }, [near, ref]);
  return near;
}

/**
 * One chart draws at a time. A chart's first drawing (echarts' init, option and paint, 20–60 ms on an ordinary PC)
 * happens on the animation frame after it mounts; charts that became ready together (the engine arrived, or the
 * page's data) would all draw in that one frame, a single long task of a few hundred milliseconds on an old PC
 * during which no click or key is answered. Each chart waits for its turn: the next chart is let in once the one
 * before has drawn (its onChartReady), and draws on a later frame. A turn not
 * finished within DRAW_TURN_LIMIT_MS (a chart that never reports ready) is given up so the others still draw.
 */
const drawQueue: Array<() => void> = [];
let turnHolder: (() => void) | null = null;
const DRAW_TURN_LIMIT_MS = 2_000;
let turnLimit: ReturnType<typeof setTimeout> | undefined;

function grantNextTurn(): void {
  if (turnHolder) return;
  const next = drawQueue.shift();
  if (!next) return;
  turnHolder = next;
  turnLimit = setTimeout(() => endTurn(next), DRAW_TURN_LIMIT_MS);
  next();
}

function leaveQueue(grant: () => void): void {
  const queued = drawQueue.indexOf(grant);
  if (queued >= 0) drawQueue.splice(queued, 1);
}

/** Ends `grant`'s turn (drawn, given up or unmounted) and lets the next chart in. */
function endTurn(grant: () => void): void {
  leaveQueue(grant);
  if (turnHolder !== grant) return;
  turnHolder = null;
  clearTimeout(turnLimit);
  // The next chart's render is React's to schedule (a task of its own: this runs in echarts' frame, an effect or the
  // limit's timer, never in a render).
  grantNextTurn();
}

/** Lets every waiting chart draw at once (printing: the page prints whole). */
function grantEveryTurn(): void {
  const waiting = drawQueue.splice(0);
  waiting.forEach((grant) => grant());
}

/**
 * Whether the chart may draw: false until its turn comes (once `wanted`), then true for good. `drawn()` ends the
 * turn; an unmount ends it too.
 */
function useDrawTurn(wanted: boolean): { granted: boolean; drawn: () => void } {
  const [granted, setGranted] = useState(false);
  const grantRef = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (!wanted || granted) return undefined;
    const grant = () => setGranted(true);
    grantRef.current = grant;
    drawQueue.push(grant);
    grantNextTurn();
    // Leaves the queue if the turn has not come (no longer wanted, unmounted); a turn that has come is ended by
    // `drawn` or the unmount, not by this effect's re-run once `granted` is set.
    return () => leaveQueue(grant);
  }, [wanted, granted]);
  useEffect(
    () => () => {
      if (grantRef.current) endTurn(grantRef.current);
    },
    [],
  );
  const drawn = useCallback(() => {
    if (grantRef.current) endTurn(grantRef.current);
  }, []);
  return { granted, drawn };
}

/**
 * Registers a map (GeoJSON) for `geo` / map series; once per name and shape. Before the 'map' part is loaded (the
 * first chart with a geo or map series loads it) the map is kept and registered with it.
 */
export function registerChartMap(name: string, geoJSON: Parameters<typeof registerMap>[1]): void {
  if (core && loadedParts.has('map')) core.echarts.registerMap(name, geoJSON);
  else pendingMaps.set(name, geoJSON);
}

// ---------------------------------------------------------------- renderer

let canvasSupport: boolean | undefined;
/** Whether a 2D canvas context exists (jsdom has getContext but returns null). Probed once. */
export function canvasAvailable(): boolean {
  if (canvasSupport === undefined) {
    try {
      canvasSupport =
        typeof document !== 'undefined' &&
        typeof HTMLCanvasElement !== 'undefined' &&
        typeof HTMLCanvasElement.prototype.getContext === 'function' &&
        document.createElement('canvas').getContext('2d') != null;
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

export function resolveRenderer(requested?: ChartRenderer): ChartRenderer {
  if (requested === 'svg') return 'svg';
  return canvasAvailable() ? 'canvas' : 'svg';
}

// ---------------------------------------------------------------- option defaults

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Tooltip value text: numbers through `fmt`, arrays element-wise, empty values as '-'. */
export function formatChartValue(value: unknown, fmt: (value: number) => string = formatLarge): string {
  if (value === null || value === undefined || value === '' || value === '-') return '-';
  if (Array.isArray(value)) return value.map((v) => formatChartValue(v, fmt)).join(' / ');
  if (typeof value === 'number') return Number.isFinite(value) ? fmt(value) : '-';
  return String(value);
}

function seriesTypes(option: Loose): string[] {
  const s = option.series;
  const list = Array.isArray(s) ? s : s ? [s] : [];
  return list.filter(isObject).map((x) => String(x.type ?? ''));
}

function withTooltipDefaults(tooltip: unknown, option: Loose, valueFormatter: (v: unknown) => string): unknown {
  const patch = (t: unknown) => (isObject(t) && t.formatter === undefined && t.valueFormatter === undefined ? { ...t, valueFormatter } : t);
  if (tooltip === undefined) {
    const types = seriesTypes(option);
    const cartesian = option.xAxis !== undefined || option.yAxis !== undefined;
    const itemOnly = types.some((t) => t === 'heatmap' || t === 'scatter');
    return { trigger: cartesian && !itemOnly ? 'axis' : 'item', confine: true, valueFormatter };
  }
  return Array.isArray(tooltip) ? tooltip.map(patch) : patch(tooltip);
}

function withAxisLabelDefaults(axis: unknown, defaultType: 'category' | 'value', formatter: (v: number) => string): unknown {
  const patch = (a: unknown) => {
    if (!isObject(a)) return a;
    const type = a.type ?? defaultType;
    if (type !== 'value' && type !== 'log') return a;
    const label = isObject(a.axisLabel) ? a.axisLabel : {};
    if (label.formatter !== undefined) return a;
    return { ...a, axisLabel: { ...label, formatter } };
  };
  return Array.isArray(axis) ? axis.map(patch) : patch(axis);
}

export interface ChartDefaultsContext {
  palette: string[];
  ariaLabel: string;
  dark?: boolean;
  /** The reader asks for less motion (`prefers-reduced-motion`): no entry or update animation, no endless ripple. */
  reducedMotion?: boolean;
  /** Stable functions, so that equal inputs give deep-equal options (echarts-for-react skips setOption then). */
  tooltipValueFormatter: (value: unknown) => string;
  axisLabelFormatter: (value: number) => string;
}

/**
 * The option actually handed to echarts: the caller's option plus house defaults where the caller set
 * nothing — palette (`color`), `aria` (description = ariaLabel), tooltip (trigger + 万 formatting),
 * value-axis label formatter, transparent background on dark; with `reducedMotion`, `animation: false` and the
 * ripples and trails of effect series shown only on hover. Never overrides what the option sets.
 */
export function applyChartDefaults(option: ChartOption, ctx: ChartDefaultsContext): ChartOption {
  const o: Loose = { ...(option as Loose) };
  if (o.color === undefined) o.color = ctx.palette;
  if (ctx.dark && o.backgroundColor === undefined) o.backgroundColor = 'transparent';
  const aria = isObject(o.aria) ? o.aria : {};
  const ariaLabelOpt = isObject(aria.label) ? aria.label : {};
  o.aria = { enabled: true, ...aria, label: { description: ctx.ariaLabel, ...ariaLabelOpt } };
  o.tooltip = withTooltipDefaults(o.tooltip, o, ctx.tooltipValueFormatter);
  if (o.xAxis !== undefined) o.xAxis = withAxisLabelDefaults(o.xAxis, 'category', ctx.axisLabelFormatter);
  if (o.yAxis !== undefined) o.yAxis = withAxisLabelDefaults(o.yAxis, 'value', ctx.axisLabelFormatter);
  if (ctx.reducedMotion) {
    if (o.animation === undefined) o.animation = false;
    if (o.series !== undefined) o.series = mapSeries(o.series, withoutEndlessEffect);
  }
  return o;
}

function mapSeries(series: unknown, f: (s: Loose) => Loose): unknown {
  if (Array.isArray(series)) return series.map((s) => (isObject(s) ? f(s) : s));
  return isObject(series) ? f(series) : series;
}

/** An effect series' ripple (effectScatter) or trail (lines) runs without end: with reduced motion only on hover / never. */
function withoutEndlessEffect(s: Loose): Loose {
  if (s.type === 'effectScatter' && s.showEffectOn === undefined) return { ...s, showEffectOn: 'emphasis' };
  if (s.type === 'lines' && isObject(s.effect) && s.effect.show === true) return { ...s, effect: { ...s.effect, show: false } };
  return s;
}

const defaultTooltipValue = (v: unknown) => formatChartValue(v, formatLarge);

/** Every number the option's series carry (plain values, [x, y] pairs, { value } items). */
export function seriesValues(option: ChartOption): number[] {
  const out: number[] = [];
  const take = (v: unknown) => {
    if (typeof v === 'number') out.push(v);
    else if (Array.isArray(v)) v.forEach(take);
    else if (isObject(v) && 'value' in v) take(v.value);
  };
  const series = (option as Loose).series;
  for (const s of Array.isArray(series) ? series : series ? [series] : []) if (isObject(s)) take(s.data);
  return out;
}

// ---------------------------------------------------------------- palette hook

/** Theme-derived colours for options that need explicit colours (visualMap ranges, gradients). */
export function useChartPalette(theme: ChartTheme = 'light'): { colors: string[]; ramp: string[]; primary: string } {
  const primary = useSettings((s) => s.theme);
  return useMemo(
    () => ({ colors: buildPalette(primary, 9, theme === 'dark'), ramp: buildSequentialRamp(primary), primary }),
    [primary, theme],
  );
}

/**
 * The colours the chart kit (chart-options/) takes: the theme colour, a light tint of it for a paired series
 * (借出/归还), a light-to-dark ramp of 7 for ordered buckets and heat maps, and one warm accent (the palette's
 * amber) for per-person and rate lines. They follow a theme change.
 */
export interface Tones {
  primary: string;
  light: string;
  ramp: string[];
  accent: string;
}

export function useTones(theme: ChartTheme = 'light'): Tones {
  const { primary, colors } = useChartPalette(theme);
  return useMemo(() => {
    const ramp = buildSequentialRamp(primary, 7);
    return { primary: colors[0] ?? primary, light: ramp[2] ?? primary, ramp, accent: colors[4] ?? '#faad14' };
  }, [primary, colors]);
}

// ---------------------------------------------------------------- component

const CHART_STYLE: CSSProperties = { width: '100%', height: '100%' };

function cssLength(v: number | string): string {
  return typeof v === 'number' ? `${v}px` : v;
}

/** The live instance on a chart element (undefined before init and after dispose). */
function instanceOn(el: HTMLElement | null | undefined): ChartInstance | undefined {
  if (!el || !core) return undefined;
  const inst = core.echarts.getInstanceByDom(el);
  return inst && !inst.isDisposed() ? inst : undefined;
}

export function Chart({
  option,
  height = 300,
  ariaLabel,
  loading = false,
  onEvents,
  renderer,
  theme = 'light',
  valueFormatter,
  onReady,
  className,
  style,
}: ChartProps) {
  const wrapperRef = useRef<HTMLDivElement>(null);
  const coreRef = useRef<ReactEChartsCore>(null);
  /** The element the live instance was created on (ReactEChartsCore's ref is detached before our cleanup). */
  const chartElRef = useRef<HTMLElement | null>(null);
  const mountedRef = useRef(false);
  const onReadyRef = useRef(onReady);
  const { colors, primary } = useChartPalette(theme);
  const dark = theme === 'dark';
  const reducedMotion = useReducedMotion();
  const pixelRatio = useContext(ChartPixelRatioContext);
  const near = useNearScreen(wrapperRef, useContext(ChartDrawWhenNearContext));

  useEffect(() => {
    onReadyRef.current = onReady;
  }, [onReady]);

  const formatters = useMemo(
    () =>
      valueFormatter
        ? { tooltip: (v: unknown) => formatChartValue(v, valueFormatter), axis: (v: number) => valueFormatter(v) }
        : { tooltip: defaultTooltipValue, axis: null },
    [valueFormatter],
  );

  const finalOption = useMemo(
    () =>
      applyChartDefaults(option, {
        palette: colors,
        ariaLabel,
        dark,
        reducedMotion,
        tooltipValueFormatter: formatters.tooltip,
        // Default: one unit per chart's value axes (all 万 when any value is above 9999).
        axisLabelFormatter: formatters.axis ?? countAxisLabel(seriesValues(option)),
      }),
    [option, colors, ariaLabel, dark, reducedMotion, formatters],
  );

  const opts = useMemo(
    () => ({ renderer: resolveRenderer(renderer), locale: 'ZH', ...(pixelRatio ? { devicePixelRatio: pixelRatio } : {}) }),
    [renderer, pixelRatio],
  );
  const neededParts = useMemo(() => requiredParts(finalOption, opts.renderer), [finalOption, opts.renderer]);
  const parts = useChartParts(neededParts);
  const turn = useDrawTurn(near && parts.ready && core !== undefined && parts.error == null);
  const turnDrawn = turn.drawn;

  const loadingOption = useMemo(
    () => ({
      text: '加载中…',
      color: primary,
      textColor: dark ? '#e5e5e5' : '#595959',
      maskColor: dark ? 'rgba(0, 0, 0, 0.35)' : 'rgba(255, 255, 255, 0.75)',
    }),
    [primary, dark],
  );

  // echarts-for-react inits asynchronously (a measuring instance first, the real one after its first
  // 'finished'). If we unmounted meanwhile, the instance must not survive nor reach the caller.
  const handleReady = useCallback(
    (chart: ChartInstance) => {
      if (!mountedRef.current) {
        if (!chart.isDisposed()) chart.dispose();
        return;
      }
      chartElRef.current = chart.getDom();
      turnDrawn();
      onReadyRef.current?.(chart);
    },
    [turnDrawn],
  );

  // Mounted from the layout phase on: echarts-for-react's async init can finish (on an animation frame) before
  // this commit's passive effects run — a chart mounted with data during a route change would otherwise be
  // taken for unmounted and disposed in handleReady.
  useLayoutEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
    };
  }, []);

  useEffect(() => {
    const wrapper = wrapperRef.current;
    let frame = 0;
    const resize = () => {
      frame = 0;
      const el = coreRef.current?.ele;
      const chart = instanceOn(el);
      // A chart already the size of its box is left as it is: echarts' resize lays out and draws every series anew,
      // and a ResizeObserver also reports boxes whose size did not change (on a wall, a chart or two at every page).
      if (!chart || !el || (chart.getWidth() === el.clientWidth && chart.getHeight() === el.clientHeight)) return;
      // 'auto' also clears the fixed size echarts-for-react passes at init, so the chart follows the container.
      chart.resize({ width: 'auto', height: 'auto' });
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(resize);
    };
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    if (wrapper) observer?.observe(wrapper);
    window.addEventListener('resize', schedule);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
      // ReactEChartsCore disposes its instance in componentWillUnmount (before this passive cleanup);
      // this catches any instance still on the element, e.g. one from an init racing the unmount.
      instanceOn(chartElRef.current ?? undefined)?.dispose();
    };
  }, []);

  return (
    <div
      ref={wrapperRef}
      className={className ? `srp-chart ${className}` : 'srp-chart'}
      style={{ position: 'relative', width: '100%', height: cssLength(height), ...style }}
      data-renderer={opts.renderer}
    >
      {parts.error != null ? (
        <div
          role="alert"
          className="srp-chart-parts-error"
          style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 8 }}
        >
          图表组件加载失败（网络或版本更新）
          <button type="button" onClick={parts.retry}>
            重试
          </button>
        </div>
      ) : !near ? (
        // Not drawn until it comes near the screen; its description is there already.
        <div className="srp-chart-offscreen" role="img" aria-label={ariaLabel} style={{ height: '100%' }} />
      ) : !parts.ready || !core || !turn.granted ? (
        <div
          className="srp-chart-parts-loading"
          role="status"
          aria-busy="true"
          aria-label={`${ariaLabel}（加载中）`}
          style={{ height: '100%' }}
        />
      ) : (
        <core.ReactEChartsCore
          ref={coreRef}
          echarts={core.echarts}
          option={finalOption}
          notMerge
          lazyUpdate={false}
          theme={dark ? 'dark' : undefined}
          opts={opts}
          showLoading={loading}
          loadingOption={loadingOption}
          onEvents={onEvents}
          onChartReady={handleReady}
          autoResize={false}
          style={CHART_STYLE}
          role="img"
          aria-label={ariaLabel}
          aria-busy={loading || undefined}
        />
      )}
    </div>
  );
}
