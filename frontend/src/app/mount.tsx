// Mounts the application into its one root element (spec §2), inside the error boundary that
// shows the generic error screen if anything outside the router fails.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { ErrorBoundary } from '@/components/ui/error-screens';

import { AppProvider } from './provider';
import { AppRouter, appRouter } from './router';

export function mount(doc: Document = document) {
  const element = doc.getElementById('root');
  if (!element) throw new Error('Root element not found');
  const router = appRouter();
  createRoot(element).render(
    <StrictMode>
      <ErrorBoundary>
        <AppProvider>
          <AppRouter router={router} />
        </AppProvider>
      </ErrorBoundary>
    </StrictMode>,
  );
}
