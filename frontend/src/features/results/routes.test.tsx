// The results page is registered in the teacher's route table, under the menu's "Results".
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { schoolSettings } from '@/testing/handlers';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { boardStore, reportCard } from './testing/card-fixtures';
import {
  TEACHER_ID,
  classSubjectsHandlers,
  page,
  sessionsHandler,
  sheetStore,
} from './testing/fixtures';

beforeEach(() => {
  // A new page starts at its top (router.tsx); jsdom does not scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('the results page', () => {
  it('opens /teacher/results?sheet= inside the teacher’s menu, lit on Results', async () => {
    signedInAs('teacher');
    server.use(
      schoolSettings(),
      ...classSubjectsHandlers(),
      ...sheetStore().handlers,
      // The top bar's bell.
      http.get('*/api/notifications/unread_count/', () => HttpResponse.json({ count: 0 })),
    );
    const router = createMemoryRouter(routes, {
      initialEntries: ['/teacher/results?sheet=cs-1a-maths'],
    });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    // The page's code loads on first use, slowly on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results' }, { timeout: 5000 }),
    ).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Teacher area' });
    const link = within(menu).getByRole('link', { name: 'Results' });
    expect(link).toHaveAttribute('href', '/teacher/results');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'JSS 1A · Mathematics' }),
    ).toBeVisible();
  });
});

describe('the report card pages', () => {
  it('opens /admin/results inside the admin menu, lit on Results', async () => {
    signedInAs('admin', { is_superuser: true });
    const { handlers } = boardStore();
    server.use(
      schoolSettings(),
      ...handlers,
      http.get('*/api/notifications/unread_count/', () => HttpResponse.json({ count: 0 })),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/admin/results'] });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Results' }, { timeout: 5000 }),
    ).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Admin area' });
    expect(within(menu).getByRole('link', { name: 'Results' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await screen.findByRole('region', { name: 'JSS 1A' })).toBeVisible();
  });

  it('opens /teacher/class-reports under the teacher’s menu for a class teacher', async () => {
    signedInAs('teacher');
    server.use(
      schoolSettings(),
      sessionsHandler(),
      http.get('*/api/notifications/unread_count/', () => HttpResponse.json({ count: 0 })),
      http.get('*/api/teachers/me/', () => HttpResponse.json({ id: TEACHER_ID })),
      // The server's filter: only the classes of the class teacher asked for.
      http.get('*/api/classes/', ({ request }) => {
        const asked = new URL(request.url).searchParams.get('class_teacher_id');
        return HttpResponse.json(
          page(
            [
              { id: 'class-1a', name: 'JSS 1A', class_teacher_id: TEACHER_ID },
              { id: 'class-2b', name: 'JSS 2B', class_teacher_id: 'someone-else' },
            ].filter((c) => c.class_teacher_id === asked),
          ),
        );
      }),
      http.get('*/api/results/classes/:id/cards/', ({ params }) =>
        HttpResponse.json({
          class_id: params.id,
          class_name: 'JSS 1A',
          term_id: 'term-2',
          term_name: 'Second Term',
          cards: [reportCard({ published: false, class_teacher_comment: '' })],
        }),
      ),
    );
    const router = createMemoryRouter(routes, { initialEntries: ['/teacher/class-reports'] });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Class reports' }, { timeout: 5000 }),
    ).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Teacher area' });
    expect(within(menu).getByRole('link', { name: 'Class reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Only the class they are class teacher of; its students' cards to write on.
    expect(await screen.findByText('0 of 1 cards have your comment.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ada Obi' })).toHaveAttribute(
      'href',
      '/teacher/class-reports?class=class-1a&student=student-ada',
    );
    expect(screen.getByRole('link', { name: 'Print the class’s cards' })).toHaveAttribute(
      'href',
      '/teacher/class-reports/class-1a/print',
    );
  });
});
