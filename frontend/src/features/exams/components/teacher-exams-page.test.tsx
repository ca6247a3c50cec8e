import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { page, paper } from '../testing/fixtures';
import TeacherExamsPage from './teacher-exams-page';
import { localDay } from '@/lib/dates';
import { onOneDay } from '@/testing/clock';

// "Today" is read by the page and again by the checks: one day for both.
onOneDay();

describe("the teacher's exam papers", () => {
  it('marks the papers they invigilate among their classes’ coming papers', async () => {
    let from: string | null = null;
    server.use(
      schoolSettings(),
      http.get('*/api/teachers/me/', () => HttpResponse.json({ id: 'teacher-2' })),
      http.get('*/api/exam-schedules/', ({ request }) => {
        from = new URL(request.url).searchParams.get('from');
        return HttpResponse.json(
          page([
            paper({ id: 'a' }),
            paper({
              id: 'b',
              subject_name: 'English Language',
              start_time: '12:00',
              end_time: '13:00',
              invigilator_id: 'teacher-2',
              invigilator_name: 'Ngozi Okafor',
            }),
          ]),
        );
      }),
    );
    renderApp(<TeacherExamsPage />);

    const monday = await screen.findByRole('region', { name: 'Monday 7 December 2026' });
    const english = within(monday).getByRole('rowheader', { name: /^English Language/ })
      .parentElement as HTMLElement;
    // In the "Your part" column, and under the subject where a phone leaves that column out.
    expect(within(english).getAllByText('You invigilate')).toHaveLength(2);
    const maths = within(monday).getByRole('rowheader', { name: /^Mathematics/ })
      .parentElement as HTMLElement;
    expect(within(maths).getByText('Your class')).toBeInTheDocument();
    expect(within(maths).queryByText('You invigilate')).toBeNull();
    expect(from).toBe(localDay());

    fireEvent.click(screen.getByLabelText('Only the papers I invigilate'));
    expect(within(monday).queryByRole('rowheader', { name: /^Mathematics/ })).toBeNull();
    expect(within(monday).getByRole('rowheader', { name: /^English Language/ })).toBeVisible();
  });
});
