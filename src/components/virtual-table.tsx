/**
 * A table that draws only the rows in view (@tanstack/react-virtual), for lists of 100,000 rows: a fixed row
 * height, a sticky header with sort buttons, horizontal scrolling when the columns are wider than the card, and
 * the ARIA table roles (row count, row index, aria-sort). The caller owns the data, its order and the sort state:
 * the table asks for the content of cell (position, column), position 0 being the first row in the caller's order.
 */
import { useMemo, useRef, type CSSProperties, type Key, type ReactNode } from 'react';
import { observeElementRect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import './virtual-table.css';

type VirtualSortOrder = 'ascend' | 'descend';

export interface VirtualColumn {
  key: string;
  title: ReactNode;
  /** Text of the title for the sort button's label (when `title` is not a string). */
  titleText?: string;
  /** Width in px; a `grow` column takes the room left over (at least `width`). */
  width: number;
  grow?: boolean;
  /** Stays in view when the table scrolls sideways (leading columns only: rank, name). */
  sticky?: boolean;
  align?: 'left' | 'right' | 'center';
  sortable?: boolean;
  /** Shown after the header's sort button, outside it (an ⓘ: its own focusable control). */
  headerExtra?: ReactNode;
  /** Cell content of the row at `position` in the caller's order. */
  render: (position: number) => ReactNode;
}

export interface VirtualTableProps {
  columns: readonly VirtualColumn[];
  rowCount: number;
  rowKey: (position: number) => Key;
  ariaLabel: string;
  /** Height of the scrolling area, header included (px). */
  height: number;
  /** Row height in px (every row the same). Default 44. */
  rowHeight?: number;
  /** Rows drawn above and below the visible ones. Default 6. */
  overscan?: number;
  sort?: { key: string; order: VirtualSortOrder } | null;
  /** A sortable header was clicked (the caller decides the next order). */
  onSort?: (key: string) => void;
  /** Shown instead of rows when rowCount is 0. */
  emptyText?: ReactNode;
  rowClassName?: (position: number) => string | undefined;
  className?: string;
  style?: CSSProperties;
}

export const HEADER_HEIGHT = 48;

const ARIA_SORT: Record<VirtualSortOrder, 'ascending' | 'descending'> = { ascend: 'ascending', descend: 'descending' };

/**
 * The scroll element's size; where layout reports none (jsdom, a hidden tab) the declared height is used, so
 * that the first rows are still drawn and become real once the element is measured.
 */
function sizeObserver(fallbackHeight: number) {
  return (instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: { width: number; height: number }) => void) =>
    observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width, height: fallbackHeight }));
}

export function VirtualTable({
  columns,
  rowCount,
  rowKey,
  ariaLabel,
  height,
  rowHeight = 44,
  overscan = 6,
  sort,
  onSort,
  emptyText = '暂无数据',
  rowClassName,
  className,
  style,
}: VirtualTableProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const observeRect = useMemo(() => sizeObserver(height), [height]);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin: HEADER_HEIGHT,
    initialRect: { width: 0, height },
    observeElementRect: observeRect,
    getItemKey: rowKey,
  });

  const template = columns.map((c) => (c.grow ? `minmax(${c.width}px, 1fr)` : `${c.width}px`)).join(' ');
  // In print the columns share the paper's width in proportion (docs/rules.md#print; src/styles/print.css).
  const printTemplate = columns.map((c) => `minmax(0, ${c.width}fr)`).join(' ');
  // Leading sticky columns: each one's left offset is the widths before it.
  const stickyLeft = useMemo(() => {
    const out: (number | undefined)[] = [];
    let left = 0;
    let leading = true;
    for (const c of columns) {
      leading = leading && Boolean(c.sticky);
      out.push(leading ? left : undefined);
      left += c.width;
    }
    return out;
  }, [columns]);
  const cellClass = (c: VirtualColumn, i: number) =>
    `srp-vtable__cell srp-vtable__cell--${c.align ?? 'left'}${stickyLeft[i] !== undefined ? ' srp-vtable__cell--sticky' : ''}${stickyLeft[i] !== undefined && stickyLeft[i + 1] === undefined ? ' srp-vtable__cell--sticky-last' : ''}`;
  const cellStyle = (i: number): CSSProperties | undefined => (stickyLeft[i] !== undefined ? { left: stickyLeft[i] } : undefined);
  const minWidth = columns.reduce((a, c) => a + c.width, 0);
  const items = virtualizer.getVirtualItems();

  return (
    <div
      className={className ? `srp-vtable ${className}` : 'srp-vtable'}
      style={{ ...style, ['--srp-vtable-print-columns' as string]: printTemplate }}
    >
      {/* A focusable scroll region (keyboard scrolling) around the table: the table's rows are its only children. */}
      <div
        ref={scrollRef}
        className="srp-vtable__scroll"
        style={{ height }}
        tabIndex={0}
        role="region"
        aria-label={`${ariaLabel}（可滚动）`}
      >
        <div
          className="srp-vtable__inner"
          style={{ minWidth }}
          role="table"
          aria-label={ariaLabel}
          aria-rowcount={rowCount + 1}
          aria-colcount={columns.length}
        >
          <div role="rowgroup" className="srp-vtable__head" style={{ height: HEADER_HEIGHT }}>
            <div
              role="row"
              aria-rowindex={1}
              className="srp-vtable__row srp-vtable__row--head"
              style={{ gridTemplateColumns: template, height: HEADER_HEIGHT }}
            >
              {columns.map((c, i) => {
                const active = sort?.key === c.key ? sort.order : undefined;
                return (
                  <div
                    key={c.key}
                    role="columnheader"
                    aria-colindex={i + 1}
                    aria-sort={c.sortable ? (active ? ARIA_SORT[active] : 'none') : undefined}
                    className={cellClass(c, i)}
                    style={cellStyle(i)}
                  >
                    {c.sortable && onSort ? (
                      <button
                        type="button"
                        className={active ? 'srp-vtable__sort srp-vtable__sort--active' : 'srp-vtable__sort'}
                        onClick={() => onSort(c.key)}
                        aria-label={`按${c.titleText ?? (typeof c.title === 'string' ? c.title : c.key)}排序`}
                      >
                        <span className="srp-vtable__title">{c.title}</span>
                        <span className="srp-vtable__sort-icon" aria-hidden>
                          {active === 'ascend' ? (
                            <ArrowUpOutlined />
                          ) : active === 'descend' ? (
                            <ArrowDownOutlined />
                          ) : (
                            <ArrowDownOutlined style={{ opacity: 0.25 }} />
                          )}
                        </span>
                      </button>
                    ) : (
                      <span className="srp-vtable__title">{c.title}</span>
                    )}
                    {c.headerExtra}
                  </div>
                );
              })}
            </div>
          </div>
          {rowCount === 0 ? (
            <div role="rowgroup">
              <div role="row">
                <div role="cell" className="srp-vtable__empty" style={{ height: Math.max(rowHeight * 3, height - HEADER_HEIGHT - 2) }}>
                  {emptyText}
                </div>
              </div>
            </div>
          ) : (
            <div role="rowgroup" className="srp-vtable__body" style={{ height: virtualizer.getTotalSize() }}>
              {items.map((item) => {
                const extra = rowClassName?.(item.index);
                return (
                  <div
                    key={item.key}
                    role="row"
                    aria-rowindex={item.index + 2}
                    className={extra ? `srp-vtable__row ${extra}` : 'srp-vtable__row'}
                    style={{ gridTemplateColumns: template, height: rowHeight, transform: `translateY(${item.start - HEADER_HEIGHT}px)` }}
                  >
                    {columns.map((c, i) => (
                      <div key={c.key} role="cell" aria-colindex={i + 1} className={cellClass(c, i)} style={cellStyle(i)}>
                        {c.render(item.index)}
                      </div>
                    ))}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
