import { writeFileSync } from 'node:fs';
import { test, expect, loginAs } from './fixtures';

for (const [name, path, sections] of [['report', '/evaluatReport/schoolReport', 7], ['index', '/evaluatReport/index', 8], ['tracking', '/evaluatData/trackingData', 6]] as const) {
  test(`pdf ${name}`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 1000 });
    await loginAs(page, 'library');
    await page.goto(path);
    await expect(page.locator('.srp-page:visible .srp-widget')).toHaveCount(sections);
    await expect(page.locator('.srp-page:visible .srp-widget-loading')).toHaveCount(0, { timeout: 20_000 });
    await page.waitForTimeout(1000);
    const pdf = await page.pdf({ format: 'A4' });
    writeFileSync(`/tmp/rep/${name}.pdf`, pdf);
  });
}
