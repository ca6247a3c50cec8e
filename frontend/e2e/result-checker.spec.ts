// Issue 18 in a browser: an admin makes a batch of scratch cards and reads its PINs once; on a
// phone, a parent with no account in use checks a child's published report card with a card
// from the landing page, prints it (one A4 page), and the same card is refused for a second
// child's admission number.
import { expect, test } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';
import { aClass, pdfPages, send, tokenOf } from './api';

const SCREENSHOTS = '../screenshots';

test('a parent checks a published result with a scratch card; the card serves one child', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const n = Date.now() % 100000;

  // A class of two with one subject, scored, approved and published through the API.
  const { teacher, klass, students, subject } = await aClass(request, token, {
    tag: 'PC',
    n,
    teacher: ['Uche', 'Nnaji'],
    surname: `Eze${n}`,
    students: ['Ada', 'Bayo'],
    subject: true,
  });
  const [ada, bayo] = students;
  const maths = subject!;
  const teacherToken = await tokenOf(request, teacher.username);
  const sheet = `/api/score-sheets/${maths.id}/`;
  const rows = [
    { student_id: ada.id, ca: ['9', '8', '9'], exam: '60' },
    { student_id: bayo.id, ca: ['6', '7', '5'], exam: '40' },
  ];
  const saved = await send<{ version: number }>(request, teacherToken, 'patch', sheet, {
    version: 0,
    rows,
  });
  const submitted = await send<{ version: number }>(
    request,
    teacherToken,
    'post',
    `${sheet}submit/`,
    {
      version: saved.version,
    },
  );
  await send(request, token, 'post', `${sheet}approve/`, { version: submitted.version });
  await send(request, token, 'post', `/api/results/classes/${klass.id}/publish/`, {});

  // The admin makes two cards of this term and reads them from the screen, once.
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'admin', admin);
  await page.goto('/admin/student-result-checker');
  const form = page.getByRole('form', { name: 'Make a batch of cards' });
  await form.getByRole('spinbutton', { name: 'How many cards' }).fill('2');
  await form.getByRole('textbox', { name: 'Serial letters' }).fill('PCE');
  await form.getByRole('button', { name: 'Make the cards' }).click();
  const fresh = page.getByRole('region', { name: /^2 cards made/ });
  await expect(fresh.getByText(/shown only now/)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/result-checker-batch.png`, fullPage: true });
  const first = fresh.getByRole('article').first();
  const label = (await first.getAttribute('aria-label')) ?? '';
  const serial = label.replace('Card ', '');
  const pin = ((await first.locator('.font-mono.text-lg').textContent()) ?? '').trim();
  expect(serial).toMatch(/^PCE-\d{4}-\d{6}$/);
  expect(pin).toMatch(/^\d{4} \d{4} \d{4}$/);
  await page.evaluate(() => localStorage.clear());

  // On a phone, from the landing page: Ada's card, printed on one page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Check a result' }).click();
  await expect(page).toHaveURL(/\/check-result$/);
  const check = page.getByRole('form', { name: 'Check a result' });
  await check.getByRole('textbox', { name: 'Admission number' }).fill(ada.admission_number);
  await check.getByRole('textbox', { name: 'Card serial number' }).fill(serial.toLowerCase());
  await check.getByRole('textbox', { name: 'PIN' }).fill(pin);
  await check.getByRole('button', { name: 'Check result' }).click();
  const card = page.getByRole('article', { name: new RegExp(`^Report card of Ada Eze${n}`) });
  await expect(card.getByText('1st of 2')).toBeVisible();
  await expect(page.getByRole('status')).toContainText('4 views left');
  await page.screenshot({ path: `${SCREENSHOTS}/result-checker-card-phone.png`, fullPage: true });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  expect(pdfPages(pdf)).toBe(1);

  // The same card for Bayo: refused, saying why.
  await page.getByRole('button', { name: 'Check another result' }).click();
  await check.getByRole('textbox', { name: 'Admission number' }).fill(bayo.admission_number);
  await check.getByRole('textbox', { name: 'Card serial number' }).fill(serial);
  await check.getByRole('textbox', { name: 'PIN' }).fill(pin);
  await check.getByRole('button', { name: 'Check result' }).click();
  await expect(check.getByRole('alert')).toContainText('already been used for another student');
  await page.screenshot({
    path: `${SCREENSHOTS}/result-checker-refused-phone.png`,
    fullPage: true,
  });
});
