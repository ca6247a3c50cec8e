// Issue 6: an admin tests the SMTP settings against a real SMTP server (aiosmtpd, started here)
// and sees success; with a closed port, sees the refused connection. Nothing is saved: the test
// takes the settings the form shows.
import { spawn, type ChildProcess } from 'node:child_process';
import { createConnection } from 'node:net';

import { expect, test } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';
import { freePort } from './ports';

const SCREENSHOTS = '../screenshots';

let smtp: ChildProcess | undefined;
let smtpPort = 0;
let received = '';

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test.beforeAll(async () => {
  smtpPort = await freePort();
  // aiosmtpd's default handler prints each message it receives.
  smtp = spawn('python3', ['-m', 'aiosmtpd', '-n', '-l', `127.0.0.1:${smtpPort}`], {
    env: { ...process.env, PYTHONUNBUFFERED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  smtp.stdout?.on('data', (chunk: Buffer) => (received += chunk.toString()));
  smtp.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (await accepts(smtpPort)) return;
    if (smtp.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(
    `The local SMTP server did not start (is aiosmtpd installed? python3 -m pip install --user aiosmtpd): ${errors}`,
  );
});

test.afterAll(() => {
  smtp?.kill();
});

test('an admin tests the SMTP settings: success against a local SMTP server, a refused connection on a closed port', async ({
  page,
}) => {
  const admin = await ensureAccount('admin');
  await signIn(page, 'admin', admin);
  await page.goto('/admin/settings?tab=notifications');
  const panel = page.getByRole('tabpanel', { name: 'Notifications' });

  await panel.getByLabel('SMTP host').fill('127.0.0.1');
  await panel.getByLabel('SMTP port').fill(String(smtpPort));
  await panel.getByLabel('Encryption').selectOption('none');
  await panel.getByLabel('SMTP username').fill('');
  await panel.getByLabel('SMTP sender name').fill('Riverside Office');
  await panel.getByLabel('SMTP sender e-mail').fill('office@school.example');

  const button = panel.getByRole('button', { name: 'Test SMTP connection' });
  const result = panel.getByRole('status', { name: 'Test SMTP connection: last result' });
  const toasts = page.locator('[data-sonner-toast]');

  // The connection works.
  await button.click();
  await expect(result).toContainText('Succeeded');
  const message = (await result.locator('span').last().textContent()) ?? '';
  await expect(toasts.filter({ hasText: message })).toHaveAttribute('data-type', 'success');

  // With an address, a test message arrives there.
  await panel.getByLabel(/Send a test e-mail to/).fill('head@school.example');
  await button.click();
  await expect(result).toContainText('Succeeded');
  await expect.poll(() => received).toMatch(/head@school\.example/);
  expect(received).toMatch(/office@school\.example/);
  await panel.getByLabel(/Send a test e-mail to/).fill('');

  // On a port where nothing listens, the connection is refused, and the toast says so.
  await panel.getByLabel('SMTP port').fill(String(await freePort()));
  await button.click();
  const failure = toasts.filter({ hasText: /refused/i });
  await expect(failure).toBeVisible();
  await expect(failure).toHaveAttribute('data-type', 'error');
  await expect(result).toContainText(/refused/i);

  // The same at a phone's width.
  await page.setViewportSize({ width: 375, height: 800 });
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SCREENSHOTS}/admin-smtp-test-375.png` });

  // Testing saved nothing.
  await expect(panel.getByText('Unsaved changes')).toBeVisible();
});
