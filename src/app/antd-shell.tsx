import { useLayoutEffect, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useSettings } from '@/stores/settings';
import { useApp } from '@/stores/app';
import { registerMessageApi } from '@/utils/feedback';

dayjs.locale('zh-cn');

/**
 * Hands antd's context-aware message instance to code outside React (wrapper, guard) before the router's
 * first navigation under the shell can raise a toast: rendered first inside <AntApp>, it registers during
 * render, and again after a remount; on unmount the static API takes over again (src/utils/feedback.ts).
 */
function MessageBridge() {
  const { message } = AntApp.useApp();
  registerMessageApi(message);
  useLayoutEffect(() => {
    registerMessageApi(message);
    return () => registerMessageApi(null);
  }, [message]);
  return null;
}

const SIZE_MAP = { large: 'large', medium: 'middle', small: 'small' } as const;

/** antd's configuration of the app: zh_CN, the theme colour as a token, the component size, toasts. */
export function AntdProviders({ children }: { children: ReactNode }) {
  const theme = useSettings((s) => s.theme);
  const size = useApp((s) => s.size);
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={SIZE_MAP[size] ?? 'middle'}
      theme={{ token: { colorPrimary: theme, borderRadius: 6 }, cssVar: { key: 'srp' } }}
    >
      <AntApp>
        <MessageBridge />
        {children}
      </AntApp>
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
