// /teacher/subjects/:subjectId: one subject the teacher teaches, and the classes they teach it
// in, each with a way to its students.
import { Link, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';

import { isNotFound, useMyClasses, useMyTeacher } from '../api';
import { countOf, subjectGroups } from '../format';
import {
  LoadError,
  Loading,
  NoTeacherRecord,
  Notice,
  PageHeading,
  card,
  linkClass,
  muted,
} from './parts';

const BACK = { to: paths.teacher.subjects.getHref(), label: 'Your subjects' };

export default function SubjectPage() {
  const { subjectId = '' } = useParams();
  const me = useMyTeacher();
  // Only for the number of students of each class: the page does not wait for it.
  const classes = useMyClasses();

  if (me.isPending) return <Loading text="Loading the subject…" />;
  if (me.isError) {
    return (
      <section aria-labelledby="subject-heading">
        <PageHeading id="subject-heading" title="A subject" back={BACK} />
        {isNotFound(me.error) ? (
          <NoTeacherRecord />
        ) : (
          <LoadError what="The subject" onRetry={() => void me.refetch()} />
        )}
      </section>
    );
  }

  const group = subjectGroups(me.data.subjects).find((g) => g.subject_id === subjectId);
  if (!group) {
    return (
      <section aria-labelledby="subject-heading">
        <PageHeading id="subject-heading" title="A subject" back={BACK} />
        <Notice title="You do not teach this subject." role="alert">
          <p>
            <Link to={paths.teacher.subjects.getHref()} className={linkClass}>
              Choose one of your subjects
            </Link>
            , or ask the school admin to add you as its teacher in a class.
          </p>
        </Notice>
      </section>
    );
  }

  const counts = new Map(classes.data?.results.map((c) => [c.id, c.student_count]));
  return (
    <section aria-labelledby="subject-heading">
      <PageHeading
        id="subject-heading"
        title={group.subject_name}
        back={BACK}
        intro={`You teach ${group.subject_name} in ${countOf(group.classes.length, 'class', 'classes')}.`}
      />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {group.classes.map((c) => {
          const students = counts.get(c.class_id);
          const headingId = `class-${c.class_id}`;
          return (
            <li key={c.class_subject_id}>
              <article aria-labelledby={headingId} className={`${card} flex h-full flex-col`}>
                <h2 id={headingId} className="text-lg font-semibold break-words">
                  {c.class_name}
                </h2>
                {students !== undefined && (
                  <p className={`text-sm ${muted}`}>{countOf(students, 'student')}</p>
                )}
                <p className="mt-auto pt-4">
                  <Link
                    to={paths.teacher.classStudents.getHref({ classId: c.class_id })}
                    className={linkClass}
                  >
                    Students of {c.class_name}
                    <span aria-hidden="true"> →</span>
                  </Link>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
