// /teacher/classes: a card for each class the teacher is class teacher or subject teacher of,
// with its level, its number of students and the subjects the teacher teaches there.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { isNotFound, useMyClasses, useMyTeacher } from '../api';
import { countOf } from '../format';
import {
  LoadError,
  Loading,
  NoClasses,
  NoTeacherRecord,
  PageHeading,
  card,
  linkClass,
  muted,
} from './parts';

export default function ClassesPage() {
  const me = useMyTeacher();
  const classes = useMyClasses();

  let body;
  if (me.isPending || classes.isPending) {
    body = <Loading text="Loading your classes…" />;
  } else if (me.isError && isNotFound(me.error)) {
    body = <NoTeacherRecord />;
  } else if (me.isError || classes.isError) {
    body = (
      <LoadError
        what="Your classes"
        onRetry={() => {
          if (me.isError) void me.refetch();
          if (classes.isError) void classes.refetch();
        }}
      />
    );
  } else if (classes.data.results.length === 0) {
    body = <NoClasses />;
  } else {
    const teacher = me.data;
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {classes.data.results.map((klass) => {
          const isClassTeacher = klass.class_teacher_id === teacher.id;
          const subjects = teacher.subjects
            .filter((s) => s.class_id === klass.id)
            .map((s) => s.subject_name)
            .sort((a, b) => a.localeCompare(b));
          const headingId = `class-${klass.id}`;
          return (
            <li key={klass.id}>
              <article aria-labelledby={headingId} className={`${card} flex h-full flex-col`}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 id={headingId} className="text-lg font-semibold break-words">
                    {klass.name}
                  </h2>
                  {isClassTeacher && (
                    <span className="bg-primary rounded-full px-2.5 py-0.5 text-xs font-medium text-white">
                      You are its class teacher
                    </span>
                  )}
                </div>
                <dl className="mt-3 space-y-2 text-sm">
                  <div>
                    <dt className={muted}>Level</dt>
                    <dd className="font-medium">{klass.level_name}</dd>
                  </div>
                  <div>
                    <dt className={muted}>Students</dt>
                    <dd className="font-medium">{countOf(klass.student_count, 'student')}</dd>
                  </div>
                  <div>
                    <dt className={muted}>You teach</dt>
                    <dd className="font-medium">
                      {subjects.length > 0 ? subjects.join(', ') : 'No subject in this class'}
                    </dd>
                  </div>
                  {!isClassTeacher && klass.class_teacher_name && (
                    <div>
                      <dt className={muted}>Class teacher</dt>
                      <dd className="font-medium">
                        {klass.class_teacher_id ? (
                          <Link
                            to={paths.teacher.bio.getHref({ teacherId: klass.class_teacher_id })}
                            className={linkClass}
                          >
                            {klass.class_teacher_name}
                          </Link>
                        ) : (
                          klass.class_teacher_name
                        )}
                      </dd>
                    </div>
                  )}
                </dl>
                <p className="mt-auto pt-4">
                  <Link
                    to={paths.teacher.classStudents.getHref({ classId: klass.id })}
                    className={linkClass}
                  >
                    Students of {klass.name}
                    <span aria-hidden="true"> →</span>
                  </Link>
                </p>
              </article>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section aria-labelledby="classes-heading">
      <PageHeading
        id="classes-heading"
        title="Your classes"
        intro="The classes you are class teacher or subject teacher of this session."
      />
      {body}
    </section>
  );
}
