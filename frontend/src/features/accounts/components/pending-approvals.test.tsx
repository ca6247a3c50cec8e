import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { PendingApprovals } from './pending-approvals';

const kemi = {
  id: '0196d6d2-0000-7000-8000-0000000000a1',
  username: 'kemi.ade',
  email: 'kemi@home.example',
  first_name: 'Kemi',
  last_name: 'Ade',
  role: 'PARENT',
  is_active: true,
  approved: false,
};

describe('the accounts waiting for approval', () => {
  it('approves one, says so in a toast and empties the list', async () => {
    let approved: unknown = null;
    server.use(
      schoolSettings(),
      http.get('*/api/users/', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('approved') === 'false' && approved === null
            ? { count: 1, next: null, previous: null, results: [kemi] }
            : { count: 0, next: null, previous: null, results: [] },
        ),
      ),
      http.patch('*/api/users/:id/', async ({ request }) => {
        approved = await request.json();
        return HttpResponse.json({ ...kemi, approved: true });
      }),
    );
    renderApp(<PendingApprovals />);

    const pending = await screen.findByRole('region', { name: /Accounts waiting for approval/ });
    expect(pending).toHaveTextContent('kemi.ade · kemi@home.example · Parent');
    fireEvent.click(within(pending).getByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText('kemi.ade can sign in now; the portal e-mails them to say so.'),
    ).toBeInTheDocument();
    expect(approved).toEqual({ approved: true });
    // Nobody else waits: the list goes.
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Accounts waiting/ })).not.toBeInTheDocument(),
    );
  });

  it('says why an approval failed', async () => {
    server.use(
      schoolSettings(),
      http.get('*/api/users/', () =>
        HttpResponse.json({ count: 1, next: null, previous: null, results: [kemi] }),
      ),
      http.patch('*/api/users/:id/', () =>
        HttpResponse.json(
          { detail: 'You do not have permission to manage users.' },
          { status: 403 },
        ),
      ),
    );
    renderApp(<PendingApprovals />);

    fireEvent.click(await screen.findByRole('button', { name: 'Approve' }));

    expect(
      await screen.findByText('You do not have permission to manage users.'),
    ).toBeInTheDocument();
  });
});
