/**
 * A wall panel: the shared Widget (src/components/widget.tsx: skeleton, error with the message, the call id and
 * 重试, empty with its reason, an error boundary around the body) mapped from a wall query as QueryWidget maps a
 * query — and, instead of the admin pages' spinner and warning mark, a 数据未更新 badge when the last refetch
 * failed, escalating with the age of the data that stays on screen.
 */
import type { ReactNode } from 'react';
import dayjs from 'dayjs';
import { Widget } from '@/components/widget';
import { formatRelativeTime } from '@/utils/format';
import { freshness, type FreshnessLevel } from './freshness';
import { useNow } from './use-now';
import { useReportFreshness } from './use-wall-freshness';
import { useWallTiming } from './wall-context';
import { lastFetchFailed, type WallQuery } from './wall-query';

const LEVEL_TEXT: Record<Exclude<FreshnessLevel, 'fresh'>, string> = {
  stale: '刷新失败，正在重试',
  late: '数据未按时更新',
  old: '数据已过时',
};

/** The badge of a panel whose shown data is not current; nothing while it is. */
function StaleBadge({ query }: { query: WallQuery<unknown> }) {
  const { refreshMs } = useWallTiming();
  const now = useNow(5_000);
  const level = freshness(
    {
      dataUpdatedAt: query.dataUpdatedAt,
      failing: lastFetchFailed(query),
      hasData: query.data !== undefined,
      isFetching: query.isFetching,
    },
    now,
    refreshMs,
  );
  useReportFreshness(query.data !== undefined ? query.dataUpdatedAt : 0, level !== 'fresh');
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
  const retry = () => {
    void query.refetch();
  };
  const common = {
    title,
    subtitle,
    height: '100%',
    logName: title,
    className: className ? `srp-wall-panel ${className}` : 'srp-wall-panel',
    extra: <StaleBadge query={query} />,
  };
  if (query.isPending && query.data === undefined) return <Widget {...common} loading />;
  if (query.data === undefined) return <Widget {...common} error={query.error ?? new Error('无数据返回')} onRetry={retry} />;
  const data = query.data;
  return (
    <Widget {...common} empty={isEmpty ? isEmpty(data) : false} emptyText={emptyText} onRetry={retry} resetKey={query.dataUpdatedAt}>
      {() => children(data)}
    </Widget>
  );
}
