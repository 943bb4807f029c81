import {
  adviceFor,
  compareDimensions,
  deviationSentence,
  deviations,
  dimensionSentence,
  highestLowestSentence,
  referenceAverageLabel,
  round1,
  strengthsAndWeaknesses,
  summarySentence,
  DIMENSION_ADVICE,
  type DimensionInput,
  type ReferenceInput,
} from '@/features/evaluation/report-text';

/**
 * The report sentences are checked against the numbers they cite: every figure in a sentence is recomputed here
 * from the inputs (score → 得分率, score − reference → 个百分点) and found in the text.
 */

const dims = (scores: number[]): DimensionInput[] =>
  (['retrieve', 'infer', 'integrate', 'evaluate', 'apply'] as const).map((key, i) => ({
    key,
    name: ['提取信息', '推断解释', '整体感知', '评价鉴赏', '联系运用'][i],
    score: scores[i],
  }));

const district = (scores: number[]): ReferenceInput => ({ name: '望海区', level: 'district', dimensions: dims(scores) });

test('the example of the issue, word for word', () => {
  const c = compareDimensions(dims([70, 62.3, 80, 75, 71]), district([70, 66.4, 79, 75, 70.5]));
  const infer = c.rows.find((r) => r.key === 'infer')!;
  expect(infer.diff).toBe(-4.1);
  expect(dimensionSentence(infer, c.label)).toBe('「推断解释」得分率 62.3%，低于全区平均 4.1 个百分点');
});

test('reference labels per level', () => {
  expect(['district', 'city', 'library', 'campus', 'grade'].map((l) => referenceAverageLabel(l as ReferenceInput['level']))).toEqual([
    '全区平均',
    '全市平均',
    '全校平均',
    '全校区平均',
    '年级平均',
  ]);
});

test('every sentence cites the score and the rounded difference it is built from', () => {
  const school = [87.9, 80.8, 84.3, 77.4, 80.3];
  const ref = [86.5, 79.2, 84.3, 78.6, 80.4];
  const c = compareDimensions(dims(school), district(ref));
  for (const [i, row] of c.rows.entries()) {
    const diff = Math.round((school[i] - ref[i]) * 10) / 10;
    expect(row.diff).toBe(diff === 0 ? 0 : diff);
    const text = dimensionSentence(row, c.label);
    expect(text).toContain(`「${row.name}」得分率 ${school[i].toFixed(1)}%`);
    if (row.diff === 0) expect(text).toContain('与全区平均持平');
    else expect(text).toContain(`${row.diff > 0 ? '高于' : '低于'}全区平均 ${Math.abs(diff).toFixed(1)} 个百分点`);
  }
  const sw = strengthsAndWeaknesses(c);
  // 提取信息 +1.4 and 推断解释 +1.6 above; 整体感知 level (持平, neither); 评价鉴赏 −1.2 and 联系运用 −0.1 below.
  expect(sw.strengths).toEqual([
    '「推断解释」得分率 80.8%，高于全区平均 1.6 个百分点',
    '「提取信息」得分率 87.9%，高于全区平均 1.4 个百分点',
  ]);
  expect(sw.weaknesses).toEqual([
    '「评价鉴赏」得分率 77.4%，低于全区平均 1.2 个百分点',
    '「联系运用」得分率 80.3%，低于全区平均 0.1 个百分点',
  ]);
  expect(sw.weakKeys).toEqual(['evaluate', 'apply']);
  const advice = adviceFor(c);
  expect(advice.map((a) => a.key)).toEqual(['evaluate', 'apply']);
  expect(advice[0]).toEqual({ key: 'evaluate', heading: sw.weaknesses[0], text: DIMENSION_ADVICE.evaluate });
});

test('no dimension below the reference: the one with the smallest lead gets the advice', () => {
  const c = compareDimensions(dims([90, 85, 88, 80, 86]), district([85, 80, 84, 79.5, 81]));
  const sw = strengthsAndWeaknesses(c);
  expect(sw.weaknesses).toEqual(['各维度均不低于全区平均；领先最少的是「评价鉴赏」得分率 80.0%，高于全区平均 0.5 个百分点']);
  expect(sw.weakKeys).toEqual(['evaluate']);
  expect(sw.strengths).toHaveLength(5);
  expect(adviceFor(c).map((a) => a.key)).toEqual(['evaluate']);
});

test('no dimension above: the one with the smallest gap is named', () => {
  const c = compareDimensions(dims([70, 60, 65, 55, 62]), district([75, 70, 70, 60, 62]));
  expect(strengthsAndWeaknesses(c).strengths).toEqual(['各维度均未高于全区平均；差距最小的是「联系运用」得分率 62.0%，与全区平均持平']);
});

test('without a reference the five dimensions are compared with their own mean', () => {
  const c = compareDimensions(dims([88, 80, 84, 76, 82]), null);
  expect(c.label).toBe('五个维度平均');
  expect(c.rows.map((r) => r.reference)).toEqual([82, 82, 82, 82, 82]);
  expect(dimensionSentence(c.rows[0], c.label)).toBe('「提取信息」得分率 88.0%，高于五个维度平均 6.0 个百分点');
});

test('summary sentence: the figures of the call, formatted as the page shows them', () => {
  const text = summarySentence({
    students: 2036,
    tested: 1983,
    participationRate: 0.974,
    averageScore: 83,
    bands: [
      { key: 'excellent', name: '优秀', count: 716, share: 0.3611 },
      { key: 'good', name: '良好', count: 900, share: 0.4539 },
      { key: 'pass', name: '合格', count: 317, share: 0.1599 },
      { key: 'improve', name: '待提高', count: 50, share: 0.0252 },
    ],
  });
  expect(text).toBe('本次测评应测 2036 人，实测 1983 人，参测率 97.4%；平均分 83.0 分，优秀率 36.1%，待提高率 2.5%。');
});

test('highest and lowest groups, and deviations from the whole', () => {
  const groups = [
    { id: 1, name: '一年级', tested: 371, averageScore: 82 },
    { id: 2, name: '二年级', tested: 343, averageScore: 83.7 },
    { id: 3, name: '三年级', tested: 0, averageScore: 0 },
    { id: 6, name: '六年级', tested: 250, averageScore: 85.3 },
  ];
  expect(highestLowestSentence(groups, '全校', '年级')).toBe(
    '六年级平均分 85.3 分，为全校最高；一年级平均分 82.0 分，为全校最低，两者相差 3.3 分。',
  );
  expect(highestLowestSentence(groups.slice(0, 1), '全校', '年级')).toBe('');
  const d = deviations(groups, 83);
  expect(d.map((g) => [g.name, g.diff])).toEqual([
    ['六年级', 2.3],
    ['二年级', 0.7],
    ['一年级', -1],
  ]);
  expect(deviationSentence(d[0], '年级平均')).toBe('六年级平均分 85.3 分，高于年级平均 2.3 分');
  expect(deviationSentence(d[2], '年级平均')).toBe('一年级平均分 82.0 分，低于年级平均 1.0 分');
  expect(deviationSentence({ ...d[0], diff: 0 }, '年级平均')).toBe('六年级平均分 85.3 分，与年级平均持平');
});

test('round1 never gives −0', () => {
  expect(Object.is(round1(-0.04), 0)).toBe(true);
  expect(round1(62.3 - 66.4)).toBe(-4.1);
});
