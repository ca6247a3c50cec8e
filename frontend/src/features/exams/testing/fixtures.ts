// Records for the tests of the exam screens: an exam and a paper, with what a test changes.
import type { Exam, ExamPaper } from '../api';

export function exam(extra: Partial<Exam> = {}): Exam {
  return {
    id: 'exam-1',
    name: 'First Term Examination',
    term_id: 'term-1',
    term_name: 'First Term 2026/2027',
    kind: 'exam',
    start_date: '2026-12-07',
    end_date: '2026-12-11',
    status: 'draft',
    papers: 3,
    ...extra,
  };
}

export function paper(extra: Partial<ExamPaper> = {}): ExamPaper {
  return {
    id: 'paper-1',
    exam_id: 'exam-1',
    exam_name: 'First Term Examination',
    exam_status: 'scheduled',
    class_id: 'class-1',
    class_name: 'JSS 2B',
    class_subject_id: 'cs-maths',
    subject_id: 'mathematics',
    subject_name: 'Mathematics',
    invigilator_id: 'teacher-1',
    invigilator_name: 'Emeka Nwosu',
    date: '2026-12-07',
    start_time: '09:00',
    end_time: '11:00',
    room: 'Hall A',
    ...extra,
  };
}

export const page = <T>(results: T[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
});
