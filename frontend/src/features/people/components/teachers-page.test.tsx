import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import type { TeacherBody } from '@/types/register';

import { pageOf, recordRequests, refusal, teacher, writes } from '../testing/structure-fixtures';
import TeachersPage from './teachers-page';

const TEACHERS = '*/api/teachers/';

const okafor = teacher(0, {
  email: 'ngozi@school.example',
  phone: '08031234567',
  classes: [{ id: 'c1', name: 'JSS 1A' }],
  subjects: [
    {
      class_subject_id: 'cs1',
      class_id: 'c1',
      class_name: 'JSS 1A',
      subject_id: 'maths',
      subject_name: 'Mathematics',
    },
  ],
});
const bello = teacher(1, { is_active: false });

/** Serves the teachers, filtered by ?search= as the server would. */
function serve(initial: TeacherBody[]) {
  let items = [...initial];
  server.use(
    schoolSettings(),
    http.get(TEACHERS, ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      return pageOf(
        items.filter((t) => `${t.first_name} ${t.last_name}`.toLowerCase().includes(search)),
      );
    }),
    http.patch(`${TEACHERS}:id/`, async ({ request, params }) => {
      const body = (await request.json()) as Partial<TeacherBody>;
      items = items.map((t) => (t.id === params.id ? { ...t, ...body } : t));
      return HttpResponse.json(items.find((t) => t.id === params.id));
    }),
  );
  return recordRequests();
}

describe('the teachers screen', () => {
  it('lists the teachers with what they teach, 50 a page by last name', async () => {
    const sent = serve([okafor, bello]);
    renderApp(<TeachersPage />);

    const row = (await screen.findByText('Ngozi Okafor')).closest('tr')!;
    expect(within(row).getByText('T-000')).toBeInTheDocument();
    expect(within(row).getByText('ngozi@school.example')).toBeInTheDocument();
    expect(within(row).getByText('08031234567')).toBeInTheDocument();
    expect(within(row).getByText('JSS 1A')).toBeInTheDocument();
    expect(within(row).getByText('Mathematics (JSS 1A)')).toBeInTheDocument();
    const other = screen.getByText('Tunde Bello').closest('tr')!;
    expect(within(other).getByText('Deactivated')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Activate Tunde Bello' })).toBeInTheDocument();
    expect(sent[0].query).toEqual({ ordering: ['last_name'], page: ['1'], page_size: ['50'] });
  });

  it('searches on the server once the typing stops, with the status and column order chosen', async () => {
    const sent = serve([okafor, bello]);
    renderApp(<TeachersPage />);
    await screen.findByText('Ngozi Okafor');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'true' } });
    fireEvent.click(screen.getByRole('button', { name: 'Staff number' }));
    fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'bel' } });

    await waitFor(() => expect(screen.queryByText('Ngozi Okafor')).not.toBeInTheDocument());
    expect(screen.getByText('Tunde Bello')).toBeInTheDocument();
    expect(sent.at(-1)!.query).toEqual({
      search: ['bel'],
      is_active: ['true'],
      ordering: ['staff_number'],
      page: ['1'],
      page_size: ['50'],
    });
    // The search waited for the typing to stop: no request for a partial word.
    expect(sent.filter((s) => s.query.search)).toHaveLength(1);
    expect(screen.getByRole('columnheader', { name: 'Staff number' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('deactivates the selected teachers in one call, once the admin confirms', async () => {
    const sent = serve([okafor, teacher(2)]);
    server.use(http.post(`${TEACHERS}bulk_update/`, () => HttpResponse.json({ results: [] })));
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<TeachersPage />);

    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select every teacher on this page' }),
    );
    const bar = screen.getByRole('region', { name: 'Selected teachers' });
    expect(bar).toHaveTextContent('2 teachers selected');
    fireEvent.click(within(bar).getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText('2 teachers are deactivated.')).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Deactivate these 2 teachers?'));
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/teachers/bulk_update/',
        body: {
          items: [
            { id: okafor.id, is_active: false },
            { id: teacher(2).id, is_active: false },
          ],
        },
      },
    ]);
    expect(screen.queryByRole('region', { name: 'Selected teachers' })).not.toBeInTheDocument();
  });

  it('activates the selected teachers without asking', async () => {
    const sent = serve([bello]);
    server.use(http.post(`${TEACHERS}bulk_update/`, () => HttpResponse.json({ results: [] })));
    const confirm = vi.spyOn(window, 'confirm');
    renderApp(<TeachersPage />);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Tunde Bello' }));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected teachers' })).getByRole('button', {
        name: 'Activate',
      }),
    );

    expect(await screen.findByText('Tunde Bello is active and can sign in.')).toBeInTheDocument();
    expect(confirm).not.toHaveBeenCalled();
    expect(writes(sent)[0].body).toEqual({ items: [{ id: bello.id, is_active: true }] });
  });

  it('deletes nothing unless the admin confirms, and names each teacher the server refused', async () => {
    const sent = serve([okafor, bello]);
    server.use(
      http.post(`${TEACHERS}bulk_delete/`, () =>
        refusal(422, 'Some teachers cannot be deleted. Nothing was deleted.', {
          'items.1.id': [
            'Tunde Bello still teaches Biology in SS 3A. Give it another teacher first.',
          ],
        }),
      ),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    renderApp(<TeachersPage />);
    fireEvent.click(
      await screen.findByRole('checkbox', { name: 'Select every teacher on this page' }),
    );
    const bar = screen.getByRole('region', { name: 'Selected teachers' });

    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('Delete these 2 teachers'));
    expect(writes(sent)).toEqual([]);

    fireEvent.click(within(bar).getByRole('button', { name: 'Delete' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some teachers cannot be deleted. Nothing was deleted.');
    expect(alert).toHaveTextContent(
      'Tunde Bello: Tunde Bello still teaches Biology in SS 3A. Give it another teacher first.',
    );
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: '/api/teachers/bulk_delete/',
        body: { items: [okafor.id, bello.id] },
      },
    ]);
  });

  it('links each teacher to the page that edits them', async () => {
    serve([okafor]);
    renderApp(<TeachersPage />);

    expect(await screen.findByRole('link', { name: 'Edit Ngozi Okafor' })).toHaveAttribute(
      'href',
      `/admin/teachers/${okafor.id}/edit`,
    );
  });

  it('deactivates a teacher once the admin confirms', async () => {
    const sent = serve([okafor]);
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<TeachersPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate Ngozi Okafor' }));

    expect(await screen.findByText('Ngozi Okafor is deactivated.')).toBeInTheDocument();
    expect(writes(sent)).toEqual([
      { method: 'PATCH', path: `/api/teachers/${okafor.id}/`, body: { is_active: false } },
    ]);
  });

  it("shows the server's sentence when a teacher who still teaches cannot be deleted", async () => {
    serve([okafor]);
    server.use(
      http.delete(`${TEACHERS}:id/`, () =>
        refusal(
          409,
          'Ngozi Okafor still teaches Mathematics in JSS 1A. Give those classes another teacher first.',
        ),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<TeachersPage />);

    fireEvent.click(await screen.findByRole('button', { name: 'Delete Ngozi Okafor' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ngozi Okafor still teaches Mathematics in JSS 1A. Give those classes another teacher first.',
    );
  });

  it('exports the chosen teachers as CSV with the bearer token', async () => {
    localStorage.setItem('authToken', 'the-token');
    serve([okafor]);
    let asked: { url: string; auth: string | null } | null = null;
    server.use(
      http.get(`${TEACHERS}export/`, ({ request }) => {
        asked = { url: request.url, auth: request.headers.get('Authorization') };
        return new HttpResponse('staff_number\nT-000\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      }),
    );
    const created = vi.fn(() => 'blob:teachers');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(<TeachersPage />);
    await screen.findByText('Ngozi Okafor');
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'false' } });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(asked!.auth).toBe('Bearer the-token');
    const url = new URL(asked!.url);
    expect(url.pathname).toBe('/api/teachers/export/');
    expect(url.search).toBe('?is_active=false&ordering=last_name');
    expect(created).toHaveBeenCalled();
  });
});
