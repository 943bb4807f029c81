/**
 * The error log's navbar badge and dialog (docs/rules.md#layout: a dialog of the collected errors with 清空), a chunk
 * of its own: loaded when the first error is logged (./error-log.tsx), so no page pays for antd Badge, Modal and the
 * log table up front.
 */
import { useState } from 'react';
import { Badge, Button, Empty, Modal, Table, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { BugOutlined, DeleteOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useErrorLog, type ErrorLogEntry } from '@/stores/error-log';

const columns: TableColumnsType<ErrorLogEntry> = [
  { title: '时间', dataIndex: 'time', width: 170, render: (t: number) => dayjs(t).format('YYYY-MM-DD HH:mm:ss') },
  { title: '位置', dataIndex: 'vm', width: 200, render: (vm: string) => <Typography.Text code>{vm}</Typography.Text> },
  {
    title: '错误信息',
    key: 'message',
    render: (_: unknown, e: ErrorLogEntry) => (
      <Typography.Text type="danger">
        {e.err.name && e.err.name !== 'Error' ? `${e.err.name}: ` : ''}
        {e.err.message}
      </Typography.Text>
    ),
  },
  {
    title: '页面地址',
    dataIndex: 'url',
    width: 220,
    render: (url: string) => (
      <Typography.Text ellipsis={{ tooltip: url }} style={{ maxWidth: 200 }}>
        {url}
      </Typography.Text>
    ),
  },
  {
    title: '详情',
    dataIndex: 'info',
    width: 220,
    render: (info: string) =>
      info ? (
        <Typography.Paragraph className="srp-error-log__info" ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}>
          {info}
        </Typography.Paragraph>
      ) : (
        '—'
      ),
  },
];

/** The dialog that lists the logged errors, newest first, with 清空 (clear all) and 关闭. */
function ErrorLogDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logs = useErrorLog((s) => s.logs);
  const clearErrorLog = useErrorLog((s) => s.clearErrorLog);
  return (
    <Modal
      title="错误日志"
      open={open}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
      footer={[
        <Button key="clear" danger icon={<DeleteOutlined />} disabled={logs.length === 0} onClick={() => clearErrorLog()}>
          清空
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          关闭
        </Button>,
      ]}
    >
      {logs.length === 0 ? (
        <Empty description="暂无错误" />
      ) : (
        <Table<ErrorLogEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={[...logs].reverse()}
          pagination={logs.length > 10 ? { pageSize: 10, size: 'small' } : false}
          scroll={{ x: 980 }}
        />
      )}
    </Modal>
  );
}

/** Navbar badge with the number of logged errors (hidden when none) and the dialog that lists them. */
export default function ErrorLogBadge() {
  const count = useErrorLog((s) => s.logs.length);
  const [open, setOpen] = useState(false);

  if (count === 0 && !open) return null;

  return (
    <>
      {count > 0 && (
        <Tooltip title="错误日志">
          <Badge count={count} size="small" offset={[-4, 4]}>
            <Button
              type="text"
              className="srp-navbar__icon-btn"
              icon={<BugOutlined />}
              aria-label={`错误日志（${count}）`}
              onClick={() => setOpen(true)}
              data-testid="error-log-button"
            />
          </Badge>
        </Tooltip>
      )}
      <ErrorLogDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}
