// How the attendance screens word and count marks: the four statuses in the order one tap
// cycles them, each with its word, letter and colour (from components/ui/attendance-marks; the
// word is always shown: colour alone tells a colour-blind teacher nothing), a register's counts,
// a term's rate, and days and times as "Monday 7 December 2026" and "08:15" on the school's
// clock (its time zone, as the server dates registers).
import {
  STATUSES,
  STATUS_LABELS,
  STATUS_LETTERS,
  STATUS_STYLES,
} from '@/components/ui/attendance-marks';

import type { AttendanceStatus, RegisterLine, Tally } from './api';
import { dayInWords, schoolMoment } from '@/lib/dates';

// The statuses' words, letters and colours are shared with the dashboards' calendar and the
// admin's student record, so they live below the features.
export { STATUSES, STATUS_LABELS, STATUS_LETTERS, STATUS_STYLES };

/** The status after `status` when its student is tapped. */
export function nextStatus(status: AttendanceStatus): AttendanceStatus {
  return STATUSES[(STATUSES.indexOf(status) + 1) % STATUSES.length];
}

export type Counts = Record<AttendanceStatus, number>;

/** How many students have each status. */
export function countMarks(statuses: Iterable<AttendanceStatus>): Counts {
  const counts: Counts = { present: 0, absent: 0, late: 0, excused: 0 };
  for (const status of statuses) counts[status] += 1;
  return counts;
}

/**
 * The share of the term's school days a student came to school (present or late), as a whole
 * percent; null when the term has had no school day yet.
 */
export function attendanceRate(tally: Tally): number | null {
  if (tally.days_open <= 0) return null;
  return Math.round(((tally.present + tally.late) / tally.days_open) * 100);
}

/** Who saved the register last and when: its newest mark. Null when nothing was saved. */
export function lastSaved(lines: readonly RegisterLine[]): { by: string; at: string } | null {
  let newest: { by: string; at: string } | null = null;
  for (const line of lines) {
    if (!line.marked_at) continue;
    if (!newest || Date.parse(line.marked_at) > Date.parse(newest.at)) {
      newest = { by: line.marked_by_name || 'Someone', at: line.marked_at };
    }
  }
  return newest;
}

/** Whether `text` is a `YYYY-MM-DD` date. */
export function isDate(text: string | null | undefined): text is string {
  return Boolean(text && /^\d{4}-\d{2}-\d{2}$/.test(text));
}

/**
 * A moment (RFC 3339) as the school's clock shows it ("08:15", in `zone`, see `schoolMoment`),
 * with its day when it is not `date`, the register's day, which is the school's too.
 */
export function timeOf(moment: string, zone: string | null | undefined, date?: string): string {
  const { day, time } = schoolMoment(zone, new Date(moment));
  return date && day !== date ? `${time} on ${dayInWords(day)}` : time;
}
