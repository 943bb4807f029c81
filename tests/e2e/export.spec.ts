import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { test, expect, settled, openAs, recordToasts, expectToast } from './fixtures';

/**
 * The one export path (docs/rules.md#export), downloaded for real: a StatTable's 导出 (/schools/index) and a ranking's
 * 导出 Excel both give an .xlsx named {page title}-{scope}-{学年}-{date}.xlsx whose sheet starts with the header block
 * (title, 范围, 学年, 导出时间, 行数), then the column titles and the rows, numbers as numbers. A ranking of 5,000 rows
 * or more is written in a Web Worker.
 */

const DATE = /\d{4}-\d{2}-\d{2}/.source;

async function sheetOf(download: Download) {
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const bytes = readFileSync(await download.path());
  // An .xlsx is a zip: 'PK' first.
  expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
  return readSheet(bytes);
}

/** The header block as label → value, the column titles (after the blank row) and the rows under them. */
function parts(sheet: Awaited<ReturnType<typeof sheetOf>>) {
  const blank = sheet.findIndex((r, i) => i > 0 && r.every((v) => v === null));
  expect(blank).toBeGreaterThan(0);
  const info = Object.fromEntries(sheet.slice(1, blank).map((r) => [r[0], r[1]]));
  return { title: sheet[0][0], info, titles: sheet[blank + 1], body: sheet.slice(blank + 2) };
}

async function download(page: Page, click: () => Promise<void>) {
  const [file] = await Promise.all([page.waitForEvent('download', { timeout: 90_000 }), click()]);
  return file;
}

test('schools: 导出 gives 学校数据-{scope}-{学年}-{date}.xlsx with the header block', async ({ page }) => {
  await openAs(page, 'zone', '/schools/index');
  await settled(page);
  const file = await download(page, () => page.locator('.srp-stat-table').getByRole('button', { name: /导出/ }).click());
  expect(file.suggestedFilename()).toMatch(new RegExp(`^学校数据-.+-2026-2027学年-${DATE}\\.xlsx$`));
  const { title, info, titles, body } = parts(await sheetOf(file));
  expect(title).toBe('学校数据');
  expect(String(info['范围'])).toMatch(/^区域 /);
  expect(info['学年']).toBe('2026-2027学年');
  expect(String(info['导出时间'])).toMatch(new RegExp(`^${DATE} \\d{2}:\\d{2}$`));
  expect(info['行数']).toBe(body.length);
  expect(body.length).toBeGreaterThan(0);
  expect(titles).toContain('学校');
  // Numbers stay numbers: some column of the first row is a number.
  expect(body[0].some((v) => typeof v === 'number')).toBe(true);
});

test('ranking: 导出 Excel of a district’s students (a worker writes a large sheet), header block and rows', async ({ page }) => {
  test.setTimeout(120_000);
  const workers: string[] = [];
  page.on('worker', (w) => workers.push(w.url()));
  await openAs(page, 'zone', '/rank/stuPartRanking');
  await settled(page);
  await recordToasts(page);
  const file = await download(page, () =>
    page
      .locator('.srp-rank-toolbar')
      .getByRole('button', { name: /导出 Excel/ })
      .click(),
  );
  expect(file.suggestedFilename()).toMatch(new RegExp(`^学生参与排名-.+-2026-2027学年-${DATE}\\.xlsx$`));
  const { title, info, titles, body } = parts(await sheetOf(file));
  expect(title).toBe('学生参与排名');
  expect(String(info['范围'])).toMatch(/^区域 /);
  expect(info['学年']).toBe('2026-2027学年');
  expect(info['行数']).toBe(body.length);
  expect(titles).toContain('学生');
  // Ranks are numbers, 1 first; names masked by default (张*明).
  expect(body[0][0]).toBe(1);
  const name = String(body[0][titles.indexOf('学生')]);
  expect(name).toContain('*');
  if (body.length >= 5000) expect(workers.some((u) => /export-worker/.test(u))).toBe(true);
  await expectToast(page, /已导出 [\d,]+ 行/);
});
