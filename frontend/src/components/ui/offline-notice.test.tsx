import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';

import { api, keepReads } from '@/lib/api-client';
import { readKeeper, saveAnswer } from '@/lib/saved-reads';
import { server } from '@/testing/server';
import { fakeToken, fakeUser } from '@/testing/tokens';

import { OfflineNotice, SavedAt } from './offline-notice';

const USER = { ...fakeUser('parent'), id: 'parent-1', role: 'parent' as const };

function Dashboard() {
  const dashboard = useQuery({
    queryKey: ['dashboard'],
    queryFn: () => api.get<{ greeting: string }>('/api/dashboard/'),
  });
  return (
    <section>
      <SavedAt path="/api/dashboard/" />
      <SavedAt path="/api/lessons/" className="lessons" />
      <p>{dashboard.data?.greeting ?? 'Loading…'}</p>
    </section>
  );
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <OfflineNotice />
      <Dashboard />
    </QueryClientProvider>,
  );
}

afterEach(() => keepReads(null));

describe('the offline notice', () => {
  it('says when what shows was saved, and shows the server’s answer once it is back', async () => {
    localStorage.setItem('authToken', fakeToken(1800));
    localStorage.setItem('userData', JSON.stringify(USER));
    saveAnswer(
      USER.id,
      '/api/dashboard/',
      { greeting: 'Saved hello' },
      new Date(2026, 10, 24, 14, 5),
    );
    keepReads(readKeeper(USER));
    server.use(http.get('*/api/dashboard/', () => HttpResponse.error()));

    renderPage();

    expect(await screen.findByText('Saved hello')).toBeInTheDocument();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent(
      /^Saved at 14:05, Tue 24 Nov — you are offline\. This is what this device saved then; it updates when the connection returns\./,
    );
    // The section says it too; the timetable's label shows only for the timetable.
    expect(screen.getAllByText('Saved at 14:05, Tue 24 Nov')).toHaveLength(1);

    server.use(http.get('*/api/dashboard/', () => HttpResponse.json({ greeting: 'Fresh hello' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));

    expect(await screen.findByText('Fresh hello')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Saved at/)).toBeNull();
  });

  it('shows nothing while the server answers', async () => {
    localStorage.setItem('authToken', fakeToken(1800));
    localStorage.setItem('userData', JSON.stringify(USER));
    keepReads(readKeeper(USER));
    server.use(http.get('*/api/dashboard/', () => HttpResponse.json({ greeting: 'Hello' })));

    renderPage();

    expect(await screen.findByText('Hello')).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
