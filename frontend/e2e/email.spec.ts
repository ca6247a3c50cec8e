// E-mail that really arrives (issue 14, decision 015): a family signs up, the verification e-mail
// reaches the school's SMTP server through the outbox and the portal's sender, its link confirms
// the address, and they sign in; a forgotten password is reset through the e-mailed link; the
// admin sees both messages sent, with the links' secrets hidden.
import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';
import { storeSettings } from './database';
import { linkIn, startMailbox, type Mailbox } from './mail';

const SCREENSHOTS = '../screenshots';

let mailbox: Mailbox;

test.beforeAll(async () => {
  mailbox = await startMailbox();
});

test.afterAll(async () => {
  mailbox.stop();
  // Back to a school without an e-mail provider, as the other tests expect.
  await storeSettings({ notifications: {}, email_verification_required: true });
});

test('a family signs up, confirms the address from the e-mail, and resets a forgotten password', async ({
  page,
}) => {
  await storeSettings({
    allow_self_registration: true,
    email_verification_required: true,
    registration_approval_required: false,
    default_user_role: 'parent',
  });

  await page.goto('/signup');
  await page.getByLabel('First name').fill('Amaka');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('Username').fill('amaka.obi');
  await page.getByLabel('E-mail address').fill('amaka@family.example');
  await page.getByLabel('Password', { exact: true }).fill('family pass 1');
  await page.getByLabel('Password again').fill('family pass 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('Confirm your e-mail address');

  const verification = await mailbox.waitFor('amaka@family.example');
  expect(verification).toContain('Subject: Confirm your e-mail address');
  await page.goto(linkIn(verification, '/verify-email?token='));
  await expect(page.getByText('Your e-mail address is confirmed.')).toBeVisible();
  await signIn(page, 'parent', 'amaka.obi', 'family pass 1');

  // She forgets her password.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail address').fill('amaka@family.example');
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account has that e-mail address');
  await expect
    .poll(() => mailbox.messages().filter((m) => m.to.includes('amaka@family.example')).length, {
      timeout: 20_000,
    })
    .toBe(2);
  const reset = mailbox
    .messages()
    .filter((m) => m.to.includes('amaka@family.example'))[1]
    .data.replace(/=\r\n/g, '')
    .replace(/=3D/g, '=');
  expect(reset).toContain('Subject: Reset your password');
  await page.goto(linkIn(reset, '/reset-password?token='));
  await page.getByLabel('New password', { exact: true }).fill('new family pass 2');
  await page.getByLabel('New password again').fill('new family pass 2');
  await page.getByRole('button', { name: /password/i }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await signIn(page, 'parent', 'amaka.obi', 'new family pass 2');
});

test('an admin sees the messages the portal sent, and the bell counts a person’s unread ones', async ({
  page,
}) => {
  const admin = await ensureAccount('admin');
  await signIn(page, 'admin', admin);
  await expect(page.getByRole('link', { name: /^Notifications/ })).toBeVisible();
  await page.goto('/admin/notifications');
  await expect(page.getByRole('heading', { name: 'Messages sent by the portal' })).toBeVisible();
  const row = page.getByRole('row', { name: /Reset your password/ }).first();
  await expect(row).toContainText('Sent');
  await row.getByRole('button', { name: /Show the message/ }).click();
  await expect(page.getByText(/token=\[hidden\]/).first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/admin-notifications.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/admin-notifications-phone.png`, fullPage: true });
});

test('a visitor subscribes to the newsletter and confirms it from the e-mail, once', async ({
  page,
}) => {
  await page.goto('/about');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByLabel('Your e-mail').fill('reader@family.example');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('[data-sonner-toast]')).toContainText('open the link');

  const confirmation = await mailbox.waitFor('reader@family.example');
  expect(confirmation).toContain('Subject: Confirm your newsletter subscription');
  const link = linkIn(confirmation, '/newsletter/confirm?token=');
  await page.goto(link);
  await expect(page.getByText('Your subscription is confirmed')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/newsletter-confirmed-phone.png`, fullPage: true });

  // The link works once: opened again, it says what to do instead.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText('Subscribe again');

  // The school sees the confirmed address and downloads it for its newsletter.
  await page.setViewportSize({ width: 1280, height: 900 });
  const admin = await ensureAccount('admin');
  await signIn(page, 'admin', admin);
  await page.goto('/admin/newsletter');
  await page.getByLabel('Search').fill('reader@');
  const row = page.getByRole('row', { name: /reader@family\.example/ });
  await expect(row).toContainText('Confirmed');
  await page.screenshot({ path: `${SCREENSHOTS}/admin-newsletter.png`, fullPage: true });
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the confirmed addresses (CSV)' }).click(),
  ]);
  expect(file.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv.split(/\r?\n/)[0]).toBe('email,subscribed_at,confirmed_at');
  expect(csv).toContain('reader@family.example,');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/admin-newsletter-phone.png`, fullPage: true });
});

test('an admin adds a teacher, whose welcome e-mail lets them choose a password and sign in', async ({
  page,
}) => {
  const admin = await ensureAccount('admin');
  await signIn(page, 'admin', admin);
  const staff = `W-${Date.now() % 100000}`;
  const email = `${staff.toLowerCase()}@school.example`;
  await page.goto('/admin/teachers/add');
  await page.getByLabel('Staff number').fill(staff);
  await page.getByLabel('First name').fill('Bola');
  await page.getByLabel('Last name').fill('Ade');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Add teacher' }).click();
  const slip = page.getByRole('status').filter({ hasText: 'can sign in now' });
  await expect(slip).toContainText(
    `A welcome e-mail with a link to choose their own password is on its way to ${email}.`,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/teacher-added-welcome.png`, fullPage: true });

  const welcome = await mailbox.waitFor(email);
  expect(welcome).toContain('Subject: Welcome to');
  const link = linkIn(welcome, '/reset-password?token=');
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Bola chose 1 this');
  await page.getByLabel('New password again').fill('Bola chose 1 this');
  await page.getByRole('button', { name: /password/i }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await signIn(page, 'teacher', staff, 'Bola chose 1 this');
});
