/**
 * The sentences of the assessment reports (strengths, weaknesses, advice, summaries), as pure functions of the
 * figures a call returned: every number in a sentence is one of those figures or a difference of two, rounded
 * the way the page shows them (scores and points to one decimal, rates as one-decimal percentages).
 */
import type { ABILITY_DIMENSION_KEYS } from '@/api/contract/verify';
import { formatDecimal, formatLarge, formatPercent } from '@/utils/format';

export type DimensionKey = (typeof ABILITY_DIMENSION_KEYS)[number];
export type ReferenceLevel = 'grade' | 'campus' | 'library' | 'district' | 'city';

export interface DimensionInput {
  key: DimensionKey;
  name: string;
  /** Average score 0..100 (the dimension's 得分率 in percent). */
  score: number;
}

export interface ReferenceInput {
  name: string;
  level: ReferenceLevel;
  dimensions: readonly DimensionInput[];
}

/** One decimal, as shown: 4.100000000000001 → 4.1, −0.04 → 0 (never −0). */
export function round1(x: number): number {
  const r = Math.round(x * 10) / 10;
  return r === 0 ? 0 : r;
}

/** A signed difference with one decimal: '+2.3', '−1.5' (a true minus sign), '0.0'. */
export function signedPoints(value: number): string {
  const r = round1(value);
  return `${r > 0 ? '+' : r < 0 ? '−' : ''}${formatDecimal(Math.abs(r), 1)}`;
}

/** What a reference average is called in a sentence: 全区平均, 全市平均, 全校平均, 全校区平均, 年级平均. */
export function referenceAverageLabel(level: ReferenceLevel): string {
  switch (level) {
    case 'district':
      return '全区平均';
    case 'city':
      return '全市平均';
    case 'library':
      return '全校平均';
    case 'campus':
      return '全校区平均';
    case 'grade':
      return '年级平均';
  }
}

/** A dimension's 得分率: the average score out of 100 as a percentage, one decimal (62.3 → '62.3%'). */
export function scoreRate(score: number): string {
  return formatPercent(score / 100);
}

export interface DimensionComparison extends DimensionInput {
  /** The score it is compared with. */
  reference: number;
  /** score − reference, one decimal. */
  diff: number;
}

export interface Comparison {
  /** '全区平均' … or '五个维度平均' when there is no reference. */
  label: string;
  rows: DimensionComparison[];
}

/**
 * Each dimension against the reference's same dimension (a school against its district, a grade against its
 * school, a class against its grade). Without a reference, against the mean of the five dimensions.
 */
export function compareDimensions(dimensions: readonly DimensionInput[], reference: ReferenceInput | null): Comparison {
  if (reference) {
    const refScore = new Map(reference.dimensions.map((d) => [d.key, d.score]));
    return {
      label: referenceAverageLabel(reference.level),
      rows: dimensions
        .filter((d) => refScore.has(d.key))
        .map((d) => {
          const ref = refScore.get(d.key)!;
          return { ...d, reference: ref, diff: round1(d.score - ref) };
        }),
    };
  }
  const mean = dimensions.length > 0 ? round1(dimensions.reduce((a, d) => a + d.score, 0) / dimensions.length) : 0;
  return { label: '五个维度平均', rows: dimensions.map((d) => ({ ...d, reference: mean, diff: round1(d.score - mean) })) };
}

/** 「推断解释」得分率 62.3%，低于全区平均 4.1 个百分点 (or 高于 …, or 与全区平均持平). */
export function dimensionSentence(c: DimensionComparison, label: string): string {
  const head = `「${c.name}」得分率 ${scoreRate(c.score)}`;
  if (c.diff === 0) return `${head}，与${label}持平`;
  return `${head}，${c.diff > 0 ? '高于' : '低于'}${label} ${formatDecimal(Math.abs(c.diff), 1)} 个百分点`;
}

export interface StrengthsWeaknesses {
  strengths: string[];
  weaknesses: string[];
  /** The dimensions the advice is for: those below the reference, else the relatively weakest one. */
  weakKeys: DimensionKey[];
}

/**
 * Strengths: dimensions above the reference, best first. Weaknesses: those below it, weakest first. When no
 * dimension is below (above), one sentence names the one with the smallest lead (the smallest gap) instead.
 */
export function strengthsAndWeaknesses({ label, rows }: Comparison): StrengthsWeaknesses {
  if (rows.length === 0) return { strengths: [], weaknesses: [], weakKeys: [] };
  const byDiff = [...rows].sort((a, b) => b.diff - a.diff);
  const above = byDiff.filter((r) => r.diff > 0);
  const below = byDiff.filter((r) => r.diff < 0).reverse();
  const best = byDiff[0];
  const worst = byDiff[byDiff.length - 1];
  const strengths =
    above.length > 0
      ? above.map((r) => dimensionSentence(r, label))
      : [`各维度均未高于${label}；差距最小的是${dimensionSentence(best, label)}`];
  const weaknesses =
    below.length > 0
      ? below.map((r) => dimensionSentence(r, label))
      : [`各维度均不低于${label}；领先最少的是${dimensionSentence(worst, label)}`];
  return { strengths, weaknesses, weakKeys: below.length > 0 ? below.map((r) => r.key) : [worst.key] };
}

/** What to do about a weak dimension: words only, the figures come with the heading. */
export const DIMENSION_ADVICE: Record<DimensionKey, string> = {
  retrieve: '加强信息提取训练：阅读时圈画关键词句，梳理时间、人物、事件等要素，练习在图表和非连续性文本中快速定位信息。',
  infer: '加强推断与解释：引导学生结合上下文推测词句含义、人物动机和事件因果，说出“从哪里看出来的”，养成有依据的推断习惯。',
  integrate: '加强整体感知：读后复述、概括主要内容，梳理文章结构与线索，借助思维导图把握全文脉络和中心。',
  evaluate: '加强评价与鉴赏：开展好书推荐、读书分享和小辩论，引导学生评价人物、语言和写法，并说明理由。',
  apply: '加强联系与运用：把阅读与生活实际和其他学科相联系，开展主题阅读、项目式任务，学以致用。',
};

export interface Advice {
  key: DimensionKey;
  /** 「推断解释」得分率 62.3%，低于全区平均 4.1 个百分点 */
  heading: string;
  text: string;
}

/** One piece of advice per weak dimension (see strengthsAndWeaknesses), weakest first. */
export function adviceFor(comparison: Comparison): Advice[] {
  const { weakKeys } = strengthsAndWeaknesses(comparison);
  return weakKeys.flatMap((key) => {
    const row = comparison.rows.find((r) => r.key === key);
    return row ? [{ key, heading: dimensionSentence(row, comparison.label), text: DIMENSION_ADVICE[key] }] : [];
  });
}

interface BandInput {
  key: 'excellent' | 'good' | 'pass' | 'improve';
  name: string;
  count: number;
  share: number;
}

export interface TotalInput {
  students: number;
  tested: number;
  participationRate: number;
  averageScore: number;
  bands: readonly BandInput[];
}

/** 本次测评应测 2036 人，实测 1983 人，参测率 97.4%；平均分 83.0 分，优秀率 36.1%，待提高率 2.5%。 */
export function summarySentence(t: TotalInput): string {
  const share = (key: BandInput['key']) => t.bands.find((b) => b.key === key)?.share ?? 0;
  return (
    `本次测评应测 ${formatLarge(t.students)} 人，实测 ${formatLarge(t.tested)} 人，参测率 ${formatPercent(t.participationRate)}；` +
    `平均分 ${formatDecimal(t.averageScore, 1)} 分，优秀率 ${formatPercent(share('excellent'))}，待提高率 ${formatPercent(share('improve'))}。`
  );
}

export interface GroupInput {
  id: number;
  name: string;
  tested: number;
  averageScore: number;
}

export interface GroupDeviation extends GroupInput {
  /** averageScore − the whole's average, one decimal. */
  diff: number;
}

/** Groups (grades of a school, classes of a grade) that sat the test, by their distance to the whole's average, highest first. */
export function deviations(groups: readonly GroupInput[], average: number): GroupDeviation[] {
  return groups
    .filter((g) => g.tested > 0)
    .map((g) => ({ ...g, diff: round1(g.averageScore - average) }))
    .sort((a, b) => b.diff - a.diff || a.id - b.id);
}

/**
 * 六年级平均分 85.3 分，为全校最高；一年级平均分 80.1 分，为全校最低，两者相差 5.2 分。
 * `whole` names the set (全校, 全年级), `unit` its parts (年级, 班级). Empty when fewer than two groups sat the test.
 */
export function highestLowestSentence(groups: readonly GroupInput[], whole: string, unit: string): string {
  const tested = groups.filter((g) => g.tested > 0);
  if (tested.length < 2) return '';
  const sorted = [...tested].sort((a, b) => b.averageScore - a.averageScore || a.id - b.id);
  const top = sorted[0];
  const bottom = sorted[sorted.length - 1];
  const gap = round1(top.averageScore - bottom.averageScore);
  if (gap === 0) return `${whole}各${unit}平均分均为 ${formatDecimal(top.averageScore, 1)} 分。`;
  return (
    `${top.name}平均分 ${formatDecimal(top.averageScore, 1)} 分，为${whole}最高；` +
    `${bottom.name}平均分 ${formatDecimal(bottom.averageScore, 1)} 分，为${whole}最低，两者相差 ${formatDecimal(gap, 1)} 分。`
  );
}

/** 三年级(2)班平均分 85.1 分，高于年级平均 2.3 分 (or 低于 …, or 与年级平均持平). */
export function deviationSentence(g: GroupDeviation, label: string): string {
  const head = `${g.name}平均分 ${formatDecimal(g.averageScore, 1)} 分`;
  if (g.diff === 0) return `${head}，与${label}持平`;
  return `${head}，${g.diff > 0 ? '高于' : '低于'}${label} ${formatDecimal(Math.abs(g.diff), 1)} 分`;
}
