// A family's "Attendance" page (/student/attendance, /parent/attendance, behind the dashboard's
// figure; GET /api/attendance/student/): a student's own term, or a part for each of a parent's
// children: the term's school days so far, the days present, absent, late and excused, the
// server's rate (present or late, of the days marked, as a whole percent) and the term's
// calendar (calendar/student-term.tsx), open for a student and behind "Show calendar" for each
// child.
import { panel } from '@/components/ui/styles';
import { useAuth } from '@/lib/auth';
import { loadFailure } from '@/lib/errors';

import { useOwnStudents } from '@/lib/own-students';
import { StudentTerm } from '../calendar/student-term';

const muted = 'text-slate-600 dark:text-slate-400';

function TermLine({ studentId, name }: { studentId: string; name?: string }) {
  return (
    <li className="py-2">
      {name && <h3 className="mb-1 text-sm font-semibold">{name}</h3>}
      <StudentTerm studentId={studentId} name={name} calendarOpen={!name} />
    </li>
  );
}

/** For a student (their own days) or a parent (each child's). */
export function AttendanceThisTerm() {
  const { user } = useAuth();
  const own = useOwnStudents(user?.id ?? '', Boolean(user));
  const parent = user?.role === 'parent';

  let body;
  if (own.error) {
    // The card of the children (or of the class) beside it alerts about the same failure.
    body = <p className={`mt-1 text-sm ${muted}`}>{loadFailure('The attendance', own.error)}</p>;
  } else if (!own.data) {
    body = (
      <p role="status" className={muted}>
        Loading the attendance…
      </p>
    );
  } else if (own.data.results.length === 0) {
    body = (
      <p className={`mt-1 text-sm ${muted}`}>
        {parent ? 'No children are linked to your account yet.' : 'Your record is not set up yet.'}
      </p>
    );
  } else {
    const students = parent ? own.data.results : own.data.results.slice(0, 1);
    body = (
      <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
        {students.map((s) => (
          <TermLine
            key={s.id}
            studentId={s.id}
            name={parent ? `${s.first_name} ${s.last_name}` : undefined}
          />
        ))}
      </ul>
    );
  }
  return (
    <section className={`${panel} mt-6`} aria-labelledby="attendance-term-heading">
      <h2 id="attendance-term-heading" className="text-lg font-semibold">
        Attendance this term
      </h2>
      {body}
    </section>
  );
}
