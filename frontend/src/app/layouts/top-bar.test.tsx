import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { signedInAs } from '@/testing/session';
import { fakeUser } from '@/testing/tokens';

import { TopBar } from './top-bar';

function recordPreferences() {
  const bodies: unknown[] = [];
  server.use(
    http.patch('*/api/profiles/update_preferences/', async ({ request }) => {
      const body = (await request.json()) as { theme: string | null };
      bodies.push(body);
      const user = fakeUser('teacher');
      return HttpResponse.json({
        ...user,
        preferences: { ...user.preferences, theme: body.theme },
      });
    }),
  );
  return bodies;
}

async function openMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /Ada/ }));
  return screen.getByRole('menu', { name: 'Account' });
}

describe("the user's theme in the top bar (spec §4 'Theme')", () => {
  it('puts the user in dark mode at once, and remembers the choice', async () => {
    signedInAs('teacher');
    server.use(schoolSettings({ theme: 'light' }));
    const bodies = recordPreferences();
    renderApp(<TopBar />);
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-light'));

    await openMenu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

    expect(localStorage.getItem('userTheme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    await waitFor(() => expect(bodies).toEqual([{ theme: 'dark' }]));
    await openMenu();
    expect(screen.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it("goes back to the school's default when asked", async () => {
    signedInAs('teacher');
    localStorage.setItem('userTheme', 'light');
    server.use(schoolSettings({ theme: 'midnight' }));
    const bodies = recordPreferences();
    renderApp(<TopBar />);
    await waitFor(() => expect(document.documentElement).toHaveClass('theme-midnight'));
    expect(document.documentElement).not.toHaveClass('dark');

    await openMenu();
    fireEvent.click(screen.getByRole('menuitemradio', { name: 'Use school default' }));

    expect(localStorage.getItem('userTheme')).toBeNull();
    expect(document.documentElement).toHaveClass('dark');
    await waitFor(() => expect(bodies).toEqual([{ theme: null }]));
  });

  it('takes the choice the user saved on another device when this one has none', async () => {
    signedInAs('teacher', {
      id: '0190f0c2-0000-7000-8000-0000000000f1',
      preferences: { theme: 'dark', email_notifications: true, sms_notifications: true },
    });
    server.use(schoolSettings({ theme: 'light' }));
    renderApp(<TopBar />);

    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem('userTheme')).toBe('dark');
  });

  it('lets a visitor switch to dark mode', async () => {
    server.use(schoolSettings({ theme: 'light' }));
    renderApp(<TopBar />);
    const dark = await screen.findByRole('button', { name: 'Dark mode' });
    expect(dark).toHaveAttribute('aria-pressed', 'false');

    fireEvent.click(dark);

    expect(localStorage.getItem('userTheme')).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
    expect(dark).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('the navigation bar of the public pages (spec §2)', () => {
  it('offers a visitor Login to /student-login and the menu groups', async () => {
    server.use(schoolSettings({ school_name: 'Hillcrest College' }));
    renderApp(<TopBar menus />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(await screen.findByRole('link', { name: /Hillcrest College/ })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/student-login');
    for (const group of ['About', 'Admissions', 'Academics', 'News', 'Portal']) {
      expect(nav).toContainElement(screen.getByRole('button', { name: group }));
    }
  });

  it('gives a signed-in user their menu instead of Login', async () => {
    signedInAs('parent');
    server.use(schoolSettings());
    renderApp(<TopBar menus />);
    const button = await screen.findByRole('button', { name: /Ada/ });
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    fireEvent.click(button);
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/parent/dashboard',
    );
    // Opened from the keyboard, the menu takes the focus; Escape gives it back.
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('menuitem', { name: 'Profile' }), { key: 'ArrowDown' });
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('toggles the mobile menu, which closes on Escape', async () => {
    server.use(schoolSettings());
    renderApp(<TopBar menus />);
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    const menu = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(menu).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toBeVisible();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu).not.toBeVisible();
    expect(toggle).toHaveFocus();
  });

  it('shows the bundled logo when the school has none or its logo fails to load', async () => {
    server.use(schoolSettings({ logo_url: '/media/logo/1' }));
    renderApp(<TopBar />);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const logo = () => nav.querySelector('img')!;
    await waitFor(() => expect(logo()).toHaveAttribute('src', '/media/logo/1'));
    expect(logo()).toHaveAttribute('data-logo', 'school');

    fireEvent.error(logo());

    expect(logo()).toHaveAttribute('data-logo', 'fallback');
    expect(logo().getAttribute('src')).not.toContain('/media/');
  });

  it('leaves the public menus out of the signed-in areas', async () => {
    server.use(schoolSettings());
    renderApp(<TopBar />);
    await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.queryByRole('button', { name: 'About' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });
});
