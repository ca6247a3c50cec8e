import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { studentDays } from '@/testing/attendance';

import { AttendanceFigures, TermCalendar } from './term-calendar';

function renderCalendar(days = studentDays(), today = '2026-11-24') {
  render(<TermCalendar days={days} today={today} />);
  return screen.getByRole('group', { name: 'Calendar of the term' });
}

describe('the term calendar', () => {
  it('names each day of the month by its mark, with the remark', () => {
    const calendar = renderCalendar();

    const november = within(calendar).getByRole('table', { name: 'November 2026' });
    const headers = within(november)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);

    const absent = within(november).getByRole('cell', {
      name: 'Tuesday 24 November: absent (Fever)',
    });
    // The letter beside the colour, and today marked as today.
    expect(absent).toHaveTextContent('A');
    expect(absent).toHaveClass('bg-red-700');
    expect(absent).toHaveAttribute('aria-current', 'date');
    expect(
      within(november).getByRole('cell', { name: 'Tuesday 10 November: late (Bus broke down)' }),
    ).toHaveTextContent('L');
    expect(
      within(november).getByRole('cell', { name: 'Wednesday 11 November: excused' }),
    ).toHaveTextContent('E');
    expect(
      within(november).getByRole('cell', { name: 'Monday 2 November: present' }),
    ).toHaveTextContent('P');
  });

  it('shows a school day nobody marked, a holiday with its name, weekends and the days to come', () => {
    const calendar = renderCalendar();

    const unmarked = within(calendar).getByRole('cell', {
      name: 'Monday 23 November: not marked',
    });
    expect(unmarked).toHaveTextContent('?');
    const holiday = within(calendar).getByRole('cell', {
      name: "Friday 13 November: holiday (Founders' Day)",
    });
    expect(holiday).toHaveTextContent('H');
    expect(holiday).toHaveAttribute('title', "Friday 13 November: holiday (Founders' Day)");
    expect(
      within(calendar).getByRole('cell', { name: 'Saturday 7 November: weekend' }),
    ).toHaveClass('bg-slate-100');
    expect(
      within(calendar).getByRole('cell', { name: 'Wednesday 25 November: still to come' }),
    ).toBeInTheDocument();
    // Sunday 1 November is before the term's first day: an empty cell.
    expect(within(calendar).queryByRole('cell', { name: /^Sunday 1 November/ })).toBeNull();
  });

  it('has a legend of every colour with its letter, the holidays by name and the remarks', () => {
    const calendar = renderCalendar();

    const legend = within(calendar).getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'PPresent',
      'AAbsent',
      'LLate',
      'EExcused',
      '?Not marked',
      'HHoliday',
      'Weekend, no school or still to come',
    ]);
    expect(within(calendar).getByRole('list', { name: 'Holidays' })).toHaveTextContent(
      "Friday 13 November: Founders' Day",
    );
    expect(
      within(within(calendar).getByRole('list', { name: 'Remarks' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Tuesday 10 November, late: Bus broke down', 'Tuesday 24 November, absent: Fever']);
  });

  it('draws a block for each month of the range, and leaves the days after an ended term empty', () => {
    const calendar = renderCalendar(
      studentDays({
        from: '2026-09-07',
        to: '2026-11-20',
        school_days: [],
        marks: [],
        holidays: [],
      }),
      '2026-11-24',
    );

    expect(
      within(calendar)
        .getAllByRole('table')
        .map((t) => t.querySelector('caption')?.textContent),
    ).toEqual(['September 2026', 'October 2026', 'November 2026']);
    // A weekday of the range that is no school day, and nothing after the range's last day.
    expect(
      within(calendar).getByRole('cell', { name: 'Monday 7 September: no school' }),
    ).toBeInTheDocument();
    expect(within(calendar).queryByRole('cell', { name: /23 November/ })).toBeNull();
    expect(within(calendar).queryByRole('list', { name: 'Holidays' })).toBeNull();
  });
});

describe('the attendance figures', () => {
  it("shows the counts and the server's rate, and says when nothing is marked yet", () => {
    const { rerender } = render(
      <AttendanceFigures tally={studentDays().tally} rate={studentDays().rate} />,
    );
    const figures = () =>
      Object.fromEntries(
        screen.getAllByRole('term').map((t) => [t.textContent, t.nextElementSibling?.textContent]),
      );
    expect(figures()).toEqual({
      'Days open': '16',
      Present: '12',
      Absent: '1',
      Late: '1',
      Excused: '1',
      Rate: '87%',
    });

    rerender(
      <AttendanceFigures
        tally={{ days_open: 2, present: 0, absent: 0, late: 0, excused: 0 }}
        rate={null}
      />,
    );
    expect(figures().Rate).toBe('No marks yet');
  });
});
