import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import {
  LEVELS,
  klass,
  pageOf,
  recordRequests,
  session,
  student,
  writes,
} from '../testing/structure-fixtures';
import PromotionPage from './promotion-page';

const [jss1, jss2, ss3] = LEVELS;
const jss1a = klass(1, jss1, 'A', { student_count: 3 });
const jss1b = klass(2, jss1, 'B');
const jss2b = klass(3, jss2, 'B');
const jss2a = klass(4, jss2, 'A');
const ss3a = klass(5, ss3, 'A', { student_count: 2 });
const [chidi, zainab, emeka, kemi] = [0, 1, 2, 3].map((n) => student(n));

function serve() {
  server.use(
    schoolSettings(),
    http.get('*/api/classes/', () => pageOf([jss2b, ss3a, jss1b, jss2a, jss1a])),
    http.get('*/api/class-levels/', () => pageOf(LEVELS)),
    http.get('*/api/sessions/', () =>
      pageOf([
        session('2024-2025', '2024/2025'),
        session('2025-2026', '2025/2026', { is_current: true }),
        session('2026-2027', '2026/2027'),
      ]),
    ),
    http.get('*/api/students/', ({ request }) => {
      const of = new URL(request.url).searchParams.get('class_id');
      return pageOf(of === jss1a.id ? [chidi, zainab, emeka] : of === ss3a.id ? [kemi] : []);
    }),
    http.post('*/api/classes/:id/promote/', () =>
      HttpResponse.json({ promoted: 1, repeated: 1, graduated: 1 }),
    ),
  );
  return recordRequests();
}

describe('the promotion screen', () => {
  it('sends who moves up, who repeats and who graduates, after confirming', async () => {
    const sent = serve();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<PromotionPage />);
    const from = screen.getByLabelText('Class to promote');
    await within(from).findByRole('option', { name: 'JSS 1A' });

    fireEvent.change(from, { target: { value: jss1a.id } });

    // The next session and the next level's class of the same arm are offered first.
    expect(await screen.findByLabelText('Into the session')).toHaveValue('2026-2027');
    expect(screen.getByLabelText('Promoted students go to')).toHaveValue(jss2a.id);
    const zainabRow = (await screen.findByText('Zainab Lawal')).closest('tr')!;
    expect(within(zainabRow).getByLabelText('Promote')).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Graduate all' })).not.toBeInTheDocument();
    fireEvent.click(within(zainabRow).getByLabelText('Repeat'));
    const emekaRow = screen.getByText('Emeka Nwosu').closest('tr')!;
    fireEvent.click(within(emekaRow).getByLabelText('Graduate'));
    fireEvent.change(screen.getByLabelText('Students who repeat go to'), {
      target: { value: jss1b.id },
    });
    expect(
      screen.getByText('Of 3 students: 1 promoted to JSS 2A, 1 repeating in JSS 1B, 1 graduating.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Promote' }));

    const saved = await screen.findByText('Promotion of JSS 1A into 2026/2027 is saved.');
    const done = saved.closest('[role="status"]')!;
    expect(done).toHaveTextContent('1 promoted, 1 repeated, 1 graduated.');
    expect(confirm).toHaveBeenCalledWith(
      'Promote JSS 1A into 2026/2027? Of 3 students: 1 promoted to JSS 2A, 1 repeating in JSS 1B, 1 graduating. The new classes apply when 2026/2027 is made the current session.',
    );
    expect(writes(sent)).toEqual([
      {
        method: 'POST',
        path: `/api/classes/${jss1a.id}/promote/`,
        body: {
          to_session_id: '2026-2027',
          to_class_id: jss2a.id,
          repeat: [zainab.id],
          repeat_class_id: jss1b.id,
          graduate: [emeka.id],
        },
      },
    ]);
    expect(sent.find((s) => s.path === '/api/students/')!.query).toEqual({
      class_id: [jss1a.id],
      ordering: ['last_name'],
      page: ['1'],
      page_size: ['200'],
    });
  });

  it('offers "Graduate all" for a final-year class and sends nothing when cancelled', async () => {
    const sent = serve();
    vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderApp(<PromotionPage />);
    const from = screen.getByLabelText('Class to promote');
    await within(from).findByRole('option', { name: 'SS 3A' });

    fireEvent.change(from, { target: { value: ss3a.id } });
    await screen.findByText('Kemi Adeyemi');
    fireEvent.click(screen.getByRole('button', { name: 'Graduate all' }));

    expect(screen.getByLabelText('Graduate')).toBeChecked();
    expect(
      screen.getByText('Of 1 student: 0 promoted, 0 repeating, 1 graduating.'),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Promote' }));
    expect(writes(sent)).toEqual([]);
  });

  it('never offers a session before the current one: with none after it, it says to add one', async () => {
    const sent = serve();
    server.use(
      http.get('*/api/sessions/', () =>
        pageOf([
          session('2025-2026', '2025/2026'),
          session('2026-2027', '2026/2027', { is_current: true }),
        ]),
      ),
    );
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    renderApp(<PromotionPage />);
    expect(
      await screen.findByText('There is no session after the current one yet.', { exact: false }),
    ).toBeInTheDocument();

    const into = screen.getByLabelText('Into the session');
    expect(into).toHaveValue('');
    expect(within(into).queryByRole('option', { name: /2025\/2026/ })).toBeNull();
    expect(within(into).queryByRole('option', { name: /2026\/2027/ })).toBeNull();
    const from = screen.getByLabelText('Class to promote');
    await within(from).findByRole('option', { name: 'JSS 1A' });
    fireEvent.change(from, { target: { value: jss1a.id } });
    await screen.findByText('Chidi Eze');
    fireEvent.click(screen.getByRole('button', { name: 'Promote' }));
    expect(
      await screen.findByText('Choose the session the students move into.'),
    ).toBeInTheDocument();
    expect(writes(sent)).toEqual([]);
  });
});
