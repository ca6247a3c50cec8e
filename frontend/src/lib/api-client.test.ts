import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  ApiError,
  EARLY_READ_KEPT_MS,
  api,
  apiRequest,
  buildUrl,
  earlyAnswer,
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

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('a read started early (readEarly)', () => {
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

describe("an early read's answer taken at once (earlyAnswer)", () => {
  /** Lets the early read's answer arrive and be read. */
  const arrive = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** `token`'s session reads the dashboard early, its answer `body` arrives, a page takes it. */
  async function takenBy(token: string, body: unknown) {
    localStorage.setItem('authToken', token);
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json(body));
    readEarly('/api/dashboard/');
    await arrive();
    return earlyAnswer('/api/dashboard/');
  }

  afterEach(() => {
    keepReads(null);
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('is nothing before the answer has arrived, then the answer once, for the keeper too', async () => {
    localStorage.setItem('authToken', 'tok-1');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ figures: 3 }));
    const answered = vi.fn();
    keepReads({ answered, saved: () => undefined });
    readEarly('/api/dashboard/');
    expect(earlyAnswer('/api/dashboard/')).toBeUndefined();

    await arrive();
    const taken = earlyAnswer<{ figures: number }>('/api/dashboard/');
    expect(taken?.data).toEqual({ figures: 3 });
    expect(answered).toHaveBeenCalledWith(buildUrl('/api/dashboard/'), { figures: 3 });
    // Given once: a second look finds none.
    expect(earlyAnswer('/api/dashboard/')).toBeUndefined();
    // A query that had started to fetch as the answer arrived takes it too, without a request;
    // the next request reads the server.
    await expect(api.get('/api/dashboard/')).resolves.toEqual({ figures: 3 });
    expect(fetch).toHaveBeenCalledTimes(1);
    fetch.mockResolvedValueOnce(json({ figures: 4 }));
    await expect(api.get('/api/dashboard/')).resolves.toEqual({ figures: 4 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives the answer to the keeper installed after it was taken, and to no later one', async () => {
    expect((await takenBy('tok-1', { figures: 3 }))?.data).toEqual({ figures: 3 });

    const first = vi.fn();
    keepReads({ answered: first, saved: () => undefined });
    expect(first).toHaveBeenCalledWith(buildUrl('/api/dashboard/'), { figures: 3 });
    keepReads(null);
    const second = vi.fn();
    keepReads({ answered: second, saved: () => undefined });
    expect(second).not.toHaveBeenCalled();
  });

  it("keeps nothing for a keeper installed once another person's session is stored", async () => {
    await takenBy('first-person', { whose: 'first' });
    localStorage.setItem('authToken', 'second-person');
    const next = vi.fn();
    keepReads({ answered: next, saved: () => undefined });
    expect(next).not.toHaveBeenCalled();
  });

  it('lets go what was taken before a sign-out, which installs no keeper', async () => {
    await takenBy('tok-1', { figures: 3 });
    keepReads(null);
    const next = vi.fn();
    keepReads({ answered: next, saved: () => undefined });
    expect(next).not.toHaveBeenCalled();
  });

  it('is nothing for someone else, after a failure, or when too old', async () => {
    localStorage.setItem('authToken', 'first-person');
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ whose: 'first' }));
    readEarly('/api/dashboard/');
    await arrive();
    localStorage.setItem('authToken', 'second-person');
    expect(earlyAnswer('/api/dashboard/')).toBeUndefined();

    fetch.mockResolvedValueOnce(json({ detail: 'Token expired.' }, 401));
    readEarly('/api/profiles/me/');
    await arrive();
    expect(earlyAnswer('/api/profiles/me/')).toBeUndefined();

    vi.useFakeTimers({ toFake: ['Date'] });
    fetch.mockResolvedValueOnce(json({ old: true }));
    readEarly('/api/dashboard/');
    await arrive();
    vi.setSystemTime(Date.now() + EARLY_READ_KEPT_MS + 1);
    expect(earlyAnswer('/api/dashboard/')).toBeUndefined();
  });

  it("keeps the early answer for the page's request whole: status and content", async () => {
    localStorage.setItem('authToken', 'tok-1');
    vi.spyOn(globalThis, 'fetch').mockResolvedValueOnce(json({ figures: 3 }));
    readEarly('/api/dashboard/');
    await arrive();
    await expect(api.get('/api/dashboard/')).resolves.toEqual({ figures: 3 });
  });
});

describe('a request without an early read', () => {
  it('leaves at once, not a turn of the event loop later', () => {
    const fetch = answer(200, '{}');
    void api.get('/api/school-settings/school-settings/');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
