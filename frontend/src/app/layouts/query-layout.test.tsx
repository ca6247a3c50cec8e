import { QueryClient, useQuery } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { DEFAULT_AUTH_MESSAGE } from '@/components/ui/auth-dialog';
import { api } from '@/lib/api-client';
import { AuthProvider, useAuth } from '@/lib/auth';
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

  it('keeps one query client for the whole visit', () => {
    expect(appQueryClient()).toBe(appQueryClient());
    expect(appQueryClient().getDefaultOptions().queries).toMatchObject({
      refetchOnWindowFocus: false,
      retry: 1,
    });
  });
});
