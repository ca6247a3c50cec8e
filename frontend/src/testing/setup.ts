import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

import { forgetEarlyReads } from '@/lib/api-client';
import { earlySettings } from '@/features/settings/api/get-school-settings';

import { server } from './server';

// Two test files run at once on a 2-core machine (vite.config.ts): a page that appears in a
// second alone may take longer then. A wait ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // Sonner keeps its toasts between renders and replays them to a new Toaster: forget them.
  toast.dismiss();
  server.resetHandlers();
  // The reads a test started early (lib/api-client.ts, the settings') reach no later test.
  forgetEarlyReads();
  earlySettings(true);
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  // A test that set the clock and failed before putting it back leaves no later test on it.
  vi.useRealTimers();
});
afterAll(() => server.close());
