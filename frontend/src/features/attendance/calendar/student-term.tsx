// One student's term on a family dashboard: the figures (days open, present, absent, late,
// excused and the server's rate) and the term's calendar behind a Show calendar / Hide calendar
// button, open from the start for a student's own term, closed for each of a parent's children so
// that the dashboard stays short on a phone.
import { useId, useState } from 'react';

import { AttendanceFigures, TermCalendar } from '@/components/ui/term-calendar';
import { secondaryButton } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { isNoCurrentTerm, useStudentDays } from './calendar-api';

const muted = 'text-slate-600 dark:text-slate-400';

export interface StudentTermProps {
  studentId: string;
  /** The child's name on a parent's dashboard; none on the student's own. */
  name?: string;
  /** Whether the calendar shows before the button is pressed. */
  calendarOpen?: boolean;
}

export function StudentTerm({ studentId, name, calendarOpen = false }: StudentTermProps) {
  const days = useStudentDays(studentId);
  const [open, setOpen] = useState(calendarOpen);
  const calendarId = useId();

  if (days.error) {
    if (isNoCurrentTerm(days.error)) {
      return (
        <p className={`text-sm ${muted}`}>
          The school has not started a term yet: the attendance appears here once it does.
        </p>
      );
    }
    return (
      <div role="alert" className="text-sm">
        <p>{loadFailure('The attendance', days.error)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-2`}
          onClick={() => void days.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!days.data) {
    return (
      <p role="status" className={muted}>
        Loading the attendance…
      </p>
    );
  }
  if (days.data.tally.days_open <= 0) return <p className={muted}>No school days yet.</p>;

  const action = open ? 'Hide calendar' : 'Show calendar';
  return (
    <>
      <AttendanceFigures tally={days.data.tally} rate={days.data.rate} />
      <button
        type="button"
        className={`${secondaryButton} mt-3`}
        aria-expanded={open}
        aria-controls={calendarId}
        // A parent's buttons say whose calendar each opens, after the words they show.
        aria-label={name ? `${action} of ${name}` : undefined}
        onClick={() => setOpen(!open)}
      >
        {action}
      </button>
      <div id={calendarId}>
        {open && (
          <TermCalendar
            days={days.data}
            label={name ? `Calendar of ${name}'s term` : 'Calendar of your term'}
          />
        )}
      </div>
    </>
  );
}
