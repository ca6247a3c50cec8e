import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { ParentBody } from '../api/types';
import { pageOf, parent, recordRequests, student, writes } from '../testing/structure-fixtures';
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
});
