/**
 * The frame of every statistics panel: an antd Card with four states — loading (skeleton sized to the
 * body), empty (antd Empty with the reason), error (message, call id, 重试) and data — and its own error
 * boundary, so a panel that throws while rendering shows its error state instead of blanking the page.
 */
import { Component, useDeferredValue, useEffect, useState, type CSSProperties, type ErrorInfo, type ReactNode } from 'react';
import { Button, Card, Empty, Skeleton, Spin } from 'antd';
import { Hint } from './hint';
import { Text } from './text';
import { CloseCircleFilled, ExclamationCircleFilled, ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '@/api/errors';
import { logError } from '@/stores/error-log';

const DEFAULT_WIDGET_HEIGHT = 300;
const DEFAULT_EMPTY_TEXT = '暂无数据';

/** The text a user sees for an error: ApiError/Error message, a string as is, anything else a generic line. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return '加载失败，请稍后重试';
}

/** The contract call that failed (ApiError.endpoint, e.g. 'circulation.queryLoanData'), if known. */
export function errorCallId(error: unknown): string | undefined {
  return error instanceof ApiError ? error.endpoint : undefined;
}

const cssLength = (v: number | string) => (typeof v === 'number' ? `${v}px` : v);

// ------------------------------------------------------------------ state blocks

interface ErrorBlockProps {
  error: unknown;
  onRetry?: () => void;
  height?: number | string;
  /** Short heading above the message. */
  title?: ReactNode;
}

/** Compact error block (Result-like): icon, message, call id in small text, 重试. */
function ErrorBlock({ error, onRetry, height = DEFAULT_WIDGET_HEIGHT, title = '加载失败' }: ErrorBlockProps) {
  const callId = errorCallId(error);
  return (
    <div
      role="alert"
      className="srp-widget-error"
      style={{
        minHeight: cssLength(height),
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        padding: 16,
        textAlign: 'center',
      }}
    >
      <CloseCircleFilled style={{ fontSize: 32, color: 'var(--ant-color-error, #ff4d4f)' }} aria-hidden />
      <Text strong>{title}</Text>
      <Text type="secondary">{errorMessage(error)}</Text>
      {callId && (
        <Text type="secondary" style={{ fontSize: 12 }}>
          调用：{callId}
        </Text>
      )}
      {onRetry && (
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          重试
        </Button>
      )}
    </div>
  );
}

/** Skeleton that fills `height`, so the layout does not jump when data arrives. */
export function LoadingBlock({ height = DEFAULT_WIDGET_HEIGHT }: { height?: number | string }) {
  const rows = typeof height === 'number' ? Math.max(2, Math.min(12, Math.floor((height - 40) / 36))) : 6;
  return (
    <div
      className="srp-widget-loading"
      role="status"
      aria-busy="true"
      aria-label="加载中"
      style={{ height: cssLength(height), overflow: 'hidden' }}
    >
      <Skeleton active title paragraph={{ rows }} />
    </div>
  );
}

function EmptyBlock({ text = DEFAULT_EMPTY_TEXT, height = DEFAULT_WIDGET_HEIGHT }: { text?: ReactNode; height?: number | string }) {
  return (
    <div
      className="srp-widget-empty"
      style={{ minHeight: cssLength(height), display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} />
    </div>
  );
}

// ------------------------------------------------------------------ error boundary

interface BoundaryProps {
  /** Where, for the error log: 'widget <title>'. */
  name: string;
  height: number | string;
  onRetry?: () => void;
  /** The error state drawn by the caller (WidgetProps.errorView). */
  errorView?: (error: unknown) => ReactNode;
  /** A change (new data) clears a caught error. */
  resetKey?: unknown;
  children: ReactNode;
}

interface BoundaryState {
  error: unknown;
  hasError: boolean;
  resetKey?: unknown;
}

/** Catches render errors of one widget body, logs them, and shows the widget's error state with 重试. */
class WidgetErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { error: null, hasError: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error, hasError: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (!Object.is(props.resetKey, state.resetKey)) return { resetKey: props.resetKey, hasError: false, error: null };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    logError(error, this.props.name, info.componentStack ?? '');
  }

  private retry = () => {
    this.setState({ hasError: false, error: null });
    this.props.onRetry?.();
  };

  render() {
    if (this.state.hasError) {
      if (this.props.errorView) return this.props.errorView(this.state.error);
      return <ErrorBlock error={this.state.error} title="显示出错" onRetry={this.retry} height={this.props.height} />;
    }
    return this.props.children;
  }
}

/** Calls a render function inside the boundary (an error thrown there is caught, unlike in the parent). */
function RenderBody({ render }: { render: () => ReactNode }) {
  return <>{render()}</>;
}

// ------------------------------------------------------------------ widget

export interface WidgetProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Right side of the header: filters, a switch, a link. */
  extra?: ReactNode;
  /** Body height of the loading, empty and error states (px or CSS). Default 300. */
  height?: number | string;
  loading?: boolean;
  /** An error (ApiError: message + call id). Shown instead of the body. */
  error?: unknown;
  /** 重试 in the error state (and after a render error). */
  onRetry?: () => void;
  empty?: boolean;
  /** Why there is nothing to show, e.g. '本学年暂无借阅数据'. */
  emptyText?: ReactNode;
  /** Data shown while newer data loads: a small spinner in the corner. */
  refreshing?: boolean;
  /** A background refresh failed but older data is still shown: a warning mark in the corner. */
  staleError?: unknown;
  /** For the error log when the title is not a string. */
  logName?: string;
  /** A change clears a caught render error (QueryWidget passes the data's update time). */
  resetKey?: unknown;
  /**
   * Draws the error state (of `error`, or of a render error) instead of the message with its call id and 重试: a
   * wall display, which no one operates, says what happened in its own words and retries by itself.
   */
  errorView?: (error: unknown) => ReactNode;
  variant?: 'outlined' | 'borderless';
  className?: string;
  style?: CSSProperties;
  bodyStyle?: CSSProperties;
  /** The data state; a function is called inside the error boundary. */
  children?: ReactNode | (() => ReactNode);
}

function WidgetTitle({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  if (!subtitle) return <>{title}</>;
  return (
    <span style={{ display: 'inline-flex', alignItems: 'baseline', gap: 8, minWidth: 0 }}>
      <span>{title}</span>
      <Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
        {subtitle}
      </Text>
    </span>
  );
}

function StatusCorner({ refreshing, staleError, onRetry }: { refreshing?: boolean; staleError?: unknown; onRetry?: () => void }) {
  if (!refreshing && !staleError) return null;
  return (
    <div style={{ position: 'absolute', top: 8, right: 12, zIndex: 2, display: 'flex', gap: 8, alignItems: 'center' }}>
      {staleError != null && (
        <Hint title={`刷新失败：${errorMessage(staleError)}${onRetry ? '（点击重试）' : ''}`}>
          <Button
            type="text"
            size="small"
            aria-label="刷新失败，重试"
            icon={<ExclamationCircleFilled style={{ color: 'var(--ant-color-warning, #faad14)' }} />}
            onClick={onRetry}
          />
        </Hint>
      )}
      {refreshing && (
        <span role="status" aria-label="正在刷新" style={{ display: 'inline-flex' }}>
          <Spin size="small" />
        </span>
      )}
    </div>
  );
}

export function Widget({
  title,
  subtitle,
  extra,
  height = DEFAULT_WIDGET_HEIGHT,
  loading = false,
  error,
  onRetry,
  empty = false,
  emptyText = DEFAULT_EMPTY_TEXT,
  refreshing = false,
  staleError,
  logName,
  resetKey,
  errorView,
  variant,
  className,
  style,
  bodyStyle,
  children,
}: WidgetProps) {
  const name = `widget ${logName ?? (typeof title === 'string' || typeof title === 'number' ? String(title) : 'untitled')}`;
  const hasError = error !== undefined && error !== null && error !== false;

  let body: ReactNode;
  if (loading) body = <LoadingBlock height={height} />;
  else if (hasError) body = errorView ? errorView(error) : <ErrorBlock error={error} onRetry={onRetry} height={height} />;
  else if (empty) body = <EmptyBlock text={emptyText} height={height} />;
  else
    body = (
      <WidgetErrorBoundary name={name} height={height} onRetry={onRetry} resetKey={resetKey} errorView={errorView}>
        {typeof children === 'function' ? <RenderBody render={children} /> : children}
      </WidgetErrorBoundary>
    );

  return (
    <Card
      title={<WidgetTitle title={title} subtitle={subtitle} />}
      extra={extra}
      variant={variant}
      className={className ? `srp-widget ${className}` : 'srp-widget'}
      style={style}
      styles={{ body: { position: 'relative', ...bodyStyle } }}
      aria-busy={loading || refreshing || undefined}
    >
      {!loading && !hasError && <StatusCorner refreshing={refreshing} staleError={staleError} onRetry={onRetry} />}
      {body}
    </Card>
  );
}

// ------------------------------------------------------------------ query widget

/** What QueryWidget reads of a TanStack result (a useApiQuery result fits). */
export type WidgetQuery<TData> = Pick<
  UseQueryResult<TData, unknown>,
  'data' | 'error' | 'isPending' | 'isError' | 'isFetching' | 'refetch' | 'dataUpdatedAt'
>;

/** Default emptiness: no data or an empty array. Pass `isEmpty` for anything else (e.g. all counts zero). */
export function isEmptyData(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  if (Array.isArray(data)) return data.length === 0;
  return false;
}

export interface QueryWidgetProps<TData> extends Omit<
  WidgetProps,
  'loading' | 'error' | 'onRetry' | 'empty' | 'refreshing' | 'staleError' | 'resetKey' | 'children'
> {
  query: WidgetQuery<TData>;
  /** Default: null/undefined or an empty array. */
  isEmpty?: (data: TData) => boolean;
  /**
   * Another call the body draws from is still on its way (a column of the change against the year before): the widget
   * stays in its loading state until it has come, the first time only, rather than draw the body and redraw it larger.
   */
  waitFor?: boolean;
  children: (data: TData) => ReactNode;
}

/** What the deferred copy of a widget's data holds before its first deferred render (data may be any value). */
const NOT_DRAWN: unique symbol = Symbol('not drawn');

/**
 * Maps a query to the widget states: pending → skeleton; error without data → error + 重试 (refetch);
 * data → children(data) (or empty). While refetching, the old data stays with a spinner in the corner;
 * a failed background refresh keeps the old data and marks it (a wall display should not go blank).
 *
 * The body draws from a deferred copy of the data (useDeferredValue): an answer's arrival (a store update, which
 * React renders synchronously) redraws only the frame, and the body's render follows in React's background lane,
 * which yields to the browser every few milliseconds instead of holding the main thread for the whole page's
 * widgets at once. Until then the widget keeps its skeleton (first data) or its previous data with the spinner.
 * Data already cached when the widget mounts is drawn at once.
 */
export function QueryWidget<TData>({ query, isEmpty = isEmptyData, waitFor = false, children, ...rest }: QueryWidgetProps<TData>) {
  const [drawn, setDrawn] = useState(false);
  // Data already there when the widget mounts (asked for by the route's guard, or cached) is drawn in the mount's
  // own render: deferring it would draw the skeleton first and the body again after the first paint.
  const [mountedWithData] = useState(query.data !== undefined);
  const deferred = useDeferredValue<TData | undefined | typeof NOT_DRAWN>(query.data, mountedWithData ? undefined : NOT_DRAWN);
  const waiting = waitFor && !drawn && query.data !== undefined;
  const ready = query.data !== undefined && !waiting;
  useEffect(() => {
    if (ready) setDrawn(true);
  }, [ready]);
  const retry = () => {
    void query.refetch();
  };
  if (query.isPending || waiting) return <Widget {...rest} loading />;
  if (query.data === undefined) return <Widget {...rest} error={query.error ?? new Error('无数据返回')} onRetry={retry} />;
  if (deferred === NOT_DRAWN || deferred === undefined) return <Widget {...rest} loading />;
  const data = deferred;
  return (
    <Widget
      {...rest}
      empty={isEmpty(data)}
      onRetry={retry}
      refreshing={query.isFetching || deferred !== query.data}
      staleError={query.isError ? query.error : undefined}
      resetKey={query.dataUpdatedAt}
    >
      {() => children(data)}
    </Widget>
  );
}
