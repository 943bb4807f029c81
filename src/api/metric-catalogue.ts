/**
 * The metric catalogue (docs/rules.md#figures): every figure the app shows — in KPI cards, chart series, table
 * columns, the walls and the exports — has one entry here: its name, what it counts (numerator, denominator, who,
 * as of when), its unit and how it reads. Pages take a figure's name and its ⓘ help from here instead of typing
 * their own, so the same name is the same number everywhere, and two different figures never share a name
 * (活跃率 is not 参与率; 借阅量（全部读者） is not 学生借阅量). The 指标说明 page (/metrics) lists the catalogue.
 *
 * The ranking metrics of the contract (RANKING_METRIC_KEYS) are a part of it: src/api/ranking-metrics.ts.
 */

type MetricArea = 'roll' | 'holdings' | 'circulation' | 'reading' | 'quality' | 'expression' | 'teaching' | 'score';

/** The groups of the 指标说明 page, in its order. */
export const METRIC_AREAS: readonly { key: MetricArea; label: string }[] = [
  { key: 'roll', label: '学校与在籍' },
  { key: 'holdings', label: '馆藏' },
  { key: 'circulation', label: '借阅流通' },
  { key: 'reading', label: '阅读平台' },
  { key: 'quality', label: '阅读质量' },
  { key: 'expression', label: '多元表达与互动' },
  { key: 'teaching', label: '教学' },
  { key: 'score', label: '综合' },
];

export interface MetricInfo {
  /** Name in titles, column headers, legends, e.g. '学生借阅量'. */
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
  /** What the figure counts, in Chinese: numerator, denominator, who is counted, as of when. */
  definition: string;
  area: MetricArea;
}

const PERIOD = '所选学年（学期、月份）内';

export const METRICS = {
  // ------------------------------------------------------------ roll
  schools: { label: '学校', unit: '所', kind: 'count', area: 'roll', definition: '范围内纳入统计的学校（学校图书馆）数。' },
  campuses: { label: '校区', unit: '个', kind: 'count', area: 'roll', definition: '范围内学校的校区数。' },
  classes: {
    label: '班级',
    unit: '个',
    kind: 'count',
    area: 'roll',
    definition: '范围内纳入统计的班级数：所选学年花名册上的班级（班级每学年升一个年级，毕业年级离校、一年级新入学）。',
  },
  students: {
    label: '学生数',
    unit: '人',
    kind: 'count',
    area: 'roll',
    definition:
      '在籍学生数：所选学年花名册上的学生人数——往年即该学年在籍的学生（当年的班级，含当年转入、不含已转出的），不是今天的名单。各项“生均”“率”的分母。',
  },
  teachers: {
    label: '教师数',
    unit: '人',
    kind: 'count',
    area: 'roll',
    definition: '在职教师数：所选学年花名册上的教师人数（往年即该学年在职的教师）。教师也可借阅，但不计入学生的各项比率。',
  },
  studentsTaught: {
    label: '任教学生',
    unit: '人',
    kind: 'count',
    area: 'roll',
    definition: '教师在所选学年任教的各班在籍学生人数之和；教师排名的“样本下限”按此人数判断。',
  },
  lateSchools: {
    label: '数据未及时上报',
    unit: '所',
    kind: 'count',
    higherIsBetter: false,
    area: 'roll',
    definition: '最新数据（最近一次上报借阅或阅读记录的日期）距今超过规定天数的学校数。按今天计，不随所选学年变化。',
  },
  // ------------------------------------------------------------ holdings
  volumes: {
    label: '馆藏',
    unit: '册',
    kind: 'count',
    area: 'holdings',
    definition: '馆藏为学年末（8月31日）在架图书册数；当前学年为今日馆藏。往年 = 今日馆藏减去其后各学年新增的册数。',
  },
  titles: {
    label: '图书种数',
    unit: '种',
    kind: 'count',
    area: 'holdings',
    definition: '学年末馆藏的图书种数；同一种书在两个校区各算一种。',
  },
  volumesPerStudent: {
    label: '生均藏书',
    unit: '册/生',
    kind: 'decimal',
    digits: 2,
    perStudent: true,
    area: 'holdings',
    definition: '学年末馆藏册数 ÷ 在籍学生数。对照“藏书标准”（中小学图书馆（室）规程，按学校类型）。',
  },
  volumeStandard: {
    label: '藏书标准',
    unit: '册/生',
    kind: 'decimal',
    digits: 2,
    perStudent: true,
    area: 'holdings',
    definition:
      '教育部《中小学图书馆（室）规程》（教基〔2018〕5号）规定的生均藏书量，按学校类型：小学 25、初级中学 35、高级中学 50、完全中学 45 册/生；九年一贯制学校的小学、初中学段分别按 25、35 册/生，按在籍学生折算。标准是下限；区域为各校应有册数之和 ÷ 学生数。',
  },
  requiredVolumes: {
    label: '应有册数',
    unit: '册',
    kind: 'count',
    area: 'holdings',
    definition: '所选学年在籍学生数 × 藏书标准（九年一贯制按学段折算），向上取整；区域为各校之和。',
  },
  volumeGap: {
    label: '应补册数',
    unit: '册',
    kind: 'count',
    higherIsBetter: false,
    area: 'holdings',
    definition: '每所学校 max(0, 应有册数 − 学年末馆藏)：达到规程生均藏书标准还需补充的册数；区域为各校之和（超出标准的学校不抵扣）。',
  },
  newPerStudent: {
    label: '生均新增',
    unit: '册/生',
    kind: 'decimal',
    digits: 2,
    perStudent: true,
    area: 'holdings',
    definition: '所选学年新入藏册数 ÷ 在籍学生数。规程要求每年生均新增（更新）纸质图书不少于 1 册；当前学年截至今日。',
  },
  newGap: {
    label: '年度新增缺口',
    unit: '册',
    kind: 'count',
    higherIsBetter: false,
    area: 'holdings',
    definition: '每所学校 max(0, 在籍学生数 × 1 − 本学年新增)：本学年达到生均新增 1 册还需新增的册数。',
  },
  plannedVolumes: {
    label: '建议采购',
    unit: '册',
    kind: 'count',
    area: 'holdings',
    definition:
      '每所学校 max(应补册数, 年度新增缺口)：补足标准的新书同时计入本学年新增。按中图法大类分配时，按补充后各类低于推荐占比的差额分配。',
  },
  planCost: {
    label: '预计费用',
    unit: '元',
    kind: 'count',
    area: 'holdings',
    definition: '建议采购册数 × 平均单价（元/册，页面可调整；默认由服务器给出），每所学校（每个分类）取整到元。',
  },
  averageAge: {
    label: '平均馆龄',
    unit: '年',
    kind: 'decimal',
    digits: 1,
    higherIsBetter: false,
    area: 'holdings',
    definition: '学年末馆藏按出版年限的平均年数：3年以内按 1.5 年、4–10年按 7 年、11–20年按 15 年、20年以上按 26 年计，按册数加权。',
  },
  unborrowedTitles: {
    label: '近三学年未借出',
    unit: '种',
    kind: 'count',
    higherIsBetter: false,
    area: 'holdings',
    definition: '学年末馆藏中，截至所选学年的近三个学年内没有任何读者借过的图书种数。',
  },
  weedingCandidates: {
    label: '剔旧候选',
    unit: '册',
    kind: 'count',
    area: 'holdings',
    definition: '出版超过 10 年且近三学年没有借出的馆藏册数：剔旧（下架、调剂或报废）的候选。剔旧后按规程补充新书。',
  },
  schoolsBelowStandard: {
    label: '生均藏书不达标',
    unit: '所',
    kind: 'count',
    higherIsBetter: false,
    area: 'holdings',
    definition: '生均藏书（学年末馆藏册数 ÷ 所选学年在籍学生数）低于国家标准下限的学校数。',
  },
  newVolumes: {
    label: '本学年新增',
    unit: '册',
    kind: 'count',
    area: 'holdings',
    definition: '所选学年内新入藏的图书册数（当前学年截至今日）。',
  },
  recentShare: {
    label: '近三年出版占比',
    unit: '',
    kind: 'percent',
    area: 'holdings',
    definition: '学年末馆藏中近三年出版的册数 ÷ 学年末馆藏册数。',
  },
  // ------------------------------------------------------------ circulation
  allLoans: {
    label: '借阅量（全部读者）',
    unit: '册次',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}借出的册次，学生与教师借阅均计入（= 学生借阅量 + 教师借阅量）。`,
  },
  loans: {
    label: '学生借阅量',
    unit: '册次',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}学生借出的册次，不含教师借阅。排行榜的借阅量即此数。`,
  },
  teacherLoans: {
    label: '教师借阅量',
    unit: '册次',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}教师借出的册次。`,
  },
  loansPerStudent: {
    label: '生均借阅',
    unit: '册次/生',
    kind: 'decimal',
    digits: 2,
    perStudent: true,
    area: 'circulation',
    definition: `${PERIOD}学生借阅量 ÷ 在籍学生数（分子分母都不含教师）。`,
  },
  loansPerStudentChange: {
    label: '生均借阅变化',
    unit: '',
    kind: 'percent',
    area: 'circulation',
    definition:
      '本期生均借阅相对对比期的变化：（本期 − 对比期）÷ 对比期。对比期为上学年，学年未结束时为上年同期（同样多的月份）；学期、自定义月份同理。',
  },
  monthlyLoans: {
    label: '月度借阅',
    unit: '册次',
    kind: 'count',
    area: 'circulation',
    definition: '该学年 9 月至次年 8 月每月的学生借阅量（册次），尚无数据的月份留空；学校数据表中的小趋势线。',
  },
  categoriesBorrowed: {
    label: '借阅类别数',
    unit: '类',
    kind: 'count',
    area: 'circulation',
    definition:
      '统计期内该生所借图书覆盖的中图法基本大类数（共22类），反映借阅的广度。没有借阅为 0；不超过该生的借阅量。只有学生有此数：各人的类别会重叠，不能相加为班级、年级或学校的数。',
  },
  allBorrowers: {
    label: '借阅人数（含教师）',
    unit: '人',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}至少借过一次书的学生与教师人数。`,
  },
  borrowers: {
    label: '学生借阅人数',
    unit: '人',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}至少借过一次书的学生人数（学生借阅率的分子）。`,
  },
  borrowRate: {
    label: '学生借阅率',
    unit: '',
    kind: 'percent',
    perStudent: true,
    area: 'circulation',
    definition: '学生借阅人数 ÷ 在籍学生数；教师既不在分子也不在分母。',
  },
  returns: {
    label: '学生归还',
    unit: '册次',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}学生归还的册次（排行榜，不含教师）。`,
  },
  renewals: {
    label: '学生续借',
    unit: '册次',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}学生续借的册次（排行榜，不含教师）。`,
  },
  overdue: {
    label: '学生逾期',
    unit: '册次',
    kind: 'count',
    higherIsBetter: false,
    area: 'circulation',
    definition: `${PERIOD}学生逾期未还的册次（排行榜，不含教师）。越少越好。`,
  },
  loansPerTeacher: {
    label: '教师人均借阅',
    unit: '册次/人',
    kind: 'decimal',
    digits: 2,
    area: 'circulation',
    definition: `${PERIOD}教师借阅量 ÷ 在职教师数（所选学年花名册上的教师）。`,
  },
  teacherBorrowRate: {
    label: '教师借阅率',
    unit: '',
    kind: 'percent',
    area: 'circulation',
    definition: `${PERIOD}至少借过一次书的教师人数 ÷ 在职教师数；学生既不在分子也不在分母。`,
  },
  allReturns: {
    label: '归还（全部读者）',
    unit: '册次',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}学生与教师归还的册次。`,
  },
  allRenewals: {
    label: '续借（全部读者）',
    unit: '册次',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}学生与教师续借的册次。`,
  },
  allOverdue: {
    label: '逾期（全部读者）',
    unit: '册次',
    kind: 'count',
    higherIsBetter: false,
    area: 'circulation',
    definition: `${PERIOD}学生与教师逾期未还的册次。越少越好。`,
  },
  overdueRate: {
    label: '逾期率',
    unit: '',
    kind: 'percent',
    higherIsBetter: false,
    area: 'circulation',
    definition: '逾期（全部读者） ÷ 借阅量（全部读者）：期内借出的图书中逾期未还的比例。越低越好。',
  },
  overdueReaders: {
    label: '逾期读者',
    unit: '人',
    kind: 'count',
    higherIsBetter: false,
    area: 'circulation',
    definition: `${PERIOD}至少有一册逾期未还的读者人数（学生与教师）。`,
  },
  loans3y: {
    label: '近三学年借阅',
    unit: '册次',
    kind: 'count',
    area: 'circulation',
    definition: '截至所选学年的近三个学年内，学生与教师借出的册次。',
  },
  cardsIssued: {
    label: '发卡数',
    unit: '张',
    kind: 'count',
    area: 'circulation',
    definition: '所选学年花名册上的学生与教师持有的借阅卡张数（学生卡与教师卡）。',
  },
  activeCards: {
    label: '使用卡数',
    unit: '张',
    kind: 'count',
    area: 'circulation',
    definition: `${PERIOD}至少借过一次书的借阅卡张数。`,
  },
  cardUseRate: {
    label: '卡使用率',
    unit: '',
    kind: 'percent',
    area: 'circulation',
    definition: '使用卡数 ÷ 发卡数。',
  },
  // ------------------------------------------------------------ reading platform
  participants: {
    label: '参与人数',
    unit: '人',
    kind: 'count',
    area: 'reading',
    definition: `${PERIOD}在阅读平台上读过书的学生人数（阅读平台参与人数）。`,
  },
  participationRate: {
    label: '参与率',
    unit: '',
    kind: 'percent',
    perStudent: true,
    area: 'reading',
    definition: '阅读平台参与人数 ÷ 在籍学生数。与“活跃率”不同：只计读过书的学生。',
  },
  activeReaders: {
    label: '活跃读者',
    unit: '人',
    kind: 'count',
    area: 'reading',
    definition: `${PERIOD}在阅读平台上有任何活动（阅读、测验、表达、互动）的学生人数；按月统计时为当月人数。`,
  },
  activeRate: {
    label: '活跃率',
    unit: '',
    kind: 'percent',
    perStudent: true,
    area: 'reading',
    definition: '活跃读者 ÷ 在籍学生数。与“参与率”不同：有任何平台活动即算活跃，因此活跃率不低于参与率。',
  },
  booksRead: { label: '阅读本数', unit: '本', kind: 'count', area: 'reading', definition: `${PERIOD}学生在阅读平台上读完的图书本数。` },
  booksPerStudent: {
    label: '人均阅读',
    unit: '本/生',
    kind: 'decimal',
    digits: 2,
    perStudent: true,
    area: 'reading',
    definition: '阅读本数 ÷ 在籍学生数。',
  },
  wordsRead: { label: '阅读字数', unit: '字', kind: 'count', area: 'reading', definition: `${PERIOD}学生在阅读平台上读过的字数（汉字）。` },
  minutes: { label: '阅读时长', unit: '分钟', kind: 'count', area: 'reading', definition: `${PERIOD}学生在阅读平台上的阅读分钟数。` },
  quietStudents: {
    label: '近期未读学生',
    unit: '人',
    kind: 'count',
    higherIsBetter: false,
    area: 'reading',
    definition:
      '近 N 周（页面可选，默认 4 周）既没有在阅读平台上读书、也没有借阅图书的学生：最近一次阅读和最近一次借阅都早于该日期（或没有记录）。姓名只给任课教师和本校图书馆看。',
  },
  // ------------------------------------------------------------ quality
  quizzes: { label: '测验次数', unit: '次', kind: 'count', area: 'quality', definition: `${PERIOD}学生读完一本书后完成的测验次数。` },
  quizzesPerStudent: {
    label: '人均测验',
    unit: '次/生',
    kind: 'decimal',
    digits: 2,
    perStudent: true,
    area: 'quality',
    definition: '测验次数 ÷ 在籍学生数。',
  },
  questions: { label: '答题数', unit: '题', kind: 'count', area: 'quality', definition: '测验次数 × 每次 10 题。' },
  correct: { label: '答对题数', unit: '题', kind: 'count', area: 'quality', definition: `${PERIOD}测验中答对的题数。` },
  accuracy: {
    label: '正确率',
    unit: '',
    kind: 'percent',
    perStudent: true,
    area: 'quality',
    definition: '答对题数 ÷ 答题数（阅读平台测验）。',
  },
  assessmentAverage: {
    label: '测评平均分',
    unit: '分',
    kind: 'decimal',
    digits: 1,
    area: 'quality',
    definition:
      '所选学年最近一次阅读测评的平均分：实测学生得分之和 ÷ 实测人数（满分 100 分），即测评报告中该次测评的“平均分”。学年内尚无测评时无此数。',
  },
  // ------------------------------------------------------------ expression and interaction
  expressions: {
    label: '多元表达',
    unit: '次',
    kind: 'count',
    area: 'expression',
    definition: '读书笔记 + 书评 + 朗读 + 绘画 的次数之和。',
  },
  expressionsPerStudent: {
    label: '人均表达',
    unit: '次/生',
    kind: 'decimal',
    digits: 2,
    perStudent: true,
    area: 'expression',
    definition: '多元表达次数 ÷ 在籍学生数。',
  },
  notes: { label: '读书笔记', unit: '篇', kind: 'count', area: 'expression', definition: `${PERIOD}学生提交的读书笔记篇数。` },
  reviews: { label: '书评', unit: '篇', kind: 'count', area: 'expression', definition: `${PERIOD}学生发表的书评篇数。` },
  readAloud: { label: '朗读', unit: '次', kind: 'count', area: 'expression', definition: `${PERIOD}学生上传的朗读录音次数。` },
  drawings: { label: '绘画', unit: '幅', kind: 'count', area: 'expression', definition: `${PERIOD}学生提交的读书绘画幅数。` },
  interactions: { label: '互动', unit: '次', kind: 'count', area: 'expression', definition: '点赞 + 评论 + 分享 的次数之和。' },
  interactionsPerStudent: {
    label: '人均互动',
    unit: '次/生',
    kind: 'decimal',
    digits: 2,
    perStudent: true,
    area: 'expression',
    definition: '互动次数 ÷ 在籍学生数。',
  },
  likes: { label: '点赞', unit: '次', kind: 'count', area: 'expression', definition: `${PERIOD}学生在阅读平台上的点赞次数。` },
  comments: { label: '评论', unit: '条', kind: 'count', area: 'expression', definition: `${PERIOD}学生在阅读平台上的评论条数。` },
  shares: { label: '分享', unit: '次', kind: 'count', area: 'expression', definition: `${PERIOD}学生在阅读平台上的分享次数。` },
  // ------------------------------------------------------------ teaching
  activeTeachers: {
    label: '布置任务的教师',
    unit: '人',
    kind: 'count',
    area: 'teaching',
    definition: `${PERIOD}至少布置过一个阅读任务的教师人数。`,
  },
  tasks: { label: '阅读任务', unit: '个', kind: 'count', area: 'teaching', definition: `${PERIOD}教师布置的阅读任务个数。` },
  tasksPerTeacher: {
    label: '人均任务',
    unit: '个/人',
    kind: 'decimal',
    digits: 2,
    area: 'teaching',
    definition: '阅读任务 ÷ 教师数。',
  },
  recommendations: { label: '推荐图书', unit: '本', kind: 'count', area: 'teaching', definition: `${PERIOD}教师推荐的图书本数。` },
  classesCovered: {
    label: '覆盖班级',
    unit: '个',
    kind: 'count',
    area: 'teaching',
    definition: `${PERIOD}至少收到一个阅读任务的班级数（不重复计数，不超过班级总数）；一名教师的覆盖班级是其任务到达的所教班级数。`,
  },
  classTasks: {
    label: '任务班次',
    unit: '班次',
    kind: 'count',
    area: 'teaching',
    definition: `${PERIOD}各教师阅读任务到达的班级数之和：两名教师都给同一班级布置任务，计 2 班次。`,
  },
  completionRate: {
    label: '任务完成率',
    unit: '',
    kind: 'percent',
    perStudent: true,
    area: 'teaching',
    definition: '学生完成的任务人次 ÷ 布置到学生的任务人次。',
  },
  teachingScore: {
    label: '教学得分',
    unit: '分',
    kind: 'decimal',
    digits: 1,
    area: 'teaching',
    definition:
      '一名教师的 0–100 分：任务完成率 40%、月均布置任务（至多 3 个）30%、月均推荐图书（至多 2 本）20%、覆盖班级 ÷ 所教班级 10%。',
  },
  ownLoans: {
    label: '本人借阅',
    unit: '册次',
    kind: 'count',
    area: 'teaching',
    definition: `${PERIOD}教师本人借出的册次（教学数据排名）。`,
  },
  // ------------------------------------------------------------ score
  score: {
    label: '综合得分',
    unit: '分',
    kind: 'decimal',
    digits: 1,
    area: 'score',
    definition:
      '0–100 分：参与率 25%、测验正确率 20%、月人均阅读本数 15%、月生均借阅 15%、月人均表达 15%、月人均互动 10%（后四项按饱和曲线折算）。',
  },
} as const satisfies Record<string, MetricInfo>;

export type MetricKey = keyof typeof METRICS;

/** A title with its unit: '学生借阅量（册次）', '借阅量（全部读者，册次）', '参与率'. */
export function titleOf(m: Pick<MetricInfo, 'label' | 'unit'>): string {
  if (!m.unit) return m.label;
  return m.label.endsWith('）') ? `${m.label.slice(0, -1)}，${m.unit}）` : `${m.label}（${m.unit}）`;
}
