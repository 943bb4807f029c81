import { chromium } from 'playwright-core';
const [url, out, w = '1366', h = '900', login] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const p = await b.newPage({ viewport: { width: +w, height: +h }, locale: 'zh-CN' });
p.on('console', (m) => m.type() === 'error' && console.log('console.error', m.text()));
if (login) {
  await p.goto(new URL('/login', url).href);
  await p.getByLabel('账号', { exact: true }).fill(login);
  await p.getByLabel('密码', { exact: true }).fill('123456');
  await p.getByLabel('密码', { exact: true }).press('Enter');
  await p.waitForURL((u) => u.pathname !== '/login');
}
await p.goto(url);
await p.waitForTimeout(2500);
await p.screenshot({ path: out });
await b.close();
