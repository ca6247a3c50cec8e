import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { readEarly } from '@/lib/api-client';
import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import Dashboard from './dashboard';

const URL = '*/api/dashboard/';
const TERM = { id: 't1', name: 'First Term', session_name: '2026/2027' };

function announcement(id: string, title: string, priority: string) {
  return {
    id,
    title,
    content: `${title}: the details.`,
    priority,
    target_audience: 'ALL',
    created_by_name: 'The office',
    created_at: '2026-11-01T09:00:00Z',
  };
}

function lesson(id: string, starts_at: string, ends_at: string, subject: string) {
  return {
    id,
    starts_at,
    ends_at,
    subject,
    class_id: 'c1',
    class_name: 'JSS 1A',
    teacher_name: 'Mrs Bello',
    room: 'Lab 1',
  };
}

function child(name: string, extra: Record<string, unknown> = {}) {
  return {
    student_id: `s-${name}`,
    name,
    admission_number: 'GFA/0001',
    class: { id: 'c1', name: 'JSS 1A' },
    lessons: [lesson('l1', '08:00', '08:40', 'Mathematics')],
    days_open: 51,
    present: 40,
    absent: 3,
    late: 2,
    excused: 1,
    attendance_rate: 91,
    latest_result: {
      term_id: 't0',
      term_name: 'Third Term',
      session_name: '2025/2026',
      average: '72.50',
      grade: 'B2',
      position: 3,
      out_of: 30,
    },
    balance: { currency: 'NGN', balance: 5_000_000 },
    ...extra,
  };
}

function answer(body: Record<string, unknown>) {
  return http.get(URL, () =>
    HttpResponse.json({
      today: '2026-11-23',
      closed: null,
      term: TERM,
      unread_messages: 0,
      announcements: [],
      ...body,
    }),
  );
}

describe('the dashboard', () => {
  it("shows a parent a card per child, the family's balance with Pay, and the announcements", async () => {
    signedInAs('parent');
    server.use(
      schoolSettings(),
      answer({
        role: 'parent',
        children: [child('Tolu Ade'), child('Tobi Ade', { latest_result: null, balance: null })],
        family_balance: { currency: 'NGN', balance: 5_000_000 },
        unread_messages: 2,
        announcements: [
          announcement('1', 'School closes early', 'HIGH'),
          announcement('2', 'Library books due', 'MEDIUM'),
        ],
      }),
    );

    renderApp(<Dashboard />);

    const tolu = await screen.findByRole('region', { name: 'Tolu Ade' });
    expect(within(tolu).getByText('91%')).toBeInTheDocument();
    expect(
      within(tolu).getByText('Present on 42 of the 46 days marked · 3 absent'),
    ).toBeInTheDocument();
    expect(within(tolu).getByText('51 school days so far this term')).toBeInTheDocument();
    expect(within(tolu).getByText('Mathematics')).toBeInTheDocument();
    expect(within(tolu).getByRole('link', { name: 'Report card of Tolu Ade' })).toHaveAttribute(
      'href',
      '/parent/results?student=s-Tolu+Ade&report=t0',
    );
    const tobi = screen.getByRole('region', { name: 'Tobi Ade' });
    expect(within(tobi).getByText('No report card published yet')).toBeInTheDocument();
    expect(within(tobi).getByText('No fees billed yet')).toBeInTheDocument();

    const fees = screen.getByRole('region', { name: 'Family fees' });
    expect(within(fees).getByText('₦50,000.00')).toBeInTheDocument();
    expect(within(fees).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/parent/fees');
    expect(screen.getByRole('link', { name: '2 unread messages' })).toBeInTheDocument();

    const news = screen.getByRole('region', { name: 'Announcements' });
    const urgent = within(news).getByRole('article', { name: 'School closes early' });
    expect(within(urgent).getByText('High priority')).toBeInTheDocument();
    expect(within(news).getByRole('article', { name: 'Library books due' })).toBeInTheDocument();
  });

  it('shows an admin the figures, each a link to its screen, and the registers still open', async () => {
    signedInAs('admin', { is_superuser: true });
    server.use(
      schoolSettings(),
      http.get('*/api/users/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
      answer({
        role: 'admin',
        students: { active: 600, suspended: 2, withdrawn: 0, graduated: 0 },
        teachers: 30,
        parents: 540,
        attendance: {
          classes: 12,
          not_marked: [{ id: 'c2', name: 'JSS 1B' }],
          marked: 550,
          present: 500,
          absent: 40,
          late: 5,
          excused: 5,
          rate: 92,
        },
        attendance_trend: [],
        fees: {
          currency: 'NGN',
          invoices: 600,
          expected: 3_000_000_000,
          collected: 1_500_000_000,
          outstanding: 1_500_000_000,
        },
        collection_by_class: [],
        grades_term: null,
        grade_distribution: [],
        results_waiting: 4,
        totals_counted_at: '2026-11-24T13:05:00Z',
        messages_held: 1,
        notifications_failed: 0,
      }),
    );

    renderApp(<Dashboard />);

    const figures = await screen.findByRole('list', { name: 'The school today' });
    expect(within(figures).getByRole('link', { name: /Students 600 2 suspended/ })).toHaveAttribute(
      'href',
      '/admin/students',
    );
    expect(
      within(figures).getByRole('link', {
        name: /Attendance today 92% 550 marked · 1 class not marked/,
      }),
    ).toHaveAttribute('href', '/admin/attendance');
    expect(
      within(figures).getByRole('link', {
        name: /Fees collected this term ₦15,000,000.00 50% of ₦30,000,000.00 expected · as of \d\d:05/,
      }),
    ).toHaveAttribute('href', '/admin/fees');
    expect(
      within(figures).getByRole('link', { name: /Results waiting for approval 4/ }),
    ).toHaveAttribute('href', '/admin/results');
    expect(within(figures).getByRole('link', { name: /Failed notifications 0/ })).toHaveAttribute(
      'href',
      '/admin/notifications?status=failed',
    );
    const open = screen.getByRole('region', { name: 'Registers not marked yet today' });
    expect(within(open).getByText('JSS 1B')).toBeInTheDocument();
  });

  it("shows a teacher today's lessons and a link to mark each class still open", async () => {
    signedInAs('teacher');
    server.use(
      schoolSettings(),
      answer({
        role: 'teacher',
        lessons: [lesson('l1', '08:00', '08:40', 'Mathematics')],
        classes_not_marked: [{ id: 'c2', name: 'JSS 1B' }],
        score_sheets: {
          not_started: 1,
          draft: 1,
          returned: 1,
          submitted: 2,
          approved: 0,
          published: 3,
        },
      }),
    );

    renderApp(<Dashboard />);

    const lessons = await screen.findByRole('region', { name: 'Today’s lessons' });
    expect(within(lessons).getByText('Mathematics')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mark JSS 1B' })).toHaveAttribute(
      'href',
      '/teacher/attendance/c2',
    );
    expect(
      screen.getByRole('link', { name: /Score sheets to finish 3 1 sheet sent back to you/ }),
    ).toBeInTheDocument();
  });

  it('draws the answer of the early read in its first render, when it came before the code', async () => {
    signedInAs('teacher');
    let asked = 0;
    server.use(
      schoolSettings(),
      http.get(URL, () => {
        asked += 1;
        return HttpResponse.json({
          today: '2026-11-23',
          closed: null,
          term: TERM,
          unread_messages: 0,
          announcements: [],
          role: 'teacher',
          lessons: [lesson('l1', '08:00', '08:40', 'Mathematics')],
          classes_not_marked: [],
          score_sheets: {
            not_started: 0,
            draft: 0,
            returned: 0,
            submitted: 0,
            approved: 0,
            published: 0,
          },
        });
      }),
    );
    readEarly('/api/dashboard/');
    await waitFor(() => expect(asked).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 20));

    renderApp(<Dashboard />);

    // No "Loading your dashboard…" first: the figures are there at once, read once.
    const lessons = screen.getByRole('region', { name: 'Today’s lessons' });
    expect(within(lessons).getByText('Mathematics')).toBeInTheDocument();
    expect(screen.queryByText('Loading your dashboard…')).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toBe(1);
  });

  it('says what to do when the dashboard cannot be read', async () => {
    signedInAs('student');
    server.use(
      schoolSettings(),
      http.get(URL, () => new HttpResponse(null, { status: 500 })),
    );

    renderApp(<Dashboard />);

    expect(await screen.findByRole('alert')).toHaveTextContent(/Your dashboard/);
    // Not "no announcements": the failure is said once, above.
    expect(screen.queryByRole('region', { name: 'Announcements' })).not.toBeInTheDocument();
  });

  it('reads nothing before a temporary password is changed', async () => {
    signedInAs('student', { must_change_password: true });
    let asked = false;
    server.use(
      schoolSettings(),
      http.get(URL, () => {
        asked = true;
        return HttpResponse.json({});
      }),
    );

    renderApp(<Dashboard />);

    expect(
      await screen.findByRole('link', { name: 'Choose your own password' }),
    ).toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
