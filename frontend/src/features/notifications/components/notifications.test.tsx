import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { NotificationBody, OutboxMessage } from '../api';
import { NotificationBell } from './notification-bell';
import { NotificationsList } from './notifications-list';
import OutboxPage from './outbox-page';

function pageOf<T>(items: T[]) {
  return HttpResponse.json({ count: items.length, next: null, previous: null, results: items });
}

const absence: NotificationBody = {
  id: '0196d6d2-0000-7000-8000-000000000001',
  event: 'absent_notice',
  subject: 'Chidi was absent today',
  body: 'Dear Mrs Okafor,\n\nChidi was marked absent on 2026-11-23.',
  link: `${window.location.origin}/parent/dashboard`,
  created_at: '2026-11-23T09:15:00Z',
  read_at: null,
};

const failed: OutboxMessage = {
  id: '0196d6d2-0000-7000-8000-000000000002',
  event: 'reset_password',
  channel: 'email',
  status: 'failed',
  user_id: null,
  recipient: 'ngozi@family.example',
  subject: 'Reset your password',
  body: 'Open this link: https://portal.example/reset-password?token=[hidden]',
  attempts: 6,
  next_attempt_at: '2026-11-23T09:15:00Z',
  last_error: 'The SMTP server refused the message: 550 no such mailbox.',
  provider_message_id: null,
  created_at: '2026-11-23T09:00:00Z',
  sent_at: null,
};

describe('the bell', () => {
  it('says how many messages are unread', async () => {
    server.use(
      http.get('*/api/notifications/unread_count/', () => HttpResponse.json({ count: 3 })),
    );
    render(
      <MemoryRouter>
        <NotificationBell />
      </MemoryRouter>,
    );
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(bell).toHaveTextContent('3');
  });
});

describe('the notifications list', () => {
  it('shows unread messages and marks one read', async () => {
    let read: string | null = null;
    server.use(
      schoolSettings(),
      http.get('*/api/notifications/', () =>
        pageOf(read ? [{ ...absence, read_at: '2026-11-23T10:00:00Z' }] : [absence]),
      ),
      http.post('*/api/notifications/:id/read/', ({ params }) => {
        read = String(params.id);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderApp(<NotificationsList />);

    const item = await screen.findByRole('article', { name: 'Chidi was absent today' });
    expect(within(item).getByText(/unread/)).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );
    fireEvent.click(
      within(item).getByRole('button', { name: 'Mark “Chidi was absent today” as read' }),
    );

    await waitFor(() => expect(read).toBe(absence.id));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Mark “Chidi was absent today” as read' }),
      ).not.toBeInTheDocument(),
    );
  });
});

describe('the outbox', () => {
  it('lists messages with why they failed, filters them, and sends a failed one again', async () => {
    const asked: string[] = [];
    let retried = '';
    server.use(
      schoolSettings(),
      http.get('*/api/notifications/outbox/counts/', () =>
        HttpResponse.json({ pending: 2, failed: 1, waiting_for_provider: 2 }),
      ),
      http.get('*/api/notifications/outbox/', ({ request }) => {
        asked.push(new URL(request.url).search);
        return pageOf([failed]);
      }),
      http.post('*/api/notifications/outbox/:id/retry/', ({ params }) => {
        retried = String(params.id);
        return HttpResponse.json({ ...failed, status: 'pending', attempts: 0 });
      }),
    );
    renderApp(<OutboxPage />, { route: '/admin/notifications?status=failed' });

    expect(await screen.findByText(/550 no such mailbox/)).toBeInTheDocument();
    expect(asked[0]).toContain('status=failed');
    expect(
      screen.getByText(/2 messages wait because the e-mail or SMS settings are not complete/),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Channel'), { target: { value: 'sms' } });
    await waitFor(() => expect(asked.at(-1)).toContain('channel=sms'));

    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(retried).toBe(failed.id));
    fireEvent.click(screen.getByRole('button', { name: /Show the message/ }));
    expect(screen.getByText(/token=\[hidden\]/)).toBeInTheDocument();
  });
});
