import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { studentDays } from '@/testing/attendance';
import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';
import type { StudentDays } from '@/types/attendance';

import { page, student } from '../testing/fixtures';
import { AttendanceThisTerm } from './attendance-card';

/** The family's students, and each one's term from `terms`; records whose were asked. */
function serve(
  students: ReturnType<typeof student>[],
  terms: Record<string, StudentDays | (() => Response)>,
) {
  const asked: string[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/students/', () => HttpResponse.json(page(students))),
    http.get('*/api/attendance/student/', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const id = query.get('student_id') ?? '';
      // The current term so far: the server's default range.
      expect(query.has('from') || query.has('to')).toBe(false);
      asked.push(id);
      const term = terms[id];
      return typeof term === 'function' ? term() : HttpResponse.json(term);
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

const bayo = student({ id: 'student-bayo', first_name: 'Bayo', last_name: 'Okafor' });

describe("the dashboard's attendance this term", () => {
  it("shows a student's figures with the server's rate, and the term's calendar", async () => {
    signedInAs('student');
    // 30 present and 5 late of 38 days marked: the server's 92%, not 35 of 39 days open.
    const asked = serve([student()], {
      'student-amara': studentDays({
        tally: { days_open: 39, present: 30, absent: 2, late: 5, excused: 1 },
        rate: 92,
      }),
    });
    renderApp(<AttendanceThisTerm />);

    const card = screen.getByRole('region', { name: 'Attendance this term' });
    expect(await within(card).findByText('92%')).toBeInTheDocument();
    expect(facts(card)).toEqual({
      'Days open': '39',
      Present: '30',
      Absent: '2',
      Late: '5',
      Excused: '1',
      Rate: '92%',
    });
    // A student's own calendar is open from the start.
    const calendar = within(card).getByRole('group', { name: 'Calendar of your term' });
    expect(
      within(calendar).getByRole('cell', { name: 'Tuesday 24 November: absent (Fever)' }),
    ).toHaveTextContent('A');
    expect(within(card).getByRole('button', { name: 'Hide calendar' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(asked).toEqual(['student-amara']);
  });

  it("gives a parent each child's figures, each calendar behind its own button", async () => {
    signedInAs('parent');
    serve([student(), bayo], {
      'student-amara': studentDays(),
      'student-bayo': studentDays({
        student_id: 'student-bayo',
        school_days: [],
        marks: [],
        tally: { days_open: 0, present: 0, absent: 0, late: 0, excused: 0 },
        rate: null,
      }),
    });
    renderApp(<AttendanceThisTerm />);

    const card = screen.getByRole('region', { name: 'Attendance this term' });
    const amara = (await within(card).findByRole('heading', { name: 'Amara Okafor' }))
      .parentElement as HTMLElement;
    expect(await within(amara).findByText('87%')).toBeInTheDocument();
    expect(within(amara).queryByRole('group')).toBeNull();
    const show = within(amara).getByRole('button', { name: 'Show calendar of Amara Okafor' });
    expect(show).toHaveAttribute('aria-expanded', 'false');

    fireEvent.click(show);

    const calendar = within(amara).getByRole('group', { name: "Calendar of Amara Okafor's term" });
    expect(
      within(calendar).getByRole('cell', { name: 'Monday 23 November: not marked' }),
    ).toBeInTheDocument();
    expect(
      within(amara).getByRole('button', { name: 'Hide calendar of Amara Okafor' }),
    ).toHaveAttribute('aria-expanded', 'true');

    const bayoLine = within(card).getByRole('heading', { name: 'Bayo Okafor' })
      .parentElement as HTMLElement;
    expect(await within(bayoLine).findByText('No school days yet.')).toBeInTheDocument();
    expect(within(bayoLine).queryByText(/%$/)).toBeNull();
    expect(within(bayoLine).queryByRole('button')).toBeNull();
  });

  it('says what to do when the days cannot be read, and when there is no current term', async () => {
    signedInAs('parent');
    serve([student(), bayo], {
      'student-amara': () =>
        HttpResponse.json({ detail: 'The server is busy.', code: 'internal' }, { status: 503 }),
      'student-bayo': () =>
        HttpResponse.json(
          {
            detail: 'No term is marked current. Make one current on the sessions screen first.',
            code: 'academics.conflict',
          },
          { status: 409 },
        ),
    });
    renderApp(<AttendanceThisTerm />);

    const card = screen.getByRole('region', { name: 'Attendance this term' });
    // A failure of the server is asked once more before it is shown.
    expect(await within(card).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The attendance could not be loaded: The server is busy. Check your connection, then try again.',
    );
    expect(within(card).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(
      await within(card).findByText(
        'The school has not started a term yet: the attendance appears here once it does.',
      ),
    ).toBeInTheDocument();
  });
});
