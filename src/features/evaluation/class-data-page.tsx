import { Col, Row, Tag } from 'antd';
import { powerDimension, verifyTotal } from '@/api/contract/verify';
import type { Data } from '@/api/define';
import { useStatsQuery } from '@/hooks/queries';
import { useSchoolYearName } from '@/hooks/school-year';
import { useTones } from '@/components/chart';
import { PrintChart } from './print-chart';
import { KpiPanel } from '@/components/kpi-panel';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { maskName } from '@/utils/mask-name';
import { accessibleShade, parseHex, toHex } from '@/utils/color';
import { bandColor, againstReferenceOption, referenceSubtitle, distributionOption, levelsOption } from './charts';
import { combineQueries, isUntested, noTestText, testLine } from './evaluation-model';
import { PARAMS, useAssessmentChoice } from './filters';
import { signedPoints } from './report-text';
import {
  AssessmentPicker,
  ClassSelect,
  ExcelButton,
  GradeSelect,
  NamesSwitch,
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
type StudentRow = Total['studentScores'][number];

/** Rank of a group's average among the groups that sat the test (equal averages share a rank). */
export function rankAmong(
  groups: readonly { id: number; tested: number; averageScore: number }[],
  id: number,
): { rank: number; of: number } | null {
  const tested = groups.filter((g) => g.tested > 0);
  const me = tested.find((g) => g.id === id);
  if (!me) return null;
  return { rank: 1 + tested.filter((g) => g.averageScore > me.averageScore).length, of: tested.length };
}

/** /evaluatReport/classData — 班级测评数据: one class of the chosen assessment, student by student. */
/**
 * A score band's tag: the band's colour on a light tint of it, the text shaded until it reads at 4.5:1 on that tint
 * (antd's filled tag of a custom colour writes the colour itself on the tint: 2.1:1 for the green band).
 */
function BandTag({ color, children }: { color: string; children: string }) {
  const rgb = parseHex(color);
  const tint = rgb ? toHex(rgb.map((v) => v + (255 - v) * 0.9)) : '#f5f5f5';
  return (
    <Tag variant="filled" style={{ color: accessibleShade(color, tint), background: tint }}>
      {children}
    </Tag>
  );
}

export default function ClassDataPage() {
  const choice = useAssessmentChoice();
  const tones = useTones();
  const yearName = useSchoolYearName();
  const school = useStatsQuery(verifyTotal, choice.input);
  const grades = gradesOf(school.data);
  const grade = pickGroup(grades, choice.grade);
  const gradeTotal = useStatsQuery(verifyTotal, { ...choice.input, grade }, { enabled: grade !== undefined });
  const gradePower = useStatsQuery(powerDimension, { ...choice.input, grade }, { enabled: grade !== undefined });
  // Without a grade the grade query's key is the school's (an undefined field drops out): its groups are not classes.
  const classId = grade === undefined ? undefined : pickGroup(gradeTotal.data?.groups ?? [], choice.classId);
  const classInput = { ...choice.input, classId };
  const total = useStatsQuery(verifyTotal, classInput, { enabled: classId !== undefined });
  const power = useStatsQuery(powerDimension, classInput, { enabled: classId !== undefined });

  const scope = school.data?.scope;
  const test = school.data?.test;
  const className = total.data?.className ?? gradeTotal.data?.groups.find((g) => g.id === classId)?.name;
  usePrintPage(printHeader(scope, [test?.name, className].filter(Boolean).join(' · ')));
  const empty =
    school.data && grades.length === 0 && school.data.groups.length > 0 ? CHOOSE_A_SCHOOL : noTestText(school.data, choice.term, yearName);
  const classEmpty = `${className ?? '该班级'}没有学生参加这次测评`;
  const schoolReady = school.data !== undefined && !isUntested(school.data) && grade !== undefined;
  const name = (s: StudentRow) => (choice.masked ? maskName(s.name) : s.name);
  const bandOf = (s: StudentRow) => total.data?.bands.find((b) => b.key === s.band);

  const studentColumns = (d: Total): TableColumn<StudentRow>[] => [
    { title: '座号', dataIndex: 'seat', kind: 'count', width: 64 },
    {
      title: '姓名',
      key: 'name',
      value: name,
      width: 110,
      exportAs: { width: 10 },
      render: (_v, s) => (
        <span>
          {name(s)}
          {s.studentId === null && (
            <Tag variant="filled" style={{ marginInlineStart: 6 }}>
              已离校
            </Tag>
          )}
        </span>
      ),
    },
    // The sheet says who sat the test in a column of its own; the table marks 缺考 in 成绩.
    { title: '参测', key: 'tested', value: (s) => (s.tested ? '是' : '缺考'), shown: false },
    {
      title: '成绩',
      key: 'score',
      value: (s) => s.score,
      kind: 'count',
      render: (v, s) => (s.tested ? String(v) : <Tag color="default">缺考</Tag>),
    },
    {
      title: '等级',
      key: 'band',
      value: (s) => bandOf(s)?.name ?? null,
      sortable: false,
      render: (_v, s) => {
        const band = bandOf(s);
        return band ? <BandTag color={bandColor(band.key, tones)}>{band.name}</BandTag> : '-';
      },
    },
    { title: '班内排名', key: 'rank', value: (s) => s.rank, kind: 'count' },
    ...(d.studentScores.find((s) => s.tested)?.dimensions ?? []).map((dim, i): TableColumn<StudentRow> => ({
      title: dim.name,
      key: dim.key,
      value: (s) => s.dimensions[i]?.score ?? null,
      kind: 'count',
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
          <ClassSelect
            groups={gradeTotal.data?.groups ?? []}
            value={classId}
            loading={gradeTotal.isPending && grade !== undefined}
            onChange={(c) => choice.update({ [PARAMS.grade]: String(grade), [PARAMS.classId]: String(c) })}
          />
          <AssessmentPicker choice={choice} tests={school.data?.tests} current={test} loading={school.isPending} />
          <PrintButton disabled={!schoolReady} />
        </>
      }
    >
      {!schoolReady && !school.isPending ? (
        <ReportUnavailable title="班级测评数据" school={school} empty={empty} />
      ) : (
        <>
          <KpiPanel
            title={`${className ?? ''}测评概况`}
            subtitle={test?.name}
            query={combineQueries(total, gradeTotal, school)}
            isEmpty={([d]) => isUntested(d)}
            emptyText={classEmpty}
            items={([d, g, s]) => {
              const place = rankAmong(g.groups, d.classId ?? 0);
              const excellent = d.bands.find((b) => b.key === 'excellent');
              return [
                {
                  key: 'tested',
                  title: '实测人数',
                  value: d.tested,
                  unit: '人',
                  footnote: `应测 ${formatLarge(d.students)} 人，缺考 ${formatLarge(d.students - d.tested)} 人`,
                },
                {
                  key: 'rate',
                  title: '参测率',
                  value: d.participationRate,
                  formatter: (v) => formatPercent(v),
                  footnote: `年级 ${formatPercent(g.participationRate)}`,
                },
                {
                  key: 'average',
                  title: '平均分',
                  value: d.averageScore,
                  formatter: (v) => formatDecimal(v, 1),
                  unit: '分',
                  footnote: `年级 ${formatDecimal(g.averageScore, 1)} · 全校 ${formatDecimal(s.averageScore, 1)}`,
                },
                {
                  key: 'rank',
                  title: '年级排名',
                  value: place?.rank,
                  formatter: (v) => `第 ${v}`,
                  unit: place ? `/ ${place.of} 个班` : undefined,
                  footnote: `与年级平均差 ${signedPoints(d.averageScore - g.averageScore)} 分`,
                },
                {
                  key: 'excellent',
                  title: '优秀率',
                  value: excellent?.share,
                  formatter: (v) => formatPercent(v),
                  footnote: `优秀 ${formatLarge(excellent?.count ?? 0)} 人`,
                },
              ];
            }}
          />

          <Row gutter={[16, 16]}>
            <Col xs={24} xl={12}>
              <QueryWidget
                title="班级 · 年级 · 全校"
                subtitle="平均分与五个能力维度得分"
                query={combineQueries(total, power, gradeTotal, gradePower, school)}
                isEmpty={([d]) => isUntested(d)}
                emptyText={classEmpty}
                height={320}
              >
                {([d, p, g, gp, s]) => (
                  <PrintChart
                    option={levelsOption([
                      { name: d.className ?? '班级', averageScore: d.averageScore, dimensions: p.dimensions, color: tones.primary },
                      { name: g.gradeName ?? '年级', averageScore: g.averageScore, dimensions: gp.dimensions, color: tones.light },
                      ...(gp.reference
                        ? [{ name: '全校', averageScore: s.averageScore, dimensions: gp.reference.dimensions, color: '#bfbfbf' }]
                        : []),
                    ])}
                    height={320}

                    ariaLabel={`${d.className ?? ''}与年级、全校的平均分和能力维度对比`}
                  />
                )}
              </QueryWidget>
            </Col>
            <Col xs={24} xl={12}>
              <QueryWidget
                title="能力维度"
                subtitle={referenceSubtitle(power.data)}
                query={power}
                isEmpty={(d) => d.tested === 0}
                emptyText={classEmpty}
                height={320}
              >
                {(d) => (
                  <PrintChart
                    option={againstReferenceOption(d.className ?? '', d, tones.primary)}
                    height={320}

                    ariaLabel={`${d.className ?? ''}能力维度雷达图`}
                  />
                )}
              </QueryWidget>
            </Col>
          </Row>

          <QueryWidget title="分数分布" subtitle="每 5 分一档" query={total} isEmpty={isUntested} emptyText={classEmpty} height={260}>
            {(d) => (
              <PrintChart
                option={distributionOption(d.distribution, d.bands, tones)}
                height={260}
                ariaLabel={`${d.className ?? ''}分数分布`}
              />
            )}
          </QueryWidget>

          <QueryWidget
            title="学生成绩"
            subtitle={choice.masked ? '姓名已隐去中间字' : '显示完整姓名'}
            query={total}
            isEmpty={(d) => d.studentScores.length === 0}
            emptyText={classEmpty}
            height={320}
            extra={
              <div className="srp-filters">
                <NamesSwitch choice={choice} />
                {total.data && (
                  <ExcelButton
                    title="学生成绩"
                    scope={scope}
                    lines={[
                      ['测评', total.data.test?.name ?? ''],
                      ['班级', total.data.className ?? ''],
                      ['姓名', choice.masked ? '已隐去中间字' : '完整'],
                    ]}
                    columns={studentColumns(total.data)}
                    rows={total.data.studentScores}
                    trace={{ names: choice.masked ? 'masked' : 'full' }}
                  />
                )}
              </div>
            }
          >
            {(d) => (
              <StatTable<StudentRow>
                columns={studentColumns(d)}
                data={d.studentScores}
                rowKey="seat"
                pagination={false}
                search={{ column: 'name', placeholder: '搜索姓名' }}
                exportFileName={false}
                size="small"
                sticky={false}
              />
            )}
          </QueryWidget>
        </>
      )}
    </StatsPage>
  );
}
