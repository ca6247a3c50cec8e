import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { ExamPaper } from '../api';
import { today } from '../schedule';
import { page, paper } from '../testing/fixtures';
import { ComingExams } from './coming-exams';

function serve(papers: ExamPaper[], count = papers.length) {
  const asked: URLSearchParams[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/exam-schedules/', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      return HttpResponse.json(page(papers, count));
    }),
  );
  return asked;
}

describe("the dashboard's coming exams", () => {
  it('asks for the next ten papers from today and lists them by date with their class', async () => {
    const asked = serve([
      paper({ id: 'a', class_name: 'JSS 2B', subject_name: 'Mathematics', room: 'Hall A' }),
      paper({
        id: 'b',
        class_name: 'SS 1A',
        subject_name: 'Chemistry',
        date: '2026-12-08',
        start_time: '12:00',
        end_time: '13:00',
        room: '',
      }),
    ]);
    renderApp(<ComingExams />);

    const card = screen.getByRole('region', { name: 'Coming exams' });
    const monday = await within(card).findByRole('heading', { name: 'Monday 7 December 2026' });
    expect(monday.nextElementSibling).toHaveTextContent('09:00–11:00Mathematics · JSS 2B · Hall A');
    const tuesday = within(card).getByRole('heading', { name: 'Tuesday 8 December 2026' });
    expect(tuesday.nextElementSibling).toHaveTextContent('12:00–13:00Chemistry · SS 1A');
    expect(asked[0].get('from')).toBe(today());
    expect(asked[0].get('page_size')).toBe('10');
  });

  it('says so when no exam is scheduled', async () => {
    serve([]);
    renderApp(<ComingExams />);

    expect(await screen.findByText('No exams are scheduled.')).toBeInTheDocument();
  });

  it('links to every coming paper when there are more than it shows', async () => {
    serve([paper()], 14);
    renderApp(<ComingExams more="/teacher/exams" />);

    expect(await screen.findByRole('link', { name: 'See all 14 coming papers' })).toHaveAttribute(
      'href',
      '/teacher/exams',
    );
  });
});
