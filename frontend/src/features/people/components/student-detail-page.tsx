// /admin/students/:id: one student's record, account and parents, the term's attendance with its
// calendar and corrections (student-attendance.tsx), and the places that results and fees fill
// once those features exist; edit and delete for admins who manage people.
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';

import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';
import { useDates } from '@/lib/school';

import { useDeleteStudent, useStudent } from '../api/students';
import { StudentAttendance } from './student-attendance';
import {
  GENDER_LABELS,
  StatusBadge,
  StudentNotFound,
  studentName,
  useCanManageStudents,
} from './student-labels';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 sm:col-span-2 sm:mt-0">{children}</dd>
    </div>
  );
}

const none = <span className="text-slate-500 dark:text-slate-400">Not given</span>;

/** A section a later feature fills; until then it says so. */
function LaterCard({ title, text }: { title: string; text: string }) {
  const id = `later-${title.toLowerCase()}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-school border border-dashed border-slate-300 p-4 dark:border-slate-700"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{text}</p>
    </section>
  );
}

export default function StudentDetailPage() {
  const dates = useDates();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const canManage = useCanManageStudents();
  const student = useStudent(id);
  const remove = useDeleteStudent();
  const [deleteError, setDeleteError] = useState<string | null>(null);

  if (student.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-400">
        Loading the student…
      </p>
    );
  }
  if (student.isError) {
    if (student.error instanceof ApiError && student.error.status === 404)
      return <StudentNotFound />;
    return (
      <section className={panel} role="alert">
        <p>{loadFailure('The student', student.error)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          onClick={() => void student.refetch()}
        >
          Try again
        </button>
      </section>
    );
  }

  const s = student.data;
  const name = studentName(s) || s.admission_number;

  const destroy = async () => {
    if (
      !window.confirm(
        `Delete ${name} and their sign-in account? This cannot be undone. To keep their records, set their status to Withdrawn instead.`,
      )
    )
      return;
    setDeleteError(null);
    try {
      await remove.mutateAsync(s.id);
      toast.success(`${name} is deleted.`);
      navigate(paths.admin.students.getHref());
    } catch (error) {
      // A 409 says why (later records depend on the student) and what to do instead.
      setDeleteError(errorMessage(error, 'The student could not be deleted. Try again.'));
    }
  };

  return (
    <div className="space-y-6">
      <section className={panel} aria-labelledby="student-heading">
        <p className="text-sm">
          <Link
            to={paths.admin.students.getHref()}
            className="text-primary dark:text-primary-soft hover:underline"
          >
            ← All students
          </Link>
        </p>
        <div className="mt-2 flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 id="student-heading" className="text-2xl font-bold">
              {name}
            </h1>
            <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
              <span>{s.admission_number}</span>
              <span aria-hidden="true">·</span>
              <span>{s.class_name ?? 'No class'}</span>
              <StatusBadge status={s.status} />
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Link
              to={paths.admin.resultsStudent.getHref({ studentId: s.id })}
              className={secondaryButton}
            >
              Report cards
            </Link>
            {canManage && (
              <Link to={paths.admin.editStudent.getHref({ id: s.id })} className={primaryButton}>
                Edit
              </Link>
            )}
            {canManage && (
              <button
                type="button"
                className={`${secondaryButton} text-red-700 dark:text-red-400`}
                disabled={remove.isPending}
                onClick={() => void destroy()}
              >
                {remove.isPending ? 'Deleting…' : 'Delete'}
              </button>
            )}
          </div>
        </div>
        {deleteError && (
          <p
            role="alert"
            className="rounded-school mt-4 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {deleteError}
          </p>
        )}

        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <section aria-labelledby="profile-heading">
            <h2 id="profile-heading" className="text-lg font-semibold">
              Profile
            </h2>
            <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
              <Item label="First name">{s.first_name}</Item>
              <Item label="Last name">{s.last_name}</Item>
              <Item label="Admission number">{s.admission_number}</Item>
              <Item label="Class">{s.class_name ?? 'No class yet'}</Item>
              <Item label="Status">
                <StatusBadge status={s.status} />
              </Item>
              <Item label="Gender">{s.gender ? GENDER_LABELS[s.gender] : none}</Item>
              <Item label="Date of birth">
                {s.date_of_birth ? dates.day(s.date_of_birth) : none}
              </Item>
              <Item label="Admission date">
                {s.admission_date ? dates.day(s.admission_date) : none}
              </Item>
              <Item label="E-mail address">
                {s.email ? (
                  <a href={`mailto:${s.email}`} className="break-all hover:underline">
                    {s.email}
                  </a>
                ) : (
                  none
                )}
              </Item>
              <Item label="Address">
                {s.address ? <span className="whitespace-pre-line">{s.address}</span> : none}
              </Item>
            </dl>
          </section>

          <div className="space-y-8">
            <section aria-labelledby="account-heading">
              <h2 id="account-heading" className="text-lg font-semibold">
                Sign-in account
              </h2>
              <dl className="mt-2 divide-y divide-slate-100 dark:divide-slate-800">
                <Item label="Username">
                  <span className="font-mono">{s.username}</span>
                </Item>
                <Item label="Can sign in">
                  {s.is_active ? 'Yes' : 'No: the account is deactivated'}
                </Item>
              </dl>
            </section>

            <section aria-labelledby="parents-heading">
              <h2 id="parents-heading" className="text-lg font-semibold">
                Parents
              </h2>
              {s.parents.length === 0 ? (
                <p className="mt-2 text-slate-600 dark:text-slate-400">
                  No parent is linked.{' '}
                  {canManage && 'Edit the student to link their parents or guardians.'}
                </p>
              ) : (
                <ul className="mt-2 space-y-3">
                  {s.parents.map((p) => (
                    <li
                      key={p.parent_id}
                      className="rounded-school border border-slate-200 p-3 dark:border-slate-700"
                    >
                      <p className="font-medium">
                        {p.name}
                        {p.relationship && (
                          <span className="font-normal text-slate-600 dark:text-slate-400">
                            {' '}
                            ({p.relationship})
                          </span>
                        )}
                      </p>
                      <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
                        {p.email && (
                          <a
                            href={`mailto:${p.email}`}
                            className="break-all text-primary dark:text-primary-soft hover:underline"
                          >
                            {p.email}
                          </a>
                        )}
                        {p.phone && (
                          <a
                            href={`tel:${p.phone.replace(/[^\d+]/g, '')}`}
                            className="text-primary dark:text-primary-soft hover:underline"
                          >
                            {p.phone}
                          </a>
                        )}
                        {!p.email && !p.phone && (
                          <span className="text-slate-500 dark:text-slate-400">
                            No contact details
                          </span>
                        )}
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </div>
        </div>
      </section>

      <StudentAttendance studentId={s.id} />

      <div className="grid gap-4 md:grid-cols-2">
        <LaterCard
          title="Results"
          text="The student’s scores and term results will appear here once results are set up."
        />
        <LaterCard
          title="Fees"
          text="The student’s invoices and payments will appear here once fees are set up."
        />
      </div>
    </div>
  );
}
