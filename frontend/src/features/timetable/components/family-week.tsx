// A student's or a parent's week of lessons (the server gives each only their own classes'):
// one week per class, today first on a phone, with a button to each week when there are several,
// and a Print button. A parent's weeks are headed by the children in each class (`childrenOf`,
// from the app), with the class; a student's by the class when they have more than one.
import { useId } from 'react';

import { panel, secondaryButton } from '@/components/ui/styles';
import { dayAsDate } from '@/lib/dates';
import { loadFailure } from '@/lib/errors';
import { useSchoolToday } from '@/lib/school';
import { joined } from '@/lib/text';

import { useLessons } from '../api';
import { weekdayOf } from '../week';
import { WeekView } from './week-view';

export function FamilyWeek({
  childrenOf = () => undefined,
}: {
  /** The names of the viewer's children in a class, by its id, when the app knows them. */
  childrenOf?: (classId: string) => string | undefined;
}) {
  const lessons = useLessons({});
  const schoolToday = useSchoolToday();
  const ids = useId();
  if (lessons.error) return <p role="alert">{loadFailure('The timetable', lessons.error)}</p>;
  if (!lessons.data) return <p role="status">Loading the timetable…</p>;
  if (lessons.data.length === 0) {
    return (
      <p>No lessons are on the timetable yet. The school publishes it before the term starts.</p>
    );
  }
  const weeks = [...new Map(lessons.data.map((l) => [l.class_id, l.class_name] as const)).entries()]
    .sort(([, a], [, b]) => a.localeCompare(b))
    .map(([id, name]) => {
      const children = childrenOf(id);
      return {
        id,
        name,
        headingId: `${ids}-week-${id}`,
        heading: joined(children, name),
        // A student's one week is headed on paper only, where nothing else names its class.
        onPaperOnly: !children,
      };
    });
  const today = weekdayOf(dayAsDate(schoolToday));
  return (
    <>
      <div className="mt-2 flex flex-wrap items-start gap-2 print:hidden">
        {/* Several weeks run long on a phone: a button for each takes the reader to it. */}
        {weeks.length > 1 && (
          <nav aria-label="The weeks on this page" className="flex flex-wrap gap-2">
            {weeks.map((week) => (
              <button
                key={week.id}
                type="button"
                className={secondaryButton}
                onClick={() => {
                  const heading = document.getElementById(week.headingId);
                  heading?.scrollIntoView({ block: 'start' });
                  heading?.focus({ preventScroll: true });
                }}
              >
                {week.heading}
              </button>
            ))}
          </nav>
        )}
        <button
          type="button"
          className={`${secondaryButton} ml-auto`}
          onClick={() => window.print()}
        >
          Print
        </button>
      </div>
      {weeks.map((week) => (
        <section key={week.id} className={`${panel} mt-4`} aria-label={`Timetable of ${week.name}`}>
          <h2
            id={week.headingId}
            tabIndex={-1}
            className={`mb-3 scroll-mt-20 text-lg font-semibold ${
              weeks.length === 1 && week.onPaperOnly ? 'hidden print:block' : ''
            }`}
          >
            {week.heading}
          </h2>
          <WeekView
            lessons={lessons.data.filter((l) => l.class_id === week.id)}
            today={today}
            details={(l) => joined(l.teacher_name, l.room)}
          />
        </section>
      ))}
    </>
  );
}
