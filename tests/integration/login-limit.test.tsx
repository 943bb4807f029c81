import { readFileSync } from 'node:fs';
import path from 'node:path';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { demoServer } from '@/demo/node';
import { getToken } from '@/utils/cookies';
import { renderApp, screen } from '../helpers/render-app';

/**
 * nginx's sign-in limit (deploy/nginx/srp.conf.template: 429 before the backend is asked) as the login page shows it:
 * the very body of the template's 429 answer, its Chinese title on screen, no session, the form usable again.
 * (tests/deploy/nginx.spec.ts proves nginx answers it.)
 */
const TEMPLATE = readFileSync(path.join(import.meta.dirname, '..', '..', 'deploy', 'nginx', 'srp.conf.template'), 'utf8');
const BODY = /return 429 '([^']+)';/.exec(TEMPLATE)?.[1] ?? '';

test('a 429 of the sign-in limit shows its Chinese title and leaves the form usable', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const title = (JSON.parse(BODY) as { title: string }).title;
  let attempts = 0;
  demoServer.use(
    mswHttp.post('*/auth/login', () => {
      attempts += 1;
      return new HttpResponse(BODY, { status: 429, headers: { 'Content-Type': 'application/problem+json' } });
    }),
  );
  const { router } = renderApp('/login');
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('账号'), 'zone');
  await user.type(screen.getByLabelText('密码'), '123456');
  await user.keyboard('{Enter}');
  expect(await screen.findByText(title)).toBeInTheDocument();
  // A write is never sent twice, and no session came of it.
  expect(attempts).toBe(1);
  expect(getToken()).toBeUndefined();
  expect(router.state.location.pathname).toBe('/login');
  expect(screen.getByRole('button', { name: /^登\s*录$/ })).toBeEnabled();
});
