// Days as the API writes them (`YYYY-MM-DD`). "Today" is the school's day: the server dates
// registers, lessons and due dates where the school is (the settings' time zone), and a page
// that asked for the reader's own day would open a register the school has not reached yet.

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of `at` (now by default), the reader's day. */
export function localDay(at: Date = new Date()): string {
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** `HH:MM` of `at` (now by default) on the reader's clock, as en-GB writes it, without Intl. */
export function localTime(at: Date = new Date()): string {
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * Minutes east of UTC that a time zone setting names as an offset (`UTC`, `GMT`, `UTC+1`,
 * `UTC-05:30`, read as the server reads them), or null when it is not one.
 */
export function utcOffsetMinutes(zone: string): number | null {
  const text = zone.trim().toUpperCase();
  if (text === 'UTC' || text === 'GMT') return 0;
  const match = /^(?:UTC|GMT)([+-])(\d{1,2})(?::?(\d{2}))?$/.exec(text);
  if (!match) return null;
  const hours = Number(match[2]);
  const minutes = Number(match[3] ?? '0');
  if (hours > 14 || minutes > 59) return null;
  return (match[1] === '-' ? -1 : 1) * (hours * 60 + minutes);
}

/** A moment as the school's wall clock shows it: its day (`YYYY-MM-DD`) and time (`HH:MM`). */
export interface WallClock {
  day: string;
  time: string;
}

/**
 * `at` (now by default) on the wall clock where the school is: at the offset or in the tz
 * database zone (`Africa/Lagos`) that `zone` names. Without a zone (the settings are not loaded
 * yet), or with one the browser does not know, the reader's own clock.
 */
export function schoolMoment(zone: string | null | undefined, at: Date = new Date()): WallClock {
  const local = { day: localDay(at), time: localTime(at) };
  if (!zone) return local;
  const offset = utcOffsetMinutes(zone);
  if (offset !== null) {
    const shifted = new Date(at.getTime() + offset * 60_000).toISOString();
    return { day: shifted.slice(0, 10), time: shifted.slice(11, 16) };
  }
  try {
    const parts = wallClockFormat(zone.trim()).formatToParts(at);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      parts.find((p) => p.type === type)?.value ?? '';
    return {
      day: `${part('year')}-${part('month')}-${part('day')}`,
      time: `${part('hour')}:${part('minute')}`,
    };
  } catch {
    return local;
  }
}

// A format is costly to make and every page that shows "today" asks on each render: one per zone.
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock's parts in `zone`; throws for a zone the browser does not know. */
function wallClockFormat(zone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallClockFormats.set(zone, format);
  }
  return format;
}

/** `YYYY-MM-DD` of `at` (now by default) where the school is (see `schoolMoment`). */
export function schoolDay(zone: string | null | undefined, at: Date = new Date()): string {
  return schoolMoment(zone, at).day;
}

/** The `YYYY-MM-DD` day `days` after `day` (before it when negative), by the calendar. */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The `Date` at local midnight of a `YYYY-MM-DD` day, for reading its weekday or month. */
export function dayAsDate(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d);
}

export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The parts of a `YYYY-MM-DD` day (each 0 or NaN when it is not one), with its weekday. */
export function dayParts(day: string): {
  year: number;
  month: number;
  day: number;
  weekday: number;
} {
  const [year, month, date] = day.split('-').map(Number);
  return { year, month, day: date, weekday: new Date(Date.UTC(year, month - 1, date)).getUTCDay() };
}

/** "Monday 7 December 2026" for `2026-12-07` (a heading); the text as it is when not a day. */
export function dayInWords(day: string): string {
  const { year, month, day: date, weekday } = dayParts(day);
  if (!year || !month || !date || Number.isNaN(weekday)) return day;
  return `${WEEKDAY_NAMES[weekday]} ${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

/** "5 January 2027" for `2027-01-05` (a printed card, an expiry); "—" when there is none. */
export function dateInWords(day: string | null | undefined): string {
  if (!day) return '—';
  const { year, month, day: date } = dayParts(day);
  if (!year || !month || !date) return day;
  return `${date} ${MONTH_NAMES[month - 1]} ${year}`;
}

/**
 * The ways the settings' "Date format" writes a day in figures (decisions/030). A date in
 * figures (a table's cell, a record's details, a payment's time) is written so; a day named in
 * words (a heading such as "Monday 7 December 2026", a printed report card) is unambiguous
 * whatever the format and stays in words.
 */
export const DATE_FORMATS = [
  'dd/mm/yyyy',
  'mm/dd/yyyy',
  'yyyy-mm-dd',
  'dd-mm-yyyy',
  'dd.mm.yyyy',
] as const;

/** The format the settings hold when nobody chose another (spec §3). */
export const DEFAULT_DATE_FORMAT = 'dd/mm/yyyy';

/**
 * A day (`YYYY-MM-DD`) in `format`: "14/09/2026"; of a moment (`YYYY-MM-DDT…`), its day on the
 * reader's clock, as `writeMoment` writes it. "—" when there is none. A format the portal does
 * not know is read as the default.
 */
export function writeDay(iso: string | null | undefined, format: string): string {
  if (!iso) return '—';
  const moment = iso.length > 10 ? new Date(iso) : null;
  const day = moment && !Number.isNaN(moment.getTime()) ? localDay(moment) : iso;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!match) return iso;
  const [, yyyy, mm, dd] = match;
  const known = (DATE_FORMATS as readonly string[]).includes(format) ? format : DEFAULT_DATE_FORMAT;
  return known.replace('yyyy', yyyy).replace('mm', mm).replace('dd', dd);
}

/**
 * A moment (an ISO timestamp) as its day in `format` and its time, on the reader's clock:
 * "14/09/2026, 08:10"; "—" when there is none.
 */
export function writeMoment(iso: string | null | undefined, format: string): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const day = writeDay(localDay(at), format);
  return `${day}, ${localTime(at)}`;
}
