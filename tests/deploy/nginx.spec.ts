import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page, Request } from '@playwright/test';
import { request as httpRequest } from 'node:http';
import { test, expect, chooseFromUserMenu, loginAs, shot } from '../e2e/fixtures';
import { demoTokenLogin } from '@/demo/tokens';
import { deployPorts, TEST_LOGIN_LIMIT, TEST_REPORT_URL } from './harness.mjs';

/**
 * The production deployment (deploy/nginx/srp.conf.template) with Debian's nginx in front of the production build
 * and the demo API as its backend (tests/deploy/harness.mjs): SPA fallback, cache headers, gzip, the API proxy,
 * the security headers, and login and the dashboard in Chromium through it with no CSP violation (the fixture's
 * console guard fails a test on any console error as well, which is how Chromium reports one).
 */

const DIST = path.join(import.meta.dirname, '..', '..', 'dist');
const INDEX = readFileSync(path.join(DIST, 'index.html'), 'utf8');
const ENTRY = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(INDEX)?.[1] ?? '';

const HEADERS = {
  csp: 'content-security-policy',
  nosniff: 'x-content-type-options',
  referrer: 'referrer-policy',
} as const;

/** The directives of a CSP header: name → sources. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name, sources]),
  );
}

test.describe('nginx: files, fallback and cache headers', () => {
  test('index.html: no inline script, one module script of the build', () => {
    expect(ENTRY).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    const scripts = [...INDEX.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(1);
    for (const [, attrs, body] of scripts) {
      expect(attrs).toMatch(/\bsrc="/);
      expect(body.trim()).toBe('');
    }
    expect(INDEX).not.toMatch(/\son[a-z]+\s*=/i);
    expect(INDEX).not.toMatch(/javascript:/i);
  });

  test("the build carries the libraries' production code: no react-router development warnings", () => {
    // react-router 7's package exports name only its development files; vite.config.ts points a build at the
    // production ones. Its development build shows "Hey developer" in the default error page and logs dev warnings.
    const scripts = readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(10);
    const router = scripts.filter((f) => readFileSync(path.join(DIST, 'assets', f), 'utf8').includes('useNavigate() may be used only'));
    expect(router).toHaveLength(1);
    const withDevCode = scripts.filter((f) =>
      /Hey developer|You rendered descendant <Routes>/.test(readFileSync(path.join(DIST, 'assets', f), 'utf8')),
    );
    expect(withDevCode).toEqual([]);
  });

  test('every route of the app is index.html, not cached, with the security headers', async ({ request }) => {
    for (const route of ['/', '/login', '/dashboard', '/library/index?yid=2025', '/rank/index', '/ndb/index', '/no/such/page']) {
      const res = await request.get(route);
      expect(res.status(), route).toBe(200);
      expect(res.headers()['content-type'], route).toContain('text/html');
      expect(res.headers()['cache-control'], route).toBe('no-cache');
      expect(await res.text(), route).toBe(INDEX);
      const csp = directives(res.headers()[HEADERS.csp] ?? '');
      expect(csp.get('script-src'), route).toEqual(["'self'"]);
      expect(csp.get('default-src'), route).toEqual(["'self'"]);
      expect(csp.get('object-src'), route).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors'), route).toEqual(["'self'"]);
      expect(csp.get('connect-src'), route).toEqual(["'self'"]);
      expect(res.headers()[HEADERS.nosniff], route).toBe('nosniff');
      expect(res.headers()[HEADERS.referrer], route).toBe('strict-origin-when-cross-origin');
    }
  });

  test('hashed assets are immutable for a year and gzipped; a missing file is a 404, not the app', async ({ request }) => {
    const res = await request.get(ENTRY, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('javascript');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-encoding']).toBe('gzip');
    expect(res.headers()[HEADERS.csp]).toContain("script-src 'self'");

    for (const missing of ['/assets/index-00000000.js', '/assets/gone.css', '/no-such-file.png', '/mockServiceWorker.js']) {
      const gone = await request.get(missing);
      expect(gone.status(), missing).toBe(404);
      expect(await gone.text(), missing).not.toContain('<div id="root">');
    }

    const icon = await request.get('/favicon.svg');
    expect(icon.status()).toBe(200);
    expect(icon.headers()['cache-control']).toBe('no-cache');
  });

  test('index.html is compressed too, and revalidated (ETag → 304)', async ({ request }) => {
    const first = await request.get('/dashboard', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(first.headers()['content-encoding']).toBe('gzip');
    const etag = first.headers()['etag'];
    expect(etag).toBeTruthy();
    const again = await request.get('/dashboard', { headers: { 'If-None-Match': etag, 'Accept-Encoding': 'gzip' } });
    expect(again.status()).toBe(304);
  });
});

test.describe('nginx: the API paths of the spec go to the backend', () => {
  test('auth, services and statistics are proxied with their path, method, body and token', async ({ request }) => {
    const login = await request.post('/auth/login', { data: { username: 'zone', password: '123456' } });
    expect(login.status()).toBe(200);
    const { access_token: token } = (await login.json()) as { access_token: string };
    expect(demoTokenLogin(token)).toBe('zone');
    const auth = { Authorization: `Bearer ${token}` };

    const me = await request.get('/services/zone/api/organizations/me', { headers: auth });
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { login: string }).login).toBe('zone');

    const years = await request.post('/services/staticreadingdata/api/pub/querySchoolYear', { headers: auth, data: {} });
    expect(years.status()).toBe(200);
    expect(((await years.json()) as { code: string }).code).toBe('200');

    // A form-encoded statistics call (docs/api.md), gzipped on the way back (gzip_proxied).
    const basic = await request.post('/app-sy-statistics/api/overall/overview/queryBasicData', {
      headers: { ...auth, 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8', 'Accept-Encoding': 'gzip' },
      data: '',
    });
    expect(basic.status()).toBe(200);
    expect(((await basic.json()) as { code: string }).code).toBe('200');
    // An API answer is never stored: no-store, whatever the backend says (it holds one account's figures).
    expect(basic.headers()['cache-control']).toBe('no-store');
    expect(me.headers()['cache-control']).toBe('no-store');
    expect(login.headers()['cache-control']).toBe('no-store');
  });

  test("the backend's refusals reach the app unchanged (401 without a token, 400 on a wrong password)", async ({ request }) => {
    // A token made from a name is no token.
    const anonymous = await request.get('/services/zone/api/organizations/me', { headers: { Authorization: 'Bearer zone-token' } });
    expect(anonymous.status()).toBe(401);
    expect(anonymous.headers()['content-type']).toContain('json');
    const wrong = await request.post('/auth/login', { data: { username: 'zone', password: 'nope' } });
    expect(wrong.status()).toBe(400);
    expect(((await wrong.json()) as { title: string }).title).toBe('invalid_grant');
  });
});

/** What the fault stub behind nginx saw (tests/deploy/fault-stub.mjs), on its own port. */
const STUB = `http://127.0.0.1:${deployPorts().stub}`;
interface StubLog {
  log: { method: string; path: string; xForwardedFor: string | null; xRealIp: string | null }[];
}
const stubLog = async (): Promise<StubLog> => (await fetch(`${STUB}/__stub/log`)).json() as Promise<StubLog>;
const resetStub = () => fetch(`${STUB}/__stub/reset`, { method: 'POST' });

/**
 * One request to nginx from a chosen loopback address (the browser and Playwright's client are always 127.0.0.1),
 * with any Host header: the status and body, or the error when nginx closes the connection without an answer.
 */
function raw(
  pathname: string,
  {
    method = 'GET',
    host,
    from = '127.0.0.1',
    body,
    headers = {},
  }: { method?: string; host?: string; from?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<{ status: number; type: string; body: string } | { error: string }> {
  const { nginx } = deployPorts();
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port: nginx,
        path: pathname,
        method,
        localAddress: from,
        headers: { ...headers, ...(host ? { Host: host } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: text }));
      },
    );
    req.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message }));
    req.end(body);
  });
}

test.describe('nginx: what reaches the backend, and how', () => {
  test('encoded dot segments, raw dot segments and paths outside the API roots are refused before the proxy', async () => {
    await resetStub();
    const refused = [
      '/management/%2e%2e/services/zone/api/organizations/me',
      '/management/%2E%2E/app-sy-statistics/api/overall/overview/queryBasicData',
      '/services/..%2fmanagement/x',
      '/services/%2e%2e/%2e%2e/etc/passwd',
      '/services/zone/../../management/x',
      '/services/./zone/api/organizations/me',
      '//services/zone/api/organizations/me',
      '/services%2fzone/api/organizations/me',
      '/services/zone/api/organizations/me%00',
    ];
    for (const p of refused) {
      const res = await raw(p);
      expect('status' in res && res.status, p).toBe(400);
    }
    // An unknown prefix is the SPA's (a GET) or refused (any other method), never proxied.
    const post = await raw('/management/health', { method: 'POST' });
    expect('status' in post && post.status).toBe(405);
    // A query is not a path: dots and encoded slashes in it are the backend's business.
    const query = await raw('/services/zone/api/organizations/libraries?parentId.equals=1&size=1000&q=%2e%2e%2f');
    expect('status' in query && query.status).toBe(401);
    const seen = (await stubLog()).log.map((l) => l.path);
    expect(seen).toEqual(['/services/zone/api/organizations/libraries?parentId.equals=1&size=1000&q=%2e%2e%2f']);
  });

  test('a Host the app is not named by gets no answer; the named ones are served', async () => {
    for (const host of ['evil.example', '10.1.2.3', 'srp.example.edu.cn.evil.example']) {
      const res = await raw('/', { host });
      expect(res, host).toEqual({ error: 'ECONNRESET' });
    }
    for (const host of ['127.0.0.1', 'localhost']) {
      const res = await raw('/login', { host });
      expect('status' in res && res.status, host).toBe(200);
    }
  });

  test('X-Forwarded-For is the connection’s address: a forged entry does not reach the backend', async () => {
    await resetStub();
    await raw('/services/zone/api/organizations/me', { headers: { 'X-Forwarded-For': '6.6.6.6, 10.0.0.1', 'X-Real-IP': '6.6.6.6' } });
    await raw('/services/zone/api/organizations/me', { from: '127.0.0.3' });
    const [forged, other] = (await stubLog()).log;
    expect(forged).toMatchObject({ xForwardedFor: '127.0.0.1', xRealIp: '127.0.0.1' });
    expect(other).toMatchObject({ xForwardedFor: '127.0.0.3', xRealIp: '127.0.0.3' });
  });

  test('the access log keeps no query string, neither of the request nor of its referrer', async () => {
    const secret = 'lid-secret-4711';
    await raw(`/services/zone/api/organizations/me?access_token=${secret}`, {
      headers: { Referer: `http://127.0.0.1/loading?lid=${secret}` },
    });
    await raw(`/loading?lid=${secret}&cid=1&name=x`);
    // nginx writes a request's line once the response is sent: the client may read its answer first.
    const readLog = () => readFileSync(path.join(process.env.SRP_DEPLOY_DIR ?? '', 'access.log'), 'utf8');
    const lines = ['"GET /services/zone/api/organizations/me HTTP/1.1"', '"GET /loading HTTP/1.1"'];
    await expect.poll(() => lines.filter((line) => readLog().includes(line))).toEqual(lines);
    const log = readLog();
    expect(log).toContain('"http://127.0.0.1/loading"');
    expect(log).not.toContain(secret);
    expect(log).not.toMatch(/"GET [^"]*\?/);
  });

  test('sign-in is rate-limited per address: past the burst, 429 with the Chinese title the app shows, even for the right password', async () => {
    // From an address of its own (127.0.0.2), so the other tests' sign-ins from 127.0.0.1 keep their allowance.
    const login = (password: string) =>
      raw('/auth/login', {
        method: 'POST',
        from: '127.0.0.2',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ username: 'zone', password }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < TEST_LOGIN_LIMIT.burst + 4; i++) {
      const res = await login('wrong');
      statuses.push('status' in res ? res.status : 0);
    }
    expect(statuses.slice(0, TEST_LOGIN_LIMIT.burst)).toEqual(Array(TEST_LOGIN_LIMIT.burst).fill(400));
    expect(statuses.slice(-2)).toEqual([429, 429]);
    const right = await login('123456');
    expect(right).toMatchObject({ status: 429, type: expect.stringContaining('application/problem+json') });
    const problem = JSON.parse('body' in right ? right.body : '{}') as { title: string; status: number };
    expect(problem).toEqual({ type: 'about:blank', title: '登录尝试过于频繁，请 1 分钟后再试', status: 429 });
    // Other calls from that address are not limited.
    const me = await raw('/services/zone/api/organizations/me', { from: '127.0.0.2' });
    expect('status' in me && me.status).toBe(401);
  });

  test('CSP violations are reported: report-uri, report-to and its Reporting-Endpoints', async ({ request }) => {
    const res = await request.get('/dashboard');
    const csp = directives(res.headers()[HEADERS.csp] ?? '');
    expect(csp.get('report-uri')).toEqual([TEST_REPORT_URL]);
    expect(csp.get('report-to')).toEqual(['srp-csp']);
    expect(res.headers()['reporting-endpoints']).toBe(`srp-csp="${TEST_REPORT_URL}"`);
    // A report path on the app's origin needs no connect-src entry of its own.
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });
});

test.describe('the app through nginx (production build, real backend calls)', () => {
  /** Records CSP violations the page reports (securitypolicyviolation events), from before its first script. */
  async function watchCsp(page: Page) {
    await page.addInitScript(() => {
      const store: string[] = [];
      (window as unknown as { __csp?: string[] }).__csp = store;
      document.addEventListener('securitypolicyviolation', (e) =>
        store.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
  }
  const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

  /** gzip KiB of JavaScript the page fetched (encoded body sizes of the script responses). */
  function scriptBytes(page: Page) {
    const requests: Request[] = [];
    page.on('requestfinished', (r) => {
      if (r.resourceType() === 'script') requests.push(r);
    });
    return async () => {
      let total = 0;
      for (const r of requests) total += (await r.sizes()).responseBodySize;
      return Math.round((total / 1024) * 10) / 10;
    };
  }

  test('login with the keyboard, then the dashboard with data: same-origin calls only, no CSP violation', async ({
    page,
    baseURL,
  }, testInfo) => {
    await watchCsp(page);
    const origins = new Set<string>();
    page.on('request', (r) => origins.add(new URL(r.url()).origin));
    const loginJs = scriptBytes(page);

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: '账号登录' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const loginKiB = await loginJs();
    // The production build has no demo-account list (bench/bundle-size.mjs checks dist for it too).
    await expect(page.getByRole('list', { name: '演示账号' })).toHaveCount(0);
    await shot(page, 'deploy-login');

    const dashboardJs = scriptBytes(page);
    await loginAs(page, 'zone');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('.srp-kpi-value')).toHaveCount(8);
    await expect(page.locator('.srp-chart canvas').first()).toBeVisible();
    await expect(page.locator('.srp-stat-table tbody tr.ant-table-row').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const dashboardKiB = await dashboardJs();
    await shot(page, 'deploy-dashboard', { fullPage: true });

    expect(await violations(page)).toEqual([]);
    expect([...origins]).toEqual([new URL(baseURL!).origin]);
    testInfo.annotations.push({
      type: 'JavaScript over the wire (gzip)',
      description: `login page ${loginKiB} KiB; after signing in, the dashboard ${dashboardKiB} KiB more`,
    });
    console.log(`through nginx: login page ${loginKiB} KiB of JavaScript (gzip), the dashboard after it ${dashboardKiB} KiB more`);
  });

  test('a deep link is served by the fallback and opens after a reload, signed in; a wrong password shows its message', async ({
    page,
    consoleGuard,
  }) => {
    await watchCsp(page);
    await page.goto('/library/index?yid=2025');
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await loginAs(page, 'zone');
    await expect(page).toHaveURL(/\/library\/index\?yid=2025$/);
    await page.reload();
    await expect(page.getByRole('heading', { name: '馆藏概况' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await chooseFromUserMenu(page, '退出登录');
    await expect(page.getByLabel('账号', { exact: true })).toBeVisible();
    consoleGuard.allow(/status of 400/, 'the wrong password below is answered with HTTP 400, which Chromium logs');
    await page.getByLabel('账号', { exact: true }).fill('zone');
    await page.getByLabel('密码', { exact: true }).fill('wrong');
    await page.getByLabel('密码', { exact: true }).press('Enter');
    await expect(page.getByText('账号或密码错误，请重试')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});
