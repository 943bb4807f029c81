import type { Page } from '@playwright/test';
import { test, expect, settled, signIn } from './fixtures';
import { readPdfText, squash } from './pdf-text';

/**
 * Printing a statistics page (docs/rules.md#print): /schools/index and /dashboard printed to an A4 PDF (page.pdf, as
 * 打印 then 另存为 PDF does) hold the page without the app's frame — none of the sidebar's or the navbar's words that
 * the page itself does not say — and every column of their tables: the last header of each, even where the screen
 * folds columns away for room (1366 px). The 打印 button opens the browser's print dialog.
 */

/** The words of the frame (sidebar menu, navbar) that the page's own content does not also say. */
async function frameWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const content = (document.querySelector('.srp-stats-page') as HTMLElement).innerText;
    const texts = [
      ...document.querySelectorAll<HTMLElement>('.srp-sidebar .ant-menu-title-content, .srp-navbar .srp-user__name, .srp-navbar .ant-btn'),
    ]
      .map((el) => el.innerText.trim())
      .filter((t) => t.length >= 2);
    return [...new Set(texts)].filter((t) => !content.includes(t));
  });
}

/** The last column header of every table on the page, as it lays out for print (every column back). */
async function lastHeaders(page: Page): Promise<string[]> {
  const heads = page.locator('.srp-stats-page .ant-table-thead > tr:first-child');
  const tables = await heads.count();
  expect(tables, 'the page has a table').toBeGreaterThan(0);
  await page.emulateMedia({ media: 'print' });
  // The tables lay out for print again (their folded columns back). A CI run found no header row at all here, right
  // after settled(): wait for every table counted on screen, without the fold's expand cells.
  await expect(heads).toHaveCount(tables);
  await expect(page.locator('.ant-table-row-expand-icon-cell')).toHaveCount(0);
  await expect(heads).toHaveCount(tables);
  const last = await heads.evaluateAll((rows) => rows.map((tr) => (tr.lastElementChild as HTMLElement).innerText.trim()).filter(Boolean));
  // Back to the defaults: page.pdf prints with print media unless told otherwise.
  await page.emulateMedia({ media: null });
  return last;
}

for (const route of ['/schools/index', '/dashboard']) {
  test(`${route} prints on A4: no sidebar or navbar, every table with its last column`, async ({ page }) => {
    await signIn(page, 'zone');
    await page.setViewportSize({ width: 1366, height: 768 });
    await page.goto(route);
    await settled(page);
    // A table drawn (a widget draws its answer a render after its loading state ends), then the page still again.
    await expect(page.locator('.srp-stats-page .ant-table-thead').first()).toBeAttached();
    await settled(page);
    const frame = await frameWords(page);
    expect(frame.length, 'the frame has words to look for').toBeGreaterThan(3);
    const headers = await lastHeaders(page);
    expect(headers.length, 'the page has a table').toBeGreaterThan(0);

    // 打印 opens the print dialog, once every chart is drawn: those below the fold are drawn as they scroll in
    // (src/components/chart.tsx), and 打印 draws them first.
    const undrawn = () => page.locator('.srp-stats-page .srp-chart:not(:has(canvas))').count();
    if (route === '/dashboard') expect(await undrawn(), 'charts below the fold wait until they scroll in').toBeGreaterThan(0);
    await page.evaluate(() => {
      const w = window as unknown as { print: () => void; printed?: number; undrawnCharts?: number };
      w.print = () => {
        w.printed = (w.printed ?? 0) + 1;
        w.undrawnCharts = document.querySelectorAll('.srp-stats-page .srp-chart:not(:has(canvas))').length;
      };
    });
    await page.getByRole('button', { name: '打印' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { undrawnCharts?: number }).undrawnCharts), 'charts not drawn at print').toBe(0);

    const pdf = await page.pdf({ format: 'A4' });
    const text = squash(readPdfText(pdf).pages.join('\n'));
    expect(text.length).toBeGreaterThan(100);
    expect(
      frame.filter((w) => text.includes(squash(w))),
      'frame words in the PDF',
    ).toEqual([]);
    expect(
      headers.filter((h) => !text.includes(squash(h))),
      'last column headers missing from the PDF',
    ).toEqual([]);
  });
}
