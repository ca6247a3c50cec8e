// A student's term as a calendar (product.md §3 "Attendance", decisions/019): a block for each
// month from the range's first day to its last, Monday to Sunday, each school day in its mark's
// colour with its letter (P, A, L, E, the teacher's register's colours), a school day without a
// mark as "not marked", holidays with their name, weekends and days still to come muted. Each
// day's cell is named for a screen reader ("Tuesday 24 November: absent (Fever)"); a legend, the
// holidays by name and the days' remarks follow the months, so nothing hides in a colour or a
// tooltip. `AttendanceFigures` shows the counts and the server's rate above it.
//
// Shared below the features: the family dashboards (attendance) and the admin's student record
// (people) both show it. Dates are `YYYY-MM-DD` and are counted in UTC days, so no clock change
// moves a day.
import { STATUS_LABELS, STATUS_LETTERS, STATUS_STYLES } from '@/components/ui/attendance-marks';
import type { AttendanceStatus, StudentDays, Tally } from '@/types/attendance';
import { MONTH_NAMES, WEEKDAY_NAMES } from '@/lib/dates';
import { useSchoolToday } from '@/lib/school';

/** The calendar's columns, Monday first: their header and the weekday it stands for. */
const COLUMNS = [1, 2, 3, 4, 5, 6, 0].map((d) => ({
  short: WEEKDAY_NAMES[d].slice(0, 3),
  full: WEEKDAY_NAMES[d],
}));

const DAY_MS = 86_400_000;
const muted = 'text-slate-600 dark:text-slate-400';

/** `2026-11-24` as a day number (days since 1970-01-01). */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** A day number as `2026-11-24`. */
function dateOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** `2026-11-24` as "Tuesday 24 November". */
export function dayName(date: string): string {
  const at = new Date(dayNumber(date) * DAY_MS);
  return `${WEEKDAY_NAMES[at.getUTCDay()]} ${at.getUTCDate()} ${MONTH_NAMES[at.getUTCMonth()]}`;
}

/** What a day of the calendar is for the student. */
export type CalendarDay =
  | { kind: 'marked'; status: AttendanceStatus; remark: string }
  | { kind: 'unmarked' }
  | { kind: 'holiday'; name: string }
  | { kind: 'weekend' }
  /** A weekday in the range that is no school day (outside the term's dates). */
  | { kind: 'closed' }
  /** A day after today. */
  | { kind: 'ahead' }
  /** Before the range's first day or after its last: an empty cell. */
  | { kind: 'outside' };

/** The words a day's cell is named with: "absent (Fever)", "holiday (Independence Day)". */
export function dayWords(day: CalendarDay): string {
  switch (day.kind) {
    case 'marked': {
      const word = STATUS_LABELS[day.status].toLowerCase();
      return day.remark ? `${word} (${day.remark})` : word;
    }
    case 'unmarked':
      return 'not marked';
    case 'holiday':
      return `holiday (${day.name})`;
    case 'weekend':
      return 'weekend';
    case 'closed':
      return 'no school';
    case 'ahead':
      return 'still to come';
    case 'outside':
      return '';
  }
}

/** Every day of `days`' range, and of the rest of its last month when that is still to come. */
function dayReader(days: StudentDays, today: string) {
  const schoolDays = new Set(days.school_days);
  const marks = new Map(days.marks.map((m) => [m.date, m]));
  const holidays = new Map(days.holidays.map((h) => [h.date, h.name]));
  const from = dayNumber(days.from);
  const to = dayNumber(days.to);
  const now = dayNumber(today);
  return (day: number): CalendarDay => {
    const date = dateOf(day);
    if (day < from) return { kind: 'outside' };
    // After the range: the days still to come of a range that reaches today, else nothing.
    if (day > to) return to >= now ? { kind: 'ahead' } : { kind: 'outside' };
    if (schoolDays.has(date)) {
      const mark = marks.get(date);
      return mark
        ? { kind: 'marked', status: mark.status, remark: mark.remark }
        : { kind: 'unmarked' };
    }
    const holiday = holidays.get(date);
    if (holiday !== undefined) return { kind: 'holiday', name: holiday };
    if (day > now) return { kind: 'ahead' };
    const weekday = new Date(day * DAY_MS).getUTCDay();
    if (weekday === 0 || weekday === 6) return { kind: 'weekend' };
    return { kind: 'closed' };
  };
}

/** The months from `from`'s to `to`'s, as [year, month (0-11)]. */
function monthsBetween(from: string, to: string): [number, number][] {
  const [firstYear, firstMonth] = from.split('-').map(Number);
  const [lastYear, lastMonth] = to.split('-').map(Number);
  const count = (lastYear - firstYear) * 12 + (lastMonth - firstMonth) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, i) => {
    const index = firstMonth - 1 + i;
    return [firstYear + Math.floor(index / 12), index % 12];
  });
}

const cellBase = 'rounded-school relative h-11 border p-0.5 align-top leading-none';
const letterBase = 'mt-0.5 block text-sm font-bold';
const HOLIDAY =
  'border-violet-500 bg-violet-100 text-violet-950 dark:border-violet-400 dark:bg-violet-950 dark:text-violet-100';
const UNMARKED =
  'border-dashed border-slate-500 bg-white text-slate-800 dark:border-slate-400 dark:bg-slate-900 dark:text-slate-100';
const QUIET =
  'border-transparent bg-slate-100 text-slate-600 dark:bg-slate-800/60 dark:text-slate-400';

/** A day's colours and letter. */
function look(day: CalendarDay): { className: string; letter: string } {
  switch (day.kind) {
    case 'marked':
      return {
        className: `border-transparent ${STATUS_STYLES[day.status].word}`,
        letter: STATUS_LETTERS[day.status],
      };
    case 'unmarked':
      return { className: UNMARKED, letter: '?' };
    case 'holiday':
      return { className: HOLIDAY, letter: 'H' };
    default:
      return { className: QUIET, letter: '' };
  }
}

function DayCell({ date, day, isToday }: { date: string; day: CalendarDay; isToday: boolean }) {
  if (day.kind === 'outside') return <td />;
  const { className, letter } = look(day);
  const name = `${dayName(date)}: ${dayWords(day)}`;
  const speaks = day.kind === 'marked' || day.kind === 'unmarked' || day.kind === 'holiday';
  return (
    <td
      className={`${cellBase} ${className} ${isToday ? 'ring-2 ring-slate-900 ring-offset-1 dark:ring-white dark:ring-offset-slate-900' : ''}`}
      title={speaks ? name : undefined}
      aria-current={isToday ? 'date' : undefined}
    >
      <span aria-hidden="true" className="block text-[0.7rem]">
        {Number(date.slice(8))}
      </span>
      {letter && (
        <span aria-hidden="true" className={letterBase}>
          {letter}
        </span>
      )}
      <span className="sr-only">{name}</span>
    </td>
  );
}

function Month({
  year,
  month,
  dayOf,
  today,
}: {
  year: number;
  month: number;
  dayOf: (day: number) => CalendarDay;
  today: string;
}) {
  const first = Date.UTC(year, month, 1) / DAY_MS;
  const length = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  // Blank cells before the 1st, Monday first.
  const lead = (new Date(first * DAY_MS).getUTCDay() + 6) % 7;
  const slots: (number | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length }, (_, i) => first + i),
  ];
  while (slots.length % 7 !== 0) slots.push(null);
  const weeks = Array.from({ length: slots.length / 7 }, (_, w) => slots.slice(w * 7, w * 7 + 7));
  return (
    <table className="w-full table-fixed border-separate border-spacing-1 text-center">
      <caption className="px-1 pb-1 text-left font-semibold">
        {MONTH_NAMES[month]} {year}
      </caption>
      <thead>
        <tr>
          {COLUMNS.map((c) => (
            <th key={c.full} scope="col" abbr={c.full} className={`text-xs font-medium ${muted}`}>
              {c.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.find((d) => d !== null)}>
            {week.map((day, i) => {
              if (day === null) return <td key={`blank-${i}`} />;
              const date = dateOf(day);
              return <DayCell key={date} date={date} day={dayOf(day)} isToday={date === today} />;
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Swatch({ className, letter }: { className: string; letter: string }) {
  return (
    <span
      aria-hidden="true"
      className={`rounded-school inline-flex size-6 shrink-0 items-center justify-center border text-xs font-bold ${className}`}
    >
      {letter}
    </span>
  );
}

const LEGEND: { key: string; className: string; letter: string; text: string }[] = [
  ...(['present', 'absent', 'late', 'excused'] as const).map((s) => ({
    key: s,
    className: `border-transparent ${STATUS_STYLES[s].word}`,
    letter: STATUS_LETTERS[s],
    text: STATUS_LABELS[s],
  })),
  { key: 'unmarked', className: UNMARKED, letter: '?', text: 'Not marked' },
  { key: 'holiday', className: HOLIDAY, letter: 'H', text: 'Holiday' },
  { key: 'quiet', className: QUIET, letter: '', text: 'Weekend, no school or still to come' },
];

export interface TermCalendarProps {
  days: StudentDays;
  /** The calendar's accessible name. */
  label?: string;
  /** Today as `YYYY-MM-DD`; the school's day unless told. */
  today?: string;
}

/** The months of `days`' range, with the legend, the holidays and the remarks below. */
export function TermCalendar({
  days,
  label = 'Calendar of the term',
  today: asked,
}: TermCalendarProps) {
  const schoolToday = useSchoolToday();
  const today = asked ?? schoolToday;
  const dayOf = dayReader(days, today);
  const schoolDays = new Set(days.school_days);
  const remarks = days.marks
    .filter((m) => m.remark && schoolDays.has(m.date))
    .sort((a, b) => a.date.localeCompare(b.date));
  const holidays = [...days.holidays].sort((a, b) => a.date.localeCompare(b.date));
  return (
    <div role="group" aria-label={label} className="mt-3">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {monthsBetween(days.from, days.to).map(([year, month]) => (
          <Month key={`${year}-${month}`} year={year} month={month} dayOf={dayOf} today={today} />
        ))}
      </div>
      <ul aria-label="Legend" className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {LEGEND.map((item) => (
          <li key={item.key} className="flex items-center gap-1.5">
            <Swatch className={item.className} letter={item.letter} />
            {item.text}
          </li>
        ))}
      </ul>
      {holidays.length > 0 && (
        <div className="mt-3 text-sm">
          <p className="font-medium">Holidays</p>
          <ul aria-label="Holidays" className={`mt-1 space-y-0.5 ${muted}`}>
            {holidays.map((h) => (
              <li key={h.date}>
                {dayName(h.date)}: {h.name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {remarks.length > 0 && (
        <div className="mt-3 text-sm">
          <p className="font-medium">Remarks</p>
          <ul aria-label="Remarks" className={`mt-1 space-y-0.5 ${muted}`}>
            {remarks.map((m) => (
              <li key={m.date}>
                {dayName(m.date)}, {STATUS_LABELS[m.status].toLowerCase()}: {m.remark}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * The range's figures: days open, present, absent, late, excused, and the rate (present or
 * late, of the days marked, as the server counts it).
 */
export function AttendanceFigures({ tally, rate }: { tally: Tally; rate?: number | null }) {
  const facts: [string, number | string][] = [
    ['Days open', tally.days_open],
    ['Present', tally.present],
    ['Absent', tally.absent],
    ['Late', tally.late],
    ['Excused', tally.excused],
    ['Rate', rate === null || rate === undefined ? 'No marks yet' : `${rate}%`],
  ];
  return (
    <dl className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {facts.map(([term, value]) => (
        <div key={term}>
          <dt className={`text-xs ${muted}`}>{term}</dt>
          <dd
            className={
              typeof value === 'number' || value.endsWith('%')
                ? 'text-lg font-semibold'
                : 'text-sm font-medium'
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
