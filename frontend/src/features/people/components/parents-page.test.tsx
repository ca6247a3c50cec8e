import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { ParentBody } from '@/types/register';

import {
  pageOf,
  parent,
  recordRequests,
  refusal,
  student,
  writes,
} from '../testing/structure-fixtures';
import ParentsPage from './parents-page';

const PARENTS = '*/api/parents/';

const chidi = student(0, { class_name: 'JSS 1A' });
const zainab = student(1, { class_name: 'JSS 2B' });
const grace = parent(0, {
  children: [
    {
      student_id: chidi.id,
      name: 'Chidi Eze',
      admission_number: chidi.admission_number,
      class_name: 'JSS 1A',
      relationship: 'Mother',
    },
  ],
});
const musa = parent(1, { phone: '08039999999', email: '' });

function serve(initial: ParentBody[]) {
  const items = [...initial];
  server.use(
    schoolSettings(),
    http.get(PARENTS, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return pageOf(
        items.filter((p) => `${p.first_name} ${p.last_name}`.toLowerCase().includes(search)),
      );
    }),
    http.get('*/api/students/', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return pageOf(
        [chidi, zainab].filter((s) =>
          `${s.first_name} ${s.last_name}`.toLowerCase().includes(search),
        ),
      );
    }),
    http.post(`${PARENTS}:id/children/`, () => HttpResponse.json(musa, { status: 201 })),
    http.delete(`${PARENTS}:id/children/:student/`, () => new HttpResponse(null, { status: 204 })),
  );
  return recordRequests();
}

describe('the parents screen', () => {
  it('lists the parents with their children and classes, and searches on the server', async () => {
    const sent = serve([grace, musa]);
    renderApp(<ParentsPage />);

    const row = (await screen.findByText('Grace Eze')).closest('tr')!;
    expect(within(row).getByText('parent0@home.example')).toBeInTheDocument();
    expect(within(row).getByText(/Chidi Eze \(JSS 1A\)/)).toBeInTheDocument();
    expect(within(row).getByText(/Mother/)).toBeInTheDocument();
    expect(screen.getByText('Musa Lawal')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'musa' } });

    await waitFor(() => expect(screen.queryByText('Grace Eze')).not.toBeInTheDocument());
    expect(sent.at(-1)!.query).toEqual({
      search: ['musa'],
      ordering: ['last_name'],
      page: ['1'],
      page_size: ['50'],
    });
  });

  it('orders the parents by name on the server when the header is pressed', async () => {
    const sent = serve([grace, musa]);
    renderApp(<ParentsPage />);
    await screen.findByText('Grace Eze');

    fireEvent.click(screen.getByRole('button', { name: /Name/ }));

    await waitFor(() => expect(sent.at(-1)!.query.ordering).toEqual(['-last_name']));
    expect(sent.at(-1)!.query.page).toEqual(['1']);
  });

  it('links a child found by search to a parent', async () => {
    const sent = serve([musa]);
    renderApp(<ParentsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Link a child to Musa Lawal' }));
    const form = screen.getByRole('form', { name: 'Link a child to Musa Lawal' });
    fireEvent.change(within(form).getByLabelText('Find a student'), {
      target: { value: 'zai' },
    });
    fireEvent.click(
      await within(form).findByRole('button', { name: 'Choose Zainab Lawal (ADM-1, JSS 2B)' }),
    );
    fireEvent.change(within(form).getByLabelText('Relationship'), {
      target: { value: 'Father' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Link child' }));

    expect(await screen.findByText('Zainab Lawal is linked to Musa Lawal.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: `/api/parents/${musa.id}/children/`,
        body: { student_id: zainab.id, relationship: 'Father' },
      },
    ]);
  });

  it('unlinks a child once the admin confirms', async () => {
    const sent = serve([grace]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<ParentsPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Unlink Chidi Eze from Grace Eze' }));

    expect(
      await screen.findByText('Chidi Eze is no longer linked to Grace Eze.'),
    ).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'DELETE', path: `/api/parents/${grace.id}/children/${chidi.id}/`, body: null },
    ]);
  });

  it('deactivates the selected parents in one call, once the admin confirms', async () => {
    const sent = serve([grace, musa]);
    server.use(http.post(`${PARENTS}bulk_update/`, () => HttpResponse.json({ results: [] })));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<ParentsPage />);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Grace Eze' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Musa Lawal' }));
    const bar = screen.getByRole('region', { name: 'Selected parents' });
    expect(bar).toHaveTextContent('2 parents selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('2 parents are deactivated.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Deactivate these 2 parents?'));
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/parents/bulk_update/',
        body: {
          items: [
            { id: grace.id, is_active: false },
            { id: musa.id, is_active: false },
          ],
        },
      },
    ]);
  });

  it('deletes the selected parents after asking, and names each one the server refused', async () => {
    const sent = serve([grace, musa]);
    server.use(
      http.post(`${PARENTS}bulk_delete/`, () =>
        refusal(422, 'Some parents cannot be deleted. Nothing was deleted.', {
          'items.0.id': ['There is no such parent: they may have been deleted already.'],
        }),
      ),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<ParentsPage />);

    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select every parent on this page' }),
    );
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected parents' })).getByRole('button', {
        name: 'Delete',
      }),
    );

    const alert = await screen.findByRole('alert');
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete these 2 parents'));
    expect(alert).toHaveTextContent('Some parents cannot be deleted. Nothing was deleted.');
    expect(alert).toHaveTextContent(
      'Grace Eze: There is no such parent: they may have been deleted already.',
    );
    expect(writes(sent)).toEqual([
      { method: 'POST', path: '/api/parents/bulk_delete/', body: { items: [grace.id, musa.id] } },
    ]);
  });

  it('links each parent to the page that edits them', async () => {
    serve([grace]);
    renderApp(<ParentsPage />);

    expect(await screen.findByRole('link', { name: 'Edit Grace Eze' })).toHaveAttribute(
      'href',
      `/admin/parents/${grace.id}/edit`,
    );
  });
});
