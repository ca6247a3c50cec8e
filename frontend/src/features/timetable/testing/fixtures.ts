// A lesson for the timetable's tests: JSS 2B's Monday mathematics with Emeka Nwosu, first period,
// changed by what a test names.
import type { Lesson } from '../api';

export function lesson(extra: Partial<Lesson> = {}): Lesson {
  return {
    id: 'lesson-1',
    term_id: 'term-1',
    class_id: 'class-1',
    class_name: 'JSS 2B',
    class_subject_id: 'cs-maths',
    subject_id: 'mathematics',
    subject_name: 'Mathematics',
    teacher_id: 'teacher-1',
    teacher_name: 'Emeka Nwosu',
    weekday: 'monday',
    start_time: '08:00',
    end_time: '08:40',
    room: '',
    ...extra,
  };
}
