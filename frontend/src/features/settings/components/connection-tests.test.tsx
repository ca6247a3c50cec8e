import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

import { DEFAULT_SETTINGS } from '../defaults';
import SettingsPage from './settings-page';

const SETTINGS_URL = '*/api/school-settings/school-settings/';
const TESTS = '*/api/school-settings';

type Body = Record<string, unknown>;

/** Serves `settings` and answers the test at `path` with `answer`; records each body it got. */
function serve(path: string, answer: (body: Body) => Response, settings: object = {}) {
  const bodies: Body[] = [];
  server.use(
    http.get(SETTINGS_URL, () =>
      HttpResponse.json({ ...DEFAULT_SETTINGS, version: 3, ...settings }),
    ),
    http.post(`${TESTS}/${path}`, async ({ request }) => {
      const body = (await request.json()) as Body;
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

/** The toast that says `message`, and whether it is a success or an error. */
async function toastSaying(message: string) {
  const text = await screen.findByText(message, { selector: '[data-sonner-toast] *' });
  return text.closest('[data-sonner-toast]')?.getAttribute('data-type');
}

/** The result kept under the button named `label`. */
function lastResult(panel: HTMLElement, label: string) {
  return within(panel).getByRole('status', { name: `${label}: last result` });
}

const smtp = DEFAULT_SETTINGS.notifications.email.smtp;

// The settings form is the largest screen, and finding its fields by role checks every element:
// alone on this 2-core machine some of these tests take 12-15 seconds, and beside another test
// file one took 19 and met the default 15-second limit. They wait on nothing that could hang.
describe('the Test buttons', { timeout: 45_000 }, () => {
  it('tests the SMTP settings the form shows, unsaved, and shows the success', async () => {
    const bodies = serve('notifications/email/test/', () =>
      HttpResponse.json({ success: true, message: 'Connected to 127.0.0.1:2525.' }),
    );
    const panel = await openTab('notifications');

    type(within(panel).getByRole('textbox', { name: 'SMTP host' }), '127.0.0.1');
    type(within(panel).getByRole('spinbutton', { name: 'SMTP port' }), '2525');
    fireEvent.click(within(panel).getByRole('button', { name: 'Test SMTP connection' }));

    expect(await toastSaying('Connected to 127.0.0.1:2525.')).toBe('success');
    expect(lastResult(panel, 'Test SMTP connection')).toHaveTextContent(
      'Succeeded: Connected to 127.0.0.1:2525.',
    );
    // The untouched password is left out: the server uses the stored one.
    expect(bodies).toEqual([
      {
        host: '127.0.0.1',
        port: 2525,
        username: smtp.username,
        encryption: smtp.encryption,
        fromName: smtp.fromName,
        fromEmail: smtp.fromEmail,
      },
    ]);
    // Nothing was saved: the edits are still unsaved.
    expect(within(panel).getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('sends a typed password and the address to send a test message to', async () => {
    const bodies = serve('notifications/email/test/', () =>
      HttpResponse.json({ success: true, message: 'Sent a test message.' }),
    );
    const panel = await openTab('notifications');

    type(within(panel).getByLabelText('SMTP password'), 's3cret');
    type(within(panel).getByLabelText(/Send a test e-mail to/), 'head@school.example');
    fireEvent.click(within(panel).getByRole('button', { name: 'Test SMTP connection' }));

    await toastSaying('Sent a test message.');
    expect(bodies[0]).toMatchObject({ password: 's3cret', to: 'head@school.example' });
  });

  it("shows the server's reason when the test ran and failed", async () => {
    const reason = 'The connection to 127.0.0.1:1 was refused.';
    serve('notifications/email/test/', () =>
      HttpResponse.json({ success: false, message: reason }),
    );
    const panel = await openTab('notifications');

    fireEvent.click(within(panel).getByRole('button', { name: 'Test SMTP connection' }));

    expect(await toastSaying(reason)).toBe('error');
    expect(lastResult(panel, 'Test SMTP connection')).toHaveTextContent(`Failed: ${reason}`);
  });

  it("says spec §8's message when the call itself fails", async () => {
    serve('notifications/email/test/', () =>
      HttpResponse.json({ detail: 'Internal error' }, { status: 500 }),
    );
    const panel = await openTab('notifications');

    fireEvent.click(within(panel).getByRole('button', { name: 'Test SMTP connection' }));

    expect(await toastSaying('Failed to test email connection')).toBe('error');
    expect(lastResult(panel, 'Test SMTP connection')).toHaveTextContent(
      'Failed to test email connection',
    );
  });

  it('shows a busy button while the test runs', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    serve('notifications/email/test/', () => HttpResponse.json({ success: true, message: 'OK.' }));
    server.use(
      http.post(`${TESTS}/notifications/email/test/`, async () => {
        await held;
        return HttpResponse.json({ success: true, message: 'Connected.' });
      }),
    );
    const panel = await openTab('notifications');

    fireEvent.click(within(panel).getByRole('button', { name: 'Test SMTP connection' }));

    const busy = await within(panel).findByRole('button', { name: 'Testing SMTP connection…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    release();
    await toastSaying('Connected.');
    expect(within(panel).getByRole('button', { name: 'Test SMTP connection' })).not.toHaveAttribute(
      'aria-busy',
    );
  });

  it('checks the inputs before asking the server', async () => {
    const bodies = serve('notifications/email/test/', () =>
      HttpResponse.json({ success: true, message: 'OK.' }),
    );
    const panel = await openTab('notifications');

    type(within(panel).getByRole('spinbutton', { name: 'SMTP port' }), '70000');
    fireEvent.click(within(panel).getByRole('button', { name: 'Test SMTP connection' }));

    const port = within(panel).getByRole('spinbutton', { name: 'SMTP port' });
    await waitFor(() =>
      expect(port).toHaveAccessibleDescription(
        'Enter a port from 1 to 65535 (587 for TLS, 465 for SSL).',
      ),
    );
    expect(bodies).toEqual([]);
  });

  it("puts a 422's field messages beside their inputs", async () => {
    serve('notifications/email/test/', () =>
      HttpResponse.json(
        {
          detail: 'The test needs more settings.',
          code: 'settings.invalid',
          fields: { host: ['Enter the SMTP host.'], password: ['Enter the password.'] },
        },
        { status: 422 },
      ),
    );
    const panel = await openTab('notifications');

    fireEvent.click(within(panel).getByRole('button', { name: 'Test SMTP connection' }));

    expect(await toastSaying('The test needs more settings.')).toBe('error');
    expect(within(panel).getByRole('textbox', { name: 'SMTP host' })).toHaveAccessibleDescription(
      'Enter the SMTP host.',
    );
    expect(within(panel).getByLabelText('SMTP password')).toHaveAccessibleDescription(
      /Enter the password\./,
    );
  });

  it("says when to try again after too many tests (429's detail)", async () => {
    const detail = 'Too many connection tests. Try again in 42 seconds.';
    serve('notifications/twilio/test/', () =>
      HttpResponse.json({ detail }, { status: 429, headers: { 'Retry-After': '42' } }),
    );
    const panel = await openTab('notifications');

    fireEvent.click(within(panel).getByRole('button', { name: 'Test Twilio connection' }));

    expect(await toastSaying(detail)).toBe('error');
  });

  it('tests Brevo with a typed key, and leaves an untouched one out', async () => {
    const bodies = serve('notifications/brevo/test/', () =>
      HttpResponse.json({ success: true, message: 'Brevo accepted the key.' }),
    );
    const panel = await openTab('notifications');
    const button = within(panel).getByRole('button', { name: 'Test Brevo connection' });

    fireEvent.click(button);
    await toastSaying('Brevo accepted the key.');
    type(within(panel).getByLabelText('Brevo API key'), 'xkeysib-123');
    fireEvent.click(button);

    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[0]).not.toHaveProperty('apiKey');
    expect(bodies[1]).toMatchObject({ apiKey: 'xkeysib-123' });
  });

  it('needs an address to send a Brevo test e-mail to, and sends it there', async () => {
    const bodies = serve('notifications/brevo/send-test/', () =>
      HttpResponse.json({ success: true, message: 'Sent to head@school.example.' }),
    );
    const panel = await openTab('notifications');
    const button = within(panel).getByRole('button', { name: 'Send a Brevo test e-mail' });

    fireEvent.click(button);
    const to = within(panel).getByRole('textbox', { name: 'Brevo test e-mail to' });
    expect(to).toHaveAccessibleDescription('Enter where to send the test.');

    type(to, 'head@school.example');
    fireEvent.click(button);

    expect(await toastSaying('Sent to head@school.example.')).toBe('success');
    expect(bodies).toEqual([expect.objectContaining({ to: 'head@school.example' })]);
  });

  it.each([
    ['Test Brevo connection', 'notifications/brevo/test/', 'Failed to test Brevo connection'],
    ['Test SMS connection', 'notifications/sms/test/', 'Failed to test SMS connection'],
    ['Test Twilio connection', 'notifications/twilio/test/', 'Failed to test Twilio connection'],
  ])('%s: when the call fails, says the spec message', async (label, path, message) => {
    serve(path, () => HttpResponse.error());
    const panel = await openTab('notifications');

    fireEvent.click(within(panel).getByRole('button', { name: label }));

    expect(await toastSaying(message)).toBe('error');
  });

  it("says 'Failed to send test email' and 'Failed to send test SMS' when a send fails", async () => {
    serve('notifications/brevo/send-test/', () => new HttpResponse(null, { status: 502 }));
    server.use(http.post(`${TESTS}/notifications/twilio/send-test/`, () => HttpResponse.error()));
    const panel = await openTab('notifications');

    type(
      within(panel).getByRole('textbox', { name: 'Brevo test e-mail to' }),
      'head@school.example',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Send a Brevo test e-mail' }));
    expect(await toastSaying('Failed to send test email')).toBe('error');

    type(within(panel).getByRole('textbox', { name: 'Test SMS to' }), '+2348012345678');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send a test SMS' }));
    expect(await toastSaying('Failed to send test SMS')).toBe('error');
  });

  it('sends the SMS settings, their typed secrets and the number to the Twilio send-test', async () => {
    const bodies = serve('notifications/twilio/send-test/', () =>
      HttpResponse.json({ success: true, message: 'Twilio queued the message.' }),
    );
    const panel = await openTab('notifications');

    type(within(panel).getByRole('textbox', { name: 'SMS sender id' }), '+15005550006');
    type(within(panel).getByLabelText('SMS API key (account SID)'), 'AC123');
    const to = within(panel).getByRole('textbox', { name: 'Test SMS to' });
    type(to, '08012345678');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send a test SMS' }));
    expect(to).toHaveAccessibleDescription(
      'Enter the number with its country code, such as +2348012345678.',
    );

    type(to, '+2348012345678');
    fireEvent.click(within(panel).getByRole('button', { name: 'Send a test SMS' }));

    await toastSaying('Twilio queued the message.');
    expect(bodies).toEqual([{ apiKey: 'AC123', senderID: '+15005550006', to: '+2348012345678' }]);
  });

  it('tests a gateway with the keys the form shows', async () => {
    const bodies = serve(
      'payment-gateways/stripe/test/',
      () => HttpResponse.json({ success: false, message: 'Stripe refused the secret key.' }),
      {
        payment_gateways: {
          ...DEFAULT_SETTINGS.payment_gateways,
          stripe: { ...DEFAULT_SETTINGS.payment_gateways.stripe, secretKeySet: true },
        },
      },
    );
    const panel = await openTab('payments');

    type(within(panel).getByRole('textbox', { name: 'Stripe publishable key' }), 'pk_test_1');
    fireEvent.click(within(panel).getByRole('button', { name: 'Test Stripe connection' }));

    expect(await toastSaying('Stripe refused the secret key.')).toBe('error');
    expect(bodies).toEqual([
      {
        publishableKey: 'pk_test_1',
        testMode: DEFAULT_SETTINGS.payment_gateways.stripe.testMode,
      },
    ]);
    expect(lastResult(panel, 'Test Stripe connection')).toHaveTextContent(
      'Stripe refused the secret key.',
    );
  });

  it('sends a typed gateway secret', async () => {
    const bodies = serve('payment-gateways/paystack/test/', () =>
      HttpResponse.json({ success: true, message: 'Paystack accepted the key.' }),
    );
    const panel = await openTab('payments');

    type(within(panel).getByLabelText('Paystack secret key'), 'sk_test_9');
    fireEvent.click(within(panel).getByRole('button', { name: 'Test Paystack connection' }));

    expect(await toastSaying('Paystack accepted the key.')).toBe('success');
    expect(bodies[0]).toMatchObject({ secretKey: 'sk_test_9' });
  });

  it.each([
    ['Test Paystack connection', 'paystack'],
    ['Test Flutterwave connection', 'flutterwave'],
    ['Check bank transfer details', 'bankTransfer'],
  ])('%s says the failure with the gateway key', async (label, gateway) => {
    serve(`payment-gateways/${gateway}/test/`, () => new HttpResponse('oops', { status: 500 }));
    const panel = await openTab('payments');

    fireEvent.click(within(panel).getByRole('button', { name: label }));

    expect(await toastSaying(`Failed to test ${gateway} connection`)).toBe('error');
  });

  it('checks the bank transfer details the form shows', async () => {
    const bodies = serve('payment-gateways/bankTransfer/test/', () =>
      HttpResponse.json({ success: false, message: 'Enter the account name.' }),
    );
    const panel = await openTab('payments');

    type(within(panel).getByRole('textbox', { name: 'Bank name' }), 'First Bank');
    type(within(panel).getByRole('textbox', { name: 'Account number' }), '0123456789');
    fireEvent.click(within(panel).getByRole('button', { name: 'Check bank transfer details' }));

    expect(await toastSaying('Enter the account name.')).toBe('error');
    expect(bodies).toEqual([
      { bankName: 'First Bank', accountNumber: '0123456789', accountName: '' },
    ]);
  });
});
