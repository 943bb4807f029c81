/**
 * Business constants and limits (docs/rules.md#numbers and the sections that use them). One module; every other
 * file imports from here.
 */
export const SITE_TITLE = '学校阅读素养大数据平台';
/** Reachable without a token: the public pages (docs/rules.md#routes). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect', '/loading'];
export const REQUEST_TIMEOUT_MS = 60000;
export const LIBRARIES_PAGE_SIZE = 1000;
export const RELOAD_DELAY_MS = 10;
export const DASHBOARD_ROTATE_INTERVAL_MS = 16000;
export const MOBILE_BREAKPOINT_PX = 992;
export const DASHBOARD_DESIGN_WIDTH = 1920;
/** Where the wall displays live (docs/rules.md#routes): the cockpits and every page under them. */
export const WALL_PATHS: readonly string[] = ['/ndb', '/dashboardmode'];
export const SIDEBAR_WIDTH_PX = 210;
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const SIDEBAR_STATUS_COOKIE = 'sidebarStatus';
export const SIZE_COOKIE = 'size';
export const DEFAULT_SIZE = 'medium' as const;
export const ARRIVAL_CAMPUS_IDS: readonly number[] = [33, 7595];
export const DEFAULT_THEME_COLOR = '#08f';
/** Eight predefined theme colours, the first is the default. */
export const THEME_COLORS: readonly string[] = ['#08f', '#1890ff', '#304156', '#212121', '#11a983', '#13c2c2', '#6959cd', '#f5222d'];
export const DEFAULT_SETTINGS = {
  theme: DEFAULT_THEME_COLOR,
  showSettings: true,
  tagsView: false,
  fixedHeader: true,
  sidebarLogo: false,
  /** Where runtime errors are collected: 'production' builds only (docs/rules.md#messages). */
  errorLog: 'production',
} as const;
/** Above this, counts are shown divided by LARGE_NUMBER_DIVISOR with 万 (docs/rules.md#numbers: 9999, not 10000). */
export const LARGE_NUMBER_THRESHOLD = 9999;
export const LARGE_NUMBER_DIVISOR = 9999;
/** Response code that marks a successful statistics call. */
export const OK_CODE = '200';
/**
 * Rankings: units (schools, campuses, grades, classes, teachers) with fewer enrolled students than this are
 * flagged 样本不足 and listed after the ranked ones. The ranking page's 样本下限 (URL `min`) overrides it.
 */
export const RANKING_MIN_STUDENTS = 10;

export const MESSAGES = {
  sessionExpired: '登录已过期，请重新登录',
  wrongPassword: '账号或密码错误，请重试',
  noUserInfo: '无法获取用户信息，请重试！',
  noAuthorities: '无法获取到该账号的权限！',
  pdTokenFailed: '获取登录凭证失败！',
  roleTypeFailed: '获取角色类型实失败！',
  hasError: 'Has Error',
  fullscreenUnsupported: 'your browser can not work',
} as const;

export const MESSAGE_SECONDS = { sessionExpired: 5, wrongPassword: 3, other: 5 } as const;

export const ROLES = {
  library: 'ROLE_LIBRARY',
  zone: 'ROLE_ZONE_USER',
  user: 'ROLE_USER',
  pd8: 'ROLE_PD_8',
  teacher: 'ROLE_TEACHER',
  arrival: 'ROLE_ARRIVAL',
  admin: 'admin',
} as const;

/** Roles a user holds in library-view mode (a zone user who picked a library), docs/rules.md#access. */
export const LIBRARY_VIEW_ROLES: readonly string[] = [ROLES.user, ROLES.pd8, ROLES.library, ROLES.teacher];
