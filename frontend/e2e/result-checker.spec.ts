// Issue 18 in a browser: an admin makes a batch of scratch cards and reads its PINs once; on a
// phone, a parent with no account in use checks a child's published report card with a card
// from the landing page, prints it (one A4 page), and the same card is refused for a second
// child's admission number.
import { expect, test, type APIRequestContext } from '@playwright/test';

import { PASSWORD, ensureAccount, signIn } from './accounts';
import { send } from './api';
import { withDatabase } from './database';

const SCREENSHOTS = '../screenshots';

async function tokenOf(api: APIRequestContext, username: string) {
  const login = await api.post('/api/auth/login/', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access: string }).access;
}

/** The pages of a PDF Chromium wrote: each page is an object of type /Page. */
function pageCount(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

test('a parent checks a published result with a scratch card; the card serves one child', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const n = Date.now() % 100000;

  // A class of two with one subject, scored, approved and published through the API.
  const levels = await request.get('/api/class-levels/', auth);
  const level = ((await levels.json()) as { results: { id: string }[] }).results[0].id;
  const teacher = await send<{ id: string; username: string }>(
    request,
    token,
    'post',
    '/api/teachers/',
    {
      staff_number: `PC-${n}`,
      first_name: 'Uche',
      last_name: 'Nnaji',
      email: `pc${n}@school.example`,
      password: PASSWORD,
    },
  );
  const klass = await send<{ id: string; name: string }>(request, token, 'post', '/api/classes/', {
    level_id: level,
    arm: `P${n}`,
  });
  const pupil = (number: string, firstName: string) =>
    send<{ id: string; admission_number: string }>(request, token, 'post', '/api/students/', {
      admission_number: `PC/${n}/${number}`,
      first_name: firstName,
      last_name: `Eze${n}`,
      class_id: klass.id,
      password: PASSWORD,
    });
  const ada = await pupil('1', 'Ada');
  const bayo = await pupil('2', 'Bayo');
  const subjects = await request.get('/api/subjects/', auth);
  const subject = ((await subjects.json()) as { results: { id: string }[] }).results[0];
  const maths = await send<{ id: string }>(request, token, 'post', '/api/class-subjects/', {
    class_id: klass.id,
    subject_id: subject.id,
    teacher_id: teacher.id,
  });
  await withDatabase((c) =>
    c.query('UPDATE users SET must_change_password = false WHERE username = $1', [
      teacher.username,
    ]),
  );
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
  expect(pageCount(pdf)).toBe(1);

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
