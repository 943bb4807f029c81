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

/**
 * A sign-on provider of the deployment (VITE_SSO_PROVIDERS, docs/rules.md#session): an OAuth 2.0 / OIDC
 * authorization-code provider (`oauth`: the authorize URL, the app's client id, the scope) or a CAS server (`cas`:
 * its login URL). The client secret is the backend's alone.
 */
export interface SsoProvider {
  /** Sent to the backend's exchange call: which provider the code or ticket comes from. */
  id: string;
  /** The button's text: 使用{name}登录. */
  name: string;
  kind: 'oauth' | 'cas';
  /** OAuth: the authorize endpoint; CAS: the login URL. Absolute (https://…) or a path of this origin. */
  authorizeUrl: string;
  clientId?: string;
  scope?: string;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);

/**
 * The providers of VITE_SSO_PROVIDERS: a JSON array of { id, name, kind, authorizeUrl, clientId, scope }. An entry
 * that is not complete (an OAuth provider needs a client id) or whose URL is neither https://, http:// nor a path is
 * left out with a warning on the console: a wrong button is worse than none.
 */
export function parseSsoProviders(value: string | undefined): SsoProvider[] {
  if (!value?.trim()) return [];
  let list: unknown;
  try {
    list = JSON.parse(value);
  } catch {
    console.warn('VITE_SSO_PROVIDERS is not JSON: no sign-on buttons');
    return [];
  }
  if (!Array.isArray(list)) return [];
  const out: SsoProvider[] = [];
  for (const item of list as unknown[]) {
    const e = (item ?? {}) as Record<string, unknown>;
    const id = text(e.id);
    const name = text(e.name);
    const kind = e.kind === 'oauth' || e.kind === 'cas' ? e.kind : undefined;
    const authorizeUrl = text(e.authorizeUrl);
    const clientId = text(e.clientId);
    const urlOk = !!authorizeUrl && (/^https?:\/\//.test(authorizeUrl) || /^\/(?!\/)/.test(authorizeUrl));
    if (!id || !/^[A-Za-z0-9_-]{1,64}$/.test(id) || !name || !kind || !urlOk || (kind === 'oauth' && !clientId)) {
      console.warn('VITE_SSO_PROVIDERS: an entry is incomplete and left out', item);
      continue;
    }
    out.push({ id, name, kind, authorizeUrl, ...(clientId ? { clientId } : {}), ...(text(e.scope) ? { scope: text(e.scope) } : {}) });
  }
  return out;
}

/** VITE_IDLE_TIMEOUT_MINUTES: minutes without activity before a staff session ends; 0, empty or invalid: off. */
export function parseIdleMinutes(value: string | undefined): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 2 ? Math.floor(n) : 0;
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
  /** Sign-on providers: a button each on the login page (docs/rules.md#session). */
  ssoProviders: parseSsoProviders(raw.VITE_SSO_PROVIDERS),
  /** Idle timeout of a staff session in minutes (shared school PCs); 0: off, the default. */
  idleTimeoutMinutes: parseIdleMinutes(raw.VITE_IDLE_TIMEOUT_MINUTES),
  /**
   * SameSite of the session cookies: Strict (the default: every flow of the app works with it), or None for a portal
   * that frames the app from another site (then Secure and Partitioned, https only). docs/rules.md#session.
   */
  cookieSameSite: raw.VITE_COOKIE_SAMESITE === 'None' ? ('None' as const) : ('Strict' as const),
  /**
   * Where runtime errors, failed calls and CSP violations are sent for the operators (src/utils/error-report.ts,
   * deploy/README.md): a path on the app's origin or an absolute URL; empty: nowhere (the default).
   */
  errorReportUrl: raw.VITE_ERROR_REPORT_URL ?? '',
  production: raw.PROD,
} as const;
