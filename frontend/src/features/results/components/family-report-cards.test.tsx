import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { cardTerm, reportCard } from '../testing/card-fixtures';
import { page } from '../testing/fixtures';
import { FamilyReportCards } from './family-report-cards';

function Address() {
  const { search } = useLocation();
  return <output aria-label="Address">{search}</output>;
}

const child = (id: string, first: string) => ({ id, first_name: first, last_name: 'Obi' });

function serve() {
  signedInAs('parent');
  const reads: string[] = [];
  server.use(
    schoolSettings(),
    http.get('*/api/students/', () =>
      HttpResponse.json(page([child('student-ada', 'Ada'), child('student-tobi', 'Tobi')])),
    ),
    http.get('*/api/results/students/:id/terms/', ({ params }) =>
      HttpResponse.json(
        page(
          params.id === 'student-ada'
            ? [cardTerm(), cardTerm({ term_id: 'term-2', term_name: 'Second Term' })]
            : [],
        ),
      ),
    ),
    http.get('*/api/results/students/:id/', ({ params, request }) => {
      const term = new URL(request.url).searchParams.get('term_id');
      reads.push(`${String(params.id)} ${term}`);
      return HttpResponse.json(reportCard({ term_id: term ?? 'term-3' }));
    }),
  );
  renderApp(
    <>
      <FamilyReportCards />
      <Address />
    </>,
    { route: '/parent/dashboard', path: '/parent/dashboard' },
  );
  return reads;
}

describe('a family’s report cards', () => {
  it('lists each child’s published terms and opens a card on the dashboard', async () => {
    const reads = serve();
    const section = await screen.findByRole('region', { name: 'Terms with a report card' });
    expect(
      await within(section).findByText('No results are published yet. You are told when they are.'),
    ).toBeVisible();
    const third = await within(section).findByRole('link', {
      name: 'Third Term, 2025/2026 · JSS 1A',
    });
    expect(within(section).getByRole('heading', { name: 'Ada Obi' })).toBeVisible();
    expect(within(section).getByRole('heading', { name: 'Tobi Obi' })).toBeVisible();
    expect(reads).toEqual([]);

    fireEvent.click(third);
    expect(
      await screen.findByRole('article', { name: 'Report card of Ada Obi, Third Term, 2025/2026' }),
    ).toBeVisible();
    expect(reads).toEqual(['student-ada term-3']);
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent(
      '?report=term-3&student=student-ada',
    );
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();

    fireEvent.click(screen.getByRole('button', { name: 'Close the report card' }));
    expect(screen.queryByRole('article')).toBeNull();
  });
});
