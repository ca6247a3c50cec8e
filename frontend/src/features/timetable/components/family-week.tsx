// A student's or a parent's week of lessons (the server gives each only their own classes'):
// one week per class, today first on a phone, with a button to each week when there are several,
// and a Print button. A parent's weeks are headed by the children in each class (`childrenOf`,
// from the app), with the class; a student's by the class when they have more than one.
import { panel, secondaryButton } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { useLessons } from '../api';
import { weekdayOf } from '../week';
import { WeekView } from './week-view';
import { dayAsDate } from '@/lib/dates';
import { useSchoolToday } from '@/lib/school';
import { joined } from '@/lib/text';

export function FamilyWeek({
  childrenOf = () => undefined,
}: {
  /** The names of the viewer's children in a class, by its id, when the app knows them. */
  childrenOf?: (classId: string) => string | undefined;
}) {
  const lessons = useLessons({});
  const schoolToday = useSchoolToday();
  if (lessons.error) return <p role="alert">{loadFailure('The timetable', lessons.error)}</p>;
  if (!lessons.data) return <p role="status">Loading the timetable…</p>;
  if (lessons.data.length === 0) {
    return (
      <p>No lessons are on the timetable yet. The school publishes it before the term starts.</p>
    );
  }
  const classes = [
    ...new Map(lessons.data.map((l) => [l.class_id, l.class_name] as const)).entries(),
  ].sort(([, a], [, b]) => a.localeCompare(b));
  const today = weekdayOf(dayAsDate(schoolToday));
  return (
    <>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-2 print:hidden">
        {/* Several weeks run long on a phone: a button for each takes the reader to it. */}
        {classes.length > 1 ? (
          <nav aria-label="The weeks on this page" className="flex flex-wrap gap-2">
            {classes.map(([id, name]) => (
              <button
                key={id}
                type="button"
                className={secondaryButton}
                onClick={() => {
                  const heading = document.getElementById(`week-${id}`);
                  heading?.scrollIntoView({ block: 'start' });
                  heading?.focus({ preventScroll: true });
                }}
              >
                {joined(childrenOf(id), name)}
              </button>
            ))}
          </nav>
        ) : (
          <span />
        )}
        <button type="button" className={secondaryButton} onClick={() => window.print()}>
          Print
        </button>
      </div>
      {classes.map(([id, name]) => (
        <section key={id} className={`${panel} mt-4`} aria-label={`Timetable of ${name}`}>
          {/* A student's one week is headed on paper only, where nothing else names its class. */}
          <h2
            id={`week-${id}`}
            tabIndex={-1}
            className={`mb-3 scroll-mt-20 text-lg font-semibold ${
              classes.length > 1 || childrenOf(id) ? '' : 'hidden print:block'
            }`}
          >
            {joined(childrenOf(id), name)}
          </h2>
          <WeekView
            lessons={(lessons.data ?? []).filter((l) => l.class_id === id)}
            today={today}
            details={(l) => joined(l.teacher_name, l.room)}
          />
        </section>
      ))}
    </>
  );
}
