import { test, expect, openAs, settled, shot, chooseFromUserMenu } from './fixtures';

/**
 * The figures explain themselves (docs/rules.md#figures), in a real browser on the demo build: the ⓘ of a KPI tile
 * opens with the keyboard and shows the catalogue's definition; its 全部指标说明 link and the user menu open 指标说明
 * (/metrics), which lists every figure and searches by name. Screenshots of the open ⓘ and of the page are kept.
 */

test('zone: 首页 活跃读者 ⓘ by keyboard, then 指标说明 from its link', async ({ page }) => {
  await openAs(page, 'zone', '/dashboard');
  await settled(page);
  const help = page.getByRole('button', { name: '指标说明：活跃读者' });
  await expect(help).toBeVisible();
  await help.focus();
  await page.keyboard.press('Enter');
  const popover = page.locator('.ant-popover:not(.ant-popover-hidden)');
  await expect(popover).toContainText('在阅读平台上有任何活动');
  await expect(page.locator('.srp-dashboard-kpis')).toContainText('活跃率');
  await shot(page, 'metrics-dashboard-help');
  await popover.getByRole('link', { name: '全部指标说明' }).click();
  await page.waitForURL((url) => url.pathname === '/metrics');
  await settled(page);
  await expect(page.getByRole('heading', { name: '指标说明', level: 4 })).toBeVisible();
  await expect(page.locator('[data-metric="activeReaders"]')).toBeVisible();
  await expect(page.locator('[data-metric="volumes"]')).toHaveCount(0);
});

test('library: 指标说明 from the user menu lists every area; search narrows it', async ({ page }) => {
  await openAs(page, 'library', '/dashboard');
  await settled(page);
  await chooseFromUserMenu(page, '指标说明');
  await page.waitForURL((url) => url.pathname === '/metrics');
  await settled(page);
  await expect(page.locator('.ant-card-head-title')).toHaveText([
    '学校与在籍',
    '馆藏',
    '借阅流通',
    '阅读平台',
    '阅读质量',
    '多元表达与互动',
    '教学',
    '综合',
  ]);
  await shot(page, 'metrics-page', { fullPage: true });
  const search = page.getByRole('searchbox', { name: '搜索指标' });
  await search.fill('参与率');
  await search.press('Enter');
  await expect(page).toHaveURL(/q=/);
  await expect(page.locator('[data-metric="participationRate"]')).toBeVisible();
  await expect(page.locator('[data-metric="loans"]')).toHaveCount(0);
});
