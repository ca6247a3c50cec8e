import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import type { Exam } from '../api';
import { exam, page } from '../testing/fixtures';
import ExamsPage from './exams-page';

/** Serves `initial` as the exams list, which publishing and PATCH change; records the writes. */
function serve(initial: Exam[]) {
  let exams = [...initial];
  const writes: { method: string; path: string; body: unknown }[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/exams/', () => HttpResponse.json(page(exams))),
    http.post('*/api/exams/:id/publish/', ({ params }) => {
      writes.push({ method: 'POST', path: `publish ${params.id}`, body: null });
      exams = exams.map((e) => (e.id === params.id ? { ...e, status: 'scheduled' } : e));
      const published = exams.find((e) => e.id === params.id);
      return HttpResponse.json({
        exam: published,
        messages: 42,
        detail:
          'First Term Examination is published: 42 students and parents will be told: 84 messages.',
      });
    }),
    http.patch('*/api/exams/:id/', async ({ params, request }) => {
      const body = (await request.json()) as Partial<Exam>;
      writes.push({ method: 'PATCH', path: String(params.id), body });
      exams = exams.map((e) => (e.id === params.id ? { ...e, ...body } : e));
      return HttpResponse.json(exams.find((e) => e.id === params.id));
    }),
  );
  return writes;
}

describe("the admin's exams", () => {
  it('lists each exam with its term, kind, dates, status and papers', async () => {
    serve([
      exam(),
      exam({
        id: 'exam-2',
        name: 'Mid-term Test',
        kind: 'test',
        start_date: '2026-10-26',
        end_date: '2026-10-26',
        status: 'completed',
        papers: 1,
      }),
    ]);
    renderApp(<ExamsPage />);

    const first = (await screen.findByRole('rowheader', { name: 'First Term Examination' }))
      .parentElement as HTMLElement;
    expect(within(first).getByText('First Term 2026/2027')).toBeInTheDocument();
    expect(within(first).getByText('Exam')).toBeInTheDocument();
    expect(within(first).getByText('7–11 December 2026')).toBeInTheDocument();
    expect(within(first).getByText('Draft')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: /^3 papers/ })).toHaveAttribute(
      'href',
      '/admin/exam-schedules?exam=exam-1',
    );

    const second = screen.getByRole('rowheader', { name: 'Mid-term Test' })
      .parentElement as HTMLElement;
    expect(within(second).getByText('Test')).toBeInTheDocument();
    expect(within(second).getByText('26 October 2026')).toBeInTheDocument();
    expect(within(second).getByText('Completed')).toBeInTheDocument();
    expect(within(second).getByText('1 paper')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();
  });

  it("publishes a draft's schedule and shows the server's sentence", async () => {
    const writes = serve([exam()]);
    renderApp(<ExamsPage />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Publish schedule of First Term Examination' }),
    );

    expect(
      await screen.findByText(
        'First Term Examination is published: 42 students and parents will be told: 84 messages.',
      ),
    ).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'POST', path: 'publish exam-1', body: null }]);
    // The list is read again: the exam is scheduled, and can be held or withdrawn.
    expect(
      await screen.findByRole('button', { name: 'Withdraw First Term Examination' }),
    ).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: 'First Term Examination' })
      .parentElement as HTMLElement;
    expect(within(row).getByText('Scheduled')).toBeInTheDocument();
  });

  it('does not offer to publish an exam without papers, and says why', async () => {
    serve([exam({ papers: 0 })]);
    renderApp(<ExamsPage />);

    const publish = await screen.findByRole('button', {
      name: 'Publish schedule of First Term Examination',
    });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription(
      'Add its papers on the exam schedules screen first.',
    );
  });

  it("shows the server's sentence when publishing is refused", async () => {
    serve([exam()]);
    server.use(
      http.post('*/api/exams/:id/publish/', () =>
        HttpResponse.json(
          { detail: 'First Term Examination is already published.', code: 'exams.conflict' },
          { status: 409 },
        ),
      ),
    );
    renderApp(<ExamsPage />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Publish schedule of First Term Examination' }),
    );

    expect(
      await screen.findByText('First Term Examination is already published.'),
    ).toBeInTheDocument();
  });

  it('moves a scheduled exam on to in progress, then completed', async () => {
    const writes = serve([exam({ status: 'scheduled' })]);
    renderApp(<ExamsPage />);

    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark in progress: First Term Examination' }),
    );
    expect(await screen.findByText('First Term Examination is in progress.')).toBeInTheDocument();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Mark completed: First Term Examination' }),
    );
    await screen.findByText('First Term Examination is completed.');

    expect(writes).toEqual([
      { method: 'PATCH', path: 'exam-1', body: { status: 'in_progress' } },
      { method: 'PATCH', path: 'exam-1', body: { status: 'completed' } },
    ]);
  });

  it('withdraws a scheduled exam to a draft only once confirmed', async () => {
    const writes = serve([exam({ status: 'scheduled' })]);
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
    renderApp(<ExamsPage />);

    const withdraw = await screen.findByRole('button', {
      name: 'Withdraw First Term Examination',
    });
    fireEvent.click(withdraw);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(writes).toEqual([]);

    fireEvent.click(withdraw);
    expect(
      await screen.findByText(
        'First Term Examination is withdrawn: it is a draft again, which only admins see.',
      ),
    ).toBeInTheDocument();
    expect(writes).toEqual([{ method: 'PATCH', path: 'exam-1', body: { status: 'draft' } }]);
  });

  it('shows the fields the server refuses on those fields', async () => {
    serve([]);
    let sent: unknown = null;
    server.use(
      http.post('*/api/exams/', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          {
            detail: 'Some fields need attention.',
            code: 'validation',
            fields: { end_date: ['The exam must end within the term, by 18 December 2026.'] },
          },
          { status: 422 },
        );
      }),
    );
    renderApp(<ExamsPage />);
    await screen.findByText('There are no exams yet. Add the first one below.');

    fireEvent.change(screen.getByLabelText('Name'), { target: { value: ' Mock Exam ' } });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'test' } });
    fireEvent.change(screen.getByLabelText('First day'), { target: { value: '2026-12-14' } });
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-12-21' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add exam' }));

    await waitFor(() =>
      expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription(
        'The exam must end within the term, by 18 December 2026.',
      ),
    );
    expect(sent).toEqual({
      name: 'Mock Exam',
      kind: 'test',
      start_date: '2026-12-14',
      end_date: '2026-12-21',
    });
  });
});
