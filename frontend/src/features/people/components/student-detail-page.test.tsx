import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { markChange, studentDays } from '@/testing/attendance';
import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import EditStudentPage from './edit-student-page';
import StudentDetailPage from './student-detail-page';
import { CLASSES, paginated, student } from './student-test-data';

const ITEM = '*/api/students/:id/';
const DAYS = '*/api/attendance/student/';
const CHANGES = '*/api/attendance/changes/';

// The record reads the student's term and its corrections: a term without corrections unless a
// test says otherwise.
beforeEach(() => {
  server.use(
    http.get(DAYS, () => HttpResponse.json(studentDays())),
    http.get(CHANGES, () => HttpResponse.json([])),
  );
});

function renderAt(route: string) {
  signedInAs('admin', { is_superuser: true });
  return renderApp(
    <Routes>
      <Route path="/admin/students" element={<p>The list of students</p>} />
      <Route path="/admin/students/:id" element={<StudentDetailPage />} />
      <Route path="/admin/students/:id/edit" element={<EditStudentPage />} />
    </Routes>,
    { route },
  );
}

describe("a student's page", () => {
  it('shows the profile, the account, the parents and the places later features fill', async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(student({ status: 'suspended' }))),
    );
    renderAt('/admin/students/s1');

    expect(await screen.findByRole('heading', { name: 'Chidinma Okafor' })).toBeInTheDocument();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Suspended')).toBeInTheDocument();
    expect(within(profile).getByText('12 Allen Avenue, Ikeja')).toBeInTheDocument();
    const account = screen.getByRole('region', { name: 'Sign-in account' });
    expect(within(account).getByText('ADM/2026/001')).toBeInTheDocument();
    expect(within(account).getByText('Yes')).toBeInTheDocument();
    const parents = screen.getByRole('region', { name: 'Parents' });
    expect(within(parents).getByRole('link', { name: 'ngozi@example.com' })).toHaveAttribute(
      'href',
      'mailto:ngozi@example.com',
    );
    expect(within(parents).getByRole('link', { name: '0803 123 4567' })).toHaveAttribute(
      'href',
      'tel:08031234567',
    );
    for (const title of ['Results', 'Fees']) {
      expect(screen.getByRole('region', { name: title })).toHaveTextContent(
        'will appear here once',
      );
    }
  });

  it("shows the term's figures with the rate, its calendar, and the corrections of its marks", async () => {
    const asked: string[] = [];
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(student())),
      http.get(DAYS, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('student_id') ?? '');
        return HttpResponse.json(studentDays());
      }),
      http.get(CHANGES, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('student_id') ?? '');
        return HttpResponse.json([
          markChange({
            date: '2026-11-24',
            from_status: 'present',
            to_status: 'absent',
            from_remark: '',
            to_remark: 'Fever',
            reason: '',
            changed_by_name: null,
            changed_at: '2026-11-24T12:30:00Z',
          }),
          markChange(),
          // Last term's: shown only when asked for.
          markChange({ date: '2026-07-03', reason: 'Typed in the wrong column.' }),
        ]);
      }),
    );
    renderAt('/admin/students/s1');

    const attendance = await screen.findByRole('region', { name: 'Attendance' });
    expect(await within(attendance).findByText('87%')).toBeInTheDocument();
    expect(attendance).toHaveTextContent(
      'This term from Monday 2 November 2026 to Tuesday 24 November 2026.',
    );
    const figures = Object.fromEntries(
      within(attendance)
        .getAllByRole('term')
        .filter((t) => t.closest('section') === attendance)
        .map((t) => [t.textContent, t.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({
      'Days open': '16',
      Present: '12',
      Absent: '1',
      Late: '1',
      Excused: '1',
      Rate: '87%',
    });
    const calendar = within(attendance).getByRole('group', { name: 'Calendar of the term' });
    expect(
      within(calendar).getByRole('cell', { name: "Friday 13 November: holiday (Founders' Day)" }),
    ).toBeInTheDocument();
    expect(
      within(calendar).getByRole('cell', { name: 'Monday 23 November: not marked' }),
    ).toBeInTheDocument();

    const corrections = within(attendance).getByRole('region', { name: 'Corrections' });
    const items = await within(corrections).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Tuesday 24 November 2026:Present→changed toAbsent');
    expect(items[0]).toHaveTextContent('Remark:no remark → “Fever”');
    expect(items[0]).toHaveTextContent('Reason:None given');
    expect(items[0]).toHaveTextContent(
      'Changed by:An account without a name on Tuesday 24 November 2026 at',
    );
    expect(items[1]).toHaveTextContent('Tuesday 10 November 2026:Absent→changed toLate');
    expect(items[1]).toHaveTextContent('Reason:She came in at 9 with a note from her mother.');
    expect(items[1]).toHaveTextContent('Changed by:Ada Obi on Tuesday 10 November 2026 at');

    fireEvent.click(
      within(corrections).getByRole('button', { name: 'Show the 1 earlier correction too' }),
    );
    expect(within(corrections).getAllByRole('listitem')).toHaveLength(3);
    expect(corrections).toHaveTextContent('Typed in the wrong column.');
    expect(asked).toEqual([
      '0190f0c2-0000-7000-8000-00000000s001',
      '0190f0c2-0000-7000-8000-00000000s001',
    ]);
  });

  it('says when the term has no corrections, and leaves them out when they are refused', async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(student())),
    );
    const { unmount } = renderAt('/admin/students/s1');

    const attendance = await screen.findByRole('region', { name: 'Attendance' });
    const corrections = within(attendance).getByRole('region', { name: 'Corrections' });
    expect(await within(corrections).findByText('No corrections this term.')).toBeInTheDocument();
    unmount();

    server.use(
      http.get(CHANGES, () =>
        HttpResponse.json(
          { detail: 'Only admins see the corrections of attendance marks.', code: 'forbidden' },
          { status: 403 },
        ),
      ),
    );
    renderAt('/admin/students/s1');
    const again = await screen.findByRole('region', { name: 'Attendance' });
    expect(await within(again).findByText('87%')).toBeInTheDocument();
    await waitFor(() => expect(within(again).queryByText('Loading the corrections…')).toBeNull());
    expect(within(again).queryByRole('region', { name: 'Corrections' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends the admin to the sessions when no term is current', async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(student())),
      http.get(DAYS, () =>
        HttpResponse.json(
          {
            detail: 'No term is marked current. Make one current on the sessions screen first.',
            code: 'academics.conflict',
          },
          { status: 409 },
        ),
      ),
    );
    renderAt('/admin/students/s1');

    const attendance = await screen.findByRole('region', { name: 'Attendance' });
    expect(
      await within(attendance).findByText(
        /No term is marked current\. Make one current on the sessions screen first\./,
      ),
    ).toBeInTheDocument();
    expect(within(attendance).getByRole('link', { name: 'Go to the sessions' })).toHaveAttribute(
      'href',
      '/admin/sessions',
    );
    expect(within(attendance).queryByRole('group')).toBeNull();
  });

  it('says so kindly when there is no such student', async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () =>
        HttpResponse.json({ detail: 'Not found.', code: 'not_found' }, { status: 404 }),
      ),
    );
    renderAt('/admin/students/gone');

    expect(await screen.findByRole('heading', { name: 'Student not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the students' })).toHaveAttribute(
      'href',
      '/admin/students',
    );
  });

  it("shows the server's sentence when the student cannot be deleted", async () => {
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(student())),
      http.delete(ITEM, () =>
        HttpResponse.json(
          {
            detail: 'Chidinma Okafor has results: set their status to withdrawn instead.',
            code: 'academics.student_in_use',
          },
          { status: 409 },
        ),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/admin/students/s1');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chidinma Okafor has results: set their status to withdrawn instead.',
    );
  });

  it('deletes the student and goes back to the list', async () => {
    const deleted = vi.fn(() => new HttpResponse(null, { status: 204 }));
    server.use(
      schoolSettings(),
      http.get(ITEM, () => HttpResponse.json(student())),
      http.delete(ITEM, deleted),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderAt('/admin/students/s1');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('The list of students')).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledOnce();
  });
});

describe('editing a student', () => {
  it('sends only what changed, and the parents whole when they change', async () => {
    let sent: unknown;
    server.use(
      schoolSettings(),
      http.get('*/api/classes/', () => HttpResponse.json(paginated(CLASSES))),
      http.get(ITEM, () => HttpResponse.json(student())),
      http.patch(ITEM, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(student({ status: 'withdrawn', parents: [] }));
      }),
    );
    renderAt('/admin/students/s1/edit');
    await screen.findByRole('form', { name: 'Edit the student' });
    expect(screen.getByLabelText('First name')).toHaveValue('Chidinma');
    expect(screen.getByLabelText('Class')).toHaveValue('class-1a');

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'withdrawn' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ngozi Okafor' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { name: 'Chidinma Okafor' })).toBeInTheDocument();
    expect(sent).toEqual({ status: 'withdrawn', parents: [] });
  });
});
