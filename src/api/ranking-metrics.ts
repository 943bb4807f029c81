/**
 * The ranking metrics of the contract (RANKING_METRIC_KEYS) as the metric catalogue (./metric-catalogue.ts) names
 * them: ranking tables, charts and exports take their column titles and number words from here, so a metric is
 * called the same everywhere. The catalogue holds every other figure of the app as well; `metricInfo` and
 * `metricTitle` read any of them.
 */
import type { RankingFamilyKey, RankingLevelKey, RankingMetricKey } from './contract/ranking';
import { METRICS, titleOf, type MetricInfo, type MetricKey } from './metric-catalogue';

/** Every ranking metric has its catalogue entry (a compile-time check). */
export const RANKING_METRICS: Record<RankingMetricKey, MetricInfo> = METRICS;

/** Metrics that a family names its own way: the teaching family's score is the teaching score. */
const FAMILY_LABELS: Partial<Record<RankingFamilyKey, Partial<Record<RankingMetricKey, { label: string; definition: string }>>>> = {
  teaching: {
    score: {
      label: '教学得分',
      definition: '0–100 分：任务完成率 40%、月均布置任务（至多 3 个）30%、月均推荐图书（至多 2 本）20%、覆盖班级 ÷ 所教班级 10%。',
    },
    loans: { label: '本人借阅', definition: '所选学年（学期、月份）内教师本人借出的册次。' },
  },
};

/** How a figure reads, in a ranking family when given (教学得分 for the teaching family's score). */
export function metricInfo(key: MetricKey, family?: RankingFamilyKey): MetricInfo {
  const own = family ? FAMILY_LABELS[family]?.[key as RankingMetricKey] : undefined;
  return own ? { ...METRICS[key], ...own } : METRICS[key];
}

/** A column title with its unit: '学生借阅量（册次）', '参与率'. */
export function metricTitle(key: MetricKey, family?: RankingFamilyKey): string {
  return titleOf(metricInfo(key, family));
}

/** What each ranking family is called in navigation, titles and exports. */
export const RANKING_FAMILY_LABELS: Record<RankingFamilyKey, string> = {
  overall: '综合阅读',
  participation: '阅读参与',
  quality: '阅读质量',
  qualityAccuracy: '阅读正确率',
  expression: '多元表达',
  interaction: '互动',
  libraryBook: '馆藏借阅',
  circulation: '图书流通',
  region: '区域',
  teacher: '教师阅读',
  teaching: '教学数据',
};

/** What the entities of a ranking level are called: a table's name column, a level switch, an empty state. */
export const RANKING_LEVEL_LABELS: Record<RankingLevelKey, string> = {
  region: '区域',
  school: '学校',
  campus: '校区',
  grade: '年级',
  class: '班级',
  student: '学生',
  teacher: '教师',
};
