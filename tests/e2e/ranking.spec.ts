import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { test, expect, chooseOption, scrollChartsIn, loginAs, openAs, drawnShot } from './fixtures';

/**
 * The ranking page in a real browser on the demo build: the /rank pages through their family and level links
 * (library), a drill-down from a district's schools to one class's students and back (zone), the city's district
 * ranking and its 48,000 students (sort, search, 隐藏姓名), the Excel download read back, and the /dataReport and
 * /teaching ranking pages with their section tabs. No console error (the fixture's guard), no page wider than the
 * window (the table scrolls inside its card). Screenshots go to tests/e2e/.screenshots/ (`drawnShot`), once the chart is
 * drawn to the end on Playwright's clock (`chartsDrawn`; installed before the page loads, time flows as usual).
 */

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

function visiblePage(page: Page): Locator {
  return page.locator('.srp-page:visible');
}

function table(page: Page): Locator {
  return visiblePage(page).getByRole('table', { name: /排名表$/ });
}

function bodyRows(page: Page): Locator {
  return table(page).locator('.srp-vtable__body [role="row"]');
}

/** Both widgets show data: the chart drew, the table has rows, nothing loads, nothing failed. */
async function expectRanking(page: Page, levelWord: string) {
  const root = visiblePage(page);
  // First the view itself (a count of skeletons is 0 too before the page has rendered any): its two widgets, the
  // table's level column once its call has answered (the city's 48,000 students take a while on a busy machine).
  await expect(root.locator('.srp-widget')).toHaveCount(2);
  await expect(table(page).getByRole('columnheader').nth(1)).toHaveText(levelWord, { timeout: 60_000 });
  await expect(root.locator('.srp-widget-loading')).toHaveCount(0, { timeout: 30_000 });
  await expect(root.locator('.srp-widget-error')).toHaveCount(0);
  await expect(root.locator('.srp-widget-empty')).toHaveCount(0);
  await scrollChartsIn(root);
  await expect(root.locator('.srp-chart:has(canvas)')).toHaveCount(1);
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(table(page).getByRole('columnheader').nth(1)).toHaveText(levelWord);
  await expect(root.locator('.srp-widget [role="status"]')).toHaveCount(0);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The first cell texts of a column, by its header's start. */
async function columnTexts(page: Page, title: string, n = 10): Promise<string[]> {
  const headers = await table(page).getByRole('columnheader').allTextContents();
  const i = headers.findIndex((h) => h.startsWith(title));
  expect(i, `column ${title} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  const rows = await bodyRows(page).all();
  const out: string[] = [];
  for (const row of rows.slice(0, n)) out.push((await row.getByRole('cell').nth(i).textContent()) ?? '');
  return out;
}

test.describe('at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('library: every /rank page through the family and level links', async ({ page }) => {
    test.setTimeout(180_000);
    await loginAs(page, 'library');
    await page.getByRole('navigation', { name: '侧边菜单' }).getByRole('link', { name: '排行榜' }).click();
    await expect(page).toHaveURL(/\/rank\/index$/);
    await expectRanking(page, '校区');
    await drawnShot(page, 'ranking-library-index');
    const nav = visiblePage(page).getByRole('navigation', { name: '排行榜分类' });
    const families = await nav.getByRole('group', { name: '指标' }).getByRole('link').allTextContents();
    expect(families).toEqual(['阅读参与', '综合阅读', '阅读质量', '多元表达', '互动', '馆藏借阅', '图书流通', '教师阅读']);
    // Every family link; every level link of 阅读参与 and 图书流通, the last level of the others. Every ranking
    // route is also drawn by the walk of tests/e2e/every-route.spec.ts and checked (title, level, columns, the call) by
    // tests/integration/ranking-page.test.tsx.
    const visited: string[] = [];
    for (const [i, family] of families.entries()) {
      await nav.getByRole('group', { name: '指标' }).getByRole('link', { name: family }).click();
      await expect(nav.getByRole('group', { name: '指标' }).getByRole('link', { name: family })).toHaveClass(/--active/);
      const levels = nav.getByRole('group', { name: '层级' });
      const levelNames = (await levels.count()) ? await levels.getByRole('link').allTextContents() : [];
      // 多元表达 ranks the campuses only, 教师阅读 the teachers: no level links.
      const all = levelNames.length ? levelNames : [family === '多元表达' ? '校区' : '教师'];
      for (const level of i === 0 || family === '图书流通' ? all : all.slice(-1)) {
        if (levelNames.length) await levels.getByRole('link', { name: level }).click();
        await expectRanking(page, level);
        await expectNoHorizontalOverflow(page);
        visited.push(`${family}/${level}`);
      }
    }
    expect(visited).toHaveLength(14);
    await drawnShot(page, 'ranking-library-teacher');
  });

  test('zone: a school → its campus → a grade → a class → its students, back with the breadcrumb; the link reopens the same view', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, 'zone', '/rank/clazzPartRanking');
    await expectRanking(page, '班级');
    await drawnShot(page, 'ranking-zone-classes');
    // Nothing off to the side at 1366 (docs/rules.md#tables): columns that do not fit fold into the column chooser
    // (列设置, which says how many are away); the table does not scroll sideways.
    const scroller = visiblePage(page).getByRole('region', { name: /排名表（可滚动）$/ });
    await scroller.scrollIntoViewIfNeeded();
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
    await expect(visiblePage(page).getByRole('button', { name: /^列设置/ })).toBeVisible();
    await page.goto('/rank/index');
    await expectRanking(page, '学校');
    await drawnShot(page, 'ranking-zone-schools');
    await table(page).getByRole('link', { name: '滨江市实验小学' }).click();
    await expect(page).toHaveURL(/drillSchool=101/);
    await expectRanking(page, '校区');
    await bodyRows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/drillCampus=/);
    await expectRanking(page, '年级');
    await bodyRows(page).nth(2).getByRole('link').click();
    await expect(page).toHaveURL(/grade=/);
    await expectRanking(page, '班级');
    await drawnShot(page, 'ranking-zone-grade-classes');
    await bodyRows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/class=/);
    await expectRanking(page, '学生');
    const crumbs = visiblePage(page).getByRole('navigation', { name: '下钻路径' });
    await expect(crumbs).toContainText('全部学校');
    await expect(crumbs).toContainText('滨江市实验小学');
    await expectNoHorizontalOverflow(page);
    await drawnShot(page, 'ranking-zone-class-students');
    const url = page.url();
    const first = await columnTexts(page, '学生', 5);
    // Back one level with the browser, forward again, then reopen the link itself.
    await page.goBack();
    await expectRanking(page, '班级');
    await page.goForward();
    await expectRanking(page, '学生');
    await page.goto(url);
    await expectRanking(page, '学生');
    expect(await columnTexts(page, '学生', 5)).toEqual(first);
    // Up to every school.
    await visiblePage(page).getByRole('navigation', { name: '下钻路径' }).getByRole('link', { name: '全部学校' }).click();
    await expectRanking(page, '学校');
    expect(new URL(page.url()).search).toBe('');
  });

  test('library: 导出 Excel downloads the sorted rows with the header block', async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, 'library', '/rank/gradeReadQuality');
    await expectRanking(page, '年级');
    await table(page).getByRole('button', { name: '按正确率排序' }).click();
    await expect(page).toHaveURL(/sort=accuracy&dir=desc/);
    const shown = await columnTexts(page, '年级', 20);
    const accuracy = await columnTexts(page, '正确率', 20);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      visiblePage(page)
        .getByRole('button', { name: /导出 Excel/ })
        .click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^年级阅读质量排名-滨江市实验小学-2026-2027学年-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const rows = await readSheet(readFileSync(await download.path()));
    expect(rows[0][0]).toBe('年级阅读质量排名');
    const info = Object.fromEntries(
      rows
        .slice(1, 9)
        .filter((r) => r[0])
        .map((r) => [r[0], r[1]]),
    );
    expect(info).toMatchObject({ 范围: '学校 滨江市实验小学', 学年: '2026-2027学年', 排序: '正确率降序', 行数: shown.length });
    const head = rows.findIndex((r) => r[0] === '排名');
    const name = rows[head].indexOf('年级');
    const acc = rows[head].indexOf('正确率');
    expect(rows.slice(head + 1).map((r) => r[name])).toEqual(shown);
    expect(rows.slice(head + 1).map((r) => `${(Number(r[acc]) * 100).toFixed(1)}%`)).toEqual(accuracy);
  });

  test('teacher: the /dataReport and /teaching ranking pages keep their section tabs; subject and grade filters', async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, 'teacher', '/dataReport/readQualityAccuracyRanking');
    await expectRanking(page, '校区');
    await expect(visiblePage(page).getByRole('navigation', { name: '阅读数据分页' })).toBeVisible();
    await visiblePage(page).getByRole('navigation', { name: '阅读数据分页' }).getByRole('link', { name: '月度参与排名' }).click();
    await expect(page).toHaveURL(/\/dataReport\/monthPartRanking/);
    await expectRanking(page, '校区');
    await chooseOption(page, visiblePage(page).getByRole('combobox', { name: '时段' }), '10月');
    await expect(page).toHaveURL(/month=2026-10/);
    await expectRanking(page, '校区');
    await expect(visiblePage(page).getByTestId('stats-scope')).toContainText('2026年10月');
    await page.goto('/teaching/teachingDataRanking');
    await expectRanking(page, '教师');
    await expect(visiblePage(page).getByRole('navigation', { name: '教学数据分页' })).toBeVisible();
    await chooseOption(page, visiblePage(page).getByRole('combobox', { name: '学科' }), '语文');
    await expect(page).toHaveURL(/subject=/);
    await expectRanking(page, '教师');
    expect(new Set(await columnTexts(page, '学科', 10))).toEqual(new Set(['语文']));
    await drawnShot(page, 'ranking-teacher-teaching');
  });
});

test.describe('at 1920 px', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('city: /rank is the district ranking; a district drills into its schools', async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, 'city', '/rank');
    await expect(page).toHaveURL(/\/rank\/region$/);
    await expectRanking(page, '区域');
    await expect(bodyRows(page)).toHaveCount(4);
    await drawnShot(page, 'ranking-city-region');
    await bodyRows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/district=/);
    await expectRanking(page, '学校');
    await expectNoHorizontalOverflow(page);
  });

  test("city: the city's 48,000 students — sort, search, 隐藏姓名; few row elements", async ({ page }) => {
    test.setTimeout(120_000);
    // Full names asked for (mask=0); names are masked by default, as on the assessment pages.
    await openAs(page, 'city', '/rank/stuPartRanking?mask=0');
    await expectRanking(page, '学生');
    const count = Number(await table(page).getAttribute('aria-rowcount')) - 1;
    expect(count).toBeGreaterThan(40_000);
    expect(await bodyRows(page).count()).toBeLessThanOrEqual(60);
    await drawnShot(page, 'ranking-city-students');
    await table(page).getByRole('button', { name: '按阅读时长排序' }).click();
    await expect(page).toHaveURL(/sort=minutes&dir=desc/);
    const minutes = (await columnTexts(page, '阅读时长', 10)).map((t) => (t.endsWith('万') ? Number(t.slice(0, -1)) * 9999 : Number(t)));
    expect(minutes).toEqual([...minutes].sort((a, b) => b - a));
    const name = (await columnTexts(page, '学生', 1))[0];
    await visiblePage(page).getByRole('textbox', { name: '搜索学生名称' }).fill(name);
    await expect(visiblePage(page).getByText(/^找到 \d+ 名学生$/)).toBeVisible();
    expect((await columnTexts(page, '学生', 10)).every((n) => n.includes(name))).toBe(true);
    await visiblePage(page).getByRole('switch', { name: '隐藏姓名' }).click();
    await expect(page).not.toHaveURL(/mask=0/);
    const masked = await columnTexts(page, '学生', 3);
    expect(masked.every((n) => n.includes('*') && !n.includes(name.slice(1, -1) || '\u0000'))).toBe(true);
    await expectNoHorizontalOverflow(page);
    await drawnShot(page, 'ranking-city-students-masked');
  });
});
