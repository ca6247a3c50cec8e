// The dashboard's "Today's lessons": a student's class, a parent's children's classes (by
// class), or the lessons a teacher teaches today.
import { panel } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { useLessons, useMyTeacherId, type Lesson } from '../api';
import { timeRange, weekdayOf } from '../week';
import { joined } from './week-view';

function LessonList({ lessons, show }: { lessons: Lesson[]; show: (l: Lesson) => string }) {
  return (
    <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
      {lessons
        .slice()
        .sort((a, b) => a.start_time.localeCompare(b.start_time))
        .map((l) => (
          <li key={l.id} className="flex gap-3 py-1.5 text-sm">
            <span className="w-24 shrink-0 font-mono text-xs leading-5">{timeRange(l)}</span>
            <span>
              <span className="font-medium">{l.subject_name}</span>
              {show(l) && <span className="text-slate-600 dark:text-slate-400"> · {show(l)}</span>}
            </span>
          </li>
        ))}
    </ul>
  );
}

function Card({
  lessons,
  error,
  byClass,
  show,
}: {
  lessons: Lesson[] | undefined;
  error: unknown;
  byClass: boolean;
  show: (l: Lesson) => string;
}) {
  let body;
  if (error) {
    body = <p role="alert">{loadFailure("Today's lessons", error)}</p>;
  } else if (!lessons) {
    body = <p role="status">Loading today’s lessons…</p>;
  } else if (lessons.length === 0) {
    body = <p className="mt-1 text-sm">No lessons today.</p>;
  } else if (byClass) {
    const classes = [...new Set(lessons.map((l) => l.class_name))].sort();
    body = classes.map((name) => (
      <div key={name} className="mt-2">
        <h3 className="text-sm font-semibold">{name}</h3>
        <LessonList lessons={lessons.filter((l) => l.class_name === name)} show={show} />
      </div>
    ));
  } else {
    body = <LessonList lessons={lessons} show={show} />;
  }
  return (
    <section className={`${panel} mt-6`} aria-labelledby="todays-lessons-heading">
      <h2 id="todays-lessons-heading" className="text-lg font-semibold">
        Today’s lessons
      </h2>
      {body}
    </section>
  );
}

/** For a student (their class) or a parent (each child's class). */
export function TodaysLessons({ byClass = false }: { byClass?: boolean }) {
  const lessons = useLessons({ weekday: weekdayOf(new Date()) });
  return (
    <Card
      lessons={lessons.data}
      error={lessons.error}
      byClass={byClass}
      show={(l) => joined(l.teacher_name, l.room)}
    />
  );
}

/** For a teacher: the lessons they teach today. */
export function TeachersLessonsToday() {
  const me = useMyTeacherId();
  const lessons = useLessons(
    { teacher_id: me.data, weekday: weekdayOf(new Date()) },
    Boolean(me.data),
  );
  return (
    <Card
      lessons={lessons.data}
      error={me.error ?? lessons.error}
      byClass={false}
      show={(l) => joined(l.class_name, l.room)}
    />
  );
}
