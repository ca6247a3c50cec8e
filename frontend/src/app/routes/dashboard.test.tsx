import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import Dashboard from './dashboard';

const URL = '*/api/school-settings/announcements/';
// The student's and the parent's dashboards also read the register (their own records).
const noStudents = http.get('*/api/students/', () =>
  HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
);
// And today's lessons.
const noLessons = http.get('*/api/lessons/', () =>
  HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
);
// And the coming exams.
const noExams = http.get('*/api/exam-schedules/', () =>
  HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
);

function item(id: string, title: string, priority: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    title,
    content: `${title}: the details.`,
    priority,
    target_audience: 'ALL',
    is_active: true,
    created_by: null,
    created_by_name: 'The office',
    created_at: '2026-11-01T09:00:00Z',
    updated_at: '2026-11-01T09:00:00Z',
    expires_at: null,
    ...extra,
  };
}

describe('the dashboard announcements', () => {
  it("shows the reader's current announcements, urgent ones marked", async () => {
    signedInAs('student');
    let asked: URLSearchParams | undefined;
    server.use(
      schoolSettings(),
      noStudents,
      noLessons,
      noExams,
      http.get(URL, ({ request }) => {
        asked = new window.URL(request.url).searchParams;
        return HttpResponse.json({
          count: 3,
          next: null,
          previous: null,
          results: [
            item('1', 'School closes early', 'HIGH'),
            item('2', 'Library books due', 'MEDIUM'),
            item('3', 'Long gone', 'LOW', { expires_at: '2001-01-01T00:00:00Z' }),
          ],
        });
      }),
    );

    renderApp(<Dashboard />);

    const section = await screen.findByRole('region', { name: 'Announcements' });
    const urgent = await within(section).findByRole('article', { name: 'School closes early' });
    expect(within(urgent).getByText('High priority')).toBeInTheDocument();
    const usual = within(section).getByRole('article', { name: 'Library books due' });
    expect(within(usual).queryByText(/priority/)).not.toBeInTheDocument();
    expect(within(section).queryByText('Long gone')).not.toBeInTheDocument();
    expect(asked?.get('is_active')).toBe('true');
  });

  it('says so when there is nothing to announce, also when the list cannot be fetched', async () => {
    signedInAs('parent');
    server.use(
      schoolSettings(),
      noStudents,
      noLessons,
      noExams,
      http.get(URL, () => new HttpResponse(null, { status: 500 })),
    );

    renderApp(<Dashboard />);

    const section = await screen.findByRole('region', { name: 'Announcements' });
    expect(
      await within(section).findByText('There are no announcements right now.'),
    ).toBeInTheDocument();
    // Beside the lessons and the coming exams, the children's attendance.
    expect(screen.getByRole('region', { name: 'Attendance this term' })).toBeInTheDocument();
  });
});
