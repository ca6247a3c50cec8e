// Issue 15's exams walk-through: an admin drafts an exam, gives it papers, meets a clash the
// database refuses (the sentence names the paper already there) and resolves it, then publishes
// the schedule; the student finds the papers from their dashboard with a notice in their inbox,
// and the teacher finds the paper they invigilate.
import { expect, test, type APIRequestContext } from '@playwright/test';

import { PASSWORD, ensureAccount, signIn } from './accounts';
import { inWords, iso, tokenOf } from './api';
import { withDatabase } from './database';

const SCREENSHOTS = '../screenshots';

async function post<T>(api: APIRequestContext, token: string, path: string, data: unknown) {
  const answer = await api.post(path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(201);
  return (await answer.json()) as T;
}

/** `days` from today, as `YYYY-MM-DD` and as "Monday 7 December 2026". */
function day(days: number): { iso: string; long: string } {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return { iso: iso(d), long: inWords(d) };
}

test('an admin schedules an exam, meets a clash and publishes; the student and teacher see it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const n = Date.now() % 100000;

  // A class with Mathematics and English, their teacher, and a student in the class.
  const levels = await request.get('/api/class-levels/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const level = ((await levels.json()) as { results: { id: string }[] }).results[0].id;
  const teacher = await post<{ id: string; username: string }>(request, token, '/api/teachers/', {
    staff_number: `EX-${n}`,
    first_name: 'Chidi',
    last_name: 'Okafor',
    email: `ex${n}@school.example`,
    password: PASSWORD,
  });
  const klass = await post<{ id: string; name: string }>(request, token, '/api/classes/', {
    level_id: level,
    arm: `E${n}`,
  });
  for (const subject of ['mathematics', 'english']) {
    await post(request, token, '/api/class-subjects/', {
      class_id: klass.id,
      subject_id: subject,
      teacher_id: teacher.id,
    });
  }
  const student = await post<{ username: string }>(request, token, '/api/students/', {
    admission_number: `EX/${n}`,
    first_name: 'Bisi',
    last_name: 'Ade',
    class_id: klass.id,
    password: PASSWORD,
  });
  await withDatabase((c) =>
    c.query('UPDATE users SET must_change_password = false WHERE username = ANY($1)', [
      [teacher.username, student.username],
    ]),
  );

  // The admin drafts the exam a week ahead.
  const first = day(7);
  const last = day(11);
  const name = `Mid-term Test ${n}`;
  await signIn(page, 'admin', admin);
  await page.goto('/admin/exams');
  const add = page.getByRole('form', { name: 'Add an exam' });
  await add.getByLabel('Name').fill(name);
  await add.getByLabel('Kind').selectOption({ label: 'Test' });
  await add.getByLabel('First day').fill(first.iso);
  await add.getByLabel('Last day').fill(last.iso);
  await add.getByRole('button', { name: 'Add exam' }).click();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Draft');

  // Its schedule: Mathematics, then English at an overlapping time (refused), then
  // English in the afternoon.
  await page.getByRole('link', { name: new RegExp(`the schedule of ${name}`) }).click();
  await expect(page).toHaveURL(/\/admin\/exam-schedules\?exam=/);
  const form = page.getByRole('form', { name: 'Add a paper' });
  await form.getByLabel('Class').selectOption({ label: klass.name });
  await form.getByLabel('Subject').selectOption({ label: 'Mathematics · Chidi Okafor' });
  await form.getByLabel('Date').fill(first.iso);
  await form.getByLabel('Starts').fill('09:00');
  await form.getByLabel('Ends').fill('11:00');
  await form.getByLabel('Room (optional)').fill(`Hall ${n}`);
  await form.getByRole('button', { name: 'Add paper' }).click();
  const papers = page.getByRole('region', { name: 'Exam schedules' });
  await expect(papers.getByRole('heading', { name: first.long })).toBeVisible();
  await expect(papers.getByRole('row', { name: /Mathematics/ })).toContainText('09:00');

  await form.getByLabel('Class').selectOption({ label: klass.name });
  await form.getByLabel('Subject').selectOption({ label: 'English · Chidi Okafor' });
  await form.getByLabel('Date').fill(first.iso);
  await form.getByLabel('Starts').fill('10:00');
  await form.getByLabel('Ends').fill('12:00');
  await form.getByLabel('Room (optional)').fill('');
  await form.getByRole('button', { name: 'Add paper' }).click();
  await expect(form.getByRole('alert')).toContainText(
    `${klass.name} already sits Mathematics on ${first.long} 09:00-11:00.`,
  );
  await page.screenshot({ path: `${SCREENSHOTS}/exams-clash.png`, fullPage: true });
  await form.getByLabel('Starts').fill('12:00');
  await form.getByLabel('Ends').fill('14:00');
  await form.getByRole('button', { name: 'Add paper' }).click();
  await expect(papers.getByRole('row', { name: /English/ })).toContainText('12:00');
  await expect(form.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/exams-schedule.png`, fullPage: true });

  // Published: the families are told.
  await page.goto('/admin/exams');
  await page.getByRole('button', { name: `Publish schedule of ${name}` }).click();
  await expect(page.getByText(`Published ${name}.`)).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Scheduled');
  await page.screenshot({ path: `${SCREENSHOTS}/exams-published.png`, fullPage: true });

  // The student: the papers from the dashboard's Exams, and the notice in the portal.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'student', student.username);
  await page.getByRole('link', { name: /^Exams/ }).click();
  const coming = page.getByRole('region', { name: 'Coming exams' });
  await expect(coming.getByRole('heading', { name: first.long })).toBeVisible();
  await expect(coming.getByText('Mathematics')).toBeVisible();
  await expect(coming.getByText('English', { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SCREENSHOTS}/exams-student-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  const inbox = await page.evaluate(async () => {
    const answer = await fetch('/api/notifications/', {
      headers: { Authorization: `Bearer ${localStorage.getItem('authToken')}` },
    });
    return (await answer.json()) as { results: { subject: string }[] };
  });
  expect(inbox.results.map((m) => m.subject)).toContain(`${name} timetable for ${klass.name}`);

  // The teacher: the papers they invigilate, marked.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'teacher', teacher.username);
  await page.goto('/teacher/exams');
  await expect(page.getByRole('row', { name: /Mathematics/ })).toContainText('You invigilate');
  await page.screenshot({ path: `${SCREENSHOTS}/exams-teacher.png`, fullPage: true });
});
