import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { ExamPaper } from '../api';
import { exam, page, paper } from '../testing/fixtures';
import ExamSchedulesPage from './exam-schedules-page';

const mock = exam({ id: 'exam-2', name: 'Mock Examination', status: 'scheduled' });

/** The school's exams, classes, subjects and teachers; `papers` for any exam asked. */
function school(papers: ExamPaper[]) {
  const asked: URLSearchParams[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/exams/', () => HttpResponse.json(page([exam(), mock]))),
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
    http.get('*/api/exam-schedules/', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(page(papers));
    }),
  );
  return asked;
}

describe("the admin's exam schedules", () => {
  it("groups the chosen exam's papers by day, each day's by time", async () => {
    const asked = school([
      paper({ id: 'p1' }),
      paper({
        id: 'p2',
        class_name: 'SS 1A',
        subject_name: 'English Language',
        start_time: '12:00',
        end_time: '13:30',
        room: '',
        invigilator_id: null,
        invigilator_name: null,
      }),
      paper({ id: 'p3', date: '2026-12-08', subject_name: 'Basic Science', room: 'Lab 1' }),
    ]);
    renderApp(<ExamSchedulesPage />, { route: '/admin/exam-schedules?exam=exam-2' });

    const monday = await screen.findByRole('region', { name: 'Monday 7 December 2026' });
    const rows = within(monday).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^09:00–11:00JSS 2BMathematicsHall A · Emeka NwosuHall AEmeka Nwosu/),
      expect.stringMatching(/^12:00–13:30SS 1AEnglish LanguageNo invigilator—Nobody/),
    ]);
    const tuesday = screen.getByRole('region', { name: 'Tuesday 8 December 2026' });
    expect(within(tuesday).getByRole('rowheader', { name: /^Basic Science/ })).toBeInTheDocument();
    expect(within(tuesday).getByRole('cell', { name: 'Lab 1' })).toBeInTheDocument();

    // The exam of the address is chosen, and its papers asked for.
    expect(screen.getByLabelText('Exam')).toHaveValue('exam-2');
    expect(screen.getByRole('heading', { name: 'Mock Examination' })).toBeInTheDocument();
    expect(asked[0].get('exam_id')).toBe('exam-2');
    expect(asked[0].has('class_id')).toBe(false);
  });

  it('shows the sentence of a refused clash above the form, and sends the paper as entered', async () => {
    school([paper()]);
    let sent: unknown = null;
    const sentence =
      'Emeka Nwosu already invigilates JSS 2B Mathematics on Monday 7 December 2026 09:00-11:00. Choose another time, or change that paper first.';
    server.use(
      http.post('*/api/exam-schedules/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ detail: sentence, code: 'exams.conflict' }, { status: 409 });
      }),
    );
    renderApp(<ExamSchedulesPage />);

    const form = await screen.findByRole('form', { name: 'Add a paper' });
    // The first exam is chosen when the address names none; the date stays within its days.
    const date = within(form).getByLabelText('Date');
    expect(date).toHaveValue('2026-12-07');
    expect(date).toHaveAttribute('min', '2026-12-07');
    expect(date).toHaveAttribute('max', '2026-12-11');

    await within(form).findByRole('option', { name: 'JSS 2B' });
    fireEvent.change(within(form).getByLabelText('Class'), { target: { value: 'class-1' } });
    await within(form).findByRole('option', { name: 'Mathematics · Emeka Nwosu' });
    fireEvent.change(within(form).getByLabelText('Subject'), { target: { value: 'cs-maths' } });
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '11:30' } });
    fireEvent.change(within(form).getByLabelText('Room (optional)'), {
      target: { value: ' Hall A ' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Add paper' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(sentence);
    // The subject's teacher invigilates unless another is chosen: the field is left out.
    expect(sent).toEqual({
      exam_id: 'exam-1',
      class_subject_id: 'cs-maths',
      date: '2026-12-07',
      start_time: '10:00',
      end_time: '11:30',
      room: 'Hall A',
    });
  });

  it('asks for one class when filtered, and says when it has no papers', async () => {
    const asked = school([]);
    renderApp(<ExamSchedulesPage />);

    expect(await screen.findByText('This exam has no papers yet. Add them below.')).toBeVisible();
    const filter = screen.getAllByLabelText('Class')[0];
    await within(filter).findByRole('option', { name: 'SS 1A' });
    fireEvent.change(filter, { target: { value: 'class-2' } });

    expect(
      await screen.findByText('This class has no papers in this exam yet. Add them below.'),
    ).toBeVisible();
    expect(asked.at(-1)?.get('class_id')).toBe('class-2');
    expect(asked.at(-1)?.get('exam_id')).toBe('exam-1');
  });

  it("changes a paper, sending only what changed; 'Subject teacher' names the subject's teacher", async () => {
    school([paper({ invigilator_id: 'teacher-2', invigilator_name: 'Ngozi Okafor' })]);
    let sent: unknown = null;
    server.use(
      http.patch('*/api/exam-schedules/:id/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(paper({ start_time: '10:00', end_time: '12:00' }));
      }),
    );
    renderApp(<ExamSchedulesPage />);

    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Edit Mathematics for JSS 2B on Monday 7 December 2026',
      }),
    );
    const form = screen.getByRole('form', { name: 'Change Mathematics for JSS 2B' });
    expect(within(form).getByLabelText('Invigilator')).toHaveValue('teacher-2');
    await within(form).findByRole('option', { name: 'Mathematics · Emeka Nwosu' });
    fireEvent.change(within(form).getByLabelText('Starts'), { target: { value: '10:00' } });
    fireEvent.change(within(form).getByLabelText('Ends'), { target: { value: '12:00' } });
    fireEvent.change(within(form).getByLabelText('Invigilator'), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));

    expect(
      await screen.findByText('Mathematics for JSS 2B is on Monday 7 December 2026, 10:00–12:00.'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ start_time: '10:00', end_time: '12:00', invigilator_id: 'teacher-1' });
    expect(screen.queryByRole('form', { name: 'Change Mathematics for JSS 2B' })).toBeNull();
  });
});
