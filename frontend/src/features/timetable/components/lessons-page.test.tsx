import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { Lesson } from '../api';
import LessonsPage from './lessons-page';

const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });

const maths: Lesson = {
  id: 'lesson-1',
  term_id: 'term-1',
  class_id: 'class-1',
  class_name: 'JSS 2B',
  class_subject_id: 'cs-maths',
  subject_id: 'mathematics',
  subject_name: 'Mathematics',
  teacher_id: 'teacher-1',
  teacher_name: 'Emeka Nwosu',
  weekday: 'monday',
  start_time: '08:00',
  end_time: '08:40',
  room: '',
};

function school(lessons: Lesson[]) {
  server.use(
    schoolSettings(),
    http.get('*/api/classes/', () => HttpResponse.json(page([{ id: 'class-1', name: 'JSS 2B' }]))),
    http.get('*/api/class-subjects/', () =>
      HttpResponse.json(
        page([
          {
            id: 'cs-maths',
            subject_name: 'Mathematics',
            teacher_name: 'Emeka Nwosu',
          },
        ]),
      ),
    ),
    http.get('*/api/lessons/', () => HttpResponse.json(page(lessons))),
  );
}

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
    await screen.findByRole('option', { name: 'Mathematics · Emeka Nwosu' });

    fireEvent.change(screen.getByLabelText('Subject'), { target: { value: 'cs-maths' } });
    fireEvent.change(screen.getByLabelText('Starts'), { target: { value: '08:20' } });
    fireEvent.change(screen.getByLabelText('Ends'), { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add lesson' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(sentence);
    expect(sent).toEqual({
      class_subject_id: 'cs-maths',
      weekday: 'monday',
      start_time: '08:20',
      end_time: '09:00',
      room: '',
    });
  });
});
