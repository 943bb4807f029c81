/** The VITE_* variables src/config/env.ts reads (see .env.example): strings when set, absent otherwise. */
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_IMAGE_HOST?: string;
  readonly VITE_DEMO?: string;
  readonly VITE_SPECIAL_ACCOUNT?: string;
  readonly VITE_SPECIAL_LOGIN_CODE?: string;
  readonly VITE_READINGBOOK_PRODUCT?: string;
  readonly VITE_REGION_TITLES?: string;
  readonly VITE_SSO_PROVIDERS?: string;
  readonly VITE_IDLE_TIMEOUT_MINUTES?: string;
  readonly VITE_COOKIE_SAMESITE?: string;
  readonly VITE_ERROR_REPORT_URL?: string;
}
