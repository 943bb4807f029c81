import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';
const browser = await chromium.launch({ executablePath: findChromium(), args: [...CHROMIUM_ARGS] });
const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
let api = [];
page.on('request', (r) => { const u = new URL(r.url()); if (/^\/(app-sy|services|auth)/.test(u.pathname)) api.push(u.pathname); });
await page.goto('http://127.0.0.1:6200/login');
await page.getByLabel('账号', { exact: true }).fill('zone');
await page.getByLabel('密码', { exact: true }).fill('123456');
await page.getByLabel('密码', { exact: true }).press('Enter');
await page.waitForURL(/dashboard/);
await page.waitForLoadState('networkidle');
console.log('login+dashboard', api.length);
for (const [name, path] of [['图书馆数据', '/library/index'], ['阅读数据', '/dataReport/index'], ['排行榜', '/rank/index'], ['学校数据', '/schools/index']]) {
  api = [];
  await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, path);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  console.log(path, api.length, [...new Set(api)].length);
}
for (const path of ['/ndb/index', '/dashboardmode/index']) {
  api = [];
  await page.goto('http://127.0.0.1:6200' + path);
  await page.waitForLoadState('networkidle');
  console.log(path, api.length, api.slice(0, 40).join(' '));
}
await browser.close();
