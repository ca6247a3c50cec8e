// /teacher/student/:studentId: a student's record as their teacher sees it, with their parents'
// phone numbers and e-mail addresses to reach them.
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useDates } from '@/lib/school';

import { isNotFound, useStudent } from '../api';
import { GENDER_LABELS, STATUS_LABELS, fullName } from '../format';
import { LoadError, Loading, Notice, PageHeading, card, linkClass, muted } from './parts';

const BACK = { to: paths.teacher.students.getHref(), label: 'Your students' };

export default function StudentPage() {
  const dates = useDates();
  const { studentId = '' } = useParams();
  const student = useStudent(studentId);

  if (student.isPending) return <Loading text="Loading the student's record…" />;
  if (student.isError) {
    return (
      <section aria-labelledby="student-heading">
        <PageHeading id="student-heading" title="A student's record" back={BACK} />
        {isNotFound(student.error) ? (
          <Notice title="This student is not in one of your classes." role="alert">
            <p>
              You can open the records of the students you teach.{' '}
              <Link to={paths.teacher.students.getHref()} className={linkClass}>
                Find the student among yours
              </Link>
              , or ask the school admin if they should be in one of your classes.
            </p>
          </Notice>
        ) : (
          <LoadError what="The student's record" onRetry={() => void student.refetch()} />
        )}
      </section>
    );
  }

  const s = student.data;
  const name = fullName(s.first_name, s.last_name, s.username);
  const rows: [string, ReactNode][] = [
    ['Admission number', s.admission_number],
    [
      'Class',
      s.class_id && s.class_name ? (
        <Link
          to={paths.teacher.classStudents.getHref({ classId: s.class_id })}
          className={linkClass}
        >
          {s.class_name}
        </Link>
      ) : (
        'No class this session'
      ),
    ],
    ['Gender', GENDER_LABELS[s.gender]],
    ['Date of birth', dates.day(s.date_of_birth)],
    ['Status', STATUS_LABELS[s.status]],
    ['Admitted', dates.day(s.admission_date)],
  ];

  return (
    <section aria-labelledby="student-heading" className="space-y-6">
      <PageHeading
        id="student-heading"
        title={name}
        back={
          s.class_id && s.class_name
            ? {
                to: paths.teacher.classStudents.getHref({ classId: s.class_id }),
                label: `Students of ${s.class_name}`,
              }
            : BACK
        }
      />
      <section aria-labelledby="record-heading" className={card}>
        <h2 id="record-heading" className="text-lg font-semibold">
          Record
        </h2>
        <dl className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt className={`text-sm ${muted}`}>{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="parents-heading" className={card}>
        <h2 id="parents-heading" className="text-lg font-semibold">
          Parents and guardians
        </h2>
        {s.parents.length === 0 ? (
          <p className={`mt-2 ${muted}`}>
            No parent or guardian is linked to {s.first_name || 'this student'} yet. Ask the school
            admin to add one.
          </p>
        ) : (
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {s.parents.map((parent) => (
              <li
                key={parent.parent_id}
                className="rounded-school border border-slate-200 p-4 dark:border-slate-700"
              >
                <p className="font-semibold break-words">{parent.name}</p>
                {parent.relationship && (
                  <p className={`text-sm ${muted} capitalize`}>{parent.relationship}</p>
                )}
                <dl className="mt-3 space-y-2 text-sm">
                  <div>
                    <dt className={muted}>Phone</dt>
                    <dd className="break-words">
                      {parent.phone ? (
                        <a href={`tel:${parent.phone.replace(/\s+/g, '')}`} className={linkClass}>
                          {parent.phone}
                        </a>
                      ) : (
                        'Not given'
                      )}
                    </dd>
                  </div>
                  <div>
                    <dt className={muted}>E-mail</dt>
                    <dd className="break-all">
                      {parent.email ? (
                        <a href={`mailto:${parent.email}`} className={linkClass}>
                          {parent.email}
                        </a>
                      ) : (
                        'Not given'
                      )}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
