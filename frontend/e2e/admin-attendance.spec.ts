// Issue 16's admin walk-through: one class's register is marked (an absence), another's is not;
// the admin sees the one waiting first on /admin/attendance, opens the marked class's report
// (each student's rate over the term so far, as CSV too) and its month as the register book,
// on a desktop and on a phone, then adds a holiday to the term and removes it again.
import { expect, test } from '@playwright/test';

import { MONTHS, aWholeDay, inWords, iso, send, tokenOf, weekday } from './api';
import { PASSWORD, ensureAccount, signIn } from './accounts';

const SCREENSHOTS = '../screenshots';

test('an admin sees which registers wait, a class report and its month, and keeps the holidays', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const n = Date.now() % 100000;

  // The current term runs from four weeks ago to two months ahead.
  const now = await aWholeDay();
  const terms = await request.get('/api/terms/', auth);
  const term = (
    (await terms.json()) as { results: { id: string; is_current: boolean }[] }
  ).results.find((t) => t.is_current)!;
  const first = new Date(now);
  first.setDate(first.getDate() - 28);
  const last = new Date(now);
  last.setDate(last.getDate() + 60);
  await send(request, token, 'patch', `/api/terms/${term.id}/`, {
    start_date: iso(first),
    end_date: iso(last),
  });

  // Two classes with their class teachers and students.
  const levels = await request.get('/api/class-levels/', auth);
  const level = ((await levels.json()) as { results: { id: string }[] }).results[0].id;
  const teacher = (staff: string, firstName: string, lastName: string) =>
    send<{ id: string }>(request, token, 'post', '/api/teachers/', {
      staff_number: `${staff}-${n}`,
      first_name: firstName,
      last_name: lastName,
      email: `${staff.toLowerCase()}${n}@school.example`,
      password: PASSWORD,
    });
  const klass = async (arm: string, teacherId: string) =>
    send<{ id: string; name: string }>(request, token, 'post', '/api/classes/', {
      level_id: level,
      arm,
      class_teacher_id: teacherId,
    });
  const pupil = (classId: string, number: string, firstName: string) =>
    send<{ id: string }>(request, token, 'post', '/api/students/', {
      admission_number: `AA/${n}/${number}`,
      first_name: firstName,
      last_name: `Zed${n}`,
      class_id: classId,
      password: PASSWORD,
    });
  const marked = await klass(`M${n}`, (await teacher('AAM', 'Funmi', `Marker${n}`)).id);
  const waiting = await klass(`W${n}`, (await teacher('AAW', 'Tunde', `Waiter${n}`)).id);
  const ada = await pupil(marked.id, '1', 'Ada');
  const bayo = await pupil(marked.id, '2', 'Bayo');
  await pupil(waiting.id, '3', 'Chidi');

  // The register of the last school day: Ada absent, Bayo present.
  const day = weekday(now);
  await send(request, token, 'post', '/api/attendance/register/', {
    class_id: marked.id,
    date: iso(day),
    idempotency_key: crypto.randomUUID(),
    marks: [
      { student_id: ada.id, status: 'absent' },
      { student_id: bayo.id, status: 'present' },
    ],
  });

  // Today's registers: the class waiting is listed first with its class teacher.
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin', admin);
  await page
    .getByRole('navigation', { name: 'Admin area' })
    .getByRole('link', { name: 'Attendance' })
    .click();
  await expect(page).toHaveURL(/\/admin\/attendance$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Attendance' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  // Today, or the last weekday when the test runs at a weekend.
  await page.getByLabel('Day', { exact: true }).fill(iso(day));
  await expect(page.getByRole('heading', { level: 2, name: inWords(day) })).toBeVisible();
  const notMarked = page.getByRole('region', { name: /^Not marked yet/ });
  await expect(notMarked.getByRole('link', { name: waiting.name })).toBeVisible();
  await expect(notMarked).toContainText(`Class teacher: Tunde Waiter${n}`);
  const registers = page.getByRole('table', { name: `Registers of ${inWords(day)}` });
  await expect(registers.getByRole('row', { name: new RegExp(waiting.name) })).toContainText(
    'Not marked',
  );
  const markedRow = registers.getByRole('row', { name: new RegExp(marked.name) });
  await expect(markedRow).toContainText('Marked by');
  await expect(markedRow).toContainText('50%');
  await page.screenshot({ path: `${SCREENSHOTS}/admin-attendance-today.png`, fullPage: true });

  // The marked class's report over the term so far.
  await markedRow.getByRole('link', { name: marked.name }).click();
  await expect(page).toHaveURL(/tab=report/);
  await expect(page.getByRole('tab', { name: 'Class report' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const range = page.getByRole('region', { name: 'Over a range of days' });
  const summary = range.getByRole('table', { name: `Attendance of ${marked.name}` });
  // Ada missed the one marked day, Bayo came.
  await expect(
    summary.getByRole('row', { name: /Ada/ }).getByRole('cell', { name: '0%', exact: true }),
  ).toBeVisible();
  await expect(
    summary.getByRole('row', { name: /Bayo/ }).getByRole('cell', { name: '100%', exact: true }),
  ).toBeVisible();
  const summaryCsv = page.waitForEvent('download');
  await range.getByRole('button', { name: /^Download CSV/ }).click();
  expect((await summaryCsv).suggestedFilename()).toMatch(/^attendance-.+\.csv$/);

  // Its month as the register book: Ada's absence on the day.
  const month = page.getByRole('region', { name: 'Month register' });
  await month.getByLabel('Month', { exact: true }).fill(iso(day).slice(0, 7));
  const grid = month.getByRole('table', {
    name: `Register of ${marked.name}, ${MONTHS[day.getMonth()]} ${day.getFullYear()}`,
  });
  await expect(
    grid.getByRole('row', { name: /Ada/ }).getByRole('cell', { name: 'Absent' }),
  ).toBeVisible();
  await expect(month.getByRole('list', { name: 'Legend' })).toContainText('Excused');
  const monthCsv = page.waitForEvent('download');
  await month.getByRole('button', { name: /^Download CSV/ }).click();
  expect((await monthCsv).suggestedFilename()).toMatch(/^attendance-.+\.csv$/);
  await page.screenshot({ path: `${SCREENSHOTS}/admin-attendance-report.png`, fullPage: true });

  // On a phone: the grid scrolls sideways inside its own region, the names in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await grid.scrollIntoViewIfNeeded();
  await expect(grid.getByRole('rowheader', { name: /Ada/ })).toBeVisible();
  await page.screenshot({
    path: `${SCREENSHOTS}/admin-attendance-report-phone.png`,
    fullPage: true,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // A holiday added to the term, saved, then removed and saved again.
  const holiday = new Date(now);
  holiday.setDate(holiday.getDate() + 14 + (n % 20));
  while (holiday.getDay() === 0 || holiday.getDay() === 6) {
    holiday.setDate(holiday.getDate() + 1);
  }
  const name = `Founders Day ${n}`;
  await page.getByRole('tab', { name: 'Holidays' }).click();
  const add = page.getByRole('form', { name: 'Add a holiday' });
  await add.getByLabel('Date', { exact: true }).fill(iso(holiday));
  await add.getByLabel('Name', { exact: true }).fill(name);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('group', { name: inWords(holiday) })).toBeVisible();
  await page.getByRole('button', { name: 'Save holidays' }).click();
  await expect(page.getByText(/^Saved the holidays of/)).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/admin-attendance-holidays.png`, fullPage: true });
  const stored = await request.get(`/api/attendance/holidays/?term_id=${term.id}`, auth);
  expect((await stored.json()) as { date: string; name: string }[]).toContainEqual({
    date: iso(holiday),
    name,
  });

  await page.getByRole('button', { name: `Remove ${name}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${name}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save holidays' }).click();
  await expect(page.getByRole('button', { name: 'Save holidays' })).toBeDisabled();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({
    path: `${SCREENSHOTS}/admin-attendance-holidays-phone.png`,
    fullPage: true,
  });
  const after = await request.get(`/api/attendance/holidays/?term_id=${term.id}`, auth);
  expect(((await after.json()) as { name: string }[]).map((h) => h.name)).not.toContain(name);
});
