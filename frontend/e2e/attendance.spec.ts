// Issue 16's walk-through at phone size: a class teacher marks the register with two absences;
// then, with the connection cut, marks the day before, and the save arrives once the connection
// is back; the parent of an absent child sees the absences on the dashboard and the in-app notice
// of the last school day's absence.
import { expect, test } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';
import { aClass, aWholeDay, iso, send, tokenOf, weekday } from './api';

const SCREENSHOTS = '../screenshots';

test('a teacher marks a register on a phone, even offline; the parent sees the absences', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const n = Date.now() % 100000;

  // The current term runs from four weeks ago to two months ahead.
  const now = await aWholeDay();
  const terms = await request.get('/api/terms/', { headers: { Authorization: `Bearer ${token}` } });
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

  // A class with its class teacher, two students, and the parent of one.
  const { teacher, klass, parent } = await aClass(request, token, {
    tag: 'AT',
    n,
    teacher: ['Funmi', 'Ade'],
    surname: `Zed${n}`,
    students: ['Ada', 'Bayo'],
    classTeacher: true,
    parent: true,
  });

  // The register of the last school day, marked on a phone: two absences.
  const day = weekday(now);
  const before = weekday(new Date(day.getTime() - 24 * 3600 * 1000));
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'teacher', teacher.username);
  await page.goto(`/teacher/attendance/${klass.id}?date=${iso(day)}`);
  // The area's row of sections, wider than a phone, is scrolled to this page's section.
  const section = page
    .getByRole('navigation', { name: 'Teacher area' })
    .getByRole('link', { name: 'Attendance' });
  await expect(section).toHaveAttribute('aria-current', 'page');
  await expect(section).toBeInViewport({ ratio: 1 });
  const students = page.getByRole('list', { name: `Students of ${klass.name}` });
  await students.getByRole('button', { name: /^Ada/ }).click();
  await students.getByRole('button', { name: /^Bayo/ }).click();
  await expect(students.getByRole('button', { name: /^Ada/ })).toContainText('Absent');
  await expect(page.getByRole('status', { name: 'Counts' })).toContainText('Absent 2');
  await page.getByRole('button', { name: 'Save the register' }).click();
  await expect(page.getByText(`Saved the register of ${klass.name}`)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/attendance-teacher-phone.png`, fullPage: true });

  // The day before, with the connection cut: kept on the phone, sent when it returns.
  await page.goto(`/teacher/attendance/${klass.id}?date=${iso(before)}`);
  await expect(students.getByRole('button', { name: /^Ada/ })).toContainText('Present');
  await page.context().setOffline(true);
  await students.getByRole('button', { name: /^Ada/ }).click();
  await page.getByRole('button', { name: 'Save the register' }).click();
  await expect(
    page.getByText('Saved on this phone; it will be sent when the connection returns.'),
  ).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/attendance-offline-phone.png`, fullPage: true });
  await page.context().setOffline(false);
  await expect
    .poll(
      async () => {
        const answer = await request.get(
          `/api/attendance/register/?class_id=${klass.id}&date=${iso(before)}`,
          { headers: { Authorization: `Bearer ${token}` } },
        );
        const register = (await answer.json()) as { lines: { status: string | null }[] };
        return register.lines.map((l) => l.status).sort();
      },
      { timeout: 15_000 },
    )
    .toEqual(['absent', 'present']);

  // The parent's dashboard: Ada's two absences this term, and her days behind them.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'parent', parent!.username);
  await expect(page.getByText(/ · 2 absent$/)).toBeVisible();
  await page.getByRole('link', { name: /^Attendance of Ada/ }).click();
  const card = page.getByRole('region', { name: 'Attendance this term' });
  await expect(card.getByText('Absent', { exact: true })).toBeVisible();
  await expect(card.locator('div', { hasText: /^Absent/ }).locator('dd')).toHaveText('2');
  await page.screenshot({ path: `${SCREENSHOTS}/attendance-parent-phone.png`, fullPage: true });

  // Told the same morning: the in-app notice of the last school day's absence (one, however
  // often the register was saved; the day before's absence, filled in later, is no news).
  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByText(`Ada Zed${n} was absent today`)).toHaveCount(1);
  await page.screenshot({ path: `${SCREENSHOTS}/attendance-notice-phone.png`, fullPage: true });
});
