/**
 * The bell's panel (src/layout/alert-bell.tsx): the counts by kind, the latest open alerts with the page that explains
 * each and 标记已处理, and the way to every alert. Loaded when the bell is first opened (not in a page's first render).
 */
import { Link } from 'react-router';
import { Button, Empty, Tag } from 'antd';
import type { Data } from '@/api/define';
import type { alerts } from '@/api/contract/alerts';
import { ALERT_KINDS } from '@/api/contract/alerts';
import { Text } from '@/components/text';
import { errorMessage } from '@/components/widget';
import { ALERT_KIND_LABELS, useAlertLink, useMarkAlertHandled } from '@/hooks/alerts';
import { useScopedLink } from '@/hooks/scope';

type Alerts = Data<typeof alerts>;

/** Alerts listed in the bell; the rest are on the 提醒 page. */
const BELL_ROWS = 5;
const ALERTS_PAGE = '/alerts';

export default function BellPanel({ data }: { data: Alerts }) {
  const linkOf = useAlertLink();
  const link = useScopedLink();
  const mark = useMarkAlertHandled();
  const rows = data.rows.filter((r) => !r.handled).slice(0, BELL_ROWS);
  return (
    <div className="srp-bell">
      <ul className="srp-bell__counts" aria-label="各类提醒">
        {ALERT_KINDS.map((k) => (
          <li key={k}>
            <Tag color={ALERT_KIND_LABELS[k].color} variant="filled">
              {ALERT_KIND_LABELS[k].label}
            </Tag>
            <span className="srp-bell__count">{data.counts[k]}</span>
          </li>
        ))}
      </ul>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="没有待处理的提醒" />
      ) : (
        <ul className="srp-bell__list" aria-label="最新提醒">
          {rows.map((r) => {
            const to = linkOf(r);
            return (
              <li key={r.id}>
                <div className="srp-bell__head">
                  <Tag color={ALERT_KIND_LABELS[r.kind].color}>{ALERT_KIND_LABELS[r.kind].label}</Tag>
                  <Text strong>{r.schoolName}</Text>
                </div>
                <Text type="secondary" className="srp-bell__text">
                  {r.text}
                </Text>
                <div className="srp-bell__actions">
                  {to && <Link to={to}>查看</Link>}
                  <Button
                    size="small"
                    type="link"
                    loading={mark.isPending && mark.variables.id === r.id}
                    onClick={() => mark.mutate({ id: r.id, handled: true })}
                  >
                    标记已处理
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {mark.isError && (
        <div role="alert">
          <Text type="danger">{errorMessage(mark.error)}</Text>
        </div>
      )}
      <div className="srp-bell__foot">
        <Link to={link(ALERTS_PAGE)}>全部提醒{data.counts.total > rows.length ? `（${data.counts.total} 条待处理）` : ''}</Link>
      </div>
    </div>
  );
}
