import { useLayoutEffect, useMemo, type ContextType, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { ConfigProvider, message as antdMessage } from 'antd';
import AppContext from 'antd/es/app/context';
import type { MessageInstance } from 'antd/es/message/interface';
import zhCN from 'antd/locale/zh_CN';
import './antd-shell.css';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useSettings } from '@/stores/settings';
import { useApp } from '@/stores/app';
import { registerMessageApi, unregisterMessageApi } from '@/utils/feedback';

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
function ToastHolder({ children, bridge, messageContainer }: { children: ReactNode; bridge: boolean; messageContainer?: () => HTMLElement }) {
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

const SIZE_MAP = { large: 'large', medium: 'middle', small: 'small' } as const;

/**
 * antd's configuration of the app: zh_CN, the theme colour as a token, the component size, toasts (`bridge`: its
 * message instance becomes the app's, src/utils/feedback.ts).
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
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={SIZE_MAP[size] ?? 'middle'}
      theme={{ token: { colorPrimary: theme, borderRadius: 6 }, cssVar: { key: 'srp' } }}
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
