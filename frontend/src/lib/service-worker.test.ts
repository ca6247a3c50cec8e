import { afterEach, describe, expect, it, vi } from 'vitest';

import { registerServiceWorker } from './service-worker';

function fakeWorkers() {
  const postMessage = vi.fn();
  const listeners: Record<string, () => void> = {};
  const workers = {
    controller: { postMessage },
    ready: Promise.resolve({}),
    register: vi.fn(() => Promise.resolve({})),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: workers, configurable: true });
  return { workers, postMessage, listeners };
}

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the service worker', () => {
  it('is registered by a production build once the page has loaded', async () => {
    vi.stubEnv('PROD', true);
    const { workers, postMessage } = fakeWorkers();
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: 'http://localhost/assets/index-abc.js' },
      { name: 'http://localhost/api/dashboard/' },
      { name: 'http://localhost/favicon.svg' },
    ] as PerformanceEntry[]);

    registerServiceWorker();
    expect(workers.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));

    expect(workers.register).toHaveBeenCalledWith('/sw.js');
    // The files the page loaded before the worker was there, and only the app's own.
    await vi.waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith({
        type: 'cache-assets',
        urls: ['http://localhost/assets/index-abc.js'],
      }),
    );
  });

  it('is not registered in development or tests', () => {
    vi.stubEnv('PROD', false);
    const { workers } = fakeWorkers();

    registerServiceWorker();
    window.dispatchEvent(new Event('load'));

    expect(workers.register).not.toHaveBeenCalled();
  });
});
