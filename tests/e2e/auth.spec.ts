import { chooseFromUserMenu, expect, loginAs, shot, test } from './fixtures';
import { demoTokenLogin } from '@/demo/tokens';

/**
 * The spine in a real browser: guard, login, session restore, access, logout, redirect safety.
 * Runs on the production build in demo mode (dist-demo), the demo API answering inside the page.
 */

const SITE_TITLE = '学校阅读素养大数据平台';
const path_ = (url: string) => new URL(url).pathname;

test.describe('login', () => {
  test('token-less / goes to /login?redirect=/dashboard and shows the login form', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/dashboard');
    // The app builds this URL literally (docs/rules.md#navigation), unencoded.
    expect(new URL(page.url()).search).toBe('?redirect=/dashboard');
    await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
    await expect(page.getByLabel('密码', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /登\s*录/ })).toBeVisible();
    await expect(page).toHaveTitle(`登录 - ${SITE_TITLE}`);
    // The demo-account list has rendered: the page is complete for the screenshot. Clicking fills the form.
    await page.getByRole('list', { name: '演示账号' }).getByRole('button', { name: /^zone/ }).click();
    await expect(page.getByLabel('账号', { exact: true })).toHaveValue('zone');
    await shot(page, 'login', { fullPage: true });
  });

  test('a wrong password shows 账号或密码错误，请重试 and stays on /login', async ({ page, consoleGuard }) => {
    // The demo API answers 400 invalid_grant; Chromium logs every 4xx fetch as a console error.
    consoleGuard.allow(/Failed to load resource: the server responded with a status of 400/, 'wrong password → HTTP 400 on purpose');
    await page.goto('/login');
    await page.getByLabel('账号', { exact: true }).fill('zone');
    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await expect(page.getByText('账号或密码错误，请重试')).toBeVisible();
    expect(path_(page.url())).toBe('/login');
    expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
  });

  test('zone logs in, lands on /dashboard with the page title, and a reload keeps the session', async ({ page }) => {
    await page.goto('/');
    await loginAs(page, 'zone');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    await expect(page).toHaveTitle(`首页 - ${SITE_TITLE}`);
    const token = (await page.context().cookies()).find((c) => c.name === 'access_token');
    expect(demoTokenLogin(token?.value)).toBe('zone');
    // Without 自动登录 the session ends with the browser: session cookies, SameSite=Strict.
    expect(token?.expires).toBe(-1);
    expect(token?.sameSite).toBe('Strict');

    await page.reload();
    await expect(page).toHaveTitle(`首页 - ${SITE_TITLE}`);
    expect(path_(page.url())).toBe('/dashboard');
    await expect(page.getByLabel('账号', { exact: true })).toHaveCount(0);
  });

  test('?redirect=//evil.example after login stays on this origin', async ({ page, baseURL }) => {
    await page.goto('/login?redirect=//evil.example');
    await loginAs(page, 'zone');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });

  test('a CITY user on / goes to /dataReport/index', async ({ page }) => {
    await loginAs(page, 'city');
    await expect(page).toHaveURL((url) => url.pathname === '/dataReport/index');
    await page.goto('/');
    await expect(page).toHaveURL((url) => url.pathname === '/dataReport/index');
    await expect(page).toHaveTitle(`阅读数据 - ${SITE_TITLE}`);
  });
});

test.describe('access', () => {
  test('library opening /schools/index gets /401 with a way back', async ({ page }) => {
    await loginAs(page, 'library');
    // Leave the home page once its calls are answered (a call cut off by the navigation would be logged).
    await expect(page.locator('.srp-widget')).not.toHaveCount(0);
    await expect(page.locator('.srp-widget-loading, .srp-widget [role="status"]')).toHaveCount(0, { timeout: 20_000 });
    await page.goto('/schools/index');
    await expect(page).toHaveURL((url) => url.pathname === '/401');
    await expect(page.getByText('抱歉，您的账号没有访问此页面的权限')).toBeVisible();
    const home = page.getByRole('button', { name: '返回首页' });
    await expect(home).toBeVisible();
    await expect(page.getByRole('button', { name: '返回上一页' })).toBeVisible();
    await home.click();
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
  });
});

test.describe('logout', () => {
  test('log out from the user dropdown ends on /login and removes the access_token cookie', async ({ page }) => {
    await loginAs(page, 'zone');
    await expect(page).toHaveURL((url) => url.pathname === '/dashboard');
    expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeDefined();
    // The navbar's user dropdown: <button aria-label="用户菜单：{name}">, menu item 退出登录.
    await chooseFromUserMenu(page, '退出登录');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
    await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
    expect((await page.context().cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
    // The session is really gone: a protected page sends back to the login form.
    await page.goto('/dashboard');
    await expect(page).toHaveURL((url) => url.pathname === '/login');
  });
});
