/**
 * A backend that misbehaves on demand, for the fault suite (tests/deploy/faults.spec.ts): it stands between nginx and
 * the HTTP demo API (tests/deploy/harness.mjs: nginx → this stub → scripts/demo-api-server.mjs) and forwards every
 * request as it is, unless the request asks for a fault with the cookie `srp-fault` (set by a test in the browser; the
 * app's calls carry it, as they carry every cookie of the origin):
 *
 *   srp-fault=<class>                       the class on every statistics call (401 and hostile: on every API call)
 *   srp-fault=<class>:<fragment>|<class>:…  each class on the calls whose path contains its fragment
 *
 * Classes: code (an envelope with code '500' and a Chinese msg, data null), malformed (data of the wrong shape),
 * huge (every `rows` list of the answer padded to 100,000 rows), slow (no answer for 65 s), reset (the connection
 * dropped without an answer: nginx answers 502), 500 and 503 (problem+json with the gateway's English titles),
 * 401 (every call refused), hostile (the names in the answer replaced by hostile ones: markup, 500 characters, a
 * right-to-left override, a form feed that would end a CSS string, formula prefixes).
 *
 * It also plays the operators' error collector (POST /services/clientlog/api/reports, recorded) and keeps a log of
 * what it saw (path, X-Forwarded-For, the fault applied), read and reset by the tests on the stub's own port:
 * GET /__stub/log, POST /__stub/reset. Nothing here is part of the app.
 */
import { createServer, request as httpRequest } from 'node:http';

export const REPORT_PATH = '/services/clientlog/api/reports';

/** The names a `hostile` answer carries, in turn. */
export const HOSTILE_NAMES = [
  '<script>window.__srpPwned=1</script><img src=x onerror="window.__srpPwned=2">育英小学',
  `超长名称${'望海区星河实验学校附属第一小学'.repeat(36)}`.slice(0, 500),
  '\u202e学小验实江滨',
  '=HYPERLINK("http://evil.example","点我")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3 学校',
];
/**
 * The scope's name of a `hostile` answer: a form feed, then CSS that would put 作废 (void) at the foot of every printed
 * page. Written with CSS escapes (\\4f5c\\5e9f): shown as text, the name reads `\4f5c\5e9f`; only CSS turns it into 作废.
 */
export const HOSTILE_SCOPE = '滨江实验\u000c"; } @page { @bottom-center { content: "\\4f5c\\5e9f" } } .x { content: "';

const NAME_KEYS = new Set([
  'name',
  'schoolName',
  'className',
  'districtName',
  'campusName',
  'readerName',
  'bookTitle',
  'organizationName',
  'libraryName',
  'userName',
]);
const HUGE_ROWS = 100_000;
const SLOW_MS = 65_000;
const STATS = /^\/(app-sy-statistics|services\/staticreadingdata)\//;
/** Calendars, not names: the year and semester lists stay as they are. */
const CALENDAR = /querySchoolYear|querySemesterYear/;
/** The session's own calls: a class without a fragment leaves them alone (401 aside), so that pages open. */
const SESSION = /querySchoolYear|querySemesterYear|\/api\/base\/|queryUserInfo|\/audit\//;

/** The faults a request asked for, as [class, fragment | undefined]. */
function faultsOf(req) {
  const cookie = req.headers.cookie ?? '';
  const m = /(?:^|;\s*)srp-fault=([^;]*)/.exec(cookie);
  if (!m) return [];
  return decodeURIComponent(m[1])
    .split('|')
    .filter(Boolean)
    .map((part) => {
      const [cls, fragment] = part.split(':');
      return [cls, fragment || undefined];
    });
}

/** The class that applies to this request, if any. */
function faultFor(req) {
  const path = req.url ?? '/';
  if (path.startsWith(REPORT_PATH)) return undefined;
  for (const [cls, fragment] of faultsOf(req)) {
    if (fragment) {
      if (path.includes(fragment)) return cls;
      continue;
    }
    if (cls === '401' && /^\/(auth\/(?!login)|services|app-sy-statistics)\//.test(path)) return cls;
    if (cls === 'hostile' && !CALENDAR.test(path)) return cls;
    if (STATS.test(path) && !SESSION.test(path)) return cls;
  }
  return undefined;
}

function sendJson(res, status, body, type = 'application/json') {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': `${type};charset=UTF-8`, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

/** Lists whose names are a fixed vocabulary of the contract (enums), not the server's free text. */
const VOCABULARY = new Set(['dimensions', 'bands', 'types', 'byType', 'byLevel', 'columns']);

/** Every name of an answer replaced, in turn, by a hostile one; the scope's name by HOSTILE_SCOPE. */
function hostile(value, state = { n: 0 }, key = '') {
  if (VOCABULARY.has(key)) return value;
  if (Array.isArray(value)) return value.map((v) => hostile(v, state, key));
  if (!value || typeof value !== 'object') {
    if (typeof value === 'string' && NAME_KEYS.has(key)) return HOSTILE_NAMES[state.n++ % HOSTILE_NAMES.length];
    return value;
  }
  const out = {};
  for (const [k, v] of Object.entries(value)) {
    out[k] =
      k === 'scope' && v && typeof v === 'object' && typeof v.name === 'string' ? { ...v, name: HOSTILE_SCOPE } : hostile(v, state, k);
  }
  return out;
}

/** The answer's `rows` lists (in `data`, or the body) padded to HUGE_ROWS by repeating their rows with new ids. */
function huge(body) {
  const pad = (rows) => {
    if (!Array.isArray(rows) || rows.length === 0) return rows;
    return Array.from({ length: HUGE_ROWS }, (_, i) => {
      const row = { ...rows[i % rows.length] };
      for (const k of ['id', 'readerId', 'bookId', 'classId', 'campusId']) if (typeof row[k] === 'number') row[k] += i * 1_000_000;
      if (typeof row.rank === 'number') row.rank = i + 1;
      return row;
    });
  };
  const target = body && typeof body === 'object' && 'data' in body ? body.data : body;
  if (target && typeof target === 'object' && Array.isArray(target.rows)) target.rows = pad(target.rows);
  return body;
}

/**
 * Starts the stub on `port`, forwarding to `target` (http://host:port). Resolves with { url, stop }.
 */
export function startStub({ port, target, host = '127.0.0.1' }) {
  const upstream = new URL(target);
  let log = [];
  let reports = [];

  const forward = (req, body, onAnswer) => {
    const headers = { ...req.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const up = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers }, (answer) => {
      const chunks = [];
      answer.on('data', (c) => chunks.push(c));
      answer.on('end', () => onAnswer(answer, Buffer.concat(chunks)));
    });
    up.on('error', (error) => onAnswer(null, Buffer.from(String(error))));
    up.end(body);
  };

  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '/';
      if (path === '/__stub/log') return sendJson(res, 200, { log, reports });
      if (path === '/__stub/reset') {
        log = [];
        reports = [];
        return sendJson(res, 200, { ok: true });
      }
      if (path.startsWith(REPORT_PATH) && req.method === 'POST') {
        reports.push({
          headers: { cookie: req.headers.cookie ?? null, authorization: req.headers.authorization ?? null },
          body: body.toString('utf8'),
        });
        res.writeHead(204);
        return res.end();
      }
      const fault = faultFor(req);
      log.push({
        method: req.method,
        path,
        fault: fault ?? null,
        // A KPI card's comparison with the period before asks a range of months (fromMonth … toMonth).
        comparison: body.includes('fromMonth') || (req.url ?? '').includes('fromMonth'),
        xForwardedFor: req.headers['x-forwarded-for'] ?? null,
        xRealIp: req.headers['x-real-ip'] ?? null,
      });
      switch (fault) {
        case 'reset':
          return req.socket.destroy();
        case '500':
          return sendJson(res, 500, { type: 'about:blank', title: 'Internal Server Error', status: 500 }, 'application/problem+json');
        case '503':
          return sendJson(res, 503, { type: 'about:blank', title: 'Service Unavailable', status: 503 }, 'application/problem+json');
        case '401':
          return sendJson(res, 401, { type: 'about:blank', title: 'Unauthorized', status: 401 }, 'application/problem+json');
        case 'code':
          return sendJson(res, 200, { code: '500', msg: '服务器内部错误：数据库连接失败', data: null });
        case 'slow': {
          const timer = setTimeout(() => forward(req, body, (answer, data) => relay(res, answer, data)), SLOW_MS);
          res.on('close', () => clearTimeout(timer));
          return undefined;
        }
        default:
          return forward(req, body, (answer, data) => {
            if (!answer) return sendJson(res, 502, { type: 'about:blank', title: 'Bad Gateway', status: 502 }, 'application/problem+json');
            const json = /json/.test(answer.headers['content-type'] ?? '');
            if (!json || !fault) return relay(res, answer, data);
            let parsed = JSON.parse(data.toString('utf8'));
            if (fault === 'malformed' && parsed && typeof parsed === 'object' && 'data' in parsed)
              parsed = { ...parsed, data: { unexpected: true } };
            if (fault === 'huge') parsed = huge(parsed);
            if (fault === 'hostile') parsed = hostile(parsed);
            return sendJson(res, answer.statusCode ?? 200, parsed);
          });
      }
    });
  });

  function relay(res, answer, data) {
    if (res.destroyed) return;
    const headers = { ...answer.headers };
    delete headers['transfer-encoding'];
    headers['content-length'] = String(data.length);
    res.writeHead(answer.statusCode ?? 502, headers);
    res.end(data);
  }

  return new Promise((resolve, reject) => {
    server.on('error', reject);
    server.listen(port, host, () =>
      resolve({
        url: `http://${host}:${port}`,
        stop: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
