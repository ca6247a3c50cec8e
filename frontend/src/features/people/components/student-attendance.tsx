// The attendance on a student's record (/admin/students/:id, decisions/019): the current term so
// far, with its figures (the rate as the server counts it: present or late, of the days marked)
// and its calendar; below, "Corrections", the audit log of the student's marks this term (the
// day, from and to, the remarks, the reason, who and when), newest first. An account the server
// does not show the corrections (403) sees no Corrections part at all.
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { STATUS_LABELS, STATUS_STYLES } from '@/components/ui/attendance-marks';
import { secondaryButton } from '@/components/ui/styles';
import { AttendanceFigures, TermCalendar } from '@/components/ui/term-calendar';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { dayInWords } from '@/lib/dates';
import { loadFailure, serverFieldErrors } from '@/lib/errors';
import type { AttendanceStatus, MarkChange, StudentDays } from '@/types/attendance';

import { useMarkChanges, useStudentTerm } from '../api/attendance';
import { schoolMoment } from '@/lib/dates';
import { useSchoolIdentity } from '@/lib/school';

const muted = 'text-slate-600 dark:text-slate-400';

/** `2026-11-24` as "Tuesday 24 November 2026". */
/**
 * A moment (RFC 3339) as "Wednesday 25 November 2026 at 08:15" on the school's clock (`zone`),
 * as the registers show when a mark was made.
 */
function when(moment: string, zone: string | null): string {
  const { day, time } = schoolMoment(zone, new Date(moment));
  return `${dayInWords(day)} at ${time}`;
}

function Retry({ onRetry }: { onRetry: () => void }) {
  return (
    <button type="button" className={`${secondaryButton} mt-2`} onClick={onRetry}>
      Try again
    </button>
  );
}

function Status({ status }: { status: AttendanceStatus }) {
  return (
    <span
      className={`rounded-school inline-block px-1.5 py-0.5 text-sm font-semibold ${STATUS_STYLES[status].word}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

/** "“Fever” → “Bus was late”", or the one remark when it did not change; null when neither. */
function remarks(change: MarkChange): string | null {
  const quote = (text: string) => (text ? `“${text}”` : 'no remark');
  if (!change.from_remark && !change.to_remark) return null;
  if (change.from_remark === change.to_remark) return `${quote(change.to_remark)} (unchanged)`;
  return `${quote(change.from_remark)} → ${quote(change.to_remark)}`;
}

function Correction({ change }: { change: MarkChange }) {
  const zone = useSchoolIdentity().timeZone;
  const remark = remarks(change);
  return (
    <li className="py-3">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
        <span>{dayInWords(change.date)}:</span>
        <Status status={change.from_status} />
        <span aria-hidden="true">→</span>
        <span className="sr-only">changed to</span>
        <Status status={change.to_status} />
      </p>
      <dl className="mt-1 space-y-0.5 text-sm">
        {remark && (
          <div className="flex gap-1">
            <dt className={muted}>Remark:</dt>
            <dd>{remark}</dd>
          </div>
        )}
        <div className="flex gap-1">
          <dt className={muted}>Reason:</dt>
          <dd>{change.reason || 'None given'}</dd>
        </div>
        <div className="flex gap-1">
          <dt className={muted}>Changed by:</dt>
          <dd>
            {change.changed_by_name || 'An account without a name'} on{' '}
            {when(change.changed_at, zone)}
          </dd>
        </div>
      </dl>
    </li>
  );
}

/** The corrections of the term `term` (all of them when the term could not be read). */
function Corrections({ studentId, term }: { studentId: string; term?: StudentDays }) {
  const changes = useMarkChanges(studentId);
  const [showEarlier, setShowEarlier] = useState(false);

  // Only admins see the corrections: for anyone else the part is left out.
  if (changes.error instanceof ApiError && changes.error.status === 403) return null;

  let body;
  if (changes.error) {
    body = (
      <div role="alert" className="mt-2">
        <p>{loadFailure('The corrections', changes.error)}</p>
        <Retry onRetry={() => void changes.refetch()} />
      </div>
    );
  } else if (!changes.data) {
    body = (
      <p role="status" className={`mt-2 ${muted}`}>
        Loading the corrections…
      </p>
    );
  } else {
    const inTerm = (c: MarkChange) => !term || (c.date >= term.from && c.date <= term.to);
    const current = changes.data.filter(inTerm);
    const earlier = changes.data.filter((c) => !inTerm(c));
    const shown = showEarlier ? changes.data : current;
    body = (
      <>
        {current.length === 0 && (
          <p className={`mt-2 ${muted}`}>
            {term ? 'No corrections this term.' : 'No corrections.'}
          </p>
        )}
        {shown.length > 0 && (
          <ol className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
            {shown.map((c) => (
              <Correction key={`${c.date}-${c.changed_at}`} change={c} />
            ))}
          </ol>
        )}
        {earlier.length > 0 && (
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            aria-pressed={showEarlier}
            onClick={() => setShowEarlier(!showEarlier)}
          >
            {showEarlier
              ? 'Show this term’s corrections only'
              : `Show ${earlier.length === 1 ? 'the 1 earlier correction' : `the ${earlier.length} earlier corrections`} too`}
          </button>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="corrections-heading" className="mt-6">
      <h3 id="corrections-heading" className="font-semibold">
        Corrections
      </h3>
      <p className={`text-sm ${muted}`}>
        Marks changed after they were first saved, newest first, with who changed them and why.
      </p>
      {body}
    </section>
  );
}

/** The term's part: figures and calendar, or why they cannot be shown. */
function TermPart({ term }: { term: ReturnType<typeof useStudentTerm> }) {
  if (term.error) {
    if (term.error instanceof ApiError && term.error.status === 409) {
      // "No term is marked current. Make one current on the sessions screen first."
      return (
        <p className="mt-2">
          {errorMessage(term.error, 'No term is current.')}{' '}
          <Link
            to={paths.admin.sessions.getHref()}
            className="text-primary dark:text-primary-soft hover:underline"
          >
            Go to the sessions
          </Link>
        </p>
      );
    }
    if (
      term.error instanceof ApiError &&
      term.error.status === 422 &&
      serverFieldErrors(term.error)?.to
    ) {
      return (
        <p className={`mt-2 ${muted}`}>
          The current term has not started yet: its attendance shows here from its first day.
        </p>
      );
    }
    return (
      <div role="alert" className="mt-2">
        <p>{loadFailure('The attendance', term.error)}</p>
        <Retry onRetry={() => void term.refetch()} />
      </div>
    );
  }
  if (!term.data) {
    return (
      <p role="status" className={`mt-2 ${muted}`}>
        Loading the attendance…
      </p>
    );
  }
  const days = term.data;
  return (
    <>
      <p className={`text-sm ${muted}`}>
        This term from {dayInWords(days.from)} to {dayInWords(days.to)}.
      </p>
      <div className="mt-3">
        <AttendanceFigures tally={days.tally} rate={days.rate} />
      </div>
      <TermCalendar days={days} label="Calendar of the term" />
    </>
  );
}

/** The "Attendance" section of `studentId`'s record, with its "Corrections". */
export function StudentAttendance({ studentId }: { studentId: string }) {
  const term = useStudentTerm(studentId);
  return (
    <section
      aria-labelledby="attendance-heading"
      className="rounded-school shadow-school border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="attendance-heading" className="text-lg font-semibold">
        Attendance
      </h2>
      <TermPart term={term} />
      <Corrections studentId={studentId} term={term.data} />
    </section>
  );
}
