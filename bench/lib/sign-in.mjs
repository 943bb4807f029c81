/**
 * Signs a Playwright page in through the login form as a demo account (password 123456) and waits until the app has
 * left /login: how the benches that drive the app as a person does start (bench/interaction.mjs,
 * bench/ranking-table.mjs). `url` is the login page's address (absolute, or relative to the context's baseURL).
 */
export async function signInThroughForm(page, login, { url = '/login', timeoutMs = 30_000, beforeFill } = {}) {
  await page.goto(url);
  if (beforeFill) await beforeFill(page);
  await page.getByLabel('账号', { exact: true }).fill(login);
  await page.getByLabel('密码', { exact: true }).fill('123456');
  await page.getByLabel('密码', { exact: true }).press('Enter');
  await page.waitForURL((u) => u.pathname !== '/login', { timeout: timeoutMs });
}
