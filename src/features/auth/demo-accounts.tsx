import styles from './demo-accounts.module.css';

/**
 * The demo-account list of the login page. Rendered only under `__DEMO__` (src/globals.d.ts), so a build
 * for a real backend contains none of it: no logins, no descriptions, no password.
 * bench/bundle-size.mjs reads the `who` texts below and fails when one of them is in dist/.
 */

const DEMO_PASSWORD = '123456';

const DEMO_ACCOUNTS = [
  { login: 'admin', who: '管理员，查看全部页面' },
  { login: 'zone', who: '区教育局（区域账号）' },
  { login: 'library', who: '学校图书馆' },
  { login: 'arrival', who: '试点校区图书馆（含到馆数据）' },
  { login: 'city', who: '市级用户' },
  { login: 'teacher', who: '教师' },
  { login: 'reader', who: '阅读数据专用账号' },
];

export function DemoAccounts({ onPick }: { onPick: (username: string, password: string) => void }) {
  return (
    <div className={styles.demo}>
      <p className={styles.hint}>演示账号（密码均为 {DEMO_PASSWORD}），点击填入：</p>
      <ul className={styles.accounts} aria-label="演示账号">
        {DEMO_ACCOUNTS.map((row) => (
          <li key={row.login}>
            <button type="button" className={styles.account} onClick={() => onPick(row.login, DEMO_PASSWORD)}>
              <span className={styles.accountLogin}>{row.login}</span>
              <span className={styles.accountWho}>{row.who}</span>
            </button>
          </li>
        ))}
      </ul>
      {/* The demo's stand-in platform (src/demo/pages.ts): launch links it has signed, and a bare one the app refuses. */}
      <p className={styles.hint}>
        从其他平台进入：<a href="/auth/demo-platform">演示外部平台（签名链接与无签名链接）</a>
      </p>
    </div>
  );
}
