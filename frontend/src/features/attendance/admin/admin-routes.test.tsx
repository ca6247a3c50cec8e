// /admin/attendance is registered in the admin's route table, under the menu's "Attendance".
import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { schoolSettings } from '@/testing/handlers';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

import { schoolDay } from '../testing/admin-fixtures';

beforeEach(() => {
  // A new page starts at its top (router.tsx); jsdom does not scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe("the admin's attendance page", () => {
  it('opens inside the admin menu, lit on Attendance', async () => {
    signedInAs('admin', { is_superuser: true });
    server.use(
      schoolSettings(),
      http.get('*/api/attendance/day/', () => HttpResponse.json(schoolDay())),
      // The top bar's bell.
      http.get('*/api/notifications/unread_count/', () => HttpResponse.json({ count: 0 })),
    );
    const router = createMemoryRouter(routes, {
      initialEntries: [paths.admin.attendance.getHref()],
    });
    render(
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>,
    );

    // The page's code loads on first use, slowly on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Attendance' }, { timeout: 5000 }),
    ).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Admin area' });
    const link = within(menu).getByRole('link', { name: 'Attendance' });
    expect(link).toHaveAttribute('href', '/admin/attendance');
    expect(link).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('table', { name: /^Registers of/ })).toBeVisible();
  });
});
