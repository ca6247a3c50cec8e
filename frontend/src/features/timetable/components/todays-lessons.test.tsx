import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { weekdayOf } from '../week';
import { TodaysLessons } from './todays-lessons';

describe("the dashboard's lessons of the day", () => {
  it("asks for today's lessons and lists a parent's by class", async () => {
    let asked: string | null = null;
    const lesson = (id: string, className: string, start: string) => ({
      id,
      term_id: 't',
      class_id: className,
      class_name: className,
      class_subject_id: 'cs',
      subject_id: 'english',
      subject_name: 'English',
      teacher_id: null,
      teacher_name: 'Mrs Bello',
      weekday: weekdayOf(new Date()),
      start_time: start,
      end_time: '10:00',
      room: 'Room 4',
    });
    server.use(
      schoolSettings(),
      http.get('*/api/lessons/', ({ request }) => {
        asked = new URL(request.url).searchParams.get('weekday');
        const results = [lesson('a', 'JSS 1A', '09:20'), lesson('b', 'SS 2C', '08:00')];
        return HttpResponse.json({ count: 2, next: null, previous: null, results });
      }),
    );
    renderApp(<TodaysLessons byClass />);

    expect(await screen.findByRole('heading', { name: 'JSS 1A' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'SS 2C' })).toBeInTheDocument();
    expect(screen.getAllByText('· Mrs Bello · Room 4', { exact: false })).toHaveLength(2);
    expect(asked).toBe(weekdayOf(new Date()));
  });
});
