/**
 * Build-time configuration, read once from Vite's env (see .env.example for every variable).
 * Nothing else reads import.meta.env directly.
 */
const raw = import.meta.env;

function parseRegionTitles(value: string | undefined): Array<{ match: string; title: string }> {
  if (!value) return [];
  return value
    .split(';')
    .map((pair) => pair.split('='))
    .filter((parts): parts is [string, string] => parts.length === 2 && !!parts[0].trim() && !!parts[1].trim())
    .map(([match, title]) => ({ match: match.trim(), title: title.trim() }));
}

export const env = {
  /** Base URL of the backend API; empty means same origin. */
  apiBaseUrl: raw.VITE_API_BASE_URL ?? '',
  /** Host prefixed to image paths that do not start with http. */
  imageHost: raw.VITE_IMAGE_HOST ?? '',
  /**
   * true: the embedded demo API (msw) answers every call. VITE_DEMO as the build-time constant `__DEMO__`
   * (src/globals.d.ts), so `if (env.demo)` is as dead in a real-backend build as `if (__DEMO__)`.
   */
  demo: __DEMO__,
  /** The login whose /dashboard visit goes to /dataReport/index (docs/rules.md#navigation). */
  specialAccount: raw.VITE_SPECIAL_ACCOUNT ?? '',
  /** The login code that only sees reading data and rankings (sidebar filters, docs/rules.md#access). */
  specialLoginCode: raw.VITE_SPECIAL_LOGIN_CODE ?? '',
  /** The {product} part of /services/{product}readingbook/api/user/getUserToken. */
  readingbookProduct: raw.VITE_READINGBOOK_PRODUCT ?? '',
  /** Region-address substrings whose cockpit title is special-cased: "地址片段=标题;…". */
  regionTitles: parseRegionTitles(raw.VITE_REGION_TITLES),
  /**
   * Off hours of every kiosk wall of the deployment ("20:00-07:00,weekend"; src/features/cockpit/wall-schedule.ts):
   * a dim clock instead of the pages. A wall's `off` URL parameter overrides it. Empty: none.
   */
  wallOffHours: raw.VITE_WALL_OFF_HOURS ?? '',
  production: raw.PROD,
} as const;
