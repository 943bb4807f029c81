import { readSheet } from 'read-excel-file/node';
import { cellsOf, exportTime, xlsxBlob, xlsxFileName, type ExportColumn } from '@/components/export-xlsx';
import { buildSheet, sheetAssembler, type ExportReply } from '@/components/xlsx-sheet';

/** The Excel export, written and read back: header block, then the same rows in the same order, numbers as numbers. */

interface Row {
  name: string;
  school: string;
  loans: number;
  rate: number;
  perStudent: number;
  rank: number | null;
}

const columns: ExportColumn<Row>[] = [
  { title: '排名', value: (r) => r.rank ?? '样本不足', kind: 'count' },
  { title: '名称', value: (r) => r.name },
  { title: '学校', value: (r) => r.school, kind: 'text' },
  { title: '借阅量（册次）', value: (r) => r.loans, kind: 'count' },
  { title: '参与率', value: (r) => r.rate, kind: 'percent' },
  { title: '生均借阅（册次/生）', value: (r) => r.perStudent, kind: 'decimal' },
];
const rows: Row[] = [
  { rank: 1, name: '三年级(2)班', school: '滨江市实验小学', loans: 12345, rate: 0.9512, perStudent: 3.456 },
  { rank: null, name: '=HYPERLINK("x")', school: '望海区育英小学', loans: 9, rate: 0.1, perStudent: 0.5 },
];
const header = {
  title: '班级流通排名',
  lines: [
    ['范围', '区域 望海区'],
    ['学年', '2026-2027学年'],
    ['筛选', '三年级'],
  ] as const,
};
const NOW = new Date(2026, 10, 23, 9, 5);

const read = async (blob: Blob) => readSheet(Buffer.from(await blob.arrayBuffer()));

test('the sheet: header block, a blank row, column titles, rows in order', () => {
  const sheet = buildSheet({ header, columns, rows: cellsOf(columns, rows), time: exportTime(NOW) });
  expect(sheet).toHaveLength(6 + 1 + 1 + 2);
  expect(exportTime(NOW)).toBe('2026-11-23 09:05');
  // A number cell keeps its number and gets the column's format.
  expect(sheet[8][4]).toMatchObject({ value: 0.9512, format: '0.0%' });
  expect(sheet[8][5]).toMatchObject({ value: 3.456, format: '0.00' });
});

test('cells: numbers as numbers, a text column’s numbers as text, empty values empty, text in a number column as text', () => {
  const cols: ExportColumn<{ a: number | null; b: string }>[] = [
    { title: 'A', value: (r) => r.a, kind: 'count' },
    { title: 'B', value: (r) => r.b },
    { title: 'C', value: (r) => r.a, kind: 'text' },
  ];
  expect(
    cellsOf(cols, [
      { a: 7, b: '' },
      { a: null, b: 'x' },
    ]),
  ).toEqual([
    [7, null, '7'],
    [null, 'x', null],
  ]);
  expect(cellsOf(columns, rows, 1, 2)).toEqual([['样本不足', '=HYPERLINK("x")', '望海区育英小学', 9, 0.1, 0.5]]);
});

test('written and read back with read-excel-file: the same header, rows and numbers', async () => {
  const data = await read(await xlsxBlob(header, columns, rows, NOW));
  expect(data[0]).toEqual(['班级流通排名', null, null, null, null, null]);
  expect(data.slice(1, 6).map((r) => [r[0], r[1]])).toEqual([
    ['范围', '区域 望海区'],
    ['学年', '2026-2027学年'],
    ['筛选', '三年级'],
    ['导出时间', '2026-11-23 09:05'],
    ['行数', 2],
  ]);
  const titleRow = data.findIndex((r) => r[0] === '排名');
  expect(data[titleRow]).toEqual(columns.map((c) => c.title));
  expect(data.slice(titleRow + 1)).toEqual([
    [1, '三年级(2)班', '滨江市实验小学', 12345, 0.9512, 3.456],
    // Text that a spreadsheet could take for a formula is written with a leading apostrophe; an unranked row says so.
    ['样本不足', `'=HYPERLINK("x")`, '望海区育英小学', 9, 0.1, 0.5],
  ]);
});

test('the worker’s side: frame, rows in chunks, end → the same file as on the page', async () => {
  const assemble = sheetAssembler();
  const sheetColumns = columns.map(({ title, kind, digits, width }) => ({ title, kind, digits, width }));
  expect(await assemble({ type: 'start', header, columns: sheetColumns, time: exportTime(NOW) })).toBeNull();
  expect(await assemble({ type: 'rows', rows: cellsOf(columns, rows, 0, 1) })).toBeNull();
  expect(await assemble({ type: 'rows', rows: cellsOf(columns, rows, 1, 2) })).toBeNull();
  const reply = (await assemble({ type: 'end' })) as ExportReply;
  expect(reply.type).toBe('done');
  const fromWorker = await read((reply as Extract<ExportReply, { type: 'done' }>).blob);
  expect(fromWorker).toEqual(await read(await xlsxBlob(header, columns, rows, NOW)));
  // Rows without a frame: an error, not a file.
  expect(await sheetAssembler()({ type: 'end' })).toEqual({ type: 'error', message: '导出未开始' });
});

test('file names: page title, scope, school year, date; characters file systems refuse dropped', () => {
  expect(xlsxFileName(['学校数据', '望海区', '2026-2027学年'], NOW)).toBe('学校数据-望海区-2026-2027学年-2026-11-23.xlsx');
  expect(xlsxFileName(['a/b', undefined, 'c:d'], NOW)).toBe('a_b-c_d-2026-11-23.xlsx');
  expect(xlsxFileName(['学生参与排名', '望海区'], null)).toBe('学生参与排名-望海区.xlsx');
  expect(xlsxFileName([], null)).toBe('导出.xlsx');
});

test('file names: a server’s hostile name is cleaned and bounded (40 a part, 80 before the date)', () => {
  const name = xlsxFileName(['学生借阅排行', `..\u202e${'长'.repeat(500)}\u000c`, '2026-2027学年'], NOW);
  expect(name).toMatch(/^学生借阅排行-长+…-2026-2027学年-2026-11-23\.xlsx$/);
  expect([...name.replace(/-2026-11-23\.xlsx$/, '')].length).toBeLessThanOrEqual(80);
  // eslint-disable-next-line no-control-regex -- no control character may reach a file name
  expect(name).not.toMatch(/[\u0000-\u001f\u202e/\\]/);
  const many = xlsxFileName(
    Array.from({ length: 10 }, () => '校'.repeat(40)),
    NOW,
  );
  expect([...many.replace(/-2026-11-23\.xlsx$/, '')]).toHaveLength(80);
});

test('the header block’s values (a scope’s name from the server) are text, never formulas', () => {
  const sheet = buildSheet({
    header: { title: '=学生', lines: [['范围', '@学校 =cmd|x']] },
    columns: [{ title: '姓名' }],
    rows: [['+张三'], ['-'], ['-3']],
    time: '2026-11-23 14:05',
  });
  const text = JSON.stringify(sheet);
  expect(text).toContain(`"'=学生"`);
  expect(text).toContain(`"'@学校 =cmd|x"`);
  expect(text).toContain(`"'+张三"`);
  expect(text).toContain('"-"');
  expect(text).toContain('"-3"');
});
