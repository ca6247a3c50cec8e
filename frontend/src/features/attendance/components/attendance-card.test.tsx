import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import type { Tally } from '../api';
import { page, student, tally } from '../testing/fixtures';
import { AttendanceThisTerm } from './attendance-card';

/** The family's students, and each one's tally from `tallies`; records whose were asked. */
function serve(students: ReturnType<typeof student>[], tallies: Record<string, Tally>) {
  const asked: string[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/students/', () => HttpResponse.json(page(students))),
    http.get('*/api/attendance/tally/', ({ request }) => {
      const id = new URL(request.url).searchParams.get('student_id') ?? '';
      asked.push(id);
      return HttpResponse.json(tallies[id]);
    }),
  );
  return asked;
}

/** The card's facts as term → value. */
function facts(card: HTMLElement): Record<string, string> {
  const found: Record<string, string> = {};
  for (const term of within(card).getAllByRole('term')) {
    found[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return found;
}

describe("the dashboard's attendance this term", () => {
  it("shows a student's days open, present, absent and late, and the rate of present or late", async () => {
    signedInAs('student');
    // 30 present and 5 late of 39 days: 35/39 = 89.7%, shown whole.
    const asked = serve([student()], { 'student-amara': tally({ days_open: 39 }) });
    renderApp(<AttendanceThisTerm />);

    const card = screen.getByRole('region', { name: 'Attendance this term' });
    expect(await within(card).findByText('90%')).toBeInTheDocument();
    expect(facts(card)).toEqual({
      'Days open': '39',
      Present: '30',
      Absent: '4',
      Late: '5',
      Rate: '90%',
    });
    expect(asked).toEqual(['student-amara']);
  });

  it('gives a parent a line for each child, and says when the term has had no school day', async () => {
    signedInAs('parent');
    serve([student(), student({ id: 'student-bayo', first_name: 'Bayo', last_name: 'Okafor' })], {
      'student-amara': tally({ days_open: 8, present: 5, absent: 2, late: 1, excused: 0 }),
      'student-bayo': tally({ days_open: 0, present: 0, absent: 0, late: 0, excused: 0 }),
    });
    renderApp(<AttendanceThisTerm />);

    const card = screen.getByRole('region', { name: 'Attendance this term' });
    const amara = (await within(card).findByRole('heading', { name: 'Amara Okafor' }))
      .parentElement as HTMLElement;
    // (5 + 1) / 8 = 75%.
    expect(await within(amara).findByText('75%')).toBeInTheDocument();
    const bayo = within(card).getByRole('heading', { name: 'Bayo Okafor' })
      .parentElement as HTMLElement;
    expect(await within(bayo).findByText('No school days yet.')).toBeInTheDocument();
    expect(within(bayo).queryByText(/%$/)).toBeNull();
  });
});
