// The school day's period template (the settings' `school_periods`, set in the settings'
// Academic tab) as the timetable uses it: the periods a lesson may take (breaks never), a run of
// them as times (from the first one's start to the last one's end, over any break between), the
// run a lesson's times are, and the periods of a day no lesson takes.
import type { Lesson, SchoolPeriod } from './api';
import { overlaps, type Slot } from './clashes';
import { byDay } from './week';

/** The periods a lesson may take: the template's, breaks left out, in order. */
export function lessonPeriods(template: readonly SchoolPeriod[]): SchoolPeriod[] {
  return template.filter((period) => !period.isBreak);
}

/** "Period 3 · 09:20–10:00" */
export function periodLabel(period: SchoolPeriod): string {
  return `${period.name} · ${period.start}–${period.end}`;
}

/** A run of `periods`, by their places in it: `from` to `until`, both included. */
export type Span = { from: number; until: number };

/** The times of a run of `periods`. */
export function spanTimes(
  periods: readonly SchoolPeriod[],
  { from, until }: Span,
): { start_time: string; end_time: string } {
  return { start_time: periods[from].start, end_time: periods[until].end };
}

/** The run of `periods` that starts at `start` and ends at `end`, or null when none does. */
export function spanOf(periods: readonly SchoolPeriod[], start: string, end: string): Span | null {
  const from = periods.findIndex((p) => p.start === start);
  if (from < 0) return null;
  const until = periods.findIndex((p, i) => i >= from && p.end === end);
  return until < 0 ? null : { from, until };
}

/** The periods no lesson of `lessons` (one day's) overlaps. */
export function freePeriods(
  periods: readonly SchoolPeriod[],
  lessons: readonly Pick<Lesson, 'start_time' | 'end_time'>[],
): SchoolPeriod[] {
  return periods.filter(
    (p) => !lessons.some((l) => overlaps(l, { start_time: p.start, end_time: p.end })),
  );
}

/**
 * The first period of the week (the days a week shows, in order) that no lesson of `lessons` (a
 * class's week) takes, as a new lesson's day and times; null when every period is taken.
 */
export function firstFreeSlot(
  periods: readonly SchoolPeriod[],
  lessons: readonly Pick<Lesson, 'weekday' | 'start_time' | 'end_time'>[],
): Slot | null {
  for (const { day, lessons: of } of byDay(lessons)) {
    const [open] = freePeriods(periods, of);
    if (open) return { weekday: day, start_time: open.start, end_time: open.end };
  }
  return null;
}
