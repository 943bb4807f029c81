/**
 * The ranking page's virtualised table: search, sort, drill-down links, 较上期, export. It draws the ranking's first
 * screen as soon as it is in (./ranking-answer.ts); a sort, a search and the export wait for every row.
 */
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { Button, Input, InputNumber, Switch, Tag, Tooltip } from 'antd';
import { Hint } from '@/components/hint';
import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { RANKING_LEVEL_LABELS, metricTitle } from '@/api/ranking-metrics';
import { MetricHelp } from '@/components/metric-help';
import { SCOPE_LEVEL_LABELS } from '@/hooks/scope';
import { useColumnFit, useElementWidth, type FitColumn } from '@/components/column-fit';
import { useXlsxExport, xlsxFileName } from '@/components/export-xlsx';
import { RankBadge } from '@/components/rank-badge';
import { Text } from '@/components/text';
import {
  cellValue,
  columnId,
  columnPriority,
  formatCell,
  headerText,
  isNumericKind,
  shownColumns,
  toExportColumns,
  type TableColumn,
} from '@/components/table-columns';
import { HEADER_HEIGHT, VirtualTable, type VirtualColumn } from '@/components/virtual-table';
import type { ApiError } from '@/api/errors';
import { logError } from '@/stores/error-log';
import { formatLarge } from '@/utils/format';
import {
  RankingOrder,
  excludedNote,
  isPersonLevel,
  nextSort,
  parentColumn,
  rankChange,
  sortKeys,
  tableColumns,
  type RankingData,
} from './table-model';
import { useUrlState, withPatch } from './url-state';
import { COUNT_WORD, RANKING_MIN_MAX, RANK_PARAMS, drillPatch, type HomeScope, type RankingFilters, type SortState } from './view';

export const TABLE_HEIGHT = 600;

const searchKey = (q: string) => q;
const sortKey = (s: SortState | null) => (s ? `${s.key}:${s.dir}` : '');
const ROW_HEIGHT = 44;
/** The table's frame and a vertical scroll bar: room the columns cannot use (px). */
const FRAME_WIDTH = 2 + 16;

interface TableViewProps {
  data: RankingData;
  title: string;
  yearName: string;
  filters: RankingFilters;
  home: HomeScope;
  params: URLSearchParams;
  update: (patch: Record<string, string | null>) => void;
  crumbs: string[];
  /** `data` holds every row of the ranking (else its first screen: the rest is loading, or failed with restError). */
  complete: boolean;
  restError: ApiError | null;
}

function MetricHeader({ label, unit }: { label: string; unit: string }) {
  return (
    <span className="srp-rank-th">
      <span>{label}</span>
      {unit && <span className="srp-rank-th__unit">{unit}</span>}
    </span>
  );
}

function ChangeMark({ change, hasPrevious, ranked }: { change: number | null; hasPrevious: boolean; ranked: boolean }) {
  if (!hasPrevious) return <span className="srp-rank-change srp-rank-change--none">—</span>;
  // Not ranked now (样本不足): nothing to compare, and not new either.
  if (!ranked)
    return (
      <span className="srp-rank-change srp-rank-change--none" aria-label="未参与排名">
        —
      </span>
    );
  if (change === null)
    return (
      <span className="srp-rank-change srp-rank-change--new" aria-label="上期未排名">
        新
      </span>
    );
  if (change === 0)
    return (
      <span className="srp-rank-change srp-rank-change--same" aria-label="名次不变">
        持平
      </span>
    );
  return change > 0 ? (
    <span className="srp-rank-change srp-rank-change--up" aria-label={`上升${change}名`}>
      ▲{change}
    </span>
  ) : (
    <span className="srp-rank-change srp-rank-change--down" aria-label={`下降${-change}名`}>
      ▼{-change}
    </span>
  );
}

export function RankingTableView({ data, title, yearName, filters, home, params, update, crumbs, complete, restError }: TableViewProps) {
  // Search and sort answer at once (only the table draws again); the URL follows, the search a moment later.
  const writeSearch = useCallback((q: string) => update({ [RANK_PARAMS.search]: q.trim() ? q : null }), [update]);
  const [search, onSearch] = useUrlState(filters.search, searchKey, writeSearch, 300);
  const writeSort = useCallback(
    (s: SortState | null) => update({ [RANK_PARAMS.sort]: s?.key ?? null, [RANK_PARAMS.dir]: s?.dir ?? null }),
    [update],
  );
  const [wanted, setSort] = useUrlState(filters.sort, sortKey, writeSort);
  const table = data.table!;
  const level = data.level;
  const columns = data.columns;
  const mask = filters.mask;
  const order = useMemo(() => new RankingOrder(table), [table]);
  const keys = useMemo(() => sortKeys(columns, level), [columns, level]);
  const sort = wanted && keys.includes(wanted.key) ? wanted : null;
  // A sort or a search of the first screen alone would show the wrong rows: they wait for every row.
  const waiting = !complete && (sort !== null || search.trim() !== '');
  const sorted = useMemo(() => order.sorted(sort), [order, sort]);
  const view = useMemo(() => (waiting ? new Uint32Array(0) : order.search(sorted, search)), [order, sorted, search, waiting]);
  const parent = useMemo(() => parentColumn(level, table), [level, table]);
  const hasPrevious = data.previousPeriod !== null;
  const exporter = useXlsxExport();

  // Every column's order is prepared while the browser is idle, one column at a time, so that a click on a header
  // only looks it up.
  useEffect(() => {
    // jsdom and some WebViews have no requestIdleCallback: a short timeout instead.
    const idle = 'requestIdleCallback' in window;
    const todo = [...keys];
    let handle: number | ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const step = () => {
      const key = todo[0];
      if (stopped || key === undefined) return;
      if (order.prepareStep(key)) todo.shift();
      schedule();
    };
    const schedule = () => {
      handle = idle ? window.requestIdleCallback(step, { timeout: 2000 }) : setTimeout(step, 50);
    };
    schedule();
    return () => {
      stopped = true;
      if (idle && typeof handle === 'number') window.cancelIdleCallback(handle);
      else clearTimeout(handle);
    };
  }, [order, keys]);

  const nameTitle = RANKING_LEVEL_LABELS[level];
  // One definition of the columns (table-model.ts): the table below and its Excel export.
  const defs = useMemo(
    () => tableColumns(table, { family: data.family, level, columns, mask, nameTitle, parent, metric: data.metric, rows: data.total }),
    [table, data.family, level, columns, mask, nameTitle, parent, data.metric, data.total],
  );
  // Columns that fit the box (docs/rules.md#tables): the least needed fold away, the column chooser brings them back.
  const boxRef = useRef<HTMLDivElement>(null);
  const boxWidth = useElementWidth(boxRef);
  const fitColumns = useMemo<FitColumn[]>(
    () =>
      shownColumns(defs).map((col, i) => ({
        key: columnId(col),
        title: headerText(col),
        width: typeof col.width === 'number' ? col.width : 92,
        priority: columnPriority(col, i),
      })),
    [defs],
  );
  const fit = useColumnFit(fitColumns, boxWidth === null ? null : boxWidth - FRAME_WIDTH, `${nameTitle}排名表`);
  const withParent = fit.visible.has('parent');
  const cols = useMemo<VirtualColumn[]>(() => {
    const at = (p: number) => view[p] ?? 0;
    const place = (i: number) => table.places[table.place[i] ?? -1];
    /** The cell's text: numbers formatted by the column's kind, text as it is. */
    const text = (col: TableColumn<number>, p: number) => {
      const v = cellValue(col, at(p));
      return isNumericKind(col.kind) ? formatCell(col, v) : String(v ?? '');
    };
    const cell = (col: TableColumn<number>, key: string): VirtualColumn['render'] => {
      switch (key) {
        case 'rank':
          return (p) => {
            const r = table.rank[at(p)];
            return r === null || r === undefined ? (
              <Hint title={`学生数少于 ${data.minStudents} 人，不参与排名`}>
                <Tag className="srp-rank-small">样本不足</Tag>
              </Hint>
            ) : (
              <RankBadge rank={r} />
            );
          };
        case 'name':
          return (p) => {
            const i = at(p);
            const name = text(col, p);
            const pl = place(i);
            const patch = pl ? drillPatch(level, table.id[i] ?? 0, pl, home, filters.drill) : null;
            // Element Timing marks when the first row's text is painted (bench/ranking-table.mjs reads it).
            const timing: Record<string, string> = p === 0 ? { elementtiming: 'ranking-first-row' } : {};
            return patch ? (
              <Link
                className="srp-rank-drill"
                to={{ search: withPatch(params, { ...patch, [RANK_PARAMS.search]: null }) }}
                title={`查看${name}的下一级排名`}
                {...timing}
              >
                {name}
              </Link>
            ) : (
              <span title={name} {...timing}>
                {name}
              </span>
            );
          };
        case 'parent':
          return (p) => <span title={text(col, p)}>{text(col, p)}</span>;
        case 'change':
          return (p) => <ChangeMark change={rankChange(table, at(p))} hasPrevious={hasPrevious} ranked={table.rank[at(p)] !== null} />;
        default:
          return columns.some((c) => c === key)
            ? (p) => <span className={key === data.metric ? 'srp-rank-main' : undefined}>{text(col, p)}</span>
            : (p) => text(col, p);
      }
    };
    return shownColumns(defs)
      .filter((col) => fit.visible.has(columnId(col)))
      .map((col): VirtualColumn => {
        const key = columnId(col);
        const metric = col.unit !== undefined;
        return {
          key,
          title: metric ? <MetricHeader label={col.title} unit={col.unit ?? ''} /> : col.title,
          titleText: metric ? col.title : undefined,
          headerExtra: col.metric ? <MetricHelp metric={col.metric} /> : undefined,
          width: typeof col.width === 'number' ? col.width : 92,
          grow: key === 'parent' || (key === 'name' && !withParent),
          sticky: key === 'rank' || key === 'name' ? true : undefined,
          align: key === 'rank' || key === 'change' ? 'center' : isNumericKind(col.kind) ? 'right' : undefined,
          sortable: key === 'change' ? hasPrevious : (col.sortable ?? isNumericKind(col.kind)) || undefined,
          render: cell(col, key),
        };
      });
  }, [defs, fit.visible, withParent, view, table, level, columns, data.metric, data.minStudents, hasPrevious, home, filters.drill, params]);

  const onSort = (key: string) => setSort(nextSort(sort, key));

  const exportXlsx = async () => {
    const excluded = excludedNote(data.unranked, level, data.minStudents);
    try {
      const sorted = sort ? defs.find((c) => columnId(c) === sort.key) : undefined;
      const sortCol = sorted ? headerText(sorted) : null;
      const filterText = [
        filters.subject ? `学科 ${filters.subject}` : null,
        search.trim() ? `名称包含“${search.trim()}”` : null,
        level !== 'student' ? `样本下限 ${data.minStudents} 人` : null,
        mask && isPersonLevel(level) ? '已隐藏姓名' : null,
      ].filter(Boolean);
      // {page title}-{scope}-{学年}(-{term or month})-{date}.xlsx
      const periodPart = data.period.month || data.period.semesterId ? data.period.label : undefined;
      await exporter.run(
        xlsxFileName([title, data.scope.name, yearName || data.period.label, periodPart]),
        {
          title,
          lines: [
            ['范围', `${SCOPE_LEVEL_LABELS[data.scope.level]} ${data.scope.name}`],
            ['学年', yearName || String(data.period.yearId)],
            ['时段', data.period.label],
            ['层级', crumbs.length > 0 ? `${crumbs.join(' › ')} · ${nameTitle}` : nameTitle],
            ['筛选', filterText.length > 0 ? filterText.join('；') : '无'],
            ['排序', sortCol ? `${sortCol}${sort?.dir === 'asc' ? '升序' : '降序'}` : `按${metricTitle(data.metric, data.family)}排名`],
            ...(excluded ? [['未参与排名', excluded] as const] : []),
          ],
        },
        toExportColumns(defs),
        Array.from(view),
        // A list of students by name is traced first (docs/rules.md#export).
        level === 'student' ? { names: mask ? 'masked' : 'full' } : undefined,
      );
    } catch (error) {
      // The progress message has said why; the error log keeps it.
      logError(error, 'ranking export', title);
    }
  };

  return (
    <div className="srp-rank-table" ref={boxRef}>
      <div className="srp-rank-toolbar">
        <Input
          allowClear
          aria-label={`搜索${nameTitle}名称`}
          placeholder={`搜索${nameTitle}名称`}
          prefix={<SearchOutlined aria-hidden />}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          style={{ width: 220 }}
        />
        {/* The status line takes the room between the search and the buttons, and no more: its coming and going
            never re-wraps the toolbar (and moves the table under it). */}
        <span className="srp-rank-status">
          {complete && search.trim() && (
            <span role="status">
              <Text type="secondary">
                找到 {formatLarge(view.length)} {COUNT_WORD[level]}
              </Text>
            </span>
          )}
          {!complete && (
            <span role="status">
              <Text type={restError ? 'danger' : 'secondary'}>
                {restError
                  ? `已显示前 ${formatLarge(table.id.length)} ${COUNT_WORD[level]}，其余未能加载（${restError.message}）`
                  : `已显示前 ${formatLarge(table.id.length)} ${COUNT_WORD[level]}，正在加载全部 ${formatLarge(data.total)} ${COUNT_WORD[level]}…`}
              </Text>
            </span>
          )}
        </span>
        {isPersonLevel(level) && (
          <label className="srp-rank-toggle">
            <Switch size="small" checked={mask} onChange={(v) => update({ [RANK_PARAMS.mask]: v ? null : '0' })} aria-label="隐藏姓名" />
            <span>隐藏姓名</span>
          </label>
        )}
        {level !== 'student' && (
          <label className="srp-rank-toggle">
            <span>样本下限</span>
            <InputNumber<number>
              size="small"
              min={0}
              max={RANKING_MIN_MAX}
              precision={0}
              value={data.minStudents}
              onChange={(v) => update({ [RANK_PARAMS.min]: v === null ? null : String(v) })}
              aria-label="样本下限（人）"
              style={{ width: 80 }}
            />
            <span>人</span>
          </label>
        )}
        {fit.chooser}
        <Tooltip title={complete ? '导出当前筛选、排序后的全部行（Excel）' : '全部行加载完成后可导出'}>
          <Button
            icon={<DownloadOutlined />}
            loading={exporter.busy}
            disabled={!complete || view.length === 0}
            onClick={() => void exportXlsx()}
          >
            导出 Excel
          </Button>
        </Tooltip>
      </div>
      <VirtualTable
        columns={cols}
        rowCount={view.length}
        rowKey={(p) => table.id[view[p] ?? 0] ?? p}
        ariaLabel={`${title}：${nameTitle}排名表`}
        height={Math.min(TABLE_HEIGHT, HEADER_HEIGHT + Math.max(3, view.length) * ROW_HEIGHT + 2)}
        rowHeight={ROW_HEIGHT}
        sort={sort ? { key: sort.key, order: sort.dir === 'asc' ? 'ascend' : 'descend' } : null}
        onSort={onSort}
        emptyText={
          waiting
            ? `正在加载全部 ${formatLarge(data.total)} ${COUNT_WORD[level]}，以便${sort ? '排序' : '搜索'}…`
            : `没有名称包含“${search.trim()}”的${nameTitle}`
        }
        rowClassName={(p) => (table.rank[view[p] ?? 0] === null ? 'srp-rank-row--small' : undefined)}
      />
    </div>
  );
}
