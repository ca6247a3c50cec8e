// The teacher's classes today, each with its register's state: marked by whom at what time, or
// not yet. One register call per class (a teacher has a few). When today has no register for
// any of them (a weekend, a holiday), nothing is listed: the register below says why.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';

import { isDayRefused, refusalSentence, useRegisters } from '../api';
import { STATUSES, STATUS_LABELS, countMarks, lastSaved, timeOf } from '../marks';
import { useSchoolIdentity, useSchoolToday } from '@/lib/school';

type Named = { id: string; name: string };

export function TodaysClasses({ classes }: { classes: readonly Named[] }) {
  const day = useSchoolToday();
  const zone = useSchoolIdentity().timeZone;
  const registers = useRegisters(
    classes.map((c) => c.id),
    day,
  );
  if (registers.length > 0 && registers.every((r) => r.error && isDayRefused(r.error))) {
    return null;
  }

  return (
    <section aria-labelledby="todays-classes-heading" className="mt-6">
      <h2 id="todays-classes-heading" className="text-xl font-bold">
        Your classes today
      </h2>
      <ul className="mt-2 space-y-2">
        {classes.map((klass, i) => {
          const read = registers[i];
          let state: string;
          let marked = false;
          if (read.error) {
            state = isDayRefused(read.error)
              ? refusalSentence(read.error, 'No register today.')
              : errorMessage(read.error, 'Its register could not be loaded.');
          } else if (!read.data) {
            state = 'Loading…';
          } else {
            const lines = read.data.register.lines;
            const saved = lastSaved(lines);
            if (saved) {
              marked = true;
              const counts = countMarks(lines.flatMap((l) => (l.status ? [l.status] : [])));
              const summary = STATUSES.filter((s) => counts[s] > 0)
                .map((s) => `${counts[s]} ${STATUS_LABELS[s].toLowerCase()}`)
                .join(', ');
              const missing = lines.filter((l) => !l.status).length;
              state = `Marked by ${saved.by} at ${timeOf(saved.at, zone, day)}: ${summary}${
                missing > 0 ? `; ${missing} not marked` : ''
              }.`;
            } else {
              state = lines.length === 0 ? 'No students enrolled.' : 'Not marked yet.';
            }
          }
          return (
            <li key={klass.id}>
              <Link
                to={paths.teacher.classAttendance.getHref({ classId: klass.id })}
                className="rounded-school flex min-h-14 flex-wrap items-center justify-between gap-x-3 gap-y-1 border border-slate-200 bg-white px-4 py-2 hover:border-[var(--school-primary)] dark:border-slate-800 dark:bg-slate-900"
              >
                <span className="font-semibold">{klass.name}</span>
                <span
                  className={`text-sm ${
                    marked
                      ? 'text-green-800 dark:text-green-300'
                      : 'text-slate-700 dark:text-slate-300'
                  }`}
                >
                  {state}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
