/**
 * The bell of the navbar (提醒): how many alerts are open in the scope the user looks at, by kind, the latest few with a
 * link to the page that explains each and 标记已处理, and the way to every alert (/alerts, where a district also sets
 * its thresholds). For the users who may open the 提醒 page: the navbar draws it for them only (AlertBellSlot), and keeps
 * its place while its code loads. The panel (./alert-bell-panel.tsx) loads when the bell is first opened.
 */
import { lazy, Suspense } from 'react';
import { Badge, Button, Popover, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Text } from '@/components/text';
import { errorMessage } from '@/components/widget';
import { useAlerts } from '@/hooks/alerts';

const BellPanel = lazy(() => import('./alert-bell-panel'));

export function AlertBell() {
  const query = useAlerts({ enabled: true });
  const total = query.data?.counts.total ?? 0;
  const content = query.data ? (
    <Suspense fallback={<Spin size="small" />}>
      <BellPanel data={query.data} />
    </Suspense>
  ) : query.isError ? (
    <Text type="danger">{errorMessage(query.error)}</Text>
  ) : (
    <Spin size="small" />
  );
  return (
    <Popover trigger="click" placement="bottomRight" title="提醒" content={content} destroyOnHidden>
      <Button
        type="text"
        className="srp-navbar__icon-btn srp-bell-button"
        aria-label={query.data ? `提醒：${total} 条待处理` : '提醒'}
        icon={
          <Badge count={total} size="small" overflowCount={99} offset={[4, -4]}>
            <BellOutlined />
          </Badge>
        }
      />
    </Popover>
  );
}
