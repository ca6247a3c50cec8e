// Renders a component inside a fresh query client, as the app does; `renderApp` adds the
// settings, the session, a router at `route` and the toasts.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Toaster } from 'sonner';

import { SettingsProvider } from '@/features/settings/settings-provider';
import { AuthProvider } from '@/lib/auth';

export function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

/** `ui` at `route` (matched by `path`) with every provider the app has. */
export function renderApp(ui: ReactElement, { route = '/', path = '*' } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SettingsProvider>
        <AuthProvider>
          <MemoryRouter initialEntries={[route]}>
            <Routes>
              <Route path={path} element={ui} />
            </Routes>
          </MemoryRouter>
          <Toaster position="top-right" duration={3000} />
        </AuthProvider>
      </SettingsProvider>
    </QueryClientProvider>,
  );
}
