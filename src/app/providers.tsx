import { useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { useSettings } from '@/stores/settings';
import { ApiError } from '@/api/errors';

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

/**
 * What every page shares: TanStack Query, and the theme colour as a CSS variable for plain CSS (tags bar,
 * settings button, NProgress, the login page): no stylesheet fetched. antd's own configuration is in the
 * route above the antd pages (./antd-shell.tsx), so that the login route loads no antd.
 */
export function Providers({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  useEffect(() => clearQueriesWhenSessionEnds(queryClient), [queryClient]);
  const theme = useSettings((s) => s.theme);
  useEffect(() => {
    document.documentElement.style.setProperty('--srp-primary', theme);
  }, [theme]);
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
