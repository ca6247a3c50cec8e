// Records for the report card tests: a card as the server answers it (figures are whatever the
// test says: the client never computes them), a class's results on the board, and a store that
// answers the board's reads and its approve, return, publish and unpublish as the server would.
import { http, HttpResponse } from 'msw';

import type { BoardSheet, CardTerm, ClassResults, ReportCard } from '../cards-api';
import { page, sessionsHandler } from './fixtures';

export function reportCard(extra: Partial<ReportCard> = {}): ReportCard {
  return {
    student_id: 'student-ada',
    name: 'Ada Obi',
    admission_number: 'GFA/2025/001',
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    gender: 'Female',
    date_of_birth: null,
    photo_url: null,
    term_id: 'term-3',
    term_name: 'Third Term',
    session_name: '2025/2026',
    components: [
      { name: 'CA 1', max: 20 },
      { name: 'CA 2', max: 20 },
    ],
    exam_max: 60,
    subjects: [
      {
        subject: 'Mathematics',
        ca: ['18', 'ABS'],
        exam: '52.5',
        total: '70.5',
        grade: 'A',
        remark: 'Excellent',
        position: 1,
        average: '55.2',
        highest: '70.5',
        lowest: '31',
        earlier: [],
      },
      {
        subject: 'English Language',
        ca: ['12', '14'],
        exam: '30',
        total: '56',
        grade: 'C',
        remark: 'Credit',
        position: 12,
        average: '58.1',
        highest: '81',
        lowest: '40',
        earlier: [],
      },
    ],
    earlier_terms: [],
    total: '126.5',
    average: '63.25',
    grade: 'B',
    remark: 'Very good',
    position: 3,
    out_of: 34,
    class_average: '57.10',
    days_present: 58,
    days_open: 62,
    ratings: [
      { group: 'affective', name: 'Punctuality', value: 4 },
      { group: 'affective', name: 'Honesty', value: null },
      { group: 'psychomotor', name: 'Handwriting', value: 3 },
    ],
    class_teacher_comment: 'A steady term.',
    class_teacher_name: 'Bola Ade',
    principal_comment: '',
    next_term_begins: '2026-09-14',
    published: true,
    published_at: '2026-07-20T09:00:00Z',
    ...extra,
  };
}

export function cardTerm(extra: Partial<CardTerm> = {}): CardTerm {
  return {
    term_id: 'term-3',
    term_name: 'Third Term',
    session_name: '2025/2026',
    class_name: 'JSS 1A',
    published: true,
    ...extra,
  };
}

export function boardSheet(extra: Partial<BoardSheet> = {}): BoardSheet {
  return {
    class_subject_id: 'cs-1a-maths',
    subject_name: 'Mathematics',
    teacher_name: 'Ada Obi',
    entered: 34,
    status: 'submitted',
    returned: false,
    version: 4,
    ...extra,
  };
}

export function classResults(extra: Partial<ClassResults> = {}): ClassResults {
  return {
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    class_teacher_name: 'Bola Ade',
    students: 34,
    published: false,
    ready: false,
    first_published_at: null,
    sheets: [
      boardSheet(),
      boardSheet({
        class_subject_id: 'cs-1a-english',
        subject_name: 'English Language',
        teacher_name: 'Chidi Eze',
        status: 'approved',
        version: 7,
      }),
    ],
    ...extra,
  };
}

/** The board of one class, changed by the calls an admin makes, with what each call sent. */
export function boardStore(start: ClassResults = classResults()) {
  const store = {
    class: start,
    calls: [] as { what: string; body: unknown; term: string | null }[],
  };
  const ready = () =>
    store.class.sheets.every((s) => s.status === 'approved' || s.status === 'published');
  // As the server does: a sheet returned is a draft marked returned until it moves on.
  const setSheet = (id: string, status: BoardSheet['status'], returned = false) => {
    store.class = {
      ...store.class,
      sheets: store.class.sheets.map((s) =>
        s.class_subject_id === id ? { ...s, status, returned, version: s.version + 1 } : s,
      ),
    };
    store.class.ready = ready();
  };
  const handlers = [
    sessionsHandler(),
    http.get('*/api/results/board/', () =>
      HttpResponse.json({ term_id: 'term-2', term_name: 'Second Term', classes: [store.class] }),
    ),
    http.post('*/api/score-sheets/:id/approve/', async ({ request, params }) => {
      const body = await request.json();
      store.calls.push({
        what: `approve ${String(params.id)}`,
        body,
        term: new URL(request.url).searchParams.get('term_id'),
      });
      setSheet(String(params.id), 'approved');
      return HttpResponse.json({});
    }),
    http.post('*/api/score-sheets/:id/return/', async ({ request, params }) => {
      const body = await request.json();
      store.calls.push({
        what: `return ${String(params.id)}`,
        body,
        term: new URL(request.url).searchParams.get('term_id'),
      });
      setSheet(String(params.id), 'draft', true);
      return HttpResponse.json({});
    }),
    http.post('*/api/results/classes/:id/publish/', ({ request, params }) => {
      store.calls.push({
        what: `publish ${String(params.id)}`,
        body: null,
        term: new URL(request.url).searchParams.get('term_id'),
      });
      if (!ready()) {
        return HttpResponse.json(
          { detail: 'Every subject must be approved first: Mathematics (submitted).' },
          { status: 409 },
        );
      }
      store.class = {
        ...store.class,
        published: true,
        first_published_at: '2026-11-25T10:00:00Z',
        sheets: store.class.sheets.map((s) => ({ ...s, status: 'published' })),
      };
      return HttpResponse.json(store.class);
    }),
    http.post('*/api/results/classes/:id/unpublish/', ({ request, params }) => {
      store.calls.push({
        what: `unpublish ${String(params.id)}`,
        body: null,
        term: new URL(request.url).searchParams.get('term_id'),
      });
      store.class = {
        ...store.class,
        published: false,
        sheets: store.class.sheets.map((s) => ({ ...s, status: 'approved' })),
      };
      return HttpResponse.json(store.class);
    }),
    http.get('*/api/results/classes/:id/changes/', () =>
      HttpResponse.json(
        page([
          {
            changed_at: '2026-11-25T11:00:00Z',
            changed_by: 'Head Admin',
            student_id: 'student-ada',
            student_name: 'Ada Obi',
            what: 'Mathematics: Exam',
            old_value: '52.5',
            new_value: '55',
          },
        ]),
      ),
    ),
  ];
  return { store, handlers };
}
