import { expect, test } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';

const SCREENSHOTS = '../screenshots';

test('an announcement for parents reaches the parent’s dashboard and not the student’s', async ({
  page,
}) => {
  const admin = await ensureAccount('admin');
  const parent = await ensureAccount('parent');
  const student = await ensureAccount('student');
  await signIn(page, 'admin', admin);
  await page.getByRole('link', { name: 'Announcements' }).first().click();
  await page.getByRole('button', { name: 'New announcement' }).click();
  const form = page.getByRole('form', { name: 'New announcement' });
  await form.getByLabel('Title').fill('Parents’ evening on Thursday');
  await form.getByLabel('Announcement').fill('Meet the class teachers from 4 pm in the hall.');
  await form.getByLabel('Priority').selectOption('HIGH');
  await form.getByLabel('For').selectOption('PARENTS');
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('The announcement is published.')).toBeVisible();
  await expect(page.getByText('Parents’ evening on Thursday').first()).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/admin-announcements.png`, fullPage: true });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());

  await signIn(page, 'parent', parent);
  await expect(page.getByText('Parents’ evening on Thursday')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/parent-dashboard-announcements.png` });
  await page.evaluate(() => localStorage.clear());

  await signIn(page, 'student', student);
  await expect(page.getByRole('heading', { name: 'Announcements' })).toBeVisible();
  await expect(page.getByText('Parents’ evening on Thursday')).toHaveCount(0);
});
