/**
 * The .xlsx sheet from plain data (docs/rules.md#export): a header block (title, lines such as scope, school year and
 * filters, export time, row count), a blank row, the column titles, then the rows. Nothing here is a function of a
 * row: what a table's columns compute is turned into cells first (./export-xlsx.ts), so that the sheet can be built
 * and written in a Web Worker (./export-worker.ts) as well as on the page. Numbers stay numbers (percentages as
 * Excel percentages), so the sheet computes.
 */
import writeExcelFile, { type SheetData } from 'write-excel-file/universal';
import { cleanText, neutraliseFormula } from '@/utils/server-text';

/** A cell's value as it crosses to the worker: text, a number, or empty. */
export type Cell = string | number | null;

/** A column of the sheet, serialisable: its title, how its numbers are formatted, its width. */
export interface SheetColumn {
  title: string;
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

/** Everything the sheet is made of; what the page sends to the worker (rows in chunks). */
export interface SheetSpec {
  header: ExportHeader;
  columns: readonly SheetColumn[];
  rows: readonly (readonly Cell[])[];
  /** Export time as the page's clock reads it: '2026-11-23 14:05' (exportTime of ./export-xlsx.ts). */
  time: string;
}

const FORMATS = { count: '0', percent: '0.0%', decimal: (d: number) => (d > 0 ? `0.${'0'.repeat(d)}` : '0') };

/** The sheet (pure): header block, blank row, column titles, rows. */
export function buildSheet(spec: SheetSpec): SheetData {
  const { header, columns, rows } = spec;
  // Every text cell, the header's values (scope names) as the rows', is written as text, never as a formula.
  const info: SheetData = [
    [{ value: neutraliseFormula(header.title), fontWeight: 'bold', fontSize: 14 }],
    ...header.lines.map(([label, value]) => [{ value: label, fontWeight: 'bold' as const }, neutraliseFormula(value)]),
    [{ value: '导出时间', fontWeight: 'bold' }, spec.time],
    [{ value: '行数', fontWeight: 'bold' }, rows.length],
    [],
  ];
  const titles = columns.map((c) => ({ value: c.title, fontWeight: 'bold' as const, backgroundColor: '#F0F0F0' }));
  const formats = columns.map((c) => {
    const kind = c.kind ?? 'text';
    if (kind === 'text') return null;
    return kind === 'percent' ? FORMATS.percent : kind === 'decimal' ? FORMATS.decimal(c.digits ?? 2) : FORMATS.count;
  });
  const body = rows.map((row) =>
    row.map((v, j) => {
      if (v === null || v === '') return null;
      const format = formats[j];
      // A number in a text column is written as a number (a count); text in a number column as text (样本不足).
      if (typeof v !== 'number') return neutraliseFormula(String(v));
      return { value: v, type: Number, format: format ?? FORMATS.count };
    }),
  );
  return [...info, titles, ...body];
}

function widths(columns: readonly SheetColumn[]) {
  return columns.map((c, i) => ({ width: c.width ?? Math.max(i === 0 ? 12 : 8, c.title.length * 2 + 2) }));
}

/** The .xlsx file as a Blob. */
export function writeSheet(spec: SheetSpec): Promise<Blob> {
  return writeExcelFile(buildSheet(spec), { columns: widths(spec.columns), sheet: sheetName(spec.header.title) }).toBlob();
}

/** A worksheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
function sheetName(title: string): string {
  return [...cleanText(title).replace(/[:\\/?*[\]']/g, '_')].slice(0, 31).join('') || 'Sheet1';
}

// ---------------------------------------------------------------- the worker's protocol

/** Page → worker: the sheet's frame, then the rows in chunks, then the end. */
export type ExportRequest =
  | { type: 'start'; header: ExportHeader; columns: readonly SheetColumn[]; time: string }
  | { type: 'rows'; rows: Cell[][] }
  | { type: 'end' };

/** Worker → page: the file, or why not. */
export type ExportReply = { type: 'done'; blob: Blob } | { type: 'error'; message: string };

/**
 * The worker's side, without the worker (unit-testable): collects the frame and the rows, writes the file at the end.
 * Returns the reply to post, or null while more is expected.
 */
export function sheetAssembler(): (message: ExportRequest) => Promise<ExportReply | null> {
  let frame: Omit<SheetSpec, 'rows'> | null = null;
  let rows: Cell[][] = [];
  return async (message) => {
    try {
      if (message.type === 'start') {
        frame = { header: message.header, columns: message.columns, time: message.time };
        rows = [];
        return null;
      }
      if (!frame) throw new Error('导出未开始');
      if (message.type === 'rows') {
        for (const row of message.rows) rows.push(row);
        return null;
      }
      const blob = await writeSheet({ ...frame, rows });
      frame = null;
      rows = [];
      return { type: 'done', blob };
    } catch (error) {
      return { type: 'error', message: error instanceof Error ? error.message : String(error) };
    }
  };
}
