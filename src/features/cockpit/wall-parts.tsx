/**
 * The building blocks of the wall pages, all inside WallPanel: big numbers, a chart of the kit in the wall's
 * ink, a ranking board and a rolling list. Text is always text nodes (never HTML): names come from a server.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useSchoolYear } from '@/hooks/school-year';
import { prefersReducedMotion } from '@/hooks/reduced-motion';
import { Chart, useTones, type ChartOption, type Tones } from '@/components/chart';
import { formatValue, type ValueFormat } from '@/components/chart-options/common';
import type { MetricKey } from '@/api/metric-catalogue';
import { metricInfo } from '@/api/ranking-metrics';
import { withWallText } from './wall-options';

// ---------------------------------------------------------------- colours

/** The wall's colours: the theme colour (lifted for the dark background) and fixed accents. */
export interface WallTones extends Tones {
  cyan: string;
  green: string;
  red: string;
  purple: string;
  gold: string;
  /** Dark to bright, for regions on the map. */
  mapRamp: string[];
}

export function useWallTones(): WallTones {
  const tones = useTones('dark');
  return useMemo(
    () => ({
      ...tones,
      cyan: '#2bd4ff',
      green: '#4fe3a1',
      red: '#ff6b6b',
      purple: '#a98bff',
      gold: '#ffc53d',
      mapRamp: ['#12306b', '#1d5fb8', '#2f9be6', '#5fd0ff'],
    }),
    [tones],
  );
}

// ---------------------------------------------------------------- big numbers

export interface BigNumber {
  key: string;
  label: string;
  value: number | null | undefined;
  /** How the number reads (default a count: 万 above 9999). */
  format?: ValueFormat;
  /** After the number, smaller. */
  unit?: string;
  /** A line under the number. */
  foot?: ReactNode;
}

/**
 * A big number of a catalogue figure (src/api/metric-catalogue.ts): its name, unit and number kind from the
 * catalogue, so a wall calls a figure what every page calls it (docs/rules.md#figures). `key` defaults to the figure.
 */
export function figureNumber(
  metric: MetricKey,
  value: number | null | undefined,
  extra: { key?: string; foot?: ReactNode } = {},
): BigNumber {
  const m = metricInfo(metric);
  return {
    key: extra.key ?? metric,
    label: m.label,
    value,
    ...(m.kind === 'percent' || m.kind === 'decimal' ? { format: { kind: m.kind } } : {}),
    ...(m.unit ? { unit: m.unit } : {}),
    ...(extra.foot !== undefined ? { foot: extra.foot } : {}),
  };
}

/** A label/value pair of a catalogue figure for FigureList: the catalogue's name, the count and its unit. */
export function figureLine(metric: MetricKey, text: string): { label: string; value: string } {
  const m = metricInfo(metric);
  return { label: m.label, value: m.unit ? `${text} ${m.unit}` : text };
}

/** A row of big figures, readable across a room. */
export function BigNumbers({ items }: { items: readonly BigNumber[] }) {
  return (
    <ul className="srp-wall-numbers" style={{ gridTemplateColumns: `repeat(${items.length}, minmax(0, 1fr))` }}>
      {items.map((item) => {
        const text = formatValue(item.value, { ...item.format, unit: undefined });
        // A long figure (8923.31万) takes the scale's smallest figure size rather than running into its neighbour.
        const size = text.length >= 7 ? ' srp-wall-number__value--long' : '';
        return (
          <li key={item.key} className="srp-wall-number">
            <span className="srp-wall-number__label">{item.label}</span>
            <span className={`srp-wall-number__value${size}`} data-testid={`wall-number-${item.key}`}>
              {text}
              {item.unit && text !== '-' && <small>{item.unit}</small>}
            </span>
            {item.foot && <span className="srp-wall-number__foot">{item.foot}</span>}
          </li>
        );
      })}
    </ul>
  );
}

/** Label/value pairs in a grid (beside a ring). */
export function FigureList({ items }: { items: readonly { label: string; value: string }[] }) {
  return (
    <dl className="srp-wall-figures">
      {items.map((i) => (
        <div key={i.label}>
          <dt>{i.label}</dt>
          <dd>{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}

// ---------------------------------------------------------------- charts

export interface WallChartContext {
  tones: WallTones;
  yearId: number | null;
}

/**
 * A chart of the kit filling its panel, dark. `build` must be a module-level function of the data and the
 * context (so the option is rebuilt only when they change).
 */
export function WallChart<D>({
  data,
  build,
  ariaLabel,
}: {
  data: D;
  build: (data: D, ctx: WallChartContext) => ChartOption;
  ariaLabel: string;
}) {
  const tones = useWallTones();
  const yearId = useSchoolYear();
  const option = useMemo(() => withWallText(build(data, { tones, yearId })), [build, data, tones, yearId]);
  return <Chart option={option} theme="dark" height="100%" ariaLabel={ariaLabel} />;
}

// ---------------------------------------------------------------- ranking board

export interface RankRow {
  key: string | number;
  rank: number;
  /** What tells the row apart (a class, a masked student, a short school name, a title): never cut. */
  name: string;
  /** After the name, smaller: the class, the school. The part a narrow row cuts. */
  sub?: string;
  value: number;
  text: string;
  /** A coloured tag after the name (对标: 不达标 …). */
  tag?: { label: string; tone: 'good' | 'warn' | 'bad' };
}

/** A sub narrower than this many of its characters is left out rather than shown as a stub ('望…'). */
const MIN_SUB_CHARS = 3;

/** Leaves out the subs of a board's rows that have no room for MIN_SUB_CHARS characters; again when its size changes. */
function useSubsThatFit(list: React.RefObject<HTMLOListElement | null>, rows: readonly RankRow[]) {
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    // Every sub shown, then all measured (one layout), then the ones without room hidden: a row's sub does not change
    // another row's width. Measured one by one, each row's read followed the row before's write: a layout per row.
    const fit = () => {
      const subs = [...el.querySelectorAll<HTMLElement>('.srp-wall-rank__sub')];
      for (const sub of subs) sub.hidden = false;
      const cut = subs.map((sub) => {
        const em = parseFloat(getComputedStyle(sub).fontSize) || 20;
        return sub.scrollWidth > sub.clientWidth && sub.clientWidth < MIN_SUB_CHARS * em;
      });
      subs.forEach((sub, i) => {
        sub.hidden = cut[i];
      });
    };
    fit();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    observer?.observe(el);
    return () => observer?.disconnect();
  }, [list, rows]);
}

/**
 * Ranked rows with medals for 1–3, each with a bar of its value against the largest shown along its foot. A row is
 * one line: the name whole, then the tag, then the sub — the only part that gives way when the row is narrow, left
 * out when too little of it would show.
 */
export function RankBoard({ rows, label }: { rows: readonly RankRow[]; label: string }) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  const listRef = useRef<HTMLOListElement>(null);
  useSubsThatFit(listRef, rows);
  return (
    <ol
      ref={listRef}
      className="srp-wall-rank"
      aria-label={label}
      style={{ gridTemplateRows: `repeat(${Math.max(rows.length, 5)}, minmax(0, 1fr))` }}
    >
      {rows.map((r) => (
        <li key={r.key} className="srp-wall-rank__row">
          <span className={`srp-wall-rank__no${r.rank <= 3 ? ` srp-wall-rank__no--${r.rank}` : ''}`}>{r.rank}</span>
          <span className="srp-wall-rank__label">
            <span className="srp-wall-rank__name">{r.name}</span>
            {r.tag && <em className={`srp-wall-tag srp-wall-tag--${r.tag.tone}`}>{r.tag.label}</em>}
            {r.sub && <span className="srp-wall-rank__sub">{r.sub}</span>}
          </span>
          <span className="srp-wall-rank__value">{r.text}</span>
          <span className="srp-wall-rank__bar" aria-hidden>
            <i style={{ width: `${max > 0 ? Math.max(2, (r.value / max) * 100) : 0}%` }} />
          </span>
        </li>
      ))}
    </ol>
  );
}

// ---------------------------------------------------------------- rolling list

export interface RollingListProps<T> {
  items: readonly T[];
  /** Rows in view. */
  visible: number;
  render: (item: T) => ReactNode;
  label: string;
  /** A step every … (default 3 s). */
  intervalMs?: number;
}

/**
 * A list that moves up one row at a time and wraps (recent loans, the activity feed). Only `visible + 1` rows
 * exist in the DOM whatever the length of the list; the step is a Web Animation that is cancelled on unmount;
 * the mouse over it pauses it.
 */
export function RollingList<T>({ items, visible, render, label, intervalMs = 3_000 }: RollingListProps<T>) {
  const [start, setStart] = useState(0);
  const [hover, setHover] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const n = items.length;
  const rolling = n > visible;
  const first = n > 0 ? start % n : 0;

  useEffect(() => {
    if (!rolling || hover) return;
    let animation: Animation | undefined;
    const id = setInterval(() => {
      const el = listRef.current;
      const row = el?.firstElementChild as HTMLElement | null | undefined;
      if (!el || !row || typeof el.animate !== 'function' || prefersReducedMotion()) {
        setStart((s) => (s + 1) % n);
        return;
      }
      animation?.cancel();
      const a = el.animate([{ transform: 'translateY(0)' }, { transform: `translateY(-${row.offsetHeight}px)` }], {
        duration: 700,
        easing: 'ease-in-out',
        fill: 'forwards',
      });
      a.onfinish = () => {
        flushSync(() => setStart((s) => (s + 1) % n));
        a.cancel();
      };
      animation = a;
    }, intervalMs);
    return () => {
      clearInterval(id);
      animation?.cancel();
    };
  }, [rolling, hover, n, intervalMs]);

  const shown = rolling ? Array.from({ length: visible + 1 }, (_, i) => items[(first + i) % n]) : items;
  return (
    <div className="srp-wall-rolling" onMouseEnter={() => setHover(true)} onMouseLeave={() => setHover(false)}>
      <ul ref={listRef} aria-label={label} style={{ gridTemplateRows: `repeat(${shown.length}, calc(100% / ${visible}))` }}>
        {shown.map((item, i) => (
          <li key={i}>{render(item)}</li>
        ))}
      </ul>
    </div>
  );
}
