import { ApiError } from '@/api/errors';
import { reportItem } from '@/stores/error-log';
import { flushReports, reportToOperators, resetReportsForTests } from '@/utils/error-report';
import { setToken } from '@/utils/cookies';

/**
 * Error reports for the operators (src/utils/error-report.ts, deploy/README.md): batched, without the token, without
 * names, and nothing at all without an endpoint.
 */
const URL_ = '/services/clientlog/api/reports';
const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.c2VjcmV0LXRva2Vu.sig';

let sent: { url: string; init: RequestInit; body: { items: Record<string, unknown>[] } }[];
beforeEach(() => {
  sent = [];
  resetReportsForTests();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.stubGlobal(
    'fetch',
    vi.fn((url: URL, init: RequestInit) => {
      sent.push({ url: String(url), init, body: JSON.parse(String(init.body)) as { items: Record<string, unknown>[] } });
      return Promise.resolve(new Response(null, { status: 204 }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('nothing is sent without an endpoint (the default)', () => {
  reportToOperators({ type: 'error', name: 'Error', message: 'x', where: 'here' }, '');
  flushReports('');
  expect(sent).toHaveLength(0);
});

test('items wait for one batch: one request after 5 s, JSON as text/plain, no cookie, outliving the page', () => {
  vi.useFakeTimers();
  reportToOperators({ type: 'error', name: 'TypeError', message: 'x is undefined', where: 'widget 借阅趋势' }, URL_);
  reportToOperators({ type: 'call', endpoint: 'circulation.queryLoanData', kind: 'http', status: 502 }, URL_);
  expect(sent).toHaveLength(0);
  vi.advanceTimersByTime(5_000);
  expect(sent).toHaveLength(1);
  const [request] = sent;
  expect(new URL(request.url).pathname).toBe(URL_);
  expect(request.init).toMatchObject({ method: 'POST', credentials: 'omit', keepalive: true });
  expect((request.init.headers as Record<string, string>)['Content-Type']).toMatch(/^text\/plain/);
  expect(request.body.items.map((i) => i.type)).toEqual(['error', 'call']);
  expect(request.body.items[1]).toMatchObject({ endpoint: 'circulation.queryLoanData', status: 502, count: 1, page: '/' });
});

test('the same item again is counted; 20 items go at once', () => {
  for (let i = 0; i < 5; i++) reportToOperators({ type: 'call', endpoint: 'a', kind: 'network' }, URL_);
  for (let i = 0; i < 19; i++) reportToOperators({ type: 'call', endpoint: `b${i}`, kind: 'network' }, URL_);
  expect(sent).toHaveLength(1);
  expect(sent[0].body.items).toHaveLength(20);
  expect(sent[0].body.items[0]).toMatchObject({ endpoint: 'a', count: 5 });
});

test('no token: not in a message, a stack, a URL or a header; no query strings', () => {
  setToken(TOKEN);
  reportToOperators(
    {
      type: 'error',
      name: 'Error',
      message: `failed with Authorization: Bearer ${TOKEN} and ?access_token=${TOKEN}`,
      stack: `Error\n at x (https://app/assets/a.js?token=${TOKEN}:1:2)\n at ${TOKEN}`,
      where: 'window.onerror',
    },
    URL_,
  );
  reportToOperators(
    {
      type: 'csp',
      directive: 'script-src-elem',
      blocked: `https://evil.example/x.js?access_token=${TOKEN}#frag`,
      source: 'https://app/assets/a.js?x=1',
    },
    URL_,
  );
  reportToOperators({ type: 'csp', directive: 'script-src-elem', blocked: 'inline', source: 'https://app/dashboard' }, URL_);
  flushReports(URL_);
  expect(sent[0].body.items[2]).toMatchObject({ blocked: 'inline' });
  const text = JSON.stringify(sent[0].body);
  expect(text).not.toContain(TOKEN);
  expect(text).not.toContain('a.js?');
  expect(text).toContain('at x (https://app/assets/a.js)');
  expect(sent[0].body.items[1]).toMatchObject({ blocked: 'https://evil.example/x.js', source: 'https://app/assets/a.js' });
  expect(JSON.stringify(sent[0].init.headers)).not.toContain(TOKEN);
});

test('a failed call goes as its id, kind and status: never its message, which may name a student', () => {
  const err = new ApiError('code', '学生张小明的成绩数据异常', { endpoint: 'verify.queryVerifyTotalData' });
  const item = reportItem(err, 'response verify.queryVerifyTotalData', 'code 500');
  expect(item).toEqual({ type: 'call', endpoint: 'verify.queryVerifyTotalData', kind: 'code', status: undefined, field: undefined });
  reportToOperators(item, URL_);
  reportToOperators(reportItem(new TypeError('x is undefined'), 'widget 借阅趋势', 'at Chart'), URL_);
  flushReports(URL_);
  const text = JSON.stringify(sent.map((s) => s.body));
  expect(text).toContain('verify.queryVerifyTotalData');
  expect(text).not.toContain('张小明');
  expect(sent[0].body.items[1]).toMatchObject({
    type: 'error',
    name: 'TypeError',
    message: 'x is undefined',
    where: 'widget 借阅趋势 at Chart',
  });
});

test('a page sends at most 200 items', () => {
  for (let i = 0; i < 500; i++) reportToOperators({ type: 'call', endpoint: `e${i}`, kind: 'network' }, URL_);
  flushReports(URL_);
  expect(sent.reduce((n, s) => n + s.body.items.length, 0)).toBe(200);
});
