import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { page, sessionsHandler } from '../testing/fixtures';
import type { PinBatch } from './api';
import BatchesPage, { initials } from './batches-page';

const batch = (extra: Partial<PinBatch> = {}): PinBatch => ({
  id: 'batch-1',
  prefix: 'GFA',
  scope: { kind: 'term', id: 'term-2' },
  scope_name: 'Second Term, 2025/2026',
  uses_allowed: 5,
  expires_on: '2027-03-31',
  count: 2,
  bound: 1,
  views: 3,
  revoked_cards: 0,
  first_serial: 'GFA-2526-000001',
  last_serial: 'GFA-2526-000002',
  created_by: 'Grace Admin',
  created_at: '2026-11-25T09:00:00Z',
  revoked_at: null,
  ...extra,
});

afterEach(() => vi.restoreAllMocks());

describe('the result checker cards', () => {
  it('proposes the school’s initials for the serials', () => {
    expect(initials('Greenfield Academy')).toBe('GA');
    expect(initials('St. Mary’s College of Lagos')).toBe('SMCOL');
    expect(initials('Zion')).toBe('ZIO');
  });

  it('makes a batch and shows its PINs once, with the list to download and the cards to print', async () => {
    signedInAs('admin', { is_superuser: true });
    const made: unknown[] = [];
    server.use(
      schoolSettings(),
      sessionsHandler(),
      http.get('*/api/result-pins/batches/', () =>
        HttpResponse.json(page(made.length ? [batch()] : [])),
      ),
      http.post('*/api/result-pins/batches/', async ({ request }) => {
        made.push(await request.json());
        return HttpResponse.json(
          {
            batch: batch({ bound: 0, views: 0 }),
            cards: [
              { serial: 'GFA-2526-000001', pin: '012345678901' },
              { serial: 'GFA-2526-000002', pin: '999988887777' },
            ],
          },
          { status: 201 },
        );
      }),
    );
    renderApp(
      <>
        <Link to="/elsewhere">Elsewhere</Link>
        <BatchesPage />
      </>,
    );
    expect(await screen.findByText('No cards have been made yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Make a batch of cards' });
    fireEvent.change(within(form).getByRole('spinbutton', { name: 'How many cards' }), {
      target: { value: '2' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Serial letters' }), {
      target: { value: 'gfa' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Make the cards' }));

    const fresh = await screen.findByRole('region', {
      name: '2 cards made: GFA-2526-000001 to GFA-2526-000002',
    });
    expect(made[0]).toMatchObject({ count: 2, prefix: 'GFA', uses_allowed: 5, session_id: null });
    expect(within(fresh).getByText(/shown only now/)).toBeVisible();
    // The PIN as it prints, its leading zero kept.
    expect(within(fresh).getAllByText('0123 4567 8901')[0]).toBeInTheDocument();
    // Closing before saving asks first.
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    fireEvent.click(within(fresh).getByRole('button', { name: 'Close' }));
    expect(confirm).toHaveBeenCalled();
    expect(screen.getByRole('region', { name: /2 cards made/ })).toBeVisible();
    // A link elsewhere in the portal asks too, and staying keeps the PINs.
    // The router blocks the navigation, then the page asks once the blocker's state renders:
    // wait for that rather than assume it happened within the click.
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('region', { name: /2 cards made/ })).toBeVisible();
    // The print dialog does not say whether it printed: the admin does.
    vi.spyOn(window, 'print').mockImplementation(() => {});
    fireEvent.click(within(fresh).getByRole('button', { name: 'Print the cards' }));
    expect(within(fresh).getByRole('button', { name: 'Close' })).toBeVisible();
    fireEvent.click(
      within(fresh).getByRole('checkbox', { name: 'The cards printed (or were saved as a PDF)' }),
    );
    fireEvent.click(within(fresh).getByRole('button', { name: 'Done' }));
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('region', { name: /2 cards made/ })).toBeNull();
    expect(
      await screen.findByRole('heading', {
        name: 'Second Term, 2025/2026: GFA-2526-000001 to GFA-2526-000002',
      }),
    ).toBeVisible();
  });

  it('says the cards may have been made when the answer is lost, and shows the batches as they are', async () => {
    signedInAs('admin', { is_superuser: true });
    let lists = 0;
    server.use(
      schoolSettings(),
      sessionsHandler(),
      http.get('*/api/result-pins/batches/', () => {
        lists += 1;
        // Made after all: the second read of the list shows it.
        return HttpResponse.json(page(lists > 1 ? [batch({ bound: 0, views: 0 })] : []));
      }),
      http.post('*/api/result-pins/batches/', () => HttpResponse.error()),
    );
    renderApp(<BatchesPage />);
    expect(await screen.findByText('No cards have been made yet.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'Make a batch of cards' });
    fireEvent.click(within(form).getByRole('button', { name: 'Make the cards' }));
    expect(await within(form).findByText(/the cards may have been made/)).toBeVisible();
    expect(
      await screen.findByRole('heading', {
        name: 'Second Term, 2025/2026: GFA-2526-000001 to GFA-2526-000002',
      }),
    ).toBeVisible();
  });

  it('tells an admin without results.publish what they need', async () => {
    signedInAs('admin', { is_superuser: false, permissions: [] });
    server.use(schoolSettings());
    renderApp(<BatchesPage />);
    expect(await screen.findByText(/needs the results.publish permission/)).toBeVisible();
  });
});
