import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { buildRoutes } from '@/app/router';
import { watchRouter } from '@/app/scope-sync';
import { Providers, createQueryClient } from '@/app/providers';
import { registerNavigator } from '@/utils/feedback';
import { setToken } from '@/utils/cookies';
import { useSession } from '@/stores/session';
import { demoToken } from '@/demo/tokens';

/**
 * Renders the real route table (the same buildRoutes as the app) in a memory router, with the demo API
 * answering through msw. `as` signs in as a demo account first (its token, as the login would store it).
 */
export function renderApp(path: string, options: { as?: string } = {}) {
  if (options.as) {
    const token = demoToken(options.as);
    setToken(token);
    useSession.setState({ token });
  }
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  watchRouter(router);
  registerNavigator((to) => void router.navigate(to));
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const utils = render(
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...utils, router, queryClient };
}

/** Waits until the router settles on a path (redirect chains included), as long as any wait (tests/setup-jsdom.ts). */
export async function waitForPath(router: ReturnType<typeof createMemoryRouter>, path: string) {
  await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe(path));
}

export { screen };
