import { expect, test } from '@playwright/test';

import { ensureAccount, signIn, userMenu } from './accounts';

test('a superuser adds an admin, gives them a role, and that admin recovers a teacher’s password', async ({
  page,
}) => {
  const head = await ensureAccount('admin');
  const teacher = await ensureAccount('teacher', 'e2e.forgetful');
  await signIn(page, 'admin', head);

  // Add an admin.
  await page.getByRole('link', { name: 'Admins' }).first().click();
  await page.getByRole('link', { name: 'Add an admin' }).click();
  await page.getByLabel('First name').fill('Bola');
  await page.getByLabel('Last name').fill('Ade');
  await page.getByLabel('Username').fill('e2e.office');
  await page.getByLabel('E-mail address').fill('office@e2e.example');
  await page.getByLabel('First password').fill('Office pass 1');
  await page.getByRole('button', { name: 'Add admin' }).click();
  await expect(page).toHaveURL(/\/admin\/admins$/);
  await expect(page.getByRole('cell', { name: 'e2e.office' })).toBeVisible();

  // Make a role and grant it.
  await page.getByRole('link', { name: 'Roles and permissions' }).click();
  await page.getByRole('button', { name: 'New role' }).click();
  await page.getByLabel('Role name').fill('Office');
  await page.getByLabel(/Add, change and deactivate accounts/).check();
  await page.getByRole('button', { name: 'Save role' }).click();
  await expect(page.getByText('The role Office is saved.')).toBeVisible();
  await page.getByLabel('Admin', { exact: true }).selectOption({ label: 'Bola Ade (e2e.office)' });
  await page.getByLabel('Role', { exact: true }).selectOption({ label: 'Office' });
  await page.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByRole('cell', { name: 'Bola Ade', exact: true })).toBeVisible();
  await page.screenshot({ path: '../screenshots/admin-roles.png', fullPage: true });

  // The new admin recovers a teacher's password.
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, 'admin', 'e2e.office', 'Office pass 1');
  await expect(page.getByRole('link', { name: 'Admins' })).toHaveCount(0);
  // A first password given by a superuser must be replaced before anything else.
  await page.getByRole('link', { name: 'Choose your own password' }).click();
  await page.getByLabel('Current password').fill('Office pass 1');
  await page.getByLabel('New password', { exact: true }).fill('Office own pass 2');
  await page.getByLabel('New password again').fill('Office own pass 2');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByText('The school set a temporary password for you.')).toHaveCount(0);
  await page.getByRole('link', { name: 'Password recovery' }).first().click();
  await page.getByLabel('Find an account').fill('forgetful');
  await page.getByRole('button', { name: 'Set a temporary password' }).click();
  const temporary = (await page.locator('code').first().textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(12);

  // The teacher signs in with it and is asked to choose their own.
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, 'teacher', teacher, temporary);
  await expect(page.getByRole('alert')).toContainText(
    'The school set a temporary password for you.',
  );
});
