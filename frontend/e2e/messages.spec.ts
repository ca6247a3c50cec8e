// Issue 19's walk-through: the parent writes to the class teacher about her child on a phone;
// the teacher answers on a desktop and the parent's open thread shows the answer without a
// reload; a message with a word the school blacklists is held, the admin approves it from
// /admin/messages, and the teacher's open thread shows it.
import { expect, test } from '@playwright/test';

import { ensureAccount, signIn } from './accounts';
import { aClass, tokenOf } from './api';

const SCREENSHOTS = '../screenshots';

test('a parent and a teacher talk, and a held message is approved by an admin', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await ensureAccount('admin');
  const token = await tokenOf(request, admin);
  const n = Date.now() % 100000;
  const word = `bribe${n}`;
  const { teacher, parent } = await aClass(request, token, {
    tag: 'MS',
    n,
    teacher: ['Ifeoma', 'Obi'],
    surname: `Msg${n}`,
    students: ['Ada'],
    classTeacher: true,
    parent: true,
  });
  // The school's blacklist holds a word of this run.
  const settings = await request.get('/api/school-settings/school-settings/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { version } = (await settings.json()) as { version: number };
  const saved = await request.put('/api/school-settings/school-settings/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { version, chat_system: { moderation: { blockedKeywords: [word] } } },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The parent, on a phone, writes to the class teacher about Ada.
  const parentContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const parentPage = await parentContext.newPage();
  await signIn(parentPage, 'parent', parent!.username);
  await parentPage
    .getByRole('link', { name: /Messages/ })
    .first()
    .click();
  await expect(parentPage.getByRole('heading', { name: 'Messages' })).toBeVisible();
  await parentPage.getByRole('link', { name: 'New message' }).click();
  await parentPage
    .getByLabel('To', { exact: true })
    .selectOption({ label: 'Ifeoma Obi (Teacher)' });
  await parentPage
    .getByLabel('Message', { exact: true })
    .fill('Good morning. How is Ada doing in maths?');
  await parentPage.getByRole('button', { name: 'Send' }).click();
  const parentThread = parentPage.getByRole('list', { name: 'Messages' });
  await expect(parentThread).toContainText('How is Ada doing in maths?');
  await expect(parentPage.getByRole('region', { name: 'Conversation' })).toContainText(
    `about Ada Msg${n}`,
  );
  await parentPage.screenshot({ path: `${SCREENSHOTS}/messages-parent-phone.png`, fullPage: true });

  // The teacher, on a desktop, sees the unread conversation and answers.
  const teacherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const teacherPage = await teacherContext.newPage();
  await signIn(teacherPage, 'teacher', teacher.username);
  await teacherPage.goto('/teacher/messages');
  const conversations = teacherPage.getByRole('list', { name: 'Conversations' });
  await expect(conversations).toContainText(`Kemi Msg${n}`);
  await expect(conversations).toContainText('1 unread');
  await conversations.getByRole('link', { name: new RegExp(`Kemi Msg${n}`) }).click();
  await teacherPage
    .getByLabel('Your message')
    .fill('Very well. Practice sheets: https://school.example/maths');
  await teacherPage.getByRole('button', { name: 'Send' }).click();
  const teacherThread = teacherPage.getByRole('list', { name: 'Messages' });
  await expect(teacherThread).toContainText('Very well.');
  await expect(
    teacherThread.getByRole('link', { name: 'https://school.example/maths' }),
  ).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  await teacherPage.screenshot({ path: `${SCREENSHOTS}/messages-teacher-desktop.png` });

  // A file with it: the practice sheet, sent from the teacher's computer.
  await teacherPage.getByLabel('Attach a file').setInputFiles({
    name: 'fractions-practice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await teacherPage.getByLabel('Your message').fill('The practice sheet.');
  await teacherPage.getByRole('button', { name: 'Send' }).click();
  await expect(teacherThread).toContainText('fractions-practice.pdf');

  // The parent's open thread shows the answer and the file without a reload; the file saves.
  await expect(
    parentThread.getByRole('button', { name: /fractions-practice\.pdf \(PDF/ }),
  ).toBeVisible({ timeout: 15_000 });
  const saving = parentPage.waitForEvent('download');
  await parentThread.getByRole('button', { name: /fractions-practice\.pdf/ }).click();
  expect((await saving).suggestedFilename()).toBe('fractions-practice.pdf');

  await expect(parentThread).toContainText('Very well.', { timeout: 15_000 });

  // A message with the blacklisted word waits for a moderator.
  await parentPage.getByLabel('Your message').fill(`Would a ${word} help her marks?`);
  await parentPage.getByRole('button', { name: 'Send' }).click();
  await expect(parentThread).toContainText('Waiting for a moderator');
  await parentPage.screenshot({ path: `${SCREENSHOTS}/messages-held-phone.png`, fullPage: true });

  // The admin approves it from /admin/messages; the teacher's open thread shows it.
  const adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, 'admin', admin);
  await adminPage.goto('/admin/messages');
  const queue = adminPage.getByRole('list', { name: 'Waiting for review' });
  const held = queue.getByRole('listitem').filter({ hasText: word });
  await expect(held).toContainText(`Flagged for the words: ${word}`);
  await adminPage.screenshot({ path: `${SCREENSHOTS}/messages-admin-queue.png`, fullPage: true });
  await held.getByRole('button', { name: 'Approve' }).click();
  await expect(queue.getByRole('listitem').filter({ hasText: word })).toHaveCount(0);
  await expect(teacherThread).toContainText(word, { timeout: 15_000 });

  // Cleared for the other tests.
  const again = await request.get('/api/school-settings/school-settings/', {
    headers: { Authorization: `Bearer ${token}` },
  });
  await request.put('/api/school-settings/school-settings/', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      version: ((await again.json()) as { version: number }).version,
      chat_system: { moderation: { blockedKeywords: [] } },
    },
  });
  await Promise.all([parentContext.close(), teacherContext.close(), adminContext.close()]);
});
