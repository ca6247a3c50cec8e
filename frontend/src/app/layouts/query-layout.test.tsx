import { QueryClient, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { DEFAULT_AUTH_MESSAGE } from '@/components/ui/auth-dialog';
import { OfflineNotice } from '@/components/ui/offline-notice';
import { api } from '@/lib/api-client';
import { AuthProvider, useAuth } from '@/lib/auth';
import { saveAnswer, savedAnswers } from '@/lib/saved-reads';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { QueryProvider, appQueryClient } from './query-layout';

function Probe() {
  const { status } = useAuth();
  const query = useQuery({
    queryKey: ['private', status],
    queryFn: () => api.get<{ ok: boolean }>('/api/private/'),
    enabled: status !== 'loading',
  });
  return (
    <p>
      {status}: {query.status}
    </p>
  );
}

function renderProbe() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <AuthProvider>
      <QueryProvider client={client}>
        <Probe />
      </QueryProvider>
    </AuthProvider>,
  );
}

describe('the query provider of the pages that use queries', () => {
  it('asks a signed-in user to log in again when a query is answered 401', async () => {
    signedInAs('teacher');
    server.use(
      http.get('*/api/private/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })),
    );

    renderProbe();

    const dialog = await screen.findByRole('alertdialog', { name: 'Authentication Required' });
    expect(dialog).toHaveTextContent(DEFAULT_AUTH_MESSAGE);
    expect(screen.getByText('authenticated: error')).toBeInTheDocument();
  });

  it('leaves a visitor alone when a query is answered 401', async () => {
    server.use(
      http.get('*/api/private/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })),
    );

    renderProbe();

    await screen.findByText('unauthenticated: error');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('forgets what the signed-in person read when they sign out', async () => {
    signedInAs('parent');
    server.use(
      http.get('*/api/private/', () => HttpResponse.json({ ok: true })),
      http.post('*/api/auth/logout/', () => new HttpResponse(null, { status: 204 })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    function SignOut() {
      const { logout } = useAuth();
      return (
        <button type="button" onClick={() => void logout()}>
          Sign out
        </button>
      );
    }
    render(
      <AuthProvider>
        <QueryProvider client={client}>
          <Probe />
          <SignOut />
        </QueryProvider>
      </AuthProvider>,
    );
    await screen.findByText('authenticated: success');
    expect(client.getQueryData(['private', 'authenticated'])).toEqual({ ok: true });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(client.getQueryData(['private', 'authenticated'])).toBeUndefined());
  });

  it("shows the next person none of the last one's reads, though the last signed out elsewhere", async () => {
    // Signing out from the user's menu goes home first: the provider is gone when the session
    // ends, and the next person opens a new one on the same client.
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const seen: unknown[] = [];
    function Reader() {
      const { data } = useQuery({
        queryKey: ['dashboard'],
        queryFn: () => api.get<{ whose: string }>('/api/private/'),
        staleTime: 30_000,
      });
      seen.push(data);
      return <p>{data ? `read for ${data.whose}` : 'reading'}</p>;
    }
    const open = () =>
      render(
        <AuthProvider>
          <QueryProvider client={client}>
            <Reader />
          </QueryProvider>
        </AuthProvider>,
      );

    signedInAs('parent', { id: 'first-person' });
    server.use(http.get('*/api/private/', () => HttpResponse.json({ whose: 'first' })));
    const first = open();
    await screen.findByText('read for first');
    first.unmount();
    localStorage.clear();

    signedInAs('teacher', { id: 'second-person' });
    server.use(http.get('*/api/private/', () => HttpResponse.json({ whose: 'second' })));
    seen.length = 0;
    open();
    await screen.findByText('read for second');
    expect(seen).not.toContainEqual({ whose: 'first' });
  });

  it('keeps one query client for the whole visit', () => {
    expect(appQueryClient()).toBe(appQueryClient());
    expect(appQueryClient().getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      retry: 1,
      networkMode: 'offlineFirst',
    });
  });
});

describe('reading offline', () => {
  function Dashboard() {
    const { status, logout } = useAuth();
    const dashboard = useQuery({
      queryKey: ['dashboard'],
      queryFn: () => api.get<{ greeting: string }>('/api/dashboard/'),
      enabled: status === 'authenticated',
    });
    return (
      <>
        <OfflineNotice />
        <p>
          {status}: {dashboard.data?.greeting ?? 'nothing'}
        </p>
        <button type="button" onClick={() => void logout()}>
          Sign out
        </button>
      </>
    );
  }

  function renderDashboard() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    return render(
      <AuthProvider>
        <QueryProvider client={client}>
          <Dashboard />
        </QueryProvider>
      </AuthProvider>,
    );
  }

  it('keeps what the signed-in person reads, and forgets it when they sign out', async () => {
    const user = signedInAs('parent');
    server.use(
      http.get('*/api/dashboard/', () => HttpResponse.json({ greeting: 'Hello' })),
      http.post('*/api/auth/logout/', () => new HttpResponse(null, { status: 204 })),
    );

    renderDashboard();

    await screen.findByText('authenticated: Hello');
    expect(savedAnswers(user.id)['/api/dashboard/'].data).toEqual({ greeting: 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await screen.findByText(/^unauthenticated/);
    expect(savedAnswers(user.id)).toEqual({});
    expect(Object.keys(localStorage).filter((key) => key.startsWith('savedReads:'))).toEqual([]);
  });

  it('opens without a connection on what was saved, and says so', async () => {
    const user = signedInAs('parent');
    saveAnswer(
      user.id,
      '/api/dashboard/',
      { greeting: 'Saved hello' },
      new Date(2026, 10, 24, 14, 5),
    );
    server.use(
      http.get('*/api/profiles/me/', () => HttpResponse.error()),
      http.get('*/api/dashboard/', () => HttpResponse.error()),
    );

    renderDashboard();

    await screen.findByText('authenticated: Saved hello');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Saved at 14:05, Tue 24 Nov — you are offline.',
    );
  });

  it('forgets what was saved when a read is refused for a session the server ended', async () => {
    const user = signedInAs('parent');
    saveAnswer(user.id, '/api/lessons/', []);
    server.use(
      http.get('*/api/dashboard/', () => HttpResponse.json({ detail: 'no' }, { status: 401 })),
    );

    renderDashboard();

    await screen.findByRole('alertdialog', { name: 'Authentication Required' });
    expect(savedAnswers(user.id)).toEqual({});
  });
});
