import { useMemo } from 'react';
import { Col, Row, Segmented, Select, Tag, Typography } from 'antd';
import { bookRank, cardBorrowRank, categoryBorrow, gradeBorrow } from '@/api/contract/library';
import type { Data } from '@/api/define';
import { useStatsQuery } from '@/hooks/queries';
import { spansSchools } from '@/hooks/scope';
import { Chart, useTones, type ChartEvents } from '@/components/chart';
import { StatTable } from '@/components/stat-table';
import { StatsPage } from '@/components/stats-page';
import type { TableColumn } from '@/components/table-columns';
import { QueryWidget } from '@/components/widget';
import { CLC_CLASSES, CLC_CODES, clcLabel } from '@/config/clc';
import { parseGrade, useUrlFilters } from '@/utils/url-filters';
import { categoryLoansOption } from './charts';

type BookRow = Data<typeof bookRank>['rows'][number];
type ReaderRow = Data<typeof cardBorrowRank>['rows'][number];
type ReaderType = 'student' | 'teacher';

/** Rows each ranking asks for (the table pages through them). */
const RANK_LIMIT = 50;

/** URL query names of the filters: a link reproduces the view. */
export const FILTER_PARAMS = { category: 'category', grade: 'grade', reader: 'reader', readerGrade: 'readerGrade' } as const;

const CATEGORY_OPTIONS = CLC_CLASSES.map((c) => ({ value: c.code, label: clcLabel(c.code, c.name) }));

const bookColumns: TableColumn<BookRow>[] = [
  { title: '排名', dataIndex: 'rank', kind: 'rank', width: 72, sortable: false },
  { title: '书名', dataIndex: 'title', width: 200, ellipsis: true },
  { title: '作者', dataIndex: 'author', width: 140, ellipsis: true, priority: 2 },
  {
    title: '中图法分类',
    key: 'category',
    value: (r) => clcLabel(r.category, r.categoryName),
    width: 150,
    priority: 2,
    render: (_v, r) => (
      <Tag variant="filled" color="blue">
        {clcLabel(r.category, r.categoryName)}
      </Tag>
    ),
  },
  { title: '出版社', dataIndex: 'publisher', width: 170, ellipsis: true, priority: 3 },
  { title: '借阅量（册次）', dataIndex: 'loans', kind: 'count', width: 130, priority: 0 },
];

function readerColumns(withSchool: boolean, type: ReaderType): TableColumn<ReaderRow>[] {
  return [
    { title: '排名', dataIndex: 'rank', kind: 'rank', width: 72, sortable: false },
    { title: '姓名', dataIndex: 'name', width: 96 },
    ...(withSchool ? [{ title: '学校', dataIndex: 'schoolName', width: 170, ellipsis: true, priority: 2 } as TableColumn<ReaderRow>] : []),
    { title: type === 'teacher' ? '学科' : '班级', dataIndex: 'className', width: 130, ellipsis: true },
    { title: '借阅卡号', dataIndex: 'cardNo', width: 130, priority: 3 },
    { title: '借阅量（册次）', dataIndex: 'loans', kind: 'count', width: 130, priority: 0 },
  ];
}

/** The height of a ranking list with its data at 1366 px, its placeholder's too. */
const LIST_HEIGHT = 637;

/** /library/borrow-rank — 借阅排行: most borrowed books and top readers, with filters kept in the URL. */
export default function BorrowRankPage() {
  const { params, update } = useUrlFilters();
  const rawCategory = params.get(FILTER_PARAMS.category)?.toUpperCase() ?? null;
  const category = rawCategory && CLC_CODES.has(rawCategory) ? rawCategory : undefined;
  const grade = parseGrade(params.get(FILTER_PARAMS.grade));
  const readerType: ReaderType = params.get(FILTER_PARAMS.reader) === 'teacher' ? 'teacher' : 'student';
  const readerGrade = readerType === 'student' ? parseGrade(params.get(FILTER_PARAMS.readerGrade)) : undefined;

  const grades = useStatsQuery(gradeBorrow);
  const books = useStatsQuery(bookRank, { limit: RANK_LIMIT, category, grade }, { keepWhileFiltering: true });
  const readers = useStatsQuery(cardBorrowRank, { limit: RANK_LIMIT, readerType, grade: readerGrade }, { keepWhileFiltering: true });
  const categoryLoans = useStatsQuery(categoryBorrow, { grade }, { keepWhileFiltering: true });
  const tones = useTones();

  const scope = books.data?.scope ?? grades.data?.scope;
  const withSchool = spansSchools(scope?.level);
  const gradeOptions = useMemo(() => (grades.data?.rows ?? []).map((g) => ({ value: g.grade, label: g.gradeName })), [grades.data]);
  const gradeName = gradeOptions.find((g) => g.value === grade)?.label;

  const gradeSelect = (value: number | undefined, onChange: (v: number | undefined) => void, label: string) => (
    <Select<number>
      aria-label={label}
      allowClear
      placeholder="全部年级"
      style={{ width: 120 }}
      value={value}
      options={gradeOptions}
      loading={grades.isPending}
      disabled={grades.isError && gradeOptions.length === 0}
      onChange={(v) => onChange(v ?? undefined)}
      popupMatchSelectWidth={false}
    />
  );

  const onCategoryClick: ChartEvents = {
    click: (p) => {
      const row = categoryLoans.data?.rows[p.dataIndex];
      if (row) update({ [FILTER_PARAMS.category]: row.code === category ? null : row.code });
    },
  };

  const bookFilterText = [category ? clcLabel(category) : null, gradeName].filter(Boolean).join(' · ');

  return (
    <StatsPage scope={scope}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={14}>
          <QueryWidget
            title="图书借阅排行"
            subtitle={bookFilterText || '全部分类 · 全部年级'}
            query={books}
            isEmpty={(d) => d.rows.length === 0}
            emptyText={bookFilterText ? `${bookFilterText} 本学年暂无借阅记录` : '本学年暂无借阅记录'}
            // A page of the list at 1366 px (toolbar, ten rows, pager): what is under it does not move when it comes.
            height={LIST_HEIGHT}
            extra={
              <div className="srp-filters">
                <Select<string>
                  aria-label="中图法分类"
                  allowClear
                  showSearch={{
                    filterOption: (input, option) =>
                      String(option?.label ?? '')
                        .toLowerCase()
                        .includes(input.trim().toLowerCase()),
                  }}
                  placeholder="全部分类"
                  style={{ width: 168 }}
                  value={category}
                  options={CATEGORY_OPTIONS}
                  onChange={(v) => update({ [FILTER_PARAMS.category]: v ?? null })}
                  popupMatchSelectWidth={false}
                />
                {gradeSelect(grade, (v) => update({ [FILTER_PARAMS.grade]: v === undefined ? null : String(v) }), '年级')}
              </div>
            }
          >
            {(d) => (
              <StatTable<BookRow>
                columns={bookColumns}
                data={d.rows}
                rowKey="bookId"
                search={{ column: 'title', placeholder: '搜索书名' }}
                exportFileName="图书借阅排行"
                size="middle"
              />
            )}
          </QueryWidget>
        </Col>
        <Col xs={24} xxl={10}>
          <QueryWidget
            title="读者借阅排行"
            subtitle={readerType === 'teacher' ? '教师' : (gradeOptions.find((g) => g.value === readerGrade)?.label ?? '全部年级学生')}
            query={readers}
            isEmpty={(d) => d.rows.length === 0}
            emptyText={readerType === 'teacher' ? '本学年暂无教师借阅记录' : '本学年暂无学生借阅记录'}
            // A page of the list at 1366 px (toolbar, ten rows, pager): what is under it does not move when it comes.
            height={LIST_HEIGHT}
            extra={
              <div className="srp-filters">
                <Segmented<ReaderType>
                  aria-label="读者类型"
                  value={readerType}
                  options={[
                    { value: 'student', label: '学生' },
                    { value: 'teacher', label: '教师' },
                  ]}
                  onChange={(v) =>
                    update({ [FILTER_PARAMS.reader]: v === 'teacher' ? 'teacher' : null, [FILTER_PARAMS.readerGrade]: null })
                  }
                />
                {readerType === 'student' &&
                  gradeSelect(readerGrade, (v) => update({ [FILTER_PARAMS.readerGrade]: v === undefined ? null : String(v) }), '读者年级')}
              </div>
            }
          >
            {(d) => (
              <StatTable<ReaderRow>
                columns={readerColumns(withSchool, readerType)}
                data={d.rows}
                rowKey="cardNo"
                search={{ column: 'name', placeholder: '搜索姓名' }}
                exportFileName={readerType === 'teacher' ? '教师借阅排行' : '学生借阅排行'}
                exportTrace={readerType === 'teacher' ? undefined : { names: 'full' }}
                size="middle"
              />
            )}
          </QueryWidget>
        </Col>
      </Row>

      <QueryWidget
        title="分类借阅"
        subtitle={`${gradeName ?? '全体读者'} · 点击柱子按分类筛选图书排行`}
        query={categoryLoans}
        isEmpty={(d) => d.rows.length === 0}
        emptyText={gradeName ? `${gradeName}本学年暂无借阅记录` : '本学年暂无借阅记录'}
        height={300}
      >
        {(d) => (
          <>
            <Chart
              option={categoryLoansOption(d, category, tones)}
              height={300}
              ariaLabel="中图法各大类借阅量柱状图"
              onEvents={onCategoryClick}
            />
            {category && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                已筛选 {clcLabel(category)}，再次点击该柱子取消筛选。
              </Typography.Text>
            )}
          </>
        )}
      </QueryWidget>
    </StatsPage>
  );
}
