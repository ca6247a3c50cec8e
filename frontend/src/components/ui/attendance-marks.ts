// How every attendance screen shows a mark: the four statuses in the order one tap cycles them,
// each with its word, its letter and its colours. The word or the letter is always shown beside
// the colour: colour alone tells a colour-blind reader nothing. Here, below the features, because
// the teacher's register, the family dashboards and the admin's student record all use them.
import type { AttendanceStatus } from '@/types/attendance';

/** The order one tap goes through: present, absent, late, excused, and back to present. */
export const STATUSES: readonly AttendanceStatus[] = ['present', 'absent', 'late', 'excused'];

export const STATUS_LABELS: Record<AttendanceStatus, string> = {
  present: 'Present',
  absent: 'Absent',
  late: 'Late',
  excused: 'Excused',
};

/** The letter of each status, as the month sheets and their CSV write it. */
export const STATUS_LETTERS: Record<AttendanceStatus, string> = {
  present: 'P',
  absent: 'A',
  late: 'L',
  excused: 'E',
};

/** The colours of a student's row and of the word in it, light and dark. */
export const STATUS_STYLES: Record<AttendanceStatus, { row: string; word: string }> = {
  present: {
    row: 'border-green-600 bg-green-50 dark:border-green-500 dark:bg-green-950/50',
    word: 'bg-green-700 text-white',
  },
  absent: {
    row: 'border-red-600 bg-red-50 dark:border-red-500 dark:bg-red-950/50',
    word: 'bg-red-700 text-white',
  },
  late: {
    row: 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950/50',
    word: 'bg-amber-300 text-amber-950',
  },
  excused: {
    row: 'border-sky-600 bg-sky-50 dark:border-sky-500 dark:bg-sky-950/50',
    word: 'bg-sky-700 text-white',
  },
};
