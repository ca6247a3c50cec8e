// Clashes seen before saving (decision 017): the lessons already in a day's overlapping time for
// the same class, the same teacher or the same room, as the form's notice names them. The
// database has the last word on save; this only tells the admin early.
import type { Lesson, Weekday } from './api';
import { dayLabel, timeRange } from './week';

/** What a lesson would share with one already there. */
export type ClashReason = 'class' | 'teacher' | 'room';

export type Slot = { weekday: Weekday; start_time: string; end_time: string };

export type Clash = { lesson: Lesson; reasons: ClashReason[] };

const REASONS: readonly ClashReason[] = ['class', 'teacher', 'room'];

/** Whether two lessons' `[start, end)` times overlap: back-to-back lessons do not. */
export function overlaps(
  a: Pick<Lesson, 'start_time' | 'end_time'>,
  b: Pick<Lesson, 'start_time' | 'end_time'>,
): boolean {
  return a.start_time < b.end_time && b.start_time < a.end_time;
}

/** Whether `slot` is a day and times in order, so that its clashes can be looked for. */
export function isSlot(slot: Partial<Slot>): slot is Slot {
  return Boolean(
    slot.weekday && slot.start_time && slot.end_time && slot.start_time < slot.end_time,
  );
}

/**
 * The lessons of `busy` (the day's lessons of the class, of the teacher, of the room) whose time
 * overlaps `slot`'s, each once with every reason, by start time. `except` is the lesson being
 * changed, which never clashes with itself.
 */
export function clashesOf(
  slot: Slot,
  busy: Partial<Record<ClashReason, readonly Lesson[]>>,
  except?: string,
): Clash[] {
  const found = new Map<string, Clash>();
  for (const reason of REASONS) {
    for (const lesson of busy[reason] ?? []) {
      if (lesson.id === except || lesson.weekday !== slot.weekday || !overlaps(lesson, slot))
        continue;
      const clash = found.get(lesson.id) ?? { lesson, reasons: [] };
      if (!clash.reasons.includes(reason)) clash.reasons.push(reason);
      found.set(lesson.id, clash);
    }
  }
  return [...found.values()].sort((a, b) => a.lesson.start_time.localeCompare(b.lesson.start_time));
}

/** "the class and the teacher are busy" */
function reasonsText(reasons: readonly ClashReason[]): string {
  const names = reasons.map((r) => `the ${r}`);
  if (names.length === 1) return `${names[0]} is busy`;
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} are busy`;
}

/** "JSS 1A Mathematics, Monday 08:00–08:40 (the class is busy)" */
export function clashText({ lesson, reasons }: Clash): string {
  return `${lesson.class_name} ${lesson.subject_name}, ${dayLabel(lesson.weekday)} ${timeRange(lesson)} (${reasonsText(reasons)})`;
}
