// How the exam screens word an exam and its papers: an exam's dates as "7–11 December 2026", a
// paper's time as "09:00–11:00", the statuses, and the papers grouped by day in the order the
// server sends them (each day is headed "Monday 7 December 2026": lib/dates `dayInWords`).
import { MONTH_NAMES as MONTHS, dayParts as parts } from '@/lib/dates';

import type { ExamKind, ExamPaper, ExamStatus } from './api';

export const KIND_LABELS: Record<ExamKind, string> = { test: 'Test', exam: 'Exam' };

export const STATUS_LABELS: Record<ExamStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  in_progress: 'In progress',
  completed: 'Completed',
};

/** "7–11 December 2026", "30 November – 4 December 2026", or both dates in full. */
export function dateRange(start: string, end: string): string {
  const a = parts(start);
  const b = parts(end);
  if ([a.year, a.month, a.day, b.year, b.month, b.day].some((n) => !n)) return `${start} – ${end}`;
  if (start === end) return `${a.day} ${MONTHS[a.month - 1]} ${a.year}`;
  if (a.year === b.year && a.month === b.month)
    return `${a.day}–${b.day} ${MONTHS[b.month - 1]} ${b.year}`;
  if (a.year === b.year)
    return `${a.day} ${MONTHS[a.month - 1]} – ${b.day} ${MONTHS[b.month - 1]} ${b.year}`;
  return `${a.day} ${MONTHS[a.month - 1]} ${a.year} – ${b.day} ${MONTHS[b.month - 1]} ${b.year}`;
}

export function timeRange(paper: Pick<ExamPaper, 'start_time' | 'end_time'>): string {
  return `${paper.start_time}–${paper.end_time}`;
}

/** The papers of each date, dates in order, each day's papers by start time then class. */
export function byDate<T extends Pick<ExamPaper, 'date' | 'start_time' | 'class_name'>>(
  papers: readonly T[],
): { date: string; papers: T[] }[] {
  const days = new Map<string, T[]>();
  for (const paper of papers) {
    const list = days.get(paper.date) ?? [];
    list.push(paper);
    days.set(paper.date, list);
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({
      date,
      papers: list.sort(
        (a, b) =>
          a.start_time.localeCompare(b.start_time) ||
          a.class_name.localeCompare(b.class_name, undefined, { numeric: true }),
      ),
    }));
}

/** "3 papers", "1 paper", "No papers". */
export function paperCount(count: number): string {
  if (count === 0) return 'No papers';
  return count === 1 ? '1 paper' : `${count} papers`;
}
