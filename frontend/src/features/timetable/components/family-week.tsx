// A student's or a parent's week of lessons (the server gives each only their own classes'):
// one week per class, today first on a phone, printable.
import { panel } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { useLessons } from '../api';
import { weekdayOf } from '../week';
import { WeekView } from './week-view';
import { dayAsDate } from '@/lib/dates';
import { useSchoolToday } from '@/lib/school';
import { joined } from '@/lib/text';

export function FamilyWeek() {
  const lessons = useLessons({});
  const schoolToday = useSchoolToday();
  if (lessons.error) return <p role="alert">{loadFailure('The timetable', lessons.error)}</p>;
  if (!lessons.data) return <p role="status">Loading the timetable…</p>;
  if (lessons.data.length === 0) {
    return (
      <p>No lessons are on the timetable yet. The school publishes it before the term starts.</p>
    );
  }
  const classes = [...new Set(lessons.data.map((l) => l.class_name))].sort();
  const today = weekdayOf(dayAsDate(schoolToday));
  return (
    <>
      {classes.map((name) => (
        <section key={name} className={`${panel} mt-4`} aria-label={`Timetable of ${name}`}>
          {classes.length > 1 && <h2 className="mb-3 text-lg font-semibold">{name}</h2>}
          <WeekView
            lessons={(lessons.data ?? []).filter((l) => l.class_name === name)}
            today={today}
            details={(l) => joined(l.teacher_name, l.room)}
          />
        </section>
      ))}
    </>
  );
}
