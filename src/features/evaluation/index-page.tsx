import { Col, Row, Tag } from 'antd';
import { Link } from 'react-router';
import { categoryBalance, gradeReadWords, powerDimension, verifyBooks, verifyTotal } from '@/api/contract/verify';
import type { Data } from '@/api/define';
import { useStatsQuery } from '@/hooks/queries';
import { useSchoolYearName } from '@/hooks/school-year';
import { useTones } from '@/components/chart';
import { PrintChart } from './print-chart';
import { KpiGrid } from '@/components/kpi-card';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { clcLabel } from '@/config/clc';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { balanceOption, bandShareOption, againstReferenceOption, referenceSubtitle, groupResultsOption, wordsOption } from './charts';
import { gradeColumns, isUntested, noTestText, testLine } from './evaluation-model';
import { PARAMS, useAssessmentChoice } from './filters';
import { AssessmentPicker, ExcelButton, PrintButton, printHeader, usePrintPage } from './report-kit';
import './evaluation.css';

type BookRow = Data<typeof verifyBooks>['topBooks'][number];
type GroupRow = Data<typeof verifyTotal>['groups'][number];

const BOOK_COLUMNS: TableColumn<BookRow>[] = [
  { title: '排名', dataIndex: 'rank', kind: 'rank', width: 64, sortable: false },
  { title: '书名', dataIndex: 'title', width: 180, ellipsis: true },
  { title: '作者', dataIndex: 'author', width: 120, ellipsis: true },
  {
    title: '中图法分类',
    key: 'category',
    value: (r) => clcLabel(r.category, r.categoryName),
    width: 130,
    render: (_v, r) => (
      <Tag variant="filled" color="blue">
        {clcLabel(r.category, r.categoryName)}
      </Tag>
    ),
  },
  { title: '借阅量（册次）', dataIndex: 'loans', kind: 'count', width: 120 },
];

/** /evaluatReport/index — 测评概览: the chosen assessment of the school at a glance. */
export default function EvaluationIndexPage() {
  const choice = useAssessmentChoice();
  const total = useStatsQuery(verifyTotal, choice.input);
  const power = useStatsQuery(powerDimension, choice.input);
  const words = useStatsQuery(gradeReadWords, choice.input);
  const balance = useStatsQuery(categoryBalance, choice.input);
  const books = useStatsQuery(verifyBooks, choice.input);
  const tones = useTones();
  const scope = total.data?.scope ?? power.data?.scope;
  const test = total.data?.test;
  usePrintPage(printHeader(scope, test?.name));
  const yearName = useSchoolYearName();
  const empty = noTestText(total.data, choice.term, yearName);

  const gradeCols: TableColumn<GroupRow>[] = [
    ...gradeColumns<GroupRow>('年级'),
    {
      title: '查看',
      key: 'open',
      sortable: false,
      exportable: false,
      value: () => '',
      render: (_v, r) => (
        <Link
          className="srp-eval-noprint"
          to={{ pathname: '/evaluatReport/gradeData', search: choice.linkSearch({ [PARAMS.grade]: String(r.id) }) }}
        >
          年级数据
        </Link>
      ),
    },
  ];

  return (
    <StatsPage
      scope={scope}
      className="srp-eval-page"
      note={testLine(test)}
      filters={
        <>
          <AssessmentPicker choice={choice} tests={total.data?.tests} current={test} loading={total.isPending} />
          <PrintButton disabled={!total.data || isUntested(total.data)} />
        </>
      }
    >
      <KpiPanel
        title="测评概况"
        subtitle={test?.name}
        query={total}
        isEmpty={isUntested}
        emptyText={empty}
        items={(d) => {
          const band = (k: string) => d.bands.find((b) => b.key === k);
          return [
            { key: 'tested', title: '实测人数', value: d.tested, unit: '人', footnote: `应测 ${formatLarge(d.students)} 人` },
            {
              key: 'rate',
              title: '参测率',
              value: d.participationRate,
              formatter: (v) => formatPercent(v),
              footnote: `缺考 ${formatLarge(d.students - d.tested)} 人`,
            },
            {
              key: 'average',
              title: '平均分',
              value: d.averageScore,
              formatter: (v) => formatDecimal(v, 1),
              unit: '分',
              footnote: '满分 100 分',
              // The school year's latest test (no term, no test chosen) is the one its 测评平均分 goal is judged by.
              goalFigure:
                choice.term === undefined && choice.testId === undefined
                  ? { metric: 'assessmentAverage', value: d.averageScore }
                  : undefined,
            },
            {
              key: 'excellent',
              title: '优秀率',
              value: band('excellent')?.share,
              formatter: (v) => formatPercent(v),
              footnote: `优秀 ${formatLarge(band('excellent')?.count ?? 0)} 人（${band('excellent')?.min ?? ''}分及以上）`,
            },
            {
              key: 'improve',
              title: '待提高',
              value: band('improve')?.share,
              formatter: (v) => formatPercent(v),
              footnote: `${formatLarge(band('improve')?.count ?? 0)} 人（${band('improve')?.max ?? ''}分及以下）`,
            },
          ];
        }}
      />

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget title="分数段分布" subtitle="人数与占比" query={total} isEmpty={isUntested} emptyText={empty} height={300}>
            {(d) => (
              <PrintChart
                option={bandShareOption(d.bands, d.tested, tones)}
                height={300}
                ariaLabel={`分数段分布：${d.bands.map((b) => `${b.name}${b.count}人`).join('，')}`}
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="能力维度"
            subtitle={referenceSubtitle(power.data)}
            query={power}
            isEmpty={(d) => d.test === null || d.tested === 0}
            emptyText={empty}
            height={300}
          >
            {(d) => (
              <PrintChart
                option={againstReferenceOption(d.scope.name, d, tones.primary)}
                height={300}

                ariaLabel={`能力维度雷达图：${d.dimensions.map((x) => `${x.name}${formatDecimal(x.score, 1)}分`).join('，')}`}
              />
            )}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title="各年级测评结果"
        subtitle="分数段占比与平均分"
        query={total}
        isEmpty={(d) => isUntested(d) || d.groups.length === 0}
        emptyText={empty}
        height={320}
      >
        {(d) => (
          <PrintChart
            option={groupResultsOption(d.groups, tones)}
            height={340}
            ariaLabel={`各年级平均分：${d.groups.map((g) => `${g.name}${formatDecimal(g.averageScore, 1)}分`).join('，')}`}
          />
        )}
      </QueryWidget>

      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="各年级阅读字数"
            subtitle={words.data?.semesterId ? '测评所在学期，对照平均分' : undefined}
            query={words}
            isEmpty={(d) => d.test === null || d.rows.length === 0}
            emptyText={empty}
            height={300}
          >
            {(d) => (
              <PrintChart
                option={wordsOption(d.rows, tones)}
                height={300}
                ariaLabel={`各年级人均阅读字数：${d.rows.map((r) => `${r.gradeName}${formatLarge(r.wordsPerStudent)}字`).join('，')}`}
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xl={12}>
          <QueryWidget
            title="阅读均衡度"
            subtitle={
              balance.data
                ? `借阅均衡度 ${formatDecimal(balance.data.reading.balanceIndex, 1)} · 馆藏均衡度 ${formatDecimal(balance.data.holdings.balanceIndex, 1)}（满分 100）`
                : undefined
            }
            query={balance}
            isEmpty={(d) => d.test === null || d.reading.rows.every((r) => r.count === 0)}
            emptyText={balance.data?.test ? '测评所在学期没有借阅记录' : empty}
            height={300}
          >
            {(d) => (
              <PrintChart
                option={balanceOption(d.reading.rows, tones)}
                height={300}
                ariaLabel={`测评学期各中图法分类借阅占比，均衡度 ${formatDecimal(d.reading.balanceIndex, 1)}`}
              />
            )}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title="测评期阅读"
        subtitle="测评所在学期的平台阅读与借阅最多的图书"
        query={books}
        isEmpty={(d) => d.test === null}
        emptyText={empty}
        height={300}
      >
        {(d) => (
          <>
            <KpiGrid
              gutter={12}
              className="srp-eval-mini-kpis"
              items={[
                {
                  key: 'participants',
                  title: '阅读人数',
                  value: d.participants,
                  unit: '人',
                  footnote: `参与率 ${formatPercent(d.participationRate)}`,
                },
                {
                  key: 'books',
                  title: '人均阅读',
                  value: d.booksPerStudent,
                  formatter: (v) => formatDecimal(v),
                  unit: '本/生',
                  footnote: `共 ${formatLarge(d.booksRead)} 本`,
                },
                { key: 'words', title: '阅读字数', value: d.wordsRead, unit: '字' },
                {
                  key: 'accuracy',
                  title: '测验正确率',
                  value: d.accuracy,
                  formatter: (v) => formatPercent(v),
                  footnote: `${formatLarge(d.quizzes)} 次测验`,
                },
              ]}
            />
            <StatTable<BookRow>
              columns={BOOK_COLUMNS}
              data={d.topBooks}
              rowKey="bookId"
              pagination={false}
              exportFileName={false}
              size="small"
              sticky={false}
              emptyText="测评所在学期没有学生借阅"
              style={{ marginTop: 12 }}
            />
          </>
        )}
      </QueryWidget>

      <QueryWidget
        title="年级成绩明细"
        query={total}
        isEmpty={(d) => isUntested(d) || d.groups.length === 0}
        emptyText={empty}
        height={240}
        extra={
          total.data && (
            <ExcelButton
              title="各年级测评结果"
              scope={scope}
              lines={[['测评', total.data.test?.name ?? '']]}
              columns={gradeCols}
              rows={total.data.groups}
            />
          )
        }
      >
        {(d) => (
          <StatTable<GroupRow>
            columns={gradeCols}
            data={d.groups}
            rowKey="id"
            pagination={false}
            exportFileName={false}
            size="middle"
            sticky={false}
          />
        )}
      </QueryWidget>
    </StatsPage>
  );
}
