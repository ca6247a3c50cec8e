// The teacher's pages are registered in the application's router, inside the guard.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { schoolSettings } from '@/testing/handlers';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { classesHandler, meHandler } from './test-fixtures';

beforeEach(() => {
  // A new page starts at its top (router.tsx); jsdom does not scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

describe('the teacher area', () => {
  it('opens the classes page inside the teacher’s menu', async () => {
    signedInAs('teacher');
    server.use(schoolSettings(), meHandler(), classesHandler());

    open('/teacher/classes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your classes' })).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Teacher area' });
    expect(within(menu).getByRole('link', { name: 'Classes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Students' })).toHaveAttribute(
      'href',
      '/teacher/students',
    );
  });

  it('sends a student who opens it to their own dashboard', async () => {
    signedInAs('student');
    server.use(
      schoolSettings(),
      http.get('*/api/school-settings/announcements/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
      // The student's dashboard shows their class from the register.
      http.get('*/api/students/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
      // And today's lessons and the coming exams.
      http.get('*/api/lessons/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
      http.get('*/api/exam-schedules/', () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );

    const router = open('/teacher/students');

    await screen.findByText(/Student dashboard/);
    expect(router.state.location.pathname).toBe('/student/dashboard');
  });
});
