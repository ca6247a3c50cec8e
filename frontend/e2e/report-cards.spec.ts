// Issue 17's whole path in a browser: a subject teacher fills and submits a class's sheet; the
// admin returns it once with a reason, approves it when it is resubmitted; the class teacher
// writes a comment and ratings; the admin publishes the class, reads the broadsheet and prints
// the class's report cards (one A4 page each); a parent then opens their child's card on a phone.

import { expect, test, type Page } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';
import { aClass, pdfPages, send, tokenOf } from './api';

const SCREENSHOTS = '../screenshots';

async function signOut(page: Page) {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

test('a class’s results go from the score sheet to the parent’s printed report card', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const n = Date.now() % 100000;

  // A class whose class teacher also teaches its one subject, two students, Ada's parent.
  const { teacher, klass, parent, subject } = await aClass(request, token, {
    tag: 'RC',
    n,
    teacher: ['Bisi', 'Lawal'],
    surname: `Okon${n}`,
    students: ['Ada', 'Bayo'],
    classTeacher: true,
    parent: true,
    subject: true,
  });
  const maths = subject!;

  // The subject teacher fills the sheet and submits it.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'teacher', teacher.username);
  await page.goto(`/teacher/results?sheet=${maths.id}`);
  const cell = (column: string, who: string) =>
    page.getByRole('textbox', { name: `${column} for ${who} Okon${n}` });
  const rows: [string, string[]][] = [
    ['Ada', ['9', '9', '8', '55']],
    ['Bayo', ['6', '7', '5', '41']],
  ];
  for (const [who, marks] of rows) {
    for (const [i, column] of ['Classwork', 'Homework', 'Projects', 'Exam'].entries()) {
      await cell(column, who).fill(marks[i]);
    }
  }
  await cell('Exam', 'Bayo').blur();
  await expect(page.getByText('All changes saved')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Submit for approval' }).click();
  await expect(page.getByText('Submitted for approval', { exact: true })).toBeVisible();

  // The class teacher writes Ada's comment and rates her.
  await page.goto('/teacher/class-reports');
  await page.getByRole('link', { name: `Ada Okon${n}` }).click();
  await page
    .getByRole('textbox', { name: 'Class teacher’s comment' })
    .fill('Ada works hard and helps others.');
  await page.getByRole('combobox', { name: 'Punctuality' }).selectOption('5');
  await page.getByRole('button', { name: 'Save the term report' }).click();
  const card = page.getByRole('article', { name: new RegExp(`^Report card of Ada Okon${n}`) });
  await expect(card.getByText('Ada works hard and helps others.')).toBeVisible();
  await expect(card.getByRole('row', { name: /Punctuality/ })).toContainText('5 · Excellent');
  await page.screenshot({ path: `${SCREENSHOTS}/report-cards-class-teacher.png`, fullPage: true });
  await signOut(page);

  // The admin returns the sheet with what to correct; the teacher resubmits it.
  await signIn(page, 'admin', admin);
  await page.goto('/admin/results');
  const panel = page.getByRole('region', { name: klass.name, exact: true });
  const row = panel.getByRole('row', { name: new RegExp(maths.subject_name) });
  const showSheets = panel.getByRole('button', { name: /^Show 1 sheet/ });
  await showSheets.click();
  await row.getByRole('button', { name: 'Return' }).click();
  await row
    .getByRole('textbox', { name: `What should be corrected in ${maths.subject_name}?` })
    .fill('Check Bayo’s exam script again.');
  await row.getByRole('button', { name: 'Return to the teacher' }).click();
  await expect(row.getByText('Returned for changes', { exact: true })).toBeVisible();
  const teacherToken = await tokenOf(request, teacher.username);
  const sheet = await request.get(`/api/score-sheets/${maths.id}/`, {
    headers: { Authorization: `Bearer ${teacherToken}` },
  });
  const { version } = (await sheet.json()) as { version: number };
  await send(request, teacherToken, 'post', `/api/score-sheets/${maths.id}/submit/`, { version });

  // Approved and published after a confirmation.
  await page.reload();
  await showSheets.click();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(panel.getByText('Every sheet is approved: ready to publish.')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await panel.getByRole('button', { name: 'Publish' }).click();
  await expect(panel.getByText('Published: families see the report cards.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/report-cards-board.png`, fullPage: true });

  // The broadsheet: Ada first of two.
  await panel.getByRole('link', { name: 'Broadsheet' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(`Ada Okon${n}`) }).getByText('1st of 2'),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/report-cards-broadsheet.png`, fullPage: true });

  // The class's cards print one per A4 page.
  await page.goBack();
  await panel.getByRole('link', { name: 'Report cards' }).click();
  await expect(page.getByRole('article')).toHaveCount(2);
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPages(pdf)).toBe(2);
  await signOut(page);

  // The parent opens Ada's card on a phone, from the dashboard.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'parent', parent!.username);
  await page.getByRole('link', { name: /^Report card of Ada/ }).click();
  await expect(card.getByText('1st of 2')).toBeVisible();
  await expect(card.getByText('Ada works hard and helps others.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeEnabled();
  await page.screenshot({ path: `${SCREENSHOTS}/report-cards-parent-phone.png`, fullPage: true });
  // In print, the page's other parts give way to the card alone: one page.
  const parentPdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPages(parentPdf)).toBe(1);
});
