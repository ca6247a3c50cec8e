import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { ExamPaper } from '../api';
import { page, paper } from '../testing/fixtures';
import { ComingExams } from './coming-exams';
import { localDay } from '@/lib/dates';
import { onOneDay } from '@/testing/clock';

// "Today" is read by the page and again by the checks: one day for both.
onOneDay();

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

describe("a family's coming exams", () => {
  it('asks for the first twenty papers from today and lists them by date with their class', async () => {
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
    expect(asked[0].get('from')).toBe(localDay());
    expect(asked[0].get('page_size')).toBe('20');
    expect(asked[0].get('page')).toBe('1');
    expect(within(card).getByText('All 2 coming papers.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Show more papers' })).toBeNull();
  });

  it("names a parent's children who sit each paper", async () => {
    serve([
      paper({ id: 'a', class_id: 'class-2b', class_name: 'JSS 2B', room: 'Hall A' }),
      paper({ id: 'b', class_id: 'class-1a', class_name: 'SS 1A', room: '' }),
    ]);
    const children: Record<string, string> = { 'class-2b': 'Tolu Bakare and Kemi Bakare' };
    renderApp(<ComingExams childrenOf={(id) => children[id]} />);

    const card = screen.getByRole('region', { name: 'Coming exams' });
    expect(
      await within(card).findByText('· Tolu Bakare and Kemi Bakare · JSS 2B · Hall A', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(card).getByText('· SS 1A', { exact: false })).toBeInTheDocument();
  });

  it('says so when no exam is scheduled', async () => {
    serve([]);
    renderApp(<ComingExams />);

    expect(await screen.findByText('No exams are scheduled.')).toBeInTheDocument();
  });

  it('shows the next twenty papers each time more are asked for', async () => {
    const papers = Array.from({ length: 25 }, (_, i) =>
      paper({ id: `p${i}`, subject_name: `Subject ${i}`, date: '2026-12-07' }),
    );
    const asked: URLSearchParams[] = [];
    server.use(
      schoolSettings(),
      http.get('*/api/exam-schedules/', ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const first = params.get('page') === '1';
        return HttpResponse.json({
          ...page(first ? papers.slice(0, 20) : papers.slice(20), 25),
          next: first ? '/api/exam-schedules/?page=2' : null,
        });
      }),
    );
    renderApp(<ComingExams />);

    const card = screen.getByRole('region', { name: 'Coming exams' });
    expect(await within(card).findByText('Showing 20 of 25 coming papers.')).toBeInTheDocument();
    fireEvent.click(within(card).getByRole('button', { name: 'Show more papers' }));
    expect(await within(card).findByText('All 25 coming papers.')).toBeInTheDocument();
    expect(within(card).getByText('Subject 24')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Show more papers' })).toBeNull();
    expect(asked.map((p) => p.get('page'))).toEqual(['1', '2']);
  });
});
