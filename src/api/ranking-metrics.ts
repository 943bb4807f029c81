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

/** Ranking metrics that are another figure in a family: the teaching family's score is the teaching score. */
const FAMILY_FIGURES: Partial<Record<RankingFamilyKey, Partial<Record<RankingMetricKey, MetricKey>>>> = {
  teaching: { score: 'teachingScore', loans: 'ownLoans' },
};

/** The catalogue figure a key names, in a ranking family when given (the teaching family's score: teachingScore). */
export function catalogueKey(key: MetricKey, family?: RankingFamilyKey): MetricKey {
  return (family && FAMILY_FIGURES[family]?.[key as RankingMetricKey]) || key;
}

/** How a figure reads, in a ranking family when given (教学得分 for the teaching family's score). */
export function metricInfo(key: MetricKey, family?: RankingFamilyKey): MetricInfo {
  return METRICS[catalogueKey(key, family)];
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
