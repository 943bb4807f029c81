import { displayCheckIn, displayCreate, displayExchange, displayList, displayRevoke } from '@/api/contract/display';
import { ROLES } from '@/config/constants';
import type { DemoAccount } from '../accounts';
import { demoHandler, problem } from '../define-handler';
import { DEMO_STORAGE_KEYS } from '../engine-protocol';
import { checkIn, createScreen, displaySessionId, listScreens, redeemScreen, revokeScreen } from '../displays';
import { mintDemoGrant } from '../tokens';

/** Who manages screens: the accounts that may open a cockpit (library and district staff, the admin). */
const MANAGERS = new Set<string>([ROLES.library, ROLES.zone, ROLES.admin]);
const manages = (account: DemoAccount) => (account.profile.authorities ?? []).some((r) => MANAGERS.has(r));
const notManager = () => problem(403, 'Forbidden', '仅图书馆与区域账号可以管理大屏');

/** A display token lasts as long as an access token; the screen exchanges its key again before then. */
const DISPLAY_TOKEN_SECONDS = 2 * 3600;

/**
 * Demo only, for bench/cockpit-soak.mjs (npm run bench:soak): with this localStorage key set to a number of seconds
 * (20 to 7200), display tokens last that long, so that a soak of an hour renews the screen's token many times. Never
 * set by the app; absent from a build for a real backend (src/demo/), and the HTTP demo API (no localStorage) ignores
 * it. In the browser the handlers run in a worker: the page passes the key with each request (engine-protocol.ts).
 */
const BENCH_TOKEN_SECONDS_KEY = DEMO_STORAGE_KEYS[1];

function displayTokenSeconds(): number {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(BENCH_TOKEN_SECONDS_KEY);
    const n = raw === null ? NaN : Number(raw);
    return Number.isInteger(n) && n >= 20 && n <= DISPLAY_TOKEN_SECONDS ? n : DISPLAY_TOKEN_SECONDS;
  } catch {
    return DISPLAY_TOKEN_SECONDS;
  }
}

/** Display links (src/api/contract/display.ts): 大屏管理's calls, the screen's exchange and check-in. */
export const displayHandlers = [
  demoHandler(displayList, (_input, { account }) => (manages(account) ? listScreens(account) : notManager())),
  demoHandler(displayCreate, (input, { account }) => (manages(account) ? createScreen(account, input) : notManager())),
  demoHandler(displayRevoke, ({ id }, { account }) => {
    if (!manages(account)) return notManager();
    return revokeScreen(account, id) ? { id } : problem(404, 'Not Found', '屏幕不存在或已撤销');
  }),
  demoHandler(
    displayExchange,
    (input) => {
      const redeemed = redeemScreen(input);
      if (!redeemed) return problem(401, 'display_revoked', '大屏授权已失效：屏幕已撤销，或密钥、配对码无效');
      const { screen, key } = redeemed;
      const grant = mintDemoGrant(screen.login, {
        sid: displaySessionId(screen.id),
        scr: screen.id,
        accessSeconds: displayTokenSeconds(),
      });
      return {
        access_token: grant.access_token,
        token_type: 'bearer',
        expires_in: grant.expires_in,
        key,
        screen: {
          id: screen.id,
          name: screen.name,
          mode: screen.mode,
          pages: screen.pages,
          seconds: screen.seconds,
          yearId: screen.yearId,
          unitName: screen.unitName,
        },
      };
    },
    { public: true },
  ),
  demoHandler(displayCheckIn, (input, { claims }) => {
    const recorded = claims?.scr ? checkIn(claims.scr, input) : undefined;
    return recorded ?? problem(403, 'Forbidden', '仅大屏凭证可以签到');
  }),
];
