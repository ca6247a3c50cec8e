// Which of today's lessons is on now and which comes next, by the clock where the school is.
import type { LessonLine } from './api';
import { schoolMoment } from '@/lib/dates';

export type LessonState = 'done' | 'now' | 'next' | 'later';

/**
 * Each lesson's state at `at`, in the lessons' order (by time), read on the wall clock of the
 * school's time zone `zone` (the reader's own without one): the lessons' times are the
 * school's. Only on `today` (the school's day the dashboard was read on): a dashboard read
 * yesterday marks nothing as now or next.
 */
export function lessonStates(
  lessons: readonly LessonLine[],
  today: string,
  at: Date,
  zone: string | null = null,
): LessonState[] {
  const { day, time: now } = schoolMoment(zone, at);
  if (day !== today) return lessons.map(() => 'later');
  let nextGiven = false;
  return lessons.map((l) => {
    if (l.ends_at <= now) return 'done';
    if (l.starts_at <= now) return 'now';
    if (!nextGiven) {
      nextGiven = true;
      return 'next';
    }
    return 'later';
  });
}
