import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { settingsChangedOnTheServer } from '@/lib/school';
import { renderWithClient } from '@/testing/render';
import { server } from '@/testing/server';

import { earlySettings, readSettingsEarly } from './api/get-school-settings';
import { DEFAULT_SETTINGS } from './defaults';
import type { SettingsPatch } from './merge';
import { SettingsProvider, olderThan, swapFavicon, useSettings } from './settings-provider';

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

    const themeColour = document.createElement('meta');
    themeColour.name = 'theme-color';
    themeColour.content = '#3B82F6';
    document.head.append(themeColour);

    renderProvider();

    expect(await screen.findByText(/loaded: Greenfield Academy/)).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement).toHaveClass('dark', 'theme-midnight'));
    expect(document.documentElement.style.getPropertyValue('--school-primary')).toBe('#0F766E');
    expect(localStorage.getItem('adminDefaultTheme')).toBe('midnight');
    // The browser's bar takes the school's colour, as the installed app's manifest has it.
    expect(themeColour.content).toBe('#0F766E');
    themeColour.remove();
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

describe("the script's early read of the settings (readSettingsEarly)", () => {
  it('gives the first render the school settings when they arrived before it, read once', async () => {
    let reads = 0;
    server.use(
      http.get(URL, () => {
        reads += 1;
        return HttpResponse.json({ ...DEFAULT_SETTINGS, school_name: 'Early Academy' });
      }),
    );
    readSettingsEarly();
    await waitFor(() => expect(earlySettings()?.settings).toBeDefined());
    const renders: string[] = [];
    function Recorder() {
      const { settings, status } = useSettings();
      renders.push(`${status}: ${settings.school_name}`);
      return null;
    }

    renderWithClient(
      <SettingsProvider>
        <Recorder />
      </SettingsProvider>,
    );

    // Loaded in the very first render: no render with the defaults before.
    expect(renders[0]).toBe('loaded: Early Academy');
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(reads).toBe(1);
  });

  it('is waited for when it has not arrived yet, and is not taken by a later provider', async () => {
    let reads = 0;
    server.use(
      http.get(URL, () => {
        reads += 1;
        return HttpResponse.json({ ...DEFAULT_SETTINGS, school_name: `Read ${reads}` });
      }),
    );
    readSettingsEarly();
    const first = renderProvider();
    expect(screen.getByText(/loading:/)).toBeInTheDocument();
    expect(await screen.findByText(/loaded: Read 1/)).toBeInTheDocument();
    expect(reads).toBe(1);
    first.unmount();

    renderProvider();
    expect(await screen.findByText(/loaded: Read 2/)).toBeInTheDocument();
  });
});

describe('olderThan', () => {
  const at = (version: number) => ({ ...DEFAULT_SETTINGS, version });

  it('tells settings read at an older version than those held', () => {
    expect(olderThan(at(8), at(9))).toBe(true);
    expect(olderThan(at(9), at(9))).toBe(false);
    expect(olderThan(at(10), at(9))).toBe(false);
  });

  it('takes anything over nothing held', () => {
    expect(olderThan(at(1), undefined)).toBe(false);
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

/** Shows the provider's state, and saves `patch` when its button is pressed. */
function Updater({ patch, name = 'save' }: { patch: SettingsPatch; name?: string }) {
  const { settings, status, error, version, updateSettings } = useSettings();
  const [thrown, setThrown] = useState('');
  return (
    <div>
      <p>
        {name} {status} v{version ?? 'none'}: {settings.school_name}
      </p>
      <p>
        {name} kept error: {error ?? 'none'}
      </p>
      <p data-testid={`${name}-thrown`}>{thrown}</p>
      <button
        type="button"
        onClick={() => updateSettings(patch).catch((e: Error) => setThrown(e.message))}
      >
        {name}
      </button>
    </div>
  );
}

function Term() {
  const { settings } = useSettings();
  return <p>term: {settings.current_term}</p>;
}

function answerSettings(settings: JsonBodyType) {
  server.use(http.get(URL, () => HttpResponse.json(settings)));
}

/** Records each PUT body and answers with `answer(body)`. */
function recordPuts(answer: (body: Record<string, unknown>) => Response) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.put(URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

describe('updateSettings (spec §4 "Settings", decision 007)', () => {
  afterEach(() => document.head.querySelectorAll('link[rel~="icon"]').forEach((l) => l.remove()));

  it('sends only the changed fields with the version read, and keeps the answer', async () => {
    answerSettings({ ...DEFAULT_SETTINGS, version: 3 });
    const bodies = recordPuts(() =>
      HttpResponse.json({ ...DEFAULT_SETTINGS, school_name: 'Greenfield Academy', version: 4 }),
    );

    renderWithClient(
      <SettingsProvider>
        <Updater
          patch={{
            school_name: 'Greenfield Academy',
            school_motto: DEFAULT_SETTINGS.school_motto,
            notifications: { email: { smtp: { port: 2525, host: '' } } },
            grading: { passMark: 40 },
          }}
        />
      </SettingsProvider>,
    );
    await screen.findByText('save loaded v3: School Portal');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));

    expect(await screen.findByText('save loaded v4: Greenfield Academy')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        school_name: 'Greenfield Academy',
        notifications: { email: { smtp: { port: 2525 } } },
        version: 3,
      },
    ]);
  });

  it('broadcasts the saved settings, and another provider takes them', async () => {
    answerSettings({ ...DEFAULT_SETTINGS, version: 1 });
    const saved = { ...DEFAULT_SETTINGS, school_name: 'Hilltop College', version: 2 };
    recordPuts(() => HttpResponse.json(saved));
    const heard: unknown[] = [];
    const listener = (event: Event) => heard.push((event as CustomEvent).detail);
    window.addEventListener('settings-updated', listener);

    try {
      // Two providers with their own query clients, as two parts of a page may have.
      renderWithClient(
        <SettingsProvider>
          <Updater name="first" patch={{ school_name: 'Hilltop College' }} />
        </SettingsProvider>,
      );
      renderWithClient(
        <SettingsProvider>
          <Updater name="second" patch={{}} />
        </SettingsProvider>,
      );
      await screen.findByText('second loaded v1: School Portal');
      fireEvent.click(screen.getByRole('button', { name: 'first' }));

      expect(await screen.findByText('second loaded v2: Hilltop College')).toBeInTheDocument();
      expect(heard).toEqual([saved]);
    } finally {
      window.removeEventListener('settings-updated', listener);
    }
  });

  it('reads the settings again when a calendar write changed them, and saves from that version', async () => {
    answerSettings({ ...DEFAULT_SETTINGS, current_term: 'First Term', version: 5 });
    const bodies = recordPuts(() => HttpResponse.json({ ...DEFAULT_SETTINGS, version: 7 }));
    renderWithClient(
      <SettingsProvider>
        <Updater patch={{ school_name: 'Hilltop College' }} />
        <Term />
      </SettingsProvider>,
    );
    await screen.findByText('save loaded v5: School Portal');
    expect(screen.getByText('term: First Term')).toBeInTheDocument();

    // The sessions screen made the second term current: the server moved the version on.
    answerSettings({ ...DEFAULT_SETTINGS, current_term: 'Second Term', version: 6 });
    act(() => settingsChangedOnTheServer());

    expect(await screen.findByText('term: Second Term')).toBeInTheDocument();
    expect(screen.getByText('save loaded v6: School Portal')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'save' }));
    await screen.findByText('save loaded v7: School Portal');
    expect(bodies).toEqual([{ school_name: 'Hilltop College', version: 6 }]);
  });

  it('ignores an update, with a warning, when no settings are loaded', async () => {
    server.use(
      http.get(URL, () => HttpResponse.json({ detail: 'down', code: 'x' }, { status: 503 })),
    );
    const bodies = recordPuts(() => HttpResponse.json(DEFAULT_SETTINGS));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    renderWithClient(
      <SettingsProvider>
        <Updater patch={{ school_name: 'Nowhere' }} />
      </SettingsProvider>,
    );
    await screen.findByText(/^save error/);
    fireEvent.click(screen.getByRole('button', { name: 'save' }));

    await waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([]);
    expect(screen.getByText('save error vnone: School Portal')).toBeInTheDocument();
  });

  it("turns the server's field errors into 'Validation errors:' and a line per field", async () => {
    answerSettings({ ...DEFAULT_SETTINGS, version: 5 });
    recordPuts(() =>
      HttpResponse.json(
        {
          detail: 'Some settings are not valid.',
          code: 'settings.invalid',
          fields: {
            primary_color: ['Enter a colour as #RGB or #RRGGBB, such as #3B82F6.'],
            'marking_scheme.components.1.weight': ['A component carries at least 1 mark.'],
          },
        },
        { status: 422 },
      ),
    );

    renderWithClient(
      <SettingsProvider>
        <Updater patch={{ primary_color: 'blue' }} />
      </SettingsProvider>,
    );
    await screen.findByText('save loaded v5: School Portal');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));

    const expected =
      'Validation errors:\n' +
      'primary_color: Enter a colour as #RGB or #RRGGBB, such as #3B82F6.\n' +
      'marking_scheme.components.1.weight: A component carries at least 1 mark.';
    await waitFor(() => expect(screen.getByTestId('save-thrown').textContent).toBe(expected));
    // The provider keeps the message, and its settings stay as they were.
    expect(screen.getByText(/^save kept error: Validation errors:/)).toBeInTheDocument();
    expect(screen.getByText('save loaded v5: School Portal')).toBeInTheDocument();
  });

  it("keeps the server's detail of a stale update, which says to reload", async () => {
    answerSettings({ ...DEFAULT_SETTINGS, version: 5 });
    const stale = 'Another admin changed the settings since you loaded them. Reload and try again.';
    recordPuts(() => HttpResponse.json({ detail: stale, code: 'settings.stale' }, { status: 409 }));

    renderWithClient(
      <SettingsProvider>
        <Updater patch={{ school_name: 'Late' }} />
      </SettingsProvider>,
    );
    await screen.findByText('save loaded v5: School Portal');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));

    await waitFor(() => expect(screen.getByTestId('save-thrown').textContent).toBe(stale));
    expect(screen.getByText(`save kept error: ${stale}`)).toBeInTheDocument();
  });

  it("falls back to 'Failed to update school settings' when the server says nothing", async () => {
    answerSettings({ ...DEFAULT_SETTINGS, version: 5 });
    recordPuts(() => new HttpResponse(null, { status: 502 }));

    renderWithClient(
      <SettingsProvider>
        <Updater patch={{ school_name: 'Quiet' }} />
      </SettingsProvider>,
    );
    await screen.findByText('save loaded v5: School Portal');
    fireEvent.click(screen.getByRole('button', { name: 'save' }));

    await waitFor(() =>
      expect(screen.getByTestId('save-thrown').textContent).toBe(
        'Failed to update school settings',
      ),
    );
    expect(
      screen.getByText('save kept error: Failed to update school settings'),
    ).toBeInTheDocument();
  });

  it('points the favicon at the new one with a cache-busting timestamp', async () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.href = '/favicon.svg';
    document.head.appendChild(link);
    answerSettings({ ...DEFAULT_SETTINGS, favicon_url: '/media/1/aaa', version: 1 });
    recordPuts(() => HttpResponse.json({ ...DEFAULT_SETTINGS, favicon_url: null, version: 2 }));

    renderWithClient(
      <SettingsProvider>
        <Updater patch={{ favicon_url: null }} />
      </SettingsProvider>,
    );

    await waitFor(() => expect(link.getAttribute('href')).toMatch(/\/media\/1\/aaa\?t=\d+$/));
    // Removing it brings back the page's own icon.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'save' })));
    await waitFor(() => expect(link.getAttribute('href')).toBe('/favicon.svg'));
    link.remove();
  });

  it("leaves the page's own icon alone when the school has none (no second download)", () => {
    const link = document.createElement('link');
    link.rel = 'icon';
    link.setAttribute('href', '/favicon.svg');
    document.head.appendChild(link);
    const set = vi.spyOn(link, 'href', 'set');

    swapFavicon(null);
    expect(set).not.toHaveBeenCalled();
    expect(link.getAttribute('href')).toBe('/favicon.svg');
    link.remove();
  });
});
