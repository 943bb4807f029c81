import { chooseFromUserMenu, expect, expectToast, loginAs, recordToasts, shot, test } from './fixtures';
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
    await expect(page.getByRole('button', { name: /^登\s*录$/ })).toBeVisible();
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
    await recordToasts(page);
    await page.getByLabel('账号', { exact: true }).fill('zone');
    await page.getByLabel('密码', { exact: true }).fill('not-the-password');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    // A toast of 3 s, after the demo's first call (its engine starts at this key press).
    await expectToast(page, '账号或密码错误，请重试');
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
    await expect(page.locator('.srp-widget-loading, .srp-widget [role="status"]')).toHaveCount(0);
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

test.describe('sign-on and launch in the demo build (the stand-in platform and identity provider run in the page)', () => {
  test('the login page offers 自动登录 and the sign-on providers; the demo platform signs its links (a bare one is refused); CAS sign-on asks before switching users', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto('/login');
    await expect(page.getByLabel('7天内自动登录')).not.toBeChecked();
    await expect(page.getByRole('button', { name: '使用演示教育平台登录' })).toBeVisible();
    await expect(page.getByRole('button', { name: '使用演示统一身份认证（CAS）登录' })).toBeVisible();
    await shot(page, 'login-sso-1366', { fullPage: true });
    await page.setViewportSize({ width: 1920, height: 1080 });
    await shot(page, 'login-sso-1920');

    // The stand-in platform (src/demo/pages.ts, shown by src/main.tsx): a bare link is refused, a signed one opens a session.
    await page.getByRole('link', { name: /演示外部平台/ }).click();
    await expect(page.getByRole('heading', { name: '演示外部平台' })).toBeVisible();
    await shot(page, 'demo-platform');
    await page.getByRole('list', { name: '无签名链接' }).getByRole('link').click();
    await expect(page.getByText('链接无效或已过期')).toBeVisible();
    expect((await context.cookies()).find((c) => c.name === 'access_token')).toBeUndefined();
    await page.goto('/auth/demo-platform');
    await expect(page.getByRole('heading', { name: '演示外部平台' })).toBeVisible();
    await page.getByRole('list', { name: '签名链接' }).getByRole('link').first().click();
    // The launch is a new document: its exchange waits for the demo API's engine, which computes the city again there,
    // as a first load's widgets do (the suite's waits: playwright.config.ts).
    await expect(page).toHaveURL(/\/dashboard\?school=\d+&campus=\d+$/);
    expect(demoTokenLogin((await context.cookies()).find((c) => c.name === 'access_token')?.value)).toBe('zone');

    // CAS through the stand-in provider, with zone signed in: the question, then library's session.
    await page.goto('/login?sso=demo-cas&redirect=/dashboard');
    await expect(page).toHaveURL(/\/auth\/demo-idp\/cas\/login\?service=/);
    await page
      .getByRole('list', { name: '演示账号' })
      .getByRole('link', { name: /^library/ })
      .click();
    // The provider's answer is a new document again: its exchange waits for that document's engine, as the launch's did.
    await expect(page.getByText('当前已登录「李主任（zone）」，是否切换为「张老师（library）」？')).toBeVisible();
    await page.getByRole('button', { name: /^切\s*换$/ }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('button', { name: /^用户菜单/ })).toHaveAccessibleName('用户菜单：张老师');
  });
});
