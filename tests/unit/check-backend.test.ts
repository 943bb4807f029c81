import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ALL_ENDPOINTS } from '@/api/contract';
import { formatReport, main, runCheck, type CheckReport } from '../../scripts/contract/check-backend';
import { startBrokenBackend, startDemoApi, type Fault, type Running } from '../helpers/backend-servers';

/**
 * `npm run check:backend` (README, "For backend teams") against the demo API over HTTP (`npm run api:demo`): every
 * call reached and green; and against a backend broken on purpose in front of it: each fault reported with its call
 * and field, exit code 1.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const PASSWORD = '123456';
let demo: Running;
let dir: string;

beforeAll(async () => {
  demo = await startDemoApi();
  dir = mkdtempSync(path.join(tmpdir(), 'check-backend-'));
});
afterAll(async () => {
  await demo?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('against the demo API: every call of the contract reached in every scope, every answer as the contract says', async () => {
  const report = await runCheck({
    base: demo.url,
    user: 'zone',
    password: PASSWORD,
    library: 101,
    report: path.join(dir, 'demo.json'),
    timeoutMs: 60_000,
    concurrency: 2,
  });
  const table = formatReport(report);
  expect(report.ok, table).toBe(true);
  expect(report.scopes.map((s) => s.label)).toEqual([
    'own (望海区教育局)',
    'library 101 滨江市实验小学',
    'campus 1011 滨江市实验小学(本部)',
    'campus 1012 滨江市实验小学(东校区)',
  ]);
  expect(report.year).toBe(2026);
  const notReached = report.endpoints.filter((e) => e.calls.length === 0).map((e) => `${e.id}: ${e.reason}`);
  // Calls that issue a session or a token other than signing in (the launch, renewal, sign-on, role switch, a screen's
  // key exchange) and calls that record something (the export trace, an alert handled, the thresholds, a screen
  // created, revoked or checked in, goals saved): never called by the checker. A
  // student's record needs a student the checker cannot choose (and only the student's teacher may read it).
  expect(notReached.sort()).toEqual(
    [
      ...['auth.refresh', 'auth.sso.exchange', 'auth.switchRole', 'display.exchange', 'readingbook.getUserToken'].map(
        (id) => `${id}: issues a session or token outside signing in: not called`,
      ),
      ...[
        'audit.exportTrace',
        'display.checkIn',
        'display.create',
        'display.revoke',
        'reading-data.alert.markHandled',
        'reading-data.alert.saveThresholds',
        'reading-data.goal.saveGoals',
      ].map((id) => `${id}: changes data: never called`),
      'reading-data.teacher.queryStudentRecord: its request needs a field the checker cannot choose (studentId: Invalid input: expected number, received undefined)',
    ].sort(),
  );
  expect(report.endpoints.map((e) => e.id)).toEqual(ALL_ENDPOINTS.map((e) => e.id));
  // A campus call is made in each campus, with campusId; a library call with libraryId.
  const ranking = report.endpoints.find((e) => e.id === 'reading-data.rank.queryRanking')!;
  expect(ranking.calls.map((c) => [c.request.libraryId, c.request.campusId, c.request.yearId])).toEqual([
    [undefined, undefined, 2026],
    [101, undefined, 2026],
    [101, 1011, 2026],
    [101, 1012, 2026],
  ]);
  expect(report.checks.map((c) => [c.name, c.result])).toEqual([
    ['401 on a bad token (/services/zone/…)', 'ok'],
    ['401 on a bad token (/services/uaa/…)', 'ok'],
    ['401 on a bad token (/app-sy-statistics/…)', 'ok'],
    ['401 on a bad token (/services/staticreadingdata/…)', 'ok'],
    ['invalid_grant on a wrong password', 'ok'],
  ]);
  expect(table).toContain('The backend answers as the contract says.');
});

const stats = (p: string) => `/app-sy-statistics/api/${p}`;
type Answer = { code: string; data: Record<string, unknown> & { rows?: Array<Record<string, unknown>> } };
const data =
  (f: (d: Answer['data']) => void): Fault =>
  ({ status, body }) => {
    const answer = structuredClone(body) as Answer;
    f(answer.data);
    return { status, body: answer };
  };
/** The broken backend: one fault per call, and the expected report line (call, field, message). */
const FAULTS: Array<{ what: string; path: string; fault: Fault; id: string; field: string; message: RegExp }> = [
  {
    what: 'a missing field',
    path: stats('overall/overview/queryBasicData'),
    fault: data((d) => delete d.students),
    id: 'overall.overview.queryBasicData',
    field: 'data.students',
    message: /^missing \(expected number\)$/,
  },
  {
    what: 'a wrong type',
    path: stats('statistics/queryGlobal'),
    fault: data((d) => (d.scope = '滨江市实验小学')),
    id: 'statistics.queryGlobal',
    field: 'data.scope',
    message: /expected object, received string/,
  },
  {
    what: 'a number as a string',
    path: stats('circulation/queryBookCirculationData'),
    fault: data((d) => (d.loans = String(d.loans))),
    id: 'circulation.queryBookCirculationData',
    field: 'data.loans',
    message: /expected number, received string \(got "\d+"\)/,
  },
  {
    what: 'a rate out of bounds',
    path: stats('statistics/queryUserActive'),
    fault: data((d) => (d.activeRate = 1.5)),
    id: 'statistics.queryUserActive',
    field: 'data.activeRate',
    message: /<=1 \(got 1\.5\)/,
  },
  {
    what: 'a negative count in a list',
    path: '/services/staticreadingdata/api/reading/queryReadingTrend',
    fault: data((d) => (d.rows![1].booksRead = -3)),
    id: 'reading-data.reading.queryReadingTrend',
    field: 'data.rows[1].booksRead',
    message: />=0 \(got -3\)/,
  },
  {
    what: 'a wrong code',
    path: stats('card/queryCardManagementData'),
    fault: () => ({ status: 200, body: { code: '500', msg: '服务器内部错误：数据库连接失败', data: null } }),
    id: 'card.queryCardManagementData',
    field: 'code',
    message: /^expected '200', got "500" \(msg: 服务器内部错误：数据库连接失败\)$/,
  },
  {
    what: 'HTTP 500',
    path: stats('book/management/queryBookCategory'),
    fault: () => ({ status: 500, body: { type: 'about:blank', title: 'Internal Server Error', status: 500 } }),
    id: 'book.management.queryBookCategory',
    field: '(http)',
    message: /^HTTP 500 Internal Server Error$/,
  },
  {
    what: 'an answer slower than --timeout',
    path: stats('activ/yearStati'),
    fault: () => 'hang',
    id: 'activ.yearStati',
    field: '(time)',
    message: /^no answer within 4000 ms$/,
  },
];

test('against a broken backend: each fault reported with its call and field, the 401 missing on a bad token, exit code 1', async () => {
  const broken = await startBrokenBackend(
    demo.url,
    Object.fromEntries(FAULTS.map((f) => [f.path, f.fault])),
    '/services/staticreadingdata/',
  );
  const reportFile = path.join(dir, 'broken.json');
  try {
    const args = ['--base', broken.url, '--user', 'library', '--password', PASSWORD, '--timeout', '4000', '--report', reportFile];
    // The command itself (scripts/check-backend.mjs through Vite's module runner), as a team runs it in CI.
    const { code, stdout } = await new Promise<{ code: number | null; stdout: string }>((resolve) => {
      const child = execFile(process.execPath, ['scripts/check-backend.mjs', ...args], { cwd: ROOT }, (_error, out) =>
        resolve({ code: child.exitCode, stdout: out }),
      );
    });
    expect(code, stdout).toBe(1);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as CheckReport;
    const failed = report.endpoints.filter((e) => e.result === 'fail');
    expect(failed.map((e) => e.id).sort()).toEqual(FAULTS.map((f) => f.id).sort());
    for (const f of FAULTS) {
      const problems = failed.find((e) => e.id === f.id)!.calls.flatMap((c) => c.problems);
      expect(problems.length, f.what).toBeGreaterThan(0);
      for (const p of problems) {
        expect(p.field, f.what).toBe(f.field);
        expect(p.message, f.what).toMatch(f.message);
      }
      // The table names the call and the field.
      expect(
        stdout.split('\n').find((l) => l.startsWith(`${f.id} `)),
        f.what,
      ).toContain(`FAIL`);
      expect(
        stdout.split('\n').find((l) => l.startsWith(`${f.id} `)),
        f.what,
      ).toContain(`${f.field}: `);
    }
    expect(report.checks.filter((c) => c.result === 'fail').map((c) => [c.name, c.problems[0].message])).toEqual([
      ['401 on a bad token (/services/staticreadingdata/…)', 'expected HTTP 401, got 200'],
    ]);
    expect(stdout).toContain('MISMATCH');
  } finally {
    await broken.close();
  }
});

test('without --base, --user or a password: the usage, exit code 2', async () => {
  const printed: string[] = [];
  expect(await main(['--base', 'http://127.0.0.1:1'], (t) => printed.push(t))).toBe(2);
  expect(printed.join('\n')).toContain('npm run check:backend -- --base URL --user U --password P');
});
