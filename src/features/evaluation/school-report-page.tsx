import { powerDimension, verifyTotal } from '@/api/contract/verify';
import { useStatsQuery } from '@/hooks/queries';
import { useSchoolYearName } from '@/hooks/school-year';
import { SCOPE_LEVEL_LABELS } from '@/hooks/scope';
import { useChartPalette, useTones } from '@/components/chart';
import { PrintChart } from './print-chart';
import { StatsPage } from '@/components/stats-page';
import { QueryWidget } from '@/components/widget';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';
import { againstReferenceOption, referenceSubtitle, distributionOption, groupDimensionsOption, groupResultsOption } from './charts';
import { isUntested, noTestText, testLine } from './evaluation-model';
import { useAssessmentChoice } from './filters';
import {
  adviceFor,
  compareDimensions,
  highestLowestSentence,
  round1,
  scoreRate,
  strengthsAndWeaknesses,
  summarySentence,
} from './report-text';
import { AssessmentPicker, PrintButton, printHeader, usePrintPage } from './report-kit';
import './evaluation.css';

function Signed({ value, unit }: { value: number; unit: string }) {
  if (value === 0) return <span>持平</span>;
  return (
    <span className={value > 0 ? 'srp-eval-up' : 'srp-eval-down'}>
      {value > 0 ? '+' : '−'}
      {formatDecimal(Math.abs(value), 1)}
      {unit}
    </span>
  );
}

/**
 * /evaluatReport/schoolReport — 学校测评报告: the chosen assessment of the school as a document on an A4 sheet
 * (cover, summary, dimensions, grades, strengths and weaknesses, advice), printable as it is on screen.
 */
export default function SchoolReportPage() {
  const choice = useAssessmentChoice();
  const total = useStatsQuery(verifyTotal, choice.input);
  const power = useStatsQuery(powerDimension, choice.input);
  const tones = useTones();
  const { colors } = useChartPalette();
  const yearName = useSchoolYearName();
  const scope = total.data?.scope ?? power.data?.scope;
  const test = total.data?.test;
  usePrintPage(printHeader(scope, test?.name));
  const empty = noTestText(total.data, choice.term, yearName);
  const powerEmpty = (d: { test: unknown; tested: number }) => d.test === null || d.tested === 0;

  return (
    <StatsPage
      scope={scope}
      className="srp-eval-page srp-eval-report"
      note={testLine(test)}
      filters={
        <>
          <AssessmentPicker choice={choice} tests={total.data?.tests} current={test} loading={total.isPending} />
          <PrintButton disabled={!total.data || isUntested(total.data)} />
        </>
      }
    >
      <div className="srp-report-paper">
        <QueryWidget
          title="报告封面"
          className="srp-report-section srp-report-cover-widget"
          query={total}
          // The 对照 line comes with the dimensions' call: the cover is drawn once, with it.
          waitFor={power.isPending && power.fetchStatus !== 'idle'}
          isEmpty={isUntested}
          emptyText={empty}
          // The heights of the cover and of 一、总体情况 with their data: the report does not move when they come.
          height={413}
        >
          {(d) => (
            <div className="srp-report-cover">
              <h2>{d.scope.name}</h2>
              <div className="srp-report-cover__test">{d.test?.name}报告</div>
              <dl>
                <dt>{SCOPE_LEVEL_LABELS[d.scope.level]}</dt>
                <dd>{d.scope.name}</dd>
                <dt>测评</dt>
                <dd>{d.test?.name}</dd>
                <dt>测评日期</dt>
                <dd>{d.test?.date}</dd>
                <dt>实测人数</dt>
                <dd>
                  {formatLarge(d.tested)} 人（应测 {formatLarge(d.students)} 人）
                </dd>
                {power.data?.reference && (
                  <>
                    <dt>对照</dt>
                    <dd>{power.data.reference.name}</dd>
                  </>
                )}
              </dl>
            </div>
          )}
        </QueryWidget>

        <QueryWidget title="一、总体情况" className="srp-report-section" query={total} isEmpty={isUntested} emptyText={empty} height={396}>
          {(d) => (
            <>
              <p className="srp-eval-caption">{summarySentence(d)}</p>
              <table className="srp-report-table" aria-label="分数段">
                <thead>
                  <tr>
                    <th>分数段</th>
                    <th>分数范围</th>
                    <th>人数</th>
                    <th>占实测</th>
                  </tr>
                </thead>
                <tbody>
                  {d.bands.map((b) => (
                    <tr key={b.key}>
                      <td>{b.name}</td>
                      <td>
                        {b.min}–{b.max} 分
                      </td>
                      <td>{formatLarge(b.count)}</td>
                      <td>{formatPercent(b.share)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <PrintChart
                option={distributionOption(d.distribution, d.bands, tones)}
                height={200}
                ariaLabel={`分数分布：${d.distribution.map((b) => `${b.min}–${b.max}分${b.count}人`).join('，')}`}
              />
            </>
          )}
        </QueryWidget>

        <QueryWidget
          title="二、能力维度"
          subtitle={referenceSubtitle(power.data)}
          className="srp-report-section"
          query={power}
          isEmpty={powerEmpty}
          emptyText={empty}
          height={300}
        >
          {(d) => {
            const comparison = compareDimensions(d.dimensions, d.reference);
            return (
              <>
                <PrintChart
                  option={againstReferenceOption(d.scope.name, d, tones.primary)}
                  height={260}

                  ariaLabel={`能力维度雷达图：${d.dimensions.map((x) => `${x.name}${formatDecimal(x.score, 1)}分`).join('，')}`}
                />
                <table className="srp-report-table" aria-label="能力维度得分率">
                  <thead>
                    <tr>
                      <th>维度</th>
                      <th>{d.scope.name}</th>
                      <th>{d.reference ? comparison.label : '五个维度平均'}</th>
                      <th>差值</th>
                    </tr>
                  </thead>
                  <tbody>
                    {comparison.rows.map((r) => (
                      <tr key={r.key}>
                        <td>{r.name}</td>
                        <td>{scoreRate(r.score)}</td>
                        <td>{scoreRate(r.reference)}</td>
                        <td>
                          <Signed value={r.diff} unit=" 个百分点" />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            );
          }}
        </QueryWidget>

        <QueryWidget
          title="三、年级对比"
          className="srp-report-section"
          query={total}
          isEmpty={(d) => isUntested(d) || d.groups.length === 0}
          emptyText={empty}
          height={300}
        >
          {(d) => (
            <>
              <PrintChart
                option={groupResultsOption(d.groups, tones)}
                height={280}
                ariaLabel={`各年级平均分：${d.groups.map((g) => `${g.name}${formatDecimal(g.averageScore, 1)}分`).join('，')}`}
              />
              <p className="srp-eval-caption">{highestLowestSentence(d.groups, '全校', '年级')}</p>
              <table className="srp-report-table" aria-label="各年级测评结果">
                <thead>
                  <tr>
                    <th>年级</th>
                    <th>实测（人）</th>
                    <th>参测率</th>
                    <th>平均分</th>
                    <th>与全校差</th>
                    <th>优秀率</th>
                    <th>待提高率</th>
                  </tr>
                </thead>
                <tbody>
                  {d.groups.map((g) => (
                    <tr key={g.id}>
                      <td>{g.name}</td>
                      <td>{formatLarge(g.tested)}</td>
                      <td>{formatPercent(g.participationRate)}</td>
                      <td>{g.tested > 0 ? formatDecimal(g.averageScore, 1) : '-'}</td>
                      <td>{g.tested > 0 ? <Signed value={round1(g.averageScore - d.averageScore)} unit=" 分" /> : '-'}</td>
                      <td>{formatPercent(g.bands.find((b) => b.key === 'excellent')?.share ?? 0)}</td>
                      <td>{formatPercent(g.bands.find((b) => b.key === 'improve')?.share ?? 0)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
        </QueryWidget>

        <QueryWidget
          title="四、各年级能力维度"
          className="srp-report-section"
          query={power}
          isEmpty={(d) => powerEmpty(d) || d.groups.length === 0}
          emptyText={empty}
          height={280}
        >
          {(d) => (
            <>
              <PrintChart option={groupDimensionsOption(d.groups, colors)} height={260} ariaLabel="各年级五个能力维度得分" />
              <table className="srp-report-table" aria-label="各年级能力维度">
                <thead>
                  <tr>
                    <th>年级</th>
                    {d.dimensions.map((x) => (
                      <th key={x.key}>{x.name}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {d.groups.map((g) => (
                    <tr key={g.id}>
                      <td>{g.name}</td>
                      {g.dimensions.map((x) => (
                        <td key={x.key}>{scoreRate(x.score)}</td>
                      ))}
                    </tr>
                  ))}
                  <tr>
                    <td>全校</td>
                    {d.dimensions.map((x) => (
                      <td key={x.key}>{scoreRate(x.score)}</td>
                    ))}
                  </tr>
                </tbody>
              </table>
            </>
          )}
        </QueryWidget>

        <QueryWidget
          title="五、优势与不足"
          className="srp-report-section"
          query={power}
          isEmpty={powerEmpty}
          emptyText={empty}
          height={200}
        >
          {(d) => {
            const sw = strengthsAndWeaknesses(compareDimensions(d.dimensions, d.reference));
            return (
              <div className="srp-report-findings">
                <h4>优势</h4>
                <ul className="srp-eval-sentences" aria-label="优势">
                  {sw.strengths.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
                <h4>不足</h4>
                <ul className="srp-eval-sentences" aria-label="不足">
                  {sw.weaknesses.map((s) => (
                    <li key={s}>{s}</li>
                  ))}
                </ul>
              </div>
            );
          }}
        </QueryWidget>

        <QueryWidget
          title="六、改进建议"
          className="srp-report-section srp-report-advice"
          query={power}
          isEmpty={powerEmpty}
          emptyText={empty}
          height={200}
        >
          {(d) => (
            <div aria-label="改进建议">
              {adviceFor(compareDimensions(d.dimensions, d.reference)).map((a) => (
                <section key={a.key}>
                  <h4>{a.heading}</h4>
                  <p>{a.text}</p>
                </section>
              ))}
            </div>
          )}
        </QueryWidget>
      </div>
    </StatsPage>
  );
}
