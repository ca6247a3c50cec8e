import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { schoolSettings } from '@/testing/handlers';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { SiteFooter } from './site-footer';

describe('the footer (spec §2 "Footer")', () => {
  it("carries the school's identity, the newsletter, testimonials, numbers and link columns", async () => {
    server.use(
      schoolSettings({
        school_name: 'Hillcrest College',
        school_motto: 'Learning for life',
        school_phone: '+234 802 555 0101',
        school_email: 'office@hillcrest.example',
      }),
    );
    renderApp(<SiteFooter />);
    const footer = screen.getByRole('contentinfo');

    expect(await within(footer).findByText('“Learning for life”')).toBeVisible();
    expect(within(footer).getByRole('link', { name: '+234 802 555 0101' })).toHaveAttribute(
      'href',
      'tel:+2348025550101',
    );
    expect(within(footer).getByRole('form', { name: 'Newsletter' })).toBeVisible();
    expect(within(footer).getByRole('region', { name: 'What families say' })).toBeVisible();
    for (const figure of ['50K+', '500+', '200+', '98%', '4.9/5']) {
      expect(within(footer).getByText(figure)).toBeVisible();
    }
    const signIn = within(footer).getByRole('navigation', { name: 'Sign in' });
    expect(within(signIn).getByRole('link', { name: 'Parents' })).toHaveAttribute(
      'href',
      '/parent-login',
    );
    expect(within(footer).getByRole('link', { name: 'School activities' })).toHaveAttribute(
      'href',
      '/school_activities',
    );
  });

  it('is shorter on the dashboards', async () => {
    server.use(schoolSettings({ school_name: 'Hillcrest College' }));
    renderApp(<SiteFooter variant="dashboard" />);
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByText(/Hillcrest College/)).toBeVisible();
    expect(within(footer).queryByRole('form')).toBeNull();
    expect(within(footer).queryByRole('region')).toBeNull();
    expect(within(footer).getByRole('link', { name: 'School website' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it('shows the scroll-to-top button once the page is scrolled down', async () => {
    server.use(schoolSettings());
    renderApp(<SiteFooter variant="dashboard" />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeVisible();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
  });
});
