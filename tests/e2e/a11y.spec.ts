import { test, expect, settled, shot } from './fixtures';
import { seriousViolations, withoutMotion } from './axe';

/**
 * Accessibility of the login page: axe-core with no serious or critical violation (every signed-in page is checked by
 * tests/e2e/every-route.spec.ts), and the login done with the keyboard alone.
 */

test('/login: no serious or critical axe violation', async ({ page }) => {
  await withoutMotion(page);
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await settled(page);
  const violations = await seriousViolations(page);
  if (violations.length) await shot(page, 'a11y_login');
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
});

test('the axe check reports what it should: violations put into a page it has already checked (its second run there)', async ({ page }) => {
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.src = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
    const button = document.createElement('button');
    document.body.append(img, button);
  });
  const rules = (await seriousViolations(page)).map((v) => v.rule).sort();
  expect(rules).toEqual(['button-name', 'image-alt']);
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
