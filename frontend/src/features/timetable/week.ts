// The school week as the screens show it: days in order, today first on a phone, a lesson's
// time as "08:00–08:40", and the rooms the lessons use.
import type { Lesson, Weekday } from './api';

export const WEEKDAYS: readonly { value: Weekday; label: string }[] = [
  { value: 'monday', label: 'Monday' },
  { value: 'tuesday', label: 'Tuesday' },
  { value: 'wednesday', label: 'Wednesday' },
  { value: 'thursday', label: 'Thursday' },
  { value: 'friday', label: 'Friday' },
  { value: 'saturday', label: 'Saturday' },
  { value: 'sunday', label: 'Sunday' },
];

/** The weekday of `date` in the browser's time zone (give it the school's day, `dayAsDate`). */
export function weekdayOf(date: Date): Weekday {
  // getDay(): 0 is Sunday.
  return WEEKDAYS[(date.getDay() + 6) % 7].value;
}

export function dayLabel(day: Weekday): string {
  return WEEKDAYS.find((d) => d.value === day)?.label ?? day;
}

export function timeRange(lesson: Pick<Lesson, 'start_time' | 'end_time'>): string {
  return `${lesson.start_time}–${lesson.end_time}`;
}

/**
 * The days to show and each day's lessons by start time: Monday to Friday always, a weekend day
 * only when it has lessons.
 */
export function byDay<L extends Pick<Lesson, 'weekday' | 'start_time'>>(
  lessons: readonly L[],
): { day: Weekday; lessons: L[] }[] {
  return WEEKDAYS.map(({ value }) => ({
    day: value,
    lessons: lessons
      .filter((l) => l.weekday === value)
      .sort((a, b) => a.start_time.localeCompare(b.start_time)),
  })).filter(({ day, lessons: of }) => of.length > 0 || (day !== 'saturday' && day !== 'sunday'));
}

/** `days` with `today` first and the rest after it in week order, for reading on a phone. */
export function todayFirst<T extends { day: Weekday }>(days: readonly T[], today: Weekday): T[] {
  const at = days.findIndex((d) => d.day === today);
  return at <= 0 ? [...days] : [...days.slice(at), ...days.slice(0, at)];
}

/**
 * The rooms `lessons` use, each once (a room is the same in any case, spelt as first met), in
 * alphabetical order; a lesson without a room is in its class's own room and names none.
 */
export function roomsOf(lessons: readonly Pick<Lesson, 'room'>[]): string[] {
  const rooms = new Map<string, string>();
  for (const { room } of lessons) {
    const name = room.trim();
    if (name && !rooms.has(name.toLowerCase())) rooms.set(name.toLowerCase(), name);
  }
  return [...rooms.values()].sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}
