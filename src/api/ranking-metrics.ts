/**
 * The metric catalogue: how every ranking metric of the contract (RANKING_METRIC_KEYS) is named, in which
 * unit and how it reads. Ranking tables, charts and exports take their column titles and number words from
 * here, so a metric is called the same everywhere.
 */
import type { RankingFamilyKey, RankingLevelKey, RankingMetricKey } from './contract/ranking';

export interface MetricInfo {
  /** Column and axis title, e.g. '借阅量'. */
  label: string;
  /** Unit after the number ('' for rates). */
  unit: string;
  /** count: 万 above 9999; percent: a rate 0..1 with one decimal; decimal: fixed decimals (`digits`). */
  kind: 'count' | 'percent' | 'decimal';
  digits?: number;
  /** false where less is better (逾期). Default true. */
  higherIsBetter?: boolean;
  /** A per-student figure (shown beside totals so that a big school does not win by size alone). */
  perStudent?: boolean;
}

export const RANKING_METRICS = {
  score: { label: '综合得分', unit: '分', kind: 'decimal', digits: 1 },
  students: { label: '学生数', unit: '人', kind: 'count' },
  participants: { label: '参与人数', unit: '人', kind: 'count' },
  participationRate: { label: '参与率', unit: '', kind: 'percent', perStudent: true },
  activeReaders: { label: '活跃读者', unit: '人', kind: 'count' },
  activeRate: { label: '活跃率', unit: '', kind: 'percent', perStudent: true },
  booksRead: { label: '阅读本数', unit: '本', kind: 'count' },
  booksPerStudent: { label: '人均阅读', unit: '本/生', kind: 'decimal', digits: 2, perStudent: true },
  wordsRead: { label: '阅读字数', unit: '字', kind: 'count' },
  minutes: { label: '阅读时长', unit: '分钟', kind: 'count' },
  quizzes: { label: '测验次数', unit: '次', kind: 'count' },
  quizzesPerStudent: { label: '人均测验', unit: '次/生', kind: 'decimal', digits: 2, perStudent: true },
  questions: { label: '答题数', unit: '题', kind: 'count' },
  correct: { label: '答对题数', unit: '题', kind: 'count' },
  accuracy: { label: '正确率', unit: '', kind: 'percent', perStudent: true },
  expressions: { label: '多元表达', unit: '次', kind: 'count' },
  expressionsPerStudent: { label: '人均表达', unit: '次/生', kind: 'decimal', digits: 2, perStudent: true },
  notes: { label: '读书笔记', unit: '篇', kind: 'count' },
  reviews: { label: '书评', unit: '篇', kind: 'count' },
  readAloud: { label: '朗读', unit: '次', kind: 'count' },
  drawings: { label: '绘画', unit: '幅', kind: 'count' },
  interactions: { label: '互动', unit: '次', kind: 'count' },
  interactionsPerStudent: { label: '人均互动', unit: '次/生', kind: 'decimal', digits: 2, perStudent: true },
  likes: { label: '点赞', unit: '次', kind: 'count' },
  comments: { label: '评论', unit: '条', kind: 'count' },
  shares: { label: '分享', unit: '次', kind: 'count' },
  volumes: { label: '馆藏', unit: '册', kind: 'count' },
  titles: { label: '图书种数', unit: '种', kind: 'count' },
  volumesPerStudent: { label: '生均藏书', unit: '册/生', kind: 'decimal', digits: 2, perStudent: true },
  borrowers: { label: '借阅人数', unit: '人', kind: 'count' },
  borrowRate: { label: '借阅率', unit: '', kind: 'percent', perStudent: true },
  loans: { label: '借阅量', unit: '册次', kind: 'count' },
  loansPerStudent: { label: '生均借阅', unit: '册次/生', kind: 'decimal', digits: 2, perStudent: true },
  returns: { label: '归还', unit: '册次', kind: 'count' },
  renewals: { label: '续借', unit: '册次', kind: 'count' },
  overdue: { label: '逾期', unit: '册次', kind: 'count', higherIsBetter: false },
  tasks: { label: '阅读任务', unit: '个', kind: 'count' },
  recommendations: { label: '推荐图书', unit: '本', kind: 'count' },
  classesCovered: { label: '覆盖班级', unit: '个', kind: 'count' },
  completionRate: { label: '任务完成率', unit: '', kind: 'percent', perStudent: true },
} as const satisfies Record<RankingMetricKey, MetricInfo>;

/** Metrics that a family names its own way: the teaching family's score is the teaching score. */
const FAMILY_LABELS: Partial<Record<RankingFamilyKey, Partial<Record<RankingMetricKey, string>>>> = {
  teaching: { score: '教学得分', loans: '本人借阅' },
};

/** How a metric reads, in a family when given (教学得分 for the teaching family's score). */
export function metricInfo(key: RankingMetricKey, family?: RankingFamilyKey): MetricInfo {
  const label = family ? FAMILY_LABELS[family]?.[key] : undefined;
  return label ? { ...RANKING_METRICS[key], label } : RANKING_METRICS[key];
}

/** A column title with its unit: '借阅量（册次）', '参与率'. */
export function metricTitle(key: RankingMetricKey, family?: RankingFamilyKey): string {
  const m = metricInfo(key, family);
  return m.unit ? `${m.label}（${m.unit}）` : m.label;
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
