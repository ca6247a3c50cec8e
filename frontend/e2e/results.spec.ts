// Issue 17's first steps in a browser: a subject teacher enters a class's scores on a phone (the
// server totals, grades and places them, autosaved), submits the sheet, and an admin who
// publishes results returns it once with a reason, which the teacher then reads.
import { expect, test } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';
import { aClass, send, tokenOf } from './api';

const SCREENSHOTS = '../screenshots';

test('a teacher enters a sheet on a phone, submits it, and reads why it was returned', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const n = Date.now() % 100000;

  // A class with two students, and its Mathematics taught by a new teacher.
  const { teacher, klass, subject } = await aClass(request, token, {
    tag: 'RS',
    n,
    teacher: ['Bisi', 'Lawal'],
    surname: `Yusuf${n}`,
    students: ['Ada', 'Bayo'],
    subject: true,
  });
  const maths = subject!;
  const auth = { headers: { Authorization: `Bearer ${token}` } };

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
  // The list of the teacher's sheets says which one came back.
  await expect(
    page.getByRole('navigation', { name: 'Your score sheets' }).getByRole('link', {
      name: /Mathematics \(returned for changes\)/,
    }),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/results-returned-phone.png`, fullPage: true });
});
