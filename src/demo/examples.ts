import { LIBRARIES_PAGE_SIZE } from '@/config/constants';
import { DEMO_PASSWORD, demoAccounts, type DemoLogin } from './accounts';
import { CURRENT_YEAR_ID, DEMO_LIBRARY_ID, DEMO_TEACHER_ID, DEMO_ZONE_ORG_ID, findTeacher } from './district';
import { DEFAULT_THRESHOLDS } from './district/alerts';
import { signDemoLaunch } from './launch';
import { createScreen, displaySessionId } from './displays';
import { DEMO_SSO, issueDemoCode } from './sso';
import { mintDemoGrant } from './tokens';

/**
 * The call behind each call's example in docs/openapi.json (`npm run contract`, scripts/contract/), and the input the
 * contract test sends (tests/unit/contract.dom.test.ts): which demo account makes it and with what. A call not listed
 * is made by EXAMPLE_LOGIN with `{}` (scope and period defaulted). A call whose request has a required field is listed.
 * An input made at the time of the call (a token, a signature, a code: they expire) is a function of the account
 * making the call; `shown` is what the example in docs/openapi.json shows of such a request instead of the values of
 * that moment, so that the generated file does not change from one run to the next.
 */
export const EXAMPLE_LOGIN: DemoLogin = 'library';

interface ExampleCall {
  login?: DemoLogin;
  input: Record<string, unknown> | ((login: DemoLogin) => Record<string, unknown>);
  shown?: Record<string, unknown>;
  /** The accounts this input is answered for; every other account is refused with HTTP 403 (tests/unit/contract.dom.test.ts). */
  only?: readonly DemoLogin[];
  /**
   * What docs/openapi.json shows of the answer's fields (the envelope's `data`, else the body) made at the time of the
   * call (ids, keys, codes, times), in place of that moment's values.
   */
  answerShown?: Record<string, unknown>;
  /** The token the call is made with, when it is not a demo account's own (a screen's check-in: a display token). */
  bearer?: (login: DemoLogin) => string;
}

const CALLBACK = 'https://srp.example.edu.cn/auth-redirect';

/** A screen made for an example: its settings, and the demo's answer to making it as `login`. */
const EXAMPLE_SCREEN = { name: '一楼大厅', mode: 'dashboardmode', pages: [], seconds: 16, yearId: null } as const;
const exampleScreen = (login: DemoLogin) => createScreen(demoAccounts().get(login)!, { ...EXAMPLE_SCREEN, pages: [] });
const SHOWN_SCREEN = {
  ...EXAMPLE_SCREEN,
  id: 'q7Xk2mPa9LcT',
  unitName: '滨江市实验小学',
  createdBy: EXAMPLE_LOGIN,
  createdAt: '2026-11-23T06:05:09.000Z',
  lastCheckIn: null,
};
const SHOWN_KEY = 'Hk3J9xQ2mPa7LcT4vB8nR1sW5yZ0dF6g';
const SHOWN_CHECK_IN = {
  at: '2026-11-23T06:10:09.000Z',
  page: '/dashboardmode/rank',
  build: '/assets/index-Bx2kQ9aZ.js',
  uptimeSeconds: 300,
};

export const EXAMPLE_CALLS: Readonly<Record<string, ExampleCall>> = {
  'auth.login': { input: { username: EXAMPLE_LOGIN, password: DEMO_PASSWORD } },
  'auth.refresh': {
    input: (login) => ({ refresh_token: mintDemoGrant(login).refresh_token }),
    shown: { refresh_token: 'srpdemo.<claims>.<signature>' },
  },
  'auth.sso.exchange': {
    input: (login) => ({
      provider: DEMO_SSO.oauth.id,
      code: issueDemoCode(login, DEMO_SSO.oauth.clientId, CALLBACK),
      redirect_uri: CALLBACK,
    }),
    shown: { provider: DEMO_SSO.oauth.id, code: '<authorization code>', redirect_uri: CALLBACK },
  },
  'auth.switchRole': { login: 'admin', input: { role: 'zone' } },
  'audit.exportTrace': {
    input: {
      list: '学生借阅排行',
      page: '/library/borrow-rank',
      scope: '学校 滨江市实验小学',
      rows: 10,
      names: 'masked',
      exportedAt: '2026-11-23T14:05:09+08:00',
    },
  },
  'display.create': {
    input: { ...EXAMPLE_SCREEN, pages: [] },
    answerShown: { screen: SHOWN_SCREEN, key: SHOWN_KEY, code: 'K7M2QX9P', codeExpiresAt: '2026-11-24T06:05:09.000Z' },
  },
  'display.revoke': {
    input: (login) => ({ id: exampleScreen(login).screen.id }),
    shown: { id: SHOWN_SCREEN.id },
    answerShown: { id: SHOWN_SCREEN.id },
  },
  'display.exchange': {
    input: (login) => ({ key: exampleScreen(login).key }),
    shown: { key: SHOWN_KEY },
    answerShown: {
      key: SHOWN_KEY,
      screen: { id: SHOWN_SCREEN.id, ...EXAMPLE_SCREEN, unitName: SHOWN_SCREEN.unitName },
    },
  },
  'display.checkIn': {
    input: { page: SHOWN_CHECK_IN.page, build: SHOWN_CHECK_IN.build, uptimeSeconds: SHOWN_CHECK_IN.uptimeSeconds },
    answerShown: SHOWN_CHECK_IN,
    bearer: (login) => {
      const { screen } = exampleScreen(login);
      return mintDemoGrant(login, { sid: displaySessionId(screen.id), scr: screen.id }).access_token;
    },
  },
  'user.libraries': { login: 'zone', input: { 'parentId.equals': DEMO_ZONE_ORG_ID, size: LIBRARIES_PAGE_SIZE } },
  'readingbook.getUserToken': {
    input: () =>
      Object.fromEntries([...signDemoLaunch({ lid: DEMO_LIBRARY_ID })].map(([k, v]) => [k, k === 'lid' || k === 'ts' ? Number(v) : v])),
    shown: { lid: DEMO_LIBRARY_ID, ts: 1_795_000_000, nonce: 'k3J9xQ2mPa7L', sig: '9f2c'.padEnd(64, '0') },
  },
  'reading-data.teacher.queryMyClasses': { login: 'teacher', input: {} },
  // A student of the demo teacher's own class: the teacher's, and the school library's, but the school is not the
  // library account's (滨江市实验小学): only the teacher may see it.
  'reading-data.teacher.queryStudentRecord': {
    login: 'teacher',
    input: { studentId: (findTeacher(DEMO_TEACHER_ID)?.headOfClassId ?? 0) * 100 + 2 },
    only: ['teacher'],
  },
  // Restoring an alert that is open is a no-op: every account may make the call.
  'reading-data.alert.markHandled': { login: 'zone', input: { id: 'stopped:109:2026-11-09', handled: false } },
  // The thresholds are a district's own to set: the defaults, saved again.
  'reading-data.alert.saveThresholds': {
    login: 'zone',
    input: { ...DEFAULT_THRESHOLDS },
    only: ['admin', 'zone'],
  },
  // A school's goal: its district's (zone, admin) or its own library's to set (the library and reader accounts are the
  // demo school's librarians); anyone else gets 403.
  'reading-data.goal.saveGoals': {
    login: 'zone',
    input: { yearId: CURRENT_YEAR_ID, goals: [{ level: 'school', id: DEMO_LIBRARY_ID, metric: 'loansPerStudent', target: 12 }] },
    only: ['admin', 'zone', 'library', 'reader'],
  },
};

/** The token of `id`'s example call made as `login`, when it is not the account's own (EXAMPLE_CALLS' `bearer`). */
export function exampleBearer(id: string, login: DemoLogin = EXAMPLE_LOGIN): string | undefined {
  return EXAMPLE_CALLS[id]?.bearer?.(login);
}

/** The input of `id`'s example call made as `login`. */
export function exampleInput(id: string, login: DemoLogin = EXAMPLE_LOGIN): Record<string, unknown> {
  const spec = EXAMPLE_CALLS[id];
  if (!spec) return {};
  return typeof spec.input === 'function' ? spec.input(login) : spec.input;
}
