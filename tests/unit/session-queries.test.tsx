import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { clearQueriesWhenSessionEnds } from '@/app/providers';
import { useApiQuery } from '@/hooks/queries';
import { basicData } from '@/api/contract/overview';
import { demoServer } from '@/demo/node';
import { useSession } from '@/stores/session';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

function wrapperFor(client: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

test('no statistics call leaves without a session', async () => {
  const sent: string[] = [];
  demoServer.events.on('request:start', ({ request }) => void sent.push(new URL(request.url).pathname));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const { result } = renderHook(() => useApiQuery(basicData, {}), { wrapper: wrapperFor(client) });
  await new Promise((r) => setTimeout(r, 50));
  expect(result.current.fetchStatus).toBe('idle');
  expect(sent).toEqual([]);
  demoServer.events.removeAllListeners();
});

test('signed in, the call is made; when the session ends the cache is emptied and nothing refetches', async () => {
  const token = demoToken('zone');
  setToken(token);
  useSession.setState({ token });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const stop = clearQueriesWhenSessionEnds(client);
  const { result } = renderHook(() => useApiQuery(basicData, {}), { wrapper: wrapperFor(client) });
  await waitFor(() => expect(result.current.isSuccess).toBe(true));
  expect(client.getQueryCache().getAll().length).toBeGreaterThan(0);

  const sent: string[] = [];
  demoServer.events.on('request:start', ({ request }) => void sent.push(new URL(request.url).pathname));
  // The hook's component redraws with the session gone: inside act, as React wants a state change in a test.
  act(() => useSession.setState({ token: undefined }));
  expect(
    client
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.data !== undefined),
  ).toEqual([]);
  await new Promise((r) => setTimeout(r, 50));
  expect(sent).toEqual([]);
  demoServer.events.removeAllListeners();
  stop();
});
