import { describe, expect, it } from 'vitest';

import type { LessonLine } from './api';
import { lessonStates } from './lessons';
import { localDay } from '@/lib/dates';

function lesson(starts_at: string, ends_at: string): LessonLine {
  return {
    id: starts_at,
    starts_at,
    ends_at,
    subject: 'Mathematics',
    class_id: 'c',
    class_name: 'JSS 1A',
    teacher_name: null,
    room: '',
  };
}

const day = [
  lesson('08:00', '08:40'),
  lesson('08:40', '09:20'),
  lesson('10:00', '10:40'),
  lesson('11:00', '11:40'),
];

describe('today’s lessons', () => {
  it('marks the lesson on now and the one after it as next', () => {
    const at = new Date(2026, 10, 23, 8, 50);
    expect(lessonStates(day, localDay(at), at)).toEqual(['done', 'now', 'next', 'later']);
  });

  it('in a break, the coming lesson is next and none is on', () => {
    const at = new Date(2026, 10, 23, 9, 30);
    expect(lessonStates(day, localDay(at), at)).toEqual(['done', 'done', 'next', 'later']);
  });

  it('a lesson ends at its end time, and the day ends with every lesson done', () => {
    const at = new Date(2026, 10, 23, 11, 40);
    expect(lessonStates(day, localDay(at), at)).toEqual(['done', 'done', 'done', 'done']);
  });

  it('marks nothing on a dashboard read on another day', () => {
    const at = new Date(2026, 10, 24, 8, 50);
    expect(lessonStates(day, '2026-11-23', at)).toEqual(['later', 'later', 'later', 'later']);
  });

  it('reads the lessons on the clock where the school is, not the phone’s', () => {
    // 08:50 in Lagos is 02:50 on a phone at UTC-5 (the tests' zone), the day already the same.
    const at = new Date('2026-11-23T07:50:00Z');
    expect(lessonStates(day, '2026-11-23', at, 'Africa/Lagos')).toEqual([
      'done',
      'now',
      'next',
      'later',
    ]);
    expect(lessonStates(day, '2026-11-23', at, 'UTC+1')).toEqual(['done', 'now', 'next', 'later']);
    // The phone's own clock says it is before school.
    expect(lessonStates(day, '2026-11-23', at)).toEqual(['next', 'later', 'later', 'later']);
  });
});
