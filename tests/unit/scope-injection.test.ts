import { CAMPUS_ID_CALLS, LIBRARY_ID_SKIP, injectScope, matches, pathOf, type InjectableRequest } from '@/api/scope-injection';

const STAT = '/app-sy-statistics/api/circulation/queryLoanData';
const READING = '/services/staticreadingdata/api/reading/queryReadingOverview';
const VERIFY = '/app-sy-statistics/api/verify/queryVerifyTotalData';
const LIB = { libraryId: 7 };
const BOTH = { libraryId: 7, campusId: 33 };

const post = (url: string, data: unknown): InjectableRequest => ({ url, method: 'post', data });
const req = (config: InjectableRequest): InjectableRequest => config;

describe('libraryId per encoding', () => {
  test('form string', () => {
    const out = injectScope(post(STAT, 'a=1&b=x'), LIB);
    expect(Object.fromEntries(new URLSearchParams(out.data as string))).toEqual({ a: '1', b: 'x', libraryId: '7' });
  });

  test('empty form string', () => {
    const out = injectScope(post(STAT, ''), LIB);
    expect(out.data).toBe('libraryId=7');
  });

  test('URLSearchParams', () => {
    const body = new URLSearchParams('a=1');
    const out = injectScope(post(STAT, body), LIB);
    expect(out.data).toBeInstanceOf(URLSearchParams);
    expect((out.data as URLSearchParams).toString()).toBe('a=1&libraryId=7');
    // The caller's object is not mutated.
    expect(body.toString()).toBe('a=1');
  });

  test('plain object (raw)', () => {
    const body = { a: 1, nested: { b: 2 } };
    const out = injectScope(post('/app-sy-statistics/api/point/queryCount', body), LIB);
    expect(out.data).toEqual({ libraryId: 7, a: 1, nested: { b: 2 } });
    expect(body).toEqual({ a: 1, nested: { b: 2 } });
  });

  test('no body at all', () => {
    expect(injectScope(req({ url: STAT, method: 'post' }), LIB).data).toEqual({ libraryId: 7 });
    expect(injectScope(post(STAT, null), LIB).data).toEqual({ libraryId: 7 });
  });

  test('JSON string', () => {
    const out = injectScope(post('/app-sy-statistics/api/activ/yearStati', JSON.stringify({ a: 1, list: [1, 2] })), LIB);
    expect(typeof out.data).toBe('string');
    expect(JSON.parse(out.data as string)).toEqual({ a: 1, list: [1, 2], libraryId: 7 });
  });

  test('JSON string with leading whitespace', () => {
    const out = injectScope(post(STAT, '  {"a":1}'), LIB);
    expect(JSON.parse(out.data as string)).toEqual({ a: 1, libraryId: 7 });
  });

  test('GET params', () => {
    const out = injectScope(req({ url: '/services/zone/api/some/list', method: 'get', params: { page: 0 } }), LIB);
    expect(out.params).toEqual({ page: 0, libraryId: 7 });
    expect(out.data).toBeUndefined();
  });

  test('GET without params, and an upper-case method', () => {
    expect(injectScope(req({ url: '/services/zone/api/some/list', method: 'GET' }), LIB).params).toEqual({ libraryId: 7 });
    expect(injectScope(req({ url: '/services/zone/api/some/list' }), LIB).params).toEqual({ libraryId: 7 });
  });

  test('FormData and Blob bodies are passed through untouched', () => {
    const fd = new FormData();
    fd.set('a', '1');
    expect(injectScope(post(STAT, fd), LIB).data).toBe(fd);
    const blob = new Blob(['x']);
    expect(injectScope(post(STAT, blob), LIB).data).toBe(blob);
  });
});

describe('a field the caller set explicitly is kept', () => {
  test.each([
    ['form string', 'libraryId=99&a=1', (d: unknown) => new URLSearchParams(d as string).getAll('libraryId')],
    ['URLSearchParams', new URLSearchParams('libraryId=99'), (d: unknown) => (d as URLSearchParams).getAll('libraryId')],
    ['object', { libraryId: 99 }, (d: unknown) => [String((d as { libraryId: number }).libraryId)]],
    ['JSON string', '{"libraryId":99}', (d: unknown) => [String((JSON.parse(d as string) as { libraryId: number }).libraryId)]],
  ])('%s', (_name, body, read) => {
    expect(read(injectScope(post(STAT, body), LIB).data)).toEqual(['99']);
  });

  test('GET params', () => {
    expect(injectScope({ url: '/x/list', method: 'get', params: { libraryId: 99 } }, LIB).params).toEqual({ libraryId: 99 });
  });

  test('campusId too', () => {
    const out = injectScope(post(READING, { campusId: 1 }), BOTH);
    expect(out.data).toEqual({ campusId: 1, libraryId: 7 });
  });
});

describe('skip list: no libraryId', () => {
  test.each([
    ['/auth/login'],
    ['/auth/refresh'],
    ['/auth/logout'],
    ['/auth/sso/exchange'],
    ['/auth/switch-role'],
    ['/services/zone/api/organizations/me'],
    ['/services/zone/api/organizations/libraries'],
    ['/services/uaa/api/libraries/get-campus-id'],
    ['/services/readingbook/api/user/getUserToken'],
    ['/services/xyreadingbook/api/user/getUserToken'],
    ['/app-sy-statistics/api/base/queryInitialData'],
    ['/app-sy-statistics/api/base/queryRoleType'],
    ['/app-sy-statistics/api/base/queryLesseeId'],
  ])('%s', (url) => {
    const out = injectScope(post(url, '{"username":"a"}'), LIB);
    expect(out.data).toBe('{"username":"a"}');
    const get = injectScope({ url, method: 'get', params: { a: 1 } }, LIB);
    expect(get.params).toEqual({ a: 1 });
  });

  test('a full URL or a query string on a skipped path is still skipped', () => {
    expect(injectScope(post('https://api.example.com/auth/login?x=1', 'a=1'), LIB).data).toBe('a=1');
    expect(pathOf('https://api.example.com/auth/login?x=1')).toBe('/auth/login');
    expect(pathOf('/auth/login?x=1')).toBe('/auth/login');
  });

  test('a path that only looks like a skipped one is not skipped', () => {
    expect(injectScope(post('/auth/login2', ''), LIB).data).toBe('libraryId=7');
    expect(injectScope(post('/services/readingbook/api/user/getUserTokenX', ''), LIB).data).toBe('libraryId=7');
    expect(LIBRARY_ID_SKIP.length).toBeGreaterThan(0);
  });

  test('every statistics call outside base/ gets libraryId', () => {
    for (const url of [
      '/app-sy-statistics/api/overall/overview/queryBasicData',
      '/app-sy-statistics/api/card/queryCardBorrowRank',
      '/app-sy-statistics/api/activ/hotListPage',
      '/services/staticreadingdata/api/pub/querySchoolYear',
      '/services/staticreadingdata/api/campusContrast/querySemesterYear',
    ]) {
      expect(injectScope(post(url, {}), LIB).data, url).toEqual({ libraryId: 7 });
    }
  });
});

describe('campusId only on the campus list', () => {
  test.each([
    [READING],
    ['/services/staticreadingdata/api/reading/queryReadingByUnit'],
    ['/services/staticreadingdata/api/campusContrast/queryCampusContrast'],
    ['/services/staticreadingdata/api/rank/queryRank'],
    [VERIFY],
  ])('%s gets campusId', (url) => {
    expect(matches(CAMPUS_ID_CALLS, url)).toBe(true);
    expect(injectScope(post(url, {}), { campusId: 33 }).data).toEqual({ campusId: 33 });
    expect(injectScope(post(url, 'a=1'), BOTH).data).toBe('a=1&libraryId=7&campusId=33');
  });

  test.each([
    [STAT],
    ['/app-sy-statistics/api/activ/yearStati'],
    ['/app-sy-statistics/api/point/queryCount'],
    ['/services/staticreadingdata/api/pub/querySchoolYear'],
    // User and calendar calls that live beside the reading data: not reading data, not campus reports.
    ['/services/staticreadingdata/api/reading/queryUserInfo'],
    ['/services/staticreadingdata/api/campusContrast/querySemesterYear'],
    ['/services/staticreadingdata/api/teaching/queryTeachingData'],
    ['/services/staticreadingdata/api/arrival/queryArrivalData'],
    ['/services/staticreadingdata/api/school/querySchoolList'],
    // Only whole path segments: a deeper path or a look-alike is not on the list.
    ['/services/staticreadingdata/api/reading/queryUserInfo/x'],
    ['/services/staticreadingdata/api/campusContrast/queryCampusContrastX'],
    ['/auth/login'],
  ])('%s does not', (url) => {
    const out = injectScope(post(url, {}), { campusId: 33 });
    expect(out.data).toEqual({});
  });
});

describe('nothing selected, nothing added', () => {
  test.each([
    ['form string', 'a=1'],
    ['object', { a: 1 }],
    ['JSON string', '{"a":1}'],
    ['no body', undefined],
  ])('%s', (_name, body) => {
    const config = post(READING, body);
    expect(injectScope(config, {})).toBe(config);
    expect(injectScope(config, { libraryId: null, campusId: null })).toBe(config);
  });

  test('GET params untouched', () => {
    const config = { url: READING, method: 'get', params: { a: 1 } };
    expect(injectScope(config, { libraryId: null, campusId: null })).toBe(config);
  });

  test('a campus only on a non-campus call adds nothing', () => {
    const config = post(STAT, 'a=1');
    expect(injectScope(config, { campusId: 33 })).toBe(config);
  });
});
