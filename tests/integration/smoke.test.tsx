import { renderApp, waitForPath, screen } from '../helpers/render-app';

test('token-less / goes to /login?redirect=/dashboard and shows the login form', async () => {
  const { router } = renderApp('/');
  await waitForPath(router, '/login?redirect=/dashboard');
  expect(await screen.findByRole('button', { name: /^登\s*录$/ })).toBeInTheDocument();
  expect(document.title).toBe('登录 - 学校阅读素养大数据平台');
});

test('zone user lands on /dashboard', async () => {
  const { router } = renderApp('/', { as: 'zone' });
  await waitForPath(router, '/dashboard');
});
