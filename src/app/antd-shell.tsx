import { useLayoutEffect, useMemo, type ContextType, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ConfigProvider, message as antdMessage } from 'antd';
import AppContext from 'antd/es/app/context';
import type { MessageInstance } from 'antd/es/message/interface';
import zhCN from 'antd/locale/zh_CN';
import './antd-shell.css';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useReducedMotion } from '@/hooks/reduced-motion';
import { useSettings } from '@/stores/settings';
import { useApp } from '@/stores/app';
import { registerMessageApi, unregisterMessageApi } from '@/utils/feedback';
import { accessibleShade } from '@/utils/color';

dayjs.locale('zh-cn');

/** Hands the shell's message instance to code outside React while the shell is mounted (see ToastHolder). */
function MessageBridge({ message }: { message: MessageInstance }) {
  useLayoutEffect(() => {
    registerMessageApi(message);
    return () => unregisterMessageApi(message);
  }, [message]);
  return null;
}

/**
 * What antd's <App> gives the pages, minus what nobody here uses: the context-aware `message` (toasts that follow
 * the theme), also as `App.useApp().message`, and antd's base text styles on a wrapping div. antd's <App> also
 * mounts `modal` and `notification` holders, ≈10 KiB gzip on every page: use <Modal> / notification directly.
 * `bridge`: the instance becomes the app's (src/utils/feedback.ts) while mounted, registered when it commits, so
 * a render that never commits registers nothing; before and after, the fallback toast root shows toasts
 * (./toast-root.tsx).
 */
function ToastHolder({
  children,
  bridge,
  messageContainer,
}: {
  children: ReactNode;
  bridge: boolean;
  messageContainer?: () => HTMLElement;
}) {
  const [message, holder] = antdMessage.useMessage(messageContainer ? { getContainer: messageContainer } : undefined);
  const app = useMemo(() => ({ message, notification: {}, modal: {} }) as ContextType<typeof AppContext>, [message]);
  return (
    <AppContext.Provider value={app}>
      <div className="srp-app">
        {holder}
        {bridge && <MessageBridge message={message} />}
        {children}
      </div>
    </AppContext.Provider>
  );
}

/**
 * antd's tokens. WCAG AA (4.5:1) for text: antd derives primary buttons, the selected menu item, links and active
 * tabs from colorPrimary, so it gets the theme colour's accessible shade (src/utils/color.ts; the charts keep the
 * exact colour); antd's secondary and description greys (45 % black, 3.4:1) are darkened to 60 % (5.7:1 on white,
 * 5.1:1 on the page grey); error text a shade darker than antd's #ff4d4f; links in the theme colour's accessible shade.
 */
export function antdTokens(theme: string) {
  return {
    colorPrimary: accessibleShade(theme),
    // Links and link buttons take colorLink (antd derives it from colorInfo, #1677ff: 4.1:1 on white).
    colorLink: accessibleShade(theme),
    borderRadius: 6,
    colorTextSecondary: 'rgba(0, 0, 0, 0.6)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    // Select's placeholder is a text element (axe checks it): 55 % black, 4.7:1 on white.
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    colorError: '#d9363e',
  };
}

/** antd's tag colours, text on its light background: the presets (X-7 on X-1) and the statuses. */
const TAG_TEXT_ON_BG: Record<string, [text: string, background: string]> = {
  blue7: ['#0958d9', '#e6f4ff'],
  purple7: ['#531dab', '#f9f0ff'],
  cyan7: ['#08979c', '#e6fffb'],
  green7: ['#389e0d', '#f6ffed'],
  magenta7: ['#c41d7f', '#fff0f6'],
  pink7: ['#c41d7f', '#fff0f6'],
  red7: ['#cf1322', '#fff1f0'],
  orange7: ['#d46b08', '#fff7e6'],
  yellow7: ['#d4b106', '#feffe6'],
  volcano7: ['#d4380d', '#fff2e8'],
  geekblue7: ['#1d39c4', '#f0f5ff'],
  lime7: ['#7cb305', '#fcffe6'],
  gold7: ['#d48806', '#fffbe6'],
  colorSuccess: ['#52c41a', '#f6ffed'],
  colorInfo: ['#1677ff', '#e6f4ff'],
  colorError: ['#d9363e', '#fff1f0'],
  colorWarning: ['#faad14', '#fffbe6'],
};

/** Tag text darkened to 4.5:1 on the tag's own background (antd's light tags are 2.2–4.2:1), for Tag only. */
export const TAG_TOKENS = Object.fromEntries(
  Object.entries(TAG_TEXT_ON_BG).map(([token, [text, bg]]) => [token, accessibleShade(text, bg)]),
);

const SIZE_MAP = { large: 'large', medium: 'middle', small: 'small' } as const;

/**
 * antd's configuration of the app: zh_CN, the theme colour as a token, the component size, toasts (`bridge`: its
 * message instance becomes the app's, src/utils/feedback.ts), motion as the reader's setting asks. Zero-runtime in a
 * build: the components' CSS is written at build time in place of antd's style functions (scripts/vite-antd-styles.ts,
 * src/globals.d.ts); the theme stays live as CSS variables (the `srp` class).
 */
export function AntdProviders({
  children,
  bridge = true,
  messageContainer,
}: {
  children: ReactNode;
  bridge?: boolean;
  /** Where toasts are put (default document.body). */
  messageContainer?: () => HTMLElement;
}) {
  const theme = useSettings((s) => s.theme);
  const size = useApp((s) => s.size);
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={SIZE_MAP[size] ?? 'middle'}
      theme={{
        // A reader who asks for less motion: antd's dropdowns, drawers and dialogs open and close without moving
        // (its motion durations 0 s, rc-motion off; docs/rules.md#layout).
        token: { ...antdTokens(theme), motion: !reducedMotion },
        components: { Tag: TAG_TOKENS },
        cssVar: { key: 'srp' },
        // The build's CSS is written for no hash class; antd's own CSS-in-JS (the dev server) scopes with one.
        hashed: !__ANTD_ZERO_RUNTIME__,
        zeroRuntime: __ANTD_ZERO_RUNTIME__,
      }}
    >
      <ToastHolder bridge={bridge} messageContainer={messageContainer}>
        {children}
      </ToastHolder>
    </ConfigProvider>
  );
}

/**
 * The route above every page built with antd (all of them but the login page, see ./route-shells.ts): loaded
 * with the first such page, so the login route loads no antd.
 */
export default function AntdShell() {
  return (
    <AntdProviders>
      <Outlet />
    </AntdProviders>
  );
}
