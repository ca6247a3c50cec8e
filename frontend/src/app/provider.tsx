// Everything every page needs around it: the school settings, the session and the toasts (top
// right, 3 seconds: spec §9). The query client is not here: it loads with the pages that use
// it (layouts/query-layout.tsx, decision 010).
import type { ReactNode } from 'react';

import { DeferredToaster } from '@/components/ui/deferred-toaster';
import { SettingsProvider } from '@/features/settings/settings-provider';
import { AuthProvider } from '@/lib/auth';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <SettingsProvider>
      <AuthProvider>
        {children}
        <DeferredToaster />
      </AuthProvider>
    </SettingsProvider>
  );
}
