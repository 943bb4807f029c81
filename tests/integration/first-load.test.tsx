import userEvent from '@testing-library/user-event';
import { waitFor } from '@testing-library/react';
import { demoServer } from '@/demo/node';
import { call } from '@/api/client';
import { profileEndpoint } from '@/api/contract/auth';
import { holdRequestsUntil } from '@/api/request-context';
import { setToken } from '@/utils/cookies';
import { feedback, registerMessageApi, unregisterMessageApi } from '@/utils/feedback';
import { validateLogin } from '@/features/auth/login-page';
import { renderApp, screen, waitForPath } from '../helpers/render-app';
import { demoToken } from '@/demo/tokens';

/**
 * What the first-load work (less JavaScript before the first render, bench/results/first-load.md) must not break: the
 * login page renders and works without antd (no antd element or style until a toast), toasts reach the screen from
 * the fallback root and from the shell's instance, and requests held for the demo's start go once it is up.
 */

const antdMarkup = () => document.querySelector('[class*="ant-"], style[data-css-hash], style[data-rc-order]');

afterEach(() => {
  holdRequestsUntil(() => Promise.resolve());
  vi.restoreAllMocks();
});

describe('the login page without antd', () => {
  test('renders the form with labels and no antd element or antd style', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('账号')).toHaveFocus();
    expect(screen.getByLabelText('密码')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: '显示密码' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { level: 1, name: '学校阅读素养大数据平台' })).toBeInTheDocument();
    expect(antdMarkup()).toBeNull();
  });

  test('the reveal button shows and hides the password', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    const password = await screen.findByLabelText('密码');
    await user.click(screen.getByRole('button', { name: '显示密码' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  test('rules: an account of spaces is missing, the password is sent as typed', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({ username: '请输入账号', password: '请输入密码' });
    expect(validateLogin({ username: '   ', password: ' ' })).toEqual({ username: '请输入账号' });
    expect(validateLogin({ username: ' zone ', password: '123456' })).toEqual({});
  });

  test('sent with an empty password: the message under the field, focus on it, nothing sent', async () => {
    const seen: string[] = [];
    demoServer.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'zone{Enter}');
    expect(await screen.findByText('请输入密码')).toBeInTheDocument();
    expect(screen.getByLabelText('密码')).toHaveFocus();
    expect(screen.getByLabelText('密码')).toHaveAttribute('aria-invalid', 'true');
    expect(seen).not.toContain('/auth/login');
    demoServer.events.removeAllListeners();
  });

  test('a wrong password: the toast comes from the fallback root (antd loaded for it), the form stays', async () => {
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'zone');
    await user.type(screen.getByLabelText('密码'), 'nope{Enter}');
    expect(await screen.findByText('账号或密码错误，请重试')).toBeInTheDocument();
    expect(document.querySelector('.srp-toast-root')).not.toBeNull();
    expect(screen.getByLabelText('账号')).toHaveValue('zone');
  });
});

describe('toasts', () => {
  test("the shell's instance while registered; after its unregistration, the fallback again", async () => {
    const shown: string[] = [];
    const instance = { error: (a: { content: string }) => void shown.push(a.content) } as unknown as Parameters<
      typeof registerMessageApi
    >[0];
    registerMessageApi(instance);
    feedback.error('一', 3);
    expect(shown).toEqual(['一']);
    // Another instance registered since: unregistering the first one does not drop the second.
    const other = { error: (a: { content: string }) => void shown.push(`other:${a.content}`) } as unknown as Parameters<
      typeof registerMessageApi
    >[0];
    registerMessageApi(other);
    unregisterMessageApi(instance);
    feedback.error('二', 3);
    expect(shown).toEqual(['一', 'other:二']);
    unregisterMessageApi(other);
    renderApp('/login');
    feedback.error('三', 3);
    expect(await screen.findByText('三')).toBeInTheDocument();
    expect(shown).toEqual(['一', 'other:二']);
  });
});

describe('requests held until the demo runs', () => {
  test('a call waits for the gate, starts it, and goes when it is ready', async () => {
    setToken(demoToken('zone'));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ready = vi.fn(() => gate);
    holdRequestsUntil(ready);
    const seen: string[] = [];
    demoServer.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    const pending = call(profileEndpoint);
    await new Promise((r) => setTimeout(r, 50));
    expect(ready).toHaveBeenCalled();
    expect(seen).toEqual([]);
    release();
    await expect(pending).resolves.toMatchObject({ login: 'zone' });
    expect(seen).toEqual(['/services/zone/api/organizations/me']);
    demoServer.events.removeAllListeners();
  });

  test('a failed start does not block the app: the call goes anyway (and the API answers or fails on its own)', async () => {
    setToken(demoToken('zone'));
    holdRequestsUntil(() => Promise.reject(new Error('no service worker')));
    await expect(call(profileEndpoint)).resolves.toMatchObject({ login: 'zone' });
  });
});

describe('signed in: antd arrives with the shell', () => {
  test('the dashboard renders inside the antd shell; login → dashboard', async () => {
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('账号'), 'zone');
    await user.type(screen.getByLabelText('密码'), '123456{Enter}');
    await waitForPath(router, '/dashboard');
    await waitFor(() => expect(document.querySelector('.srp-app .ant-layout')).not.toBeNull());
  });
});
