/**
 * /ArrivalData/ArrivalData (到馆数据, ROLE_ARRIVAL: the pilot campuses 33 and 7595): library gate entries —
 * visits per school day, an hour × weekday heat map, the peak hours, visits by grade and per student, and one
 * row per pilot campus. One call, arrival/queryArrivalData (docs/api.md); a scope without a pilot campus gets
 * the server's reason in every widget.
 */
import { Col, Row } from 'antd';
import { arrivalData } from '@/api/contract/arrival';
import type { Data } from '@/api/define';
import { useStatsQuery } from '@/hooks/queries';
import { Chart, useTones, type Tones } from '@/components/chart';
import { comboOption } from '@/components/chart-options/combo';
import { heatmapHeight, heatmapOption } from '@/components/chart-options/heatmap';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge } from '@/utils/format';

type Arrival = Data<typeof arrivalData>;
type CampusRow = Arrival['byCampus'][number];

const CHART_HEIGHT = 320;
const WEEKDAYS = ['周一', '周二', '周三', '周四', '周五'];
const WEEKDAY_NAMES = ['周日', ...WEEKDAYS, '周六'];

const hh = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
/** '10:00–11:00' of an hour. */
export function hourSpan(hour: number): string {
  return `${hh(hour)}–${hh(hour + 1)}`;
}

const noData = (d: Arrival) => !d.available || d.total === 0;

/** 每日到馆: visits per school day of the period. */
function dailyOption(d: Arrival, tones: Tones) {
  return comboOption({
    categories: d.byDate.map((r) => r.date.slice(5)),
    categoryAxis: { interval: 'auto', rotateAbove: 1000 },
    axes: [{ unit: '人次' }],
    legend: false,
    series: [{ name: '到馆人次', type: 'bar', data: d.byDate.map((r) => r.visits), color: tones.primary, barMaxWidth: 14 }],
    tooltip: (i) => {
      const r = d.byDate[i];
      return r ? { title: `${r.date} ${WEEKDAY_NAMES[r.weekday] ?? ''}`, lines: [`到馆：${formatLarge(r.visits)} 人次`] } : null;
    },
  });
}

/** 时段 × 星期: visits per weekday and hour. */
function weekHourOption(d: Arrival, tones: Tones) {
  const hours = d.byHour.map((h) => h.hour);
  return heatmapOption({
    xLabels: hours.map(hh),
    yLabels: WEEKDAYS,
    cells: d.byWeekdayHour.map((c) => [hours.indexOf(c.hour), c.weekday - 1, c.visits] as const),
    ramp: tones.ramp,
    format: { unit: '人次' },
    xAxis: { rotateAbove: 12 },
    tooltip: (x, y, v) => ({ title: `${WEEKDAYS[y] ?? ''} ${hourSpan(hours[x] ?? 0)}`, lines: [`到馆：${formatLarge(v)} 人次`] }),
  });
}

/** 高峰时段: visits per hour, the busiest in the accent colour. */
function hourOption(d: Arrival, tones: Tones) {
  return comboOption({
    categories: d.byHour.map((h) => h.label),
    categoryAxis: { rotateAbove: 12 },
    axes: [{ unit: '人次' }],
    legend: false,
    series: [
      {
        name: '到馆人次',
        type: 'bar',
        data: d.byHour.map((h) => h.visits),
        itemColor: (i) => (d.byHour[i]?.hour === d.peakHour ? tones.accent : tones.primary),
        barMaxWidth: 28,
      },
    ],
    tooltip: (i) => {
      const h = d.byHour[i];
      if (!h) return null;
      const share = d.total > 0 ? `，占 ${formatDecimal((h.visits / d.total) * 100, 1)}%` : '';
      return {
        title: hourSpan(h.hour),
        lines: [`到馆：${formatLarge(h.visits)} 人次${share}`, ...(h.hour === d.peakHour ? ['高峰时段'] : [])],
      };
    },
  });
}

/** 各年级到馆: visits (bars) and visits per student (line, right axis). */
function gradeOption(d: Arrival, tones: Tones) {
  return comboOption({
    categories: d.byGrade.map((g) => g.gradeName),
    axes: [{ unit: '人次' }, { kind: 'decimal', unit: '人次/生', digits: 1 }],
    series: [
      { name: '到馆人次', type: 'bar', data: d.byGrade.map((g) => g.visits), color: tones.primary },
      {
        name: '人均到馆',
        type: 'line',
        axis: 1,
        data: d.byGrade.map((g) => g.visitsPerStudent),
        color: tones.accent,
        format: { kind: 'decimal', unit: '人次/生' },
      },
    ],
    tooltip: (i) => {
      const g = d.byGrade[i];
      return g
        ? {
            title: g.gradeName,
            lines: [
              `学生：${formatLarge(g.students)} 人`,
              `到馆：${formatLarge(g.visits)} 人次`,
              `人均到馆：${formatDecimal(g.visitsPerStudent)} 人次/生`,
            ],
          }
        : null;
    },
  });
}

const campusColumns: TableColumn<CampusRow>[] = [
  { title: '校区', dataIndex: 'name', width: 160 },
  { title: '学校', dataIndex: 'schoolName', width: 160 },
  { title: '学生数（人）', dataIndex: 'students', kind: 'count', countFormat: 'thousands' },
  { title: '到馆人次', dataIndex: 'visits', kind: 'count' },
  { title: '到馆天数（天）', dataIndex: 'days', kind: 'count' },
  { title: '日均到馆（人次/天）', dataIndex: 'averagePerDay', kind: 'decimal', digits: 1 },
  { title: '人均到馆（人次/生）', dataIndex: 'visitsPerStudent', kind: 'decimal' },
  { title: '高峰时段', key: 'peak', value: (r) => (r.peakHour === null ? '' : hourSpan(r.peakHour)), width: 130 },
];

export default function ArrivalPage() {
  const tones = useTones();
  const arrival = useStatsQuery(arrivalData);
  const reason = arrival.data?.reason ?? '所选时段没有到馆记录';
  const pilots = arrival.data?.campuses.map((c) => c.name).join('、');

  return (
    <StatsPage scope={arrival.data?.scope} note={pilots ? `闸机试点校区：${pilots}` : '到馆数据来自接入闸机的试点校区'}>
      <KpiPanel
        title="到馆概况"
        query={arrival}
        isEmpty={noData}
        emptyText={reason}
        items={(d) => {
          const peak = d.byHour.find((h) => h.hour === d.peakHour);
          return [
            { key: 'total', title: '到馆人次', value: d.total, unit: '人次', footnote: `${d.days} 个在校日` },
            { key: 'daily', title: '日均到馆', value: d.averagePerDay, formatter: (v) => formatDecimal(v, 1), unit: '人次/天' },
            {
              key: 'perStudent',
              title: '人均到馆',
              value: d.visitsPerStudent,
              formatter: (v) => formatDecimal(v),
              unit: '人次/生',
              footnote: `学生 ${formatLarge(d.students)} 人`,
              tooltip: '到馆人次 ÷ 试点校区在籍学生',
            },
            {
              key: 'peak',
              title: '高峰时段',
              value: d.peakHour,
              formatter: (v) => hourSpan(v),
              footnote: peak
                ? `${formatLarge(peak.visits)} 人次，占 ${formatDecimal(d.total > 0 ? (peak.visits / d.total) * 100 : 0, 1)}%`
                : undefined,
            },
          ];
        }}
      />

      <QueryWidget
        title="每日到馆"
        subtitle="每个在校日的闸机进馆人次"
        query={arrival}
        isEmpty={noData}
        emptyText={reason}
        height={CHART_HEIGHT}
      >
        {(d) => <Chart option={dailyOption(d, tones)} height={CHART_HEIGHT} ariaLabel="每个在校日到馆人次柱状图" />}
      </QueryWidget>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="高峰时段"
            subtitle={arrival.data?.peakHour != null ? `最忙 ${hourSpan(arrival.data.peakHour)}` : '各时段到馆人次'}
            query={arrival}
            isEmpty={noData}
            emptyText={reason}
            height={CHART_HEIGHT}
          >
            {(d) => <Chart option={hourOption(d, tones)} height={CHART_HEIGHT} ariaLabel="各时段到馆人次柱状图" />}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="各年级到馆"
            subtitle="到馆人次与人均到馆"
            query={arrival}
            isEmpty={noData}
            emptyText={reason}
            height={CHART_HEIGHT}
          >
            {(d) => <Chart option={gradeOption(d, tones)} height={CHART_HEIGHT} ariaLabel="各年级到馆人次与人均到馆图" />}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title="时段 × 星期"
        subtitle="各星期、各时段的到馆人次，颜色越深到馆越多"
        query={arrival}
        isEmpty={noData}
        emptyText={reason}
        height={CHART_HEIGHT}
      >
        {(d) => <Chart option={weekHourOption(d, tones)} height={heatmapHeight(WEEKDAYS.length)} ariaLabel="星期与时段到馆人次热力图" />}
      </QueryWidget>

      <QueryWidget title="各校区到馆" subtitle="闸机试点校区" query={arrival} isEmpty={noData} emptyText={reason} height={160}>
        {(d) => (
          <StatTable<CampusRow>
            columns={campusColumns}
            data={d.byCampus}
            rowKey="campusId"
            exportFileName="各校区到馆"
            pagination={false}
            size="small"
          />
        )}
      </QueryWidget>
    </StatsPage>
  );
}
