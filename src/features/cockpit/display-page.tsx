/**
 * /display — a wall's display link (docs/pages.md, "Display links"). `?key=…` (the link 大屏管理 made): the key is
 * exchanged for the screen's token and the wall opens in kiosk mode, rotating through the screen's pages; the key
 * leaves the address bar at once (the navigation replaces it). Without a key: a screen that has one kept connects
 * again; a revoked one says so, 授权已失效 · 屏幕「…」, and never shows a login form; a browser without one asks for
 * the pairing code. While the server cannot be reached the page says so and tries again by itself.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, ConfigProvider, Input, theme } from 'antd';
import { DisplayRefused, keptDisplayKey, staffSignedIn, startDisplay, useDisplay, type DisplayScreen } from '@/stores/display';
import { useSession } from '@/stores/session';
import { WALL_ROOT } from './wall-config';
import './cockpit.css';

/** The page is dark, as the walls: antd's dark algorithm for the pairing form. */
const DARK = { algorithm: theme.darkAlgorithm };

/** While the server cannot be reached, the exchange is tried again this often. */
const RETRY_MS = 30_000;

/** Where a screen's wall starts: its first page, rotating, in kiosk mode, in its school year. */
function wallStart(screen: DisplayScreen): string {
  const params = new URLSearchParams({ auto: '1', kiosk: '1' });
  if (screen.yearId != null) params.set('yid', String(screen.yearId));
  return `${WALL_ROOT[screen.mode]}/${screen.pages[0] ?? 'index'}?${params.toString()}`;
}

type State = 'ask' | 'connecting' | 'offline' | 'pair' | 'revoked';

function Revoked() {
  const screen = useDisplay((s) => s.screen);
  return (
    <>
      <h1 className="srp-display__title" data-testid="display-revoked">
        授权已失效{screen ? ` · 屏幕「${screen.name}」` : ''}
      </h1>
      <p className="srp-display__line">该大屏链接已被撤销或无效。请管理员在「大屏管理」中为本屏幕新建链接。</p>
    </>
  );
}

function PairingForm({ onPaired }: { onPaired: (screen: DisplayScreen) => void }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = () => {
    setBusy(true);
    setError('');
    startDisplay({ code }).then(onPaired, (e: unknown) => {
      setBusy(false);
      setError(e instanceof DisplayRefused ? '配对码无效、已使用或已过期' : '无法连接服务器，请稍后重试');
    });
  };
  return (
    <form
      className="srp-display__form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <h1 className="srp-display__title">大屏配对</h1>
      <p className="srp-display__line">输入「大屏管理」新建屏幕时显示的 8 位配对码</p>
      <Input
        size="large"
        aria-label="配对码"
        value={code}
        maxLength={12}
        onChange={(e) => setCode(e.target.value)}
        className="srp-display__code"
        autoFocus
      />
      <Button type="primary" size="large" htmlType="submit" loading={busy} disabled={code.replace(/[\s-]/g, '').length !== 8}>
        连接
      </Button>
      {error && (
        <p className="srp-display__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

export default function DisplayPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const linkKey = params.get('key');
  const revoked = useDisplay((s) => s.revoked);
  // A link opened where someone is signed in (its maker trying it): asked first, as the link replaces that session.
  const [state, setState] = useState<State>(() =>
    linkKey && staffSignedIn() ? 'ask' : linkKey || keptDisplayKey() ? 'connecting' : revoked ? 'revoked' : 'pair',
  );
  const signedIn = useSession((s) => s.name || s.login || '');
  const open = useCallback((screen: DisplayScreen) => void navigate(wallStart(screen), { replace: true }), [navigate]);
  const attempt = useRef(0);

  const asking = state === 'ask';
  useEffect(() => {
    const key = linkKey ?? keptDisplayKey();
    if (!key || asking) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      attempt.current += 1;
      startDisplay({ key }).then(
        (screen) => {
          if (live) open(screen);
        },
        (error: unknown) => {
          if (!live) return;
          if (error instanceof DisplayRefused) {
            setState('revoked');
            return;
          }
          setState('offline');
          timer = setTimeout(connect, RETRY_MS);
        },
      );
    };
    connect();
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [linkKey, open, asking]);

  return (
    <ConfigProvider theme={DARK}>
      <main className="srp-display" data-testid="display-page" data-state={state}>
        {state === 'ask' && (
          <>
            <h1 className="srp-display__title">在此浏览器显示大屏？</h1>
            <p className="srp-display__line">
              此浏览器已登录{signedIn ? `「${signedIn}」` : '账号'}。大屏链接应在电视的浏览器中打开；在此显示将退出当前账号。
            </p>
            <div className="srp-display__actions">
              <Button size="large" type="primary" onClick={() => setState('connecting')}>
                在此显示大屏
              </Button>
              <Button size="large" onClick={() => void navigate('/', { replace: true })}>
                返回
              </Button>
            </div>
          </>
        )}
        {state === 'connecting' && <p className="srp-display__line">正在连接…</p>}
        {state === 'offline' && <p className="srp-display__line">无法连接服务器，稍后自动重试</p>}
        {state === 'revoked' && <Revoked />}
        {state === 'pair' && <PairingForm onPaired={open} />}
      </main>
    </ConfigProvider>
  );
}
