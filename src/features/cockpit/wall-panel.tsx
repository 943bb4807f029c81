/**
 * A wall panel: the shared Widget (src/components/widget.tsx: skeleton, empty with its reason, an error boundary
 * around the body) mapped from a wall query as QueryWidget maps a query — and, as a wall needs it:
 * - instead of the admin pages' spinner and warning mark, a 数据未更新 badge on data that is not current (its last
 *   refetch failed, the wall cannot reach the server, or it is older than two intervals), escalating with its age;
 * - instead of the error with its call id and 重试, what happened in the wall's words (wall-errors.ts): no one
 *   presses a button on a wall, which retries by itself;
 * - the title and subtitle in the wall's type, light on the panel.
 */
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { Widget } from '@/components/widget';
import { formatRelativeTime } from '@/utils/format';
import { freshness, type FreshnessLevel } from './freshness';
import { useNow } from './use-now';
import { useReportFreshness } from './use-wall-freshness';
import { useWallConnection } from './wall-connection';
import { useWallTiming } from './wall-context';
import { wallErrorText } from './wall-errors';
import { lastFetchFailed, type WallQuery } from './wall-query';

const LEVEL_TEXT: Record<Exclude<FreshnessLevel, 'fresh'>, string> = {
  stale: '未能更新，正在重试',
  late: '数据未按时更新',
  old: '数据已过时',
};

/** The badge of a panel whose shown data is not current; nothing while it is. */
function StaleBadge({ query }: { query: WallQuery<unknown> }) {
  const { refreshMs } = useWallTiming();
  const { down } = useWallConnection();
  const now = useNow(5_000);
  const hasData = query.data !== undefined;
  const level = freshness({ dataUpdatedAt: query.dataUpdatedAt, failing: lastFetchFailed(query), hasData, down }, now, refreshMs);
  useReportFreshness(hasData ? query.dataUpdatedAt : 0, level !== 'fresh', !hasData && !query.isPending);
  if (level === 'fresh') return null;
  const at = dayjs(query.dataUpdatedAt).format('HH:mm');
  return (
    <span
      className={`srp-wall-stale srp-wall-stale--${level}`}
      role="status"
      title={`${LEVEL_TEXT[level]}；显示的是 ${at}（${formatRelativeTime(query.dataUpdatedAt, now)}）的数据`}
    >
      数据未更新 · {at}
    </span>
  );
}

/** A panel with nothing to show because its call failed (or its body could not be drawn), in the wall's words. */
function WallFailure({ error }: { error: unknown }) {
  const text = wallErrorText(error);
  const drawing = text === '显示出错';
  return (
    <div role="alert" className="srp-widget-error srp-wall-failed">
      <span className="srp-wall-failed__title">{drawing ? '显示出错' : '暂无数据'}</span>
      <span className="srp-wall-failed__text">{drawing ? '数据更新后重新显示' : `${text}，恢复后自动显示`}</span>
    </div>
  );
}

const failureView = (error: unknown) => <WallFailure error={error} />;

/** A panel's title, then its subtitle (the unit, what a figure counts): the part that gives way in a narrow panel. */
function PanelTitle({ title, subtitle }: { title: string; subtitle?: ReactNode }) {
  return (
    <span className="srp-wall-panel__title">
      <span className="srp-wall-panel__name">{title}</span>
      {subtitle && <span className="srp-wall-panel__subtitle">{subtitle}</span>}
    </span>
  );
}

export interface WallPanelProps<T> {
  title: string;
  subtitle?: ReactNode;
  query: WallQuery<T>;
  /** Default: no data. */
  isEmpty?: (data: T) => boolean;
  /** Why there is nothing to show. */
  emptyText: ReactNode;
  className?: string;
  children: (data: T) => ReactNode;
}

export function WallPanel<T>({ title, subtitle, query, isEmpty, emptyText, className, children }: WallPanelProps<T>) {
  const common = {
    title: <PanelTitle title={title} subtitle={subtitle} />,
    height: '100%',
    logName: title,
    className: className ? `srp-wall-panel ${className}` : 'srp-wall-panel',
    extra: <StaleBadge query={query} />,
    errorView: failureView,
  };
  if (query.isPending && query.data === undefined) return <Widget {...common} loading />;
  if (query.data === undefined) return <Widget {...common} error={query.error ?? new Error('无数据返回')} />;
  const data = query.data;
  return (
    <Widget {...common} empty={isEmpty ? isEmpty(data) : false} emptyText={emptyText} resetKey={query.dataUpdatedAt}>
      {() => children(data)}
    </Widget>
  );
}
