import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Sonner keeps its toasts between renders and replays them to a new Toaster: forget them.
  toast.dismiss();
  server.resetHandlers();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
});
afterAll(() => server.close());
