// /admin/teachers: the school's teachers, searched, filtered and sorted on the server, with
// what each teaches, deactivation, deletion and a CSV export of the same selection.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { Pager } from '@/components/ui/pager';
import {
  inputClass,
  panel,
  primaryButton,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from '@/components/ui/styles';

import {
  exportTeachers,
  useDeleteTeacher,
  usePatchTeacher,
  useTeachers,
  type TeacherListParams,
  type TeacherOrdering,
} from '../api/teachers';
import type { TeacherBody } from '../api/types';
import { Problem, errorText, fullName, useDebouncedValue } from './people-parts';

const PAGE_SIZE = 50;

const ORDERINGS: { value: TeacherOrdering; label: string }[] = [
  { value: 'last_name', label: 'Last name' },
  { value: 'staff_number', label: 'Staff number' },
  { value: 'hire_date', label: 'Hire date, earliest first' },
  { value: '-hire_date', label: 'Hire date, latest first' },
];

export default function TeachersPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | 'true' | 'false'>('');
  const [ordering, setOrdering] = useState<TeacherOrdering>('last_name');
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const debounced = useDebouncedValue(search.trim());
  const params: TeacherListParams = {
    search: debounced || undefined,
    is_active: status === '' ? undefined : status === 'true',
    ordering,
    page,
    page_size: PAGE_SIZE,
  };
  const teachers = useTeachers(params);
  const patch = usePatchTeacher();
  const remove = useDeleteTeacher();

  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const toggle = async (teacher: TeacherBody) => {
    const name = fullName(teacher);
    if (
      teacher.is_active &&
      !window.confirm(`Deactivate ${name}? They are signed out at once and cannot sign in.`)
    )
      return;
    setProblem(null);
    try {
      await patch.mutateAsync({ id: teacher.id, body: { is_active: !teacher.is_active } });
      toast.success(teacher.is_active ? `${name} is deactivated.` : `${name} can sign in again.`);
    } catch (error) {
      setProblem(errorText(error, `${name} could not be changed. Try again in a moment.`));
    }
  };

  const destroy = async (teacher: TeacherBody) => {
    const name = fullName(teacher);
    if (
      !window.confirm(
        `Delete ${name} and their sign-in account? This cannot be undone. To keep their records, deactivate them instead.`,
      )
    )
      return;
    setProblem(null);
    try {
      await remove.mutateAsync(teacher.id);
      toast.success(`${name} is deleted.`);
    } catch (error) {
      setProblem(errorText(error, `${name} could not be deleted. Try again in a moment.`));
    }
  };

  const onExport = async () => {
    setExporting(true);
    setProblem(null);
    try {
      await exportTeachers(params);
    } catch (error) {
      setProblem(errorText(error, 'The export failed. Try again in a moment.'));
    } finally {
      setExporting(false);
    }
  };

  const results = teachers.data?.results ?? [];
  return (
    <section className={panel} aria-labelledby="teachers-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="teachers-heading" className="text-2xl font-bold">
          Teachers
        </h1>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={exporting}
            onClick={() => void onExport()}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
          <Link to="/admin/teachers/add" className={primaryButton}>
            Add a teacher
          </Link>
        </div>
      </div>

      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <label className="block text-sm font-medium">
          Search
          <input
            type="search"
            className={`${inputClass} mt-1`}
            placeholder="Name, staff number or e-mail"
            value={search}
            onChange={(e) => filter(setSearch)(e.target.value)}
          />
        </label>
        <label className="block text-sm font-medium">
          Status
          <select
            className={`${inputClass} mt-1`}
            value={status}
            onChange={(e) => filter(setStatus)(e.target.value as '' | 'true' | 'false')}
          >
            <option value="">All</option>
            <option value="true">Active</option>
            <option value="false">Deactivated</option>
          </select>
        </label>
        <label className="block text-sm font-medium">
          Sort by
          <select
            className={`${inputClass} mt-1`}
            value={ordering}
            onChange={(e) => filter(setOrdering)(e.target.value as TeacherOrdering)}
          >
            {ORDERINGS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
      </div>

      <Problem text={problem} onDismiss={() => setProblem(null)} />
      {teachers.isError && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          The teachers could not be loaded: {teachers.error.message} Reload the page to try again.
        </p>
      )}
      {teachers.isPending && (
        <p role="status" className="mt-4 text-slate-600 dark:text-slate-400">
          Loading the teachers…
        </p>
      )}

      <div className="mt-4 overflow-x-auto">
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={thClass}>Staff number</th>
              <th className={thClass}>Name</th>
              <th className={thClass}>E-mail</th>
              <th className={thClass}>Phone</th>
              <th className={thClass}>Class teacher of</th>
              <th className={thClass}>Subjects</th>
              <th className={thClass}>Actions</th>
            </tr>
          </thead>
          <tbody>
            {results.map((teacher) => {
              const name = fullName(teacher);
              return (
                <tr key={teacher.id} className={teacher.is_active ? '' : 'text-slate-500'}>
                  <td className={tdClass}>{teacher.staff_number}</td>
                  <td className={tdClass}>
                    {name}
                    {!teacher.is_active && (
                      <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs dark:bg-slate-700">
                        Deactivated
                      </span>
                    )}
                  </td>
                  <td className={`${tdClass} break-all`}>{teacher.email || '—'}</td>
                  <td className={tdClass}>{teacher.phone || '—'}</td>
                  <td className={tdClass}>
                    {teacher.classes.map((c) => c.name).join(', ') || '—'}
                  </td>
                  <td className={tdClass}>
                    {teacher.subjects.length === 0
                      ? '—'
                      : teacher.subjects
                          .map((s) => `${s.subject_name} (${s.class_name})`)
                          .join(', ')}
                  </td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-2">
                      <button
                        type="button"
                        className={secondaryButton}
                        aria-label={`${teacher.is_active ? 'Deactivate' : 'Activate'} ${name}`}
                        disabled={patch.isPending}
                        onClick={() => void toggle(teacher)}
                      >
                        {teacher.is_active ? 'Deactivate' : 'Activate'}
                      </button>
                      <button
                        type="button"
                        className={secondaryButton}
                        aria-label={`Delete ${name}`}
                        disabled={remove.isPending}
                        onClick={() => void destroy(teacher)}
                      >
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {teachers.data?.count === 0 && (
          <p className="mt-4 text-slate-600 dark:text-slate-400">
            {params.search || status
              ? 'No teacher matches. Change the search or the status to see more.'
              : 'No teachers yet. Add the first with “Add a teacher”.'}
          </p>
        )}
      </div>
      {teachers.data && (
        <Pager page={page} pageSize={PAGE_SIZE} count={teachers.data.count} onPage={setPage} />
      )}
    </section>
  );
}
