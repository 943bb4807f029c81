import { Col, Progress, Row } from 'antd';
import {
  annualCirculation,
  borrowDynamic,
  cardManagement,
  circulationSummary,
  gradeBorrow,
  gradeBorrowDuration,
  gradeCategoryBorrow,
  loanBookBorrowTotal,
} from '@/api/contract/library';
import { weeklyLoans } from '@/api/contract/library-lists';
import { useSchoolYear } from '@/hooks/school-year';
import { useApiQuery, useCompareQuery, useStatsQuery } from '@/hooks/queries';
import { metricInfo } from '@/api/ranking-metrics';
import { spansSchools, unitLabel } from '@/hooks/scope';
import { Chart, useTones } from '@/components/chart';
import { barListHeight } from '@/components/chart-options/bar-list';
import { heatmapHeight } from '@/components/chart-options/heatmap';
import { FeedList } from '@/components/feed-list';
import { KpiPanel } from '@/components/kpi-panel';
import { StatsPage } from '@/components/stats-page';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import {
  annualCirculationOption,
  durationOption,
  gradeCategoryOption,
  gradeLoansOption,
  unitLoansOption,
  weeklyLoansOption,
} from './charts';

/** Rows of the live feed. */
const FEED_LIMIT = 12;

/** The last seven days against the seven before, for the 近八周借阅 subtitle. */
function weekChange(weeks: readonly { from: string; to: string; loans: number }[]): string {
  const last = weeks.at(-1);
  const before = weeks.at(-2);
  if (!last || !before) return '';
  const range = `${last.from.slice(5)}–${last.to.slice(5)}`;
  if (before.loans === 0) return `近 7 天（${range}）${formatLarge(last.loans)} 册次`;
  const change = last.loans / before.loans - 1;
  const mark = change > 0 ? '▲' : change < 0 ? '▼' : '';
  return `近 7 天（${range}）${formatLarge(last.loans)} 册次，较前 7 天 ${mark}${formatPercent(Math.abs(change))}`;
}

/** /library/circulation — 图书流通: summary, months, cards, grades, grade × class, duration, units, live feed. */
export default function CirculationPage() {
  const summary = useStatsQuery(circulationSummary);
  const summaryBefore = useCompareQuery(circulationSummary);
  const months = useStatsQuery(annualCirculation);
  const cardsQuery = useStatsQuery(cardManagement);
  const grades = useStatsQuery(gradeBorrow);
  const matrix = useStatsQuery(gradeCategoryBorrow);
  const duration = useStatsQuery(gradeBorrowDuration);
  const units = useStatsQuery(loanBookBorrowTotal);
  const feed = useStatsQuery(borrowDynamic, { limit: FEED_LIMIT });
  // The last eight weeks up to yesterday (not by school year): what a 借阅骤降 alert points at.
  const weeks = useApiQuery(weeklyLoans);
  const tones = useTones();

  const scope = summary.data?.scope ?? months.data?.scope;
  const unit = unitLabel(scope?.level);
  const withSchool = spansSchools(scope?.level);
  const yearId = useSchoolYear();

  return (
    <StatsPage scope={scope} note="借阅量（全部读者）含教师；学生借阅率与年级数据仅含学生">
      <KpiPanel
        title="流通概况"
        // The tiles' height at 1366 px: the widgets under them do not move when they come.
        height={245}
        query={summary}
        compare={summaryBefore}
        isEmpty={(d) => d.loans === 0 && d.returns === 0}
        emptyText="该学年暂无借还记录"
        items={(d, p) => [
          {
            key: 'loans',
            metric: 'allLoans',
            value: d.loans,
            previous: p?.loans,
            footnote: `${metricInfo('loans').label} ${formatLarge(d.studentLoans)} · ${metricInfo('teacherLoans').label} ${formatLarge(d.teacherLoans)}`,
          },
          {
            key: 'returns',
            metric: 'allReturns',
            value: d.returns,
            previous: p?.returns,
            footnote: `归还率 ${formatPercent(d.loans > 0 ? Math.min(1, d.returns / d.loans) : 0)}`,
          },
          { key: 'renewals', metric: 'allRenewals', value: d.renewals, previous: p?.renewals },
          {
            key: 'overdue',
            metric: 'allOverdue',
            value: d.overdue,
            previous: p?.overdue,
            footnote: `逾期率 ${formatPercent(d.loans > 0 ? d.overdue / d.loans : 0)}`,
          },
          {
            key: 'perStudent',
            metric: 'loansPerStudent',
            value: d.loansPerStudent,
            previous: p?.loansPerStudent,
            formatter: (v) => formatDecimal(v),
            footnote: `学生 ${formatLarge(d.students)}人`,
          },
          {
            key: 'rate',
            metric: 'borrowRate',
            value: d.borrowRate,
            previous: p?.borrowRate,
            formatter: (v) => formatPercent(v),
            // The rate's numerator is the count shown with it: students who borrowed, of the students.
            footnote: `${metricInfo('borrowers').label} ${formatLarge(d.studentBorrowers)} / ${formatLarge(d.students)} · ${metricInfo('allBorrowers').label} ${formatLarge(d.borrowers)}`,
          },
        ]}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <QueryWidget
            title="年度流通"
            subtitle="每月借出、归还、续借、逾期"
            query={months}
            isEmpty={(d) => d.rows.length === 0}
            emptyText="该学年暂无借还记录"
            height={320}
          >
            {(d) => (
              <Chart option={annualCirculationOption(d, tones, yearId)} height={320} ariaLabel="学年内每月借出、归还、续借、逾期图" />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={8}>
          <QueryWidget
            title="借阅卡"
            subtitle="期内有借阅的卡为活跃卡"
            query={cardsQuery}
            isEmpty={(d) => d.issued === 0}
            emptyText="暂无发卡记录"
            height={320}
          >
            {(d) => (
              <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '8px 0', minHeight: 304 }}>
                <Progress
                  type="dashboard"
                  aria-label={`卡使用率 ${formatPercent(d.activeRate)}`}
                  percent={Math.round(d.activeRate * 1000) / 10}
                  size={168}
                  format={() => (
                    <span style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                      <span style={{ fontSize: 28, fontWeight: 600 }}>{formatPercent(d.activeRate)}</span>
                      <span style={{ fontSize: 13, color: 'var(--ant-color-text-secondary)' }}>卡使用率</span>
                    </span>
                  )}
                />
                <dl
                  className="srp-library-cardstats"
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                    gap: '8px 24px',
                    margin: 0,
                    width: '100%',
                    maxWidth: 320,
                  }}
                >
                  {[
                    ['发卡总数', d.issued],
                    ['活跃卡', d.active],
                    ['学生卡', d.studentCards],
                    ['教师卡', d.teacherCards],
                  ].map(([label, value]) => (
                    <div key={label as string} style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
                      <dt style={{ color: 'var(--ant-color-text-secondary)' }}>{label}</dt>
                      <dd style={{ margin: 0, fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>{formatLarge(value as number)}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            )}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title="近八周借阅"
        subtitle={weeks.data ? weekChange(weeks.data.weeks) : undefined}
        query={weeks}
        isEmpty={(d) => d.weeks.every((w) => w.loans === 0)}
        emptyText="近八周没有借阅记录"
        height={240}
      >
        {(d) => <Chart option={weeklyLoansOption(d, tones)} height={240} ariaLabel="截至昨天最近八周每 7 天的借阅量图" />}
      </QueryWidget>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="年级借阅"
            subtitle="各年级学生借阅量与生均借阅"
            query={grades}
            isEmpty={(d) => d.rows.length === 0}
            emptyText="暂无年级借阅数据"
            height={320}
          >
            {(d) => <Chart option={gradeLoansOption(d, tones)} height={320} ariaLabel="各年级借阅量与生均借阅图" />}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="借阅时长"
            subtitle="各年级借期分布与平均借期"
            query={duration}
            isEmpty={(d) => d.rows.length === 0 || d.rows.every((r) => r.counts.every((c) => c === 0))}
            emptyText="该学年暂无已归还的借阅"
            height={320}
          >
            {(d) => <Chart option={durationOption(d, tones)} height={320} ariaLabel="各年级借期分布与平均借期图" />}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title="年级 × 分类借阅"
        subtitle="各年级学生在中图法各大类的借阅量，颜色越深借得越多"
        query={matrix}
        isEmpty={(d) => d.cells.length === 0 || d.cells.every((c) => c.loans === 0)}
        emptyText="该学年暂无学生借阅数据"
        height={320}
      >
        {(d) => (
          <Chart option={gradeCategoryOption(d, tones)} height={heatmapHeight(d.grades.length)} ariaLabel="年级与中图法分类借阅热力图" />
        )}
      </QueryWidget>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            title={`各${unit}借阅量`}
            subtitle={units.data ? `合计 ${formatLarge(units.data.total)} 册次` : undefined}
            query={units}
            isEmpty={(d) => d.rows.length === 0}
            emptyText={`暂无各${unit}借阅数据`}
            height={340}
          >
            {(d) => (
              <Chart option={unitLoansOption(d, tones)} height={barListHeight(d.rows.length)} ariaLabel={`各${unit}借阅量与生均借阅图`} />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="借阅动态"
            subtitle="最近的借出与归还"
            query={feed}
            isEmpty={(d) => d.rows.length === 0}
            emptyText="暂无最近的借还记录"
            height={340}
          >
            {(d) => <FeedList rows={d.rows} withSchool={withSchool} />}
          </QueryWidget>
        </Col>
      </Row>
    </StatsPage>
  );
}
