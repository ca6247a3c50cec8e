// /teacher/schedule: the lessons the teacher teaches this term, today first; prints on one page.
import { panel, secondaryButton } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { useLessons, useMyTeacherId } from '../api';
import { weekdayOf } from '../week';
import { WeekView } from './week-view';
import { dayAsDate } from '@/lib/dates';
import { useSchoolToday } from '@/lib/school';
import { joined } from '@/lib/text';

export default function TeacherSchedulePage() {
  const me = useMyTeacherId();
  const lessons = useLessons({ teacher_id: me.data }, Boolean(me.data));
  const failed = me.error ?? lessons.error;
  const today = useSchoolToday();

  let body;
  if (failed) {
    body = (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {loadFailure('Your timetable', failed)}
      </p>
    );
  } else if (!lessons.data) {
    body = <p role="status">Loading your timetable…</p>;
  } else if (lessons.data.length === 0) {
    body = (
      <p>
        You have no lessons this term yet. The school admin builds the timetable; your lessons
        appear here as soon as they are added.
      </p>
    );
  } else {
    body = (
      <WeekView
        lessons={lessons.data}
        today={weekdayOf(dayAsDate(today))}
        details={(l) => joined(l.class_name, l.room)}
      />
    );
  }

  return (
    <section className={panel} aria-labelledby="schedule-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="schedule-heading" className="text-2xl font-bold">
          Your week
        </h1>
        {lessons.data && lessons.data.length > 0 && (
          <button
            type="button"
            className={`${secondaryButton} print:hidden`}
            onClick={() => window.print()}
          >
            Print
          </button>
        )}
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}
