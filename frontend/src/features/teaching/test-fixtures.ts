// Records and MSW answers for the teacher's area tests.
import { http, HttpResponse } from 'msw';

import type { Paginated } from '@/types/paginated';
import type { ClassBody, StudentBody, TeacherBody } from '@/types/register';

export const ME_ID = '0190f0c2-0000-7000-8000-0000000000t1';
export const ME_USER_ID = '0190f0c2-0000-7000-8000-000000000001';

export function teacher(extra: Partial<TeacherBody> = {}): TeacherBody {
  return {
    id: ME_ID,
    user_id: ME_USER_ID,
    username: 'T-014',
    email: 'ada.obi@school.example',
    first_name: 'Ada',
    last_name: 'Obi',
    is_active: true,
    staff_number: 'T-014',
    phone: '0803 123 4567',
    qualification: 'B.Ed. Mathematics',
    specialisation: 'Further mathematics',
    bio: 'I have taught mathematics for twelve years.',
    hire_date: '2019-09-02',
    classes: [{ id: 'c1', name: 'JSS 1A' }],
    subjects: [
      {
        class_subject_id: 'cs1',
        class_id: 'c1',
        class_name: 'JSS 1A',
        subject_id: 'math',
        subject_name: 'Mathematics',
      },
      {
        class_subject_id: 'cs2',
        class_id: 'c2',
        class_name: 'JSS 2B',
        subject_id: 'math',
        subject_name: 'Mathematics',
      },
      {
        class_subject_id: 'cs3',
        class_id: 'c1',
        class_name: 'JSS 1A',
        subject_id: 'bsci',
        subject_name: 'Basic Science',
      },
    ],
    ...extra,
  };
}

export function klass(extra: Partial<ClassBody> = {}): ClassBody {
  return {
    id: 'c1',
    level_id: 'l1',
    level_name: 'JSS 1',
    arm: 'A',
    name: 'JSS 1A',
    class_teacher_id: ME_ID,
    class_teacher_name: 'Ada Obi',
    student_count: 32,
    ...extra,
  };
}

export const MY_CLASSES = [
  klass(),
  klass({
    id: 'c2',
    level_id: 'l2',
    level_name: 'JSS 2',
    arm: 'B',
    name: 'JSS 2B',
    class_teacher_id: 'other',
    class_teacher_name: 'Bola Ade',
    student_count: 1,
  }),
];

export function student(extra: Partial<StudentBody> = {}): StudentBody {
  return {
    id: 's1',
    user_id: 'u-s1',
    username: 'ADM-001',
    email: '',
    first_name: 'Chidi',
    last_name: 'Eze',
    is_active: true,
    admission_number: 'ADM-001',
    date_of_birth: '2014-03-04',
    gender: 'male',
    address: '',
    admission_date: '2025-09-08',
    status: 'active',
    class_id: 'c1',
    class_name: 'JSS 1A',
    level_id: 'l1',
    parents: [],
    ...extra,
  };
}

export function page<T>(results: T[], count = results.length): Paginated<T> {
  return { count, next: null, previous: null, results };
}

export const notFound = (detail = 'Not found.') =>
  HttpResponse.json({ detail, code: 'academics.not_found' }, { status: 404 });

/** GET /api/teachers/me/ answering `body`, or 404 when it is null. */
export const meHandler = (body: TeacherBody | null = teacher()) =>
  http.get('*/api/teachers/me/', () => (body ? HttpResponse.json(body) : notFound()));

/** GET /api/classes/ answering `classes`. */
export const classesHandler = (classes: ClassBody[] = MY_CLASSES) =>
  http.get('*/api/classes/', () => HttpResponse.json(page(classes)));
