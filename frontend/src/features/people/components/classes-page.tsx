// /admin/classes: the school's classes (arms of the class levels) with their class teacher and
// head count; adding, renaming, changing the class teacher and deleting a class; and for a
// chosen class, the subjects it offers and who teaches each.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { z } from 'zod';

import { DataTable } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { SelectField, type Option } from '@/components/ui/select-field';
import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { loadFailure, serverFieldErrors } from '@/lib/errors';
import { applyServerErrors } from '@/lib/form-errors';
import type { ClassBody, ClassRequest, ClassSubjectBody } from '@/types/register';

import {
  sortClasses,
  useClassLevels,
  useClassSubjects,
  useClasses,
  useCreateClass,
  useCreateClassSubject,
  useDeleteClass,
  useDeleteClassSubject,
  usePatchClass,
  useSetSubjectTeacher,
  useSubjects,
} from '../api/structure';
import { teacherLabel, useTeacherChoices } from '../api/teachers';
import { Problem } from './people-parts';

/** The active teachers as options, with `current` kept when it is not among them. */
function useTeacherOptions(current?: { id?: string | null; name?: string | null }): Option[] {
  const teachers = useTeacherChoices();
  const options = (teachers.data?.results ?? []).map((t) => ({
    value: t.id,
    label: teacherLabel(t),
  }));
  if (current?.id && !options.some((o) => o.value === current.id))
    options.unshift({ value: current.id, label: current.name ?? 'The present teacher' });
  return [{ value: '', label: 'No teacher yet' }, ...options];
}

const classSchema = z.object({
  level_id: z.string().min(1, 'Choose the class level.'),
  arm: z
    .string()
    .trim()
    .min(1, 'Enter the arm, such as A or Gold.')
    .max(20, 'Keep the arm to at most 20 characters.'),
  name: z.string().trim().max(100, 'Keep the name to at most 100 characters.'),
  class_teacher_id: z.string(),
});
type ClassValues = z.infer<typeof classSchema>;
const CLASS_FIELDS = ['level_id', 'arm', 'name', 'class_teacher_id'] as const;

function AddClassForm() {
  const headingId = useId();
  const levels = useClassLevels();
  const teacherOptions = useTeacherOptions();
  const create = useCreateClass();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ClassValues>({
    resolver: zodResolver(classSchema),
    defaultValues: { level_id: '', arm: '', name: '', class_teacher_id: '' },
  });

  const onSubmit = async (values: ClassValues) => {
    setProblem(null);
    const body: ClassRequest = { level_id: values.level_id, arm: values.arm };
    if (values.name) body.name = values.name;
    if (values.class_teacher_id) body.class_teacher_id = values.class_teacher_id;
    try {
      const created = await create.mutateAsync(body);
      toast.success(`${created.name} is added.`);
      reset({ ...values, arm: '', name: '', class_teacher_id: '' });
    } catch (error) {
      if (!applyServerErrors(error, setError, CLASS_FIELDS))
        setProblem(errorMessage(error, 'The class could not be added. Try again in a moment.'));
    }
  };

  const levelOptions = [
    { value: '', label: levels.isPending ? 'Loading the levels…' : 'Choose a level' },
    ...(levels.data ?? []).map((l) => ({ value: l.id, label: l.name })),
  ];
  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={handleSubmit(onSubmit)}
      className="rounded-school mt-6 border border-slate-200 p-4 dark:border-slate-700"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        Add a class
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <SelectField
          label="Level"
          options={levelOptions}
          error={errors.level_id?.message}
          {...register('level_id')}
        />
        <Field label="Arm" placeholder="A" error={errors.arm?.message} {...register('arm')} />
        <Field
          label="Name (optional)"
          placeholder="Level and arm, such as JSS 1A"
          error={errors.name?.message}
          {...register('name')}
        />
        <SelectField
          label="Class teacher (optional)"
          options={teacherOptions}
          error={errors.class_teacher_id?.message}
          {...register('class_teacher_id')}
        />
      </div>
      {levels.data?.length === 0 && (
        <p className="mt-3 text-sm">
          There are no class levels yet.{' '}
          <Link to={paths.admin.settings.getHref({ tab: 'academic' })} className="underline">
            Add them in the settings’ Academic tab
          </Link>{' '}
          first.
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <button type="submit" disabled={isSubmitting} className={`${primaryButton} mt-4`}>
        {isSubmitting ? 'Adding…' : 'Add class'}
      </button>
    </form>
  );
}

/** A class's name and class teacher, changed in a form beneath its row. */
function EditClassForm({ klass, onDone }: { klass: ClassBody; onDone: () => void }) {
  const patch = usePatchClass();
  const teacherOptions = useTeacherOptions({
    id: klass.class_teacher_id,
    name: klass.class_teacher_name,
  });
  const [name, setName] = useState(klass.name);
  const [teacher, setTeacher] = useState(klass.class_teacher_id ?? '');
  const [error, setError] = useState<{ name?: string; other?: string }>({});

  const save = async () => {
    const trimmed = name.trim();
    if (!trimmed) return setError({ name: 'Enter the class name.' });
    if (trimmed.length > 100) return setError({ name: 'Keep the name to at most 100 characters.' });
    setError({});
    try {
      await patch.mutateAsync({
        id: klass.id,
        body: { name: trimmed, class_teacher_id: teacher || null },
      });
      toast.success(`${trimmed} is saved.`);
      onDone();
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (fields?.name) setError({ name: fields.name.join(' ') });
      else
        setError({
          other: errorMessage(e, 'The class could not be saved. Try again in a moment.'),
        });
    }
  };

  return (
    <form
      aria-label={`Edit ${klass.name}`}
      className="rounded-school grid items-end gap-3 bg-slate-50 p-4 sm:grid-cols-[1fr_1fr_auto] dark:bg-slate-800"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Field
        label="Class name"
        value={name}
        error={error.name}
        onChange={(e) => setName(e.target.value)}
      />
      <SelectField
        label="Class teacher"
        options={teacherOptions}
        value={teacher}
        onChange={(e) => setTeacher(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={secondaryButton} disabled={patch.isPending}>
          {patch.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
      </div>
      {error.other && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400 sm:col-span-3">
          {error.other}
        </p>
      )}
    </form>
  );
}

/** A class subject's teacher: changed (or cleared) as soon as another is chosen. */
function SubjectTeacherSelect({ item }: { item: ClassSubjectBody }) {
  const setTeacher = useSetSubjectTeacher();
  const options = useTeacherOptions({ id: item.teacher_id, name: item.teacher_name });
  const change = async (teacherId: string | null) => {
    try {
      await setTeacher.mutateAsync({ id: item.id, teacherId });
      toast.success(
        teacherId
          ? `${item.subject_name} in ${item.class_name} has its new teacher.`
          : `${item.subject_name} in ${item.class_name} has no teacher now.`,
      );
    } catch (error) {
      toast.error(errorMessage(error, 'The teacher could not be changed. Try again in a moment.'));
    }
  };
  return (
    <SelectField
      label={`Teacher of ${item.subject_name}`}
      options={options}
      value={item.teacher_id ?? ''}
      disabled={setTeacher.isPending}
      onChange={(e) => void change(e.target.value || null)}
    />
  );
}

function ClassSubjects({ klass }: { klass: ClassBody }) {
  const headingId = useId();
  const offered = useClassSubjects({ class_id: klass.id });
  const subjects = useSubjects();
  const teacherOptions = useTeacherOptions();
  const add = useCreateClassSubject();
  const remove = useDeleteClassSubject();
  const [subjectId, setSubjectId] = useState('');
  const [teacherId, setTeacherId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const items = [...(offered.data ?? [])].sort((a, b) =>
    a.subject_name.localeCompare(b.subject_name),
  );
  const available = (subjects.data ?? []).filter(
    (s) => !items.some((item) => item.subject_id === s.id),
  );

  const onAdd = async () => {
    if (!subjectId) return setProblem('Choose the subject to add.');
    setProblem(null);
    try {
      const created = await add.mutateAsync({
        class_id: klass.id,
        subject_id: subjectId,
        teacher_id: teacherId || null,
      });
      toast.success(`${klass.name} offers ${created.subject_name} now.`);
      setSubjectId('');
      setTeacherId('');
    } catch (error) {
      setProblem(errorMessage(error, 'The subject could not be added. Try again in a moment.'));
    }
  };

  const onRemove = async (item: ClassSubjectBody) => {
    if (!window.confirm(`Remove ${item.subject_name} from ${klass.name}?`)) return;
    setProblem(null);
    try {
      await remove.mutateAsync(item.id);
      toast.success(`${klass.name} no longer offers ${item.subject_name}.`);
    } catch (error) {
      setProblem(errorMessage(error, 'The subject could not be removed. Try again in a moment.'));
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-school mt-6 border border-slate-200 p-4 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Subjects of {klass.name}
        </h2>
        <Link
          to={paths.admin.students.getHref({ class_id: klass.id })}
          className="text-sm underline"
        >
          View the students of {klass.name}
        </Link>
      </div>
      <DataTable
        caption={`Subjects of ${klass.name}`}
        className="mt-3"
        columns={[
          {
            id: 'subject',
            header: 'Subject',
            sortKey: 'subject',
            sortValue: (item) => item.subject_name,
            cell: (item) => item.subject_name,
          },
          {
            id: 'teacher',
            header: 'Subject teacher',
            cell: (item) => <SubjectTeacherSelect item={item} />,
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (item) => (
              <button
                type="button"
                className={secondaryButton}
                aria-label={`Remove ${item.subject_name}`}
                disabled={remove.isPending}
                onClick={() => void onRemove(item)}
              >
                Remove
              </button>
            ),
          },
        ]}
        rows={offered.data ? items : undefined}
        rowKey={(item) => item.id}
        loadingText="Loading the subjects…"
        error={offered.isError ? loadFailure('The subjects', offered.error) : null}
        onRetry={() => void offered.refetch()}
        empty={`${klass.name} offers no subject yet. Add the first below.`}
      />
      <Problem text={problem} onDismiss={() => setProblem(null)} />
      <div className="mt-4 grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
        <SelectField
          label="Subject to add"
          value={subjectId}
          onChange={(e) => setSubjectId(e.target.value)}
          options={[
            {
              value: '',
              label: available.length ? 'Choose a subject' : 'Every subject is offered',
            },
            ...available.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
        <SelectField
          label="Its teacher (optional)"
          value={teacherId}
          onChange={(e) => setTeacherId(e.target.value)}
          options={teacherOptions}
        />
        <button
          type="button"
          className={primaryButton}
          disabled={add.isPending}
          onClick={() => void onAdd()}
        >
          {add.isPending ? 'Adding…' : 'Add subject'}
        </button>
      </div>
      {subjects.data?.length === 0 && (
        <p className="mt-3 text-sm">
          There are no subjects yet.{' '}
          <Link to={paths.admin.settings.getHref({ tab: 'academic' })} className="underline">
            Add them in the settings’ Academic tab
          </Link>
          .
        </p>
      )}
    </section>
  );
}

export default function ClassesPage() {
  const classes = useClasses();
  const levels = useClassLevels();
  const remove = useDeleteClass();
  const [editing, setEditing] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const sorted = sortClasses(classes.data ?? [], levels.data ?? []);
  const chosen = sorted.find((c) => c.id === selected) ?? null;

  const destroy = async (klass: ClassBody) => {
    if (!window.confirm(`Delete the class ${klass.name}? This cannot be undone.`)) return;
    setProblem(null);
    try {
      await remove.mutateAsync(klass.id);
      if (selected === klass.id) setSelected(null);
      toast.success(`${klass.name} is deleted.`);
    } catch (error) {
      setProblem(errorMessage(error, `${klass.name} could not be deleted. Try again in a moment.`));
    }
  };

  return (
    <section className={panel}>
      <h1 className="text-2xl font-bold">Classes</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Each class is an arm of a class level. Class levels and subjects are named in the{' '}
        <Link to={paths.admin.settings.getHref({ tab: 'academic' })} className="underline">
          settings’ Academic tab
        </Link>
        .
      </p>

      <AddClassForm />

      <Problem text={problem} onDismiss={() => setProblem(null)} />
      <DataTable
        caption="Classes"
        className="mt-6"
        columns={[
          { id: 'level', header: 'Level', cell: (klass) => klass.level_name },
          {
            id: 'name',
            header: 'Class',
            sortKey: 'name',
            sortValue: (klass) => klass.name,
            cell: (klass) => klass.name,
          },
          {
            id: 'teacher',
            header: 'Class teacher',
            sortKey: 'class_teacher',
            sortValue: (klass) => klass.class_teacher_name,
            cell: (klass) => klass.class_teacher_name ?? '—',
          },
          {
            id: 'students',
            header: 'Students',
            sortKey: 'student_count',
            sortValue: (klass) => klass.student_count,
            cell: (klass) => klass.student_count,
          },
          {
            id: 'actions',
            header: 'Actions',
            cell: (klass) => (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Subjects of ${klass.name}`}
                  aria-pressed={selected === klass.id}
                  onClick={() => setSelected(selected === klass.id ? null : klass.id)}
                >
                  Subjects
                </button>
                <Link
                  to={paths.admin.students.getHref({ class_id: klass.id })}
                  className={secondaryButton}
                  aria-label={`Students of ${klass.name}`}
                >
                  Students
                </Link>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Edit ${klass.name}`}
                  aria-expanded={editing === klass.id}
                  onClick={() => setEditing(editing === klass.id ? null : klass.id)}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Delete ${klass.name}`}
                  disabled={remove.isPending}
                  onClick={() => void destroy(klass)}
                >
                  Delete
                </button>
              </div>
            ),
          },
        ]}
        rows={classes.data ? sorted : undefined}
        rowKey={(klass) => klass.id}
        rowClassName={(klass) =>
          selected === klass.id ? 'bg-slate-50 dark:bg-slate-800' : undefined
        }
        rowDetail={(klass) =>
          editing === klass.id && <EditClassForm klass={klass} onDone={() => setEditing(null)} />
        }
        loadingText="Loading the classes…"
        error={classes.isError ? loadFailure('The classes', classes.error) : null}
        onRetry={() => void classes.refetch()}
        empty="No classes yet. Add the first with the form above."
      />

      {chosen && <ClassSubjects key={chosen.id} klass={chosen} />}
    </section>
  );
}
