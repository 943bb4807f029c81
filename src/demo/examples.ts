import { LIBRARIES_PAGE_SIZE } from '@/config/constants';
import { DEMO_PASSWORD, type DemoLogin } from './accounts';
import { DEMO_LIBRARY_ID, DEMO_TEACHER_ID, DEMO_ZONE_ORG_ID, findTeacher } from './district';
import { DEFAULT_THRESHOLDS } from './district/alerts';

/**
 * The call behind each call's example in docs/openapi.json (`npm run contract`, scripts/contract/), and the input the
 * contract test sends (tests/unit/contract.dom.test.ts): which demo account makes it and with what. A call not listed
 * is made by EXAMPLE_LOGIN with `{}` (scope and period defaulted). A call whose request has a required field is listed.
 */
export const EXAMPLE_LOGIN: DemoLogin = 'library';

export const EXAMPLE_CALLS: Readonly<
  Record<
    string,
    {
      login?: DemoLogin;
      input: Record<string, unknown>;
      /** The accounts this input is answered for; every other account is refused with HTTP 403 (tests/unit/contract.dom.test.ts). */
      only?: readonly DemoLogin[];
    }
  >
> = {
  'auth.login': { input: { username: EXAMPLE_LOGIN, password: DEMO_PASSWORD } },
  'user.libraries': { login: 'zone', input: { 'parentId.equals': DEMO_ZONE_ORG_ID, size: LIBRARIES_PAGE_SIZE } },
  'readingbook.getUserToken': { input: { lid: DEMO_LIBRARY_ID } },
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
