// The admin's screens are registered behind the admin area's catch-all route, inside its frame.
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { paths } from '@/config/paths';
import { schoolSettings } from '@/testing/handlers';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';

const empty = () => HttpResponse.json({ count: 0, next: null, previous: null, results: [] });

beforeEach(() => {
  // A new page starts at its top (router.tsx); jsdom does not scroll.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  signedInAs('admin', { is_superuser: true });
});

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}

describe('the admin area', () => {
  it('opens an accounts screen from its own route table, inside the admin menu', async () => {
    server.use(
      schoolSettings(),
      http.get('*/api/school-settings/roles/', empty),
      http.get('*/api/school-settings/user-roles/', empty),
      http.get('*/api/admins/', empty),
      http.get('*/api/school-settings/permissions/', empty),
    );

    open(paths.admin.roles.getHref());

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Roles and permissions' }),
    ).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Admin area' });
    expect(within(menu).getByRole('link', { name: 'Roles and permissions' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // With no role made yet there is nothing to grant, and the screen says what to do first.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Grant' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Grant' })).toHaveAccessibleDescription(
      'There are no roles to grant yet: add a role above first.',
    );
  });

  it("opens a teacher's edit page, with Teachers marked in the menu", async () => {
    server.use(
      schoolSettings(),
      http.get('*/api/teachers/:id/', () =>
        HttpResponse.json({
          id: 't1',
          user_id: 'u1',
          username: 'T-001',
          email: 'ngozi@school.example',
          first_name: 'Ngozi',
          last_name: 'Okafor',
          is_active: true,
          staff_number: 'T-001',
          phone: '',
          qualification: '',
          specialisation: '',
          bio: '',
          hire_date: null,
          classes: [],
          subjects: [],
        }),
      ),
    );

    open(paths.admin.editTeacher.getHref({ id: 't1' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Edit Ngozi Okafor' }),
    ).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Admin area' });
    expect(within(menu).getByRole('link', { name: 'Teachers' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('opens the exam schedules, with Exam schedules marked in the menu and not Exams', async () => {
    server.use(
      schoolSettings(),
      http.get('*/api/exams/', empty),
      http.get('*/api/classes/', empty),
    );

    open(paths.admin.examSchedules.getHref());

    expect(await screen.findByRole('heading', { level: 1, name: 'Exam schedules' })).toBeVisible();
    expect(await screen.findByText(/There are no exams yet/)).toBeVisible();
    const menu = screen.getByRole('navigation', { name: 'Admin area' });
    expect(within(menu).getByRole('link', { name: 'Exam schedules' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(menu).getByRole('link', { name: 'Exams' })).not.toHaveAttribute('aria-current');
  });
});
