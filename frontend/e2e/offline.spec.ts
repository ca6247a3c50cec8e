// Issue 21 in a browser: a parent reads today's lessons, their child's published report card and
// an announcement; with the network off, a reload still shows them, saying when they were saved;
// back online, the notice goes. Once the parent signs out, a reload with the network off shows
// nothing of theirs: no name, no result, nothing kept on the device.
import { expect, test, type Page } from '@playwright/test';

import { ensureAccount, signIn, userMenu } from './accounts';
import { aClass, aWholeDay, send, tokenOf } from './api';

const SCREENSHOTS = '../screenshots';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** What the device keeps: the saved reads in localStorage, and the service worker's cache. */
async function kept(page: Page) {
  return page.evaluate(async () => {
    const cached: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      cached.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
    }
    return {
      savedReads: Object.keys(localStorage).filter((key) => key.startsWith('savedReads:')),
      cached,
    };
  });
}

test('a parent reads the last timetable and results offline; signing out leaves none', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const today = await aWholeDay();
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const n = Date.now() % 100000;

  // A class with one subject and a lesson today; Ada's results published; a word for parents.
  const { teacher, klass, students, parent, subject } = await aClass(request, token, {
    tag: 'OF',
    n,
    teacher: ['Ngozi', 'Eze'],
    surname: `Adeyemi${n}`,
    students: ['Ada', 'Bayo'],
    parent: true,
    subject: true,
  });
  const [ada, bayo] = students;
  const maths = subject!;
  await send(request, token, 'post', '/api/lessons/', {
    class_subject_id: maths.id,
    weekday: WEEKDAYS[today.getDay()],
    start_time: '08:00',
    end_time: '08:40',
    room: `Room ${n}`,
  });
  const teacherToken = await tokenOf(request, teacher.username);
  const sheet = `/api/score-sheets/${maths.id}/`;
  const saved = await send<{ version: number }>(request, teacherToken, 'patch', sheet, {
    version: 0,
    rows: [
      { student_id: ada.id, ca: ['9', '8', '9'], exam: '60' },
      { student_id: bayo.id, ca: ['6', '7', '5'], exam: '40' },
    ],
  });
  const submitted = await send<{ version: number }>(
    request,
    teacherToken,
    'post',
    `${sheet}submit/`,
    { version: saved.version },
  );
  await send(request, token, 'post', `${sheet}approve/`, { version: submitted.version });
  await send(request, token, 'post', `/api/results/classes/${klass.id}/publish/`, {});
  const notice = `Sports day ${n}`;
  await send(request, token, 'post', '/api/school-settings/announcements/', {
    title: notice,
    content: 'Bring trainers and a water bottle.',
    target_audience: 'PARENTS',
  });

  // The service worker takes charge of the first page, before anything is read.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

  // The parent reads today's lessons and the announcement on the dashboard, and opens Ada's
  // report card from it.
  await signIn(page, 'parent', parent!.username);
  const child = page.getByRole('region', { name: `Ada Adeyemi${n}` });
  const card = page.getByRole('article', { name: new RegExp(`^Report card of Ada Adeyemi${n}`) });
  await expect(child.getByText('08:00–08:40')).toBeVisible();
  await expect(page.getByText(notice)).toBeVisible();
  await child.getByRole('link', { name: /^Report card of Ada/ }).click();
  await expect(card.getByText('1st of 2')).toBeVisible();
  const offlineNotice = page.getByRole('status').filter({ hasText: 'you are offline' });
  await expect(offlineNotice).toHaveCount(0);

  // No network: the reload shows the card, and says when it was saved; so does the dashboard.
  await context.setOffline(true);
  await page.reload();
  await expect(offlineNotice).toContainText(/^Saved at \d\d:\d\d, \w{3} \d{1,2} \w{3} — you are/);
  await expect(card.getByText('1st of 2')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/offline-parent-card-phone.png`, fullPage: true });
  await page.getByRole('link', { name: '← Dashboard' }).click();
  await expect(child.getByText('08:00–08:40')).toBeVisible();
  await expect(child.getByText(`Room ${n}`)).toBeVisible();
  await expect(page.getByText(notice)).toBeVisible();
  await expect(offlineNotice).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/offline-parent-phone.png`, fullPage: true });

  // The network returns: the page reads the server again and the notice goes.
  await context.setOffline(false);
  await expect(offlineNotice).toHaveCount(0);
  await expect(child.getByText('08:00–08:40')).toBeVisible();

  // Signed out (online), then offline again: nothing of the parent's is left to read.
  await userMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(userMenu(page)).toHaveCount(0);
  const left = await kept(page);
  expect(left.savedReads).toEqual([]);
  expect(left.cached.filter((path) => !/^\/(index\.html|assets\/.+)$/.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.goto(`/parent/results?report=x&student=${ada.id}`);
  await expect(page).toHaveURL(/\/parent-login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  for (const text of [`Adeyemi${n}`, '1st of 2', '08:00–08:40', notice]) {
    await expect(page.getByText(text)).toHaveCount(0);
  }
  await expect(page.getByRole('heading', { name: /Kemi/ })).toHaveCount(0);
  await expect(offlineNotice).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS}/offline-signed-out-phone.png`, fullPage: true });
  await context.setOffline(false);
});
