import * as C from '@/config/constants';
import { defaultSettings, useSettings } from '@/stores/settings';
import { useApp } from '@/stores/app';
import { useConstants } from '@/stores/constants';

describe('business constants and limits (docs/rules.md#numbers)', () => {
  test('request timeout 60000 ms, libraries page size 1000, reload delay 10 ms', () => {
    expect(C.REQUEST_TIMEOUT_MS).toBe(60000);
    expect(C.LIBRARIES_PAGE_SIZE).toBe(1000);
    expect(C.RELOAD_DELAY_MS).toBe(10);
  });

  test('dashboard auto-rotate 16000 ms, design width 1920, mobile breakpoint 992, sidebar 210', () => {
    expect(C.DASHBOARD_ROTATE_INTERVAL_MS).toBe(16000);
    expect(C.DASHBOARD_DESIGN_WIDTH).toBe(1920);
    expect(C.MOBILE_BREAKPOINT_PX).toBe(992);
    expect(C.SIDEBAR_WIDTH_PX).toBe(210);
  });

  test('cookies: access_token; default size medium', () => {
    expect(C.ACCESS_TOKEN_COOKIE).toBe('access_token');
    expect(C.DEFAULT_SIZE).toBe('medium');
    expect(useApp.getState().size).toBe('medium');
  });

  test('special campus ids 33 and 7595, and no others', () => {
    expect([...C.ARRIVAL_CAMPUS_IDS].sort((a, b) => a - b)).toEqual([33, 7595]);
  });

  test('theme colour #08f and 8 distinct predefined colours, the default among them', () => {
    expect(C.DEFAULT_THEME_COLOR).toBe('#08f');
    expect(C.THEME_COLORS).toHaveLength(8);
    expect(new Set(C.THEME_COLORS.map((c) => c.toLowerCase())).size).toBe(8);
    expect(C.THEME_COLORS).toContain('#08f');
    for (const colour of C.THEME_COLORS) expect(colour).toMatch(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i);
  });

  test('settings defaults: theme #08f, tagsView off, fixedHeader on, errorLog production', () => {
    expect(C.DEFAULT_SETTINGS.theme).toBe('#08f');
    expect(C.DEFAULT_SETTINGS.tagsView).toBe(false);
    expect(C.DEFAULT_SETTINGS.fixedHeader).toBe(true);
    expect(C.DEFAULT_SETTINGS.errorLog).toBe('production');
    expect(defaultSettings).toMatchObject({ theme: '#08f', tagsView: false, fixedHeader: true });
    const s = useSettings.getState();
    expect([s.theme, s.tagsView, s.fixedHeader]).toEqual(['#08f', false, true]);
  });

  test('large-number threshold and divisor are both 9999', () => {
    expect(C.LARGE_NUMBER_THRESHOLD).toBe(9999);
    expect(C.LARGE_NUMBER_DIVISOR).toBe(9999);
  });

  test("calls are ok when code is the string '200'", () => {
    expect(C.OK_CODE).toBe('200');
  });

  test('site title', () => {
    expect(C.SITE_TITLE).toBe('学校阅读素养大数据平台');
  });

  test('constants state: the reload flag starts true', () => {
    expect(useConstants.getState().reload).toBe(true);
  });
});

describe('messages of docs/rules.md#messages, exactly', () => {
  test.each([
    ['sessionExpired', '登录已过期，请重新登录'],
    ['wrongPassword', '账号或密码错误，请重试'],
    ['noUserInfo', '无法获取用户信息，请重试！'],
    ['noAuthorities', '无法获取到该账号的权限！'],
    ['pdTokenFailed', '获取登录凭证失败！'],
    ['roleTypeFailed', '获取角色类型实失败！'],
    ['hasError', 'Has Error'],
    ['fullscreenUnsupported', 'your browser can not work'],
  ] as const)('%s', (key, text) => {
    expect(C.MESSAGES[key]).toBe(text);
  });

  test('durations: 401 message 5 s, wrong password 3 s, other errors 5 s', () => {
    expect(C.MESSAGE_SECONDS).toEqual({ sessionExpired: 5, wrongPassword: 3, other: 5 });
  });
});

describe('roles (docs/rules.md#access)', () => {
  test('role names', () => {
    expect(C.ROLES).toEqual({
      library: 'ROLE_LIBRARY',
      zone: 'ROLE_ZONE_USER',
      user: 'ROLE_USER',
      pd8: 'ROLE_PD_8',
      teacher: 'ROLE_TEACHER',
      arrival: 'ROLE_ARRIVAL',
      admin: 'admin',
    });
  });

  test('library-view roles are exactly ROLE_USER, ROLE_PD_8, ROLE_LIBRARY, ROLE_TEACHER', () => {
    expect([...C.LIBRARY_VIEW_ROLES].sort()).toEqual(['ROLE_LIBRARY', 'ROLE_PD_8', 'ROLE_TEACHER', 'ROLE_USER']);
  });
});
