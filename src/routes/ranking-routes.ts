import type { RankingFamily, RankingLevel, RouteNode } from './types';

/**
 * Rankings are data: one row per ranking page under /rank (docs/rules.md#routes), each rendered by the one ranking
 * page. A new ranking is one more row.
 */
interface RankingRow {
  path: string;
  title: string;
  /** The contract's ranking family (rank/queryRanking `family`). */
  family: RankingFamily;
  /**
   * The contract's level as a school sees it. 'campus' is "the units of the scope": a school ranks its campuses,
   * a district (and the city) its schools (contract level 'school').
   */
  level: RankingLevel;
  /** 'campus' means campuses at every scope (a page titled 校区…: a district's campuses, not its schools). */
  exact?: true;
}

export const RANK_ROWS: readonly RankingRow[] = [
  { path: 'monthPartRanking', title: '月度参与排名', family: 'participation', level: 'campus' },
  { path: 'gradePartRanking', title: '年级参与排名', family: 'participation', level: 'grade' },
  { path: 'clazzPartRanking', title: '班级参与排名', family: 'participation', level: 'class' },
  { path: 'stuPartRanking', title: '学生参与排名', family: 'participation', level: 'student' },
  { path: 'index', title: '综合阅读排名', family: 'overall', level: 'campus' },
  { path: 'readQualityRanking', title: '阅读质量排名', family: 'quality', level: 'campus' },
  { path: 'gradeReadQuality', title: '年级阅读质量排名', family: 'quality', level: 'grade' },
  { path: 'clazzReadQuality', title: '班级阅读质量排名', family: 'quality', level: 'class' },
  { path: 'stuReadQuality', title: '学生阅读质量排名', family: 'quality', level: 'student' },
  { path: 'multipleExpressionRanking', title: '多元表达排名', family: 'expression', level: 'campus' },
  { path: 'gradeInteract', title: '年级互动排名', family: 'interaction', level: 'grade' },
  { path: 'clazzInteract', title: '班级互动排名', family: 'interaction', level: 'class' },
  { path: 'stuInteract', title: '学生互动排名', family: 'interaction', level: 'student' },
  { path: 'libraryBookData/campus', title: '校区馆藏排名', family: 'libraryBook', level: 'campus', exact: true },
  { path: 'libraryBookData/grade', title: '年级馆藏借阅排名', family: 'libraryBook', level: 'grade' },
  { path: 'libraryBookData/clazz', title: '班级馆藏借阅排名', family: 'libraryBook', level: 'class' },
  { path: 'libraryBookData/student', title: '学生馆藏借阅排名', family: 'libraryBook', level: 'student' },
  { path: 'circulation/campus', title: '校区流通排名', family: 'circulation', level: 'campus', exact: true },
  { path: 'circulation/grade', title: '年级流通排名', family: 'circulation', level: 'grade' },
  { path: 'circulation/clazz', title: '班级流通排名', family: 'circulation', level: 'class' },
  { path: 'circulation/student', title: '学生流通排名', family: 'circulation', level: 'student' },
  { path: 'region', title: '区域排名', family: 'region', level: 'region' },
  { path: 'teacher', title: '教师排名', family: 'teacher', level: 'teacher' },
  { path: 'grade', title: '年级综合排名', family: 'overall', level: 'grade' },
  { path: 'class/', title: '班级综合排名', family: 'overall', level: 'class' },
  { path: 'student/', title: '学生综合排名', family: 'overall', level: 'student' },
];

/** The ranking pages of /dataReport and /teaching, same page, same data. */
export const DATA_REPORT_RANK_ROWS: readonly RankingRow[] = [
  { path: 'multipleExpressionRanking', title: '多元表达排名', family: 'expression', level: 'campus' },
  { path: 'monthPartRanking', title: '月度参与排名', family: 'participation', level: 'campus' },
  { path: 'readQualityRanking', title: '阅读质量排名', family: 'quality', level: 'campus' },
  { path: 'readQualityAccuracyRanking', title: '阅读正确率排名', family: 'qualityAccuracy', level: 'campus' },
];

export const TEACHING_RANK_ROWS: readonly RankingRow[] = [
  { path: 'teachingDataRanking', title: '教学数据排名', family: 'teaching', level: 'teacher' },
];

export function rankingNodes(rows: readonly RankingRow[], activeMenu: string, visiblePath?: string): RouteNode[] {
  return rows.map((row) => ({
    path: row.path,
    // The one ranking page (src/features/ranking/): every row renders it with its own family and level.
    page: 'ranking/ranking-page',
    meta: {
      title: row.title,
      hidden: row.path !== visiblePath,
      activeMenu: row.path === visiblePath ? undefined : activeMenu,
      ranking: { family: row.family, level: row.level, ...(row.exact ? { exact: true } : {}) },
    },
  }));
}
