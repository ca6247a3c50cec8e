import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import type { Holiday, HolidaysBody } from '../admin-api';
import { classSummary, monthSheet, schoolDay, session } from '../testing/admin-fixtures';
import { page } from '../testing/fixtures';
import AdminAttendancePage from './admin-attendance-page';
import { localDay } from '@/lib/dates';
import { onOneDay } from '@/testing/clock';

// "Today" is read by the page and again by the checks: one day for both, Wednesday 9 December,
// after the registers of 7 and 8 December the fixtures treat as past.
onOneDay(new Date(2026, 11, 9, 10, 0));

function open(route = '/admin/attendance') {
  return renderApp(<AdminAttendancePage />, { route, path: '/admin/attendance' });
}

/** A signed-in admin (with settings.change unless told otherwise) and the school settings. */
function admin(extra: Record<string, unknown> = { permissions: ['settings.change'] }) {
  server.use(schoolSettings());
  return signedInAs('admin', extra);
}

const classes = http.get('*/api/classes/', () =>
  HttpResponse.json(
    page([
      { id: 'class-1a', name: 'JSS 1A' },
      { id: 'class-2b', name: 'JSS 2B' },
    ]),
  ),
);

describe('the school on a day', () => {
  it('lists the classes not marked first with their class teacher, then every register', async () => {
    admin();
    const asked: string[] = [];
    server.use(
      http.get('*/api/attendance/day/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('date') ?? '');
        return HttpResponse.json(schoolDay());
      }),
    );
    open('/admin/attendance?date=2026-12-07');

    const waiting = await screen.findByRole('region', { name: 'Not marked yet: 1 class' });
    expect(asked).toEqual(['2026-12-07']);
    expect(within(waiting).getByRole('link', { name: 'JSS 2B' })).toHaveAttribute(
      'href',
      '/admin/attendance?tab=report&class=class-2b',
    );
    expect(waiting).toHaveTextContent('Class teacher: Mr Eze · 28 students');

    const totals = screen.getByRole('region', { name: 'School totals' });
    expect(totals).toHaveTextContent('Students58Marked30Present26Absent2Late1Excused1Rate90%');

    const table = screen.getByRole('table', { name: 'Registers of Monday 7 December 2026' });
    const rows = within(table).getAllByRole('row').slice(1);
    // The register waiting comes first.
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'JSS 2B',
      'JSS 1A',
      'SS 1A',
    ]);
    expect(rows[0]).toHaveTextContent('Not marked');
    expect(rows[1]).toHaveTextContent('Marked by Mrs Bello at 08:15');
    expect(rows[1]).toHaveTextContent('90%');
    expect(rows[2]).toHaveTextContent('No students');
    expect(within(rows[1]).getByRole('link', { name: 'JSS 1A' })).toHaveAttribute(
      'href',
      '/admin/attendance?tab=report&class=class-1a',
    );
  });

  it("asks for today's registers unless a day is chosen", async () => {
    admin();
    const asked: string[] = [];
    server.use(
      http.get('*/api/attendance/day/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('date') ?? '');
        return HttpResponse.json(schoolDay({ date: localDay() }));
      }),
    );
    open();

    await screen.findByRole('table', { name: /^Registers of/ });
    expect(asked[0]).toBe(localDay());
    expect(screen.getByLabelText('Day')).toHaveValue(localDay());
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  });

  it('says why a closed day has no register, and lists no class as waiting', async () => {
    admin();
    const closed = 'Sunday is a weekend day: there is no register.';
    server.use(
      http.get('*/api/attendance/day/', () =>
        HttpResponse.json(
          schoolDay({
            date: '2026-12-06',
            closed,
            classes: schoolDay().classes.map((c) => ({
              ...c,
              marked: 0,
              present: 0,
              absent: 0,
              late: 0,
              excused: 0,
              marked_by_name: null,
              marked_at: null,
              rate: null,
            })),
            not_marked: 0,
            marked: 0,
            present: 0,
            absent: 0,
            late: 0,
            excused: 0,
            rate: null,
          }),
        ),
      ),
    );
    open('/admin/attendance?date=2026-12-06');

    expect(
      await screen.findByText(`${closed} Choose a school day above to see its registers.`),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: /^Not marked yet/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says what failed and offers to try again', async () => {
    admin();
    server.use(
      http.get('*/api/attendance/day/', () =>
        HttpResponse.json({ detail: 'The server is busy.' }, { status: 503 }),
      ),
    );
    open();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The school's registers could not be loaded: The server is busy. Check your connection, then try again.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe("a class's report", () => {
  it("shows each student's days over the term so far, and downloads them as CSV with the bearer token", async () => {
    admin();
    const summaries: URLSearchParams[] = [];
    let exported: { url: URL; auth: string | null } | null = null;
    server.use(
      classes,
      http.get('*/api/attendance/summary/', ({ request }) => {
        summaries.push(new URL(request.url).searchParams);
        return HttpResponse.json(classSummary());
      }),
      http.get('*/api/attendance/summary/export/', ({ request }) => {
        exported = { url: new URL(request.url), auth: request.headers.get('Authorization') };
        return new HttpResponse('admission_number,name\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      }),
      http.get('*/api/attendance/month/', () => HttpResponse.json(monthSheet())),
    );
    const created = vi.fn(() => 'blob:attendance');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open('/admin/attendance?tab=report&class=class-1a');

    const range = await screen.findByRole('region', { name: 'Over a range of days' });
    const table = await within(range).findByRole('table', { name: 'Attendance of JSS 1A' });
    // No days chosen: the server's term so far.
    expect(summaries[0].get('class_id')).toBe('class-1a');
    expect(summaries[0].has('from')).toBe(false);
    expect(summaries[0].has('to')).toBe(false);
    expect(range).toHaveTextContent('JSS 1A: 14 September 2026 to 7 December 2026');
    expect(range).toHaveTextContent('40 school days · class rate 92%');
    const rows = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent);
    expect(rows.map(cells)).toEqual([
      ['Student', 'Days open', 'Present', 'Absent', 'Late', 'Excused', 'Not marked', 'Rate'],
      ['Amara OkaforADM/2026/001', '40', '30', '4', '5', '1', '0', '88%'],
      ['Bayo AdeyemiADM/2026/002', '40', '35', '1', '0', '0', '4', '97%'],
    ]);
    expect(screen.getByLabelText('Class')).toHaveValue('class-1a');

    fireEvent.click(within(range).getByRole('button', { name: /^Download CSV/ }));

    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exported!.auth).toMatch(/^Bearer /);
    expect(exported!.url.pathname).toBe('/api/attendance/summary/export/');
    expect(Object.fromEntries(exported!.url.searchParams)).toEqual({
      class_id: 'class-1a',
      from: '2026-09-14',
      to: '2026-12-07',
    });
    expect(created).toHaveBeenCalled();
    click.mockRestore();
  });

  it('asks for the days chosen, and shows a refused range on its field', async () => {
    admin();
    const summaries: URLSearchParams[] = [];
    server.use(
      classes,
      http.get('*/api/attendance/summary/', ({ request }) => {
        const query = new URL(request.url).searchParams;
        summaries.push(query);
        return query.get('to') === '2026-10-01'
          ? HttpResponse.json(
              {
                detail: 'Some fields are not valid.',
                fields: { to: ['Choose a last day on or after the first day.'] },
              },
              { status: 422 },
            )
          : HttpResponse.json(classSummary());
      }),
      http.get('*/api/attendance/month/', () => HttpResponse.json(monthSheet())),
    );
    open('/admin/attendance?tab=report&class=class-1a&from=2026-11-02');

    await screen.findByRole('table', { name: 'Attendance of JSS 1A' });
    expect(summaries[0].get('from')).toBe('2026-11-02');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-01' } });

    const to = screen.getByLabelText('To');
    await waitFor(() =>
      expect(to).toHaveAccessibleDescription('Choose a last day on or after the first day.'),
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(summaries.at(-1)?.get('to')).toBe('2026-10-01');
  });

  it('shows the month as the register book, with a legend, totals and its CSV', async () => {
    admin();
    const months: string[] = [];
    let exported: URL | null = null;
    server.use(
      classes,
      http.get('*/api/attendance/summary/', () => HttpResponse.json(classSummary())),
      http.get('*/api/attendance/month/', ({ request }) => {
        months.push(new URL(request.url).searchParams.get('month') ?? '');
        return HttpResponse.json(monthSheet());
      }),
      http.get('*/api/attendance/month/export/', ({ request }) => {
        exported = new URL(request.url);
        return new HttpResponse('admission_number,name\n', {
          headers: { 'Content-Type': 'text/csv' },
        });
      }),
    );
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:month'), revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    open('/admin/attendance?tab=report&class=class-1a&month=2026-12');

    const section = await screen.findByRole('region', { name: 'Month register' });
    const grid = await within(section).findByRole('table', {
      name: 'Register of JSS 1A, December 2026',
    });
    expect(months).toEqual(['2026-12']);
    expect(screen.getByLabelText('Month')).toHaveValue('2026-12');

    // Days across, named in full for screen readers.
    const header = within(grid).getAllByRole('columnheader');
    expect(header.map((h) => h.textContent)).toEqual([
      'Student',
      'Mon7Monday 7 December 2026',
      'Tue8Tuesday 8 December 2026',
      'Wed9Wednesday 9 December 2026',
      'P',
      'A',
      'L',
      'E',
      'Rate',
    ]);
    // Students down: each mark's letter on its colour, its word read out, then the totals.
    const amara = within(grid).getByRole('row', { name: /^Amara Okafor/ });
    const cells = within(amara).getAllByRole('cell');
    expect(cells.slice(0, 3).map((c) => c.textContent)).toEqual(['PPresent', 'AAbsent', 'LLate']);
    expect(within(cells[1]).getByText('A')).toHaveClass('bg-red-700');
    expect(cells.slice(3).map((c) => c.textContent)).toEqual(['1', '1', '1', '0', '67%']);
    const bayo = within(grid).getByRole('row', { name: /^Bayo Adeyemi/ });
    expect(within(bayo).getAllByRole('cell')[2]).toHaveTextContent('Not marked');
    // Under each day, how many came of those marked.
    const foot = within(grid).getByRole('row', { name: /^In school/ });
    expect(within(foot).getAllByRole('cell')[0]).toHaveTextContent(
      '1 of 2 students marked came to school',
    );
    const legend = within(section).getByRole('list', { name: 'Legend' });
    expect(legend).toHaveTextContent('PPresentAAbsentLLateEExcused·Not marked');

    fireEvent.click(within(section).getByRole('button', { name: /^Download CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exported!.pathname).toBe('/api/attendance/month/export/');
    expect(Object.fromEntries(exported!.searchParams)).toEqual({
      class_id: 'class-1a',
      month: '2026-12',
    });
    click.mockRestore();
  });

  it('asks for a class first', async () => {
    admin();
    server.use(classes);
    open('/admin/attendance?tab=report');

    expect(await screen.findByRole('option', { name: 'JSS 2B' })).toBeInTheDocument();
    expect(screen.getByText(/^Choose a class to see/)).toBeVisible();
  });
});

describe("the term's holidays", () => {
  const HOLIDAYS = '*/api/attendance/holidays/';

  function serveHolidays(stored: Holiday[]) {
    const asked: string[] = [];
    server.use(
      http.get('*/api/sessions/', () => HttpResponse.json(page([session()]))),
      http.get(HOLIDAYS, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('term_id') ?? '');
        return HttpResponse.json(stored);
      }),
    );
    return asked;
  }

  it('adds and removes days, and saves the whole list', async () => {
    admin();
    const asked = serveHolidays([{ date: '2026-10-01', name: 'Independence Day' }]);
    const sent: HolidaysBody[] = [];
    server.use(
      http.put(HOLIDAYS, async ({ request }) => {
        const body = (await request.json()) as HolidaysBody;
        sent.push(body);
        return HttpResponse.json(body.items);
      }),
    );
    open('/admin/attendance?tab=holidays');

    const list = await screen.findByRole('list', { name: 'Holidays of First Term, 2026/2027' });
    expect(asked).toEqual(['term-1']);
    expect(screen.getByLabelText('Term')).toHaveValue('term-1');
    expect(within(list).getByRole('group', { name: 'Thursday 1 October 2026' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save holidays' })).toBeDisabled();

    const add = screen.getByRole('form', { name: 'Add a holiday' });
    // A day outside the term is refused before anything is sent.
    fireEvent.change(within(add).getByLabelText('Date'), { target: { value: '2027-01-04' } });
    fireEvent.change(within(add).getByLabelText('Name'), { target: { value: 'New Year break' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    expect(within(add).getByLabelText('Date')).toHaveAccessibleDescription(
      'Choose a day of First Term (14 September 2026 to 18 December 2026).',
    );

    fireEvent.change(within(add).getByLabelText('Date'), { target: { value: '2026-11-02' } });
    fireEvent.change(within(add).getByLabelText('Name'), { target: { value: ' Mid-term break ' } });
    fireEvent.click(within(add).getByRole('button', { name: 'Add' }));
    expect(within(list).getByRole('group', { name: 'Monday 2 November 2026' })).toBeVisible();
    expect(screen.getByText('Unsaved changes: press Save holidays to keep them.')).toBeVisible();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Independence Day' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save holidays' }));

    await screen.findByText(
      'Saved the holidays of First Term, 2026/2027: 1 day without a register.',
    );
    expect(sent).toEqual([
      { term_id: 'term-1', items: [{ date: '2026-11-02', name: 'Mid-term break' }] },
    ]);
    expect(screen.getByRole('button', { name: 'Save holidays' })).toBeDisabled();
  });

  it("shows the server's refusal on the holiday it concerns", async () => {
    admin();
    serveHolidays([
      { date: '2026-10-01', name: 'Independence Day' },
      { date: '2026-11-02', name: 'Mid-term break' },
    ]);
    server.use(
      http.put(HOLIDAYS, () =>
        HttpResponse.json(
          {
            detail: 'Some fields are not valid.',
            code: 'validation',
            fields: { 'items.1.date': ['This day is listed twice.'] },
          },
          { status: 422 },
        ),
      ),
    );
    open('/admin/attendance?tab=holidays');

    const second = await screen.findByRole('group', { name: 'Monday 2 November 2026' });
    fireEvent.change(within(second).getByLabelText('Date'), {
      target: { value: '2026-10-01' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save holidays' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The holidays were not saved: correct the holiday marked below, then save again.',
    );
    const groups = screen.getAllByRole('group', { name: 'Thursday 1 October 2026' });
    const date = within(groups[1]).getByLabelText('Date');
    expect(date).toHaveAccessibleDescription('This day is listed twice.');
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(within(groups[0]).getByLabelText('Date')).not.toHaveAttribute('aria-invalid');
  });

  it('shows the list only to an admin who may not change the settings', async () => {
    admin({ permissions: [] });
    serveHolidays([{ date: '2026-10-01', name: 'Independence Day' }]);
    open('/admin/attendance?tab=holidays');

    const list = await screen.findByRole('list', { name: 'Holidays of First Term, 2026/2027' });
    expect(list).toHaveTextContent('Thursday 1 October 2026: Independence Day');
    expect(screen.queryByRole('button', { name: 'Save holidays' })).not.toBeInTheDocument();
    expect(
      screen.getByText(/^Only admins who may change the school settings can change the holidays/),
    ).toBeVisible();
  });
});
