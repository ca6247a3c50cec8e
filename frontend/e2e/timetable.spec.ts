// Issue 15's walk-through: an admin builds today's lessons for a class, meets a clash the
// database refuses (the sentence names the lesson already there) and resolves it; the teacher
// finds the lesson in their week, and the student on their dashboard.
import { expect, test, type APIRequestContext } from '@playwright/test';

import { PASSWORD, ensureAccount, signIn } from './accounts';
import { aWholeDay, tokenOf } from './api';
import { withDatabase } from './database';

const SCREENSHOTS = '../screenshots';
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

async function post<T>(api: APIRequestContext, token: string, path: string, data: unknown) {
  const answer = await api.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(201);
  return (await answer.json()) as T;
}

test('an admin builds a day, meets a clash and resolves it; the teacher and the student see it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const n = Date.now() % 100000;

  // The school as the register screens would leave it: a class with Mathematics and its
  // teacher, and a student in the class.
  const levels = await request.get('/api/class-levels/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const level = ((await levels.json()) as { results: { id: string }[] }).results[0].id;
  const teacher = await post<{ id: string; username: string }>(request, token, '/api/teachers/', {
    staff_number: `TT-${n}`,
    first_name: 'Emeka',
    last_name: 'Nwosu',
    email: `tt${n}@school.example`,
    password: PASSWORD,
  });
  const klass = await post<{ id: string; name: string }>(request, token, '/api/classes/', {
    level_id: level,
    arm: `T${n}`,
  });
  await post(request, token, '/api/class-subjects/', {
    class_id: klass.id,
    subject_id: 'mathematics',
    teacher_id: teacher.id,
  });
  const student = await post<{ username: string }>(request, token, '/api/students/', {
    admission_number: `TT/${n}`,
    first_name: 'Ada',
    last_name: 'Obi',
    class_id: klass.id,
    password: PASSWORD,
  });
  await withDatabase((c) =>
    c.query('UPDATE users SET must_change_password = false WHERE username = ANY($1)', [
      [teacher.username, student.username],
    ]),
  );

  // The admin adds today's first lesson, then one that clashes with it, then fixes the time.
  const today = DAYS[(await aWholeDay()).getDay()];
  await signIn(page, 'admin', admin);
  await page.goto('/admin/lessons');
  await page.getByLabel('Class').selectOption({ label: klass.name });
  const form = page.getByRole('form', { name: 'Add a lesson' });
  await form.getByLabel('Subject').selectOption({ label: 'Mathematics · Emeka Nwosu' });
  await form.getByLabel('Day').selectOption({ label: today });
  await form.getByLabel('Starts').fill('08:00');
  await form.getByLabel('Ends').fill('08:40');
  await form.getByRole('button', { name: 'Add lesson' }).click();
  const day = page.getByRole('region', { name: new RegExp(`^${today}`) });
  await expect(day.getByText('08:00–08:40')).toBeVisible();

  await form.getByLabel('Starts').fill('08:20');
  await form.getByLabel('Ends').fill('09:00');
  await form.getByRole('button', { name: 'Add lesson' }).click();
  await expect(form.getByRole('alert')).toContainText(
    `already has Mathematics on ${today} 08:00-08:40`,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/timetable-clash.png`, fullPage: true });
  await form.getByLabel('Starts').fill('08:40');
  await form.getByLabel('Ends').fill('09:20');
  await form.getByRole('button', { name: 'Add lesson' }).click();
  await expect(day.getByText('08:40–09:20')).toBeVisible();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/timetable-admin.png`, fullPage: true });

  // The teacher's week, today first.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'teacher', teacher.username);
  await page.goto('/teacher/schedule');
  await expect(page.getByRole('heading', { level: 2 }).first()).toContainText(today);
  const mine = page.getByRole('region', { name: new RegExp(`^${today}`) });
  await expect(mine.getByText('08:40–09:20')).toBeVisible();
  await expect(mine.getByText(klass.name).first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/timetable-teacher-phone.png`, fullPage: true });

  // The student's dashboard: today's lessons.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'student', student.username);
  const todays = page.getByRole('region', { name: 'Your day' });
  await expect(todays.getByText('08:00–08:40')).toBeVisible();
  await expect(todays.getByText('08:40–09:20')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/timetable-student.png`, fullPage: true });
});
