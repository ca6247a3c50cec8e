import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/server';
import { fakeToken, fakeUser } from '@/testing/tokens';

import { api, keepReads } from './api-client';
import { clearAuthData } from './auth-storage';
import {
  MOST_SAVED,
  isSavedRead,
  readKeeper,
  saveAnswer,
  savedAnswers,
  savedAtLabel,
  useSavedAt,
} from './saved-reads';

const PARENT = { ...fakeUser('parent'), id: 'parent-1', role: 'parent' as const };
const OTHER = { ...fakeUser('parent'), id: 'parent-2', role: 'parent' as const };

/** `user` signed in, as the auth provider leaves the storage. */
function signIn(user: { id: string; role: string }) {
  localStorage.setItem('authToken', fakeToken(1800));
  localStorage.setItem('userData', JSON.stringify(user));
}

afterEach(() => keepReads(null));

describe('which reads are kept', () => {
  it('keeps the dashboard, timetables, announcements and a family’s results', () => {
    for (const url of [
      '/api/dashboard/',
      '/api/lessons/?weekday=monday&page_size=200',
      '/api/school-settings/announcements/?is_active=true&page_size=5',
      '/api/students/?ordering=first_name&page_size=100',
      '/api/results/students/s-1/terms/',
      '/api/results/students/s-1/?term_id=t-1',
    ]) {
      expect(isSavedRead(url, 'parent'), url).toBe(true);
    }
  });

  it('keeps nothing else, and a family’s reads only for a family', () => {
    for (const url of [
      '/api/profiles/me/',
      '/api/fees/invoices/',
      '/api/conversations/',
      '/api/dashboard/extra/',
      '/api/results/students/s-1/changes/',
    ]) {
      expect(isSavedRead(url, 'parent'), url).toBe(false);
    }
    expect(isSavedRead('/api/students/', 'admin')).toBe(false);
    expect(isSavedRead('/api/results/students/s-1/', 'teacher')).toBe(false);
    expect(isSavedRead('/api/teachers/me/', 'teacher')).toBe(true);
    expect(isSavedRead('/api/teachers/me/', 'parent')).toBe(false);
  });
});

describe('the answers kept on the device', () => {
  it('keeps each user’s answers apart, with when they were saved', () => {
    saveAnswer(PARENT.id, '/api/dashboard/', { a: 1 }, new Date('2026-11-24T14:05:00Z'));
    saveAnswer(OTHER.id, '/api/dashboard/', { a: 2 });

    expect(savedAnswers(PARENT.id)['/api/dashboard/']).toEqual({
      saved_at: '2026-11-24T14:05:00.000Z',
      data: { a: 1 },
    });
    expect(savedAnswers(OTHER.id)['/api/dashboard/'].data).toEqual({ a: 2 });
    expect(savedAnswers('nobody')).toEqual({});
  });

  it('forgets only the oldest past the limit, however old the others are', () => {
    const year = (n: number) => new Date(Date.UTC(2000 + n, 0, 1));
    for (let i = 0; i < MOST_SAVED; i++) saveAnswer(PARENT.id, `/api/lessons/?n=${i}`, i, year(i));
    // Saving one again replaces it and forgets nothing.
    saveAnswer(PARENT.id, '/api/lessons/?n=5', 'again', year(60));
    expect(Object.keys(savedAnswers(PARENT.id))).toHaveLength(MOST_SAVED);

    saveAnswer(PARENT.id, '/api/dashboard/', 'new', year(61));

    const kept = savedAnswers(PARENT.id);
    expect(Object.keys(kept)).toHaveLength(MOST_SAVED);
    expect(kept['/api/lessons/?n=0']).toBeUndefined();
    expect(kept['/api/lessons/?n=1'].data).toBe(1);
    expect(kept['/api/lessons/?n=5'].data).toBe('again');
    expect(kept['/api/dashboard/'].data).toBe('new');
  });

  it('keeps the newer half when the storage is full', () => {
    for (let i = 0; i < 4; i++) {
      saveAnswer(PARENT.id, `/api/lessons/?n=${i}`, i, new Date(Date.UTC(2026, 0, i + 1)));
    }
    const setItem = Storage.prototype.setItem;
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
      if (Object.keys(JSON.parse(value)).length > 2)
        throw new DOMException('full', 'QuotaExceededError');
      setItem.call(this, key, value);
    });

    saveAnswer(PARENT.id, '/api/dashboard/', 'new', new Date(Date.UTC(2026, 0, 9)));

    expect(Object.keys(savedAnswers(PARENT.id)).sort()).toEqual([
      '/api/dashboard/',
      '/api/lessons/?n=3',
    ]);
  });

  it('is forgotten with the session', () => {
    saveAnswer(PARENT.id, '/api/dashboard/', 1);
    saveAnswer(OTHER.id, '/api/dashboard/', 2);
    localStorage.setItem('attendance.pending', '[]');

    clearAuthData();

    expect(savedAnswers(PARENT.id)).toEqual({});
    expect(savedAnswers(OTHER.id)).toEqual({});
    expect(localStorage.getItem('attendance.pending')).toBe('[]');
  });
});

describe('the keeper the API client uses', () => {
  it('saves the answers of kept reads, and no others', async () => {
    signIn(PARENT);
    keepReads(readKeeper(PARENT));
    server.use(
      http.get('*/api/dashboard/', () => HttpResponse.json({ role: 'parent' })),
      http.get('*/api/profiles/me/', () => HttpResponse.json(PARENT)),
      http.post('*/api/lessons/', () => HttpResponse.json({ id: 'l-1' }, { status: 201 })),
    );

    await api.get('/api/dashboard/');
    await api.get('/api/profiles/me/');
    await api.post('/api/lessons/', {});

    expect(Object.keys(savedAnswers(PARENT.id))).toEqual(['/api/dashboard/']);
  });

  it('answers with the saved answer when the server cannot be reached, and says so', async () => {
    signIn(PARENT);
    saveAnswer(PARENT.id, '/api/dashboard/', { role: 'parent' }, new Date('2026-11-24T14:05:00'));
    keepReads(readKeeper(PARENT));
    const savedAt = renderHook(() => useSavedAt('/api/dashboard/'));
    server.use(
      http.get('*/api/dashboard/', () => HttpResponse.error()),
      http.get('*/api/fees/invoices/', () => HttpResponse.error()),
    );

    await expect(api.get('/api/dashboard/')).resolves.toEqual({ role: 'parent' });
    await expect(api.get('/api/fees/invoices/')).rejects.toThrow(TypeError);
    expect(savedAt.result.current).toEqual(new Date('2026-11-24T14:05:00'));

    // The server answers again: what shows is the server's.
    server.use(http.get('*/api/dashboard/', () => HttpResponse.json({ role: 'parent', n: 2 })));
    await act(() => api.get('/api/dashboard/'));
    expect(savedAt.result.current).toBeNull();
  });

  it('does not stand in for an answer the server gave, even a failure', async () => {
    signIn(PARENT);
    saveAnswer(PARENT.id, '/api/dashboard/', { role: 'parent' });
    keepReads(readKeeper(PARENT));
    server.use(
      http.get('*/api/dashboard/', () => HttpResponse.json({ detail: 'down' }, { status: 503 })),
    );

    await expect(api.get('/api/dashboard/')).rejects.toThrow('down');
  });

  it('keeps no answer that lands after its user signed out', async () => {
    signIn(PARENT);
    keepReads(readKeeper(PARENT));
    let answer!: () => void;
    server.use(
      http.get(
        '*/api/dashboard/',
        () =>
          new Promise<Response>((resolve) => {
            answer = () => resolve(HttpResponse.json({ role: 'parent' }));
          }),
      ),
    );
    const read = api.get('/api/dashboard/');
    await vi.waitFor(() => expect(answer).toBeDefined());

    clearAuthData();
    answer();
    await read;

    expect(savedAnswers(PARENT.id)).toEqual({});
  });

  it('keeps one person’s answers on the device at a time', async () => {
    saveAnswer(PARENT.id, '/api/dashboard/', { role: 'parent' });
    signIn(OTHER);

    const keeper = readKeeper(OTHER);

    expect(savedAnswers(PARENT.id)).toEqual({});
    expect(keeper.saved('/api/dashboard/')).toBeUndefined();
  });
});

describe('the saved-at label', () => {
  it('names the time and the day, and the year when it is not this one', () => {
    const now = new Date(2026, 10, 26);
    expect(savedAtLabel(new Date(2026, 10, 24, 14, 5), now)).toBe('Saved at 14:05, Tue 24 Nov');
    expect(savedAtLabel(new Date(2025, 10, 24, 9, 0), now)).toBe('Saved at 09:00, Mon 24 Nov 2025');
  });
});
