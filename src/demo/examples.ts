import { LIBRARIES_PAGE_SIZE } from '@/config/constants';
import { DEMO_PASSWORD, type DemoLogin } from './accounts';
import { DEMO_LIBRARY_ID, DEMO_TEACHER_ID, DEMO_ZONE_ORG_ID, findTeacher } from './district';
import { DEFAULT_THRESHOLDS } from './district/alerts';
import { signDemoLaunch } from './launch';
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
}

const CALLBACK = 'https://srp.example.edu.cn/auth-redirect';

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
};

/** The input of `id`'s example call made as `login`. */
export function exampleInput(id: string, login: DemoLogin = EXAMPLE_LOGIN): Record<string, unknown> {
  const spec = EXAMPLE_CALLS[id];
  if (!spec) return {};
  return typeof spec.input === 'function' ? spec.input(login) : spec.input;
}
