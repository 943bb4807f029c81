import { LIBRARIES_PAGE_SIZE } from '@/config/constants';
import { DEMO_PASSWORD, type DemoLogin } from './accounts';
import { DEMO_LIBRARY_ID, DEMO_ZONE_ORG_ID } from './district';

/**
 * The call behind each call's example in docs/openapi.json (`npm run contract`, scripts/contract/), and the input the
 * contract test sends (tests/unit/contract.dom.test.ts): which demo account makes it and with what. A call not listed
 * is made by EXAMPLE_LOGIN with `{}` (scope and period defaulted). A call whose request has a required field is listed.
 */
export const EXAMPLE_LOGIN: DemoLogin = 'library';

export const EXAMPLE_CALLS: Readonly<Record<string, { login?: DemoLogin; input: Record<string, unknown> }>> = {
  'auth.login': { input: { username: EXAMPLE_LOGIN, password: DEMO_PASSWORD } },
  'user.libraries': { login: 'zone', input: { 'parentId.equals': DEMO_ZONE_ORG_ID, size: LIBRARIES_PAGE_SIZE } },
  'readingbook.getUserToken': { input: { lid: DEMO_LIBRARY_ID } },
};
