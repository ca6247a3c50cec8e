// Records and answers for the results tests: a teacher's class subjects, the sessions and their
// terms, a score sheet with three students, and a store that answers reads and saves of it as
// the server would (the figures are whatever the test says: the client never computes them).
import { http, HttpResponse } from 'msw';

import type { ClassSubject, ScoreSheet, Session, SheetLine, SheetSave, Term } from '../api';
import type { BoardSheet } from '../cards-api';
import { boardSheet } from './card-fixtures';

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

function term(sessionId: string, position: number, id: string, isCurrent = false): Term {
  return {
    id,
    session_id: sessionId,
    name: ['First Term', 'Second Term', 'Third Term'][position],
    position,
    is_current: isCurrent,
    start_date: null,
    end_date: null,
    next_term_begins: null,
  };
}

function session(id: string, terms: Term[], isCurrent = false): Session {
  return {
    id,
    name: id.replace('-', '/'),
    is_current: isCurrent,
    start_date: null,
    end_date: null,
    terms,
  };
}

/**
 * The sessions as the server lists them, oldest first: 2024/2025, then 2025/2026 (current, in
 * its First Term, `term-1`), then 2026/2027, not begun. Terms are listed out of order, as
 * nothing promises their order.
 */
export const SESSIONS: Session[] = [
  session('2024-2025', [
    term('2024-2025', 0, 'old-term-1'),
    term('2024-2025', 1, 'old-term-2'),
    term('2024-2025', 2, 'old-term-3', true),
  ]),
  session(
    '2025-2026',
    [
      term('2025-2026', 1, 'term-2'),
      term('2025-2026', 0, 'term-1', true),
      term('2025-2026', 2, 'term-3'),
    ],
    true,
  ),
  session('2026-2027', [term('2026-2027', 0, 'next-term-1', true)]),
];

export function sessionsHandler(sessions: Session[] = SESSIONS) {
  return http.get('*/api/sessions/', () => HttpResponse.json(page(sessions)));
}

/**
 * JSS 1A Mathematics and English (Ada's), and JSS 1A Basic Science (a colleague's); and the
 * sessions, for the term picker beside them.
 */
export function classSubjectsHandlers() {
  return [
    sessionsHandler(),
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
    // The teacher's own sheets and where each is.
    boardHandler(),
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

/** The `term_id` a request names, or null. */
const termOf = (request: Request) => new URL(request.url).searchParams.get('term_id');

/**
 * A sheet on the "server": reads answer it, saves put their cells in, give each saved row the
 * total 88 and move the version on; `saves` and `submits` record what was sent, and `terms` the
 * `term_id` of each request (null when it names none).
 */
export function sheetStore(start: ScoreSheet = sheet()) {
  const store = {
    current: start,
    saves: [] as SheetSave[],
    submits: [] as unknown[],
    reads: 0,
    terms: [] as { method: string; term: string | null }[],
  };
  const handlers = [
    http.get('*/api/score-sheets/:id/', ({ request }) => {
      store.reads += 1;
      store.terms.push({ method: 'GET', term: termOf(request) });
      return HttpResponse.json(store.current);
    }),
    http.patch('*/api/score-sheets/:id/', async ({ request }) => {
      const body = (await request.json()) as SheetSave;
      store.saves.push(body);
      store.terms.push({ method: 'PATCH', term: termOf(request) });
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
      store.terms.push({ method: 'POST', term: termOf(request) });
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

/** The results board a teacher reads: one class, JSS 1A, with `sheets` (English, submitted). */
export function boardHandler(
  sheets: BoardSheet[] = [
    boardSheet({
      class_subject_id: 'cs-1a-english',
      subject_name: 'English Language',
      entered: 3,
      version: 2,
    }),
  ],
) {
  return http.get('*/api/results/board/', () =>
    HttpResponse.json({
      term_id: 'term-current',
      term_name: 'First Term',
      classes: [
        {
          class_id: 'class-1a',
          class_name: 'JSS 1A',
          class_teacher_name: null,
          students: 3,
          published: false,
          ready: false,
          first_published_at: null,
          sheets,
        },
      ],
    }),
  );
}
