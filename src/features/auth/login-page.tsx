import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { REMEMBER_DAYS, SITE_TITLE } from '@/config/constants';
import { env } from '@/config/env';
import { feedback } from '@/utils/feedback';
import { ApiError } from '@/api/errors';
import { useSession } from '@/stores/session';
import { safeRedirect } from '@/utils/safe-redirect';
import { startSignOn } from '@/utils/sso';
import { DemoAccounts } from './demo-accounts';
import styles from './login-page.module.css';

interface LoginForm {
  username: string;
  password: string;
}

type Field = keyof LoginForm;

/** Where to go after login: CITY users to /dataReport/index (docs/rules.md#navigation), else a safe redirect target. */
export function landingAfterLogin(userType: string | undefined, redirectParam: string | null): string {
  if (userType === 'CITY') return '/dataReport/index';
  return safeRedirect(redirectParam, '/');
}

/** The form's rules: an account that is not only spaces (trimmed before sending, docs/rules.md#session), a password. */
export function validateLogin(values: LoginForm): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.username.trim() === '') errors.username = '请输入账号';
  if (values.password === '') errors.password = '请输入密码';
  return errors;
}

function UserIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className={styles.icon}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className={styles.icon}>
      <rect x="5" y="10" width="14" height="11" rx="2" />
      <path d="M8 10V7a4 4 0 0 1 8 0v3M12 14v3" />
    </svg>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false" className={styles.icon}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 20 20 4" />}
    </svg>
  );
}

/**
 * /login. Plain HTML and CSS on purpose: it is the first page of every visitor without a session, so it loads
 * no antd and, until the form is sent, neither the request wrapper nor the contract (bench/budgets.json: the
 * login route ≤ 200 KiB gzip). Toasts (wrong password, an unreachable server) come through src/utils/feedback.ts.
 */
export default function LoginPage() {
  const [values, setValues] = useState<LoginForm>({ username: '', password: '' });
  const [touched, setTouched] = useState<Record<Field, boolean>>({ username: false, password: false });
  const [loading, setLoading] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  // 自动登录: without it the session ends with the browser (docs/rules.md#session).
  const [remember, setRemember] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useSession((s) => s.signIn);
  const id = useId();
  const inputs = { username: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };

  // A portal that starts the sign-on itself links to /login?sso={provider id}: the flow starts with this tab's state.
  const autoProvider = env.ssoProviders.find((p) => p.id === params.get('sso'));
  useEffect(() => {
    if (autoProvider) startSignOn(autoProvider, safeRedirect(params.get('redirect'), '/'));
  }, [autoProvider, params]);

  const errors = validateLogin(values);
  const shown = (field: Field) => (touched[field] ? errors[field] : undefined);

  const change = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setTouched((t) => ({ ...t, [field]: true }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loading) return;
    setTouched({ username: true, password: true });
    const invalid = (['username', 'password'] as const).find((f) => errors[f]);
    if (invalid) {
      inputs[invalid].current?.focus();
      return;
    }
    setLoading(true);
    // A refusal's toast comes from antd, which this page has not loaded: loaded beside the call (the next page needs it too).
    feedback.prepare();
    try {
      await signIn({ ...values, remember });
      const userType = useSession.getState().roleType?.userType;
      navigate(landingAfterLogin(userType, params.get('redirect')), { replace: true });
    } catch (error) {
      // The wrapper already showed HTTP errors; session errors (no profile, no authorities) are shown here.
      if (!(error instanceof ApiError && error.notified)) {
        feedback.error(error instanceof Error ? error.message : String(error), 5);
      }
      useSession.getState().resetToken();
    } finally {
      setLoading(false);
    }
  };

  const field = (name: Field, label: string, input: ReactNode, suffix?: ReactNode) => {
    const error = shown(name);
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`} className={styles.srOnly}>
          {label}
        </label>
        <div className={error ? `${styles.control} ${styles.controlError}` : styles.control}>
          {name === 'username' ? <UserIcon /> : <LockIcon />}
          {input}
          {suffix}
        </div>
        <div id={`${id}-${name}-error`} className={styles.error} role={error ? 'alert' : undefined}>
          {error}
        </div>
      </div>
    );
  };

  return (
    <main className={styles.page}>
      <div className={styles.hero}>
        <h1 className={styles.brand}>{SITE_TITLE}</h1>
        <p className={styles.tagline}>馆藏 · 流通 · 阅读 · 测评，一屏看清学校阅读</p>
      </div>
      <section className={styles.card} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className={styles.title}>
          账号登录
        </h2>
        <form name="login" noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={loading || undefined}>
          {field(
            'username',
            '账号',
            <input
              ref={inputs.username}
              id={`${id}-username`}
              name="username"
              className={styles.input}
              placeholder="账号"
              autoComplete="username"
              autoCapitalize="off"
              spellCheck={false}
              autoFocus
              value={values.username}
              aria-invalid={shown('username') ? true : undefined}
              aria-describedby={`${id}-username-error`}
              onChange={(e) => change('username', e.target.value)}
            />,
          )}
          {field(
            'password',
            '密码',
            <input
              ref={inputs.password}
              id={`${id}-password`}
              name="password"
              type={showPassword ? 'text' : 'password'}
              className={styles.input}
              placeholder="密码"
              autoComplete="current-password"
              value={values.password}
              aria-invalid={shown('password') ? true : undefined}
              aria-describedby={`${id}-password-error`}
              onChange={(e) => change('password', e.target.value)}
            />,
            <button
              type="button"
              className={styles.reveal}
              aria-label={showPassword ? '隐藏密码' : '显示密码'}
              aria-pressed={showPassword}
              onClick={() => setShowPassword((s) => !s)}
            >
              <EyeIcon open={showPassword} />
            </button>,
          )}
          <label className={styles.remember}>
            <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {REMEMBER_DAYS}天内自动登录
          </label>
          <button type="submit" className={styles.submit} disabled={loading}>
            {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
            登录
          </button>
        </form>
        {env.ssoProviders.length > 0 && (
          <div className={styles.sso}>
            <p className={styles.ssoTitle}>其他登录方式</p>
            {env.ssoProviders.map((provider) => (
              <button
                key={provider.id}
                type="button"
                className={styles.ssoButton}
                onClick={() => startSignOn(provider, safeRedirect(params.get('redirect'), '/'))}
              >
                使用{provider.name}登录
              </button>
            ))}
          </div>
        )}
        {/* Demo builds only: `__DEMO__` is a literal at build time, so a real-backend build drops the list. */}
        {__DEMO__ && <DemoAccounts onPick={(username, password) => setValues({ username, password })} />}
      </section>
    </main>
  );
}
