// /admin/students/add: a new student and their sign-in account. The server makes the first
// password and answers it once: it is shown here, then never again.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';

import { panel, primaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import type { StudentBody } from '@/types/register';

import { useCreateStudent } from '../api/students';
import { welcomeSentence } from './people-parts';
import { StudentForm, toRequest } from './student-form';
import { studentName } from './student-labels';

function FirstPassword({
  student,
  password,
  onDone,
}: {
  student: StudentBody;
  password: string;
  onDone: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The page changed under the reader's hands: take them to what it says now.
  useEffect(() => heading.current?.focus(), []);
  const name = studentName(student);
  return (
    <section className={panel} aria-labelledby="first-password-heading">
      <h1
        id="first-password-heading"
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold focus:outline-none"
      >
        {name} is added
      </h1>
      <div
        role="region"
        aria-label="First sign-in details"
        className="rounded-school mt-4 max-w-xl border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
      >
        <h2 className="font-semibold">First sign-in details: shown only once</h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt>Username</dt>
          <dd className="font-mono">{student.username}</dd>
          <dt>Password</dt>
          <dd className="font-mono text-lg break-all">{password}</dd>
        </dl>
        <p className="mt-3 text-sm font-medium">
          Write this down or give it to the student now; it will not be shown again. They must
          change it at first sign-in.
        </p>
        {student.welcome_email && (
          <p className="mt-2 text-sm">
            {welcomeSentence(student.welcome_email)} They can use either the link or this password.
          </p>
        )}
      </div>
      <button type="button" className={`${primaryButton} mt-6`} onClick={onDone}>
        Done: open {name}’s page
      </button>
    </section>
  );
}

export default function AddStudentPage() {
  const navigate = useNavigate();
  const create = useCreateStudent();
  const [created, setCreated] = useState<{ student: StudentBody; password: string } | null>(null);

  if (created) {
    return (
      <FirstPassword
        student={created.student}
        password={created.password}
        onDone={() => navigate(paths.admin.student.getHref({ id: created.student.id }))}
      />
    );
  }
  return (
    <section className={panel} aria-labelledby="add-student-heading">
      <h1 id="add-student-heading" className="text-2xl font-bold">
        Add a student
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        The admission number becomes the student’s username. The portal makes their first password
        and shows it once, after you add them.
      </p>
      <StudentForm
        submitLabel="Add student"
        pendingLabel="Adding…"
        cancelTo={paths.admin.students.getHref()}
        onSubmit={async (values) => {
          const student = await create.mutateAsync(toRequest(values));
          if (student.initial_password) {
            setCreated({ student, password: student.initial_password });
          } else {
            toast.success(
              `${studentName(student)} is added. ${welcomeSentence(student.welcome_email)}`.trim(),
            );
            navigate(paths.admin.student.getHref({ id: student.id }));
          }
        }}
      />
    </section>
  );
}
