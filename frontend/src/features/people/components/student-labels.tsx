// What the student screens share: the words for statuses and genders, the status badge, dates
// for people, whether the signed-in admin may change students (`users.manage`), and the page
// for a student who is not there.
import { Link } from 'react-router-dom';

import { panel, primaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';
import type { Gender, StudentBody, StudentStatus } from '@/types/register';

export const STUDENT_STATUSES: readonly StudentStatus[] = [
  'active',
  'suspended',
  'withdrawn',
  'graduated',
];

export const STATUS_LABELS: Record<StudentStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  withdrawn: 'Withdrawn',
  graduated: 'Graduated',
};

export const GENDER_LABELS: Record<Gender, string> = {
  '': 'Not given',
  female: 'Female',
  male: 'Male',
};

const STATUS_STYLES: Record<StudentStatus, string> = {
  active: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  suspended: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  withdrawn: 'bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  graduated: 'bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-200',
};

export function StatusBadge({ status }: { status: StudentStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}

export function studentName(student: Pick<StudentBody, 'first_name' | 'last_name'>): string {
  return `${student.first_name} ${student.last_name}`.trim();
}

/** Whether the signed-in admin may add, change and delete students (decisions/011). */
export function useCanManageStudents(): boolean {
  const { user } = useAuth();
  return may(user, 'users.manage');
}

/** What a student's page shows when there is no such student (or the admin may not see it). */
export function StudentNotFound() {
  return (
    <section className={panel} aria-labelledby="student-not-found">
      <h1 id="student-not-found" className="text-2xl font-bold">
        Student not found
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        There is no student at this address. They may have been deleted, or the link is incomplete.
        Find them in the list of students instead.
      </p>
      <Link to={paths.admin.students.getHref()} className={`${primaryButton} mt-4 inline-block`}>
        Back to the students
      </Link>
    </section>
  );
}
