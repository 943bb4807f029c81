import type { BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect, chartsDrawn, chooseOption, scrollChartsIn, shot, chooseSchool, openAs, drawnShot } from './fixtures';
import { imageCount, readPdfText, squash } from './pdf-text';

/**
 * The six assessment pages in a real browser on the demo build: a library user walks them through the menu and
 * the section tabs (every widget with data, every chart drawn as SVG, no console error, no sideways overflow,
 * a full-page screenshot each); a district user does not see them and gets /401, and sees them once a school
 * is chosen in the navbar. The school report is printed to an A4 PDF (page.pdf): its pages are counted, its
 * text read back (cover, running header, page numbers, sections, the generated sentences), its charts checked
 * to be vector, and its first pages rendered by Chromium's PDF viewer into screenshots to look at.
 *
 * Every test runs on Playwright's clock (installed before the page loads; time flows as usual): the charts' entry
 * animation is run to its end on it (`chartsDrawn`) before a screenshot or the print, not slept through.
 */

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

// With the charts' animations (the rest of the suite runs as a reader who asks for less motion): the print waits
// for echarts' 'finished' after a real entry animation.
test.use({ reducedMotion: 'no-preference' });

const PAGES = [
  { slug: 'index', path: '/evaluatReport/index', heading: '测评概览', widgets: 8, charts: 5 },
  { slug: 'school-report', path: '/evaluatReport/schoolReport', heading: '学校测评报告', widgets: 7, charts: 4 },
  { slug: 'grade', path: '/evaluatReport/gradeData', heading: '年级测评数据', widgets: 7, charts: 5 },
  { slug: 'class', path: '/evaluatReport/classData', heading: '班级测评数据', widgets: 5, charts: 3 },
  { slug: 'history', path: '/evaluatData/historyData', heading: '历史测评数据', widgets: 5, charts: 3 },
  { slug: 'tracking', path: '/evaluatData/trackingData', heading: '跟踪测评数据', widgets: 6, charts: 4 },
] as const;

type Spec = (typeof PAGES)[number];

const visiblePage = (page: Page): Locator => page.locator('.srp-page:visible');
const sideMenu = (page: Page) => page.getByRole('navigation', { name: '侧边菜单' });

async function expectAllWidgetsWithData(page: Page, spec: Spec) {
  const root = visiblePage(page);
  await expect(root.getByRole('heading', { level: 4 }).first()).toHaveText(spec.heading);
  await expect(root.locator('.srp-widget')).toHaveCount(spec.widgets);
  await expect(root.locator('.srp-widget-loading')).toHaveCount(0);
  await expect(root.locator('.srp-widget-error')).toHaveCount(0);
  await expect(root.locator('.srp-widget-empty')).toHaveCount(0);
  await expect(root.locator('[role="alert"]')).toHaveCount(0);
  // Every chart drew, as SVG (sharp in print), with a viewBox so that print can scale it.
  await expect(root.locator('.srp-chart')).toHaveCount(spec.charts);
  await scrollChartsIn(root);
  await expect(root.locator('.srp-chart svg[viewBox]')).toHaveCount(spec.charts);
  await expect(root.locator('.srp-widget [role="status"]')).toHaveCount(0);
}

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Until Chromium's PDF viewer has the document in and shown: the viewer is an extension frame inside the page, whose
 * <pdf-viewer> element tells its load state (getLoadSucceededForTesting, Chromium's own hook for tests).
 */
async function pdfViewerLoaded(viewer: Page): Promise<void> {
  await expect
    .poll(async () => {
      const frame = viewer.frames().find((f) => f.url().startsWith('chrome-extension://'));
      if (!frame) return false;
      return frame
        .evaluate(() => {
          const element = document.querySelector<Element & { getLoadSucceededForTesting?: () => boolean }>('pdf-viewer');
          return element?.getLoadSucceededForTesting?.() === true;
        })
        .catch(() => false);
    })
    .toBe(true);
}

/** Renders pages of a PDF with Chromium's own PDF viewer and saves them as screenshots to look at. */
async function shootPdfPages(context: BrowserContext, pdf: Buffer, pages: readonly number[], name: string) {
  const viewer = await context.newPage();
  await viewer.setViewportSize({ width: 800, height: 1131 });
  await viewer.route('http://pdf.local/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith('.pdf')) return route.fulfill({ body: pdf, contentType: 'application/pdf' });
    const n = url.searchParams.get('page') ?? '1';
    return route.fulfill({
      contentType: 'text/html',
      body: `<html><body style="margin:0"><embed src="/report.pdf#page=${n}&toolbar=0&navpanes=0&view=Fit" type="application/pdf" width="800" height="1131"></body></html>`,
    });
  });
  for (const n of pages) {
    await viewer.goto(`http://pdf.local/view.html?page=${n}`);
    await pdfViewerLoaded(viewer);
    await shot(viewer, `${name}-page-${n}`);
  }
  await viewer.close();
}

test.describe('library at 1440 px', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('walks the six pages through the menu and the tabs; filters change the view', async ({ page }) => {
    // Six pages, two filter changes and a full-page shot of each: 1.7 min in a loaded CI run on 2 cores, 2 min in the next.
    test.setTimeout(240_000);
    await openAs(page, 'library', '/evaluatReport/index');
    for (const spec of PAGES.slice(0, 4)) {
      if (!page.url().endsWith(spec.path)) {
        await visiblePage(page).getByRole('navigation', { name: '测评报告分页' }).getByRole('link', { name: spec.heading }).click();
        await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
      }
      await expectAllWidgetsWithData(page, spec);
      await expect(visiblePage(page).getByTestId('stats-scope')).toContainText(/学校\s*滨江市实验小学/);
      await expectNoHorizontalOverflow(page);
      await drawnShot(page, `evaluation-${spec.slug}`, { fullPage: true });
    }

    // The class page: another class, then full names (both in the URL).
    const root = visiblePage(page);
    await chooseOption(page, root.getByRole('combobox', { name: '班级' }), /一年级\(2\)班/);
    await expect(page).toHaveURL(/grade=1&class=\d+/);
    await expect(root.locator('.srp-widget .ant-card-head-title', { hasText: '一年级(2)班测评概况' })).toBeVisible();
    await root.getByRole('switch', { name: '显示完整姓名' }).click();
    await expect(page).toHaveURL(/mask=0/);
    await expectAllWidgetsWithData(page, PAGES[3]);

    await sideMenu(page).getByText('测评数据', { exact: true }).click();
    await sideMenu(page).getByRole('link', { name: '历史测评数据' }).click();
    await expect(page).toHaveURL(/\/evaluatData\/historyData$/);
    for (const spec of PAGES.slice(4)) {
      if (!page.url().endsWith(spec.path)) {
        await visiblePage(page).getByRole('navigation', { name: '测评数据分页' }).getByRole('link', { name: spec.heading }).click();
        await expect(page).toHaveURL(new RegExp(`${spec.path}$`));
      }
      await expectAllWidgetsWithData(page, spec);
      await expectNoHorizontalOverflow(page);
      await drawnShot(page, `evaluation-${spec.slug}`, { fullPage: true });
    }

    // Tracking: one class of the cohort.
    await chooseOption(page, visiblePage(page).getByRole('combobox', { name: '班级' }), /六年级\(2\)班/);
    await expect(page).toHaveURL(/section=2/);
    await expect(visiblePage(page).locator('.srp-widget .ant-card-head-title', { hasText: '六年级(2)班跟踪概况' })).toBeVisible();
    await expectAllWidgetsWithData(page, PAGES[5]);
  });

  test('prints the school report to an A4 PDF: pages, running header, page numbers, sections, sentences, vector charts', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await openAs(page, 'library', '/evaluatReport/schoolReport');
    await expectAllWidgetsWithData(page, PAGES[1]);
    const root = visiblePage(page);
    const school = '滨江市实验小学';
    const testName = (await root.locator('.srp-report-cover__test').textContent())!.replace(/报告$/, '');
    expect(testName).toMatch(/^\d{4}-\d{4}学年(上|下)学期(期中|期末)阅读素养测评$/);
    const sentences = [
      ...(await root.getByRole('list', { name: '优势' }).getByRole('listitem').allTextContents()),
      ...(await root.getByRole('list', { name: '不足' }).getByRole('listitem').allTextContents()),
      ...(await root.getByLabel('改进建议').getByRole('heading', { level: 4 }).allTextContents()),
    ];
    expect(sentences.length).toBeGreaterThan(2);
    // The charts drawn to the end (and their viewBox set again on echarts' 'finished') before the print.
    await chartsDrawn(page);

    // The 打印 / 导出 PDF button opens the browser's print dialog.
    await page.evaluate(() => {
      const w = window as unknown as { print: () => void; printed?: number };
      w.print = () => {
        w.printed = (w.printed ?? 0) + 1;
      };
    });
    await root.getByRole('button', { name: /打印 \/ 导出 PDF/ }).click();
    expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed)).toBe(1);

    const pdf = await page.pdf({ format: 'A4' });
    const { pages } = readPdfText(pdf);
    const text = pages.map(squash);
    // The cover alone on the first page, then the six sections on a few more.
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(pages.length).toBeLessThanOrEqual(6);
    text.forEach((t, i) => {
      expect(t, `page ${i + 1}`).toContain(squash(`${school} · ${testName}`));
      expect(t, `page ${i + 1}`).toContain(`第${i + 1}页/共${pages.length}页`);
    });
    expect(text[0]).toContain(squash(`${testName}报告`));
    expect(text[0]).toContain('测评日期');
    expect(text[0]).not.toContain('一、总体情况');
    // No sidebar, navbar, tabs or buttons on paper.
    const all = text.join('');
    for (const absent of ['侧边菜单', '驾驶舱', '测评概览', '打印/导出PDF', '图书馆数据']) expect(all).not.toContain(absent);
    // Each section once, whole: its heading and its first and last lines on the same page.
    const sections: [string, string, string][] = [
      ['一、总体情况', '本次测评应测', '95–100'],
      ['二、能力维度', '维度', '联系运用'],
      ['三、年级对比', '平均分', '待提高率'],
      ['四、各年级能力维度', '提取信息', '全校'],
      [
        '五、优势与不足',
        '优势',
        squash(sentences[sentences.length - 1 - (await root.getByLabel('改进建议').getByRole('heading', { level: 4 }).count())]),
      ],
      ['六、改进建议', squash(sentences[sentences.length - 1]), '加强'],
    ];
    for (const [heading, first, last] of sections) {
      const where = text.map((t, i) => (t.includes(heading) ? i : -1)).filter((i) => i >= 0);
      expect(where, heading).toHaveLength(1);
      const body = text[where[0]].slice(text[where[0]].indexOf(heading));
      expect(body, heading).toContain(first);
      expect(body, heading).toContain(last);
    }
    // The generated sentences as the page shows them.
    for (const s of sentences) expect(all).toContain(squash(s));
    // Charts are vector drawings: no raster image in the file.
    expect(imageCount(pdf)).toBe(0);

    await shootPdfPages(context, pdf, [1, 2, pages.length], 'evaluation-school-report-pdf');
  });

  test('tables export to Excel', async ({ page }) => {
    await openAs(page, 'library', '/evaluatReport/gradeData?grade=3');
    await expectAllWidgetsWithData(page, PAGES[2]);
    const card = visiblePage(page).locator('.srp-widget', { has: page.locator('.ant-card-head-title', { hasText: '各班级测评结果' }) });
    const download = page.waitForEvent('download');
    await card.getByRole('button', { name: /导出 Excel/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^各班级测评结果-滨江市实验小学-.+阅读素养测评-三年级-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});

test.describe('district users', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('zone: not in the menu, /401 by URL; after choosing a school, the report of that school', async ({ page }) => {
    test.setTimeout(90_000);
    await openAs(page, 'zone', '/evaluatReport/schoolReport');
    await expect(page).toHaveURL(/\/401$/);
    await page.goto('/evaluatData/trackingData');
    await expect(page).toHaveURL(/\/401$/);

    await page.goto('/dashboard');
    await expect(sideMenu(page)).toBeVisible();
    await expect(sideMenu(page).getByText('测评报告')).toHaveCount(0);
    await expect(sideMenu(page).getByText('测评数据')).toHaveCount(0);
    await chooseSchool(page, '第一初级', '望海区第一初级中学');
    await expect(sideMenu(page).getByRole('link', { name: '测评报告' })).toBeVisible();
    await sideMenu(page).getByRole('link', { name: '测评报告' }).click();
    await visiblePage(page).getByRole('navigation', { name: '测评报告分页' }).getByRole('link', { name: '学校测评报告' }).click();
    await expectAllWidgetsWithData(page, PAGES[1]);
    await expect(visiblePage(page).getByTestId('stats-scope')).toContainText(/学校\s*望海区第一初级中学/);
    await expect(visiblePage(page).locator('.srp-report-cover')).toContainText('望海区第一初级中学');
    // This school is below its district in some dimensions: they are its weaknesses, each with advice.
    await expect(visiblePage(page).getByRole('list', { name: '不足' }).getByRole('listitem').first()).toContainText(
      /低于全区平均 \d+\.\d 个百分点$/,
    );
    await drawnShot(page, 'evaluation-school-report-zone-library-view', { fullPage: true });
  });
});
