/**
 * 大屏管理 (/displays, docs/pages.md): the screens of the user's school or district that show a wall through a display
 * link. 新建屏幕 (a name, the wall, its pages and seconds per page, the school year) gives the screen's link and pairing
 * code, shown once; the list shows each screen's last check-in and flags the silent ones (无信号); 撤销 ends a screen's
 * link at once (its TV then shows 授权已失效).
 */
import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Checkbox, Input, InputNumber, Modal, Popconfirm, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useQueryClient } from '@tanstack/react-query';
import { call } from '@/api/client';
import { DISPLAY_SECONDS, displayCreate, displayList, displayRevoke, type DisplayMode, type DisplayScreen } from '@/api/contract/display';
import { PageHeader } from '@/components/page-header';
import { DISPLAY_SILENT_MS } from '@/config/constants';
import { useApiQuery } from '@/hooks/queries';
import { FLAT_ROUTES } from '@/routes/route-table';
import { useConstants } from '@/stores/constants';
import { feedback } from '@/utils/feedback';
import './displays.css';

const MODES: Record<DisplayMode, { label: string; layout: 'cockpit' | 'ndb' }> = {
  dashboardmode: { label: '阅读大数据（/dashboardmode）', layout: 'cockpit' },
  ndb: { label: '数据驾驶舱（/ndb）', layout: 'ndb' },
};

/** A mode's pages, in rotation order: the last segment of each path and its title. */
function modePages(mode: DisplayMode): { value: string; label: string }[] {
  return FLAT_ROUTES.filter((r) => r.layout === MODES[mode].layout && r.chain.length === 2 && r.node.page).map((r) => ({
    value: r.fullPath.split('/').pop() ?? '',
    label: r.node.meta?.title ?? r.fullPath,
  }));
}

/** How often the list asks again while the page is open (check-ins come every 5 minutes). */
const LIST_REFRESH_MS = 60_000;

/** Whether a screen is silent: no check-in (or none since it was made) for DISPLAY_SILENT_MS. */
function screenSilent(screen: Pick<DisplayScreen, 'lastCheckIn' | 'createdAt'>, now: number): boolean {
  const last = Date.parse(screen.lastCheckIn?.at ?? screen.createdAt);
  return !Number.isFinite(last) || now - last > DISPLAY_SILENT_MS;
}

interface Created {
  name: string;
  link: string;
  code: string;
  codeExpiresAt: string;
}

/** One field of the dialog: its label above it (no antd Form: it would weigh on every admin page's first load). */
function Field({ id, label, error, group, children }: { id: string; label: string; error?: string; group?: boolean; children: ReactNode }) {
  return (
    <div className="srp-display-field">
      <label id={`${id}-label`} htmlFor={group ? undefined : id} className="srp-display-field__label">
        {label}
      </label>
      {group ? (
        <div role="group" aria-labelledby={`${id}-label`}>
          {children}
        </div>
      ) : (
        children
      )}
      {error && (
        <div className="srp-display-field__error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

const allPages = (mode: DisplayMode) => modePages(mode).map((p) => p.value);

function CreateDialog({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (c: Created) => void }) {
  const years = useConstants((s) => s.years);
  const [name, setName] = useState('');
  const [mode, setMode] = useState<DisplayMode>('dashboardmode');
  const [pages, setPages] = useState<string[]>(() => allPages('dashboardmode'));
  const [seconds, setSeconds] = useState<number>(DISPLAY_SECONDS.default);
  const [yearId, setYearId] = useState<number | 'current'>('current');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const options = useMemo(() => modePages(mode), [mode]);
  const nameError = tried && !name.trim() ? '请填写屏幕名称' : undefined;
  const pagesError = tried && pages.length === 0 ? '至少选择一个页面' : undefined;
  const reset = () => {
    setName('');
    setMode('dashboardmode');
    setPages(allPages('dashboardmode'));
    setSeconds(DISPLAY_SECONDS.default);
    setYearId('current');
    setTried(false);
  };
  const submit = async () => {
    setTried(true);
    if (!name.trim() || pages.length === 0) return;
    setBusy(true);
    try {
      const all = allPages(mode);
      const chosen = all.filter((p) => pages.includes(p));
      const result = await call(displayCreate, {
        name: name.trim(),
        mode,
        // Every page: sent as none, so that the screen follows the wall when pages are added.
        pages: chosen.length === all.length ? [] : chosen,
        seconds,
        yearId: yearId === 'current' ? null : yearId,
      });
      onCreated({
        name: result.screen.name,
        link: `${window.location.origin}/display?key=${encodeURIComponent(result.key)}`,
        code: result.code,
        codeExpiresAt: result.codeExpiresAt,
      });
      reset();
    } catch {
      // The wrapper has said what failed.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal title="新建屏幕" open={open} onCancel={onClose} okText="创建" cancelText="取消" confirmLoading={busy} onOk={() => void submit()}>
      <Field id="display-name" label="屏幕名称" error={nameError}>
        <Input
          id="display-name"
          value={name}
          maxLength={40}
          placeholder="如：一楼大厅"
          status={nameError ? 'error' : undefined}
          onChange={(e) => setName(e.target.value)}
        />
      </Field>
      <Field id="display-mode" label="大屏" group>
        <Radio.Group
          value={mode}
          options={(Object.keys(MODES) as DisplayMode[]).map((m) => ({ value: m, label: MODES[m].label }))}
          onChange={(e) => {
            const next = e.target.value as DisplayMode;
            setMode(next);
            setPages(allPages(next));
          }}
        />
      </Field>
      <Field id="display-pages" label="轮播页面" error={pagesError} group>
        <Checkbox.Group options={options} value={pages} onChange={(v) => setPages(v)} />
      </Field>
      <Field id="display-seconds" label="每页停留（秒）">
        <InputNumber
          id="display-seconds"
          min={DISPLAY_SECONDS.min}
          max={DISPLAY_SECONDS.max}
          precision={0}
          value={seconds}
          onChange={(v) => setSeconds(v ?? DISPLAY_SECONDS.default)}
        />
      </Field>
      <Field id="display-year" label="学年">
        <Select
          id="display-year"
          style={{ width: 280 }}
          value={yearId}
          onChange={setYearId}
          options={[
            { value: 'current' as const, label: '当前学年（随服务器切换）' },
            ...years.map((y) => ({ value: y.id, label: y.name })),
          ]}
        />
      </Field>
    </Modal>
  );
}

function CreatedDialog({ created, onClose }: { created: Created | null; onClose: () => void }) {
  return (
    <Modal
      title={created ? `屏幕「${created.name}」已创建` : ''}
      open={!!created}
      onCancel={onClose}
      footer={<Button onClick={onClose}>完成</Button>}
    >
      {created && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon title="链接只显示这一次：请现在复制到大屏的浏览器，或在大屏上打开 /display 输入配对码。" />
          <Typography.Text strong>大屏链接</Typography.Text>
          <Typography.Paragraph copyable={{ text: created.link }} data-testid="display-link" style={{ wordBreak: 'break-all' }}>
            {created.link}
          </Typography.Paragraph>
          <Typography.Text strong>配对码</Typography.Text>
          <Typography.Paragraph copyable data-testid="display-code" style={{ fontSize: 24, letterSpacing: '0.2em' }}>
            {created.code}
          </Typography.Paragraph>
          <Typography.Text type="secondary">
            配对码仅可使用一次，{dayjs(created.codeExpiresAt).format('M月D日 HH:mm')} 前有效。
          </Typography.Text>
        </Space>
      )}
    </Modal>
  );
}

export default function DisplaysPage() {
  const queryClient = useQueryClient();
  const list = useApiQuery(displayList, {}, { refetchInterval: LIST_REFRESH_MS });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [displayList.id] });
  const now = list.dataUpdatedAt || 0;

  const revoke = async (screen: DisplayScreen) => {
    try {
      await call(displayRevoke, { id: screen.id });
      feedback.success(`已撤销屏幕「${screen.name}」`, 3);
    } catch {
      // The wrapper has said what failed.
    }
    refresh();
  };

  const columns: ColumnsType<DisplayScreen> = [
    { title: '屏幕名称', dataIndex: 'name' },
    { title: '大屏', dataIndex: 'mode', render: (m: DisplayMode) => MODES[m].label },
    {
      title: '轮播',
      key: 'rotation',
      render: (_, s) => {
        const titles = modePages(s.mode);
        const shown = s.pages.length === 0 ? '全部页面' : s.pages.map((p) => titles.find((t) => t.value === p)?.label ?? p).join('、');
        return `${shown} · 每页 ${s.seconds} 秒`;
      },
    },
    {
      title: '最后签到',
      key: 'checkIn',
      render: (_, s) =>
        s.lastCheckIn ? (
          `${dayjs(s.lastCheckIn.at).format('M月D日 HH:mm')} · ${s.lastCheckIn.page}`
        ) : (
          <Typography.Text type="secondary">尚未签到</Typography.Text>
        ),
    },
    {
      title: '状态',
      key: 'state',
      render: (_, s) => (screenSilent(s, now) ? <Tag color="red">无信号</Tag> : <Tag color="green">在线</Tag>),
    },
    {
      title: '操作',
      key: 'actions',
      render: (_, s) => (
        <Popconfirm
          title={`撤销屏幕「${s.name}」？`}
          description="撤销后该屏幕立即显示“授权已失效”，链接与配对码不再可用。"
          okText="撤销"
          cancelText="取消"
          onConfirm={() => revoke(s)}
        >
          <Button danger size="small">
            撤销
          </Button>
        </Popconfirm>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="大屏管理"
        description="大屏通过专用链接显示本单位的驾驶舱，无需在电视上登录账号；学生姓名始终脱敏。超过 15 分钟未签到的屏幕标为“无信号”。"
        extra={
          <Button type="primary" onClick={() => setCreating(true)}>
            新建屏幕
          </Button>
        }
      />
      <Table<DisplayScreen>
        rowKey="id"
        columns={columns}
        dataSource={list.data ?? []}
        loading={list.isLoading}
        pagination={false}
        locale={{ emptyText: <Typography.Text type="secondary">还没有屏幕：点“新建屏幕”为电视生成链接</Typography.Text> }}
      />
      <CreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(c) => {
          setCreating(false);
          setCreated(c);
          refresh();
        }}
      />
      <CreatedDialog created={created} onClose={() => setCreated(null)} />
    </>
  );
}
