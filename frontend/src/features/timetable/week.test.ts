import { describe, expect, it } from 'vitest';

import type { Lesson } from './api';
import { byDay, roomsOf, timeRange, todayFirst, weekdayOf } from './week';

function lesson(weekday: Lesson['weekday'], start: string, end: string): Lesson {
  return {
    id: `${weekday}-${start}`,
    term_id: 't',
    class_id: 'c',
    class_name: 'JSS 1A',
    class_subject_id: 'cs',
    subject_id: 'mathematics',
    subject_name: 'Mathematics',
    teacher_id: null,
    teacher_name: null,
    weekday,
    start_time: start,
    end_time: end,
    room: '',
  };
}

describe('the school week', () => {
  it('shows Monday to Friday, a weekend day only with lessons, each day by start time', () => {
    const days = byDay([
      lesson('monday', '09:20', '10:00'),
      lesson('monday', '08:00', '08:40'),
      lesson('saturday', '09:00', '10:00'),
    ]);
    expect(days.map((d) => d.day)).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
    ]);
    expect(days[0].lessons.map(timeRange)).toEqual(['08:00–08:40', '09:20–10:00']);
  });

  it('puts today first and keeps the week order after it', () => {
    const days = byDay([]);
    expect(todayFirst(days, 'wednesday').map((d) => d.day)).toEqual([
      'wednesday',
      'thursday',
      'friday',
      'monday',
      'tuesday',
    ]);
    // A Sunday without lessons is not shown: the week stays as it is.
    expect(todayFirst(days, 'sunday').map((d) => d.day)[0]).toBe('monday');
  });

  it('names the weekday of a date', () => {
    expect(weekdayOf(new Date(2026, 10, 23))).toBe('monday');
    expect(weekdayOf(new Date(2026, 10, 29))).toBe('sunday');
  });

  it('lists the rooms the lessons name, each once whatever its case', () => {
    const rooms = roomsOf([
      { room: 'Lab 2' },
      { room: '' },
      { room: 'lab 10' },
      { room: ' Hall ' },
      { room: 'LAB 2' },
    ]);
    expect(rooms).toEqual(['Hall', 'Lab 2', 'lab 10']);
  });
});
