// Issue 7's walk-through against the real server: an admin builds a class with its teacher, a
// parent and a student; the teacher finds the student in their class, the parent finds the
// child on their dashboard, and the student their class. Each new account signs in with the
// password the server made and shows once, and must choose their own before anything else.
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

import { ensureAccount, renewalLanded, signIn, type Role } from './accounts';

const SCREENSHOTS = '../screenshots';

/** The value beside "Password" in a box of first sign-in details. */
async function shownPassword(box: Locator): Promise<string> {
  const password = (await box.locator('dt:text-is("Password") + dd').textContent())?.trim() ?? '';
  expect(password.length).toBeGreaterThanOrEqual(12);
  return password;
}

/** A new browser whose person signs in with `password` and replaces it with `own`. */
async function firstSignIn(
  browser: Browser,
  role: Role,
  username: string,
  password: string,
  own: string,
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, role, username, password);
  await expect(page.getByRole('alert')).toContainText(
    'The school set a temporary password for you.',
  );
  await page.getByRole('link', { name: 'Choose your own password' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Current password').fill(password);
  await page.getByLabel('New password', { exact: true }).fill(own);
  await page.getByLabel('New password again').fill(own);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password is changed\./)).toBeVisible();
  // As in signIn: let the new session's first renewal land before the next address.
  await renewalLanded(page);
  return page;
}

test('an admin registers a class, its teacher, a parent and a student; each of them sees the others', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const admin = await ensureAccount('admin');
  await signIn(page, 'admin', admin);

  // A class: the first level, arm Q.
  await page.goto('/admin/classes');
  const addClass = page.getByRole('form', { name: 'Add a class' });
  await addClass.getByLabel('Level').selectOption({ index: 1 });
  const level = (await addClass.getByLabel('Level').locator('option:checked').textContent())!;
  await addClass.getByLabel('Arm').fill('Q');
  await addClass.getByRole('button', { name: 'Add class' }).click();
  const className = `${level}Q`;
  await expect(page.getByText(`${className} is added.`)).toBeVisible();
  await expect(page.getByRole('cell', { name: className, exact: true })).toBeVisible();

  // A teacher, with the password the server makes.
  await page.goto('/admin/teachers/add');
  await page.getByLabel('Staff number').fill('E2E-T-7');
  await page.getByLabel('First name').fill('Kemi');
  await page.getByLabel('Last name').fill('Adeyemi');
  await page.getByLabel('E-mail address').fill('kemi.adeyemi@e2e.example');
  await page.getByRole('button', { name: 'Add teacher' }).click();
  const teacherBox = page.getByRole('status').filter({ hasText: 'Kemi Adeyemi can sign in now' });
  await expect(teacherBox).toBeVisible();
  await expect(teacherBox.locator('dt:text-is("Username") + dd')).toHaveText('E2E-T-7');
  const teacherPassword = await shownPassword(teacherBox);

  // A parent.
  await page.goto('/admin/parents/add');
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('E-mail address').fill('ngozi.eze@e2e.example');
  await page.getByRole('button', { name: 'Add parent' }).click();
  const parentBox = page.getByRole('status').filter({ hasText: 'Ngozi Eze can sign in now' });
  await expect(parentBox).toBeVisible();
  await expect(parentBox.locator('dt:text-is("Username") + dd')).toHaveText(
    'ngozi.eze@e2e.example',
  );
  const parentPassword = await shownPassword(parentBox);

  // A student in the new class, linked to the parent through the form's parent picker.
  await page.goto('/admin/students/add');
  await page.getByLabel('Admission number').fill('E2E/2026/007');
  await page.getByLabel('First name').fill('Chidi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('Class', { exact: true }).selectOption({ label: className });
  await page.getByLabel('Find a parent').fill('Ngozi');
  await page.getByRole('button', { name: /Add Ngozi Eze/ }).click();
  await page.getByLabel('Relationship of Ngozi Eze').fill('Mother');
  await page.getByRole('button', { name: 'Add student' }).click();
  await expect(page.getByRole('heading', { name: 'Chidi Eze is added' })).toBeVisible();
  const studentBox = page.getByRole('region', { name: 'First sign-in details' });
  await expect(studentBox.locator('dt:text-is("Username") + dd')).toHaveText('E2E/2026/007');
  const studentPassword = await shownPassword(studentBox);
  await page.getByRole('button', { name: 'Done: open Chidi Eze’s page' }).click();
  await expect(page.getByRole('heading', { name: 'Chidi Eze', level: 1 })).toBeVisible();

  // The teacher becomes the class teacher.
  await page.goto('/admin/classes');
  await page.getByRole('button', { name: `Edit ${className}` }).click();
  await page
    .getByLabel('Class teacher', { exact: true })
    .selectOption({ label: 'Kemi Adeyemi (E2E-T-7)' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`${className} is saved.`)).toBeVisible();
  const classRow = page.getByRole('row').filter({ hasText: className });
  await expect(classRow.getByRole('cell', { name: 'Kemi Adeyemi' })).toBeVisible();
  await expect(classRow.getByRole('cell', { name: '1', exact: true })).toBeVisible();

  await page.goto('/admin/students');
  const studentRow = page.getByRole('row').filter({ hasText: 'E2E/2026/007' });
  await expect(studentRow).toContainText('Chidi');
  await expect(studentRow).toContainText(className);
  await expect(page.getByRole('button', { name: /Grace/ })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/register-admin-students.png`, fullPage: true });

  // The teacher finds the student in their class.
  const teacher = await firstSignIn(
    browser,
    'teacher',
    'E2E-T-7',
    teacherPassword,
    'Teacher own 2026!',
  );
  await teacher.goto('/teacher/classes');
  const classCard = teacher.getByRole('article', { name: className });
  await expect(classCard.getByText('You are its class teacher')).toBeVisible();
  await expect(classCard.getByText('1 student', { exact: true })).toBeVisible();
  await classCard.getByRole('link', { name: `Students of ${className}` }).click();
  await expect(teacher.getByRole('heading', { name: className, level: 1 })).toBeVisible();
  await expect(teacher.getByText('Chidi Eze').first()).toBeVisible();
  await expect(teacher.getByRole('button', { name: /Kemi/ })).toBeVisible();
  await teacher.screenshot({ path: `${SCREENSHOTS}/register-teacher-class.png`, fullPage: true });
  await teacher.context().close();

  // The parent finds the child on their dashboard.
  const parent = await firstSignIn(
    browser,
    'parent',
    'ngozi.eze@e2e.example',
    parentPassword,
    'Parent own 2026!',
  );
  await parent.goto('/parent/dashboard');
  const childCard = parent.getByRole('region', { name: 'Chidi Eze' });
  await expect(childCard).toBeVisible();
  await expect(childCard).toContainText('E2E/2026/007');
  await expect(childCard).toContainText(className);
  await expect(parent.getByText('The school set a temporary password for you.')).toHaveCount(0);
  // The page reloaded: the user's menu shows once the server has accepted the session again.
  await expect(parent.getByRole('button', { name: /Ngozi/ })).toBeVisible();
  await parent.screenshot({
    path: `${SCREENSHOTS}/register-parent-dashboard.png`,
    fullPage: true,
  });
  await parent.setViewportSize({ width: 375, height: 812 });
  await expect(childCard).toBeVisible();
  const overflow = await parent.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await parent.screenshot({
    path: `${SCREENSHOTS}/register-parent-dashboard-mobile.png`,
    fullPage: true,
  });
  await parent.context().close();

  // The student finds their class.
  const student = await firstSignIn(
    browser,
    'student',
    'E2E/2026/007',
    studentPassword,
    'Student own 2026!',
  );
  await student.goto('/student/dashboard');
  const myDay = student.getByRole('region', { name: 'Your day' });
  await expect(myDay).toContainText(className);
  await expect(myDay).toContainText('E2E/2026/007');
  await expect(student.getByRole('button', { name: /Chidi/ })).toBeVisible();
  await student.screenshot({ path: `${SCREENSHOTS}/register-student-dashboard.png` });
  await student.context().close();
});
