import { expect, test } from '@playwright/test';

import { storeSettings } from './database';

test('a parent makes their own account and signs in with it', async ({ page }) => {
  await storeSettings({
    allow_self_registration: true,
    email_verification_required: false,
    default_user_role: 'parent',
  });

  await page.goto('/parent-login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Username').fill('ngozi.eze');
  await page.getByLabel('E-mail address').fill('ngozi@family.example');
  await page.getByLabel('Password', { exact: true }).fill('family pass 1');
  await page.getByLabel('Password again').fill('family pass 1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('status')).toContainText('You can sign in now.');

  await page.getByRole('link', { name: 'Go to sign-in' }).click();
  await page.getByLabel('Username').fill('ngozi.eze');
  await page.getByLabel('Password').fill('family pass 1');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(/\/parent\/dashboard$/);
});

test('a taken username is shown beside its field', async ({ page }) => {
  await storeSettings({ allow_self_registration: true, email_verification_required: false });
  await page.goto('/signup');
  const fill = async (username: string, email: string) => {
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Last name').fill('Obi');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('family pass 1');
    await page.getByLabel('Password again').fill('family pass 1');
    await page.getByRole('button', { name: 'Create account' }).click();
  };
  await fill('ada.obi', 'ada@family.example');
  await expect(page.getByRole('status')).toBeVisible();

  await page.goto('/signup');
  await fill('ada.obi', 'other@family.example');

  await expect(page.getByRole('alert')).toContainText(
    'That username is already taken. Choose another.',
  );
});

test('a forgotten password asks for an address and answers the same for any address', async ({
  page,
}) => {
  await page.goto('/student-login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await page.getByLabel('E-mail address').fill('nobody@example.com');
  await page.getByRole('button', { name: 'Send me a link' }).click();

  await expect(page.getByRole('status')).toContainText('If an account has that e-mail address');
});

test('when the school approves accounts, an admin approves a new one from the dashboard', async ({
  page,
}) => {
  const { ensureAccount, PASSWORD } = await import('./accounts');
  const admin = await ensureAccount('admin');
  await storeSettings({
    allow_self_registration: true,
    email_verification_required: false,
    registration_approval_required: true,
  });
  try {
    await page.goto('/signup');
    await page.getByLabel('First name').fill('Kemi');
    await page.getByLabel('Last name').fill('Ade');
    await page.getByLabel('Username').fill('kemi.ade');
    await page.getByLabel('E-mail address').fill('kemi@family.example');
    await page.getByLabel('Password', { exact: true }).fill('family pass 1');
    await page.getByLabel('Password again').fill('family pass 1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('status')).toContainText('once the school approves it');

    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(admin);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const pending = page.getByRole('region', { name: /Accounts waiting for approval/ });
    await expect(pending).toContainText('kemi.ade');
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText('kemi.ade can sign in now')).toBeVisible();
  } finally {
    await storeSettings({ registration_approval_required: false });
  }
});
