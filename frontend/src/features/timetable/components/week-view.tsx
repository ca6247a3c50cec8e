// A week of lessons: one section per school day, a list on a phone (today first where asked),
// five columns on a wide screen and on paper (one A4 page, print CSS). Where asked (the admin's
// class week), each day ends with the school day's periods no lesson of it takes, as buttons
// ("+ Period 4 · 10:20") that start a lesson there; they are not printed.
import type { ReactNode } from 'react';

import type { Lesson, SchoolPeriod, Weekday } from '../api';
import { freePeriods } from '../periods';
import { byDay, dayLabel, timeRange, todayFirst } from '../week';

export function WeekView({
  lessons,
  today,
  details,
  actions,
  current,
  free,
}: {
  lessons: readonly Lesson[];
  /** Marks this day "Today" and, on a phone, lists it first. */
  today?: Weekday;
  /** The line under a lesson's subject: its class, teacher or room, as the page needs. */
  details: (lesson: Lesson) => string;
  /** Buttons for one lesson (the admin's Edit and Remove); not printed. */
  actions?: (lesson: Lesson) => ReactNode;
  /** The lesson being changed (the admin's edit form is open on it), marked out on screen. */
  current?: string;
  /**
   * The periods a lesson may take (breaks left out) and what choosing a free one does: each
   * day then lists those no lesson of it overlaps.
   */
  free?: { periods: readonly SchoolPeriod[]; onPick: (day: Weekday, period: SchoolPeriod) => void };
}) {
  const days = byDay(lessons);
  const ordered = today ? todayFirst(days, today) : days;
  return (
    <div className="grid gap-4 lg:grid-cols-5 print:grid-cols-5 print:gap-2 print:text-xs">
      {ordered.map(({ day, lessons: of }) => {
        const headingId = `day-${day}`;
        const isToday = day === today;
        const open = free ? freePeriods(free.periods, of) : [];
        return (
          <section key={day} aria-labelledby={headingId}>
            <h2 id={headingId} className="text-base font-semibold">
              {dayLabel(day)}
              {isToday && (
                <span className="bg-primary ml-2 rounded-full px-2 py-0.5 text-xs text-white print:hidden">
                  Today
                </span>
              )}
            </h2>
            {of.length === 0 ? (
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No lessons.</p>
            ) : (
              <ul className="mt-2 space-y-2">
                {of.map((lesson) => (
                  <li
                    key={lesson.id}
                    aria-current={lesson.id === current ? 'true' : undefined}
                    className={`rounded-school border p-2 text-sm print:break-inside-avoid print:border-slate-200 print:p-1 ${
                      lesson.id === current
                        ? 'border-[var(--school-primary)] ring-2 ring-[var(--school-primary)] print:ring-0'
                        : 'border-slate-200 dark:border-slate-700'
                    }`}
                  >
                    <p className="font-mono text-xs">{timeRange(lesson)}</p>
                    <p className="font-medium">{lesson.subject_name}</p>
                    <p className="text-slate-600 dark:text-slate-400">{details(lesson)}</p>
                    {actions && <div className="mt-1 print:hidden">{actions(lesson)}</div>}
                  </li>
                ))}
              </ul>
            )}
            {free && open.length > 0 && (
              <ul
                aria-label={`Free periods on ${dayLabel(day)}`}
                className="mt-2 flex flex-wrap gap-1 print:hidden"
              >
                {open.map((period) => (
                  <li key={`${period.start}-${period.name}`}>
                    <button
                      type="button"
                      className="rounded-school border border-dashed border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:border-[var(--school-primary)] hover:bg-slate-50 dark:border-slate-600 dark:text-slate-300 dark:hover:bg-slate-800"
                      aria-label={`Add a lesson on ${dayLabel(day)} in ${period.name} · ${period.start}`}
                      onClick={() => free.onPick(day, period)}
                    >
                      <span aria-hidden="true">+ </span>
                      {period.name} · {period.start}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
