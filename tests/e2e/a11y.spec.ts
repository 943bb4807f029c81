import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { flattenRoutes } from '@/routes/route-table';
import { pageTitle } from '@/utils/title';
import { test, expect, settled, shot, signInWithCookie } from './fixtures';

/**
 * Accessibility: axe-core (WCAG 2.x A/AA rules and best practices) on every page of the route table, zero
 * serious or critical violations; and the login done with the keyboard alone.
 *
 * The routes come from src/routes/route-table.ts, so pages added later are checked with no change here. Each is
 * opened by an account that may open it: the admin (who sees every route, the cockpits too); the public pages
 * without a session. Pure redirect helpers (/redirect/*, /loading, /auth-redirect) are left out: they show no page
 * of their own.
 */

const SKIP = new Set(['/redirect/*', '/loading', '/auth-redirect']);
const PUBLIC = new Set(['/login']);
const PAGES = flattenRoutes()
  .filter((r) => r.node.page && !SKIP.has(r.fullPath))
  .map((r) => ({ route: r.fullPath.replace(/\/$/, ''), title: r.node.meta?.title }));
const ROUTES = PAGES.map((p) => p.route);

/**
 * The signed-in routes, in the table's order, a few to a test: the first opened with a page load, the others the way
 * the app moves between its pages (a history entry, no reload), which spares a load and a boot per route. Every route
 * is still checked on its own page, with its own result.
 */
const PER_TEST = 7;
const SIGNED_IN = PAGES.filter((p) => !PUBLIC.has(p.route));
const GROUPS = Array.from({ length: Math.ceil(SIGNED_IN.length / PER_TEST) }, (_, i) => SIGNED_IN.slice(i * PER_TEST, (i + 1) * PER_TEST));

/** Signed in as the admin, as the login form would leave it (a token the demo API signed). */
async function signInAsAdmin(page: Page, baseURL: string) {
  await signInWithCookie(page, 'admin', baseURL);
}

/**
 * Until the page shows its content, no request is in flight and nothing is moving: axe read a button's colour in the
 * middle of antd's 0.2 s transition out of its disabled look as a contrast failure (2.1:1) in a fresh-clone run.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await settled(page);
}

/**
 * Moves the app to `route` as its own links do, without a reload: a history entry and a popstate, which the router
 * follows; done when the page's title is the route's and the progress bar is gone.
 */
async function openInApp(page: Page, route: string, title: string | undefined) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await expect(page).toHaveTitle(pageTitle(title));
  await expect(page.locator('#nprogress')).toHaveCount(0);
}

/**
 * Colours as they end, never half-way: CSS transitions are switched off before the page loads. A control
 * that data enable after the page had settled (the report's 打印 / 导出 PDF button) was read in the middle of antd's
 * fade out of its disabled look (#adaeb0 on #e6e8eb, 1.8:1) in a CI run; its colours at rest pass.
 */
async function withoutMotion(page: Page) {
  await page.addInitScript(() => {
    const style = document.createElement('style');
    style.textContent = '*, *::before, *::after { transition: none !important; }';
    document.addEventListener('DOMContentLoaded', () => document.head.appendChild(style), { once: true });
  });
}

async function seriousViolations(page: Page) {
  // Only the violations in detail: axe otherwise also lists every passing node of every rule, which took most of its time.
  const result = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      rule: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1).join(' ').trim() ?? ''}`),
      count: v.nodes.length,
    }));
}

test.describe('axe on every route of the table', () => {
  test('the table has pages to check', () => {
    expect(ROUTES.length).toBeGreaterThan(50);
    expect(ROUTES).toEqual(
      expect.arrayContaining([
        '/login',
        '/dashboard',
        '/library/index',
        '/rank/index',
        '/ndb/index',
        '/dashboardmode/index',
        '/404',
        '/401',
      ]),
    );
  });

  test('/login: no serious or critical violation', async ({ page }) => {
    await withoutMotion(page);
    await page.goto('/login');
    await settle(page);
    const violations = await seriousViolations(page);
    if (violations.length) await shot(page, 'a11y_login');
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  for (const group of GROUPS) {
    test(`${group.map((p) => p.route).join(', ')}: no serious or critical violation`, async ({ page, baseURL }) => {
      test.setTimeout(30_000 * group.length);
      await signInAsAdmin(page, baseURL!);
      await withoutMotion(page);
      const found: Record<string, Awaited<ReturnType<typeof seriousViolations>>> = {};
      for (const [i, { route, title }] of group.entries()) {
        await test.step(route, async () => {
          // A page whose title is the one before's is loaded: the title would not say that the app has moved.
          if (i === 0 || title === group[i - 1].title) await page.goto(route);
          else await openInApp(page, route, title);
          await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === route);
          await settle(page);
          const violations = await seriousViolations(page);
          if (violations.length) {
            found[route] = violations;
            await shot(page, `a11y${route.replaceAll('/', '_')}`);
          }
        });
      }
      expect(found, JSON.stringify(found, null, 2)).toEqual({});
    });
  }
});

test.describe('keyboard only', () => {
  test('the login form: type, Tab, type, Tab to the reveal and the 登录 button, Enter; every stop visible', async ({ page }) => {
    await page.goto('/login');
    const account = page.getByLabel('账号', { exact: true });
    const password = page.getByLabel('密码', { exact: true });
    await expect(account).toBeFocused();
    await page.keyboard.type('zone');
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type('123456');
    await page.keyboard.press('Tab');
    const reveal = page.getByRole('button', { name: '显示密码' });
    await expect(reveal).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(page.getByRole('button', { name: '隐藏密码' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    // 自动登录, then the button.
    await expect(page.getByLabel('7天内自动登录')).toBeFocused();
    await page.keyboard.press('Tab');
    const submit = page.getByRole('button', { name: /^登\s*录$/ });
    await expect(submit).toBeFocused();
    // The focused button shows a focus ring (an outline), not only a colour change.
    expect(await submit.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    await shot(page, 'a11y-login-keyboard');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('.srp-kpi-value')).toHaveCount(8);
  });

  test('an empty form sent with Enter says what is missing and puts the focus on it', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByLabel('账号', { exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: '请输入账号' })).toBeVisible();
    await expect(page.getByLabel('账号', { exact: true })).toBeFocused();
    await expect(page.getByLabel('账号', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('zone');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert').filter({ hasText: '请输入密码' })).toBeVisible();
    await expect(page.getByLabel('密码', { exact: true })).toBeFocused();
  });
});
