import { describe, expect, it } from 'vitest';

import type { Lesson } from './api';
import { clashText, clashesOf, isSlot, overlaps } from './clashes';

function lesson(id: string, start: string, end: string, extra: Partial<Lesson> = {}): Lesson {
  return {
    id,
    term_id: 't',
    class_id: 'c',
    class_name: 'JSS 1A',
    class_subject_id: 'cs',
    subject_id: 'mathematics',
    subject_name: 'Mathematics',
    teacher_id: null,
    teacher_name: null,
    weekday: 'monday',
    start_time: start,
    end_time: end,
    room: '',
    ...extra,
  };
}

const slot = { weekday: 'monday' as const, start_time: '08:20', end_time: '09:00' };

describe('clashes before saving', () => {
  it('counts an overlap, never lessons back to back', () => {
    expect(overlaps(lesson('a', '08:00', '08:40'), slot)).toBe(true);
    expect(overlaps(lesson('a', '09:00', '09:40'), slot)).toBe(false);
    expect(overlaps(lesson('a', '07:40', '08:20'), slot)).toBe(false);
    expect(overlaps(lesson('a', '08:30', '08:40'), slot)).toBe(true);
  });

  it('looks only when the day and times are in order', () => {
    expect(isSlot(slot)).toBe(true);
    expect(isSlot({ ...slot, end_time: '' })).toBe(false);
    expect(isSlot({ ...slot, end_time: '08:20' })).toBe(false);
  });

  it('names each lesson once with every reason, by time, leaving out the lesson changed', () => {
    const first = lesson('a', '08:00', '08:40', { room: 'Lab 1' });
    const second = lesson('b', '08:40', '09:20', { class_name: 'SS 1A' });
    const found = clashesOf(
      slot,
      {
        class: [first, lesson('self', '08:20', '09:00')],
        teacher: [second],
        room: [first, lesson('tuesday', '08:00', '09:00', { weekday: 'tuesday' })],
      },
      'self',
    );
    expect(found.map(clashText)).toEqual([
      'JSS 1A Mathematics, Monday 08:00–08:40 (the class and the room are busy)',
      'SS 1A Mathematics, Monday 08:40–09:20 (the teacher is busy)',
    ]);
  });
});
