// Mounts the application into its one root element (spec §2).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { AppProvider } from './provider';
import { AppRouter } from './router';

export function mount(doc: Document = document) {
  const element = doc.getElementById('root');
  if (!element) throw new Error('Root element not found');
  createRoot(element).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}
