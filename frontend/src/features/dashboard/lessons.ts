// Which of today's lessons is on now and which comes next, by the reader's clock.
import type { LessonLine } from './api';
import { localDay } from '@/lib/dates';

export type LessonState = 'done' | 'now' | 'next' | 'later';

/** "HH:MM" of `at`, the reader's time. */
function clock(at: Date): string {
  return `${String(at.getHours()).padStart(2, '0')}:${String(at.getMinutes()).padStart(2, '0')}`;
}

/**
 * Each lesson's state at `at`, in the lessons' order (by time). Only on `today` (the school's
 * day the dashboard was read on): a dashboard read yesterday marks nothing as now or next.
 */
export function lessonStates(
  lessons: readonly LessonLine[],
  today: string,
  at: Date,
): LessonState[] {
  if (localDay(at) !== today) return lessons.map(() => 'later');
  const now = clock(at);
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
