// The pieces every dashboard is made of: a figure that links to the screen behind it, a titled
// section, today's lessons with the one on now and the next marked, and the day's notice.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { panel } from '@/components/ui/styles';

import type { LessonLine } from '../api';
import { lessonStates } from '../lessons';
import { useSchoolIdentity } from '@/lib/school';

export const muted = 'text-slate-600 dark:text-slate-400';

/** A figure of the dashboard, and the screen where it comes from. */
export function Figure({
  label,
  value,
  detail,
  to,
  alert = false,
}: {
  label: string;
  value: string;
  detail?: string;
  to: string;
  /** Something waits for the reader (a figure above zero that needs acting on). */
  alert?: boolean;
}) {
  return (
    <li>
      <Link
        to={to}
        className="rounded-school shadow-school @container block h-full border border-slate-200 bg-white p-4 hover:border-[var(--school-primary)] dark:border-slate-800 dark:bg-slate-900"
      >
        {/* The spaces keep the link's name readable: "Students 600 2 suspended". */}
        <span className={`block text-sm ${muted}`}>{label}</span>{' '}
        <span
          className={`mt-1 block font-bold ${
            // A sum of money ("₦11,196,000.00") is as large as its card is wide enough for: the
            // card's own width decides (a container query), whether it is half a phone or a
            // quarter of a desktop beside the menu.
            value.length > 12
              ? 'text-base @[10rem]:text-lg @[13.5rem]:text-2xl'
              : value.length > 9
                ? 'text-lg @[11.5rem]:text-2xl'
                : 'text-2xl'
          } ${alert ? 'text-amber-800 dark:text-amber-300' : ''}`}
        >
          {value}
        </span>
        {detail && (
          <>
            {' '}
            <span className={`mt-1 block text-sm ${muted}`}>{detail}</span>
          </>
        )}
      </Link>
    </li>
  );
}

export function Figures({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {children}
    </ul>
  );
}

export function Section({
  id,
  title,
  more,
  children,
}: {
  id: string;
  title: string;
  /** The screen with all of it. */
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={`${panel} mt-6`} aria-labelledby={id}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {more && (
          <Link to={more.to} className="text-sm font-medium underline">
            {more.label}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

/** Today's lessons by time, the one on now and the next marked (by the school's clock). */
export function Lessons({
  lessons,
  today,
  details,
  now = new Date(),
}: {
  lessons: readonly LessonLine[];
  today: string;
  details: (l: LessonLine) => string;
  now?: Date;
}) {
  const { timeZone } = useSchoolIdentity();
  if (lessons.length === 0) return <p className={`mt-1 text-sm ${muted}`}>No lessons today.</p>;
  const states = lessonStates(lessons, today, now, timeZone);
  return (
    <ol className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
      {lessons.map((l, i) => {
        const state = states[i];
        return (
          <li
            key={l.id}
            className={`flex gap-3 py-1.5 text-sm ${state === 'done' ? muted : ''}`}
            aria-current={state === 'now' ? 'time' : undefined}
          >
            <span className="w-24 shrink-0 font-mono text-xs leading-5">
              {l.starts_at}–{l.ends_at}
            </span>
            <span className="min-w-0">
              <span className="font-medium">{l.subject}</span>
              {details(l) && <span className={muted}> · {details(l)}</span>}
              {state === 'now' && (
                <span className="bg-primary ml-2 rounded px-1.5 py-0.5 text-xs font-semibold text-white">
                  Now
                </span>
              )}
              {state === 'next' && (
                <span className="ml-2 rounded border border-slate-400 px-1.5 py-0.5 text-xs font-semibold">
                  Next
                </span>
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The term the dashboard speaks of, and why there is no register today when there is none. */
export function DayNotice({
  term,
  closed,
}: {
  term?: { name: string; session_name: string } | null;
  closed?: string | null;
}) {
  return (
    <p className={`mt-2 text-sm ${muted}`}>
      {term ? `${term.name}, ${term.session_name}.` : ''}
      {closed ? ` ${closed}` : ''}
    </p>
  );
}

/** A whole percent, or a dash before anything is counted. */
export function percent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value}%`;
}
