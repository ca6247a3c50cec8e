// The teacher's dashboard: today's lessons (the one on now and the next), the classes whose
// register is still open today, their score sheets by status and their unread messages.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import type { TeacherDashboard as Figures_ } from '../api';
import { DayNotice, Figure, Figures, Lessons, muted, Section } from './parts';
import { joined, plural } from '@/lib/text';

export function TeacherDashboard({ d }: { d: Figures_ }) {
  const sheets = d.score_sheets;
  const toFinish = sheets.not_started + sheets.draft + sheets.returned;
  return (
    <>
      <DayNotice term={d.term} closed={d.closed} />
      <Figures label="Your day">
        <Figure
          label="Lessons today"
          value={String(d.lessons.length)}
          to={paths.teacher.schedule.getHref()}
        />
        <Figure
          label="Registers to mark"
          value={String(d.classes_not_marked.length)}
          detail={d.closed ? 'No register today' : undefined}
          alert={d.classes_not_marked.length > 0}
          to={paths.teacher.attendance.getHref()}
        />
        <Figure
          label="Score sheets to finish"
          value={String(toFinish)}
          detail={
            sheets.returned > 0
              ? `${plural(sheets.returned, 'sheet')} sent back to you`
              : `${sheets.submitted} waiting for approval · ${sheets.approved + sheets.published} approved`
          }
          alert={sheets.returned > 0}
          to={paths.teacher.results.getHref()}
        />
        <Figure
          label="Unread messages"
          value={String(d.unread_messages)}
          alert={d.unread_messages > 0}
          to={paths.teacher.messages.getHref()}
        />
      </Figures>
      <Section
        id="teacher-lessons-heading"
        title="Today’s lessons"
        more={{ to: paths.teacher.schedule.getHref(), label: 'Your week' }}
      >
        <Lessons
          lessons={d.lessons}
          today={d.today}
          details={(l) => joined(l.class_name, l.room)}
        />
      </Section>
      {d.classes_not_marked.length > 0 && (
        <Section id="teacher-registers-heading" title="Registers not marked yet today">
          <ul className="mt-2 flex flex-wrap gap-2">
            {d.classes_not_marked.map((c) => (
              <li key={c.id}>
                <Link
                  to={paths.teacher.classAttendance.getHref({ classId: c.id })}
                  className="rounded-school inline-block border border-amber-300 px-3 py-1.5 text-sm font-medium underline dark:border-amber-700"
                >
                  Mark {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section
        id="teacher-sheets-heading"
        title="Score sheets this term"
        more={{ to: paths.teacher.results.getHref(), label: 'Enter scores' }}
      >
        <dl className="mt-2 grid grid-cols-3 gap-3 text-sm sm:grid-cols-6">
          {(
            [
              ['Not started', sheets.not_started],
              ['Draft', sheets.draft],
              ['Sent back', sheets.returned],
              ['Submitted', sheets.submitted],
              ['Approved', sheets.approved],
              ['Published', sheets.published],
            ] as const
          ).map(([label, n]) => (
            <div key={label}>
              <dt className={muted}>{label}</dt>
              <dd className="text-xl font-semibold">{n}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </>
  );
}
