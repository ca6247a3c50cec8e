// Renders a component inside a fresh query client, as the pages that use queries have it;
// `renderApp` adds the settings, the session (with its dialog when a query is answered 401), a
// router at `route` and the toasts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter, useRouteError } from 'react-router-dom';
import { Toaster } from 'sonner';

import { QueryProvider } from '@/app/layouts/query-layout';
import { SettingsProvider } from '@/features/settings/settings-provider';
import { AuthProvider } from '@/lib/auth';

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** A render error fails the test, as it did before the data router caught it. */
function Rethrow(): never {
  throw useRouteError();
}

/**
 * `ui` at `route` (matched by `path`) with every provider the app has, under a data router as
 * the app's own (so `useBlocker` works as it does there).
 */
export function renderApp(ui: ReactElement, { route = '/', path = '*' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path, element: ui, errorElement: <Rethrow /> }], {
    initialEntries: [route],
  });
  return render(
    <SettingsProvider>
      <AuthProvider>
        <QueryProvider client={client}>
          <RouterProvider router={router} />
        </QueryProvider>
        <Toaster position="top-right" duration={3000} />
      </AuthProvider>
    </SettingsProvider>,
  );
}
