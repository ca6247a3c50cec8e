// /admin/teachers/:id/edit: changes a teacher's details; only what changed is sent
// (PATCH /api/teachers/{id}/). Activating, deactivating and deleting are on the teachers list.
import { Link, useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';

import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';

import { usePatchTeacher, useTeacher } from '../api/teachers';
import { fullName } from './people-parts';
import { TeacherForm, toPatch } from './teacher-form';

function TeacherNotFound() {
  return (
    <section className={panel} aria-labelledby="teacher-not-found">
      <h1 id="teacher-not-found" className="text-2xl font-bold">
        Teacher not found
      </h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        There is no teacher at this address. They may have been deleted, or the link is incomplete.
        Find them in the list of teachers instead.
      </p>
      <Link to={paths.admin.teachers.getHref()} className={`${primaryButton} mt-4 inline-block`}>
        Back to the teachers
      </Link>
    </section>
  );
}

export default function EditTeacherPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const teacher = useTeacher(id);
  const patch = usePatchTeacher();

  if (teacher.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-400">
        Loading the teacher…
      </p>
    );
  }
  if (teacher.isError) {
    if (teacher.error instanceof ApiError && teacher.error.status === 404) {
      return <TeacherNotFound />;
    }
    return (
      <section className={panel} role="alert">
        <p>{loadFailure('The teacher', teacher.error)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          onClick={() => void teacher.refetch()}
        >
          Try again
        </button>
      </section>
    );
  }

  const current = teacher.data;
  return (
    <section className={panel} aria-labelledby="edit-teacher-heading">
      <p>
        <Link to={paths.admin.teachers.getHref()} className="text-sm underline">
          Back to the teachers
        </Link>
      </p>
      <h1 id="edit-teacher-heading" className="mt-2 text-2xl font-bold">
        Edit {fullName(current)}
      </h1>
      <TeacherForm
        key={current.id}
        teacher={current}
        labelledBy="edit-teacher-heading"
        submitLabel="Save changes"
        pendingLabel="Saving…"
        failure="The teacher could not be saved. Try again in a moment."
        onSubmit={async (values) => {
          const body = toPatch(values, current);
          if (Object.keys(body).length === 0) {
            toast.info('Nothing was changed.');
          } else {
            const saved = await patch.mutateAsync({ id: current.id, body });
            toast.success(`${fullName(saved)}’s details are saved.`);
          }
          navigate(paths.admin.teachers.getHref());
        }}
      />
    </section>
  );
}
