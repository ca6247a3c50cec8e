// The attendance pages are registered in the teacher's route table, under the menu's
// "Attendance", with and without a class in the address.
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { schoolSettings } from '@/testing/handlers';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { classesHandler, register, registerHandler } from './testing/fixtures';

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

describe('the attendance pages', () => {
  it.each(['/teacher/attendance', '/teacher/attendance/class-2b'])(
    'open %s inside the teacher’s menu, lit on Attendance',
    async (path) => {
      signedInAs('teacher');
      const reads = registerHandler((classId, date) =>
        register({
          class_id: classId,
          class_name: classId === 'class-2b' ? 'JSS 2B' : 'JSS 1A',
          date,
        }),
      );
      server.use(
        schoolSettings(),
        classesHandler(),
        reads.handler,
        // The top bar's bell.
        http.get('*/api/notifications/unread_count/', () => HttpResponse.json({ count: 0 })),
      );

      open(path);

      // The page's code loads on first use, slowly on a busy machine.
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Attendance' }, { timeout: 5000 }),
      ).toBeVisible();
      const menu = screen.getByRole('navigation', { name: 'Teacher area' });
      const link = within(menu).getByRole('link', { name: 'Attendance' });
      expect(link).toHaveAttribute('href', '/teacher/attendance');
      expect(link).toHaveAttribute('aria-current', 'page');
      const chosen = path.endsWith('class-2b') ? 'JSS 2B' : 'JSS 1A';
      expect(
        await screen.findByRole('heading', { level: 2, name: new RegExp(`^${chosen} · `) }),
      ).toBeVisible();
    },
  );
});
