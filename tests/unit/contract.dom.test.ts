import { readFileSync } from 'node:fs';
import { ALL_ENDPOINTS } from '@/api/contract';
import { call } from '@/api/client';
import type { Endpoint } from '@/api/define';
import { DEMO_LOGINS } from '@/demo/accounts';
import { EXAMPLE_CALLS, exampleBearer, exampleInput } from '@/demo/examples';
import { setToken } from '@/utils/cookies';
import { demoToken } from '@/demo/tokens';

const ids = ALL_ENDPOINTS.map((e) => e.id);
const DISPLAY_MANAGEMENT = new Set(['display.list', 'display.create', 'display.revoke']);

test('endpoint ids and (method, path, encoding) are unique', () => {
  expect(new Set(ids).size).toBe(ids.length);
  const keys = ALL_ENDPOINTS.map((e) => `${e.method} ${e.path} ${e.encoding}`);
  expect(new Set(keys).size).toBe(keys.length);
});

test('every published call by its exact path is in the contract (docs/api.md)', () => {
  const paths = new Set(ALL_ENDPOINTS.map((e) => e.path));
  const stats = (p: string) => `/app-sy-statistics/api/${p}`;
  const expected = [
    '/auth/login',
    '/auth/logout',
    '/services/zone/api/organizations/me',
    '/services/zone/api/organizations/libraries',
    '/services/uaa/api/libraries/get-campus-id',
    '/services/staticreadingdata/api/reading/queryUserInfo',
    '/services/staticreadingdata/api/pub/querySchoolYear',
    '/services/staticreadingdata/api/campusContrast/querySemesterYear',
    ...['base/queryInitialData', 'base/queryLesseeId'].map(stats),
    ...['queryBasicData', 'queryBookCirculation', 'queryLoanLibrary', 'queryMapLibraryBookData', 'queryMapRegionBookData'].map((p) =>
      stats(`overall/overview/${p}`),
    ),
    ...['queryUserActive', 'queryGlobal', 'queryMonthlyActive', 'queryReaderRankings'].map((p) => stats(`statistics/${p}`)),
    ...[
      'queryAnnualCirculationData',
      'queryBookCirculationData',
      'queryLoanData',
      'queryBookRankStatistics',
      'queryGradeBorrow',
      'queryLoanBookBorrowTotal',
    ].map((p) => stats(`circulation/${p}`)),
    ...[
      'queryInThreeYearBookCirculation',
      'queryBookCategory',
      'queryInThreeYearBorrowCirculation',
      'queryBookManagementData',
      'queryBookCollectionData',
    ].map((p) => stats(`book/management/${p}`)),
    ...[
      'queryBorrowDynamicData',
      'queryCardManagementData',
      'queryCardBorrowRank',
      'queryCategoryBorrow',
      'queryGradeCategoryBorrow',
      'queryGradeBorrowDuration',
    ].map((p) => stats(`card/${p}`)),
    stats('point/queryCount'),
    ...[
      'queryOutcomeStati',
      'queryCarryOut',
      'yearStati',
      'hotListPage',
      'superiorsListPage',
      'publishRegionList',
      'dynamicList',
      'developmentCampusListPage',
    ].map((p) => stats(`activ/${p}`)),
    ...['queryVerifyTotalData', 'queryVerifyBoookData', 'queryGradeReadWords', 'queryCategoryBalanceData', 'queryPowerDimension'].map((p) =>
      stats(`verify/${p}`),
    ),
  ];
  const missing = expected.filter((p) => !paths.has(p));
  expect(missing).toEqual([]);
});

test('encodings follow docs/api.md', () => {
  const byPath = (suffix: string) => ALL_ENDPOINTS.filter((e) => e.path.endsWith(suffix));
  const enc = (prefix: string) => ALL_ENDPOINTS.filter((e) => e.path.startsWith(`/app-sy-statistics/api/${prefix}`));
  for (const e of [
    ...enc('base/queryLesseeId'),
    ...enc('overall/overview/'),
    ...enc('statistics/'),
    ...enc('circulation/'),
    ...enc('book/management/'),
    ...enc('card/'),
  ]) {
    expect([e.id, e.encoding]).toEqual([e.id, 'form']);
  }
  for (const e of byPath('point/queryCount')) expect([e.id, e.encoding]).toEqual([e.id, 'raw']);
  const carryOut = byPath('activ/queryCarryOut')
    .map((e) => e.encoding)
    .sort();
  expect(carryOut).toEqual(['json', 'raw']);
  for (const e of [...enc('activ/'), ...enc('verify/')].filter((e) => !e.path.endsWith('activ/queryCarryOut'))) {
    expect([e.id, e.encoding]).toEqual([e.id, 'json']);
  }
});

test('docs/api.md documents every endpoint of the contract by its path', () => {
  const doc = readFileSync('docs/api.md', 'utf8');
  const product = /\/services\/[^/]*readingbook\//;
  const undocumented = ALL_ENDPOINTS.filter((e) => {
    const shown = e.path.replace(product, '/services/{product}readingbook/');
    return !doc.includes(shown);
  }).map((e) => e.path);
  expect(undocumented).toEqual([]);
});

describe.each(DEMO_LOGINS)('every endpoint answers and parses for %s', (login) => {
  test.each(ALL_ENDPOINTS.map((e) => [e.id, e] as [string, Endpoint]))('%s', async (_id, endpoint) => {
    setToken(exampleBearer(endpoint.id, login) ?? demoToken(login));
    const spec = EXAMPLE_CALLS[endpoint.id];
    const answer = call(endpoint, exampleInput(endpoint.id, login) as never);
    // Role switching is the admin's alone: the backend refuses everyone else; screens are managed by library and
    // district staff (a teacher may not open a cockpit); a call about a person the account may not see (a student's
    // record) is refused, and only then.
    const refused =
      (endpoint.id === 'auth.switchRole' && login !== 'admin') ||
      (DISPLAY_MANAGEMENT.has(endpoint.id) && login === 'teacher') ||
      (spec?.only !== undefined && !spec.only.includes(login));
    if (refused) await expect(answer).rejects.toMatchObject({ status: 403 });
    else await expect(answer).resolves.toBeDefined();
  });
});
