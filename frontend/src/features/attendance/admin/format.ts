// How the admin's attendance screen words its figures and days: a rate as "92%" (or a dash
// before anything is marked), a month as "December 2026" and a school day in a grid's narrow
// header as "Mon" over "7".

import { MONTH_NAMES, WEEKDAY_NAMES } from '@/lib/dates';

const SHORT_WEEKDAYS = WEEKDAY_NAMES.map((name) => name.slice(0, 3));

/** A whole percent as "92%"; a dash when nothing was marked to count it from. */
export function rateText(rate: number | null | undefined): string {
  return rate === null || rate === undefined ? '—' : `${rate}%`;
}

/** The month of `today` (`YYYY-MM-DD`, the school's day) as `YYYY-MM`. */
export function thisMonth(today: string): string {
  return today.slice(0, 7);
}

/** Whether `text` is a `YYYY-MM` month. */
export function isMonth(text: string | null | undefined): text is string {
  return Boolean(text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text));
}

/** `2026-12` as "December 2026". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return `${MONTH_NAMES[number - 1]} ${year}`;
}

/** `2026-12-07` as its short weekday and its day of the month: `['Mon', 7]`. */
export function shortDay(date: string): [string, number] {
  const [year, month, day] = date.split('-').map(Number);
  return [SHORT_WEEKDAYS[new Date(year, month - 1, day).getDay()], day];
}

/** "1 student", "3 students". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
