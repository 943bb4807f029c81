import { http } from 'msw';
import {
  campusIdEndpoint,
  initialDataEndpoint,
  lesseeIdEndpoint,
  librariesEndpoint,
  loginEndpoint,
  logoutEndpoint,
  profileEndpoint,
  roleTypeEndpoint,
  schoolYearEndpoint,
  semesterYearEndpoint,
  userTokenEndpoint,
} from '@/api/contract/auth';
import { DEMO_PASSWORD, accountForToken, demoAccounts, librariesUnder } from '../accounts';
import { demoHandler, problem } from '../define-handler';
import { orgTree, schoolById } from '../org';
import { demoCalendar } from '../calendar';
import { dataCalendar } from '@/api/contract/period';
import { DEMO_TODAY, LAST_DATA_MONTH } from '../district';

/** Auth and user calls of the demo API. */
export const authHandlers = [
  demoHandler(
    loginEndpoint,
    ({ username, password }) => {
      const account = demoAccounts().get(username);
      if (!account || password !== DEMO_PASSWORD) return problem(400, 'invalid_grant', 'Bad credentials');
      return { access_token: `${account.login}-token`, token_type: 'bearer', expires_in: 86400 };
    },
    { public: true },
  ),
  demoHandler(logoutEndpoint, () => ({}), { public: true }),
  demoHandler(profileEndpoint, (_input, { account }) => account.profile),
  demoHandler(librariesEndpoint, (input) =>
    librariesUnder(input['parentId.equals'])
      .slice(0, input.size)
      .map(({ id, name, districtName }) => ({ id, name, districtName })),
  ),
  demoHandler(campusIdEndpoint, (input, { account }) => {
    const libraryId = input.libraryId ?? ('libraryId' in account.home ? account.home.libraryId : undefined);
    const school = libraryId != null ? schoolById(libraryId) : undefined;
    return (school?.campuses ?? []).map((c) => ({ campusId: c.id, name: c.name }));
  }),
  // Launch from another platform: any known library id gets the token of a library account of the demo.
  demoHandler(
    userTokenEndpoint,
    ({ lid }) => {
      if (lid == null) return { code: '400', data: null, msg: '缺少学校参数 lid' };
      const school = schoolById(lid);
      if (!school) return { code: '404', data: null, msg: `未找到学校 ${lid}` };
      return { code: '200', data: 'zone-token', msg: 'success' };
    },
    { public: true, pathOverride: '/services/*readingbook/api/user/getUserToken' },
  ),
  demoHandler(initialDataEndpoint, (_input, { account }) => {
    const tree = orgTree();
    const district = tree.districts.find((d) => 'districtId' in account.home && d.id === account.home.districtId);
    const school = 'libraryId' in account.home ? schoolById(account.home.libraryId) : undefined;
    const districtName = district?.name ?? tree.districts.find((d) => d.id === school?.districtId)?.name ?? '';
    return {
      regionType: account.userType === 'CITY' ? 'CITY' : 'DISTRICT',
      addr: account.userType === 'CITY' ? tree.city.name : `${tree.city.name}${districtName}`,
      semesterId: demoCalendar().currentSemesterId,
    };
  }),
  demoHandler(roleTypeEndpoint, (_input, { account }) => ({ userType: account.userType })),
  demoHandler(lesseeIdEndpoint, () => 'demo-lessee-1'),
  demoHandler(schoolYearEndpoint, () => {
    const cal = demoCalendar();
    return { data: cal.years.map((y) => ({ id: y.id, name: y.name })), current: cal.currentYearId };
  }),
  demoHandler(dataCalendar, () => {
    const cal = demoCalendar();
    return { today: DEMO_TODAY, lastDataMonth: LAST_DATA_MONTH, yearId: cal.currentYearId, semesterId: cal.currentSemesterId };
  }),
  demoHandler(semesterYearEndpoint, ({ yearId }) =>
    demoCalendar()
      .semesters.filter((s) => yearId == null || s.yearId === yearId)
      .map((s) => ({ id: s.id, name: s.name, yearId: s.yearId, start: s.start, end: s.end })),
  ),
];

/** Requests with a bearer token the demo does not know get 401, whatever the path. */
export const unknownTokenGuard = http.all('*/app-sy-statistics/*', ({ request }) => {
  const auth = request.headers.get('Authorization');
  if (auth && !accountForToken(auth)) return problem(401, 'Unauthorized', '登录已过期或凭证无效');
  return undefined;
});
