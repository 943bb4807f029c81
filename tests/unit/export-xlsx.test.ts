import { readSheet } from 'read-excel-file/node';
import { buildSheet, exportTime, xlsxBlob, xlsxFileName, type ExportColumn } from '@/components/export-xlsx';

/** The Excel export, written and read back: header block, then the same rows in the same order, numbers as numbers. */

interface Row {
  name: string;
  school: string;
  loans: number;
  rate: number;
  perStudent: number;
}

const columns: ExportColumn<Row>[] = [
  { title: '名称', value: (r) => r.name },
  { title: '学校', value: (r) => r.school },
  { title: '借阅量（册次）', value: (r) => r.loans, kind: 'count' },
  { title: '参与率', value: (r) => r.rate, kind: 'percent' },
  { title: '生均借阅（册次/生）', value: (r) => r.perStudent, kind: 'decimal' },
];
const rows: Row[] = [
  { name: '三年级(2)班', school: '滨江市实验小学', loans: 12345, rate: 0.9512, perStudent: 3.456 },
  { name: '=HYPERLINK("x")', school: '望海区育英小学', loans: 9, rate: 0.1, perStudent: 0.5 },
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

test('the sheet: header block, a blank row, column titles, rows in order', () => {
  const sheet = buildSheet(header, columns, rows, NOW);
  expect(sheet).toHaveLength(6 + 1 + 1 + 2);
  expect(exportTime(NOW)).toBe('2026-11-23 09:05');
});

test('written and read back with read-excel-file: the same header, rows and numbers', async () => {
  const blob = await xlsxBlob(header, columns, rows, NOW);
  const data = await readSheet(Buffer.from(await blob.arrayBuffer()));
  expect(data[0]).toEqual(['班级流通排名', null, null, null, null]);
  expect(data.slice(1, 6).map((r) => [r[0], r[1]])).toEqual([
    ['范围', '区域 望海区'],
    ['学年', '2026-2027学年'],
    ['筛选', '三年级'],
    ['导出时间', '2026-11-23 09:05'],
    ['行数', 2],
  ]);
  const titleRow = data.findIndex((r) => r[0] === '名称');
  expect(data[titleRow]).toEqual(columns.map((c) => c.title));
  expect(data.slice(titleRow + 1)).toEqual([
    ['三年级(2)班', '滨江市实验小学', 12345, 0.9512, 3.456],
    // Text that looks like a formula stays text.
    ['=HYPERLINK("x")', '望海区育英小学', 9, 0.1, 0.5],
  ]);
});

test('file names drop characters file systems refuse', () => {
  expect(xlsxFileName(['学生参与排名', '望海区', '2026-2027学年'])).toBe('学生参与排名-望海区-2026-2027学年.xlsx');
  expect(xlsxFileName(['a/b', undefined, 'c:d'])).toBe('a_b-c_d.xlsx');
  expect(xlsxFileName([])).toBe('导出.xlsx');
});
