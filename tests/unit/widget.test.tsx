import { useState } from 'react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { QueryWidget, Widget, errorCallId, errorMessage, isEmptyData } from '@/components/widget';
import { ApiError } from '@/api/errors';
import { useErrorLog } from '@/stores/error-log';

const apiError = new ApiError('http', '服务器繁忙，请稍后再试', { status: 503, endpoint: 'circulation.queryLoanData' });

function card(title: string): HTMLElement {
  return screen.getByText(title).closest<HTMLElement>('.ant-card')!;
}

describe('Widget: four states', () => {
  it('loading: a skeleton of the body height, no body', () => {
    render(
      <Widget title="借阅趋势" loading height={240}>
        <p>正文</p>
      </Widget>,
    );
    const box = within(card('借阅趋势'));
    // A named status region (an aria-label on a role-less div is not allowed: axe, aria-prohibited-attr).
    const skeleton = box.getByRole('status', { name: '加载中' });
    expect(skeleton).toHaveStyle({ height: '240px' });
    expect(skeleton.querySelector('.ant-skeleton')).not.toBeNull();
    expect(box.queryByText('正文')).toBeNull();
  });

  it('empty: antd Empty with the reason given by the caller', () => {
    render(
      <Widget title="借阅趋势" empty emptyText="本学年暂无借阅数据">
        <p>正文</p>
      </Widget>,
    );
    const box = within(card('借阅趋势'));
    expect(box.getByText('本学年暂无借阅数据')).toBeInTheDocument();
    expect(card('借阅趋势').querySelector('.ant-empty')).not.toBeNull();
    expect(box.queryByText('正文')).toBeNull();
  });

  it('error: the message, the call id in small text and 重试 calling onRetry', async () => {
    const onRetry = vi.fn();
    render(
      <Widget title="借阅趋势" error={apiError} onRetry={onRetry}>
        <p>正文</p>
      </Widget>,
    );
    const alert = within(card('借阅趋势')).getByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙，请稍后再试');
    expect(within(alert).getByText('调用：circulation.queryLoanData')).toBeInTheDocument();
    expect(screen.queryByText('正文')).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: /重试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('data: the body, with title, subtitle and extra slot', () => {
    render(
      <Widget title="借阅趋势" subtitle="近12个月" extra={<button type="button">按月</button>}>
        <p>正文</p>
      </Widget>,
    );
    const box = within(card('借阅趋势'));
    expect(box.getByText('正文')).toBeInTheDocument();
    expect(box.getByText('近12个月')).toBeInTheDocument();
    expect(box.getByRole('button', { name: '按月' })).toBeInTheDocument();
    expect(box.queryByRole('alert')).toBeNull();
  });

  it('helpers: messages and call ids of errors', () => {
    expect(errorMessage(apiError)).toBe('服务器繁忙，请稍后再试');
    expect(errorMessage('超时')).toBe('超时');
    expect(errorMessage({})).toBe('加载失败，请稍后重试');
    expect(errorCallId(apiError)).toBe('circulation.queryLoanData');
    expect(errorCallId(new Error('x'))).toBeUndefined();
    expect(isEmptyData([])).toBe(true);
    expect(isEmptyData(null)).toBe(true);
    expect(isEmptyData([1])).toBe(false);
    expect(isEmptyData({ total: 0 })).toBe(false);
  });
});

describe('Widget: error boundary', () => {
  let consoleError: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => consoleError.mockRestore());

  function Bomb({ fail }: { fail: boolean }): React.ReactNode {
    if (fail) throw new TypeError("Cannot read properties of undefined (reading 'total')");
    return <p>图表已恢复</p>;
  }

  it('a render error shows that widget’s error state, is logged, and other widgets still render', () => {
    render(
      <div>
        <Widget title="借阅趋势">
          <Bomb fail />
        </Widget>
        <Widget title="馆藏结构">
          <p>馆藏正文</p>
        </Widget>
      </div>,
    );
    const alert = within(card('借阅趋势')).getByRole('alert');
    expect(alert).toHaveTextContent('显示出错');
    expect(alert).toHaveTextContent("Cannot read properties of undefined (reading 'total')");
    expect(within(card('馆藏结构')).getByText('馆藏正文')).toBeInTheDocument();

    const logs = useErrorLog.getState().logs;
    expect(logs).toHaveLength(1);
    expect(logs[0].vm).toBe('widget 借阅趋势');
    expect(logs[0].err).toMatchObject({ name: 'TypeError', message: "Cannot read properties of undefined (reading 'total')" });
    expect(logs[0].info).toContain('Bomb');
  });

  it('errors thrown by a render function (children as function) are caught too', () => {
    const data: { list?: number[] } = {};
    render(<Widget title="借阅趋势">{() => <p>{data.list!.length}</p>}</Widget>);
    expect(within(card('借阅趋势')).getByRole('alert')).toHaveTextContent('显示出错');
    expect(useErrorLog.getState().logs[0].vm).toBe('widget 借阅趋势');
  });

  it('重试 resets the boundary and calls onRetry', async () => {
    const onRetry = vi.fn();
    function Harness() {
      const [fail, setFail] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setFail(false)}>
            修复
          </button>
          <Widget title="借阅趋势" onRetry={onRetry}>
            <Bomb fail={fail} />
          </Widget>
        </>
      );
    }
    render(<Harness />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '修复' }));
    expect(screen.getByRole('alert')).toBeInTheDocument(); // a caught error stays until 重试
    await userEvent.click(screen.getByRole('button', { name: /重试/ }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('图表已恢复')).toBeInTheDocument();
  });

  it('a new resetKey (new data) clears a caught error', () => {
    const { rerender } = render(
      <Widget title="借阅趋势" resetKey={1}>
        <Bomb fail />
      </Widget>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <Widget title="借阅趋势" resetKey={2}>
        <Bomb fail={false} />
      </Widget>,
    );
    expect(screen.getByText('图表已恢复')).toBeInTheDocument();
  });
});

describe('QueryWidget', () => {
  function setup<T>(queryFn: () => Promise<T>, isEmpty?: (data: T) => boolean) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
    const fn = vi.fn(queryFn);
    function Panel() {
      const query = useQuery<T>({ queryKey: ['loans'], queryFn: fn });
      return (
        <QueryWidget query={query} title="借阅趋势" isEmpty={isEmpty} emptyText="本学年暂无借阅数据">
          {(data) => <p>数据：{JSON.stringify(data)}</p>}
        </QueryWidget>
      );
    }
    const utils = render(
      <QueryClientProvider client={client}>
        <Panel />
      </QueryClientProvider>,
    );
    return { ...utils, client, fn };
  }

  function deferred<T>() {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const promise = new Promise<T>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  }

  it('pending → skeleton, then the data', async () => {
    const d = deferred<number[]>();
    setup(() => d.promise);
    expect(screen.getByLabelText('加载中')).toBeInTheDocument();
    await act(async () => d.resolve([3, 5]));
    expect(await screen.findByText('数据：[3,5]')).toBeInTheDocument();
    expect(screen.queryByLabelText('加载中')).toBeNull();
  });

  it('empty data → the empty state (default: empty array; custom isEmpty)', async () => {
    setup(async () => []);
    expect(await screen.findByText('本学年暂无借阅数据')).toBeInTheDocument();
  });

  it('custom isEmpty', async () => {
    setup(
      async () => ({ total: 0 }),
      (d) => d.total === 0,
    );
    expect(await screen.findByText('本学年暂无借阅数据')).toBeInTheDocument();
  });

  it('error → message and 重试, which refetches', async () => {
    let fail = true;
    const { fn } = setup(async () => {
      if (fail) throw apiError;
      return [1];
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('服务器繁忙，请稍后再试');
    expect(alert).toHaveTextContent('调用：circulation.queryLoanData');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: /重试/ }));
    expect(await screen.findByText('数据：[1]')).toBeInTheDocument();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps the old data with a corner spinner while refetching', async () => {
    let next = deferred<number[]>();
    const { client } = setup(() => next.promise);
    await act(async () => next.resolve([1]));
    await screen.findByText('数据：[1]');
    expect(screen.queryByRole('status', { name: '正在刷新' })).toBeNull();

    next = deferred<number[]>();
    act(() => void client.refetchQueries({ queryKey: ['loans'] }));
    expect(await screen.findByRole('status', { name: '正在刷新' })).toBeInTheDocument();
    expect(screen.getByText('数据：[1]')).toBeInTheDocument();
    expect(screen.queryByLabelText('加载中')).toBeNull();

    await act(async () => next.resolve([2]));
    expect(await screen.findByText('数据：[2]')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('status', { name: '正在刷新' })).toBeNull());
  });

  it('data already in the cache when it mounts is drawn at once, with no skeleton first (no deferred second render)', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity, staleTime: Infinity } } });
    client.setQueryData(['loans'], [4, 6]);
    function Panel() {
      const query = useQuery<number[]>({ queryKey: ['loans'], queryFn: async () => [0] });
      return (
        <QueryWidget query={query} title="借阅趋势">
          {(data) => <p>数据：{JSON.stringify(data)}</p>}
        </QueryWidget>
      );
    }
    // A skeleton drawn and then replaced within the same act() is seen as a removed node.
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, { subtree: true, childList: true });
    render(
      <QueryClientProvider client={client}>
        <Panel />
      </QueryClientProvider>,
    );
    const touched = observer.takeRecords().flatMap((r) => [...r.addedNodes, ...r.removedNodes]);
    observer.disconnect();
    expect(screen.getByText('数据：[4,6]')).toBeInTheDocument();
    const skeletons = touched.filter(
      (n) => n instanceof Element && (n.matches('.srp-widget-loading') || n.querySelector('.srp-widget-loading')),
    );
    expect(skeletons).toHaveLength(0);
  });

  it('a failed background refresh keeps the old data and marks it', async () => {
    let fail = false;
    const { client } = setup(async () => {
      if (fail) throw apiError;
      return [7];
    });
    await screen.findByText('数据：[7]');
    fail = true;
    await act(async () => {
      await client.refetchQueries({ queryKey: ['loans'] });
    });
    // TanStack notifies observers on a timer: wait for the marked state.
    expect(await screen.findByRole('button', { name: '刷新失败，重试' })).toBeInTheDocument();
    expect(screen.getByText('数据：[7]')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
