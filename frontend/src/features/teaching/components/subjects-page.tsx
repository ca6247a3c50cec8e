// /teacher/subjects: the subjects the teacher teaches, each with the classes they teach it in.
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { isNotFound, useMyTeacher } from '../api';
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

export default function SubjectsPage() {
  const me = useMyTeacher();

  let body;
  if (me.isPending) {
    body = <Loading text="Loading your subjects…" />;
  } else if (me.isError) {
    body = isNotFound(me.error) ? (
      <NoTeacherRecord />
    ) : (
      <LoadError what="Your subjects" onRetry={() => void me.refetch()} />
    );
  } else {
    const groups = subjectGroups(me.data.subjects);
    body =
      groups.length === 0 ? (
        <Notice title="You do not teach a subject yet.">
          <p>Ask the school admin to add you as the subject teacher of a class.</p>
        </Notice>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {groups.map((group) => {
            const headingId = `subject-${group.subject_id}`;
            return (
              <li key={group.subject_id}>
                <article aria-labelledby={headingId} className={`${card} flex h-full flex-col`}>
                  <h2 id={headingId} className="text-lg font-semibold break-words">
                    {group.subject_name}
                  </h2>
                  <p className={`text-sm ${muted}`}>
                    {countOf(group.classes.length, 'class', 'classes')}
                  </p>
                  <ul
                    className="mt-3 flex flex-wrap gap-2"
                    aria-label={`Classes taking ${group.subject_name}`}
                  >
                    {group.classes.map((c) => (
                      <li
                        key={c.class_subject_id}
                        className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm dark:bg-slate-800"
                      >
                        {c.class_name}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-auto pt-4">
                    <Link
                      to={paths.teacher.subject.getHref({ subjectId: group.subject_id })}
                      className={linkClass}
                    >
                      {group.subject_name} in your classes
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
    <section aria-labelledby="subjects-heading">
      <PageHeading
        id="subjects-heading"
        title="Your subjects"
        intro="The subjects you teach this session, and the classes you teach them in."
      />
      {body}
    </section>
  );
}
