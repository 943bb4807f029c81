import { useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { useAnyFetching, useTransitionQuery } from '@/hooks/transition-query';

/**
 * useTransitionQuery (src/hooks/transition-query.ts): TanStack's useQuery, but an answer is drawn in a transition.
 * How a test sees the lane of a render without React's internals: `useDeferredValue` lags behind its value in an
 * urgent (synchronous) render and does not in a transition's render.
 */

function withClient(children: ReactNode, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

function controlled<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Seen = { data: string | undefined; deferred: string | undefined };

function Probe({ useHook, seen, queryFn }: { useHook: typeof useQuery; seen: Seen[]; queryFn: () => Promise<string> }) {
  const query = useHook({ queryKey: ['probe'], queryFn });
  const deferred = useDeferredValue(query.data);
  seen.push({ data: query.data, deferred });
  return <p>{query.data ?? '…'}</p>;
}

test('an answer is drawn in a transition: no urgent render shows the new data (TanStack’s own hook does)', async () => {
  const draw = async (useHook: typeof useQuery) => {
    const answer = controlled<string>();
    const seen: Seen[] = [];
    const view = render(withClient(<Probe useHook={useHook} seen={seen} queryFn={() => answer.promise} />));
    answer.resolve('38.54万');
    await screen.findByText('38.54万');
    view.unmount();
    return seen;
  };
  const ours = await draw(useTransitionQuery as typeof useQuery);
  expect(ours.some((s) => s.data === '38.54万')).toBe(true);
  expect(ours.filter((s) => s.data !== s.deferred)).toEqual([]);
  // The control: TanStack's useQuery draws the same answer urgently first (useSyncExternalStore).
  const theirs = await draw(useQuery);
  expect(theirs.filter((s) => s.data !== s.deferred)).toContainEqual({ data: '38.54万', deferred: undefined });
});

test('an error is drawn too, and the result tracks only what the component reads', async () => {
  const answer = controlled<string>();
  let renders = 0;
  function Errors() {
    const query = useTransitionQuery<string, Error>({ queryKey: ['fails'], queryFn: () => answer.promise });
    renders++;
    return <p>{query.isError ? query.error.message : 'loading'}</p>;
  }
  render(withClient(<Errors />));
  answer.reject(new Error('统计服务暂时不可用'));
  await screen.findByText('统计服务暂时不可用');
  expect(renders).toBeGreaterThanOrEqual(2);

  let dataRenders = 0;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  let calls = 0;
  function DataOnly() {
    const query = useTransitionQuery({ queryKey: ['same'], queryFn: async () => (++calls, 'same answer') });
    dataRenders++;
    return <p>{query.data ?? '…'}</p>;
  }
  render(withClient(<DataOnly />, client));
  await screen.findByText('same answer');
  const before = dataRenders;
  await client.refetchQueries({ queryKey: ['same'] });
  expect(calls).toBe(2);
  // isFetching went true and back, data stayed equal: nothing this component reads changed, so no redraw.
  await new Promise((r) => setTimeout(r, 20));
  expect(dataRenders).toBe(before);
});

test('an answer that arrives between the render and the subscription is drawn', async () => {
  function WritesEarly() {
    const client = useQueryClient();
    // A child's layout effect runs before the parent's passive effects, where the parent subscribes.
    useLayoutEffect(() => void client.setQueryData(['early'], '26.04'), [client]);
    return null;
  }
  function Reader() {
    const query = useTransitionQuery<string>({ queryKey: ['early'], queryFn: () => new Promise<string>(() => {}), staleTime: Infinity });
    return (
      <>
        <p>{query.data ?? 'waiting'}</p>
        <WritesEarly />
      </>
    );
  }
  render(withClient(<Reader />));
  await screen.findByText('26.04');
});

test('new options reach the observer after the commit: a query enabled later is fetched', async () => {
  let calls = 0;
  function Gated({ enabled }: { enabled: boolean }) {
    const query = useTransitionQuery({ queryKey: ['gated'], queryFn: async () => (++calls, '1.48万'), enabled });
    return <p>{query.data ?? (query.fetchStatus === 'idle' ? 'idle' : 'fetching')}</p>;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(withClient(<Gated enabled={false} />, client));
  await new Promise((r) => setTimeout(r, 20));
  expect(calls).toBe(0);
  expect(screen.getByText('idle')).toBeTruthy();
  view.rerender(withClient(<Gated enabled />, client));
  await screen.findByText('1.48万');
  await waitFor(() => expect(calls).toBe(1));
});

test('useAnyFetching: true while a call is under way, false after, and never drawn urgently', async () => {
  const answer = controlled<string>();
  const seen: { fetching: boolean; deferred: boolean }[] = [];
  function Status() {
    const fetching = useAnyFetching();
    const deferred = useDeferredValue(fetching);
    seen.push({ fetching, deferred });
    return <p>{fetching ? '加载中' : '已加载'}</p>;
  }
  function Asks() {
    useTransitionQuery({ queryKey: ['slow'], queryFn: () => answer.promise });
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    withClient(
      <>
        <Status />
        <Asks />
      </>,
      client,
    ),
  );
  await screen.findByText('加载中');
  answer.resolve('done');
  await screen.findByText('已加载');
  expect(client.isFetching()).toBe(0);
  expect(seen.filter((s) => s.fetching !== s.deferred)).toEqual([]);
});
