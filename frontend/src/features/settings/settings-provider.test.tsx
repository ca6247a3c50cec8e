import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderWithClient } from '@/testing/render';
import { server } from '@/testing/server';

import { DEFAULT_SETTINGS } from './defaults';
import { SettingsProvider, useSettings } from './settings-provider';

const URL = '*/api/school-settings/school-settings/';

function Probe() {
  const { settings, status } = useSettings();
  return (
    <p>
      {status}: {settings.school_name} / {settings.school_motto}
    </p>
  );
}

function renderProvider() {
  return renderWithClient(
    <SettingsProvider>
      <Probe />
    </SettingsProvider>,
  );
}

describe('SettingsProvider', () => {
  it('shows the school settings from the server and applies their look to the page', async () => {
    server.use(
      http.get(URL, () =>
        HttpResponse.json({
          ...DEFAULT_SETTINGS,
          school_name: 'Greenfield Academy',
          theme: 'midnight',
          primary_color: '#0F766E',
        }),
      ),
    );

    renderProvider();

    expect(await screen.findByText(/loaded: Greenfield Academy/)).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark', 'theme-midnight'));
    expect(document.documentElement.style.getPropertyValue('--school-primary')).toBe('#0F766E');
    expect(localStorage.getItem('adminDefaultTheme')).toBe('midnight');
  });

  it('asks past every cache', async () => {
    let seen: Request | undefined;
    server.use(
      http.get(URL, ({ request }) => {
        seen = request;
        return HttpResponse.json(DEFAULT_SETTINGS);
      }),
    );

    renderProvider();

    await screen.findByText(/loaded:/);
    expect(new window.URL(seen!.url).searchParams.get('_t')).toMatch(/^\d+$/);
    expect(seen!.headers.get('cache-control')).toBe('no-cache');
  });

  it('falls back to the defaults when the server fails', async () => {
    server.use(
      http.get(URL, () => HttpResponse.json({ detail: 'down', code: 'x' }, { status: 503 })),
    );

    renderProvider();

    expect(
      await screen.findByText(`error: ${DEFAULT_SETTINGS.school_name} / Knowledge at its spring`),
    ).toBeInTheDocument();
  });

  it('falls back to the defaults when an HTML page comes back instead of JSON', async () => {
    server.use(http.get(URL, () => HttpResponse.html('<!doctype html><p>proxy</p>')));

    renderProvider();

    expect(await screen.findByText(/^error: /)).toBeInTheDocument();
  });

  it('lets the user keep light mode over a dark admin theme', async () => {
    localStorage.setItem('userTheme', 'light');
    server.use(http.get(URL, () => HttpResponse.json({ ...DEFAULT_SETTINGS, theme: 'obsidian' })));

    renderProvider();

    await screen.findByText(/loaded:/);
    expect(document.documentElement).not.toHaveClass('dark');
    expect(document.documentElement).toHaveClass('theme-obsidian');
  });
});

describe('useSettings', () => {
  it('refuses to be read outside the provider', () => {
    const quiet = console.error;
    console.error = () => {};
    try {
      expect(() => render(<Probe />)).toThrow('useSettings must be used within a SettingsProvider');
    } finally {
      console.error = quiet;
    }
  });
});
