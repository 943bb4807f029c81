/**
 * Excel export (.xlsx) of a table as the user sees it: a header block (title, scope, school year, filters,
 * export time, row count), a blank row, the column titles, then the rows in the given order. Numbers stay
 * numbers (percentages as Excel percentages), so the sheet computes. The spreadsheet writer is loaded on
 * click only: it adds nothing to a page's first load.
 */
import type { SheetData } from 'write-excel-file/universal';

/**
 * A column of the sheet as the writer needs it. Pages do not write these: they come from the table's own column
 * definitions (toExportColumns of ./table-columns), so that the sheet has the headers and values of the table.
 */
export interface ExportColumn<T> {
  title: string;
  value: (row: T) => string | number | null | undefined;
  /** count: integer; percent: a rate 0..1 shown as '12.3%'; decimal: `digits` places (default 2); text. */
  kind?: 'text' | 'count' | 'percent' | 'decimal';
  digits?: number;
  /** Column width in characters (default from the title). */
  width?: number;
}

export interface ExportHeader {
  /** First line, bold: e.g. '学生参与排名'. */
  title: string;
  /** Lines under it, e.g. [['范围', '区域 望海区'], ['学年', '2026-2027学年'], ['筛选', '三年级']]. */
  lines: ReadonlyArray<readonly [label: string, value: string]>;
}

const FORMATS = { count: '0', percent: '0.0%', decimal: (d: number) => (d > 0 ? `0.${'0'.repeat(d)}` : '0') };

/** '2026-11-23 14:05' in the user's time zone. */
export function exportTime(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())} ${p(now.getHours())}:${p(now.getMinutes())}`;
}

/** The sheet (pure): header block, blank row, column titles, rows. */
export function buildSheet<T>(header: ExportHeader, columns: readonly ExportColumn<T>[], rows: readonly T[], now: Date): SheetData {
  const info: SheetData = [
    [{ value: header.title, fontWeight: 'bold', fontSize: 14 }],
    ...header.lines.map(([label, value]) => [{ value: label, fontWeight: 'bold' as const }, value]),
    [{ value: '导出时间', fontWeight: 'bold' }, exportTime(now)],
    [{ value: '行数', fontWeight: 'bold' }, rows.length],
    [],
  ];
  const titles = columns.map((c) => ({ value: c.title, fontWeight: 'bold' as const, backgroundColor: '#F0F0F0' }));
  const body = rows.map((row) =>
    columns.map((c) => {
      const v = c.value(row);
      if (v === null || v === undefined || v === '') return null;
      const kind = c.kind ?? (typeof v === 'number' ? 'count' : 'text');
      if (kind === 'text' || typeof v !== 'number') return String(v);
      const format = kind === 'percent' ? FORMATS.percent : kind === 'decimal' ? FORMATS.decimal(c.digits ?? 2) : FORMATS.count;
      return { value: v, type: Number, format };
    }),
  );
  return [...info, titles, ...body];
}

function widths<T>(columns: readonly ExportColumn<T>[]) {
  return columns.map((c, i) => ({ width: c.width ?? Math.max(i === 0 ? 12 : 8, c.title.length * 2 + 2) }));
}

/** The .xlsx file as a Blob (the writer loaded on demand). */
export async function xlsxBlob<T>(
  header: ExportHeader,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  now = new Date(),
): Promise<Blob> {
  const { default: writeExcelFile } = await import('write-excel-file/universal');
  return writeExcelFile(buildSheet(header, columns, rows, now), { columns: widths(columns), sheet: header.title.slice(0, 31) }).toBlob();
}

/** A file name without characters that file systems refuse: '学生参与排名-望海区-2026-2027学年.xlsx'. */
export function xlsxFileName(parts: readonly (string | undefined)[]): string {
  const base = parts
    .filter(Boolean)
    .join('-')
    .replace(/[\\/:*?"<>|\s]+/g, '_');
  return `${base || '导出'}.xlsx`;
}

/** Writes the .xlsx and hands it to the browser as a download. */
export async function downloadXlsx<T>(
  fileName: string,
  header: ExportHeader,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
): Promise<void> {
  const blob = await xlsxBlob(header, columns, rows);
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName.endsWith('.xlsx') ? fileName : `${fileName}.xlsx`;
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
