/**
 * KPI cards (总借阅量, 生均藏书, 参与率…) and KpiGrid, which lays 1–7 of them out responsively.
 */
import { Children, type CSSProperties, type ReactNode } from 'react';
import { Button, Card, Col, Row, Skeleton, theme, type ColProps } from 'antd';
import { Hint } from './hint';
import { Text } from './text';
import { QuestionCircleOutlined, ReloadOutlined } from '@ant-design/icons';
import { formatLarge, formatPercent } from '@/utils/format';
import { PAGE_BACKGROUND, accessibleShade } from '@/utils/color';
import { errorMessage } from './widget';
import { MetricHelp } from './metric-help';
import type { MetricKey } from '@/api/metric-catalogue';
import { metricInfo } from '@/api/ranking-metrics';
import type { FigureGoal } from '@/hooks/goals';
import { GoalProgress } from './goal-progress';

export interface KpiComparison {
  /** Default '同比'; e.g. '环比', '较上学年'. */
  label?: string;
  /** The change as a rate: 0.032 → +3.2%. null/undefined → '-'. */
  value: number | null | undefined;
  /** Is an increase good (green)? Default true; false for e.g. 逾期数. */
  higherIsBetter?: boolean;
  /** Formats the absolute change; default one-decimal percent. */
  format?: (absValue: number) => string;
  /** Shown on hover: e.g. the previous period's value. */
  hint?: string;
}

export interface KpiCardProps {
  /** Default: the catalogue name of `metric`. */
  title?: ReactNode;
  /**
   * The catalogue figure the card shows (src/api/metric-catalogue.ts): its name is the default title, its unit the
   * default unit, and an ⓘ next to the title explains it (docs/rules.md#figures).
   */
  metric?: MetricKey;
  value: number | null | undefined;
  /** Default formatLarge (12345 → '1.23万'). */
  formatter?: (value: number) => string;
  /** Shown after the value, smaller: '册', '人', '次'. */
  unit?: ReactNode;
  comparison?: KpiComparison | KpiComparison[];
  /**
   * The value of the period the page is compared with (useCompareQuery): the card shows the change against it (▲/▼, a
   * rate in percentage points, anything else in per cent) and, on hover, the value. null: that period has no figure.
   */
  previous?: number | null;
  /** What the previous period is: 上年同期, 上学年, 上学期 … */
  previousLabel?: string;
  /**
   * The previous period is still being asked for: the card keeps the comparison's line free, so that the line fills
   * in when it comes and nothing under the card moves.
   */
  previousPending?: boolean;
  /** The value is a rate (0..1) that is not a catalogue figure: its change reads in percentage points. */
  rate?: boolean;
  icon?: ReactNode;
  /** Small text under the value (source, period). */
  footnote?: ReactNode;
  /**
   * The goal of the figure the card shows (or of the figure beside it, `value` then being that figure's): a small progress
   * line under the value (GoalProgress). KpiPanel sets it from the scope's goals (useFigureGoals).
   */
  goal?: { goal: FigureGoal; value: number | null | undefined };
  /** Explains a figure that is not in the catalogue: a ? next to the title. Prefer `metric`. */
  tooltip?: ReactNode;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Value colour; default the text colour. */
  color?: string;
  className?: string;
  style?: CSSProperties;
}

/** The value text: '-' for missing/non-finite values, else the formatter (default formatLarge). */
export function formatKpiValue(value: number | null | undefined, formatter: (v: number) => string = formatLarge): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '-';
  return formatter(value);
}

export type TrendDirection = 'up' | 'down' | 'flat' | 'none';

/** Direction and text of a comparison: 0.032 → up '+3.2%'; a change that rounds to zero → flat '持平'. */
export function describeComparison(c: KpiComparison): { direction: TrendDirection; text: string; good: boolean | null } {
  const v = c.value;
  if (v === null || v === undefined || !Number.isFinite(v)) return { direction: 'none', text: '-', good: null };
  const format = c.format ?? ((x: number) => formatPercent(x));
  const abs = format(Math.abs(v));
  if (v === 0 || /^0(\.0+)?%?$/.test(abs)) return { direction: 'flat', text: '持平', good: null };
  const up = v > 0;
  const good = up === (c.higherIsBetter ?? true);
  return { direction: up ? 'up' : 'down', text: `${up ? '+' : '-'}${abs}`, good };
}

/**
 * The change of a value against the period before, as a comparison: a rate (kind percent) in percentage points, anything
 * else as a relative change (no change without a base: a previous value of 0 or none).
 */
export function previousComparison(
  value: number | null | undefined,
  previous: number | null,
  opts: { label: string; percent: boolean; higherIsBetter?: boolean; format: (v: number) => string; unit?: string },
): KpiComparison {
  const hint = `${opts.label}：${previous === null ? '无数据' : `${opts.format(previous)}${opts.unit ? ` ${opts.unit}` : ''}`}`;
  const base = { label: `较${opts.label}`, higherIsBetter: opts.higherIsBetter, hint };
  if (value === null || value === undefined || previous === null || !Number.isFinite(value)) return { ...base, value: null };
  if (opts.percent) return { ...base, value: value - previous, format: (abs) => `${(abs * 100).toFixed(1)}个百分点` };
  return { ...base, value: previous === 0 ? null : (value - previous) / previous };
}

function Comparison({ comparison }: { comparison: KpiComparison }) {
  const { token } = theme.useToken();
  const label = comparison.label ?? '同比';
  const { direction, text, good } = describeComparison(comparison);
  // antd's success green is 2.2:1 on white: small text gets its accessible shade.
  const color = good === null ? token.colorTextSecondary : accessibleShade(good ? token.colorSuccess : token.colorError);
  const spoken =
    direction === 'up' ? `上升${text.slice(1)}` : direction === 'down' ? `下降${text.slice(1)}` : direction === 'flat' ? '持平' : '无数据';
  const body = (
    <span
      className="srp-kpi-comparison"
      aria-label={`${label}${spoken}${comparison.hint ? `，${comparison.hint}` : ''}`}
      data-trend={direction}
      style={{ whiteSpace: 'nowrap' }}
      tabIndex={comparison.hint ? 0 : undefined}
    >
      <Text type="secondary" style={{ fontSize: 12, marginRight: 4 }}>
        {label}
      </Text>
      {/* The arrow (▲/▼) is drawn by the stylesheet (global.css), beside the text and out of its words. */}
      <span className="srp-kpi-comparison__value" style={{ color, fontSize: 12 }}>
        {text}
      </span>
    </span>
  );
  // The hint's tooltip is mounted when the pointer comes to it (./hint.tsx).
  return comparison.hint ? <Hint title={comparison.hint}>{body}</Hint> : body;
}

export function KpiCard({
  title: ownTitle,
  metric,
  value,
  formatter,
  unit: ownUnit,
  comparison,
  previous,
  previousLabel,
  previousPending = false,
  rate = false,
  icon,
  footnote,
  goal,
  tooltip,
  loading = false,
  error,
  onRetry,
  color,
  className,
  style,
}: KpiCardProps) {
  const { token } = theme.useToken();
  const hasError = error !== undefined && error !== null && error !== false;
  const valueText = formatKpiValue(value, formatter);
  const info = metric ? metricInfo(metric) : undefined;
  const title = ownTitle ?? info?.label;
  const unit = ownUnit ?? (info?.unit || undefined);
  const own = comparison === undefined ? [] : Array.isArray(comparison) ? comparison : [comparison];
  const comparisons =
    previous !== undefined && previousLabel
      ? [
          ...own,
          previousComparison(value, previous, {
            label: previousLabel,
            percent: rate || info?.kind === 'percent',
            higherIsBetter: info?.higherIsBetter,
            format: (v) => formatKpiValue(v, formatter),
            unit: typeof unit === 'string' ? unit : undefined,
          }),
        ]
      : own;

  const header = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6, color: token.colorTextSecondary, fontSize: 14 }}>
      <span className="srp-kpi-title">{title}</span>
      {metric && <MetricHelp metric={metric} />}
      {tooltip && (
        <Hint title={tooltip}>
          <QuestionCircleOutlined aria-label="指标说明" style={{ cursor: 'help' }} />
        </Hint>
      )}
    </div>
  );

  let content: ReactNode;
  if (loading) {
    content = (
      <div aria-busy="true" aria-label="加载中">
        <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 1, width: '40%' }} />
      </div>
    );
  } else if (hasError) {
    content = (
      <div role="alert" style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 }}>
        <Hint title={errorMessage(error)}>
          <Text type="danger">加载失败</Text>
        </Hint>
        {onRetry && (
          <Button size="small" type="link" icon={<ReloadOutlined />} onClick={onRetry}>
            重试
          </Button>
        )}
      </div>
    );
  } else {
    content = (
      <>
        <div
          className="srp-kpi-value"
          style={{
            fontSize: 28,
            lineHeight: '40px',
            fontWeight: 600,
            // A figure's own colour (进步 green …) in a shade that reads on the card (3:1, large text).
            color: color ? accessibleShade(color, PAGE_BACKGROUND, 3) : token.colorTextHeading,
            fontVariantNumeric: 'tabular-nums',
            whiteSpace: 'nowrap',
          }}
        >
          {valueText}
          {unit && valueText !== '-' && (
            <span className="srp-kpi-unit" style={{ fontSize: 14, fontWeight: 'normal', marginLeft: 4, color: token.colorTextSecondary }}>
              {unit}
            </span>
          )}
        </div>
        {comparisons.length > 0 ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, marginTop: 4 }}>
            {comparisons.map((c, i) => (
              <Comparison key={`${c.label ?? '同比'}-${i}`} comparison={c} />
            ))}
          </div>
        ) : (
          previousPending && (
            // The comparison's line, kept free (the same markup, unseen) until the previous period comes.
            <div className="srp-kpi-comparison-slot" aria-hidden style={{ display: 'flex', gap: 12, marginTop: 4, visibility: 'hidden' }}>
              <span style={{ whiteSpace: 'nowrap' }}>
                <Text type="secondary" style={{ fontSize: 12 }}>
                  同比
                </Text>
              </span>
            </div>
          )
        )}
        {goal && <GoalProgress goal={goal.goal} value={goal.value} />}
      </>
    );
  }

  return (
    <Card
      className={className ? `srp-kpi-card ${className}` : 'srp-kpi-card'}
      style={{ height: '100%', ...style }}
      styles={{ body: { padding: '16px 20px' } }}
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          {header}
          <div style={{ marginTop: 8 }}>{content}</div>
        </div>
        {icon && (
          <div
            aria-hidden
            style={{
              fontSize: 22,
              width: 44,
              height: 44,
              borderRadius: '50%',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              color: token.colorPrimary,
              background: token.colorPrimaryBg,
              flex: 'none',
            }}
          >
            {icon}
          </div>
        )}
      </div>
      {footnote && !loading && (
        <Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {footnote}
        </Text>
      )}
    </Card>
  );
}

// ------------------------------------------------------------------ grid

/**
 * Responsive column props for `count` cards: one column on phones, two on small screens, three on medium,
 * and on wide screens one row where it fits (5 → 20 % each, 7 → 4 + 3 on lg, one row on xxl; 8 → two rows of four).
 */
export function kpiColProps(count: number): ColProps {
  const n = Math.max(1, count);
  const md = n === 1 ? 24 : n === 2 || n === 4 || n === 8 ? 12 : 8;
  const wide: ColProps =
    n <= 4
      ? { xl: 24 / n }
      : n === 5
        ? { xl: { flex: '20%' } }
        : n === 6
          ? { xl: 4 }
          : n === 8
            ? { lg: 6 }
            : { lg: 6, xxl: { flex: `${100 / n}%` } };
  return { xs: 24, sm: n === 1 ? 24 : 12, md, ...wide };
}

export interface KpiGridProps {
  /** Cards as data… */
  items?: Array<KpiCardProps & { key: string }>;
  /** …or as KpiCard elements. */
  children?: ReactNode;
  gutter?: number;
  className?: string;
  style?: CSSProperties;
}

export function KpiGrid({ items, children, gutter = 16, className, style }: KpiGridProps) {
  const nodes: Array<{ key: string | number; node: ReactNode }> = items
    ? items.map(({ key, ...props }) => ({ key, node: <KpiCard {...props} /> }))
    : Children.toArray(children).map((node, i) => ({ key: i, node }));
  const colProps = kpiColProps(nodes.length);
  return (
    <Row gutter={[gutter, gutter]} className={className ? `srp-kpi-grid ${className}` : 'srp-kpi-grid'} style={style} role="list">
      {nodes.map(({ key, node }) => (
        <Col key={key} {...colProps} role="listitem">
          {node}
        </Col>
      ))}
    </Row>
  );
}
