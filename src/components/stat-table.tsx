/**
 * Statistics table on antd Table: typed columns by kind (text, count, percent, decimal, rank), numbers
 * right-aligned and formatted the house way, sortable number columns, medal badges for ranks 1–3, sticky
 * header, pagination 10/20/50, an optional search on a text column and an Excel export (.xlsx, the app's one export
 * path: ./export-xlsx). The table and the sheet both derive from the same TableColumn definitions (./table-columns).
 */
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type Key,
  type ReactNode,
} from 'react';
import { Button, Table, Tooltip, type TableProps } from 'antd';
// The plain Input, not the `Input` of antd's index: that one carries Input.Search, TextArea, Password and OTP
// (≈10 KiB gzip) into every page with a table.
import Input from 'antd/es/input/Input';
import type { ColumnsType, SorterResult, SortOrder, TablePaginationConfig } from 'antd/es/table/interface';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { SCOPE_LEVEL_LABELS } from '@/hooks/scope';
import { logError } from '@/stores/error-log';
import { useColumnFit, useElementWidth, type FitColumn } from './column-fit';
import { useXlsxExport, xlsxFileName, type ExportTrace } from './export-xlsx';
import { PageScopeContext } from './page-scope';
import { RankBadge } from './rank-badge';
import { MetricHelp } from './metric-help';
import { Name } from './text';
import {
  asNumber,
  cellValue,
  columnId,
  columnPriority,
  formatCell,
  headerText,
  isNumericKind,
  shownColumns,
  toExportColumns,
  type CellValue,
  type TableColumn,
} from './table-columns';
import { compareNames } from '@/utils/names';

type SortDirection = 'ascend' | 'descend';

/**
 * Compares two cell values for antd's sorter (which negates the result for 'descend'): numbers numerically,
 * text by pinyin, and empty values last in both directions.
 */
export function compareCells(a: CellValue, b: CellValue, order: SortOrder | undefined = 'ascend'): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) {
    if (emptyA && emptyB) return 0;
    const last = order === 'descend' ? -1 : 1;
    return emptyA ? last : -last;
  }
  const na = asNumber(a);
  const nb = asNumber(b);
  if (na !== null && nb !== null) return na - nb;
  return compareNames(String(a), String(b));
}

export interface SortState {
  key: string;
  order: SortDirection;
}

/** Rows in the order the table shows them for a sort state (stable; the input is not mutated). */
export function sortRows<T>(
  rows: readonly T[],
  columns: readonly TableColumn<T>[],
  sort: SortState | null,
  positionOf?: (row: T) => number,
): T[] {
  const col = sort ? columns.find((c) => columnId(c) === sort.key) : undefined;
  if (!sort || !col) return [...rows];
  const sign = sort.order === 'ascend' ? 1 : -1;
  return rows
    .map((row, i) => ({ row, i }))
    .sort((x, y) => {
      const r = sign * compareCells(cellValue(col, x.row, positionOf?.(x.row)), cellValue(col, y.row, positionOf?.(y.row)), sort.order);
      return r !== 0 ? r : x.i - y.i;
    })
    .map((x) => x.row);
}

/** Rows whose `column` text contains the query (case-insensitive, trimmed); an empty query keeps all. */
export function filterRows<T>(rows: readonly T[], column: TableColumn<T> | undefined, query: string): T[] {
  const q = query.trim().toLowerCase();
  if (!q || !column) return [...rows];
  return rows.filter((row) =>
    String(cellValue(column, row) ?? '')
      .toLowerCase()
      .includes(q),
  );
}

// ------------------------------------------------------------------ export

interface TableExportProps<T> {
  /** The table's name: the sheet's title; in the file name after the page's title when it is not the same. */
  name: string;
  columns: readonly TableColumn<T>[];
  /** The rows as the table shows them (searched, sorted), asked for on click. */
  rows: () => readonly T[];
  /** The rank of rank-by-position columns. */
  positionOf?: (row: T) => number;
  /** Header lines after 范围 and 学年 (筛选, 排序). */
  lines?: ReadonlyArray<readonly [string, string]>;
  disabled?: boolean;
  size?: 'small' | 'middle';
  /** The table lists students by name: the export is traced first, refused when it cannot be (docs/rules.md#export). */
  trace?: ExportTrace;
}

/**
 * 导出 of a table (docs/rules.md#export): an .xlsx of its rows as shown, named
 * `{page title}-{scope}-{学年}-{date}.xlsx`, with the scope, school year and filters in its header block.
 */
export function TableExportButton<T>({ name, columns, rows, positionOf, lines = [], disabled, size, trace }: TableExportProps<T>) {
  const { busy, run } = useXlsxExport();
  const { page, scope, yearName } = useContext(PageScopeContext);
  const onClick = () => {
    const title = page && page !== name ? `${page} · ${name}` : name;
    const header = {
      title,
      lines: [
        ...(scope ? [['范围', `${SCOPE_LEVEL_LABELS[scope.level]} ${scope.name}`] as const] : []),
        ...(yearName ? [['学年', yearName] as const] : []),
        ...lines,
      ],
    };
    const fileName = xlsxFileName([page || name, page && page !== name ? name : undefined, scope?.name, yearName]);
    run(fileName, header, toExportColumns(columns, positionOf), rows(), trace).catch((error: unknown) =>
      logError(error, 'table export', name),
    );
  };
  return (
    <Tooltip title="导出当前筛选、排序后的全部行（Excel）">
      <Button size={size} icon={<DownloadOutlined />} onClick={onClick} loading={busy} disabled={disabled}>
        导出
      </Button>
    </Tooltip>
  );
}

// ------------------------------------------------------------------ rank badge

// In its own module (rank-badge.tsx), so that a page that shows medals without a StatTable (the ranking page) loads
// no antd Table; exported here as before.

// ------------------------------------------------------------------ table

export interface StatTableProps<T extends object> {
  columns: TableColumn<T>[];
  data: readonly T[] | undefined;
  rowKey: Extract<keyof T, string> | ((row: T) => Key);
  loading?: boolean;
  /** Initial sort (a column key/dataIndex). */
  defaultSort?: SortState;
  /** Page size 10/20/50 (default 10; the user can switch), or false for no pagination. */
  pagination?: false | { pageSize?: 10 | 20 | 50 };
  /** A search box filtering on this text column (key or dataIndex). */
  search?: { column: string; placeholder?: string };
  /** Excel export: the table's name (sheet title, part of the file name); false hides the 导出 button. Default '统计数据'. */
  exportFileName?: string | false;
  /** The table lists students by name: its export is traced first (docs/rules.md#export). */
  exportTrace?: ExportTrace;
  /** Offset of the sticky header (below a fixed page header); false turns stickiness off. Default 0. */
  sticky?: number | false;
  /** Other toolbar content, right side before 导出. */
  toolbar?: ReactNode;
  emptyText?: ReactNode;
  size?: TableProps<T>['size'];
  className?: string;
  style?: CSSProperties;
}

const PAGE_SIZES = [10, 20, 50];
/** The column of expand buttons a table gets when it folds columns into a detail row (px). */
const EXPAND_COLUMN_WIDTH = 40;

/** Makes antd's scroll box of the table focusable and named while it scrolls (and plain again when it does not). */
function markScrollable(root: HTMLElement | null, name: string): void {
  const box = root?.querySelector<HTMLElement>('.ant-table-body, .ant-table-content');
  if (!box) return;
  const scrolls = box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1;
  if (scrolls) {
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', `${name}（可滚动）`);
  } else if (box.hasAttribute('tabindex')) {
    box.removeAttribute('tabindex');
    box.removeAttribute('role');
    box.removeAttribute('aria-label');
  }
}

export function StatTable<T extends object>({
  columns,
  data,
  rowKey,
  loading = false,
  defaultSort,
  pagination,
  search,
  exportFileName = '统计数据',
  exportTrace,
  sticky = 0,
  toolbar,
  emptyText = '暂无数据',
  size,
  className,
  style,
}: StatTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(defaultSort ?? null);
  const [query, setQuery] = useState('');
  const [page, setPage] = useState<{ current: number; pageSize: number }>({
    current: 1,
    pageSize: (pagination && pagination.pageSize) || 10,
  });

  const rows = useMemo(() => data ?? [], [data]);
  // 1-based position in the data as given: the rank of rank-by-position columns.
  const positions = useMemo(() => new Map(rows.map((row, i) => [row, i + 1])), [rows]);
  const positionOf = useMemo(() => (row: T) => positions.get(row) ?? 0, [positions]);
  const searchColumn = search ? columns.find((c) => columnId(c) === search.column) : undefined;
  const filtered = useMemo(() => filterRows(rows, searchColumn, query), [rows, searchColumn, query]);

  // Columns that fit (docs/rules.md#tables): each header's width as last drawn, the columns of lowest priority folded
  // into a detail row (and the column chooser) when they are wider than the box.
  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useElementWidth(boxRef);
  const [widths, setWidths] = useState<ReadonlyMap<string, number>>(() => new Map());
  const shown = useMemo(() => shownColumns(columns), [columns]);
  const fitColumns = useMemo<FitColumn[]>(
    () =>
      shown.map((col, i) => ({
        key: columnId(col),
        title: headerText(col),
        width: widths.get(columnId(col)) ?? (typeof col.width === 'number' ? col.width : 120),
        priority: columnPriority(col, i),
      })),
    [shown, widths],
  );
  const fit = useColumnFit(fitColumns, boxWidth, exportFileName || '表格', EXPAND_COLUMN_WIDTH);
  const foldable = fitColumns.some((c) => c.priority > 0);
  const foldedColumns = useMemo(() => shown.filter((c) => fit.folded.includes(columnId(c))), [shown, fit.folded]);

  const renderCell = useMemo(
    () => (col: TableColumn<T>, row: T, index: number) => {
      const kind = col.kind ?? 'text';
      const v = cellValue(col, row, positionOf(row));
      if (col.render) return col.render(v, row, index);
      if (kind === 'rank') return <RankBadge rank={asNumber(v ?? null)} />;
      const text = formatCell(col, v);
      if (isNumericKind(kind)) return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{text}</span>;
      // A name from the server: one line, cut with … past its bound, whole on hover (docs/rules.md#hostile-text).
      return typeof v === 'string' && v !== '' ? <Name>{text}</Name> : text;
    },
    [positionOf],
  );

  const antColumns = useMemo<ColumnsType<T>>(
    () =>
      shown
        .filter((col) => fit.visible.has(columnId(col)))
        .map((col) => {
          const id = columnId(col);
          const kind = col.kind ?? 'text';
          const sortable = col.sortable ?? isNumericKind(kind);
          return {
            key: id,
            title: col.metric ? (
              <>
                {headerText(col)}
                <MetricHelp metric={col.metric} />
              </>
            ) : (
              headerText(col)
            ),
            width: col.width,
            fixed: col.fixed,
            ellipsis: col.ellipsis,
            align: kind === 'rank' ? 'center' : isNumericKind(kind) ? 'right' : 'left',
            className: isNumericKind(kind) ? 'srp-stat-number' : undefined,
            sorter: sortable
              ? (a: T, b: T, order?: SortOrder) => compareCells(cellValue(col, a, positionOf(a)), cellValue(col, b, positionOf(b)), order)
              : undefined,
            sortOrder: sortable ? (sort?.key === id ? sort.order : null) : undefined,
            sortDirections: isNumericKind(kind) && kind !== 'rank' ? (['descend', 'ascend'] as SortOrder[]) : undefined,
            onHeaderCell: () => ({ 'data-col-key': id }) as HTMLAttributes<HTMLElement>,
            render: (_: unknown, row: T, index: number) => renderCell(col, row, index),
          };
        }),
    [shown, fit.visible, sort, positionOf, renderCell],
  );

  // Each drawn header's width, for the fitting above. A table narrower than its box is stretched to it: its widths
  // then only ever lower what is known. In the commit of the table's first drawing the box is read here too (its
  // width state is set in the same commit), so that both measures come back in one redraw, not one after the other.
  useLayoutEffect(() => {
    const root = boxRef.current;
    const table = root?.querySelector('table');
    const box = boxWidth ?? (root && root.clientWidth > 0 ? root.clientWidth : null);
    if (!root || !table || box === null) return;
    const stretched = table.offsetWidth <= box + 1;
    let next: Map<string, number> | null = null;
    for (const th of root.querySelectorAll<HTMLElement>('th[data-col-key]')) {
      const key = th.dataset.colKey ?? '';
      const w = th.offsetWidth;
      const old = widths.get(key);
      if (w <= 0 || (old !== undefined && Math.abs(old - w) <= 1) || (stretched && old !== undefined && w > old)) continue;
      next ??= new Map(widths);
      next.set(key, w);
    }
    if (next) setWidths(next);
    // Again whenever what the table draws may have changed.
  }, [boxWidth, widths, antColumns, filtered, page]);

  const onChange: TableProps<T>['onChange'] = (pg, _filters, sorter) => {
    const s = (Array.isArray(sorter) ? sorter[0] : sorter) as SorterResult<T> | undefined;
    setSort(s?.order && s.columnKey !== undefined ? { key: String(s.columnKey), order: s.order } : null);
    if (pg.current && pg.pageSize) setPage({ current: pg.current, pageSize: pg.pageSize });
  };

  const exportLines = (): [string, string][] => {
    const lines: [string, string][] = [];
    const q = query.trim();
    if (q && searchColumn) lines.push(['筛选', `${headerText(searchColumn)}包含“${q}”`]);
    const sorted = sort ? columns.find((c) => columnId(c) === sort.key) : undefined;
    if (sorted) lines.push(['排序', `${headerText(sorted)}${sort?.order === 'ascend' ? '升序' : '降序'}`]);
    return lines;
  };

  const paginationConfig: false | TablePaginationConfig =
    pagination === false
      ? false
      : {
          current: page.current,
          pageSize: page.pageSize,
          pageSizeOptions: PAGE_SIZES,
          showSizeChanger: true,
          showTotal: (total) => `共 ${total} 条`,
          hideOnSinglePage: false,
        };

  const showToolbar = Boolean(search || toolbar || exportFileName || foldable);

  // A table wider than its card scrolls sideways: its scroll box must be reachable by keyboard (WCAG 2.1.1).
  useEffect(() => markScrollable(boxRef.current, exportFileName || '表格'));

  return (
    <div ref={boxRef} className={className ? `srp-stat-table ${className}` : 'srp-stat-table'} style={style}>
      {showToolbar && (
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 12 }}>
          {search && (
            <Input
              allowClear
              aria-label={search.placeholder ?? `搜索${searchColumn?.title ?? ''}`}
              placeholder={search.placeholder ?? `搜索${searchColumn?.title ?? ''}`}
              prefix={<SearchOutlined aria-hidden />}
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setPage((p) => ({ ...p, current: 1 }));
              }}
              style={{ width: 220 }}
            />
          )}
          <div style={{ flex: 1 }} />
          {toolbar}
          {foldable && fit.chooser}
          {exportFileName && (
            <TableExportButton
              name={exportFileName}
              columns={columns}
              rows={() => sortRows(filtered, columns, sort, positionOf)}
              positionOf={positionOf}
              lines={exportLines()}
              disabled={loading || filtered.length === 0}
              trace={exportTrace}
            />
          )}
        </div>
      )}
      <Table<T>
        rowKey={rowKey}
        columns={antColumns}
        dataSource={filtered}
        loading={loading}
        size={size}
        sticky={sticky === false ? undefined : { offsetHeader: sticky }}
        scroll={{ x: 'max-content' }}
        expandable={
          foldedColumns.length > 0
            ? {
                columnWidth: EXPAND_COLUMN_WIDTH,
                expandedRowRender: (row: T, index: number) => (
                  <dl className="srp-stat-table__detail">
                    {foldedColumns.map((col) => (
                      <div key={columnId(col)}>
                        <dt>{headerText(col)}</dt>
                        <dd>{renderCell(col, row, index)}</dd>
                      </div>
                    ))}
                  </dl>
                ),
              }
            : undefined
        }
        pagination={paginationConfig}
        onChange={onChange}
        showSorterTooltip={false}
        locale={{ emptyText: query.trim() ? `没有匹配“${query.trim()}”的记录` : emptyText }}
      />
    </div>
  );
}
