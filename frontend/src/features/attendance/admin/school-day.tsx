// The "Today" tab of /admin/attendance: the whole school on a day (today unless another is
// chosen): its totals, why there is no register when the school is closed, the classes whose
// register is not marked yet first, each with its class teacher to ask, then every class's
// register: marked by whom and when, its counts and rate. Each class opens its report.
import { Link } from 'react-router-dom';

import { DataTable } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { dayInWords } from '@/lib/dates';
import { loadFailure } from '@/lib/errors';

import { useSchoolDay, type ClassDay, type SchoolDay } from '../admin-api';
import { isDate, timeOf } from '../marks';
import { count, rateText } from './format';
import { useSchoolIdentity, useSchoolToday } from '@/lib/school';

const muted = 'text-slate-600 dark:text-slate-400';
const notice =
  'rounded-school bg-amber-50 px-4 py-3 text-amber-900 dark:bg-amber-950 dark:text-amber-100';

/** A class with students whose register has no mark that day. */
const unmarked = (c: ClassDay) => c.students > 0 && c.marked === 0;

/** The address of a class's report on this screen. */
export const reportHref = (classId: string) =>
  paths.admin.attendance.getHref({ tab: 'report', class: classId });

function Totals({ day }: { day: SchoolDay }) {
  const figures: [string, string | number][] = [
    ['Students', day.students],
    ['Marked', day.marked],
    ['Present', day.present],
    ['Absent', day.absent],
    ['Late', day.late],
    ['Excused', day.excused],
    ['Rate', rateText(day.rate)],
  ];
  return (
    <section aria-label="School totals">
      <dl className="mt-4 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {figures.map(([label, value]) => (
          <div
            key={label}
            className="rounded-school border border-slate-200 px-3 py-2 dark:border-slate-800"
          >
            <dt className={`text-xs font-medium uppercase ${muted}`}>{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function NotMarked({ classes, date }: { classes: ClassDay[]; date: string }) {
  const today = useSchoolToday();
  const isToday = date === today;
  if (classes.length === 0) {
    return (
      <p
        role="status"
        className="rounded-school mt-4 bg-green-50 px-4 py-3 text-green-900 dark:bg-green-950 dark:text-green-100"
      >
        Every class with students has its register marked for {isToday ? 'today' : dayInWords(date)}
        .
      </p>
    );
  }
  return (
    <section aria-labelledby="not-marked-heading" className={`${notice} mt-4`}>
      <h2 id="not-marked-heading" className="font-semibold">
        Not marked yet: {count(classes.length, 'class', 'classes')}
      </h2>
      <p className="text-sm">
        {isToday
          ? 'Remind their class teachers to mark the register.'
          : 'These registers were never marked: ask their class teachers to mark them.'}
      </p>
      <ul className="mt-2 space-y-1">
        {classes.map((c) => (
          <li key={c.class_id} className="flex flex-wrap items-baseline gap-x-2">
            <Link to={reportHref(c.class_id)} className="font-semibold underline">
              {c.class_name}
            </Link>
            <span className="text-sm">
              {c.class_teacher_name
                ? `Class teacher: ${c.class_teacher_name}`
                : 'No class teacher: give the class one on the Classes screen.'}{' '}
              · {count(c.students, 'student')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function registerState(c: ClassDay, date: string, zone: string | null): string {
  if (c.students === 0) return 'No students';
  if (c.marked === 0) return 'Not marked';
  const by = c.marked_by_name ? ` by ${c.marked_by_name}` : '';
  const at = c.marked_at ? ` at ${timeOf(c.marked_at, zone, date)}` : '';
  const part = c.marked < c.students ? ` (${c.marked} of ${c.students})` : '';
  return `Marked${by}${at}${part}`;
}

/** The figure of a count, or a dash while the register is not marked. */
const figure = (c: ClassDay, n: number) => (c.marked === 0 ? '—' : n);

export function SchoolDayView({ date, onDate }: { date: string; onDate: (date: string) => void }) {
  const day = useSchoolDay(date);
  const today = useSchoolToday();
  const zone = useSchoolIdentity().timeZone;
  const data = day.data;
  const waiting = data?.classes.filter(unmarked) ?? [];
  // The registers waiting come first; then the others in the server's order (by name).
  const rows = data ? [...waiting, ...data.classes.filter((c) => !unmarked(c))] : undefined;
  const anyMarked = data?.classes.some((c) => c.marked > 0) ?? false;

  return (
    <div>
      <div className="sm:max-w-xs">
        <Field
          label="Day"
          type="date"
          value={date}
          max={today}
          onChange={(e) => {
            if (isDate(e.target.value)) onDate(e.target.value);
          }}
        />
      </div>
      <h2 className="mt-4 text-xl font-bold">{dayInWords(date)}</h2>

      {day.error ? (
        <div
          role="alert"
          className="rounded-school mt-4 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p>{loadFailure("The school's registers", day.error)}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            onClick={() => void day.refetch()}
          >
            Try again
          </button>
        </div>
      ) : !data ? (
        <p role="status" className={`mt-4 ${muted}`}>
          Loading the registers…
        </p>
      ) : (
        <>
          {data.closed && (
            <p role="status" className={`${notice} mt-4`}>
              {data.closed} Choose a school day above to see its registers.
            </p>
          )}
          {data.classes.length === 0 ? (
            <p className={`mt-4 ${muted}`}>
              There are no classes yet: add them on the{' '}
              <Link to={paths.admin.classes.getHref()} className="underline">
                Classes
              </Link>{' '}
              screen.
            </p>
          ) : (
            (!data.closed || anyMarked) && (
              <>
                <Totals day={data} />
                {!data.closed && <NotMarked classes={waiting} date={date} />}
                <DataTable
                  caption={`Registers of ${dayInWords(date)}`}
                  className="mt-6"
                  columns={[
                    {
                      id: 'class',
                      header: 'Class',
                      rowHeader: true,
                      className: 'whitespace-nowrap',
                      cell: (c) => (
                        <Link to={reportHref(c.class_id)} className="underline">
                          {c.class_name}
                        </Link>
                      ),
                    },
                    {
                      id: 'teacher',
                      header: 'Class teacher',
                      cell: (c) => c.class_teacher_name ?? '—',
                    },
                    {
                      id: 'register',
                      header: 'Register',
                      cell: (c) =>
                        unmarked(c) ? (
                          <span className="rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-950">
                            Not marked
                          </span>
                        ) : (
                          registerState(c, date, zone)
                        ),
                    },
                    { id: 'students', header: 'Students', cell: (c) => c.students },
                    { id: 'present', header: 'Present', cell: (c) => figure(c, c.present) },
                    { id: 'absent', header: 'Absent', cell: (c) => figure(c, c.absent) },
                    { id: 'late', header: 'Late', cell: (c) => figure(c, c.late) },
                    { id: 'excused', header: 'Excused', cell: (c) => figure(c, c.excused) },
                    { id: 'rate', header: 'Rate', cell: (c) => rateText(c.rate) },
                  ]}
                  rows={rows}
                  rowKey={(c) => c.class_id}
                  rowClassName={(c) =>
                    unmarked(c) && !data.closed ? 'bg-amber-50 dark:bg-amber-950/40' : undefined
                  }
                  empty="There are no classes yet."
                />
              </>
            )
          )}
        </>
      )}
    </div>
  );
}
