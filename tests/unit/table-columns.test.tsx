import { render } from '@testing-library/react';
import { cellsOf } from '@/components/export-xlsx';
import { StatTable } from '@/components/stat-table';
import { buildSheet } from '@/components/xlsx-sheet';
import { cellValue, columnId, formatCell, headerText, toExportColumns, type TableColumn } from '@/components/table-columns';
import { gradeColumns, type GroupLike } from '@/features/evaluation/evaluation-model';
import { exportColumns, sortKeys, tableColumns, type RankingTable } from '@/features/ranking/table-model';

/*
 * One column definition drives the table on screen and its export. These tests render a StatTable and write the
 * sheet from the same definitions, then read both back: every column the two have in common must
 * carry the same header, and every cell of the sheet must read, formatted the way the column formats, as the
 * screen shows it. A table or an export that went its own way (another title, another field, a column dropped or
 * added on one side only) fails here.
 */

type Cell = string | number | null;

/** Headers and cell texts of the rendered table (body rows in order). */
function screenTable(): { headers: string[]; rows: string[][] } {
  const headers = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-thead th.ant-table-cell'))
    .filter((th) => !th.classList.contains('ant-table-cell-scrollbar'))
    .map((th) => th.textContent ?? '');
  const rows = Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')).map((tr) =>
    Array.from(tr.querySelectorAll('td')).map((td) => td.textContent ?? ''),
  );
  return { headers, rows };
}

/** Headers and raw cells of the sheet the export writes (after the header block); ranks by position as the table's. */
function sheetTable<T>(columns: readonly TableColumn<T>[], rows: readonly T[]): { headers: string[]; rows: Cell[][] } {
  const position = (row: T) => rows.indexOf(row) + 1;
  const exported = toExportColumns(columns, position);
  const data = buildSheet({
    header: { title: '测试', lines: [] },
    columns: exported,
    rows: cellsOf(exported, rows),
    time: '2026-11-22 09:30',
  });
  // Title, 导出时间, 行数, a blank row: then the column titles and the rows.
  const [titles, ...body] = data.slice(4);
  const raw = (cell: unknown): Cell =>
    cell === null || cell === undefined ? null : typeof cell === 'object' ? (cell as { value: Cell }).value : (cell as Cell);
  return { headers: titles.map((c) => String(raw(c))), rows: body.map((r) => r.map(raw)) };
}

/**
 * Renders the table and writes the sheet from `columns`, and checks that they agree: headers of the shared columns,
 * then each shared cell without a custom renderer (the sheet's value, formatted by the column, is the screen's text).
 * Returns both for further checks.
 */
function expectTableMatchesExport<T extends object>(columns: TableColumn<T>[], rows: T[], rowKey: Extract<keyof T, string>) {
  const view = render(<StatTable columns={columns} data={rows} rowKey={rowKey} pagination={false} exportFileName={false} sticky={false} />);
  const screen = screenTable();
  const sheet = sheetTable(columns, rows);
  view.unmount();

  const shown = columns.filter((c) => c.shown !== false);
  const exported = columns.filter((c) => c.exportable !== false);
  expect(screen.headers).toEqual(shown.map(headerText));
  expect(sheet.headers).toEqual(exported.map((c) => c.exportAs?.title ?? headerText(c)));
  expect(screen.rows).toHaveLength(rows.length);
  expect(sheet.rows).toHaveLength(rows.length);

  let compared = 0;
  for (const col of columns) {
    const s = shown.indexOf(col);
    const x = exported.indexOf(col);
    if (s < 0 || x < 0) continue;
    if (col.exportAs?.title === undefined) expect(sheet.headers[x]).toBe(screen.headers[s]);
    if (col.render || col.exportAs?.value) continue;
    rows.forEach((_, r) => {
      expect({ column: headerText(col), row: r, text: formatCell(col, sheet.rows[r][x]) }).toEqual({
        column: headerText(col),
        row: r,
        text: screen.rows[r][s],
      });
      compared += 1;
    });
  }
  return { screen, sheet, compared };
}

interface ClassRow {
  id: number;
  name: string;
  loans: number;
  rate: number | null;
  perStudent: number;
  teacher: string;
}

const rows: ClassRow[] = [
  { id: 1, name: '三年级(2)班', loans: 12345, rate: 0.9512, perStudent: 3.456, teacher: '王老师' },
  { id: 2, name: '四年级(1)班', loans: 23456, rate: null, perStudent: 2.1, teacher: '李老师' },
  { id: 3, name: '三年级(1)班', loans: 800, rate: 0.4, perStudent: 5, teacher: '张老师' },
];

const columns: TableColumn<ClassRow>[] = [
  { key: 'rank', title: '排名', kind: 'rank' },
  { dataIndex: 'name', title: '班级', width: 120, exportAs: { width: 14 } },
  { dataIndex: 'loans', title: '借阅量', unit: '册次', kind: 'count' },
  { dataIndex: 'rate', title: '参与率', kind: 'percent' },
  { dataIndex: 'perStudent', title: '生均借阅', kind: 'decimal', digits: 1, format: (v) => `${v.toFixed(1)} 本` },
  { key: 'teacher', title: '班主任', value: (r) => r.teacher, shown: false },
  { key: 'open', title: '查看', value: () => '', exportable: false, render: () => <a href="#x">班级数据</a> },
];

describe('one column definition: the table and its export', () => {
  test('the same headers and, formatted, the same values; screen-only and export-only columns where they say', () => {
    const { screen, sheet, compared } = expectTableMatchesExport(columns, rows, 'id');
    expect(compared).toBe(5 * rows.length); // 排名, 班级, 借阅量, 参与率, 生均借阅 (its own format on screen)
    expect(screen.headers).toEqual(['排名', '班级', '借阅量（册次）', '参与率', '生均借阅', '查看']);
    expect(sheet.headers).toEqual(['排名', '班级', '借阅量（册次）', '参与率', '生均借阅', '班主任']);
    expect(screen.rows[0]).toEqual(['1', '三年级(2)班', '1.23万', '95.1%', '3.5 本', '班级数据']);
    // Numbers stay numbers in the sheet; the export-only column has its values.
    expect(sheet.rows[0]).toEqual([1, '三年级(2)班', 12345, 0.9512, 3.456, '王老师']);
    expect(sheet.rows[1][3]).toBeNull();
  });

  test('exportAs: what the export writes differently, on the same column', () => {
    const cols: TableColumn<ClassRow>[] = [
      { key: 'name', title: '班级', value: (r) => r.name.slice(0, 3), exportAs: { title: '班级全称', value: (r) => r.name } },
      { dataIndex: 'loans', title: '借阅量', kind: 'count', exportAs: { kind: 'text' } },
    ];
    const { screen, sheet } = expectTableMatchesExport(cols, rows, 'id');
    expect(screen.headers).toEqual(['班级', '借阅量']);
    expect(sheet.headers).toEqual(['班级全称', '借阅量']);
    expect(screen.rows[0]).toEqual(['三年级', '1.23万']);
    expect(sheet.rows[0]).toEqual(['三年级(2)班', '12345']);
    expect(toExportColumns(cols)[0]).toMatchObject({ title: '班级全称', kind: 'text' });
  });

  test('the assessment pages’ group table (年级/班级): its Excel has the table’s columns and values', () => {
    const groups: (GroupLike & { id: number })[] = [
      {
        id: 31,
        name: '三年级(1)班',
        students: 45,
        tested: 44,
        participationRate: 44 / 45,
        averageScore: 81.26,
        bands: [
          { key: 'excellent', name: '优秀', min: 85, max: 100, count: 12, share: 12 / 44 },
          { key: 'good', name: '良好', min: 70, max: 84, count: 20, share: 20 / 44 },
          { key: 'pass', name: '合格', min: 60, max: 69, count: 8, share: 8 / 44 },
          { key: 'improve', name: '待提高', min: 0, max: 59, count: 4, share: 4 / 44 },
        ],
      },
      { id: 32, name: '三年级(2)班', students: 40, tested: 0, participationRate: 0, averageScore: 0, bands: [] },
    ];
    const cols = gradeColumns<(typeof groups)[number]>('班级');
    const { sheet, compared } = expectTableMatchesExport(cols, groups, 'id');
    expect(compared).toBe(cols.length * groups.length);
    expect(sheet.headers).toEqual(['班级', '应测（人）', '实测（人）', '参测率', '平均分', '优秀率', '良好率', '合格率', '待提高率']);
    expect(sheet.rows[1].slice(4)).toEqual([null, null, null, null, null]); // untested: empty, as on screen ('-')
  });

  test('the ranking table: the .xlsx columns are the definition’s, and the shown ones are the table’s sortable keys', () => {
    const t: RankingTable = {
      id: [1, 2],
      name: ['三年级(1)班', '三年级(2)班'],
      rank: [1, null],
      previousRank: [2, null],
      students: [40, 3],
      place: [0, 0],
      subject: [null, null],
      values: { booksRead: [30, 2] },
      places: [
        {
          districtId: 1001,
          districtName: '望海区',
          libraryId: 101,
          schoolName: '滨江市实验小学',
          campusId: 1011,
          campusName: '本部',
          grade: 3,
          gradeName: '三年级',
          classId: null,
          className: null,
        },
      ],
    };
    const o = { level: 'class' as const, columns: ['booksRead' as const], mask: false, nameTitle: '班级', parent: null };
    const cols = tableColumns(t, o);
    const xlsx = exportColumns(t, o);
    expect(xlsx.map((c) => c.title)).toEqual(toExportColumns(cols).map((c) => c.title));
    expect(xlsx.map((c) => c.value(1))).toEqual(['样本不足', '三年级(2)班', 3, 2, null, null]);
    expect(cols.filter((c) => c.shown !== false).map(columnId)).toEqual(sortKeys(o.columns, o.level));
    expect(cols.map((c) => cellValue(c, 0))).toEqual([1, '三年级(1)班', 40, 30, 2, 1]);
  });
});
