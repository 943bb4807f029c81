import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { foldColumns, useColumnFit, type FitColumn } from '@/components/column-fit';
import { columnPriority, type TableColumn } from '@/components/table-columns';
import { rankingTable } from '@/api/contract/ranking';
import { parentColumn, tableColumns, tableWidth } from '@/features/ranking/table-model';

/** Tables that fit their box: which columns fold away, the defaults of a column's priority, the column chooser. */

const col = (key: string, width: number, priority: number): FitColumn => ({ key, title: key, width, priority });
const COLS = [
  col('rank', 70, 0),
  col('name', 150, 0),
  col('a', 100, 1),
  col('b', 100, 2),
  col('c', 100, 1),
  col('main', 90, 0),
  col('change', 80, 0),
];
const total = COLS.reduce((s, c) => s + c.width, 0); // 690

describe('foldColumns', () => {
  test('nothing when the columns fit, or while the room is unknown', () => {
    expect(foldColumns(COLS, total)).toEqual([]);
    expect(foldColumns(COLS, 2000)).toEqual([]);
    expect(foldColumns(COLS, null)).toEqual([]);
  });

  test('the highest priority number first, then the rightmost, until the rest fit', () => {
    expect(foldColumns(COLS, total - 1)).toEqual(['b']);
    expect(foldColumns(COLS, total - 101)).toEqual(['b', 'c']);
    expect(foldColumns(COLS, total - 201)).toEqual(['b', 'c', 'a']);
  });

  test('priority 0 and the kept columns never fold, even when the rest does not fit', () => {
    expect(foldColumns(COLS, 100)).toEqual(['b', 'c', 'a']);
    expect(foldColumns(COLS, total - 1, new Set(['b']))).toEqual(['c']);
  });
});

describe('columnPriority', () => {
  type Row = { name: string; n: number };
  test('0 for the first, fixed and rank columns, 1 for the others, unless the column says', () => {
    const cols: TableColumn<Row>[] = [
      { title: '名称', dataIndex: 'name' },
      { title: '数', dataIndex: 'n', kind: 'count' },
      { title: '排名', key: 'r', kind: 'rank' },
      { title: '固定', key: 'f', value: () => 1, fixed: 'right' },
      { title: '主', key: 'm', value: () => 1, priority: 0 },
      { title: '次', key: 's', value: () => 1, priority: 3 },
    ];
    expect(cols.map((c, i) => columnPriority(c, i))).toEqual([0, 1, 0, 0, 0, 3]);
  });
});

describe('the ranking table folds its secondary figures, never rank, name, main figure or 较上期', () => {
  const t = rankingTable.parse({
    id: [1, 2],
    name: ['一班', '二班'],
    rank: [1, 2],
    previousRank: [2, 1],
    students: [40, 41],
    place: [0, 1],
    subject: [null, null],
    values: { booksRead: [30, 20], booksPerStudent: [0.75, 0.5], participationRate: [0.5, 0.4] },
    places: [
      {
        districtId: 1,
        districtName: '甲区',
        libraryId: 1,
        schoolName: '甲校',
        campusId: 1,
        campusName: '本部',
        grade: 3,
        gradeName: '三年级',
        classId: 1,
        className: '一班',
      },
      {
        districtId: 1,
        districtName: '甲区',
        libraryId: 2,
        schoolName: '乙校',
        campusId: 2,
        campusName: '本部',
        grade: 3,
        gradeName: '三年级',
        classId: 2,
        className: '二班',
      },
    ],
  });
  const cols = tableColumns(t, {
    level: 'class',
    columns: ['booksRead', 'booksPerStudent', 'participationRate'],
    metric: 'booksPerStudent',
    mask: false,
    nameTitle: '班级',
    parent: parentColumn('class', t),
  });
  const fit = cols
    .filter((c) => c.shown !== false)
    .map((c, i) => ({ key: c.key ?? '', title: c.title, width: Number(c.width), priority: columnPriority(c, i) }));

  test('everything folds but rank, name, the main figure and 较上期 when the room is short', () => {
    expect(fit.map((c) => c.key)).toEqual([
      'rank',
      'name',
      'parent',
      'students',
      'booksRead',
      'booksPerStudent',
      'participationRate',
      'change',
    ]);
    const folded = foldColumns(fit, 0);
    expect(folded).toEqual(['students', 'participationRate', 'booksRead', 'parent']);
    expect(tableWidth(cols)).toBe(fit.reduce((s, c) => s + c.width, 0));
  });
});

function Harness({ available }: { available: number | null }) {
  const fit = useColumnFit(COLS, available, '测试表');
  return (
    <div>
      {fit.chooser}
      <output data-testid="visible">{[...fit.visible].join(',')}</output>
    </div>
  );
}

describe('useColumnFit and its chooser', () => {
  test('says how many columns are away; a folded column shown again stays, another one folds instead; 恢复默认', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness available={total - 1} />);
    expect(screen.getByTestId('visible').textContent).toBe('rank,name,a,c,main,change');
    await user.click(screen.getByRole('button', { name: '列设置：1 列未显示' }));
    const group = await screen.findByRole('group', { name: '测试表：显示的列' });
    // Priority-0 columns cannot be hidden.
    expect(within(group).getByRole('checkbox', { name: 'name' })).toBeDisabled();
    expect(within(group).getByText('（宽度不足，已收起）')).toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: /^b/ }));
    expect(screen.getByTestId('visible').textContent).toBe('rank,name,a,b,main,change');
    // The user hides one: it stays hidden with room to spare.
    await user.click(within(group).getByRole('checkbox', { name: 'a' }));
    rerender(<Harness available={5000} />);
    expect(screen.getByTestId('visible').textContent).toBe('rank,name,b,c,main,change');
    await user.click(within(group).getByRole('button', { name: '恢复默认' }));
    expect(screen.getByTestId('visible').textContent).toBe('rank,name,a,b,c,main,change');
    expect(screen.getByRole('button', { name: '列设置' })).toBeInTheDocument();
  });
});
