import { Col, Row } from 'antd';
import { Link } from 'react-router';
import { powerDimension, verifyTotal } from '@/api/contract/verify';
import type { Data } from '@/api/define';
import { useStatsQuery } from '@/hooks/queries';
import { useSchoolYearName } from '@/hooks/school-year';
import { useChartPalette, useTones } from '@/components/chart';
import { PrintChart } from './print-chart';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import {
  deviationOption,
  againstReferenceOption,
  referenceSubtitle,
  distributionOption,
  groupDimensionsOption,
  groupResultsOption,
} from './charts';
import { combineQueries, gradeColumns, isUntested, noTestText, testLine } from './evaluation-model';
import { PARAMS, useAssessmentChoice } from './filters';
import { deviationSentence, deviations, round1, scoreRate } from './report-text';
import {
  AssessmentPicker,
  ExcelButton,
  GradeSelect,
  PrintButton,
  gradesOf,
  pickGroup,
  CHOOSE_A_SCHOOL,
  ReportUnavailable,
  printHeader,
  usePrintPage,
} from './report-kit';
import './evaluation.css';

type Total = Data<typeof verifyTotal>;
type ClassRow = Total['groups'][number];
type PowerRow = Data<typeof powerDimension>['groups'][number];

/** /evaluatReport/gradeData — 年级测评数据: one grade of the chosen assessment, its classes compared. */
export default function GradeDataPage() {
  const choice = useAssessmentChoice();
  const school = useStatsQuery(verifyTotal, choice.input);
  const grades = gradesOf(school.data);
  const grade = pickGroup(grades, choice.grade);
  const gradeInput = { ...choice.input, grade };
  const total = useStatsQuery(verifyTotal, gradeInput, { enabled: grade !== undefined });
  const power = useStatsQuery(powerDimension, gradeInput, { enabled: grade !== undefined });
  const tones = useTones();
  const { colors } = useChartPalette();
  const yearName = useSchoolYearName();
  const scope = school.data?.scope;
  const test = school.data?.test;
  const gradeName = total.data?.gradeName ?? grades.find((g) => g.id === grade)?.name;
  usePrintPage(printHeader(scope, [test?.name, gradeName].filter(Boolean).join(' · ')));
  const empty =
    school.data && grades.length === 0 && school.data.groups.length > 0 ? CHOOSE_A_SCHOOL : noTestText(school.data, choice.term, yearName);
  const gradeEmpty = `${gradeName ?? '该年级'}没有学生参加这次测评`;
  const schoolReady = school.data !== undefined && !isUntested(school.data) && grade !== undefined;

  const classColumns: TableColumn<ClassRow>[] = gradeColumns<ClassRow>('班级', [
    {
      title: '与年级差',
      key: 'diff',
      value: (c) => (c.tested > 0 && total.data ? round1(c.averageScore - total.data.averageScore) : null),
      kind: 'decimal',
      digits: 1,
      format: (v) => `${v > 0 ? '+' : v < 0 ? '−' : ''}${formatDecimal(Math.abs(v), 1)}`,
    },
  ]);
  classColumns.push({
    title: '查看',
    key: 'open',
    sortable: false,
    exportable: false,
    value: () => '',
    render: (_v, r) => (
      <Link
        className="srp-eval-noprint"
        to={{
          pathname: '/evaluatReport/classData',
          search: choice.linkSearch({ [PARAMS.grade]: String(grade), [PARAMS.classId]: String(r.id) }),
        }}
      >
        班级数据
      </Link>
    ),
  });
  const dimColumns = (d: Data<typeof powerDimension>): TableColumn<PowerRow>[] => [
    { title: '班级', dataIndex: 'name', width: 120, sortable: false, exportAs: { width: 14 } },
    { title: '实测（人）', dataIndex: 'tested', kind: 'count' },
    // Written to the export only; the table on screen leaves it out.
    { title: '平均分', dataIndex: 'averageScore', kind: 'decimal', digits: 1, shown: false },
    ...d.dimensions.map((dim, i): TableColumn<PowerRow> => ({
      title: dim.name,
      key: dim.key,
      value: (r) => r.dimensions[i]?.score ?? null,
      kind: 'decimal',
      digits: 1,
      render: (v, r) => {
        const score = r.dimensions[i]?.score;
        if (score === undefined || typeof v !== 'number') return '-';
        const diff = round1(score - dim.score);
        return (
          <span>
            {scoreRate(score)}{' '}
            <span className={diff > 0 ? 'srp-eval-up' : diff < 0 ? 'srp-eval-down' : undefined} style={{ fontSize: 12 }}>
              {diff > 0 ? '+' : diff < 0 ? '−' : '±'}
              {formatDecimal(Math.abs(diff), 1)}
            </span>
          </span>
        );
      },
    })),
  ];

  return (
    <StatsPage
      scope={scope}
      className="srp-eval-page"
      note={testLine(test)}
      filters={
        <>
          <GradeSelect
            groups={grades}
            value={grade}
            loading={school.isPending}
            onChange={(g) => choice.update({ [PARAMS.grade]: String(g), [PARAMS.classId]: null })}
          />
          <AssessmentPicker choice={choice} tests={school.data?.tests} current={test} loading={school.isPending} />
          <PrintButton disabled={!schoolReady} />
        </>
      }
    >
      {!schoolReady && !school.isPending ? (
        <ReportUnavailable title="年级测评数据" school={school} empty={empty} />
      ) : (
        <>
          <KpiPanel
            title={`${gradeName ?? ''}测评概况`}
            subtitle={test?.name}
            query={combineQueries(total, school)}
            isEmpty={([d]) => isUntested(d)}
            emptyText={gradeEmpty}
            items={([d, s]) => {
              const band = (k: string) => d.bands.find((b) => b.key === k);
              const diff = round1(d.averageScore - s.averageScore);
              return [
                {
                  key: 'tested',
                  title: '实测人数',
                  value: d.tested,
                  unit: '人',
                  footnote: `应测 ${formatLarge(d.students)} 人 · ${d.groups.length} 个班级`,
                },
                {
                  key: 'rate',
                  title: '参测率',
                  value: d.participationRate,
                  formatter: (v) => formatPercent(v),
                  footnote: `全校 ${formatPercent(s.participationRate)}`,
                },
                {
                  key: 'average',
                  title: '平均分',
                  value: d.averageScore,
                  formatter: (v) => formatDecimal(v, 1),
                  unit: '分',
                  footnote: `全校 ${formatDecimal(s.averageScore, 1)} 分，${diff === 0 ? '持平' : `${diff > 0 ? '高' : '低'} ${formatDecimal(Math.abs(diff), 1)} 分`}`,
                },
                {
                  key: 'excellent',
                  title: '优秀率',
                  value: band('excellent')?.share,
                  formatter: (v) => formatPercent(v),
                  footnote: `优秀 ${formatLarge(band('excellent')?.count ?? 0)} 人`,
                },
                {
                  key: 'improve',
                  title: '待提高',
                  value: band('improve')?.share,
                  formatter: (v) => formatPercent(v),
                  footnote: `${formatLarge(band('improve')?.count ?? 0)} 人`,
                },
              ];
            }}
          />

          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <QueryWidget
                title="能力维度"
                subtitle={referenceSubtitle(power.data)}
                query={power}
                isEmpty={(d) => d.tested === 0}
                emptyText={gradeEmpty}
                height={300}
              >
                {(d) => (
                  <PrintChart
                    option={againstReferenceOption(d.gradeName ?? '', d, tones.primary)}
                    height={300}

                    ariaLabel={`${d.gradeName ?? ''}能力维度雷达图`}
                  />
                )}
              </QueryWidget>
            </Col>
            <Col xs={24} xl={12}>
              <QueryWidget title="分数分布" subtitle="每 5 分一档" query={total} isEmpty={isUntested} emptyText={gradeEmpty} height={300}>
                {(d) => (
                  <PrintChart
                    option={distributionOption(d.distribution, d.bands, tones)}
                    height={300}
                    ariaLabel={`${d.gradeName ?? ''}分数分布`}
                  />
                )}
              </QueryWidget>
            </Col>
          </Row>

          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <QueryWidget
                title="各班级分数段"
                subtitle="分数段占比与平均分"
                query={total}
                isEmpty={(d) => isUntested(d) || d.groups.length === 0}
                emptyText={gradeEmpty}
                height={320}
              >
                {(d) => (
                  <PrintChart
                    option={groupResultsOption(d.groups, tones)}
                    height={320}
                    ariaLabel={`各班级平均分：${d.groups.map((g) => `${g.name}${formatDecimal(g.averageScore, 1)}分`).join('，')}`}
                  />
                )}
              </QueryWidget>
            </Col>
            <Col xs={24} xl={12}>
              <QueryWidget
                title="班级与年级平均之差"
                subtitle="高于年级的班级在右，低于的在左"
                query={total}
                isEmpty={(d) => isUntested(d) || d.groups.length === 0}
                emptyText={gradeEmpty}
                height={320}
              >
                {(d) => {
                  const rows = deviations(d.groups, d.averageScore);
                  const top = rows[0];
                  const bottom = rows[rows.length - 1];
                  return (
                    <>
                      <PrintChart
                        option={deviationOption(rows, `年级平均 ${formatDecimal(d.averageScore, 1)} 分`, '年级平均')}
                        height={Math.max(220, 40 + rows.length * 30)}

                        ariaLabel={`各班级平均分与年级平均之差：${rows.map((r) => `${r.name}${r.diff}`).join('，')}`}
                      />
                      {top && bottom && top !== bottom && (
                        <ul className="srp-eval-sentences" aria-label="高于和低于年级最多的班级">
                          <li>{deviationSentence(top, '年级平均')}，为全年级最高。</li>
                          <li>{deviationSentence(bottom, '年级平均')}，为全年级最低。</li>
                        </ul>
                      )}
                    </>
                  );
                }}
              </QueryWidget>
            </Col>
          </Row>

          <QueryWidget
            title="各班级能力维度"
            subtitle="各维度得分率；小字为与年级之差（个百分点）"
            query={power}
            isEmpty={(d) => d.tested === 0 || d.groups.length === 0}
            emptyText={gradeEmpty}
            height={320}
            extra={
              power.data && (
                <ExcelButton
                  title="各班级能力维度"
                  scope={scope}
                  lines={[
                    ['测评', power.data.test?.name ?? ''],
                    ['年级', power.data.gradeName ?? ''],
                  ]}
                  columns={dimColumns(power.data)}
                  rows={power.data.groups}
                />
              )
            }
          >
            {(d) => (
              <>
                <PrintChart
                  option={groupDimensionsOption(d.groups, colors)}
                  height={300}
                  ariaLabel={`${d.gradeName ?? ''}各班级五个能力维度得分`}
                />
                <StatTable<PowerRow>
                  columns={dimColumns(d)}
                  data={d.groups}
                  rowKey="id"
                  pagination={false}
                  exportFileName={false}
                  size="small"
                  sticky={false}
                />
              </>
            )}
          </QueryWidget>

          <QueryWidget
            title="各班级测评结果"
            query={total}
            isEmpty={(d) => isUntested(d) || d.groups.length === 0}
            emptyText={gradeEmpty}
            height={240}
            extra={
              total.data && (
                <ExcelButton
                  title="各班级测评结果"
                  scope={scope}
                  lines={[
                    ['测评', total.data.test?.name ?? ''],
                    ['年级', total.data.gradeName ?? ''],
                  ]}
                  columns={classColumns}
                  rows={total.data.groups}
                />
              )
            }
          >
            {(d) => (
              <StatTable<ClassRow>
                columns={classColumns}
                data={d.groups}
                rowKey="id"
                pagination={false}
                exportFileName={false}
                size="middle"
                sticky={false}
              />
            )}
          </QueryWidget>
        </>
      )}
    </StatsPage>
  );
}
