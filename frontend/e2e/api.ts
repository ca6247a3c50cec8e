// What the browser tests share when they set a school up through the API (a class with its
// teacher, students, parent and subject), the dates they mark registers on, and reading the
// PDFs they print.
import { expect, test, type APIRequestContext } from '@playwright/test';

import { PASSWORD } from './accounts';
import { withDatabase } from './database';

/** `method path` with `data` as the holder of `token`; fails the test unless it succeeds. */
export async function send<T>(
  api: APIRequestContext,
  token: string,
  method: 'post' | 'patch',
  path: string,
  data: unknown,
) {
  const answer = await api[method](path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** `YYYY-MM-DD` of a date. */
export function iso(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

// Written here, not imported from the app: a test states what a person reads in its own words.
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A date as a heading writes it: "Monday 7 December 2026". */
export function inWords(d: Date): string {
  return `${WEEKDAYS[d.getDay()]} ${d.getDate()} ${MONTHS[d.getMonth()]} ${d.getFullYear()}`;
}

/**
 * Now, on a day that lasts the walk-through: in the last three minutes of a day (the school's,
 * which the server, the browser and these tests share) it waits for the next, so that a test
 * that reads "today" at its start and the server's or the page's "today" at its end reads the
 * same day.
 * The time limit grows by the wait: the test's, or `limit`, the one a hook set for itself
 * (Playwright tells a hook the test's).
 */
export async function aWholeDay(limit = test.info().timeout): Promise<Date> {
  const now = new Date();
  const next = new Date(now);
  next.setHours(24, 0, 1, 0);
  const left = next.getTime() - now.getTime();
  if (left < 3 * 60_000) {
    // A limit of 0 is none (a debugging run): it stays none.
    if (limit > 0) test.info().setTimeout(limit + left);
    await new Promise((resolve) => setTimeout(resolve, left));
  }
  return new Date();
}

/** The last weekday on or before `d`. */
export function weekday(d: Date): Date {
  const day = new Date(d);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() - 1);
  return day;
}

/** An access token of `username` (signed in with the tests' password). */
export async function tokenOf(api: APIRequestContext, username: string): Promise<string> {
  const login = await api.post('/api/auth/login/', { data: { username, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return ((await login.json()) as { access: string }).access;
}

/** The pages of a PDF Chromium wrote: each page is an object of type /Page. */
export function pdfPages(pdf: Buffer): number {
  return (pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []).length;
}

export interface AClass {
  teacher: { id: string; username: string };
  klass: { id: string; name: string };
  students: { id: string; username: string; admission_number: string }[];
  /** The first student's mother, when asked for. */
  parent?: { id: string; username: string };
  /** The school's first subject in this class, taught by the teacher, when asked for. */
  subject?: { id: string; subject_name: string };
}

/**
 * A class set up through the API as `token`'s admin: a new teacher (its class teacher too when
 * `classTeacher`), a student for each first name (surname `surname`, admission numbers
 * `tag/n/1`, `tag/n/2`…), and when asked the first student's mother Kemi and the school's first
 * subject taught by the teacher. `tag` and `n` keep the names of one run apart from another's;
 * the teacher and parent are spared the first sign-in's password change.
 */
export async function aClass(
  api: APIRequestContext,
  token: string,
  options: {
    tag: string;
    n: number;
    teacher: [string, string];
    surname: string;
    students: string[];
    classTeacher?: boolean;
    parent?: boolean;
    subject?: boolean;
  },
): Promise<AClass> {
  const { tag, n, surname } = options;
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const levels = await api.get('/api/class-levels/', auth);
  const level = ((await levels.json()) as { results: { id: string }[] }).results[0].id;
  const teacher = await send<AClass['teacher']>(api, token, 'post', '/api/teachers/', {
    staff_number: `${tag}-${n}`,
    first_name: options.teacher[0],
    last_name: options.teacher[1],
    email: `${tag.toLowerCase()}${n}@school.example`,
    password: PASSWORD,
  });
  const klass = await send<AClass['klass']>(api, token, 'post', '/api/classes/', {
    level_id: level,
    arm: `${tag}${n}`,
    ...(options.classTeacher ? { class_teacher_id: teacher.id } : {}),
  });
  const students: AClass['students'] = [];
  for (const [i, firstName] of options.students.entries()) {
    students.push(
      await send<AClass['students'][number]>(api, token, 'post', '/api/students/', {
        admission_number: `${tag}/${n}/${i + 1}`,
        first_name: firstName,
        last_name: surname,
        class_id: klass.id,
        password: PASSWORD,
      }),
    );
  }
  const parent = options.parent
    ? await send<NonNullable<AClass['parent']>>(api, token, 'post', '/api/parents/', {
        first_name: 'Kemi',
        last_name: surname,
        email: `${tag.toLowerCase()}kemi${n}@home.example`,
        password: PASSWORD,
        children: [{ student_id: students[0].id, relationship: 'Mother' }],
      })
    : undefined;
  let subject: AClass['subject'];
  if (options.subject) {
    const subjects = await api.get('/api/subjects/', auth);
    const first = ((await subjects.json()) as { results: { id: string }[] }).results[0];
    subject = await send<NonNullable<AClass['subject']>>(
      api,
      token,
      'post',
      '/api/class-subjects/',
      {
        class_id: klass.id,
        subject_id: first.id,
        teacher_id: teacher.id,
      },
    );
  }
  const accounts = [teacher.username, ...(parent ? [parent.username] : [])];
  await withDatabase((c) =>
    c.query('UPDATE users SET must_change_password = false WHERE username = ANY($1)', [accounts]),
  );
  return { teacher, klass, students, parent, subject };
}
