import {
  test,
  expect,
  chooseOption,
  expectToast,
  layoutShift,
  openAs,
  recordLayoutShifts,
  recordToasts,
  settled,
  shot,
  drawnShot,
} from './fixtures';
import { readPdfText, squash } from './pdf-text';

/**
 * From numbers to action, in a real browser on the demo build: the librarian's 催还单 printed on A4 (one class a page,
 * no summary, no frame); the 补充计划 of a district. Screenshots at 1366 and 1920 (tests/e2e/.screenshots/).
 */

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('lists: the slips of a class print one A4 page each; the district’s plan by gap', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, 'library', '/library/overdue');
  const root = page.locator('.srp-page:visible');
  await expect(root.getByRole('heading', { level: 4 })).toHaveText('逾期清单');
  await settled(page);
  await expect(root.locator('.srp-slip')).toHaveCount(1);
  await drawnShot(page, 'lists-overdue-1366', { fullPage: true });

  // 全部班级 (the select's first option): every slip on a page of its own, nothing else printed.
  // Chosen once the page holds still after the screenshot's resizes, from the open list once it has slid in.
  await settled(page);
  const classSelect = root.getByRole('combobox', { name: '催还单班级' });
  await classSelect.click();
  const allClasses = page.locator('.ant-select-dropdown:visible .ant-select-item-option').first();
  await expect(allClasses).toHaveText(/^全部班级/);
  await settled(page);
  await allClasses.click();
  await expect(root.locator('.srp-slips .ant-select')).toContainText('全部班级');
  await expect(page).toHaveURL(/class=all/);
  await expect.poll(() => root.locator('.srp-slip').count()).toBeGreaterThan(10);
  const slips = await root.locator('.srp-slip').count();
  const titles = await root.locator('.srp-slip__title').allInnerTexts();
  const pdf = readPdfText(await page.pdf({ format: 'A4' }));
  expect(pdf.pages.length).toBeGreaterThanOrEqual(slips);
  // Each slip starts a page: the page that holds a slip's title begins with it.
  for (const title of titles.slice(0, 5)) {
    const at = pdf.pages.findIndex((p) => squash(p).includes(squash(title)));
    expect(at, title).toBeGreaterThanOrEqual(0);
    expect(squash(pdf.pages[at]).startsWith(squash(title)), title).toBe(true);
  }
  const all = squash(pdf.pages.join('\n'));
  expect(all.includes(squash('各班级逾期'))).toBe(false);
  expect(all.includes(squash('逾期概况'))).toBe(false);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await openAs(page, 'zone', '/library/supplement');
  await expect(root.getByRole('heading', { level: 4 })).toHaveText('应补册数与补充计划');
  await settled(page);
  await expect(root.locator('.srp-widget-error, .srp-widget-empty')).toHaveCount(0);
  await drawnShot(page, 'lists-supplement-1920', { fullPage: true });
  await page.setViewportSize({ width: 1366, height: 768 });
  await drawnShot(page, 'lists-supplement-1366', { fullPage: true });
  await openAs(page, 'library', '/library/weeding');
  await settled(page);
  await drawnShot(page, 'lists-weeding-1366', { fullPage: true });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await drawnShot(page, 'lists-weeding-1920', { fullPage: true });
});

test('a teacher lands on 我的班级, which does not move as its data comes (CLS < 0.01); a quiet student’s year opens in a drawer', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await recordLayoutShifts(page);
  await openAs(page, 'teacher', '/');
  await expect(page).toHaveURL(/\/myClass\/index$/);
  const root = page.locator('.srp-page:visible');
  await expect(root.locator('.srp-myclass-card')).toHaveCount(2);
  await settled(page);
  const shift = await layoutShift(page);
  expect(shift.total, shift.report).toBeLessThan(0.01);
  await drawnShot(page, 'myclass-1366', { fullPage: true });
  const quiet = root.locator('.srp-widget', { hasText: '近期未读学生' }).locator('tbody tr.ant-table-row td button.ant-btn-link').first();
  const name = await quiet.innerText();
  await quiet.click();
  await expect(page).toHaveURL(/student=\d+/);
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(`${name} · `);
  await expect(drawer.locator('tbody tr.ant-table-row')).toHaveCount(3);
  await settled(page);
  await drawnShot(page, 'myclass-record-1366');
  await page.goBack();
  await expect(drawer).toBeHidden();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await drawnShot(page, 'myclass-1920', { fullPage: true });
});

test('alerts: the bell’s count, one marked handled stays handled after a reload (the demo keeps it in IndexedDB)', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, 'zone', '/alerts');
  const bell = page.getByRole('button', { name: /^提醒：\d+ 条待处理$/ });
  await expect(bell).toBeVisible();
  const count = Number((await bell.getAttribute('aria-label'))!.match(/(\d+)/)![1]);
  expect(count).toBeGreaterThan(3);
  await settled(page);
  await drawnShot(page, 'alerts-1366', { fullPage: true });
  await bell.click();
  const latest = page.getByRole('list', { name: '最新提醒' });
  await expect(latest).toBeVisible();
  await settled(page);
  await shot(page, 'alerts-bell-1366');
  await latest.getByRole('button', { name: '标记已处理' }).first().click();
  await expect(page.getByRole('button', { name: `提醒：${count - 1} 条待处理` })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: `提醒：${count - 1} 条待处理` })).toBeVisible();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settled(page);
  await drawnShot(page, 'alerts-1920', { fullPage: true });
});

test('change against last year: a card’s ▲/▼ with last year’s value on hover; 上学期 in the URL; the schools table’s change and trend', async ({
  page,
}) => {
  // Wide enough for the table's new columns (at 1366 they fold into each row's expansion, as the page kit folds).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openAs(page, 'zone', '/schools/index');
  const root = page.locator('.srp-page:visible');
  await expect(root.getByRole('heading', { level: 4 })).toHaveText('学校数据');
  await settled(page);
  // A school's row: its change against last year, its trend line, ▲/▼ against the district.
  const row = root.locator('tbody tr.ant-table-row').first();
  await expect(row.locator('svg.srp-sparkline')).toBeVisible();
  await expect(root.getByRole('columnheader', { name: /生均借阅变化（较上年同期）/ })).toBeVisible();
  await expect(row.getByRole('img', { name: /^(高于|低于)区域整体/ }).first()).toBeVisible();
  // 学生数 against the same months last year: the value on hover.
  const change = root.locator('.srp-kpi-card', { hasText: '学生数' }).locator('.srp-kpi-comparison');
  await expect(change).toHaveAttribute('aria-label', /^较上年同期.*，上年同期：/);
  // The arrow is the stylesheet's (▲ for a rise, ▼ for a fall), beside the figure.
  const trend = await change.getAttribute('data-trend');
  const arrow = await change
    .locator('.srp-kpi-comparison__value')
    .evaluate((el) => getComputedStyle(el, '::before').content.replace(/^"|"\s*\/.*$|"$/g, ''));
  expect(arrow).toBe(trend === 'up' ? '▲' : trend === 'down' ? '▼' : 'none');
  await change.hover();
  await expect(page.getByRole('tooltip')).toContainText('上年同期：');
  await drawnShot(page, 'change-schools-1920', { fullPage: true });
  // The period picker: 上学期 in the URL and the scope line.
  await chooseOption(page, root.getByRole('combobox', { name: '时段' }), '上学期');
  await expect(page).toHaveURL(/[?&]period=term1\b/);
  await expect(root.getByTestId('stats-scope')).toContainText('上学期');
  await page.setViewportSize({ width: 1366, height: 768 });
  await settled(page);
  await drawnShot(page, 'change-schools-term-1366', { fullPage: true });
});

test('goals: a district sets a school’s target on 目标, it is kept after a reload (IndexedDB), the bell counts the goal alert', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await openAs(page, 'zone', '/goals/index');
  const root = page.locator('.srp-page:visible');
  await expect(root.getByRole('heading', { level: 4 })).toHaveText('目标');
  const bell = page.getByRole('button', { name: /^提醒：\d+ 条待处理$/ });
  await expect(bell).toBeVisible();
  const count = Number((await bell.getAttribute('aria-label'))!.match(/(\d+)/)![1]);
  // The first school of the table (after the district itself): 参与率 99 %, out of reach.
  const table = root.locator('.srp-widget', { hasText: '目标设定与进度' });
  const input = table.getByRole('spinbutton', { name: / 参与率目标$/ }).nth(1);
  const name = (await input.getAttribute('aria-label'))!;
  await input.fill('99');
  await input.blur();
  await recordToasts(page);
  await table.getByRole('button', { name: '保存目标' }).click();
  await expectToast(page, '目标已保存（1 项）');
  await expect(page.getByRole('button', { name: `提醒：${count + 1} 条待处理` })).toBeVisible();
  await settled(page);
  await drawnShot(page, 'goals-1366', { fullPage: true });
  await page.reload();
  await expect(root.getByRole('spinbutton', { name })).toHaveValue('99');
  await expect(page.getByRole('button', { name: `提醒：${count + 1} 条待处理` })).toBeVisible();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await settled(page);
  await drawnShot(page, 'goals-1920', { fullPage: true });
});
