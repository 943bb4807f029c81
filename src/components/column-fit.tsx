/**
 * Tables that fit their box (docs/rules.md#tables): when the columns are wider than the table's box, the columns of
 * lowest priority fold away — the highest `priority` number first, the rightmost first among equals — until the rest
 * fit; priority 0 never folds (the name, the main figure, 较上期). The table's toolbar gets a column chooser (a
 * settings button that says how many columns are folded): the user can show a folded column again (it then stays,
 * and the table scrolls sideways if it must) or hide one. In print every column comes back (docs/rules.md#print): the
 * page is laid out again at the paper's width, where the tables wrap. Used by StatTable and the ranking's virtual table.
 */
import { useEffect, useLayoutEffect, useMemo, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { Button, Checkbox, Popover } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { Text } from './text';
import './column-fit.css';

export interface FitColumn {
  key: string;
  /** The header as text (the chooser's label). */
  title: string;
  /** The room the column needs (px). */
  width: number;
  /** 0: never folds; higher numbers fold first. */
  priority: number;
}

/**
 * The keys of the columns to fold so that the others fit in `available` px: the highest priority number first, then
 * the rightmost; priority 0 and the `keep` columns never. Nothing when they fit (or when `available` is unknown).
 */
export function foldColumns(columns: readonly FitColumn[], available: number | null, keep: ReadonlySet<string> = new Set()): string[] {
  if (available === null) return [];
  let total = columns.reduce((sum, c) => sum + c.width, 0);
  if (total <= available) return [];
  const order = columns
    .map((c, index) => ({ c, index }))
    .filter(({ c }) => c.priority > 0 && !keep.has(c.key))
    .sort((a, b) => b.c.priority - a.c.priority || b.index - a.index);
  const folded: string[] = [];
  for (const { c } of order) {
    if (total <= available) break;
    folded.push(c.key);
    total -= c.width;
  }
  return folded;
}

/** The element's inner width (clientWidth, px), following its resizes; null until it is measured (or never, in jsdom). */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number | null {
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => setWidth(el.clientWidth > 0 ? el.clientWidth : null);
    read();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

/**
 * Whether the page is being printed: from the browser's beforeprint to afterprint (drawn at once, before the print
 * is laid out), or while print media applies.
 */
function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia('print') : null;
    const set = (on: boolean) => flushSync(() => setPrinting(on));
    const before = () => set(true);
    const after = () => set(media?.matches ?? false);
    const change = (e: MediaQueryListEvent) => set(e.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    media?.addEventListener?.('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      media?.removeEventListener?.('change', change);
    };
  }, []);
  return printing;
}

export interface ColumnFit {
  /** Keys of the columns the table draws, in order. */
  visible: ReadonlySet<string>;
  /** Keys folded for room (not those the user hid), in the table's order. */
  folded: string[];
  /** The column chooser for the table's toolbar. */
  chooser: ReactNode;
}

/**
 * Which columns a table draws in `available` px, and its column chooser. The user's choices (shown again, hidden) last
 * as long as the table.
 */
export function useColumnFit(
  columns: readonly FitColumn[],
  available: number | null,
  tableName: string,
  /** Room a table needs once it folds (StatTable's column of expand buttons), px. */
  foldReserve = 0,
): ColumnFit {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [pinned, setPinned] = useState<ReadonlySet<string>>(() => new Set());
  const printing = usePrinting();
  const fit = useMemo(() => {
    const candidates = columns.filter((c) => !hidden.has(c.key));
    let folds = printing ? [] : foldColumns(candidates, available, pinned);
    if (folds.length > 0 && foldReserve > 0 && available !== null) folds = foldColumns(candidates, available - foldReserve, pinned);
    const foldedSet = new Set(folds);
    const visible = new Set(candidates.filter((c) => !foldedSet.has(c.key)).map((c) => c.key));
    return { visible, folded: columns.filter((c) => foldedSet.has(c.key)).map((c) => c.key) };
  }, [columns, available, hidden, pinned, foldReserve, printing]);

  const toggle = (key: string, show: boolean) => {
    const without = (s: ReadonlySet<string>) => new Set([...s].filter((k) => k !== key));
    if (show) {
      setHidden(without);
      setPinned((s) => new Set([...s, key]));
    } else {
      setPinned(without);
      setHidden((s) => new Set([...s, key]));
    }
  };
  const away = columns.length - fit.visible.size;
  const content = (
    <div className="srp-column-chooser" role="group" aria-label={`${tableName}：显示的列`}>
      {columns.map((c) => {
        const folded = fit.folded.includes(c.key);
        return (
          <Checkbox
            key={c.key}
            checked={fit.visible.has(c.key)}
            disabled={c.priority === 0}
            onChange={(e) => toggle(c.key, e.target.checked)}
          >
            {c.title}
            {folded && <Text type="secondary">（宽度不足，已收起）</Text>}
          </Checkbox>
        );
      })}
      {(hidden.size > 0 || pinned.size > 0) && (
        <Button
          size="small"
          type="link"
          style={{ padding: 0, alignSelf: 'flex-start' }}
          onClick={() => {
            setHidden(new Set());
            setPinned(new Set());
          }}
        >
          恢复默认
        </Button>
      )}
    </div>
  );
  const chooser = (
    <Popover trigger="click" placement="bottomRight" title="显示的列" content={content}>
      <Button icon={<SettingOutlined aria-hidden />} aria-label={away > 0 ? `列设置：${away} 列未显示` : '列设置'}>
        {away > 0 ? `${away} 列未显示` : '列'}
      </Button>
    </Popover>
  );
  return { visible: fit.visible, folded: fit.folded, chooser };
}
