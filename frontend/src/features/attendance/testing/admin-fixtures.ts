// Records and answers for the tests of the admin's attendance screen: a school day with its
// classes, a class's summary over a range, a class's month, and the sessions with their terms.
import type {
  ClassDay,
  ClassSummary,
  MonthSheet,
  SchoolDay,
  Session,
  StudentSummary,
  Tally,
  Term,
} from '../admin-api';

const tally = (counts: Tally): Tally => counts;

export function classDay(extra: Partial<ClassDay> = {}): ClassDay {
  return {
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    class_teacher_name: 'Mrs Bello',
    students: 30,
    marked: 30,
    present: 26,
    absent: 2,
    late: 1,
    excused: 1,
    marked_by_name: 'Mrs Bello',
    marked_at: new Date(2026, 11, 7, 8, 15).toISOString(),
    rate: 90,
    ...extra,
  };
}

/** Monday 7 December 2026: JSS 1A marked, JSS 2B not, SS 1A with no students. */
export function schoolDay(extra: Partial<SchoolDay> = {}): SchoolDay {
  return {
    date: '2026-12-07',
    closed: null,
    classes: [
      classDay(),
      classDay({
        class_id: 'class-2b',
        class_name: 'JSS 2B',
        class_teacher_name: 'Mr Eze',
        students: 28,
        marked: 0,
        present: 0,
        absent: 0,
        late: 0,
        excused: 0,
        marked_by_name: null,
        marked_at: null,
        rate: null,
      }),
      classDay({
        class_id: 'class-ss1a',
        class_name: 'SS 1A',
        class_teacher_name: null,
        students: 0,
        marked: 0,
        present: 0,
        absent: 0,
        late: 0,
        excused: 0,
        marked_by_name: null,
        marked_at: null,
        rate: null,
      }),
    ],
    not_marked: 1,
    students: 58,
    marked: 30,
    present: 26,
    absent: 2,
    late: 1,
    excused: 1,
    rate: 90,
    ...extra,
  };
}

export function studentSummary(extra: Partial<StudentSummary> = {}): StudentSummary {
  return {
    student_id: 'student-amara',
    name: 'Amara Okafor',
    admission_number: 'ADM/2026/001',
    tally: tally({ days_open: 40, present: 30, absent: 4, late: 5, excused: 1 }),
    unmarked: 0,
    rate: 88,
    ...extra,
  };
}

export function classSummary(extra: Partial<ClassSummary> = {}): ClassSummary {
  return {
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    from: '2026-09-14',
    to: '2026-12-07',
    days_open: 40,
    students: [
      studentSummary(),
      studentSummary({
        student_id: 'student-bayo',
        name: 'Bayo Adeyemi',
        admission_number: 'ADM/2026/002',
        tally: tally({ days_open: 40, present: 35, absent: 1, late: 0, excused: 0 }),
        unmarked: 4,
        rate: 97,
      }),
    ],
    rate: 92,
    ...extra,
  };
}

/** JSS 1A in December 2026 up to Wednesday 9th: three school days. */
export function monthSheet(extra: Partial<MonthSheet> = {}): MonthSheet {
  return {
    class_id: 'class-1a',
    class_name: 'JSS 1A',
    month: '2026-12',
    days: ['2026-12-07', '2026-12-08', '2026-12-09'],
    lines: [
      {
        student_id: 'student-amara',
        name: 'Amara Okafor',
        admission_number: 'ADM/2026/001',
        marks: ['present', 'absent', 'late'],
        tally: tally({ days_open: 3, present: 1, absent: 1, late: 1, excused: 0 }),
        rate: 67,
      },
      {
        student_id: 'student-bayo',
        name: 'Bayo Adeyemi',
        admission_number: 'ADM/2026/002',
        marks: ['excused', 'present', null],
        tally: tally({ days_open: 3, present: 1, absent: 0, late: 0, excused: 1 }),
        rate: 50,
      },
    ],
    ...extra,
  };
}

export function term(extra: Partial<Term> = {}): Term {
  return {
    id: 'term-1',
    session_id: 'session-2026',
    name: 'First Term',
    position: 0,
    is_current: true,
    start_date: '2026-09-14',
    end_date: '2026-12-18',
    next_term_begins: '2027-01-11',
    ...extra,
  };
}

/** The 2026/2027 session, current, with its First (current) and Second Term. */
export function session(extra: Partial<Session> = {}): Session {
  return {
    id: 'session-2026',
    name: '2026/2027',
    is_current: true,
    start_date: '2026-09-14',
    end_date: '2027-07-23',
    terms: [
      term(),
      term({
        id: 'term-2',
        name: 'Second Term',
        position: 1,
        is_current: false,
        start_date: '2027-01-11',
        end_date: '2027-04-02',
        next_term_begins: null,
      }),
    ],
    ...extra,
  };
}
