import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { VirtualTable, type VirtualColumn } from '@/components/virtual-table';

/** The virtualised table: only the rows in view are elements, ARIA counts the whole list, headers sort. */

const N = 100_000;
const columns: VirtualColumn[] = [
  { key: 'pos', title: '序号', width: 80, render: (p) => String(p + 1) },
  { key: 'name', title: '名称', width: 160, grow: true, sortable: true, render: (p) => `第${p + 1}行` },
  { key: 'value', title: '数值', width: 100, align: 'right', sortable: true, render: (p) => String(N - p) },
];

function table(props: Partial<Parameters<typeof VirtualTable>[0]> = {}) {
  return render(<VirtualTable columns={columns} rowCount={N} rowKey={(p) => p} ariaLabel="测试表" height={480} {...props} />);
}

test('draws only the rows in view (and a few more) of 100,000; ARIA counts them all', () => {
  table();
  const grid = screen.getByRole('table', { name: '测试表' });
  expect(grid).toHaveAttribute('aria-rowcount', String(N + 1));
  const rows = within(grid).getAllByRole('row');
  // 480 px of rows at 44 px (minus the header) plus the overscan, plus the header row.
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.length).toBeLessThanOrEqual(30);
  expect(rows[1]).toHaveAttribute('aria-rowindex', '2');
  expect(
    within(rows[1])
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual(['1', '第1行', String(N)]);
});

test('scrolling draws the rows further down, still only a window of them', () => {
  const { container } = table();
  const scroller = container.querySelector<HTMLElement>('.srp-vtable__scroll')!;
  act(() => {
    scroller.scrollTop = 44 * 50_000;
    fireEvent.scroll(scroller);
  });
  const rows = screen.getAllByRole('row').slice(1);
  const indexes = rows.map((r) => Number(r.getAttribute('aria-rowindex')));
  expect(Math.min(...indexes)).toBeGreaterThan(49_000);
  expect(rows.length).toBeLessThanOrEqual(30);
  expect(screen.getByText('第50001行')).toBeInTheDocument();
});

test('sortable headers are buttons that report their column; aria-sort shows the order', () => {
  const onSort = vi.fn();
  table({ onSort, sort: { key: 'value', order: 'descend' } });
  fireEvent.click(screen.getByRole('button', { name: '按名称排序' }));
  expect(onSort).toHaveBeenCalledWith('name');
  const headers = screen.getAllByRole('columnheader');
  expect(headers.map((h) => h.getAttribute('aria-sort'))).toEqual([null, 'none', 'descending']);
  expect(screen.queryByRole('button', { name: '按序号排序' })).toBeNull();
});

test('no rows: the empty text instead of a body', () => {
  table({ rowCount: 0, emptyText: '没有匹配的记录' });
  // The header row and one row holding the text: no data row.
  const rows = screen.getAllByRole('row');
  expect(rows).toHaveLength(2);
  expect(within(rows[1]).getByRole('cell')).toHaveTextContent('没有匹配的记录');
});
