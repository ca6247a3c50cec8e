// Everything every page needs around it: the query client, the school settings, the session
// and the toasts (top right, 3 seconds: spec §9).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { SettingsProvider } from '@/features/settings/settings-provider';
import { AuthProvider } from '@/lib/auth';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
      }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <SettingsProvider>
        <AuthProvider>
          {children}
          <DeferredToaster />
        </AuthProvider>
      </SettingsProvider>
    </QueryClientProvider>
  );
}
