// Records and answers for the attendance tests: a register and its lines, a teacher's classes,
// a save's answer, a family's students (their terms are in src/testing/attendance.ts).
import { http, HttpResponse } from 'msw';

import type { StudentBody } from '@/types/register';

import type { Register, RegisterLine, RegisterSave, SaveAnswer } from '../api';

export const page = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

export function line(extra: Partial<RegisterLine> = {}): RegisterLine {
  return {
    student_id: 'student-amara',
    name: 'Amara Okafor',
    admission_number: 'ADM/2026/001',
    status: null,
    remark: '',
    marked_by_name: null,
    marked_at: null,
    ...extra,
  };
}

/** JSS 1A's register with three students, none marked. */
export function register(extra: Partial<Register> = {}): Register {
  return {
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    date: '2026-12-07',
    lines: [
      line(),
      line({ student_id: 'student-bayo', name: 'Bayo Adeyemi', admission_number: 'ADM/2026/002' }),
      line({ student_id: 'student-chidi', name: 'Chidi Eze', admission_number: 'ADM/2026/003' }),
    ],
    ...extra,
  };
}

/** The register as stored after `save`: each mark saved by Ada Obi now. */
export function answered(
  save: RegisterSave,
  of: Register,
  extra: Partial<SaveAnswer> = {},
): SaveAnswer {
  const at = new Date().toISOString();
  return {
    register: {
      ...of,
      date: save.date,
      lines: of.lines.map((l) => {
        const mark = save.marks.find((m) => m.student_id === l.student_id);
        return mark
          ? {
              ...l,
              status: mark.status,
              remark: mark.remark ?? '',
              marked_by_name: 'Ada Obi',
              marked_at: at,
            }
          : l;
      }),
    },
    new: save.marks.length,
    changed: 0,
    repeated: false,
    detail: `Saved the register of ${of.class_name}: ${of.lines.length} students marked.`,
    ...extra,
  };
}

/** The teacher's classes: JSS 1A, and JSS 2B unless told otherwise. */
export function classesHandler(
  classes = [
    { id: 'class-1a', name: 'JSS 1A' },
    { id: 'class-2b', name: 'JSS 2B' },
  ],
) {
  return http.get('*/api/classes/', () => HttpResponse.json(page(classes)));
}

/** Answers each register read with `of(classId, date)`; records what was asked. */
export function registerHandler(of: (classId: string, date: string) => Register | Response) {
  const asked: { classId: string; date: string }[] = [];
  const handler = http.get('*/api/attendance/register/', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const classId = query.get('class_id') ?? '';
    const date = query.get('date') ?? '';
    asked.push({ classId, date });
    const answer = of(classId, date);
    return answer instanceof Response ? answer : HttpResponse.json(answer);
  });
  return { handler, asked };
}

export function student(extra: Partial<StudentBody> = {}): StudentBody {
  return {
    id: 'student-amara',
    user_id: 'user-amara',
    username: 'ADM/2026/001',
    email: '',
    first_name: 'Amara',
    last_name: 'Okafor',
    is_active: true,
    admission_number: 'ADM/2026/001',
    date_of_birth: '2014-03-05',
    gender: 'female',
    address: '12 Allen Avenue, Ikeja',
    admission_date: '2026-09-08',
    status: 'active',
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    level_id: 'level-jss1',
    parents: [],
    ...extra,
  };
}
