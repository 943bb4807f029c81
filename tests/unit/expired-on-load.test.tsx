import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { z } from 'zod';
import { call } from '@/api/client';
import { defineEndpoint } from '@/api/define';
import { feedback, registerNavigator } from '@/utils/feedback';
import { demoServer } from '@/demo/node';
import { setToken } from '@/utils/cookies';
import { renderApp, waitForPath } from '../helpers/render-app';
import { demoToken } from '@/demo/tokens';

const endpoint = defineEndpoint({
  id: 'test.expired',
  method: 'POST',
  path: '/test/expired',
  encoding: 'json',
  envelope: false,
  effect: 'read',
  summary: 'test',
  request: z.object({}),
  response: z.unknown(),
});
const unauthorized = () =>
  HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401, headers: { 'Content-Type': 'application/problem+json' } });

afterEach(() => {
  vi.useRealTimers();
  window.history.replaceState({}, '', '/');
});

test('after a 401, the 5 s redirect to / does not fire when the user is already on the login page', async () => {
  const navigate = vi.fn();
  registerNavigator(navigate);
  setToken(demoToken('zone'));
  demoServer.use(http.post('*/test/expired', unauthorized));
  vi.useFakeTimers({ shouldAdvanceTime: true });
  await call(endpoint, {}).catch(() => undefined);
  // The guard has meanwhile sent the user to /login?redirect={deep link}.
  window.history.replaceState({}, '', '/login?redirect=%2Flibrary%2Fcirculation');
  vi.advanceTimersByTime(5100);
  expect(navigate).not.toHaveBeenCalled();
});

test('an expired token on the first page load: one toast, and the login keeps the deep link', async () => {
  const error = vi.spyOn(feedback, 'error');
  demoServer.use(http.get('*/services/zone/api/organizations/me', unauthorized));
  const { router } = renderApp('/library/circulation', { as: 'zone' });
  await waitForPath(router, `/login?redirect=${encodeURIComponent('/library/circulation')}`);
  await waitFor(() => expect(error).toHaveBeenCalledWith('登录已过期，请重新登录', 5));
  expect(error.mock.calls.filter(([text]) => text === '登录已过期，请重新登录')).toHaveLength(1);
});
