import { expect, test, type Page } from '@playwright/test';

import { ensureAccount, PASSWORD, type Role, userMenu } from './accounts';

async function signIn(page: Page, username: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

for (const role of ['student', 'teacher', 'parent', 'admin'] as Role[]) {
  test(`a ${role} signs in through their own page and lands on their dashboard`, async ({
    page,
  }) => {
    const username = await ensureAccount(role);

    await page.goto(`/${role}-login`);
    await signIn(page, username);

    await expect(page).toHaveURL(new RegExp(`/${role}/dashboard$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Good (morning|afternoon|evening), /,
    );
    await expect(page.getByText('Login successful!')).toBeVisible();

    // The area's own address opens the dashboard too (the admin's at /admin, spec §2).
    await page.goto(`/${role}`);
    await expect(page).toHaveURL(new RegExp(role === 'admin' ? '/admin$' : `/${role}/dashboard$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(
      /Good (morning|afternoon|evening), /,
    );
  });
}

test('a wrong password is refused with a sentence and nothing is stored', async ({ page }) => {
  const username = await ensureAccount('parent');

  await page.goto('/parent-login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('alert').first()).toContainText(
    'The username or password is incorrect.',
  );
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('an anonymous visit to /admin/students goes to /admin-login and returns there after signing in', async ({
  page,
}) => {
  const username = await ensureAccount('admin');

  await page.goto('/admin/students');
  await expect(page).toHaveURL(/\/admin-login$/);
  await signIn(page, username);

  await expect(page).toHaveURL(/\/admin\/students$/);
});

test('a teacher opening /admin/dashboard lands on /teacher/dashboard', async ({ page }) => {
  const username = await ensureAccount('teacher');
  await page.goto('/teacher-login');
  await signIn(page, username);
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);

  await page.goto('/admin/dashboard');

  await expect(page).toHaveURL(/\/teacher\/dashboard$/);
});

test('the user menu shows the role and signs out', async ({ page }) => {
  const username = await ensureAccount('student');
  await page.goto('/student-login');
  await signIn(page, username);
  await expect(page).toHaveURL(/\/student\/dashboard$/);

  await userMenu(page).click();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();

  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test("the next person to sign in on the same tab sees their own dashboard, not the last one's", async ({
  page,
}) => {
  // A school computer: one person signs out from the menu, the next signs in, with no reload in
  // between (the answers the first one read stay in the page's memory, and must not be shown).
  const teacher = await ensureAccount('teacher');
  const student = await ensureAccount('student');
  await page.goto('/teacher-login');
  await signIn(page, teacher);
  await expect(page.getByRole('list', { name: 'Your day' })).toBeVisible();

  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/student-login$/);
  await signIn(page, student);

  await expect(page).toHaveURL(/\/student\/dashboard$/);
  // The student's own view (a teacher's answer would draw "Your day" instead).
  await expect(page.getByRole('link', { name: 'Messages', exact: true })).toHaveAttribute(
    'href',
    '/student/messages',
  );
  await expect(page.getByRole('list', { name: 'Your day' })).toHaveCount(0);
});

test('with a short token lifetime and no way to renew it, the expiry prompt appears', async ({
  page,
}) => {
  // The page's clock is ours, so the session can be brought near its end without waiting, and
  // the server refuses every renewal from the start: no renewal is ever in flight to race the
  // test. (A renewal that fails for want of a connection waits for the next check instead.)
  await page.clock.install();
  await page.route('**/api/auth/token/refresh/', (route) =>
    route.fulfill({ status: 401, json: { detail: 'Token is invalid or expired.' } }),
  );
  const username = await ensureAccount('teacher');
  await page.goto('/teacher-login');
  await signIn(page, username);
  await expect(page).toHaveURL(/\/teacher\/dashboard$/);

  // A 30-minute access token 26 minutes later: under the 5 minutes at which the client renews.
  await page.clock.fastForward('26:00');

  const dialog = page.getByRole('alertdialog', { name: 'Authentication Required' });
  await expect(dialog).toContainText(
    'Your session will expire soon. Please log in again to continue.',
  );
  await page.screenshot({ path: '../screenshots/session-expiring.png' });
  await dialog.getByRole('button', { name: 'Log In Again' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
