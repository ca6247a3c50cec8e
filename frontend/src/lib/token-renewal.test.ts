// Two tabs renewing at once must spend the refresh token once (decisions/005: a second use ends
// the session). Tabs share localStorage and take turns under a Web Lock.
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { server } from '@/testing/server';

import { renewTokens } from './token-renewal';
import { storedRefresh, storedToken, storeTokens } from './auth-storage';

/** A Web Lock stand-in: one holder at a time per name, in order (jsdom has none). */
function installLocks() {
  const queues = new Map<string, Promise<unknown>>();
  Object.defineProperty(navigator, 'locks', {
    configurable: true,
    value: {
      request: (name: string, task: () => Promise<unknown>) => {
        const run = (queues.get(name) ?? Promise.resolve()).then(task, task);
        queues.set(
          name,
          run.catch(() => undefined),
        );
        return run;
      },
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'locks');
  localStorage.clear();
});

describe('renewTokens', () => {
  it('spends a refresh token once when two tabs renew together', async () => {
    installLocks();
    storeTokens('access-1', 'refresh-1');
    const spent: string[] = [];
    server.use(
      http.post('*/api/auth/token/refresh/', async ({ request }) => {
        const { refresh } = (await request.json()) as { refresh: string };
        spent.push(refresh);
        return HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' });
      }),
    );

    await Promise.all([renewTokens('refresh-1'), renewTokens('refresh-1')]);

    expect(spent).toEqual(['refresh-1']);
    expect(storedToken()).toBe('access-2');
    expect(storedRefresh()).toBe('refresh-2');
  });

  it('renews without Web Locks too', async () => {
    storeTokens('access-1', 'refresh-1');
    server.use(
      http.post('*/api/auth/token/refresh/', () =>
        HttpResponse.json({ access: 'access-2', refresh: 'refresh-2' }),
      ),
    );
    await renewTokens('refresh-1');
    expect(storedRefresh()).toBe('refresh-2');
  });
});
