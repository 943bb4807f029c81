import { Profiler } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { readSheet } from 'read-excel-file/node';
import { StatTable, compareCells, filterRows, sortRows } from '@/components/stat-table';
import { formatCell, type TableColumn } from '@/components/table-columns';
import { http as mswHttp, HttpResponse } from 'msw';
import { demoServer } from '@/demo/node';
import { demoExportTraces } from '@/demo/handlers/audit';
import { demoToken } from '@/demo/tokens';
import { setToken } from '@/utils/cookies';

interface ClassRow {
  id: number;
  name: string;
  loans: number;
  rate: number | null;
  perStudent: number;
}

const rows: ClassRow[] = [
  { id: 1, name: '三年级(2)班', loans: 12345, rate: 0.9512, perStudent: 3.456 },
  { id: 2, name: '四年级(1)班', loans: 23456, rate: null, perStudent: 2.1 },
  { id: 3, name: '三年级(1)班', loans: 800, rate: 0.4, perStudent: 5 },
  { id: 4, name: '五年级(3)班', loans: 9999, rate: 0.755, perStudent: 1.25 },
];

const columns: TableColumn<ClassRow>[] = [
  { key: 'rank', title: '排名', kind: 'rank' },
  { dataIndex: 'name', title: '班级' },
  { dataIndex: 'loans', title: '借阅量', kind: 'count' },
  { dataIndex: 'rate', title: '参与率', kind: 'percent' },
  { dataIndex: 'perStudent', title: '生均借阅', kind: 'decimal' },
];

function bodyRows(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row'));
}
const namesShown = () => bodyRows().map((tr) => tr.querySelectorAll('td')[1].textContent);
const header = (title: string) =>
  screen
    .getAllByText(title)
    .map((el) => el.closest('th'))
    .find(Boolean)!;

describe('StatTable: display', () => {
  it('formats cells by kind and right-aligns numbers', () => {
    render(<StatTable columns={columns} data={rows} rowKey="id" />);
    const first = within(bodyRows()[0]);
    expect(first.getByText('三年级(2)班')).toBeInTheDocument();
    expect(first.getByText('1.23万')).toBeInTheDocument();
    expect(first.getByText('95.1%')).toBeInTheDocument();
    expect(first.getByText('3.46')).toBeInTheDocument();
    expect(within(bodyRows()[1]).getByText('2.35万')).toBeInTheDocument();
    expect(within(bodyRows()[1]).getByText('-')).toBeInTheDocument(); // null rate
    expect(within(bodyRows()[3]).getByText('9999')).toBeInTheDocument();
    const loansCell = first.getByText('1.23万').closest('td')!;
    expect(loansCell).toHaveStyle({ textAlign: 'right' });
    expect(first.getByText('三年级(2)班').closest('td')).not.toHaveStyle({ textAlign: 'right' });
  });

  it('count columns can use thousands separators', () => {
    render(
      <StatTable
        columns={[
          { dataIndex: 'name', title: '班级' },
          { dataIndex: 'loans', title: '借阅量', kind: 'count', countFormat: 'thousands' },
        ]}
        data={rows}
        rowKey="id"
      />,
    );
    expect(screen.getByText('12,345')).toBeInTheDocument();
  });

  it('shows ranks 1–3 as medal badges, from the data order', () => {
    render(<StatTable columns={columns} data={rows} rowKey="id" />);
    const badges = bodyRows().map((tr) => tr.querySelector('.srp-rank')!);
    expect(badges.map((b) => b.textContent)).toEqual(['1', '2', '3', '4']);
    expect(badges[0]).toHaveClass('srp-rank-1');
    expect(badges[1]).toHaveClass('srp-rank-2');
    expect(badges[2]).toHaveClass('srp-rank-3');
    expect(badges[3]).not.toHaveClass('srp-rank-1', 'srp-rank-2', 'srp-rank-3');
    expect(screen.getByLabelText('第1名')).toBe(badges[0]);
  });

  it('has a sticky header and paginates 10 per page by default', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...rows[0], id: i + 1, name: `班级${i + 1}` }));
    const { container } = render(<StatTable columns={columns} data={many} rowKey="id" />);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('共 25 条')).toBeInTheDocument();
    expect(container.querySelector('.ant-table-sticky-holder')).not.toBeNull();
  });

  it('pagination={false} shows every row', () => {
    const many = Array.from({ length: 25 }, (_, i) => ({ ...rows[0], id: i + 1, name: `班级${i + 1}` }));
    render(<StatTable columns={columns} data={many} rowKey="id" pagination={false} />);
    expect(bodyRows()).toHaveLength(25);
    expect(screen.queryByText('共 25 条')).toBeNull();
  });
});

describe('StatTable: sorting', () => {
  it('number columns sort by value (descending first), text columns are not sortable by default', async () => {
    render(<StatTable columns={columns} data={rows} rowKey="id" />);
    expect(header('班级')).not.toHaveClass('ant-table-column-has-sorters');

    await userEvent.click(header('借阅量'));
    expect(namesShown()).toEqual(['四年级(1)班', '三年级(2)班', '五年级(3)班', '三年级(1)班']);
    await userEvent.click(header('借阅量'));
    expect(namesShown()).toEqual(['三年级(1)班', '五年级(3)班', '三年级(2)班', '四年级(1)班']);
  });

  it('keeps empty values last in both directions', async () => {
    render(<StatTable columns={columns} data={rows} rowKey="id" />);
    await userEvent.click(header('参与率'));
    expect(namesShown().at(-1)).toBe('四年级(1)班');
    await userEvent.click(header('参与率'));
    expect(namesShown()[0]).toBe('三年级(1)班');
    expect(namesShown().at(-1)).toBe('四年级(1)班');
  });

  it('honours defaultSort; ranks stay with their rows', () => {
    render(<StatTable columns={columns} data={rows} rowKey="id" defaultSort={{ key: 'perStudent', order: 'descend' }} />);
    expect(namesShown()).toEqual(['三年级(1)班', '三年级(2)班', '四年级(1)班', '五年级(3)班']);
    expect(bodyRows().map((tr) => tr.querySelector('.srp-rank')!.textContent)).toEqual(['3', '1', '2', '4']);
  });
});

describe('StatTable: search', () => {
  it('filters on the chosen text column and says when nothing matches', async () => {
    render(<StatTable columns={columns} data={rows} rowKey="id" search={{ column: 'name', placeholder: '搜索班级' }} />);
    const box = screen.getByPlaceholderText('搜索班级');
    await userEvent.type(box, '三年级');
    expect(namesShown()).toEqual(['三年级(2)班', '三年级(1)班']);
    // ranks are positions in the full data, not in the filtered list
    expect(bodyRows().map((tr) => tr.querySelector('.srp-rank')!.textContent)).toEqual(['1', '3']);
    await userEvent.clear(box);
    await userEvent.type(box, '九年级');
    expect(bodyRows()).toHaveLength(0);
    expect(screen.getByText('没有匹配“九年级”的记录')).toBeInTheDocument();
  });
});

describe('StatTable: Excel export (the one export path)', () => {
  it('导出 downloads the current rows (searched and sorted) as an .xlsx with the header block', async () => {
    const blobs: Blob[] = [];
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    const revoke = vi.fn();
    URL.createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:test';
    });
    URL.revokeObjectURL = revoke;
    const clicked: Array<{ download: string; href: string }> = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });
    try {
      render(
        <App>
          <StatTable columns={columns} data={rows} rowKey="id" search={{ column: 'name' }} exportFileName="班级借阅排名" />
        </App>,
      );
      await userEvent.type(screen.getByPlaceholderText('搜索班级'), '三年级');
      await userEvent.click(header('借阅量')); // descend: (2)班 12345 before (1)班 800
      await userEvent.click(screen.getByRole('button', { name: /导出/ }));
      await waitFor(() => expect(clicked).toHaveLength(1));

      expect(clicked[0].download).toMatch(/^班级借阅排名-\d{4}-\d{2}-\d{2}\.xlsx$/);
      expect(blobs).toHaveLength(1);
      const sheet = await readSheet(Buffer.from(await blobs[0].arrayBuffer()));
      expect(sheet[0][0]).toBe('班级借阅排名');
      const lines = Object.fromEntries(sheet.slice(1, 6).map((r) => [r[0], r[1]]));
      expect(lines).toMatchObject({ 筛选: '班级包含“三年级”', 排序: '借阅量降序', 行数: 2 });
      const titles = sheet.findIndex((r) => r[0] === '排名');
      expect(sheet[titles]).toEqual(['排名', '班级', '借阅量', '参与率', '生均借阅']);
      // Numbers stay numbers; the rank is the row's place in the data as given.
      expect(sheet.slice(titles + 1)).toEqual([
        [1, '三年级(2)班', 12345, 0.9512, 3.456],
        [3, '三年级(1)班', 800, 0.4, 5],
      ]);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(revoke).toHaveBeenCalledWith('blob:test');
      expect(document.querySelector('a[download]')).toBeNull(); // the temporary link is removed
    } finally {
      click.mockRestore();
      URL.createObjectURL = original.create;
      URL.revokeObjectURL = original.revoke;
    }
  });
});

describe('StatTable: names from the server (docs/rules.md#hostile-text)', () => {
  it('a text cell is isolated for bidi, on one line with its full text on hover; numbers are not', () => {
    const long = `望海区${'很长的名字'.repeat(100)}`;
    render(
      <App>
        <StatTable columns={columns} data={[{ ...rows[0], name: long }]} rowKey="id" exportFileName={false} />
      </App>,
    );
    const name = document.querySelector('.ant-table-tbody bdi.srp-name');
    expect(name).not.toBeNull();
    expect(name!.getAttribute('title')).toBe(long);
    expect(name!.textContent).toBe(long);
    expect(document.querySelectorAll('.ant-table-tbody bdi')).toHaveLength(1);
  });
});

describe('StatTable: the export of a list of named students is traced (docs/rules.md#export)', () => {
  /** Captures downloads; returns the files' names. */
  function captureDownloads() {
    const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = vi.fn(() => 'blob:test');
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    return {
      names,
      restore: () => {
        click.mockRestore();
        URL.createObjectURL = original.create;
        URL.revokeObjectURL = original.revoke;
      },
    };
  }
  const students = [
    { id: 1, name: '张三', loans: 12 },
    { id: 2, name: '李四', loans: 9 },
  ];
  const studentColumns: TableColumn<(typeof students)[number]>[] = [
    { dataIndex: 'name', title: '姓名' },
    { dataIndex: 'loans', title: '借阅量', kind: 'count' },
  ];

  it('recorded first — who, which list, the rows — then written', async () => {
    setToken(demoToken('library'));
    const traced: Record<string, unknown>[] = [];
    demoServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/audit/exportTrace'))
        void request
          .clone()
          .json()
          .then((b: Record<string, unknown>) => traced.push(b));
    });
    const downloads = captureDownloads();
    const before = demoExportTraces().length;
    try {
      render(
        <App>
          <StatTable columns={studentColumns} data={students} rowKey="id" exportFileName="学生借阅排行" exportTrace={{ names: 'full' }} />
        </App>,
      );
      await userEvent.click(screen.getByRole('button', { name: /导出/ }));
      await waitFor(() => expect(downloads.names).toHaveLength(1));
      const trace = demoExportTraces().at(-1)!;
      expect(demoExportTraces()).toHaveLength(before + 1);
      expect(trace).toMatchObject({ user: 'library', list: '学生借阅排行', rows: 2, names: 'full' });
      expect(traced[0].exportedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    } finally {
      demoServer.events.removeAllListeners();
      downloads.restore();
    }
  });

  it('refused with a clear message, no file, when the trace cannot be recorded', async () => {
    setToken(demoToken('library'));
    demoServer.use(mswHttp.post('*/audit/exportTrace', () => HttpResponse.json({ code: '500', msg: '审计服务不可用', data: null })));
    const downloads = captureDownloads();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      render(
        <App>
          <StatTable columns={studentColumns} data={students} rowKey="id" exportFileName="学生借阅排行" exportTrace={{ names: 'masked' }} />
        </App>,
      );
      await userEvent.click(screen.getByRole('button', { name: /导出/ }));
      expect(await screen.findByText(/导出未完成：含学生姓名的名单须先登记导出记录，登记失败（审计服务不可用）/)).toBeInTheDocument();
      expect(downloads.names).toHaveLength(0);
    } finally {
      downloads.restore();
    }
  });

  it('a list without names is not traced', async () => {
    const downloads = captureDownloads();
    const before = demoExportTraces().length;
    try {
      render(
        <App>
          <StatTable columns={columns} data={rows} rowKey="id" exportFileName="班级借阅排名" />
        </App>,
      );
      await userEvent.click(screen.getByRole('button', { name: /导出/ }));
      await waitFor(() => expect(downloads.names).toHaveLength(1));
      expect(demoExportTraces()).toHaveLength(before);
    } finally {
      downloads.restore();
    }
  });
});

describe('StatTable helpers', () => {
  it('compareCells: numeric, pinyin text, empties last either way', () => {
    expect(compareCells(2, 10)).toBeLessThan(0);
    expect(compareCells('10', '9')).toBeGreaterThan(0);
    expect(compareCells(null, 1, 'ascend')).toBeGreaterThan(0);
    // antd negates for descend: a positive result after negation puts the empty value last
    expect(-compareCells(null, 1, 'descend')).toBeGreaterThan(0);
    expect(compareCells('八年级', '一年级')).toBeLessThan(0); // b(a) before y(i) in pinyin
  });

  it('sortRows / filterRows / formatCell', () => {
    const byRate = sortRows(rows, columns, { key: 'rate', order: 'descend' });
    expect(byRate.map((r) => r.id)).toEqual([1, 4, 3, 2]);
    expect(sortRows(rows, columns, null)).toEqual(rows);
    expect(filterRows(rows, columns[1], ' (1)班 ').map((r) => r.id)).toEqual([2, 3]);
    expect(formatCell(columns[2], 12345)).toBe('1.23万');
    expect(formatCell(columns[3], 0.1234)).toBe('12.3%');
    expect(formatCell(columns[4], 1)).toBe('1.00');
    expect(formatCell(columns[2], undefined)).toBe('-');
  });
});

describe('StatTable: measured once', () => {
  it('the box and the headers are measured in the commit of the first drawing and come back in one redraw', () => {
    // jsdom lays nothing out: the box is 900 px wide, every header 100 px, the table 600 px.
    const spies = [
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.classList.contains('srp-stat-table') ? 900 : 0;
      }),
      vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return this.tagName === 'TH' ? 100 : this.tagName === 'TABLE' ? 600 : 0;
      }),
    ];
    try {
      const commits: string[] = [];
      render(
        <Profiler id="table" onRender={(_id, phase) => commits.push(phase)}>
          <StatTable columns={columns} data={rows} rowKey="id" />
        </Profiler>,
      );
      expect(bodyRows()).toHaveLength(4);
      // The mount, then one redraw with the box's width and the headers' widths together (two, one after the other,
      // when the headers waited for the box's width).
      expect(commits.filter((p) => p === 'nested-update')).toHaveLength(1);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});
