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

import { classSubjectsHandlers, sheetStore } from './testing/fixtures';

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
