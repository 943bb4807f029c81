import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { flattenRoutes } from '@/routes/route-table';
import { test, expect, settled, shot } from './fixtures';

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
const ROUTES = flattenRoutes()
  .filter((r) => r.node.page && !SKIP.has(r.fullPath))
  .map((r) => r.fullPath.replace(/\/$/, ''));

/** Signed in as the admin, as the login form would leave it (the demo's token of an account is `{login}-token`). */
async function signInAsAdmin(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'access_token', value: 'admin-token', url: baseURL }]);
}

/**
 * Until the page shows its content, no request is in flight and nothing is moving: axe read a button's colour in the
 * middle of antd's 0.2 s transition out of its disabled look as a contrast failure (2.1:1) in a fresh-clone run.
 */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await settled(page);
}

async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
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

  for (const route of ROUTES) {
    test(`${route}: no serious or critical violation`, async ({ page, baseURL }) => {
      if (!PUBLIC.has(route)) await signInAsAdmin(page, baseURL!);
      await page.goto(route);
      await expect(page).toHaveURL((url) => url.pathname.replace(/\/$/, '') === route);
      await settle(page);
      const violations = await seriousViolations(page);
      if (violations.length) await shot(page, `a11y${route.replaceAll('/', '_')}`);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
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
    const submit = page.getByRole('button', { name: /登\s*录/ });
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
