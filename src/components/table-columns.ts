/**
 * One definition per table column, from which both the table on screen (StatTable; the ranking's virtual table
 * reads the same cells) and its export (CSV of StatTable, .xlsx of export-xlsx) are derived: the header, the value
 * of each cell, its kind (number formatting on screen, number format in the sheet), widths, sorting, and where the
 * export deliberately differs from the screen (`exportAs`, `exportable: false`, `shown: false`). No React here
 * beyond the type of a custom cell.
 */
import type { ReactNode } from 'react';
import { formatLarge, formatPercent, toThousands } from '@/utils/format';
import type { ExportColumn } from './export-xlsx';
import type { MetricKey } from '@/api/metric-catalogue';

export type ColumnKind = 'text' | 'count' | 'percent' | 'decimal' | 'rank';
export type CellValue = string | number | null | undefined;

/** What an export writes for a column where it differs from the screen; unset fields follow the column. */
interface ExportAs<T> {
  /** Default: the column's header (title and unit). */
  title?: string;
  /** Default: the column's value (e.g. the full test name where the screen shows a short one). */
  value?: (row: T) => CellValue;
  kind?: Exclude<ColumnKind, 'rank'>;
  digits?: number;
  /** Width in the .xlsx in characters (the screen's `width` is in pixels). Default from the title. */
  width?: number;
}

interface TableColumnCommon<T> {
  title: string;
  /** The catalogue figure the column shows (src/api/metric-catalogue.ts): an ⓘ with its definition in the header. */
  metric?: MetricKey;
  /** Shown after the title: '借阅量（册次）' in a header and in the export. */
  unit?: string;
  /** Default 'text'. */
  kind?: ColumnKind;
  /** On screen (px or CSS). */
  width?: number | string;
  fixed?: 'left' | 'right';
  /** Default: true for count/percent/decimal/rank, false for text. */
  sortable?: boolean;
  /** count: 'large' (default, formatLarge: 1.23万) or 'thousands' (12,345). */
  countFormat?: 'large' | 'thousands';
  /** Decimals: percent (default 1), decimal (default 2). */
  digits?: number;
  /** Replaces the kind's number formatting on screen (exports keep raw numbers). */
  format?: (value: number) => string;
  /** Custom cell content on screen; gets the raw value. */
  render?: (value: CellValue, row: T, index: number) => ReactNode;
  ellipsis?: boolean;
  /**
   * When the table is short of room (docs/rules.md#tables): 0 never folds away; higher numbers fold first (the
   * rightmost first among equals). Default: 0 for the first column, fixed and rank columns, 1 for the others.
   */
  priority?: number;
  /** false: on screen only (a link, a checkbox), left out of every export. */
  exportable?: boolean;
  /** false: in the export only (a figure the screen leaves out for room). */
  shown?: boolean;
  exportAs?: ExportAs<T>;
}

/**
 * A column reads `dataIndex` of the row, or computes `value(row)` (then `key` names it). A rank column
 * without either shows the row's position in the data as given (server order), stable under search and sort.
 */
export type TableColumn<T> = TableColumnCommon<T> &
  (
    | { dataIndex: Extract<keyof T, string>; key?: string; value?: undefined }
    | { key: string; value: (row: T) => CellValue; dataIndex?: undefined }
    | { key: string; kind: 'rank'; dataIndex?: undefined; value?: undefined }
  );

const NUMERIC_KINDS: ReadonlySet<ColumnKind> = new Set(['count', 'percent', 'decimal', 'rank']);

export const isNumericKind = (kind: ColumnKind | undefined) => NUMERIC_KINDS.has(kind ?? 'text');

export function columnId<T>(col: TableColumn<T>): string {
  return col.key ?? (col.dataIndex as string);
}

/** The header of a column: its title, with the unit in brackets when it has one. */
export function headerText<T>(col: TableColumn<T>): string {
  return col.unit ? `${col.title}（${col.unit}）` : col.title;
}

/** The raw value of a cell. `position` is the row's 1-based place in the original data (for rank columns). */
export function cellValue<T>(col: TableColumn<T>, row: T, position?: number): CellValue {
  if (col.value) return col.value(row);
  if (col.dataIndex !== undefined) return (row as Record<string, unknown>)[col.dataIndex] as CellValue;
  return col.kind === 'rank' ? position : undefined;
}

export function asNumber(v: CellValue): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Screen text of a cell by kind: count → 1.23万 (or 12,345), percent → 12.3%, decimal → 2 places. */
export function formatCell<T>(col: TableColumn<T>, v: CellValue): string {
  if (v === null || v === undefined || v === '') return '-';
  const kind = col.kind ?? 'text';
  if (kind === 'text') return String(v);
  const n = asNumber(v);
  if (n === null) return String(v);
  if (col.format) return col.format(n);
  switch (kind) {
    case 'count':
      return col.countFormat === 'thousands' ? toThousands(n) : formatLarge(n);
    case 'percent':
      return formatPercent(n, col.digits ?? 1);
    case 'decimal':
      return n.toFixed(col.digits ?? 2);
    default:
      return String(n);
  }
}

/** The columns the table shows. */
export function shownColumns<T>(columns: readonly TableColumn<T>[]): TableColumn<T>[] {
  return columns.filter((c) => c.shown !== false);
}

/** A column's priority when the table is short of room (`priority`, or its default by place and kind). */
export function columnPriority<T>(col: TableColumn<T>, index: number): number {
  if (col.priority !== undefined) return col.priority;
  return index === 0 || col.fixed || col.kind === 'rank' ? 0 : 1;
}

/**
 * The columns an export writes (CSV and .xlsx alike), in the table's order: every exportable column with its header
 * and value, unless `exportAs` says otherwise. Rank columns are counts; `positionOf` gives rank-by-position
 * columns their rank.
 */
export function toExportColumns<T>(columns: readonly TableColumn<T>[], positionOf?: (row: T) => number): ExportColumn<T>[] {
  return columns
    .filter((c) => c.exportable !== false)
    .map((c) => {
      const as = c.exportAs;
      const kind = c.kind === 'rank' ? 'count' : (c.kind ?? 'text');
      return {
        title: as?.title ?? headerText(c),
        value: as?.value ?? ((row: T) => cellValue(c, row, positionOf?.(row))),
        kind: as?.kind ?? kind,
        digits: as?.digits ?? c.digits,
        width: as?.width,
      };
    });
}
