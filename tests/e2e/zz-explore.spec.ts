import { test, expect, loginAs, shot } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 } });

for (const path of ['/evaluatReport/index', '/evaluatReport/schoolReport', '/evaluatReport/gradeData', '/evaluatReport/classData', '/evaluatData/historyData', '/evaluatData/trackingData']) {
  test(`explore ${path}`, async ({ page }) => {
    test.setTimeout(90_000);
    await loginAs(page, 'library');
    await page.goto(path);
    await expect(page.locator('.srp-page:visible .srp-widget').first()).toBeVisible();
    await expect(page.locator('.srp-page:visible .srp-widget-loading')).toHaveCount(0, { timeout: 20_000 });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    await page.setViewportSize({ width: 1440, height: Math.max(900, height) });
    await page.waitForTimeout(600);
    await shot(page, `explore-${path.split('/').pop()}`);
  });
}
