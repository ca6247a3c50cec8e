// /admin/students/:id/edit: changes a student's record; only the changed fields are sent.
import { useNavigate, useParams } from 'react-router-dom';
import { toast } from 'sonner';

import { panel, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';

import { usePatchStudent, useStudent } from '../api/students';
import { StudentForm, toPatch } from './student-form';
import { StudentNotFound, studentName } from './student-labels';

export default function EditStudentPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const student = useStudent(id);
  const patch = usePatchStudent();
  const detail = paths.admin.student.getHref({ id: id });

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

  const current = student.data;
  const name = studentName(current);
  return (
    <section className={panel} aria-labelledby="edit-student-heading">
      <h1 id="edit-student-heading" className="text-2xl font-bold">
        Edit {name}
      </h1>
      <StudentForm
        key={current.id}
        student={current}
        submitLabel="Save changes"
        pendingLabel="Saving…"
        cancelTo={detail}
        onSubmit={async (values) => {
          const body = toPatch(values, current);
          if (Object.keys(body).length === 0) {
            toast.info('Nothing was changed.');
          } else {
            await patch.mutateAsync({ id: current.id, body });
            toast.success(
              `${studentName({
                first_name: body.first_name ?? current.first_name,
                last_name: body.last_name ?? current.last_name,
              })}’s record is saved.`,
            );
          }
          navigate(detail);
        }}
      />
    </section>
  );
}
