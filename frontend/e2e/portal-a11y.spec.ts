// Every screen of the portal, as each role sees it (issue 21's audits): an admin superuser, a
// teacher, a student and a parent of a school with a class, its register, a lesson and an exam,
// a published report card, an invoice paid by bank transfer and conversations. Each screen
// loads fully (a heading, no API call in flight, no 'Loading…' left); then axe checks it in
// light mode at phone size (390×844) and at a desktop's width (1280×800), and checks its
// colours again in dark mode at the desktop's width. Any violation fails, whatever its impact,
// unless its rule is in EXCLUDED below with the reason (none is). Nothing on a screen may be
// blocked by the Content-Security-Policy either, nor scroll sideways on a phone of 390 or 320 px.
// The screens of a role are listed in `screens`: one per route of config/paths.ts, with its
// records.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

import { PASSWORD, ensureAccount, signIn, type Role } from './accounts';
import { aClass, aWholeDay, iso, send, tokenOf, weekday } from './api';
import { withDatabase } from './database';

/** axe's rules left out, each with why: none. */
const EXCLUDED: Record<string, string> = {};

const SETTINGS = '/api/school-settings/school-settings/';
// A real 1x1 PNG: the server judges a bank transfer's proof by its content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** What the screens with a record in their address are opened on. */
interface School {
  admin: string;
  teacher: { id: string; username: string };
  student: { id: string; username: string };
  parent: { id: string; username: string };
  classId: string;
  classSubjectId: string;
  termId: string;
  examId: string;
  invoiceId: string;
  paymentId: string;
  /** The parent's conversation with the teacher, the student's, and the admin's. */
  parentConversation: string;
  studentConversation: string;
  adminConversation: string;
}

async function getJson<T>(api: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await api.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBe(200);
  return (await answer.json()) as T;
}

async function saveSettings(api: APIRequestContext, token: string, fields: object) {
  const { version } = await getJson<{ version: number }>(api, token, SETTINGS);
  const saved = await api.put(SETTINGS, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...fields, version },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Starts a conversation from `token`'s holder to the contact named `name`. */
async function converse(api: APIRequestContext, token: string, name: RegExp, body: string) {
  const contacts = await getJson<{ id: string; name: string; students: { id: string }[] }[]>(
    api,
    token,
    '/api/conversations/contacts/',
  );
  const to = contacts.find((c) => name.test(c.name));
  expect(
    to,
    `no contact ${String(name)} among ${contacts.map((c) => c.name).join(', ')}`,
  ).toBeTruthy();
  const started = await send<{ conversation: { id: string } }>(
    api,
    token,
    'post',
    '/api/conversations/',
    { to: to!.id, about: to!.students[0]?.id ?? null, body },
  );
  return started.conversation.id;
}

/** The time limit of the hook that makes the school. */
const SETUP_LIMIT = 120_000;

/** A school with some of everything, made through the API as the e2e admin. */
async function aSchool(api: APIRequestContext): Promise<School> {
  const admin = await ensureAccount('admin');
  const token = await tokenOf(api, admin);
  const n = Date.now() % 100000;

  // The current term runs from four weeks ago to two months ahead.
  const now = await aWholeDay(SETUP_LIMIT);
  const { results: terms } = await getJson<{ results: { id: string; is_current: boolean }[] }>(
    api,
    token,
    '/api/terms/',
  );
  const term = terms.find((t) => t.is_current)!;
  const first = new Date(now);
  first.setDate(first.getDate() - 28);
  const last = new Date(now);
  last.setDate(last.getDate() + 60);
  await send(api, token, 'patch', `/api/terms/${term.id}/`, {
    start_date: iso(first),
    end_date: iso(last),
  });

  const { teacher, klass, students, parent, subject } = await aClass(api, token, {
    tag: 'AX',
    n,
    teacher: ['Ngozi', `Eke${n}`],
    surname: `Audit${n}`,
    students: ['Ada', 'Bayo'],
    classTeacher: true,
    parent: true,
    subject: true,
  });
  const [ada, bayo] = students;
  await withDatabase((c) =>
    c.query('UPDATE users SET must_change_password = false WHERE username = ANY($1)', [
      students.map((s) => s.username),
    ]),
  );
  const teacherToken = await tokenOf(api, teacher.username);

  // The last school day's register, with an absence.
  await send(api, teacherToken, 'post', '/api/attendance/register/', {
    class_id: klass.id,
    date: iso(weekday(now)),
    idempotency_key: `audit-${n}-register`,
    marks: [
      { student_id: ada.id, status: 'present' },
      { student_id: bayo.id, status: 'absent' },
    ],
  });

  // A lesson today, an exam with a paper next week.
  const days = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
  await send(api, token, 'post', '/api/lessons/', {
    class_subject_id: subject!.id,
    weekday: days[now.getDay()],
    start_time: '09:00',
    end_time: '09:40',
    room: `Room ${n}`,
  });
  const week = new Date(now);
  week.setDate(week.getDate() + 7);
  const exam = await send<{ id: string }>(api, token, 'post', '/api/exams/', {
    name: `Mid-term Test ${n}`,
    kind: 'test',
    start_date: iso(week),
    end_date: iso(week),
  });
  await send(api, token, 'post', '/api/exam-schedules/', {
    exam_id: exam.id,
    class_subject_id: subject!.id,
    date: iso(week),
    start_time: '09:00',
    end_time: '10:00',
  });

  // The term's results: scored, submitted, approved, commented on and published.
  const sheet = `/api/score-sheets/${subject!.id}/`;
  const saved = await send<{ version: number }>(api, teacherToken, 'patch', sheet, {
    version: 0,
    rows: [
      { student_id: ada.id, ca: ['9', '8', '9'], exam: '60' },
      { student_id: bayo.id, ca: ['6', '7', '5'], exam: '40' },
    ],
  });
  const submitted = await send<{ version: number }>(api, teacherToken, 'post', `${sheet}submit/`, {
    version: saved.version,
  });
  await send(api, token, 'post', `${sheet}approve/`, { version: submitted.version });
  await send(api, teacherToken, 'patch', `/api/results/students/${ada.id}/`, {
    class_teacher_comment: 'Ada works hard and helps others.',
    ratings: [{ group: 'affective', name: 'Punctuality', value: 5 }],
  });
  await send(api, token, 'post', `/api/results/classes/${klass.id}/publish/`, {});

  // The term's fees, and Ada's paid by a bank transfer the admin confirmed.
  await saveSettings(api, token, {
    currency: 'NGN',
    fee_structure: {
      categories: [{ id: 'tuition', name: 'Tuition', amount: 5_000_000, mandatory: true }],
    },
    payment_gateways: {
      bankTransfer: {
        enabled: true,
        bankName: 'First Bank',
        accountNumber: '0123456789',
        accountName: 'Greenfield Academy',
      },
    },
  });
  // One due date for each of the school's three instalments.
  const due = [14, 45, 75].map((d) => {
    const day = new Date(now);
    day.setDate(day.getDate() + d);
    return iso(day);
  });
  await send(api, token, 'post', '/api/fees/invoices/generate/', {
    term_id: term.id,
    class_id: klass.id,
    due_dates: due,
  });
  const { results: invoices } = await getJson<{ results: { id: string }[] }>(
    api,
    token,
    `/api/fees/invoices/?search=${encodeURIComponent(`Ada Audit${n}`)}`,
  );
  const parentToken = await tokenOf(api, parent!.username);
  const transfer = await api.post('/api/payments/bank-transfers/', {
    headers: { Authorization: `Bearer ${parentToken}` },
    multipart: {
      invoice_ids: invoices[0].id,
      proof: { name: 'transfer.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(transfer.status(), await transfer.text()).toBeLessThan(300);
  const payment = (await transfer.json()) as { id: string };
  await send(api, token, 'post', `/api/payments/${payment.id}/confirm/`, {});

  // Conversations: the parent and the student with the teacher (students may write to teachers
  // for this run; their message waits for a moderator), the admin with the teacher.
  await saveSettings(api, token, { chat_system: { teacherToStudent: { enabled: true } } });
  const parentConversation = await converse(
    api,
    parentToken,
    new RegExp(`Ngozi Eke${n}$`),
    'Good morning. How is Ada doing in maths?',
  );
  const studentConversation = await converse(
    api,
    await tokenOf(api, ada.username),
    new RegExp(`Ngozi Eke${n}$`),
    'Please may I have the homework again?',
  );
  const adminConversation = await converse(
    api,
    token,
    new RegExp(`Ngozi Eke${n}$`),
    'The timetable changes next week.',
  );

  return {
    admin,
    teacher,
    student: ada,
    parent: parent!,
    classId: klass.id,
    classSubjectId: subject!.id,
    termId: term.id,
    examId: exam.id,
    invoiceId: invoices[0].id,
    paymentId: payment.id,
    parentConversation,
    studentConversation,
    adminConversation,
  };
}

/** Every screen of `role`'s, with its records. */
function screens(role: Role, s: School): string[] {
  const shared = ['/profile', '/notifications'];
  switch (role) {
    case 'admin':
      return [
        '/admin/dashboard',
        '/admin/students',
        '/admin/students/add',
        `/admin/students/${s.student.id}`,
        `/admin/students/${s.student.id}/edit`,
        '/admin/teachers',
        '/admin/teachers/add',
        `/admin/teachers/${s.teacher.id}/edit`,
        '/admin/parents',
        '/admin/parents/add',
        `/admin/parents/${s.parent.id}/edit`,
        '/admin/classes',
        '/admin/subjects',
        '/admin/sessions',
        '/admin/promotion',
        '/admin/admins',
        '/admin/admins/add',
        '/admin/roles',
        '/admin/password-recovery',
        '/admin/announcements',
        '/admin/newsletter',
        '/admin/notifications',
        '/admin/lessons',
        '/admin/exams',
        `/admin/exam-schedules?exam=${s.examId}`,
        '/admin/attendance',
        '/admin/results',
        `/admin/results/student/${s.student.id}`,
        `/admin/results/broadsheet/${s.classId}`,
        `/admin/results/print/${s.classId}`,
        '/admin/result-checker',
        '/admin/messages',
        '/admin/messages?tab=mine',
        `/admin/messages/${s.adminConversation}`,
        '/admin/fees',
        `/admin/fees/invoices/${s.invoiceId}`,
        '/admin/payments',
        `/admin/payments/receipts/${s.paymentId}`,
        '/admin/student-result-checker',
        '/admin/settings',
        ...shared,
      ];
    case 'teacher':
      return [
        '/teacher/dashboard',
        '/teacher/classes',
        '/teacher/students',
        `/teacher/students/${s.classId}`,
        `/teacher/student/${s.student.id}`,
        '/teacher/subjects',
        `/teacher/subjects/${s.classSubjectId}`,
        '/teacher/profile',
        '/teacher/schedule',
        '/teacher/exams',
        '/teacher/attendance',
        `/teacher/attendance/${s.classId}`,
        '/teacher/results',
        `/teacher/results?sheet=${s.classSubjectId}`,
        '/teacher/class-reports',
        `/teacher/class-reports?class=${s.classId}&student=${s.student.id}`,
        `/teacher/class-reports/${s.classId}/print`,
        `/teacher/bio/${s.teacher.id}`,
        '/teacher/messages',
        `/teacher/messages/${s.parentConversation}`,
        ...shared,
      ];
    case 'student':
      return [
        '/student/dashboard',
        '/student/timetable',
        '/student/attendance',
        '/student/results',
        '/student/exams',
        '/student/messages',
        `/student/messages/${s.studentConversation}`,
        '/student/fees',
        ...shared,
      ];
    case 'parent':
      return [
        '/parent/dashboard',
        '/parent/timetable',
        '/parent/attendance',
        '/parent/results',
        '/parent/exams',
        '/parent/messages',
        `/parent/messages/${s.parentConversation}`,
        '/parent/fees',
        `/parent/fees/receipts/${s.paymentId}`,
        ...shared,
      ];
  }
}

/** The API calls `page` has in flight, kept as they start and end. */
function inFlight(page: Page): Set<unknown> {
  const pending = new Set<unknown>();
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  return pending;
}

/** Waits until the screen shows its content: a heading, no call in flight, nothing loading. */
async function settled(page: Page, pending: Set<unknown>) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect.poll(() => pending.size).toBe(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/Loading|Verifying access/)).toHaveCount(0);
}

/** axe's violations on the page as it stands (of `rules` only when given), one line each. */
async function violations(page: Page, where: string, rules?: string[]): Promise<string[]> {
  // axe.run in the page itself (legacy mode), not runPartial with finishRun in a blank page of
  // its own: the portal has no iframe for that to matter, and it is three times as fast. Only
  // the violations in full: the passes' details are not needed, and are slow to send.
  const axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (rules) axe.withRules(rules);
  else axe.disableRules(Object.keys(EXCLUDED));
  const results = await axe.analyze();
  return results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 5)
      .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ')}`)
      .join('\n');
    return `${where} ${v.id} (${v.impact}): ${v.help}\n${nodes}`;
  });
}

const PHONE = { width: 390, height: 844 };
const SMALL_PHONE = { width: 320, height: 640 };
const DESKTOP = { width: 1280, height: 800 };

let school: School | undefined;

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(SETUP_LIMIT);
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    school = await aSchool(api);
  } finally {
    await api.dispose();
  }
});

test.afterAll(async ({ playwright }) => {
  // Bank transfers and students' messages go off again, as the specs after this one expect.
  const api = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const token = await tokenOf(api, 'e2e.admin');
    await saveSettings(api, token, {
      payment_gateways: { bankTransfer: { enabled: false } },
      chat_system: { teacherToStudent: { enabled: false } },
    });
  } finally {
    await api.dispose();
  }
});

const USERS: Record<Role, (s: School) => string> = {
  admin: (s) => s.admin,
  teacher: (s) => s.teacher.username,
  student: (s) => s.student.username,
  parent: (s) => s.parent.username,
};

for (const role of ['admin', 'teacher', 'student', 'parent'] as const) {
  test(`every ${role} screen: no accessibility violation at phone and desktop sizes`, async ({
    browser,
  }) => {
    test.setTimeout(role === 'admin' ? 300_000 : 150_000);
    const found: string[] = [];
    const context = await browser.newContext({ viewport: PHONE, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.addInitScript(() => localStorage.setItem('userTheme', 'light'));
    // What the Content-Security-Policy blocked: a style or script it refuses is a part of the
    // screen that does not work (an inline <style> once left the exam schedules' A4 page unset).
    await page.exposeFunction('reportBlocked', (where: string, what: string) =>
      found.push(`${where} blocked by the Content-Security-Policy: ${what}`),
    );
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) => {
        const report = (
          window as unknown as { reportBlocked: (where: string, what: string) => void }
        ).reportBlocked;
        void report(location.pathname, `${e.violatedDirective} ${e.blockedURI}`);
      }),
    );
    const pending = inFlight(page);
    await signIn(page, role, USERS[role](school!), PASSWORD);
    for (const path of screens(role, school!)) {
      await page.setViewportSize(PHONE);
      await page.goto(path);
      await settled(page, pending);
      found.push(...(await violations(page, `${path} [phone]`)));
      // Nothing makes the page scroll sideways, down to the narrowest phones still in use.
      for (const phone of [PHONE, SMALL_PHONE]) {
        await page.setViewportSize(phone);
        // After the frame in which resized charts redraw at the new width.
        const width = await page.evaluate(
          () =>
            new Promise<number>((resolve) =>
              requestAnimationFrame(() =>
                requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)),
              ),
            ),
        );
        if (width > phone.width) {
          found.push(`${path} [${phone.width} px] is ${width} px wide: it scrolls sideways`);
        }
      }
      await page.setViewportSize(DESKTOP);
      await settled(page, pending);
      found.push(...(await violations(page, `${path} [desktop]`)));
      // Dark mode as the settings put it on (apply-settings.ts), without the transitions to it
      // (as a school's 'animations off' does): only the colours change.
      await page.evaluate(() => {
        const root = document.documentElement;
        root.dataset.animations = 'false';
        root.classList.add('dark');
        root.style.colorScheme = 'dark';
      });
      found.push(...(await violations(page, `${path} [desktop, dark]`, ['color-contrast'])));
    }
    await context.close();
    expect(found, found.join('\n\n')).toEqual([]);
  });
}
