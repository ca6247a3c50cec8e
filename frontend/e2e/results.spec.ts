// Issue 17's first steps in a browser: a subject teacher enters a class's scores on a phone (the
// server totals, grades and places them, autosaved), submits the sheet, and an admin who
// publishes results returns it once with a reason, which the teacher then reads.
import { expect, test } from '@playwright/test';

import { send } from './api';
import { PASSWORD, ensureAccount, signIn } from './accounts';
import { withDatabase } from './database';

const SCREENSHOTS = '../screenshots';

test('a teacher enters a sheet on a phone, submits it, and reads why it was returned', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await ensureAccount('admin');
  const login = await request.post('/api/auth/login/', {
    data: { username: admin, password: PASSWORD },
  });
  const token = ((await login.json()) as { access: string }).access;
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const n = Date.now() % 100000;

  // A class with two students, and its Mathematics taught by a new teacher.
  const levels = await request.get('/api/class-levels/', auth);
  const level = ((await levels.json()) as { results: { id: string }[] }).results[0].id;
  const teacher = await send<{ id: string; username: string }>(
    request,
    token,
    'post',
    '/api/teachers/',
    {
      staff_number: `RS-${n}`,
      first_name: 'Bisi',
      last_name: 'Lawal',
      email: `rs${n}@school.example`,
      password: PASSWORD,
    },
  );
  const klass = await send<{ id: string; name: string }>(request, token, 'post', '/api/classes/', {
    level_id: level,
    arm: `R${n}`,
  });
  for (const [number, firstName] of [
    ['1', 'Ada'],
    ['2', 'Bayo'],
  ]) {
    await send(request, token, 'post', '/api/students/', {
      admission_number: `RS/${n}/${number}`,
      first_name: firstName,
      last_name: `Yusuf${n}`,
      class_id: klass.id,
      password: PASSWORD,
    });
  }
  const subjects = await request.get('/api/subjects/', auth);
  const subject = ((await subjects.json()) as { results: { id: string; name: string }[] })
    .results[0];
  const maths = await send<{ id: string; subject_name: string }>(
    request,
    token,
    'post',
    '/api/class-subjects/',
    { class_id: klass.id, subject_id: subject.id, teacher_id: teacher.id },
  );
  await withDatabase((c) =>
    c.query('UPDATE users SET must_change_password = false WHERE username = $1', [
      teacher.username,
    ]),
  );

  // The teacher types both rows on a phone; the server totals and places them.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'teacher', teacher.username);
  await page.goto('/teacher/results');
  await page
    .getByRole('navigation', { name: 'Your score sheets' })
    .getByRole('link', { name: `${klass.name} · ${maths.subject_name}` })
    .click();
  const cell = (column: string, who: string) =>
    page.getByRole('textbox', { name: `${column} for ${who} Yusuf${n}` });
  const rows: [string, string[]][] = [
    ['Ada', ['8', '9.5', '7', '50']],
    ['Bayo', ['6', 'ABS', '5', '41']],
  ];
  for (const [who, marks] of rows) {
    const columns = ['Classwork', 'Homework', 'Projects', 'Exam'];
    for (const [i, mark] of marks.entries()) {
      await cell(columns[i], who).fill(mark);
    }
  }
  await cell('Exam', 'Bayo').blur();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: new RegExp(`Ada Yusuf${n}`) })).toContainText('74.5');
  await expect(table.getByRole('row', { name: new RegExp(`Bayo Yusuf${n}`) })).toContainText('52');
  await page.screenshot({ path: `${SCREENSHOTS}/results-sheet-phone.png`, fullPage: true });

  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Submitted for approval', { exact: true })).toBeVisible();

  // The admin returns it with what to correct; the teacher reads the reason on the sheet.
  const sheet = await request.get(`/api/score-sheets/${maths.id}/`, auth);
  const { version } = (await sheet.json()) as { version: number };
  await send(request, token, 'post', `/api/score-sheets/${maths.id}/return/`, {
    version,
    reason: 'Bayo sat the homework test: enter his mark.',
  });
  await page.reload();
  await expect(page.getByText('Bayo sat the homework test: enter his mark.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/results-returned-phone.png`, fullPage: true });
});
