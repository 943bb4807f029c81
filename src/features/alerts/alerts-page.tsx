/**
 * /alerts — 提醒 (district, city and library staff; reached from the navbar's bell): every alert of the scope the user
 * looks at, open ones by kind, each with the page that explains it and 标记已处理 (or 恢复), the handled ones on demand
 * (`handled=1` in the URL); and the district's thresholds, which its own account sets (the others read them). Calls:
 * alert/queryAlerts, alert/markHandled, alert/saveThresholds.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { App, Button, InputNumber, Space, Switch, Tag } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ALERT_KINDS, alertThresholds, alerts, saveAlertThresholds } from '@/api/contract/alerts';
import { call } from '@/api/client';
import type { Data } from '@/api/define';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { Text } from '@/components/text';
import { QueryWidget } from '@/components/widget';
import { ALERT_KIND_LABELS, useAlertLink, useAlerts, useMarkAlertHandled } from '@/hooks/alerts';
import { useUrlFilters } from '@/utils/url-filters';
import './alerts.css';

type Alerts = Data<typeof alerts>;
type AlertRow = Alerts['rows'][number];
type Thresholds = NonNullable<Alerts['thresholds']>;

export const ALERTS_PARAMS = { handled: 'handled' } as const;

/** The thresholds in the order of the alerts they judge, with what each says. */
const THRESHOLD_FIELDS: readonly { key: keyof Thresholds; before: string; after: string }[] = [
  { key: 'lateAfterDays', before: '数据中断：超过', after: '天没有新的借阅或阅读数据' },
  { key: 'dropPercent', before: '借阅骤降：近 7 天比前 7 天下降', after: '% 及以上' },
  { key: 'dropMinLoans', before: '……且前 7 天借阅不少于', after: '册次' },
  { key: 'belowStandardPercent', before: '馆藏低于标准：馆藏比应有册数少', after: '% 及以上' },
  { key: 'overdueRisePercent', before: '逾期率上升：本月比前三个月高', after: '% 及以上' },
];

/** A threshold's bounds, from the contract (the page types none of its own). */
function bounds(key: keyof Thresholds): { min: number; max: number; integer: boolean } {
  const schema = alertThresholds.shape[key];
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER, integer: schema.isInt };
}

function ThresholdsForm({ data }: { data: Alerts }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Thresholds | null>(null);
  const save = useMutation({
    mutationFn: (t: Thresholds) => call(saveAlertThresholds, t),
    onSuccess: async () => {
      setDraft(null);
      void message.success('提醒阈值已保存');
      await queryClient.invalidateQueries({ queryKey: [alerts.id] });
    },
  });
  if (!data.thresholds) return <Text type="secondary">所选范围包含多个区域，各区按本区设定的阈值提醒。</Text>;
  const values = draft ?? data.thresholds;
  const editable = data.canConfigure;
  return (
    <form
      className="srp-thresholds"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(values);
      }}
    >
      {THRESHOLD_FIELDS.map((f) => {
        const b = bounds(f.key);
        return (
          <label key={f.key} className="srp-thresholds__row">
            <span>{f.before}</span>
            <InputNumber<number>
              aria-label={`${f.before}${f.after}`}
              min={b.min}
              max={b.max}
              precision={b.integer ? 0 : 1}
              disabled={!editable}
              value={values[f.key]}
              onChange={(v) => v != null && setDraft({ ...values, [f.key]: v })}
              style={{ width: 100 }}
            />
            <span>{f.after}</span>
          </label>
        );
      })}
      {editable ? (
        <Space>
          <Button type="primary" htmlType="submit" loading={save.isPending} disabled={!draft}>
            保存
          </Button>
          {draft && <Button onClick={() => setDraft(null)}>取消</Button>}
          {save.isError && <Text type="danger">保存失败：{save.error.message}</Text>}
        </Space>
      ) : (
        <Text type="secondary">阈值由区域设定。</Text>
      )}
    </form>
  );
}

export default function AlertsPage() {
  const { params, update } = useUrlFilters();
  const withHandled = params.get(ALERTS_PARAMS.handled) === '1';
  const query = useAlerts({ includeHandled: withHandled });
  const linkOf = useAlertLink();
  const mark = useMarkAlertHandled();

  const stateColumn: TableColumn<AlertRow> = {
    title: '状态',
    key: 'state',
    value: (r) => (r.handled ? `已处理（${r.handledBy ?? ''} ${r.handledAt?.slice(0, 10) ?? ''}）` : '待处理'),
    width: 150,
    render: (v, r) => (r.handled ? <Text type="secondary">{v}</Text> : <Tag color="red">待处理</Tag>),
  };

  const columns: TableColumn<AlertRow>[] = [
    {
      title: '类型',
      key: 'kind',
      value: (r) => ALERT_KIND_LABELS[r.kind].label,
      width: 120,
      render: (_v, r) => <Tag color={ALERT_KIND_LABELS[r.kind].color}>{ALERT_KIND_LABELS[r.kind].label}</Tag>,
    },
    { title: '学校', dataIndex: 'schoolName', width: 170 },
    { title: '说明', dataIndex: 'text', width: 380 },
    { title: '日期', dataIndex: 'since', width: 110, sortable: true },
    // Only with the handled ones shown: the open list is all 待处理.
    ...(withHandled ? [stateColumn] : []),
    {
      title: '操作',
      key: 'actions',
      value: () => null,
      exportable: false,
      sortable: false,
      width: 170,
      priority: 0,
      render: (_v, r) => {
        const to = linkOf(r);
        return (
          <Space size={4}>
            {to && <Link to={to}>查看</Link>}
            <Button
              type="link"
              size="small"
              loading={mark.isPending && mark.variables.id === r.id}
              onClick={() => mark.mutate({ id: r.id, handled: !r.handled })}
            >
              {r.handled ? '恢复为待处理' : '标记已处理'}
            </Button>
          </Space>
        );
      },
    },
  ];

  return (
    <StatsPage
      scope={query.data?.scope}
      yearSelect={false}
      sectionNav={false}
      note={query.data ? `截至 ${query.data.today} · 按区域设定的阈值判断` : undefined}
      filters={
        <label className="srp-alerts-switch">
          <Switch size="small" checked={withHandled} onChange={(on) => update({ [ALERTS_PARAMS.handled]: on ? '1' : null })} />
          <span>显示已处理</span>
        </label>
      }
    >
      <KpiPanel
        title="待处理提醒"
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={101}
        query={query}
        emptyText=""
        isEmpty={() => false}
        items={(d) => ALERT_KINDS.map((k) => ({ key: k, title: ALERT_KIND_LABELS[k].label, value: d.counts[k], unit: '条' }))}
      />
      <QueryWidget
        title="提醒列表"
        subtitle="“查看”打开说明该提醒的页面"
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={withHandled ? '没有提醒' : '没有待处理的提醒'}
        // A page of the list at 1366 px: the thresholds under it do not move when it comes.
        height={493}
      >
        {(d) => (
          <>
            {mark.isError && (
              <div role="alert" style={{ marginBottom: 8 }}>
                <Text type="danger">操作失败：{mark.error.message}</Text>
              </div>
            )}
            <StatTable<AlertRow>
              columns={columns}
              data={d.rows}
              rowKey="id"
              search={{ column: 'schoolName', placeholder: '搜索学校' }}
              exportFileName="提醒列表"
              pagination={d.rows.length > 20 ? { pageSize: 20 } : false}
              size="small"
            />
          </>
        )}
      </QueryWidget>
      <QueryWidget title="提醒阈值" subtitle="区域设定；本区学校按此判断" query={query} height={160}>
        {(d) => <ThresholdsForm data={d} />}
      </QueryWidget>
    </StatsPage>
  );
}
