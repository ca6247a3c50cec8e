import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';
import type { StudentBody } from '@/types/register';

import StudentsPage from './students-page';
import { CLASSES, catchDownloads, paginated, student } from './student-test-data';

const LIST = '*/api/students/';

/** The n-th of `count` students: ADM001 Pupil001 and so on. */
function nth(n: number): StudentBody {
  const number = String(n).padStart(3, '0');
  return student({
    id: `student-${number}`,
    admission_number: `ADM${number}`,
    first_name: 'Ada',
    last_name: `Pupil${number}`,
  });
}

/** Serves `count` students, 50 a page, and records every list request's query. */
function serve(count = 120) {
  const asked: URLSearchParams[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/classes/', () => HttpResponse.json(paginated(CLASSES))),
    http.get(LIST, ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query);
      const page = Number(query.get('page') ?? '1');
      const size = Number(query.get('page_size'));
      const first = (page - 1) * size + 1;
      const results = [];
      for (let n = first; n < first + size && n <= count; n += 1) results.push(nth(n));
      return HttpResponse.json(paginated(results, count));
    }),
  );
  return asked;
}

function renderPage(route = '/admin/students') {
  signedInAs('admin', { is_superuser: true });
  return renderApp(<StudentsPage />, { route });
}

const last = (asked: URLSearchParams[]) => asked[asked.length - 1];

// A page is 50 rows: rendering two of them takes a few seconds in jsdom on a busy machine.
describe('the students list', { timeout: 15_000 }, () => {
  it('shows a page of 50 students with their class, status and parents, and pages on', async () => {
    const asked = serve(120);
    renderPage();

    // Text and selectors rather than roles: role queries over 50 rows are slow in jsdom.
    const link = await screen.findByText('Pupil001, Ada');
    expect(link.closest('a')).toHaveAttribute('href', '/admin/students/student-001');
    expect(
      screen.getByRole('table', { name: 'Students' }).querySelectorAll('tbody tr'),
    ).toHaveLength(50);
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('ADM001')).toBeInTheDocument();
    expect(within(row).getByText('JSS 1A')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(within(row).getByText('Ngozi Okafor')).toBeInTheDocument();
    expect(last(asked).get('page_size')).toBe('50');
    expect(last(asked).get('page')).toBe('1');
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Next'));

    expect(await screen.findByText('Pupil051, Ada')).toBeInTheDocument();
    expect(last(asked).get('page')).toBe('2');
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
  });

  it('searches once typing pauses, from the first page', async () => {
    const asked = serve(120);
    renderPage('/admin/students?page=2');
    await screen.findByText('Pupil051, Ada');

    const search = screen.getByLabelText('Search');
    fireEvent.change(search, { target: { value: 'pupil' } });
    fireEvent.change(search, { target: { value: 'pupil00' } });

    await waitFor(() => expect(last(asked).get('search')).toBe('pupil00'));
    expect(last(asked).get('page')).toBe('1');
    // Every key did not ask the server: only the pause did.
    expect(asked.filter((q) => q.get('search') === 'pupil')).toHaveLength(0);
  });

  it('filters by classes (a repeated class_id) and status, and sorts by a column', async () => {
    const asked = serve(3);
    renderPage();
    await screen.findByText('Pupil001, Ada');

    fireEvent.click(await screen.findByRole('checkbox', { name: 'JSS 1A' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'JSS 1B' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'suspended' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));

    await waitFor(() => expect(last(asked).get('ordering')).toBe('-last_name'));
    expect(last(asked).getAll('class_id')).toEqual(['class-1a', 'class-1b']);
    expect(last(asked).get('status')).toBe('suspended');
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sets the status of the selected students in one call', async () => {
    serve(3);
    let body: unknown;
    server.use(
      http.post('*/api/students/bulk_update/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ items: [] });
      }),
    );
    renderPage();
    await screen.findByText('Pupil001, Ada');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Pupil001' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Ada Pupil003' }));
    const bar = screen.getByRole('region', { name: 'Selected students' });
    expect(within(bar).getByText('2 students selected')).toBeInTheDocument();
    fireEvent.change(within(bar).getByRole('combobox', { name: 'New status' }), {
      target: { value: 'withdrawn' },
    });
    fireEvent.click(within(bar).getByRole('button', { name: 'Set status' }));

    expect(await screen.findByText('2 students are now withdrawn.')).toBeInTheDocument();
    expect(body).toEqual({
      items: [
        { id: 'student-001', status: 'withdrawn' },
        { id: 'student-003', status: 'withdrawn' },
      ],
    });
    expect(screen.queryByRole('region', { name: 'Selected students' })).not.toBeInTheDocument();
  });

  it("deletes every student on the page after asking, and shows the server's refusal", async () => {
    serve(3);
    let body: unknown;
    server.use(
      http.post('*/api/students/bulk_delete/', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            detail: 'Pupil002 has attendance records: set their status to withdrawn instead.',
            code: 'academics.student_in_use',
          },
          { status: 409 },
        );
      }),
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage();
    await screen.findByText('Pupil001, Ada');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select every student on this page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText(
        'Pupil002 has attendance records: set their status to withdrawn instead.',
      ),
    ).toBeInTheDocument();
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('these 3 students'));
    expect(body).toEqual({ items: ['student-001', 'student-002', 'student-003'] });
  });

  it('exports the filtered students as students.csv with the bearer token', async () => {
    serve(3);
    let seen: { auth: string | null; query: URLSearchParams } | undefined;
    server.use(
      http.get('*/api/students/export/', ({ request }) => {
        seen = {
          auth: request.headers.get('authorization'),
          query: new URL(request.url).searchParams,
        };
        return new HttpResponse('admission_number\r\nADM001\r\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      }),
    );
    const saved = catchDownloads();
    renderPage('/admin/students?status=active&search=ada');
    await screen.findByText('Pupil001, Ada');

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(saved.map((f) => f.name)).toEqual(['students.csv']));
    expect(seen?.auth).toMatch(/^Bearer /);
    expect(seen?.query.get('status')).toBe('active');
    expect(seen?.query.get('search')).toBe('ada');
    expect(seen?.query.get('page')).toBeNull();
    expect(await saved[0].blob.text()).toContain('ADM001');
  });

  it('says what to do when there are no students, or the list cannot be loaded', async () => {
    serve(0);
    renderPage();
    expect(
      await screen.findByText(/No students yet\. Add them one at a time with “Add student”/),
    ).toBeInTheDocument();

    server.use(
      http.get(LIST, () =>
        HttpResponse.json({ detail: 'The server is busy.', code: 'x' }, { status: 503 }),
      ),
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), {
      target: { value: 'graduated' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The students could not be loaded: The server is busy. Check your connection, then try again.',
    );
  });
});
