import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { settingsChangedOnTheServer } from '@/lib/school';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { DEFAULT_SETTINGS } from '../defaults';
import SettingsPage from './settings-page';

const URL = '*/api/school-settings/school-settings/';
const SETTINGS = { ...DEFAULT_SETTINGS, version: 7 };

/** Serves the settings; records each PUT body and answers it with `answer`. */
function serve(
  answer: (body: Record<string, unknown>) => Response = () => HttpResponse.json(SETTINGS),
) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.get(URL, () => HttpResponse.json(SETTINGS)),
    http.put(URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
}

async function openTab(tab: string) {
  renderApp(<SettingsPage />, { route: `/admin/settings?tab=${tab}` });
  return screen.findByRole('tabpanel');
}

function type(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

/**
 * The row of the school day's `n`th period, to look its inputs up in (their labels are looked
 * up row by row: across the whole tab, each lookup takes seconds in jsdom).
 */
function period(panel: HTMLElement, n: number) {
  const table = within(panel).getByRole('table', { name: 'Periods of the school day' });
  return within(within(table).getAllByRole('row')[n]);
}

async function save(panel: HTMLElement) {
  const button = within(panel).getByRole('button', { name: 'Save' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

describe('the settings page', () => {
  it('opens the tab named in the address, and moves between tabs with the arrow keys', async () => {
    serve();
    await openTab('payments');

    const tab = screen.getByRole('tab', { name: 'Payments' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Payments');

    fireEvent.keyDown(tab, { key: 'ArrowRight' });

    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Chat' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Chat');
  });

  it('keeps Save off until something changed', async () => {
    serve();
    const panel = await openTab('general');

    expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled();
    type(within(panel).getByRole('textbox', { name: 'School name' }), 'Greenfield Academy');

    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it("saves only what changed and says 'Settings saved.'", async () => {
    const bodies = serve(() =>
      HttpResponse.json({ ...SETTINGS, school_name: 'Greenfield Academy', version: 8 }),
    );
    const panel = await openTab('general');

    type(within(panel).getByRole('textbox', { name: 'School name' }), 'Greenfield Academy');
    await save(panel);

    expect(await screen.findByText('Settings saved.')).toBeInTheDocument();
    expect(bodies).toEqual([{ school_name: 'Greenfield Academy', version: 7 }]);
    // Saved, the form is clean again.
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Save' })).toBeDisabled());
  });

  it('saves edits made over settings read again meanwhile as a change of the older copy, and offers the latest', async () => {
    const bodies = serve(() =>
      HttpResponse.json(
        { detail: 'Someone else changed the settings after you opened them.', code: 'x' },
        { status: 409 },
      ),
    );
    const panel = await openTab('general');
    type(within(panel).getByRole('textbox', { name: 'School name' }), 'Greenfield Academy');

    // A calendar write elsewhere on the page: the settings are read again, at a new version.
    server.use(
      http.get(URL, () =>
        HttpResponse.json({ ...SETTINGS, school_name: 'Hilltop College', version: 8 }),
      ),
    );
    act(() => settingsChangedOnTheServer());
    await waitFor(() => expect(document.title).toBe('Hilltop College'));
    await save(panel);

    expect(await within(panel).findByRole('alert')).toHaveTextContent(
      'Someone else changed the settings after you opened them.',
    );
    expect(bodies).toEqual([{ school_name: 'Greenfield Academy', version: 7 }]);
    fireEvent.click(within(panel).getByRole('button', { name: 'Load the latest settings' }));
    await waitFor(() =>
      expect(within(panel).getByRole('textbox', { name: 'School name' })).toHaveValue(
        'Hilltop College',
      ),
    );
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a marking scheme whose CA and examination do not add up to 100, without asking the server', async () => {
    const bodies = serve();
    const panel = await openTab('academic');

    const ca = within(panel).getByRole('spinbutton', { name: 'Continuous assessment' });
    type(ca, '40');
    await save(panel);

    expect(
      await within(panel).findByText(
        'Continuous assessment and examination must add up to 100; they add up to 110.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('spinbutton', { name: 'Examination' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(bodies).toEqual([]);
  });

  it('refuses grade bands that leave scores without a grade', async () => {
    const bodies = serve();
    const panel = await openTab('academic');

    type(within(panel).getByRole('spinbutton', { name: 'Grade 1 lowest score' }), '75');
    await save(panel);

    expect(
      await within(panel).findByText('Scores 70-74 have no grade: the bands must cover 0 to 100.'),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it("edits the school day's periods and sends them whole, a new one after the last", async () => {
    const bodies = serve();
    const panel = await openTab('academic');

    // Lunch is a break; Period 8 goes, and the period added follows Period 7.
    expect(period(panel, 8).getByLabelText('Period 8 name')).toHaveValue('Lunch');
    expect(period(panel, 8).getByLabelText('Period 8 is a break')).toBeChecked();
    fireEvent.click(period(panel, 10).getByRole('button', { name: 'Remove period 10' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add a period' }));

    const added = period(panel, 10);
    expect(added.getByLabelText('Period 10 name')).toHaveValue('Period 8');
    expect(added.getByLabelText('Period 10 starts')).toHaveValue('13:40');
    expect(added.getByLabelText('Period 10 ends')).toHaveValue('14:20');
    type(added.getByLabelText('Period 10 name'), ' Clubs ');
    type(added.getByLabelText('Period 10 ends'), '14:40');
    fireEvent.click(added.getByLabelText('Period 10 is a break'));
    await save(panel);

    await screen.findByText('Settings saved.');
    expect(bodies).toEqual([
      {
        school_periods: [
          ...DEFAULT_SETTINGS.school_periods.slice(0, 9),
          { name: 'Clubs', start: '13:40', end: '14:40', isBreak: true },
        ],
        version: 7,
      },
    ]);
  });

  it('refuses periods out of order without asking the server, and shows its errors on their row', async () => {
    const bodies = serve(() =>
      HttpResponse.json(
        {
          detail: 'Some settings are not valid.',
          code: 'settings.invalid',
          fields: { 'school_periods.3.name': ['Each period needs its own name.'] },
        },
        { status: 422 },
      ),
    );
    const panel = await openTab('academic');

    const start = period(panel, 2).getByLabelText('Period 2 starts');
    type(start, '08:30');
    await save(panel);
    await waitFor(() =>
      expect(start).toHaveAccessibleDescription(
        'Period 2 starts before Period 1 ends. List the periods in order of time.',
      ),
    );
    expect(bodies).toEqual([]);

    type(start, '08:40');
    type(period(panel, 4).getByLabelText('Period 4 name'), 'Short break');
    await save(panel);

    await waitFor(() => expect(bodies).toHaveLength(1));
    const name = period(panel, 4).getByLabelText('Period 4 name');
    await waitFor(() =>
      expect(name).toHaveAccessibleDescription('Each period needs its own name.'),
    );
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(start).not.toHaveAttribute('aria-invalid');
  });

  it("shows the server's field errors beside their inputs", async () => {
    const message = 'Enter a port from 1 to 65535 (587 for TLS, 465 for SSL).';
    serve(() =>
      HttpResponse.json(
        {
          detail: 'Some settings are not valid.',
          code: 'settings.invalid',
          fields: {
            'notifications.email.smtp.port': [message],
            'notifications.email.smtp.fromEmail': [
              'Enter an e-mail address such as office@school.example.',
            ],
          },
        },
        { status: 422 },
      ),
    );
    const panel = await openTab('notifications');

    type(within(panel).getByRole('spinbutton', { name: 'SMTP port' }), '2525');
    await save(panel);

    const port = await within(panel).findByRole('spinbutton', { name: 'SMTP port' });
    await waitFor(() => expect(port).toHaveAccessibleDescription(message));
    expect(port).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(panel).getByRole('textbox', { name: 'SMTP sender e-mail' }),
    ).toHaveAccessibleDescription('Enter an e-mail address such as office@school.example.');
    expect(screen.queryByText('Settings saved.')).not.toBeInTheDocument();
  });

  it('sends no secret when its field is left empty', async () => {
    const bodies = serve();
    const panel = await openTab('notifications');

    type(within(panel).getByRole('textbox', { name: 'SMTP host' }), 'smtp.school.example');
    await save(panel);

    await screen.findByText('Settings saved.');
    expect(bodies).toEqual([
      { notifications: { email: { smtp: { host: 'smtp.school.example' } } }, version: 7 },
    ]);
  });

  it('sends a secret that was typed, and null for one removed', async () => {
    const withKey = {
      ...SETTINGS,
      payment_gateways: {
        ...SETTINGS.payment_gateways,
        stripe: { ...SETTINGS.payment_gateways.stripe, secretKeySet: true },
      },
    };
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(URL, () => HttpResponse.json(withKey)),
      http.put(URL, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(withKey);
      }),
    );
    const panel = await openTab('payments');

    expect(within(panel).getByLabelText('Stripe secret key')).toHaveAccessibleDescription('Set');
    expect(within(panel).getByLabelText('Paystack secret key')).toHaveAccessibleDescription(
      'Not set',
    );
    type(within(panel).getByLabelText('Paystack secret key'), 'sk_live_123');
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove stripe secret key' }));
    await save(panel);

    await screen.findByText('Settings saved.');
    expect(bodies).toEqual([
      {
        payment_gateways: { paystack: { secretKey: 'sk_live_123' }, stripe: { secretKey: null } },
        version: 7,
      },
    ]);
  });

  it('stores fee amounts in minor units', async () => {
    const bodies = serve();
    const panel = await openTab('payments');

    fireEvent.click(within(panel).getByRole('button', { name: 'Add a fee' }));
    type(within(panel).getByRole('textbox', { name: 'Fee 1 name' }), 'Tuition');
    type(within(panel).getByRole('spinbutton', { name: 'Fee 1 amount (NGN)' }), '150000.50');
    await save(panel);

    await screen.findByText('Settings saved.');
    expect(bodies).toEqual([
      {
        fee_structure: {
          categories: [{ id: 'tuition', name: 'Tuition', amount: 15000050, mandatory: true }],
        },
        version: 7,
      },
    ]);
  });
});

describe('the payments tab', () => {
  /** Serves `settings` and records each PUT body, answered with the same settings. */
  function serveThese(settings: typeof SETTINGS) {
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get(URL, () => HttpResponse.json(settings)),
      http.put(URL, async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(settings);
      }),
    );
    return bodies;
  }

  it('writes the webhook secrets like the secret keys, and shows each webhook address', async () => {
    const bodies = serveThese({
      ...SETTINGS,
      payment_gateways: {
        ...SETTINGS.payment_gateways,
        flutterwave: { ...SETTINGS.payment_gateways.flutterwave, secretHashSet: true },
      },
    });
    const panel = await openTab('payments');

    const hash = within(panel).getByLabelText('Webhook secret hash');
    expect(hash).toHaveAccessibleDescription(
      "Set The secret hash you set in Flutterwave's dashboard; Flutterwave sends it back with every webhook.",
    );
    const signing = within(panel).getByLabelText('Webhook signing secret');
    expect(signing).toHaveAccessibleDescription(
      "Not set Starts with whsec_; from the webhook endpoint in Stripe's dashboard.",
    );
    for (const gateway of ['paystack', 'flutterwave', 'stripe']) {
      const name = gateway[0].toUpperCase() + gateway.slice(1);
      expect(within(panel).getByRole('textbox', { name: `${name} webhook address` })).toHaveValue(
        `${window.location.origin}/api/payments/webhooks/${gateway}/`,
      );
    }

    type(signing, 'whsec_abc');
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove webhook secret hash' }));
    await save(panel);

    await screen.findByText('Settings saved.');
    expect(bodies).toEqual([
      {
        payment_gateways: {
          flutterwave: { secretHash: null },
          stripe: { webhookSecret: 'whsec_abc' },
        },
        version: 7,
      },
    ]);
  });

  it('copies a webhook address', async () => {
    serveThese(SETTINGS);
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const panel = await openTab('payments');
    fireEvent.click(within(panel).getByRole('button', { name: 'Copy the Stripe webhook address' }));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(
        `${window.location.origin}/api/payments/webhooks/stripe/`,
      ),
    );
  });

  it('sets a fee’s amount per class level and the terms it is charged in', async () => {
    const bodies = serveThese({
      ...SETTINGS,
      fee_structure: {
        ...SETTINGS.fee_structure,
        categories: [
          {
            id: 'tuition',
            name: 'Tuition',
            amount: 5_000_000,
            mandatory: true,
            levelAmounts: { 'grade-3': 6_000_000 },
            terms: [],
          },
        ],
      },
    });
    const panel = await openTab('payments');

    fireEvent.click(within(panel).getByText('Per class level (1 set)'));
    expect(
      within(panel).getByRole('spinbutton', { name: 'Fee 1 amount for Grade 3 (NGN)' }),
    ).toHaveValue(60000);
    expect(within(panel).getByText('None ticked: charged every term.')).toBeVisible();

    type(
      within(panel).getByRole('spinbutton', { name: 'Fee 1 amount for Grade 1 (NGN)' }),
      '45000.5',
    );
    type(within(panel).getByRole('spinbutton', { name: 'Fee 1 amount for Grade 3 (NGN)' }), '');
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Fee 1 is charged in term 1' }));
    fireEvent.click(within(panel).getByRole('checkbox', { name: 'Fee 1 is charged in term 3' }));
    expect(within(panel).getByText('Charged only in terms 1, 3 of each session.')).toBeVisible();
    await save(panel);

    await screen.findByText('Settings saved.');
    expect(bodies).toEqual([
      {
        fee_structure: {
          categories: [
            {
              id: 'tuition',
              name: 'Tuition',
              amount: 5_000_000,
              mandatory: true,
              levelAmounts: { 'grade-1': 4_500_050 },
              terms: [1, 3],
            },
          ],
        },
        version: 7,
      },
    ]);
  });

  it('leaves a saved fee out of a save that does not change it', async () => {
    const bodies = serveThese({
      ...SETTINGS,
      fee_structure: {
        ...SETTINGS.fee_structure,
        categories: [
          {
            id: 'tuition',
            name: 'Tuition',
            amount: 5_000_000,
            mandatory: true,
            levelAmounts: {},
            terms: [2],
          },
        ],
      },
    });
    const panel = await openTab('payments');
    expect(
      within(panel).getByRole('checkbox', { name: 'Fee 1 is charged in term 2' }),
    ).toBeChecked();
    type(within(panel).getByLabelText('Paystack secret key'), 'sk_test_1');
    await save(panel);

    await screen.findByText('Settings saved.');
    expect(bodies).toEqual([
      { payment_gateways: { paystack: { secretKey: 'sk_test_1' } }, version: 7 },
    ]);
  });
});

describe('the report cards tab', () => {
  it('renames, adds and removes traits, and sends both groups whole', async () => {
    const bodies = serve();
    const panel = await openTab('report-cards');
    type(
      within(panel).getByRole('textbox', { name: 'Behaviour trait 1' }),
      'Punctuality at school',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove skill 7' }));
    fireEvent.click(within(panel).getByRole('button', { name: 'Add a behaviour trait' }));
    type(within(panel).getByRole('textbox', { name: 'Behaviour trait 8' }), 'Leadership');
    await save(panel);
    await waitFor(() => expect(bodies).toHaveLength(1));
    const traits = (bodies[0].report_traits ?? {}) as {
      affective: string[];
      psychomotor: string[];
    };
    expect(traits.affective).toEqual([
      'Punctuality at school',
      ...DEFAULT_SETTINGS.report_traits.affective.slice(1),
      'Leadership',
    ]);
    expect(traits.psychomotor).toEqual(DEFAULT_SETTINGS.report_traits.psychomotor.slice(0, 6));
  });

  it('refuses a trait named twice without asking the server', async () => {
    const bodies = serve();
    const panel = await openTab('report-cards');
    type(within(panel).getByRole('textbox', { name: 'Skill 2' }), 'handwriting');
    fireEvent.click(within(panel).getByRole('button', { name: 'Save' }));
    expect(await within(panel).findByText('Each trait needs its own name.')).toBeVisible();
    expect(bodies).toHaveLength(0);
  });
});
