import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers, createQueryClient } from './providers';
import { createAppRouter } from './router';
import { installGlobalErrorHandlers } from './global-errors';
import '@/styles/global.css';

export function renderApp(container: HTMLElement): void {
  installGlobalErrorHandlers();
  const router = createAppRouter();
  const queryClient = createQueryClient();
  createRoot(container).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
