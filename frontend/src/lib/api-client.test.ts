import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  ApiError,
  EARLY_READ_KEPT_MS,
  api,
  apiRequest,
  buildUrl,
  keepReads,
  readEarly,
} from './api-client';

function answer(status: number, body: string, contentType = 'application/json') {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body || null, {
      status,
      statusText: status === 404 ? 'Not Found' : 'Error',
      headers: { 'Content-Type': contentType },
    }),
  );
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the request did not fail');
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the HTTP failure rule (spec §8)', () => {
  it('uses the detail field when the answer has one', async () => {
    answer(404, JSON.stringify({ detail: 'No such student.', code: 'students.not_found' }));

    const error = await failure(apiRequest('/api/students/1/'));

    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe('No such student.');
    expect(error.status).toBe(404);
    expect(error.statusText).toBe('Not Found');
    expect(error.data).toEqual({ detail: 'No such student.', code: 'students.not_found' });
  });

  it('uses the JSON body text when there is no detail', async () => {
    answer(400, JSON.stringify({ name: ['This field is required.'] }));

    const error = await failure(apiRequest('/api/x/'));

    expect(error.message).toBe('{"name":["This field is required."]}');
    expect(error.data).toEqual({ name: ['This field is required.'] });
  });

  it('falls back to the status when the body is empty', async () => {
    answer(502, '');

    const error = await failure(apiRequest('/api/x/'));

    expect(error.message).toBe('HTTP error! status: 502');
    expect(error.status).toBe(502);
    expect(error.data).toBeNull();
  });
});

describe('requests', () => {
  it('repeats array parameters and skips null ones', () => {
    expect(buildUrl('/api/students/', { class_id: ['1', '2'], search: null, page: 2 })).toBe(
      '/api/students/?class_id=1&class_id=2&page=2',
    );
  });

  it('sends JSON with credentials and the bearer token from local storage', async () => {
    localStorage.setItem('authToken', 'abc.def.ghi');
    const fetchMock = answer(201, JSON.stringify({ id: 7 }));

    const result = await apiRequest<{ id: number }>('/api/things/', {
      method: 'POST',
      body: { a: 1 },
    });

    expect(result).toEqual({ id: 7 });
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer abc.def.ghi');
    expect((init?.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('takes the token from session storage when local storage has none', async () => {
    sessionStorage.setItem('authToken', 'from-session');
    const fetchMock = answer(200, '{}');

    await apiRequest('/api/x/');

    const [, init] = fetchMock.mock.calls[0];
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer from-session');
  });

  it('treats a 204 as success with nothing to read', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));

    await expect(apiRequest('/api/things/1/', { method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('a read started early (readEarly)', () => {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });

  afterEach(() => {
    keepReads(null);
    vi.useRealTimers();
  });

  it("answers the page's request with the same token, and is asked once", async () => {
    localStorage.setItem('authToken', 'tok-1');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ early: true }));
    const answered = vi.fn();
    readEarly('/api/dashboard/');
    keepReads({ answered, saved: () => undefined });

    await expect(api.get('/api/dashboard/')).resolves.toEqual({ early: true });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(buildUrl('/api/dashboard/'));
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
    // The page's keeper of reads sees the early answer as its own.
    expect(answered).toHaveBeenCalledWith(buildUrl('/api/dashboard/'), { early: true });

    fetch.mockResolvedValueOnce(json({ early: false }));
    await expect(api.get('/api/dashboard/')).resolves.toEqual({ early: false });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used once someone else signed in', async () => {
    localStorage.setItem('authToken', 'first-person');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ whose: 'first' }));
    readEarly('/api/dashboard/');
    localStorage.setItem('authToken', 'second-person');
    fetch.mockResolvedValueOnce(json({ whose: 'second' }));

    await expect(api.get('/api/dashboard/')).resolves.toEqual({ whose: 'second' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is read again when it failed, so the page meets the failure itself', async () => {
    localStorage.setItem('authToken', 'expired');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(json({ detail: 'Token expired.' }, 401))
      .mockResolvedValueOnce(json({ detail: 'Token expired.' }, 401));
    readEarly('/api/profiles/me/');

    const error = await failure(api.get('/api/profiles/me/'));
    expect(error.status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('is not used when the page asks too late', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    localStorage.setItem('authToken', 'tok');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ old: true }));
    readEarly('/api/dashboard/');
    vi.setSystemTime(Date.now() + EARLY_READ_KEPT_MS + 1);
    fetch.mockResolvedValueOnce(json({ old: false }));

    await expect(api.get('/api/dashboard/')).resolves.toEqual({ old: false });
  });

  it('starts nothing without a session', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    readEarly('/api/dashboard/');
    expect(fetch).not.toHaveBeenCalled();
  });
});
