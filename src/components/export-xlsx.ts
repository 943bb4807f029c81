/**
 * The one export path of the app's tables (docs/rules.md#export): an Excel file (.xlsx) of a table as the user sees
 * it — a header block (title, scope, school year, filters, export time, row count), a blank row, the column titles,
 * then the rows in the given order, numbers as numbers. The columns' values are computed here, on the page, in
 * chunks that leave the page free between them; a large table's sheet is built and written in a Web Worker
 * (./export-worker.ts), a small one on the page. The spreadsheet writer is loaded on click only: it adds nothing
 * to a page's first load.
 */
import { useContext, useState } from 'react';
// The context antd's App.useApp reads (AntdProviders in src/app/antd-shell.tsx gives it the shell's message), without
// antd's <App> component itself: importing `App` from antd brings its notification and modal holders (≈14 KiB gzip)
// into every page with a table.
import AppContext from 'antd/es/app/context';
import { FILE_NAME_MAX, fileNamePart } from '@/utils/server-text';
import type { Cell, ExportHeader, ExportReply, ExportRequest, SheetColumn } from './xlsx-sheet';

export type { ExportHeader } from './xlsx-sheet';

/**
 * A column of the sheet as a page knows it. Pages do not write these: they come from the table's own column
 * definitions (toExportColumns of ./table-columns), so that the sheet has the headers and values of the table.
 */
export interface ExportColumn<T> extends SheetColumn {
  value: (row: T) => string | number | null | undefined;
}

/** Tables with at least this many rows are written in a worker. */
const WORKER_MIN_ROWS = 5000;
/** Rows turned into cells per slice of the page's time. */
const CHUNK_ROWS = 1000;

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-23 14:05' in the user's time zone. */
export function exportTime(now: Date): string {
  return `${exportDate(now)} ${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** '2026-11-23' in the user's time zone (the date part of an export's file name). */
function exportDate(now: Date): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The sheet's columns without their value functions (what crosses to the worker). */
function sheetColumns<T>(columns: readonly ExportColumn<T>[]): SheetColumn[] {
  return columns.map(({ title, kind, digits, width }) => ({ title, kind, digits, width }));
}

/**
 * The cells of rows [from, to): empty values null; a text column's numbers as text; numbers otherwise as numbers
 * (a number column's text, such as 样本不足, stays text).
 */
export function cellsOf<T>(columns: readonly ExportColumn<T>[], rows: readonly T[], from = 0, to = rows.length): Cell[][] {
  const out: Cell[][] = [];
  for (let i = from; i < to; i++) {
    const row = rows[i];
    out.push(
      columns.map((c) => {
        const v = c.value(row);
        if (v === null || v === undefined || v === '') return null;
        return c.kind === 'text' || typeof v !== 'number' ? String(v) : v;
      }),
    );
  }
  return out;
}

/** The .xlsx file as a Blob, written on the page (a small table; the tests). */
export async function xlsxBlob<T>(
  header: ExportHeader,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  now = new Date(),
): Promise<Blob> {
  const { writeSheet } = await import('./xlsx-sheet');
  return writeSheet({ header, columns: sheetColumns(columns), rows: cellsOf(columns, rows), time: exportTime(now) });
}

/** Longest part of a file name (a school's name, a title), in characters. */
const FILE_NAME_PART_MAX = 40;

/**
 * A file name without characters that file systems refuse, bounded, with the export's date last:
 * '学生参与排名-望海区-2026-2027学年-2026-11-23.xlsx'. Empty parts are left out; each part (a server's school name
 * among them) is cleaned and cut at 40 characters, the name before the date at FILE_NAME_MAX (docs/rules.md#export).
 */
export function xlsxFileName(parts: readonly (string | undefined)[], now: Date | null = new Date()): string {
  const named = parts.map((p) => (p ? fileNamePart(p, FILE_NAME_PART_MAX) : '')).filter(Boolean);
  const base = fileNamePart(named.join('-'), FILE_NAME_MAX);
  return `${[base || '导出', now ? exportDate(now) : undefined].filter(Boolean).join('-')}.xlsx`;
}

/** Lets the page paint and answer input between two slices of work. */
const yieldToPage = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** How far an export is: rows turned into cells so far, of all; `writing` once the file is being written. */
interface ExportProgress {
  done: number;
  total: number;
  writing: boolean;
}

/** The file written in a worker: cells sent in chunks as they are computed, the Blob back. */
async function inWorker<T>(
  header: ExportHeader,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  time: string,
  onProgress: (p: ExportProgress) => void,
): Promise<Blob> {
  const worker = new Worker(new URL('./export-worker.ts', import.meta.url), { type: 'module', name: 'xlsx-export' });
  try {
    const reply = new Promise<Blob>((resolve, reject) => {
      worker.onmessage = (event: MessageEvent<ExportReply>) => {
        if (event.data.type === 'done') resolve(event.data.blob);
        else reject(new Error(event.data.message));
      };
      worker.onerror = (event) => reject(new Error(event.message || '导出线程出错'));
    });
    const send = (message: ExportRequest) => worker.postMessage(message);
    send({ type: 'start', header, columns: sheetColumns(columns), time });
    for (let from = 0; from < rows.length; from += CHUNK_ROWS) {
      const to = Math.min(rows.length, from + CHUNK_ROWS);
      send({ type: 'rows', rows: cellsOf(columns, rows, from, to) });
      onProgress({ done: to, total: rows.length, writing: false });
      await yieldToPage();
    }
    onProgress({ done: rows.length, total: rows.length, writing: true });
    send({ type: 'end' });
    return await reply;
  } finally {
    worker.terminate();
  }
}

/** Hands a Blob to the browser as a download. */
function save(blob: Blob, fileName: string): void {
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

/**
 * Writes the .xlsx and downloads it: in a worker from WORKER_MIN_ROWS rows on (where the browser has workers),
 * else on the page.
 */
async function downloadXlsx<T>(
  fileName: string,
  header: ExportHeader,
  columns: readonly ExportColumn<T>[],
  rows: readonly T[],
  onProgress: (p: ExportProgress) => void = () => {},
): Promise<void> {
  const now = new Date();
  const blob =
    rows.length >= WORKER_MIN_ROWS && typeof Worker !== 'undefined'
      ? await inWorker(header, columns, rows, exportTime(now), onProgress)
      : await xlsxBlob(header, columns, rows, now);
  save(blob, fileName);
}

const MESSAGE_KEY = 'xlsx-export';

/**
 * A list that names students (docs/rules.md#export): its export is traced — recorded by the server (audit.exportTrace:
 * who, which list, the scope, the rows, when) before the file is written, as the protection of minors' personal
 * information expects. `names`: whether the sheet has the names in full or masked (张*明).
 */
export interface ExportTrace {
  names: 'full' | 'masked';
}

/** Why an export of named students did not happen when its trace could not be recorded. */
const TRACE_REFUSED = '导出未完成：含学生姓名的名单须先登记导出记录，登记失败';

/** The header line `label` of a sheet ('范围', '学年', '筛选' …), if it has one. */
const headerLine = (header: ExportHeader, label: string) => header.lines.find(([l]) => l === label)?.[1];

/**
 * Records the export of `rows` named students with the server, from what the sheet's header says. Rejects (and the
 * export does not happen) when the server does not record it: no trace, no file.
 */
async function recordTrace(trace: ExportTrace, header: ExportHeader, rows: number, now: Date): Promise<void> {
  const filters = header.lines
    .filter(([l]) => l !== '范围' && l !== '学年')
    .map(([l, v]) => `${l}：${v}`)
    .join('；');
  // Loaded on click, as the spreadsheet writer: the request wrapper and the contract are not part of a page's first
  // render (bench/budgets.json).
  const [{ call }, { exportTrace }] = await Promise.all([import('@/api/client'), import('@/api/contract/audit')]);
  await call(exportTrace, {
    list: header.title.slice(0, 100) || '名单',
    page: window.location.pathname.slice(0, 200),
    scope: (headerLine(header, '范围') ?? '').slice(0, 300),
    year: headerLine(header, '学年')?.slice(0, 50),
    filters: filters ? filters.slice(0, 1000) : undefined,
    rows,
    names: trace.names,
    exportedAt: isoWithOffset(now),
  });
}

/** '2026-11-23T14:05:09+08:00': the local time with its offset. */
function isoWithOffset(now: Date): string {
  const offset = -now.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return `${exportDate(now)}T${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/**
 * An export button's state and action: `run` writes and downloads the file with a progress message (antd message
 * loading: rows so far, then the writing) and says when it is done or why it failed; `busy` meanwhile. With a
 * `trace` (a list of named students) the export is recorded first, and refused with TRACE_REFUSED when it cannot be.
 */
export function useXlsxExport(): {
  busy: boolean;
  run: <T>(
    fileName: string,
    header: ExportHeader,
    columns: readonly ExportColumn<T>[],
    rows: readonly T[],
    trace?: ExportTrace,
  ) => Promise<void>;
} {
  const { message } = useContext(AppContext);
  const [busy, setBusy] = useState(false);
  const run = async <T>(
    fileName: string,
    header: ExportHeader,
    columns: readonly ExportColumn<T>[],
    rows: readonly T[],
    trace?: ExportTrace,
  ) => {
    setBusy(true);
    const count = rows.length.toLocaleString('en-US');
    const show = (p: ExportProgress) =>
      void message.loading({
        key: MESSAGE_KEY,
        duration: 0,
        content: p.writing ? `正在写入 Excel 文件（${count} 行）…` : `正在导出 ${p.done.toLocaleString('en-US')} / ${count} 行…`,
      });
    if (trace) {
      void message.loading({ key: MESSAGE_KEY, duration: 0, content: '正在登记导出记录…' });
      try {
        await recordTrace(trace, header, rows.length, new Date());
      } catch (error) {
        void message.error({
          key: MESSAGE_KEY,
          duration: 8,
          content: `${TRACE_REFUSED}（${error instanceof Error ? error.message : String(error)}），请稍后重试`,
        });
        setBusy(false);
        throw error;
      }
    }
    show({ done: 0, total: rows.length, writing: false });
    try {
      await downloadXlsx(fileName, header, columns, rows, show);
      void message.success({ key: MESSAGE_KEY, duration: 2, content: `已导出 ${count} 行` });
    } catch (error) {
      void message.error({ key: MESSAGE_KEY, duration: 5, content: `导出失败：${error instanceof Error ? error.message : String(error)}` });
      throw error;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
