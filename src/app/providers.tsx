import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { accessibleShade } from '@/utils/color';
import { registerPageDataClient } from './page-data';

export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        refetchOnWindowFocus: false,
        // The request wrapper tries again what a retry can fix (src/api/failure.ts: a network failure or a gateway's
        // 502 / 503 / 504, within the call's 60 s) and reports each failure once; a query adds no attempts of its own.
        retry: false,
      },
    },
  });
  registerPageDataClient(queryClient);
  return queryClient;
}

/**
 * When the session ends or changes (logout, expiry, a role switch, another user), calls in flight are cancelled and
 * the cache is emptied: the next user never sees the last one's numbers, and no call leaves without a token. A
 * renewal keeps the session (its id) and the cache: only the token changes.
 */
export function clearQueriesWhenSessionEnds(queryClient: QueryClient): () => void {
  const identity = (s: { sessionId?: string; token?: string }) => s.sessionId ?? s.token;
  return useSession.subscribe((state, previous) => {
    if (identity(previous) && identity(state) !== identity(previous)) {
      void queryClient.cancelQueries();
      queryClient.clear();
    }
  });
}

/**
 * What every page shares: TanStack Query, and the theme colour as CSS variables for plain CSS (tags bar,
 * settings button, NProgress, the login page): `--srp-primary` the colour itself (fills, borders),
 * `--srp-primary-text` its accessible shade (text, and surfaces under white text). No stylesheet fetched. antd's own configuration is in the
 * route above the antd pages (./antd-shell.tsx), so that the login route loads no antd.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  useEffect(() => clearQueriesWhenSessionEnds(queryClient), [queryClient]);
  const theme = useSettings((s) => s.theme);
  useEffect(() => {
    const root = document.documentElement.style;
    root.setProperty('--srp-primary', theme);
    // For text in the theme colour and white text on it: the same hue at 4.5:1 (src/utils/color.ts).
    root.setProperty('--srp-primary-text', accessibleShade(theme));
  }, [theme]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
