import { http, HttpResponse } from 'msw';
import {
  campusIdEndpoint,
  initialDataEndpoint,
  lesseeIdEndpoint,
  librariesEndpoint,
  loginEndpoint,
  logoutEndpoint,
  profileEndpoint,
  refreshEndpoint,
  roleTypeEndpoint,
  schoolYearEndpoint,
  semesterYearEndpoint,
  ssoExchangeEndpoint,
  switchRoleEndpoint,
  userTokenEndpoint,
} from '@/api/contract/auth';
import { ROLES } from '@/config/constants';
import { DEMO_PASSWORD, accessClaims, accountForToken, demoAccounts, librariesUnder } from '../accounts';
import { revokeSession, sessionRevoked, spendOnce } from '../auth-state';
import { demoHandler, problem } from '../define-handler';
import { refuseDemoLaunch } from '../launch';
import { orgTree, schoolById, WELL_KNOWN } from '../org';
import { DEMO_PAGE_PATHS, demoPage, demoPageDocument } from '../pages';
import { DEMO_SSO, redeemDemoGrant } from '../sso';
import { mintDemoGrant, readDemoToken } from '../tokens';
import { demoCalendar } from '../calendar';
import { dataCalendar } from '@/api/contract/period';
import { DEMO_TODAY, LAST_DATA_MONTH } from '../district';

/** What the contract's token calls answer: the grant without the demo's own session id. */
const answer = ({ sid: _sid, ...grant }: ReturnType<typeof mintDemoGrant>) => grant;

/** The roles an admin may look as (role switching, docs/api.md): every demo account but the admin. */
const SWITCHABLE = new Set(['zone', 'city', 'library', 'arrival', 'teacher', 'reader']);

/** Auth and user calls of the demo API. */
export const authHandlers = [
  demoHandler(
    loginEndpoint,
    ({ username, password, rememberMe }) => {
      const account = demoAccounts().get(username);
      if (!account || password !== DEMO_PASSWORD) return problem(400, 'invalid_grant', 'Bad credentials');
      return answer(mintDemoGrant(account.login, { remember: !!rememberMe }));
    },
    { public: true },
  ),
  demoHandler(
    refreshEndpoint,
    ({ refresh_token }) => {
      const claims = readDemoToken(refresh_token);
      if (!claims || claims.typ !== 'refresh' || sessionRevoked(claims.sid)) return problem(401, 'invalid_token', '续期凭证无效或已过期');
      // Rotation: a refresh token renews once; a second use is refused (a copy in other hands stops working).
      if (!spendOnce('refresh', claims.jti, claims.exp * 1000)) return problem(401, 'invalid_token', '续期凭证已使用过');
      return answer(mintDemoGrant(claims.sub, { sid: claims.sid, act: claims.act, remember: claims.rem, refreshExp: claims.exp }));
    },
    { public: true },
  ),
  demoHandler(
    logoutEndpoint,
    (_input, { request }) => {
      // The session of the token ends here: its access and refresh tokens are refused from now on.
      const claims = accessClaims(request.headers.get('Authorization'));
      if (claims) revokeSession(claims.sid);
      return {};
    },
    { public: true },
  ),
  demoHandler(
    ssoExchangeEndpoint,
    ({ provider, code, ticket, redirect_uri }) => {
      let result;
      if (provider === DEMO_SSO.oauth.id && code) {
        result = redeemDemoGrant(code, { typ: 'code', clientId: DEMO_SSO.oauth.clientId, redirectUri: redirect_uri });
      } else if (provider === DEMO_SSO.cas.id && ticket) {
        result = redeemDemoGrant(ticket, { typ: 'ticket', service: redirect_uri });
      } else {
        return problem(400, '单点登录失败', `未知的身份提供方或凭证类型：${provider}`);
      }
      if ('refused' in result) return problem(400, '单点登录失败', result.refused);
      return answer(mintDemoGrant(result.login));
    },
    { public: true },
  ),
  demoHandler(switchRoleEndpoint, ({ role }, { account, claims }) => {
    if (!account.profile.authorities?.includes(ROLES.admin) || claims?.act) return problem(403, '无权切换角色', '仅管理员可以切换角色');
    if (!SWITCHABLE.has(role)) return problem(400, 'Bad Request', `未知的角色：${role}`);
    return answer(mintDemoGrant(role, { act: account.login }));
  }),
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
  // Launch from another platform: a signed link (../launch.ts) for a school gets a session of the district account
  // when the school is in its district, else of the city account; unsigned, expired, altered or replayed: refused.
  demoHandler(
    userTokenEndpoint,
    (input) => {
      const refused = refuseDemoLaunch(input);
      if (refused) return { code: '401', data: null, msg: refused };
      if (input.lid == null) return { code: '400', data: null, msg: '缺少学校参数 lid' };
      const school = schoolById(input.lid);
      if (!school) return { code: '404', data: null, msg: `未找到学校 ${input.lid}` };
      const inZone = librariesUnder(WELL_KNOWN.zoneOrgId).some((l) => l.id === school.id);
      const grant = mintDemoGrant(inZone ? 'zone' : 'city');
      return { code: '200', data: grant.access_token, msg: 'success', expires_in: grant.expires_in, refresh_token: grant.refresh_token };
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

/**
 * The stand-in identity provider and platform pages (../pages.ts), as the HTTP demo API serves them: HTML, or a
 * redirect back to the app. Not calls of the contract: pages another system would serve.
 */
export const demoPageHandlers = DEMO_PAGE_PATHS.map((path) =>
  http.get(`*${path}`, ({ request }) => {
    const page = demoPage(new URL(request.url));
    if ('redirect' in page)
      return new HttpResponse(null, { status: 302, headers: { Location: page.redirect, 'Cache-Control': 'no-store' } });
    return new HttpResponse(demoPageDocument(page), {
      status: page.status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }),
);

/** Requests with a bearer token the demo does not know get 401, whatever the path. */
export const unknownTokenGuard = http.all('*/app-sy-statistics/*', ({ request }) => {
  const auth = request.headers.get('Authorization');
  if (auth && !accountForToken(auth)) return problem(401, 'Unauthorized', '登录已过期或凭证无效');
  return undefined;
});
