import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { Lesson } from '../api';
import { lesson } from '../testing/fixtures';
import LessonsPage from './lessons-page';

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const maths = lesson({});
// JSS 2B's next lesson, another teacher's, in Lab 1.
const science = lesson({
  id: 'lesson-2',
  class_subject_id: 'cs-science',
  subject_id: 'basic-science',
  subject_name: 'Basic Science',
  teacher_id: 'teacher-2',
  teacher_name: 'Ngozi Okafor',
  start_time: '08:40',
  end_time: '09:20',
  room: 'Lab 1',
});
// Emeka Nwosu in another class.
const english = lesson({
  id: 'lesson-3',
  class_id: 'class-2',
  class_name: 'SS 1A',
  class_subject_id: 'cs-english',
  subject_id: 'english',
  subject_name: 'English Language',
  start_time: '09:00',
  end_time: '09:40',
  room: 'Hall',
});

/**
 * The school, with `lessons` answered as the server filters them (class, teacher, room in any
 * case, weekday); `total` is how many lessons an unfiltered list says the term has. Returns the
 * query strings of the lessons asked for.
 */
function school(lessons: Lesson[], { total }: { total?: number } = {}) {
  const asked: URLSearchParams[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/classes/', () =>
      HttpResponse.json(
        page([
          { id: 'class-1', name: 'JSS 2B' },
          { id: 'class-2', name: 'SS 1A' },
        ]),
      ),
    ),
    http.get('*/api/class-subjects/', () =>
      HttpResponse.json(
        page([
          {
            id: 'cs-maths',
            subject_name: 'Mathematics',
            teacher_id: 'teacher-1',
            teacher_name: 'Emeka Nwosu',
          },
          {
            id: 'cs-science',
            subject_name: 'Basic Science',
            teacher_id: 'teacher-2',
            teacher_name: 'Ngozi Okafor',
          },
        ]),
      ),
    ),
    http.get('*/api/teachers/', () =>
      HttpResponse.json(
        page([
          { id: 'teacher-1', first_name: 'Emeka', last_name: 'Nwosu' },
          { id: 'teacher-2', first_name: 'Ngozi', last_name: 'Okafor' },
        ]),
      ),
    ),
    http.get('*/api/lessons/', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      const is = (key: string, value: string) => !q.has(key) || q.get(key) === value;
      const found = lessons.filter(
        (l) =>
          is('class_id', l.class_id) &&
          is('teacher_id', l.teacher_id ?? '') &&
          is('weekday', l.weekday) &&
          (!q.has('room') || q.get('room')?.toLowerCase() === l.room.toLowerCase()),
      );
      const filtered = ['class_id', 'teacher_id', 'room', 'weekday'].some((k) => q.has(k));
      return HttpResponse.json({
        ...page(found),
        count: filtered ? found.length : (total ?? found.length),
      });
    }),
  );
  return asked;
}

/** The value of `select`'s option named `name`. */
const option = (select: HTMLElement, name: string) =>
  within(select).getByRole<HTMLOptionElement>('option', { name }).value;

/** Whether a lessons query asked for exactly `params` (and the page size). */
const askedFor = (asked: URLSearchParams[], params: Record<string, string>) =>
  asked.some((q) => {
    const rest = new URLSearchParams(q);
    rest.delete('page_size');
    return rest.toString() === new URLSearchParams(params).toString();
  });

describe("the admin's timetable", () => {
  it("shows the class's week by day, with each lesson's time, subject and teacher", async () => {
    school([maths]);
    renderApp(<LessonsPage />);

    const monday = await screen.findByRole('region', { name: 'Monday' });
    expect(within(monday).getByText('08:00–08:40')).toBeInTheDocument();
    expect(within(monday).getByText('Mathematics')).toBeInTheDocument();
    expect(within(monday).getByText('Emeka Nwosu')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Tuesday' })).getByText('No lessons.'),
    ).toBeInTheDocument();
  });

  it('shows the sentence of a refused clash, and sends the lesson as entered', async () => {
    school([maths]);
    let sent: unknown = null;
    const sentence =
      'JSS 2B already has Mathematics on Monday 08:00-08:40. Choose another time, or change that lesson first.';
    server.use(
      http.post('*/api/lessons/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: sentence, code: 'register.conflict' }, { status: 409 });
      }),
    );
    renderApp(<LessonsPage />);
    const form = await screen.findByRole('form', { name: 'Add a lesson' });
    await within(form).findByRole('option', { name: 'Mathematics · Emeka Nwosu' });

    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'cs-maths' } });
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '08:20' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '09:00' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add lesson' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(sentence);
    // The subject's teacher teaches it unless another is chosen: the field is left out.
    expect(sent).toEqual({
      class_subject_id: 'cs-maths',
      weekday: 'monday',
      start_time: '08:20',
      end_time: '09:00',
      room: '',
    });
  });

  it("shows a teacher's week, in every class, each lesson with its class", async () => {
    const asked = school([maths, science, english]);
    renderApp(<LessonsPage />);
    await screen.findByRole('region', { name: 'Monday' });

    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'teacher' } });
    expect(
      await screen.findByText('Choose a teacher to see their week', { exact: false }),
    ).toBeVisible();
    const teacher = screen.getByLabelText('Teacher');
    await within(teacher).findByRole('option', { name: 'Emeka Nwosu' });
    fireEvent.change(teacher, { target: { value: 'teacher-1' } });

    const monday = await screen.findByRole('region', { name: 'Monday' });
    await within(monday).findByText('English Language');
    expect(within(monday).getByText('Mathematics')).toBeInTheDocument();
    expect(within(monday).getByText('JSS 2B')).toBeInTheDocument();
    expect(within(monday).getByText('SS 1A · Hall')).toBeInTheDocument();
    expect(within(monday).queryByText('Basic Science')).not.toBeInTheDocument();
    // The buttons name the class, as the week mixes classes; no lesson is added from here.
    expect(
      within(monday).getByRole('button', {
        name: 'Edit SS 1A English Language on Monday at 09:00',
      }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add a lesson' })).not.toBeInTheDocument();
    expect(askedFor(asked, { teacher_id: 'teacher-1' })).toBe(true);
  });

  it("shows a room's week from the address, and says when the rooms listed may be incomplete", async () => {
    const asked = school([maths, science, english], { total: 250 });
    renderApp(<LessonsPage />, { route: '/admin/lessons?room=lab%201' });

    const monday = await screen.findByRole('region', { name: 'Monday' });
    await within(monday).findByText('Basic Science');
    expect(within(monday).getByText('JSS 2B · Ngozi Okafor')).toBeInTheDocument();
    expect(within(monday).queryByText('Mathematics')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Show')).toHaveValue('room');
    expect(screen.getByLabelText('Room')).toHaveValue('lab 1');
    expect(askedFor(asked, { room: 'lab 1' })).toBe(true);

    // The rooms to pick from: those the term's lessons name, each once.
    expect(await screen.findByText(/of the first 3 of the term’s 250 lessons/)).toBeInTheDocument();
    const listed = [...document.querySelectorAll('datalist option')].map((o) =>
      o.getAttribute('value'),
    );
    expect(listed).toEqual(['Hall', 'Lab 1']);
  });

  it('changes a lesson with only what changed, warning of the lesson it would meet', async () => {
    school([maths, science]);
    let sent: unknown = null;
    server.use(
      http.patch('*/api/lessons/lesson-1/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...maths, end_time: '09:00' });
      }),
    );
    renderApp(<LessonsPage />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Edit Mathematics on Monday at 08:00' }),
    );
    const form = screen.getByRole('form', {
      name: 'Change Mathematics for JSS 2B, Monday 08:00–08:40',
    });
    expect(screen.queryByRole('form', { name: 'Add a lesson' })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Subject')).toHaveValue('cs-maths');
    expect(within(form).getByLabelText('Teacher')).toHaveValue('teacher-1');

    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '09:00' } });
    // The class's next lesson is named; the lesson does not clash with itself.
    const notice = await within(form).findByText(/^Clashes with:/);
    expect(notice).toHaveTextContent(
      'Clashes with: JSS 2B Basic Science, Monday 08:40–09:20 (the class is busy). Choose another time, or change that lesson first.',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(sent).toEqual({ end_time: '09:00' }));
    await waitFor(() => expect(form).not.toBeInTheDocument());
    expect(
      await screen.findByText('Mathematics for JSS 2B is on Monday, 08:00–09:00.'),
    ).toBeVisible();
  });

  it('names the lessons a new lesson would meet before saving, and forgets them when it moves', async () => {
    const asked = school([maths, science, english]);
    renderApp(<LessonsPage />);
    const form = await screen.findByRole('form', { name: 'Add a lesson' });
    await within(form).findByRole('option', { name: 'Mathematics · Emeka Nwosu' });

    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'cs-maths' } });
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '09:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '09:40' } });
    fireEvent.change(within(form).getByLabelText('Room (optional)'), {
      target: { value: 'LAB 1' },
    });

    // The class is busy until 09:20 in Lab 1; the subject's teacher teaches SS 1A at 09:00.
    expect(
      await within(form).findByText(
        'Clashes with: JSS 2B Basic Science, Monday 08:40–09:20 (the class and the room are busy); SS 1A English Language, Monday 09:00–09:40 (the teacher is busy). Choose another time, or change those lessons first.',
      ),
    ).toBeVisible();
    expect(askedFor(asked, { class_id: 'class-1', weekday: 'monday' })).toBe(true);
    expect(askedFor(asked, { teacher_id: 'teacher-1', weekday: 'monday' })).toBe(true);
    expect(askedFor(asked, { room: 'LAB 1', weekday: 'monday' })).toBe(true);

    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '10:40' } });
    await waitFor(() => expect(within(form).queryByText(/Clashes with/)).not.toBeInTheDocument());
    expect(within(form).getByRole('status')).toBeEmptyDOMElement();
  });

  it("offers the school day's periods, a run of them filling the times, and says when the times are custom", async () => {
    school([maths]);
    renderApp(<LessonsPage />);
    const form = await screen.findByRole('form', { name: 'Add a lesson' });
    const period = await within(form).findByLabelText('Period');
    const until = within(form).getByLabelText('Until');
    const [starts, ends] = [
      within(form).getByLabelText('Starts'),
      within(form).getByLabelText('Ends'),
    ];

    // A new lesson starts in the week's first free period (Mathematics takes Monday's first);
    // breaks are never offered.
    expect(period).toHaveDisplayValue('Period 2 · 08:40–09:20');
    expect(until).toHaveDisplayValue('Period 2 · 08:40–09:20');
    expect(
      within(period)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Period 1 · 08:00–08:40',
      'Period 2 · 08:40–09:20',
      'Period 3 · 09:20–10:00',
      'Period 4 · 10:20–11:00',
      'Period 5 · 11:00–11:40',
      'Period 6 · 11:40–12:20',
      'Period 7 · 13:00–13:40',
      'Period 8 · 13:40–14:20',
    ]);

    fireEvent.change(period, { target: { value: option(period, 'Period 2 · 08:40–09:20') } });
    expect(starts).toHaveValue('08:40');
    expect(ends).toHaveValue('09:20');
    // Until offers the same period or a later one; a run may span the break.
    expect(within(until).queryByRole('option', { name: 'Period 1 · 08:00–08:40' })).toBeNull();
    fireEvent.change(until, { target: { value: option(until, 'Period 4 · 10:20–11:00') } });
    expect(starts).toHaveValue('08:40');
    expect(ends).toHaveValue('11:00');
    expect(period).toHaveDisplayValue('Period 2 · 08:40–09:20');

    // Times typed by hand still go, and are no run of periods.
    fireEvent.change(ends, { target: { value: '10:50' } });
    expect(period).toHaveDisplayValue('Custom times');
    expect(until).toHaveDisplayValue('Custom times');

    // Back to the first period, the live notice names the class's lesson there.
    fireEvent.change(period, { target: { value: option(period, 'Period 1 · 08:00–08:40') } });
    expect(starts).toHaveValue('08:00');
    expect(ends).toHaveValue('08:40');
    expect(
      await within(form).findByText(
        'Clashes with: JSS 2B Mathematics, Monday 08:00–08:40 (the class is busy). Choose another time, or change that lesson first.',
      ),
    ).toBeVisible();
  });

  it("fills Add a lesson with a free period clicked on the class's week, and takes the reader to its Subject", async () => {
    school([maths, science]);
    renderApp(<LessonsPage />);

    // Monday's first two periods are taken; no break is offered.
    const monday = await screen.findByRole('region', { name: 'Monday' });
    const free = await within(monday).findByRole('list', { name: 'Free periods on Monday' });
    expect(
      within(free)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      '+ Period 3 · 09:20',
      '+ Period 4 · 10:20',
      '+ Period 5 · 11:00',
      '+ Period 6 · 11:40',
      '+ Period 7 · 13:00',
      '+ Period 8 · 13:40',
    ]);

    // Clicked while a lesson's form is open, the free period opens Add a lesson instead.
    fireEvent.click(screen.getByRole('button', { name: 'Edit Mathematics on Monday at 08:00' }));
    const tuesday = screen.getByRole('region', { name: 'Tuesday' });
    fireEvent.click(
      within(tuesday).getByRole('button', { name: 'Add a lesson on Tuesday in Period 4 · 10:20' }),
    );

    const form = screen.getByRole('form', { name: 'Add a lesson' });
    expect(screen.queryByRole('form', { name: /^Change/ })).not.toBeInTheDocument();
    expect(within(form).getByLabelText('Day')).toHaveValue('tuesday');
    expect(within(form).getByLabelText('Starts')).toHaveValue('10:20');
    expect(within(form).getByLabelText('Ends')).toHaveValue('11:00');
    expect(within(form).getByLabelText('Period')).toHaveDisplayValue('Period 4 · 10:20–11:00');
    await waitFor(() => expect(within(form).getByLabelText('Subject')).toHaveFocus());
  });

  it('says when every period of the week is taken, and then offers no free period', async () => {
    const times = [
      ['08:00', '08:40'],
      ['08:40', '09:20'],
      ['09:20', '10:00'],
      ['10:20', '11:00'],
      ['11:00', '11:40'],
      ['11:40', '12:20'],
      ['13:00', '13:40'],
      ['13:40', '14:20'],
    ];
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
    school(
      days.flatMap((weekday) =>
        times.map(([start_time, end_time]) =>
          lesson({ id: `${weekday}-${start_time}`, weekday, start_time, end_time }),
        ),
      ),
    );
    renderApp(<LessonsPage />);

    expect(
      await screen.findByText(
        'Every period of the week has a lesson: to add one, change or remove a lesson first, or add it at custom times.',
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Add a lesson on/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/choose one to add a lesson there/)).not.toBeInTheDocument();
  });
});
