import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import SubscribersPage from './subscribers-page';

const LIST = '*/api/newsletter/';

function serve() {
  let subscribers = [
    {
      id: 'sub-1',
      email: 'ada@family.example',
      subscribed_at: '2026-11-20T09:00:00Z',
      confirmed_at: '2026-11-20T09:05:00Z',
    },
    {
      id: 'sub-2',
      email: 'obi@family.example',
      subscribed_at: '2026-11-21T10:00:00Z',
      confirmed_at: null,
    },
  ];
  const searched: (string | null)[] = [];
  server.use(
    schoolSettings(),
    http.get(LIST, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      searched.push(search);
      const results = subscribers.filter((s) => !search || s.email.includes(search));
      return HttpResponse.json({ count: results.length, next: null, previous: null, results });
    }),
    http.delete('*/api/newsletter/:id/', ({ params }) => {
      subscribers = subscribers.filter((s) => s.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { searched };
}

describe('the newsletter subscribers page', () => {
  it('lists who signed up, says who confirmed, searches and removes an address', async () => {
    signedInAs('admin');
    const { searched } = serve();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<SubscribersPage />, { route: '/admin/newsletter' });

    const ada = await screen.findByRole('row', { name: /ada@family\.example/ });
    expect(ada).toHaveTextContent('Confirmed');
    expect(screen.getByRole('row', { name: /obi@family\.example/ })).toHaveTextContent(
      'Waiting for the link to be opened',
    );

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'obi' } });
    await waitFor(() => expect(searched).toContain('obi'));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /ada@family\.example/ })).toBeNull(),
    );

    const obi = screen.getByRole('row', { name: /obi@family\.example/ });
    fireEvent.click(within(obi).getByRole('button', { name: 'Remove obi@family.example' }));
    expect(
      await screen.findByText('obi@family.example no longer receives the newsletter.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /obi@family\.example/ })).toBeNull(),
    );
  });
});
