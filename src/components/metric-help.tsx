/**
 * ⓘ next to a figure: its definition from the metric catalogue (src/api/metric-catalogue.ts) in a popover, with a
 * link to the 指标说明 page. Keyboard focusable (Tab, then Enter or Space opens it); its name is
 * `指标说明：<name>`. KPI cards and table column headers show it, so a figure is explained the same way everywhere.
 */
import type { KeyboardEvent } from 'react';
import { useLayoutEffect, useRef, useState } from 'react';
import { Popover } from 'antd';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { RankingFamilyKey } from '@/api/contract/ranking';
import type { MetricKey } from '@/api/metric-catalogue';
import { metricInfo } from '@/api/ranking-metrics';
import { Text } from './text';
import { usePopupOnDemand } from './popup-on-demand';

/** The address of the 指标说明 page (src/routes/route-table.ts). */
const METRICS_PAGE_PATH = '/metrics';

interface MetricHelpProps {
  metric: MetricKey;
  /** A ranking family that names the figure its own way (教学得分). */
  family?: RankingFamilyKey;
}

/** The popover's content: name, unit, definition and the link to all definitions. */
function MetricDefinition({ metric, family }: MetricHelpProps) {
  const m = metricInfo(metric, family);
  return (
    <div style={{ maxWidth: 300 }}>
      <div style={{ fontWeight: 600, marginBottom: 4 }}>
        {m.label}
        {m.unit && <Text type="secondary">（{m.unit}）</Text>}
      </div>
      <div style={{ fontSize: 13, lineHeight: '20px' }}>{m.definition}</div>
      <div style={{ marginTop: 8, fontSize: 12 }}>
        <Link to={`${METRICS_PAGE_PATH}?q=${encodeURIComponent(m.label)}`}>全部指标说明</Link>
      </div>
    </div>
  );
}

export function MetricHelp({ metric, family }: MetricHelpProps) {
  const [open, setOpen] = useState(false);
  // antd's tables copy their header titles into a hidden measuring row (aria-hidden): the copy must not be a Tab stop.
  const ref = useRef<HTMLSpanElement>(null);
  const [hidden, setHidden] = useState(false);
  useLayoutEffect(() => {
    setHidden(!!ref.current?.closest('[aria-hidden="true"]'));
  }, []);
  // The popover is mounted when the reader comes to the ⓘ (src/components/popup-on-demand.ts): the pointer resting on
  // it opens it, as a click or a key does; from then on antd's Popover handles hover and click itself.
  const popup = usePopupOnDemand(ref, () => setOpen(true));
  const name = metricInfo(metric, family).label;
  const onKeyDown = (e: KeyboardEvent<HTMLSpanElement>) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      e.stopPropagation();
      popup.arm();
      setOpen((v) => !v);
    } else if (e.key === 'Escape') setOpen(false);
  };
  const button = (
    <span
      ref={ref}
      role="button"
      tabIndex={hidden ? -1 : 0}
      aria-label={`指标说明：${name}`}
      aria-expanded={open}
      className="srp-metric-help"
      onKeyDown={onKeyDown}
      onClick={(e) => {
        e.stopPropagation();
        if (popup.armed) return;
        popup.arm();
        setOpen(true);
      }}
      {...(popup.armed ? {} : popup.approach)}
      style={{ cursor: 'help', display: 'inline-flex', alignItems: 'center', marginLeft: 4, color: 'inherit', opacity: 0.75 }}
    >
      <InfoCircleOutlined aria-hidden />
    </span>
  );
  if (!popup.armed) return button;
  return (
    <Popover content={<MetricDefinition metric={metric} family={family} />} trigger={['hover', 'click']} open={open} onOpenChange={setOpen}>
      {button}
    </Popover>
  );
}
