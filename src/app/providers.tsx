import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { useApp } from '@/stores/app';
import { ApiError } from '@/api/errors';
import { registerMessageApi } from '@/utils/feedback';

dayjs.locale('zh-cn');

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // Validation and business-code errors do not get better by retrying; network ones might.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && (error.kind === 'validation' || error.kind === 'code' || error.status === 401)),
      },
    },
  });
}

/**
 * Hands antd's context-aware message instance to code outside React (wrapper, guard) before the router's
 * first navigation can raise a toast: rendered first inside <AntApp>, it registers during render.
 */
function MessageBridge() {
  const { message } = AntApp.useApp();
  registerMessageApi(message);
  return null;
}

const SIZE_MAP = { large: 'large', medium: 'middle', small: 'small' } as const;

/**
 * When the session ends (logout, an expired token, a role switch), calls in flight are cancelled and the
 * cache is emptied: the next user never sees the last one's numbers, and no call leaves without a token.
 */
export function clearQueriesWhenSessionEnds(queryClient: QueryClient): () => void {
  return useSession.subscribe((state, previous) => {
    if (previous.token && state.token !== previous.token) {
      void queryClient.cancelQueries();
      queryClient.clear();
    }
  });
}

/** antd (zh_CN, theme colour as a token, component size) and TanStack Query. */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  useEffect(() => clearQueriesWhenSessionEnds(queryClient), [queryClient]);
  const theme = useSettings((s) => s.theme);
  const size = useApp((s) => s.size);
  // The theme colour as a CSS variable for plain CSS (tags bar, settings button, NProgress): no stylesheet fetched.
  useEffect(() => {
    document.documentElement.style.setProperty('--srp-primary', theme);
  }, [theme]);
  return (
    <ConfigProvider
      locale={zhCN}
      componentSize={SIZE_MAP[size] ?? 'middle'}
      theme={{ token: { colorPrimary: theme, borderRadius: 6 }, cssVar: { key: 'srp' } }}
    >
      <AntApp>
        <MessageBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
