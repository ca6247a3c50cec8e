// Records and helpers for the tests of the teachers, parents and academic-structure screens.
import { HttpResponse } from 'msw';
import { onTestFinished } from 'vitest';

import { server } from '@/testing/server';
import type {
  ClassBody,
  ClassSubjectBody,
  NamedItem,
  ParentBody,
  SessionBody,
  StudentBody,
  TeacherBody,
  TermBody,
} from '@/types/register';

/** A list answer holding `items`. */
export function pageOf<T>(items: T[]) {
  return HttpResponse.json({ count: items.length, next: null, previous: null, results: items });
}

/** A refusal with the server's error body. */
export function refusal(status: number, detail: string, fields?: Record<string, string[]>) {
  return HttpResponse.json(
    { detail, code: 'academics.test', ...(fields ? { fields } : {}) },
    { status },
  );
}

export interface Sent {
  method: string;
  path: string;
  query: Record<string, string[]>;
  body: unknown;
}

/** Every request the page sends during the test, with its path, query and JSON body. */
export function recordRequests(): Sent[] {
  const sent: Sent[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    const query: Record<string, string[]> = {};
    for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
    const entry: Sent = { method: request.method, path: url.pathname, query, body: null };
    sent.push(entry);
    const text = await request.clone().text();
    entry.body = text ? JSON.parse(text) : null;
  };
  server.events.on('request:start', listener);
  onTestFinished(() => {
    server.events.removeListener('request:start', listener);
  });
  return sent;
}

/** The writes among `sent`: what the page asked the server to change. */
export const writes = (sent: Sent[]) =>
  sent.filter((s) => s.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

const id = (n: number) => `0190f0c2-0000-7000-8000-${String(n).padStart(12, '0')}`;

export function teacher(n: number, extra: Partial<TeacherBody> = {}): TeacherBody {
  return {
    id: id(100 + n),
    user_id: id(200 + n),
    username: `T-00${n}`,
    email: `teacher${n}@school.example`,
    first_name: ['Ngozi', 'Tunde', 'Amina'][n % 3],
    last_name: ['Okafor', 'Bello', 'Yusuf'][n % 3],
    is_active: true,
    staff_number: `T-00${n}`,
    phone: '',
    qualification: '',
    specialisation: '',
    bio: '',
    hire_date: null,
    classes: [],
    subjects: [],
    ...extra,
  };
}

export function student(n: number, extra: Partial<StudentBody> = {}): StudentBody {
  return {
    id: id(300 + n),
    user_id: id(400 + n),
    username: `ADM-${n}`,
    email: '',
    first_name: ['Chidi', 'Zainab', 'Emeka', 'Kemi'][n % 4],
    last_name: ['Eze', 'Lawal', 'Nwosu', 'Adeyemi'][n % 4],
    is_active: true,
    admission_number: `ADM-${n}`,
    date_of_birth: null,
    gender: '',
    address: '',
    admission_date: null,
    status: 'active',
    class_id: null,
    class_name: null,
    level_id: null,
    parents: [],
    ...extra,
  };
}

export function parent(n: number, extra: Partial<ParentBody> = {}): ParentBody {
  return {
    id: id(500 + n),
    user_id: id(600 + n),
    username: `parent${n}@home.example`,
    email: `parent${n}@home.example`,
    first_name: ['Grace', 'Musa'][n % 2],
    last_name: ['Eze', 'Lawal'][n % 2],
    is_active: true,
    phone: '08030000000',
    address: '',
    occupation: '',
    children: [],
    ...extra,
  };
}

export const LEVELS: NamedItem[] = [
  { id: 'jss-1', name: 'JSS 1', position: 0 },
  { id: 'jss-2', name: 'JSS 2', position: 1 },
  { id: 'ss-3', name: 'SS 3', position: 2 },
];

export const SUBJECTS: NamedItem[] = [
  { id: 'maths', name: 'Mathematics', position: 0 },
  { id: 'english', name: 'English', position: 1 },
  { id: 'biology', name: 'Biology', position: 2 },
];

export function klass(
  n: number,
  level: NamedItem,
  arm: string,
  extra: Partial<ClassBody> = {},
): ClassBody {
  return {
    id: id(700 + n),
    level_id: level.id,
    level_name: level.name,
    arm,
    name: `${level.name}${arm}`,
    class_teacher_id: null,
    class_teacher_name: null,
    student_count: 0,
    ...extra,
  };
}

export function classSubject(
  n: number,
  of: ClassBody,
  subject: NamedItem,
  by: TeacherBody | null = null,
): ClassSubjectBody {
  return {
    id: id(800 + n),
    class_id: of.id,
    class_name: of.name,
    subject_id: subject.id,
    subject_name: subject.name,
    teacher_id: by?.id ?? null,
    teacher_name: by ? `${by.first_name} ${by.last_name}` : null,
  };
}

export function term(
  n: number,
  sessionId: string,
  name: string,
  extra: Partial<TermBody> = {},
): TermBody {
  return {
    id: id(900 + n),
    session_id: sessionId,
    name,
    position: n % 3,
    start_date: null,
    end_date: null,
    next_term_begins: null,
    is_current: false,
    ...extra,
  };
}

export function session(
  sessionId: string,
  name: string,
  extra: Partial<SessionBody> = {},
): SessionBody {
  return {
    id: sessionId,
    name,
    start_date: null,
    end_date: null,
    is_current: false,
    terms: [],
    ...extra,
  };
}
