import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { server } from '@/testing/server';
import { fakeToken, fakeUser } from '@/testing/tokens';

import { AuthProvider, useAuth } from './auth';

function Harness() {
  const { status, user, login, logout } = useAuth();
  const [error, setError] = useState('');
  return (
    <div>
      <p>status: {status}</p>
      <p>user: {user?.username ?? 'none'}</p>
      <p>error: {error}</p>
      <button onClick={() => login('ada', 'pw').catch((e: Error) => setError(e.message))}>
        login
      </button>
      <button onClick={() => void logout()}>logout</button>
    </div>
  );
}

function renderAuth() {
  return render(
    <AuthProvider>
      <Harness />
    </AuthProvider>,
  );
}

function answerLogin(body: JsonBodyType) {
  server.use(
    http.post('*/api/auth/login/', () => HttpResponse.json(body)),
    http.get('*/api/profiles/me/', () => HttpResponse.json(fakeUser())),
    http.get('*/api/profiles/verification-status/', () =>
      HttpResponse.json({
        is_active: true,
        email_verified: true,
        approved: true,
        must_change_password: false,
      }),
    ),
    http.get('*/api/profiles/contact-info/', () =>
      HttpResponse.json({ email: 'ada@school.example' }),
    ),
  );
}

afterEach(() => vi.useRealTimers());

describe('login (spec §4, §5)', () => {
  it('stores both tokens and the user', async () => {
    const access = fakeToken(1800);
    answerLogin({ access, refresh: 'refresh-1', user: fakeUser('Teacher') });
    renderAuth();

    act(() => screen.getByText('login').click());

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe(access);
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('userData')!).role).toBe('teacher');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userData')!).contact_info).toBeDefined(),
    );
  });

  it.each([
    [{ user: fakeUser() }, 'No authentication token received from server'],
    [{ access: fakeToken(60) }, 'No user data received from server'],
    [{ access: fakeToken(60), user: { ...fakeUser(), role: '' } }, 'No role provided by server'],
    [
      { access: fakeToken(60), user: { ...fakeUser(), role: 'principal' } },
      'Invalid role received: principal. Expected one of: student, teacher, parent, admin',
    ],
  ])('refuses %j with the spec message and keeps nothing', async (body, message) => {
    answerLogin(body);
    renderAuth();

    act(() => screen.getByText('login').click());

    expect(await screen.findByText(`error: ${message}`)).toBeInTheDocument();
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
  });

  it("shows the server's sentence when the password is wrong", async () => {
    server.use(
      http.post('*/api/auth/login/', () =>
        HttpResponse.json(
          {
            detail: 'The username or password is incorrect. Check them and try again.',
            code: 'auth.invalid_credentials',
          },
          { status: 401 },
        ),
      ),
    );
    renderAuth();

    act(() => screen.getByText('login').click());

    expect(
      await screen.findByText(/error: The username or password is incorrect/),
    ).toBeInTheDocument();
  });
});

describe('startup', () => {
  it('restores a stored session once the profile call accepts its token', async () => {
    localStorage.setItem('authToken', fakeToken(1800));
    localStorage.setItem('userData', JSON.stringify({ ...fakeUser(), role: 'teacher' }));
    server.use(
      http.get('*/api/profiles/me/', () =>
        HttpResponse.json({ ...fakeUser(), first_name: 'Adaeze' }),
      ),
    );

    renderAuth();

    expect(screen.getByText('status: loading')).toBeInTheDocument();
    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('userData')!).first_name).toBe('Adaeze');
  });

  it('renews an access token that expired while the app was closed', async () => {
    localStorage.setItem('authToken', fakeToken(-60));
    localStorage.setItem('refreshToken', 'refresh-1');
    localStorage.setItem('userData', JSON.stringify({ ...fakeUser(), role: 'teacher' }));
    const renewed = fakeToken(1800);
    server.use(
      http.get('*/api/profiles/me/', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${renewed}`
          ? HttpResponse.json(fakeUser())
          : HttpResponse.json({ detail: 'expired' }, { status: 401 }),
      ),
      http.post('*/api/auth/token/refresh/', () =>
        HttpResponse.json({ access: renewed, refresh: 'refresh-2' }),
      ),
    );

    renderAuth();

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe(renewed);
  });

  it('clears everything when the stored token is refused', async () => {
    localStorage.setItem('authToken', fakeToken(1800));
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('userData', JSON.stringify({ ...fakeUser(), role: 'teacher' }));
    localStorage.setItem('userProfile', '{}');
    localStorage.setItem(`savedReads:${fakeUser().id}`, '{}');
    sessionStorage.setItem('anything', 'x');
    server.use(
      http.get('*/api/profiles/me/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })),
      http.post('*/api/auth/token/refresh/', () =>
        HttpResponse.json({ detail: 'no' }, { status: 401 }),
      ),
    );

    renderAuth();

    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    for (const key of ['authToken', 'refreshToken', 'userData', 'userProfile']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem(`savedReads:${fakeUser().id}`)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps the last user, unverified, when the server cannot be reached', async () => {
    localStorage.setItem('authToken', fakeToken(-60));
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('userData', JSON.stringify({ ...fakeUser(), role: 'parent' }));
    localStorage.setItem(`savedReads:${fakeUser().id}`, '{}');
    server.use(
      http.get('*/api/profiles/me/', () => HttpResponse.error()),
      http.post('*/api/auth/token/refresh/', () => HttpResponse.error()),
    );

    renderAuth();

    expect(await screen.findByText('status: authenticated')).toBeInTheDocument();
    expect(screen.getByText('user: teacher.one')).toBeInTheDocument();
    expect(localStorage.getItem(`savedReads:${fakeUser().id}`)).toBe('{}');
    // The expired token cannot be renewed without a connection: no dialog for that.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('verifies a session restored offline when the connection returns', async () => {
    localStorage.setItem('authToken', fakeToken(1800));
    localStorage.setItem('refreshToken', 'r');
    localStorage.setItem('userData', JSON.stringify({ ...fakeUser(), role: 'parent' }));
    localStorage.setItem(`savedReads:${fakeUser().id}`, '{}');
    server.use(http.get('*/api/profiles/me/', () => HttpResponse.error()));
    renderAuth();
    await screen.findByText('status: authenticated');

    // The account was closed meanwhile: the server refuses the session.
    server.use(
      http.get('*/api/profiles/me/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })),
      http.post('*/api/auth/token/refresh/', () =>
        HttpResponse.json({ detail: 'no' }, { status: 401 }),
      ),
    );
    // The session starts listening for the connection in an effect that runs after the screen
    // shows it authenticated, so the event is sent until it is heard (as a phone sends one each
    // time it reconnects); sent once, it could come before anyone listens.
    await waitFor(() => {
      act(() => void window.dispatchEvent(new Event('online')));
      expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
    });
    expect(localStorage.getItem(`savedReads:${fakeUser().id}`)).toBeNull();
  });
});

describe('logout', () => {
  it('tells the server, ignores its failure and clears the session', async () => {
    localStorage.setItem('authToken', fakeToken(1800));
    localStorage.setItem('refreshToken', 'refresh-9');
    localStorage.setItem('userData', JSON.stringify({ ...fakeUser(), role: 'parent' }));
    localStorage.setItem(`savedReads:${fakeUser().id}`, '{}');
    let sent: unknown;
    server.use(
      http.get('*/api/profiles/me/', () => HttpResponse.json(fakeUser('parent'))),
      http.post('*/api/auth/logout/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: 'down' }, { status: 503 });
      }),
    );
    renderAuth();
    await screen.findByText('status: authenticated');

    act(() => screen.getByText('logout').click());

    expect(await screen.findByText('status: unauthenticated')).toBeInTheDocument();
    expect(sent).toEqual({ refresh: 'refresh-9' });
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem(`savedReads:${fakeUser().id}`)).toBeNull();
  });
});

describe('the session check', () => {
  it('renews a token that is about to expire with the refresh token', async () => {
    localStorage.setItem('authToken', fakeToken(120));
    localStorage.setItem('refreshToken', 'refresh-1');
    localStorage.setItem('userData', JSON.stringify({ ...fakeUser(), role: 'teacher' }));
    const renewed = fakeToken(1800);
    server.use(
      http.get('*/api/profiles/me/', () => HttpResponse.json(fakeUser())),
      http.post('*/api/auth/token/refresh/', () =>
        HttpResponse.json({ access: renewed, refresh: 'refresh-2' }),
      ),
    );

    renderAuth();

    await waitFor(() => expect(localStorage.getItem('authToken')).toBe(renewed));
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('asks to log in again when the token expires soon and cannot be renewed', async () => {
    localStorage.setItem('authToken', fakeToken(120));
    localStorage.setItem('userData', JSON.stringify({ ...fakeUser(), role: 'teacher' }));
    server.use(http.get('*/api/profiles/me/', () => HttpResponse.json(fakeUser())));

    renderAuth();

    const dialog = await screen.findByRole('alertdialog', { name: 'Authentication Required' });
    expect(dialog).toHaveTextContent(
      'Your session will expire soon. Please log in again to continue.',
    );
    expect(screen.getByRole('button', { name: 'Log In Again' })).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Cancel' }).click());
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('signs out with a message when the token cannot be read', async () => {
    localStorage.setItem('authToken', 'not-a-jwt');
    localStorage.setItem('userData', JSON.stringify({ ...fakeUser(), role: 'teacher' }));
    server.use(http.get('*/api/profiles/me/', () => HttpResponse.json(fakeUser())));

    renderAuth();

    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Invalid session. Please log in again.',
    );
    expect(screen.getByText('status: unauthenticated')).toBeInTheDocument();
  });
});
