import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { SessionBody } from '@/types/register';

import { pageOf, recordRequests, session, term, writes } from '../testing/structure-fixtures';
import SessionsPage from './sessions-page';

function sessions(): SessionBody[] {
  return [
    session('2025-2026', '2025/2026', {
      is_current: true,
      start_date: '2025-09-08',
      end_date: '2026-07-24',
      terms: [
        term(0, '2025-2026', 'First Term', { is_current: true }),
        term(1, '2025-2026', 'Second Term'),
      ],
    }),
    session('2026-2027', '2026/2027', {
      terms: [term(3, '2026-2027', 'First Term')],
    }),
  ];
}

function serve() {
  let items = sessions();
  server.use(
    schoolSettings(),
    http.get('*/api/sessions/', () => pageOf(items)),
    http.post('*/api/sessions/:id/make_current/', ({ params }) => {
      items = items.map((s) => ({
        ...s,
        is_current: s.id === params.id,
        terms: s.terms.map((t) => ({ ...t, is_current: s.id === params.id && t.position === 0 })),
      }));
      return HttpResponse.json(items.find((s) => s.id === params.id));
    }),
    http.post('*/api/terms/:id/make_current/', ({ params }) => {
      items = items.map((s) => ({
        ...s,
        terms: s.terms.map((t) => ({ ...t, is_current: t.id === params.id })),
      }));
      return new HttpResponse(null, { status: 204 });
    }),
    http.patch('*/api/terms/:id/', async ({ request }) => HttpResponse.json(await request.json())),
    http.patch('*/api/sessions/:id/', async ({ request }) =>
      HttpResponse.json(await request.json()),
    ),
  );
  return recordRequests();
}

describe('the sessions screen', () => {
  it('badges the current session and term, and makes another session current', async () => {
    const sent = serve();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<SessionsPage />);

    const current = await screen.findByRole('region', { name: '2025/2026 Current' });
    expect(
      within(current).getByRole('listitem', { name: 'First Term of 2025/2026' }),
    ).toHaveTextContent('Current');
    expect(
      within(current).queryByRole('button', { name: 'Make 2025/2026 current' }),
    ).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Make 2026/2027 current' }));

    expect(await screen.findByText('2026/2027 is the current session.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('promote the classes first'));
    expect(writes(sent)).toEqual([
      { method: 'POST', path: '/api/sessions/2026-2027/make_current/', body: null },
    ]);
    expect(await screen.findByRole('region', { name: '2026/2027 Current' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '2025/2026' })).toBeInTheDocument();

    // The session before the current one is offered plainly, and going back is said as such.
    confirm.mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: 'Make 2025/2026 current' }));
    expect(confirm).toHaveBeenLastCalledWith(
      expect.stringContaining('2025/2026 comes before the current session'),
    );
    expect(writes(sent)).toHaveLength(1);
  });

  it('makes a term of the current session current without asking', async () => {
    const sent = serve();
    const confirm = vi.spyOn(window, 'confirm');
    renderApp(<SessionsPage />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Make Second Term of 2025/2026 current' }),
    );

    expect(
      await screen.findByText('Second Term of 2025/2026 is the current term.'),
    ).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(writes(sent)).toEqual([
      { method: 'POST', path: `/api/terms/${term(1, '', '').id}/make_current/`, body: null },
    ]);
  });

  it('refuses an end before the start, then saves the term dates', async () => {
    const sent = serve();
    renderApp(<SessionsPage />);
    const form = await screen.findByRole('form', { name: 'Dates of First Term of 2025/2026' });

    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '2025-12-20' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2025-09-08' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save dates' }));

    expect(within(form).getByLabelText('Ends')).toHaveAccessibleDescription(
      'The term must end after it starts: choose a later end date.',
    );
    expect(writes(sent)).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '2025-09-08' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '2025-12-19' } });
    fireEvent.change(within(form).getByLabelText('Next term begins'), {
      target: { value: '2026-01-05' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save dates' }));

    await waitFor(() =>
      expect(writes(sent)).toEqual([
        {
          method: 'PATCH',
          path: `/api/terms/${term(0, '', '').id}/`,
          body: {
            start_date: '2025-09-08',
            end_date: '2025-12-19',
            next_term_begins: '2026-01-05',
          },
        },
      ]),
    );
    expect(
      await screen.findByText('The dates of First Term of 2025/2026 are saved.'),
    ).toBeInTheDocument();
  });

  it("saves a session's dates, sending an emptied date as null", async () => {
    const sent = serve();
    renderApp(<SessionsPage />);
    const form = await screen.findByRole('form', { name: 'Dates of 2025/2026' });

    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save dates' }));

    expect(await screen.findByText('The dates of 2025/2026 are saved.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'PATCH',
        path: '/api/sessions/2025-2026/',
        body: { start_date: '2025-09-08', end_date: null },
      },
    ]);
  });
});
