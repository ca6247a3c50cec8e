// How a report card says its figures: positions as "1st of 34", attendance as days present of
// days open (or "not recorded" for a term whose registers were never taken in the portal), a
// rating's word, and the card's title. The figures themselves are the server's.
import type { CardTerm, ReportCard } from '../cards-api';

/** 1 -> "1st", 2 -> "2nd", 11 -> "11th", 22 -> "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** "3rd of 34", or a dash when the student has no position (no score in any subject). */
export function positionText(position: number | null | undefined, outOf: number): string {
  return position ? `${ordinal(position)} of ${outOf}` : '—';
}

/** "58 of 62 days", or "Not recorded" when the term had no register taken. */
export function attendanceText(card: Pick<ReportCard, 'days_present' | 'days_open'>): string {
  if (card.days_open === 0) return 'Not recorded';
  const percent = Math.round((card.days_present * 100) / card.days_open);
  return `${card.days_present} of ${card.days_open} days (${percent}%)`;
}

export const RATING_WORDS: Record<number, string> = {
  1: 'Poor',
  2: 'Fair',
  3: 'Good',
  4: 'Very good',
  5: 'Excellent',
};

/** "Third Term, 2025/2026". */
export const termTitle = (t: Pick<CardTerm, 'term_name' | 'session_name'>) =>
  `${t.term_name}, ${t.session_name}`;

/** A figure as the server wrote it, or a dash for none. */
export const figure = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

/**
 * The ruled cells of the report card's and the broadsheet's tables: a cell, a heading cell and
 * a figure's cell, each with `extra` (the card's tighter print padding, say).
 */
export function ruledCells(extra = '') {
  const cell =
    `border border-slate-300 px-1.5 py-1 dark:border-slate-700 print:border-slate-500 ${extra}`.trim();
  return {
    cell,
    head: `${cell} bg-slate-50 font-semibold dark:bg-slate-800 print:bg-slate-100`,
    num: `${cell} text-right tabular-nums`,
  };
}
