/**
 * /library/overdue — 逾期清单 (the library role, or a zone user in a school's view): the period's overdue loans by class
 * and by each campus's teachers — the same 逾期（全部读者） as 图书流通's — and a 催还单 per class for the class teacher:
 * every reader with an overdue item and the items, on A4 through the one print stylesheet (src/styles/print.css; the
 * summary stays on screen, each slip prints on a page of its own). The class shown is `class` in the URL (an id, or
 * `all` for every slip). One call: circulation/queryOverdueList.
 */
import { useMemo } from 'react';
import { Button, Select } from 'antd';
import { overdueList } from '@/api/contract/library-lists';
import type { Data } from '@/api/define';
import { metricInfo } from '@/api/ranking-metrics';
import { useStatsQuery } from '@/hooks/queries';
import { useSchoolYearName } from '@/hooks/school-year';
import { KpiPanel } from '@/components/kpi-panel';
import { metricColumn } from '@/components/metric-column';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { formatLarge, formatPercent } from '@/utils/format';
import { monthLongLabel } from '@/utils/school-calendar';
import { useUrlFilters } from '@/utils/url-filters';
import './lists.css';

type OverdueData = Data<typeof overdueList>;
type GroupRow = OverdueData['rows'][number] & { overdueRate: number };

/** URL: the class whose slip is shown (`all`: every class with overdue items). */
export const OVERDUE_PARAMS = { group: 'class' } as const;
const ALL = 'all';

const rate = (a: number, b: number) => (b > 0 ? a / b : 0);

function groupKey(r: { kind: string; id: number }): string {
  return r.kind === 'class' ? String(r.id) : `t${r.id}`;
}

function columns(multiCampus: boolean, open: (r: GroupRow) => void): TableColumn<GroupRow>[] {
  return [
    {
      title: '班级',
      dataIndex: 'name',
      width: 150,
      render: (_v, r) =>
        r.overdue > 0 ? (
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }} onClick={() => open(r)}>
            {r.name}
          </Button>
        ) : (
          r.name
        ),
    },
    ...(multiCampus ? [{ title: '校区', dataIndex: 'campusName', width: 200, priority: 3 } as TableColumn<GroupRow>] : []),
    { title: '班主任', key: 'headTeacher', value: (r) => r.headTeacher ?? '—', width: 90, priority: 2 },
    { title: '读者数', unit: '人', dataIndex: 'readers', kind: 'count', width: 100, priority: 2 },
    metricColumn<GroupRow>('allOverdue', 'overdue', { width: 150 }),
    metricColumn<GroupRow>('overdueReaders', 'overdueReaders', { width: 120 }),
    metricColumn<GroupRow>('overdueRate', 'overdueRate', { width: 110 }),
  ];
}

/** One class's 催还单: the readers with overdue items, their items, the class teacher's line. */
function Slip({ row, data, yearName }: { row: OverdueData['rows'][number]; data: OverdueData; yearName: string }) {
  const books = row.people.reduce((a, p) => a + p.items.length, 0);
  const teacher = row.kind === 'teachers';
  return (
    <section className="srp-slip" aria-label={`${row.name}逾期图书催还单`}>
      <header className="srp-slip__head">
        <h3 className="srp-slip__title">
          {row.schoolName} · {row.name} 逾期图书催还单
        </h3>
        <p className="srp-slip__meta">
          {row.headTeacher ? `班主任 ${row.headTeacher} · ` : ''}
          {row.campusName !== row.schoolName ? `${row.campusName} · ` : ''}统计期 {yearName} · 截至 {data.today} · 共 {row.people.length} 人{' '}
          {books} 册
        </p>
      </header>
      <table className="srp-slip__table">
        <thead>
          <tr>
            {!teacher && <th scope="col">座号</th>}
            <th scope="col">姓名</th>
            <th scope="col">借阅卡号</th>
            <th scope="col">逾期图书（借出月份）</th>
            <th scope="col">册数</th>
          </tr>
        </thead>
        <tbody>
          {row.people.map((p) => (
            <tr key={p.readerId}>
              {!teacher && <td className="srp-slip__num">{p.seat}</td>}
              <td>{p.name}</td>
              <td className="srp-slip__num">{p.cardNo}</td>
              <td>{p.items.map((it) => `《${it.title}》（${monthLongLabel(it.month)}）`).join('、')}</td>
              <td className="srp-slip__num">{p.items.length}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="srp-slip__note">
        {teacher
          ? '以上老师借阅的图书已逾期，请尽快归还图书馆；如需继续使用，请到图书馆办理续借。'
          : '以上同学借阅的图书已逾期，请班主任提醒尽快归还图书馆；图书遗失或损坏的，请与图书馆联系。'}
      </p>
      <p className="srp-slip__sign">
        {row.schoolName}图书馆 · {data.today}
      </p>
    </section>
  );
}

export default function OverduePage() {
  const query = useStatsQuery(overdueList);
  const { params, update } = useUrlFilters();
  const yearName = useSchoolYearName();
  const data = query.data;
  const rows = useMemo<GroupRow[]>(() => (data?.rows ?? []).map((r) => ({ ...r, overdueRate: rate(r.overdue, r.loans) })), [data]);
  const withItems = rows.filter((r) => r.overdue > 0 && r.people.length > 0);
  const wanted = params.get(OVERDUE_PARAMS.group);
  // A class of the URL that has no overdue items (or is not the school's) counts as not set: the first slip.
  const chosen = wanted === ALL ? ALL : (withItems.find((r) => groupKey(r) === wanted) ?? withItems[0]);
  const slips = chosen === ALL ? withItems : chosen ? [chosen] : [];
  const multiCampus = new Set(rows.map((r) => r.campusName)).size > 1;
  const open = (r: GroupRow) => update({ [OVERDUE_PARAMS.group]: groupKey(r) });

  return (
    <StatsPage
      scope={data?.scope}
      className="srp-slip-page"
      note="逾期为期内借出、逾期未还的册次，与图书流通的“逾期（全部读者）”同一口径；打印只打印催还单"
    >
      <KpiPanel
        title="逾期概况"
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={128}
        className="srp-no-print"
        query={query}
        isEmpty={(d) => d.loans === 0}
        emptyText="该学年暂无借还记录"
        items={(d) => [
          {
            key: 'overdue',
            metric: 'allOverdue',
            value: d.overdue,
            footnote: `${metricInfo('allLoans').label} ${formatLarge(d.loans)} 册次`,
          },
          { key: 'rate', metric: 'overdueRate', value: rate(d.overdue, d.loans), formatter: (v) => formatPercent(v) },
          {
            key: 'readers',
            metric: 'overdueReaders',
            value: d.rows.reduce((a, r) => a + r.overdueReaders, 0),
            footnote: `其中教师 ${d.rows.filter((r) => r.kind === 'teachers').reduce((a, r) => a + r.overdueReaders, 0)} 人`,
          },
          {
            key: 'classes',
            title: '有逾期的班级',
            value: d.rows.filter((r) => r.kind === 'class' && r.overdue > 0).length,
            unit: '个',
            footnote: `共 ${d.rows.filter((r) => r.kind === 'class').length} 个班级`,
          },
        ]}
      />

      <QueryWidget
        title="各班级逾期"
        subtitle="点击班级名称查看其催还单"
        className="srp-no-print"
        query={query}
        isEmpty={(d) => d.rows.length === 0}
        emptyText="没有班级"
        // A school's classes at 1366 px (a page of the table): the slips under it do not move when it comes.
        height={551}
      >
        {() => (
          <StatTable<GroupRow>
            columns={columns(multiCampus, open)}
            data={rows}
            rowKey={(r) => groupKey(r)}
            defaultSort={{ key: 'overdue', order: 'descend' }}
            search={{ column: 'name', placeholder: '搜索班级' }}
            exportFileName="各班级逾期"
            pagination={{ pageSize: 10 }}
            size="small"
          />
        )}
      </QueryWidget>

      <QueryWidget
        title="催还单"
        subtitle="A4 纸打印：每个班级一页，交班主任"
        className="srp-slips"
        query={query}
        isEmpty={() => withItems.length === 0}
        emptyText="该学年没有逾期未还的图书"
        height={200}
        extra={
          <Select<string>
            aria-label="催还单班级"
            className="srp-no-print"
            style={{ width: 200 }}
            value={chosen === ALL ? ALL : chosen ? groupKey(chosen) : undefined}
            showSearch={{ optionFilterProp: 'label' }}
            options={[
              { value: ALL, label: `全部班级（${withItems.length} 份）` },
              ...withItems.map((r) => ({ value: groupKey(r), label: `${r.name} · ${r.overdue} 册` })),
            ]}
            onChange={(v) => update({ [OVERDUE_PARAMS.group]: v })}
            popupMatchSelectWidth={false}
          />
        }
      >
        {(d) => (
          <div className="srp-slip-list">
            {slips.map((r) => (
              <Slip key={groupKey(r)} row={r} data={d} yearName={yearName} />
            ))}
          </div>
        )}
      </QueryWidget>
    </StatsPage>
  );
}
