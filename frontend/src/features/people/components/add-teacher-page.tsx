// /admin/teachers/add: a teacher and their sign-in account (username: the staff number). Without
// a password the server makes one and answers it once, to be handed to the teacher.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';

import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import type { TeacherBody } from '@/types/register';

import { useCreateTeacher } from '../api/teachers';
import { InitialPasswordBox, fullName, welcomeSentence } from './people-parts';
import { TeacherForm, toRequest } from './teacher-form';

export default function AddTeacherPage() {
  const navigate = useNavigate();
  const create = useCreateTeacher();
  const [created, setCreated] = useState<TeacherBody | null>(null);

  return (
    <section className={panel} aria-labelledby="add-teacher-heading">
      <p>
        <Link to={paths.admin.teachers.getHref()} className="text-sm underline">
          Back to the teachers
        </Link>
      </p>
      <h1 id="add-teacher-heading" className="mt-2 text-2xl font-bold">
        Add a teacher
      </h1>

      {created?.initial_password ? (
        <InitialPasswordBox
          name={fullName(created)}
          username={created.username}
          password={created.initial_password}
          welcomeEmail={created.welcome_email}
        >
          <button type="button" className={primaryButton} onClick={() => setCreated(null)}>
            Add another teacher
          </button>
          <Link to={paths.admin.teachers.getHref()} className={secondaryButton}>
            Done: back to the teachers
          </Link>
        </InitialPasswordBox>
      ) : (
        <TeacherForm
          labelledBy="add-teacher-heading"
          submitLabel="Add teacher"
          pendingLabel="Adding…"
          failure="The teacher could not be added. Try again in a moment."
          onSubmit={async (values) => {
            const teacher = await create.mutateAsync(toRequest(values));
            if (teacher.initial_password) {
              setCreated(teacher);
            } else {
              toast.success(
                `${fullName(teacher)} is added. They sign in as ${teacher.username} with the password you chose, and change it at first sign-in. ${welcomeSentence(teacher.welcome_email)}`.trim(),
              );
              navigate(paths.admin.teachers.getHref());
            }
          }}
        />
      )}
    </section>
  );
}
