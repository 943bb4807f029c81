import { test, expect, openAs, settled, shot } from './fixtures';

/** The scope and the school year in the address and in the browser's history (docs/rules.md#scope), in Chromium. */

test.use({ viewport: { width: 1366, height: 768 } });

test('学校数据 → a school → Back shows 学校数据, not 401', async ({ page }) => {
  await openAs(page, 'zone', '/schools/index');
  await settled(page);
  const table = page.locator('.srp-stat-table, .ant-table').first();
  const school = table.getByRole('button').filter({ hasText: /学/ }).first();
  const name = (await school.textContent())!.trim();
  await school.click();
  await page.waitForURL(/\/dashboard\?school=\d+$/);
  await expect(page.getByTestId('scope-name')).toHaveText(name);

  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/schools/index');
  await expect(page.getByRole('heading', { name: '学校数据' })).toBeVisible();
  await expect(page.getByText('401')).toHaveCount(0);
  await settled(page);
  await shot(page, 'history-schools-back');
});

test('a chosen school year survives F5', async ({ page }) => {
  await openAs(page, 'zone', '/dataReport/index');
  await settled(page);
  const select = page.getByRole('combobox', { name: '学年' });
  const box = page.locator('.ant-select', { has: select });
  const before = (await box.textContent())!.trim();
  await select.click();
  const other = page.locator('.ant-select-dropdown .ant-select-item-option').filter({ hasNotText: before }).first();
  const chosen = (await other.textContent())!.trim();
  await other.click();
  await page.waitForURL(/[?&]yid=\d+/);
  await expect(box).toContainText(chosen);

  await page.reload();
  await settled(page);
  await expect(page).toHaveURL(/[?&]yid=\d+/);
  await expect(page.locator('.ant-select', { has: page.getByRole('combobox', { name: '学年' }) })).toContainText(chosen);
  await shot(page, 'history-year-reload');

  await page.goBack();
  await page.waitForURL((url) => !url.searchParams.has('yid'));
  await expect(page.locator('.ant-select', { has: page.getByRole('combobox', { name: '学年' }) })).toContainText(before);
});

test('the city’s school switcher: schools under their districts; the size menu’s options uncovered', async ({ page }) => {
  await openAs(page, 'city', '/dataReport/index');
  await settled(page);
  await page.getByRole('combobox', { name: '切换学校' }).click();
  const groups = page.locator('.ant-select-dropdown .ant-select-item-group');
  // A virtual list: the first district's header and its schools are drawn (the grouping itself: history.test.tsx).
  await expect(groups.first()).toBeVisible();
  await shot(page, 'history-city-switcher');
  await page.keyboard.press('Escape');

  const size = page.getByRole('button', { name: /^布局大小/ });
  await size.hover();
  await size.click();
  const large = page.getByRole('menuitem', { name: '大' });
  await expect(large).toBeVisible();
  await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveCount(0);
  await shot(page, 'history-size-menu');
});
