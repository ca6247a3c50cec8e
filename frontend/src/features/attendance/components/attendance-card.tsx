// The family dashboards' "Attendance this term": a student's own days, or a line for each of a
// parent's children: the term's school days so far, the days present, absent and late, and the
// rate (present or late, over the days open, as a whole percent).
import { panel } from '@/components/ui/styles';
import { useAuth } from '@/lib/auth';
import { loadFailure } from '@/lib/errors';

import { useOwnStudents, useTally } from '../api';
import { attendanceRate } from '../marks';

const muted = 'text-slate-600 dark:text-slate-400';

function TallyLine({ studentId, name }: { studentId: string; name?: string }) {
  const tally = useTally(studentId);
  let body;
  if (tally.error) {
    body = <p role="alert">{loadFailure('The attendance', tally.error)}</p>;
  } else if (!tally.data) {
    body = (
      <p role="status" className={muted}>
        Loading the attendance…
      </p>
    );
  } else if (tally.data.days_open <= 0) {
    body = <p className={muted}>No school days yet.</p>;
  } else {
    const t = tally.data;
    const facts: [string, number | string][] = [
      ['Days open', t.days_open],
      ['Present', t.present],
      ['Absent', t.absent],
      ['Late', t.late],
      ['Rate', `${attendanceRate(t)}%`],
    ];
    body = (
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className={`text-xs ${muted}`}>{term}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    );
  }
  return (
    <li className="py-2">
      {name && <h3 className="mb-1 text-sm font-semibold">{name}</h3>}
      {body}
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
          <TallyLine
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
