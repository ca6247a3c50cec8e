import { describe, expect, it } from 'vitest';

import { lessonChanges, type LessonValues } from './lesson-form';

const start: LessonValues = {
  class_subject_id: 'cs-maths',
  teacher_id: 'teacher-2',
  weekday: 'monday',
  start_time: '08:00',
  end_time: '08:40',
  room: '',
};

describe('what a changed lesson sends', () => {
  it('sends nothing when nothing changed, and the room trimmed', () => {
    expect(lessonChanges(start, { ...start }, 'teacher-1')).toEqual({});
    expect(lessonChanges(start, { ...start, room: ' Lab 1 ' }, 'teacher-1')).toEqual({
      room: 'Lab 1',
    });
  });

  it("names the subject's teacher when the lesson goes back to them", () => {
    expect(lessonChanges(start, { ...start, teacher_id: '' }, 'teacher-1')).toEqual({
      teacher_id: 'teacher-1',
    });
    // A subject without a teacher: the lesson has none either.
    expect(lessonChanges(start, { ...start, teacher_id: '' }, null)).toEqual({ teacher_id: null });
  });

  it("leaves a new subject's teacher to the server, unless one is chosen", () => {
    expect(
      lessonChanges(start, { ...start, class_subject_id: 'cs-english', teacher_id: '' }, 'x'),
    ).toEqual({ class_subject_id: 'cs-english' });
    expect(
      lessonChanges(
        start,
        { ...start, class_subject_id: 'cs-english', teacher_id: 'teacher-2' },
        'teacher-3',
      ),
    ).toEqual({ class_subject_id: 'cs-english', teacher_id: 'teacher-2' });
  });
});
