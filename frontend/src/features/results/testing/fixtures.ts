// Records and answers for the results tests: a teacher's class subjects, a score sheet with
// three students, and a store that answers reads and saves of it as the server would (the
// figures are whatever the test says: the client never computes them).
import { http, HttpResponse } from 'msw';

import type { ClassSubject, ScoreSheet, SheetLine, SheetSave } from '../api';

export const TEACHER_ID = 'teacher-ada';

export const page = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});

export function classSubject(extra: Partial<ClassSubject> = {}): ClassSubject {
  return {
    id: 'cs-1a-maths',
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    subject_id: 'subject-maths',
    subject_name: 'Mathematics',
    teacher_id: TEACHER_ID,
    teacher_name: 'Ada Obi',
    ...extra,
  };
}

/** JSS 1A Mathematics and English (Ada's), and JSS 1A Basic Science (a colleague's). */
export function classSubjectsHandlers() {
  return [
    http.get('*/api/class-subjects/', () =>
      HttpResponse.json(
        page([
          classSubject(),
          classSubject({ id: 'cs-1a-science', subject_name: 'Basic Science', teacher_id: 'other' }),
          classSubject({ id: 'cs-1a-english', subject_name: 'English Language' }),
        ]),
      ),
    ),
    http.get('*/api/teachers/me/', () => HttpResponse.json({ id: TEACHER_ID })),
  ];
}

export function sheetLine(extra: Partial<SheetLine> = {}): SheetLine {
  return {
    student_id: 'student-amara',
    name: 'Amara Okafor',
    admission_number: 'ADM/2026/001',
    ca: [null, null],
    exam: null,
    total: null,
    grade: null,
    remark: null,
    position: null,
    ...extra,
  };
}

/** JSS 1A's Mathematics sheet, a draft at version 3: Classwork /10, Test /20, Exam /70. */
export function sheet(extra: Partial<ScoreSheet> = {}): ScoreSheet {
  return {
    class_subject_id: 'cs-1a-maths',
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    subject_name: 'Mathematics',
    term_id: 'term-1',
    term_name: 'First Term',
    teacher_name: 'Ada Obi',
    status: 'draft',
    version: 3,
    returned_reason: null,
    editable: true,
    frozen: false,
    components: [
      { name: 'Classwork', max: 10 },
      { name: 'Test', max: 20 },
    ],
    exam_max: 70,
    lines: [
      sheetLine(),
      sheetLine({
        student_id: 'student-bayo',
        name: 'Bayo Adeyemi',
        admission_number: 'ADM/2026/002',
      }),
      sheetLine({
        student_id: 'student-chidi',
        name: 'Chidi Eze',
        admission_number: 'ADM/2026/003',
      }),
    ],
    average: null,
    highest: null,
    lowest: null,
    ...extra,
  };
}

/**
 * A sheet on the "server": reads answer it, saves put their cells in, give each saved row the
 * total `figures` says and move the version on; `saves` and `submits` record what was sent.
 */
export function sheetStore(start: ScoreSheet = sheet()) {
  const store = { current: start, saves: [] as SheetSave[], submits: [] as unknown[], reads: 0 };
  const handlers = [
    http.get('*/api/score-sheets/:id/', () => {
      store.reads += 1;
      return HttpResponse.json(store.current);
    }),
    http.patch('*/api/score-sheets/:id/', async ({ request }) => {
      const body = (await request.json()) as SheetSave;
      store.saves.push(body);
      store.current = {
        ...store.current,
        version: store.current.version + 1,
        lines: store.current.lines.map((line) => {
          const row = body.rows.find((r) => r.student_id === line.student_id);
          return row
            ? { ...line, ca: row.ca, exam: row.exam ?? null, total: '88', grade: 'A', position: 1 }
            : line;
        }),
      };
      return HttpResponse.json(store.current);
    }),
    http.post('*/api/score-sheets/:id/submit/', async ({ request }) => {
      store.submits.push(await request.json());
      store.current = {
        ...store.current,
        status: 'submitted',
        editable: false,
        version: store.current.version + 1,
      };
      return HttpResponse.json(store.current);
    }),
  ];
  return { store, handlers };
}
