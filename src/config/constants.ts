/**
 * Business constants and limits (docs/rules.md#numbers and the sections that use them). One module; every other
 * file imports from here.
 */
export const SITE_TITLE = '学校阅读素养大数据平台';
/** Reachable without a token: the public pages (docs/rules.md#routes). */
export const PUBLIC_PATHS: readonly string[] = ['/login', '/auth-redirect', '/loading', '/display'];
export const REQUEST_TIMEOUT_MS = 60000;
export const LIBRARIES_PAGE_SIZE = 1000;
export const RELOAD_DELAY_MS = 10;
export const DASHBOARD_ROTATE_INTERVAL_MS = 16000;
export const MOBILE_BREAKPOINT_PX = 992;
export const DASHBOARD_DESIGN_WIDTH = 1920;
/** A display link's screen checks in this often (page, build, uptime: docs/api.md "Display links"). */
export const DISPLAY_CHECK_IN_MS = 5 * 60_000;
/** 大屏管理 flags a screen 无信号 when its last check-in (or its creation, before the first) is older than this. */
export const DISPLAY_SILENT_MS = 15 * 60_000;
/** Where the wall displays live (docs/rules.md#routes): the cockpits and every page under them. */
export const WALL_PATHS: readonly string[] = ['/ndb', '/dashboardmode'];
export const SIDEBAR_WIDTH_PX = 210;
export const ACCESS_TOKEN_COOKIE = 'access_token';
/**
 * Beside access_token: the rest of the session (its id, the refresh token, the access token's expiry, the cookies'
 * end), one JSON cookie with the same attributes and lifetime (docs/rules.md#session).
 */
export const SESSION_COOKIE = 'srp_session';
/** 自动登录: the session's cookies last this many days; without it they end with the browser. */
export const REMEMBER_DAYS = 7;
/** The access token is renewed this long before it expires (or halfway through a shorter life). */
export const RENEW_BEFORE_EXPIRY_MS = 5 * 60_000;
/** After a renewal that failed (no network), the next attempt comes no sooner than this (the 401 path remains). */
export const RENEW_RETRY_MS = 15_000;
/** The idle timeout (VITE_IDLE_TIMEOUT_MINUTES) warns this long before it signs out. */
export const IDLE_WARNING_MS = 60_000;
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
/**
 * Rankings: the rows of a ranking's first screen (rank/queryRanking `limit`), asked for first and drawn while every
 * row of the ranking comes (a city's 48,643 students are about 3 MB). The table shows 12 rows at a time.
 */
export const RANKING_FIRST_ROWS = 100;

export const MESSAGES = {
  sessionExpired: '登录已过期，请重新登录',
  wrongPassword: '账号或密码错误，请重试',
  noUserInfo: '无法获取用户信息，请重试！',
  noAuthorities: '无法获取到该账号的权限！',
  pdTokenFailed: '获取登录凭证失败！',
  roleTypeFailed: '获取角色类型实失败！',
  /** A launch without the platform's proof, or one the backend refuses (docs/rules.md#session). */
  launchInvalid: '链接无效或已过期',
  /** The idle timeout ended the session. */
  idleSignedOut: '长时间未操作，已退出登录',
  hasError: 'Has Error',
  fullscreenUnsupported: 'your browser can not work',
} as const;

export const MESSAGE_SECONDS = { sessionExpired: 5, wrongPassword: 3, other: 5 } as const;

/**
 * What a failed call says to the user, in Chinese (docs/rules.md#messages; the technical detail goes to the error
 * log): by what failed, and for an HTTP status without a Chinese title of the server's, by the status.
 */
export const FAILURE_MESSAGES = {
  network: '网络连接失败，请检查网络后重试',
  timeout: `请求超时（${REQUEST_TIMEOUT_MS / 1000} 秒）`,
  status: {
    400: '请求无效（400）',
    403: '没有权限查看该数据（403）',
    404: '请求的接口不存在（404）',
    408: '请求超时（408）',
    413: '请求内容过大（413）',
    429: '请求过于频繁，请稍后再试（429）',
    500: '服务器内部错误（500）',
    502: '服务暂不可用（502）',
    503: '服务暂不可用（503）',
    504: '服务暂不可用（504）',
  } as Readonly<Record<number, string>>,
  /** Any other 4xx / 5xx. */
  clientStatus: (status: number) => `请求失败（${status}）`,
  serverStatus: (status: number) => `服务器错误（${status}）`,
  /** code ≠ '200' without a msg. */
  code: (code: string) => `服务返回错误（代码 ${code}）`,
} as const;

/**
 * Retries of a call that a retry can fix (docs/rules.md#requests: a network failure, 502/503/504, on a read): at
 * most `max` more attempts, waiting baseMs, 2 × baseMs … (never more than capMs) before each, all inside the one
 * REQUEST_TIMEOUT_MS of the call.
 */
export const RETRY = { max: 2, baseMs: 1000, capMs: 4000 } as const;

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
