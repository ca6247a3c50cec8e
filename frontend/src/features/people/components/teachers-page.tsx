// /admin/teachers: the school's teachers, searched, filtered and sorted on the server, with
// what each teaches; editing one, deactivating and deleting one or the selected ones at once, and
// a CSV export of the same selection.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { DataTable, useRowSelection, type Column } from '@/components/ui/data-table';
import { inputClass, panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { itemErrors, loadFailure } from '@/lib/errors';
import { useDates } from '@/lib/school';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { TeacherBody } from '@/types/register';

import {
  exportTeachers,
  useBulkDeleteTeachers,
  useBulkSetTeachersActive,
  useDeleteTeacher,
  usePatchTeacher,
  useTeachers,
  type TeacherListParams,
  type TeacherOrdering,
} from '../api/teachers';
import { ImportTeachers } from './import-teachers';
import { Problem, fullName } from './people-parts';

const PAGE_SIZE = 50;
const ORDERINGS: readonly string[] = [
  'last_name',
  '-last_name',
  'staff_number',
  '-staff_number',
  'hire_date',
  '-hire_date',
];

interface Trouble {
  text: string;
  details?: string[];
}

/** 'Ngozi Okafor' or 'these 3 teachers', for the sentences about a selection. */
function whom(teachers: readonly TeacherBody[]): string {
  return teachers.length === 1 ? fullName(teachers[0]) : `these ${teachers.length} teachers`;
}

export default function TeachersPage() {
  const dates = useDates();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'' | 'true' | 'false'>('');
  const [ordering, setOrdering] = useState<TeacherOrdering>('last_name');
  const [page, setPage] = useState(1);
  const [problem, setProblem] = useState<Trouble | null>(null);
  const [exporting, setExporting] = useState(false);
  const [importing, setImporting] = useState(false);
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
  const bulkActive = useBulkSetTeachersActive();
  const bulkDelete = useBulkDeleteTeachers();
  const [selected, select] = useRowSelection(JSON.stringify(params));

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
      setProblem({
        text: errorMessage(error, `${name} could not be changed. Try again in a moment.`),
      });
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
      setProblem({
        text: errorMessage(error, `${name} could not be deleted. Try again in a moment.`),
      });
    }
  };

  /** A bulk call's refusal: the server's sentence, and each refused teacher's reason. */
  const refused = (error: unknown, chosen: readonly TeacherBody[], fallback: string) =>
    setProblem({
      text: errorMessage(error, fallback),
      details: itemErrors(error, (i) => (chosen[i] ? fullName(chosen[i]) : `Teacher ${i + 1}`)),
    });

  const setActive = async (chosen: TeacherBody[], active: boolean) => {
    const n = chosen.length;
    if (
      !active &&
      !window.confirm(
        `Deactivate ${whom(chosen)}? They are signed out at once and cannot sign in until they are activated again.`,
      )
    )
      return;
    setProblem(null);
    try {
      await bulkActive.mutateAsync({ ids: chosen.map((t) => t.id), active });
      const subject = n === 1 ? `${fullName(chosen[0])} is` : `${n} teachers are`;
      toast.success(active ? `${subject} active and can sign in.` : `${subject} deactivated.`);
      select([]);
    } catch (error) {
      refused(
        error,
        chosen,
        `The teachers could not be ${active ? 'activated' : 'deactivated'}: nothing was changed. Try again in a moment.`,
      );
    }
  };

  const deleteChosen = async (chosen: TeacherBody[]) => {
    if (
      !window.confirm(
        `Delete ${whom(chosen)} and ${chosen.length === 1 ? 'their sign-in account' : 'their sign-in accounts'}? This cannot be undone. To keep their records, deactivate them instead.`,
      )
    )
      return;
    setProblem(null);
    try {
      await bulkDelete.mutateAsync(chosen.map((t) => t.id));
      toast.success(
        chosen.length === 1
          ? `${fullName(chosen[0])} is deleted.`
          : `${chosen.length} teachers are deleted.`,
      );
      select([]);
    } catch (error) {
      refused(
        error,
        chosen,
        'The teachers could not be deleted: nothing was deleted. Try again in a moment.',
      );
    }
  };

  const onExport = async () => {
    setExporting(true);
    setProblem(null);
    try {
      await exportTeachers(params);
    } catch (error) {
      setProblem({ text: errorMessage(error, 'The export failed. Try again in a moment.') });
    } finally {
      setExporting(false);
    }
  };

  const busy = bulkActive.isPending || bulkDelete.isPending;
  const columns: Column<TeacherBody>[] = [
    {
      id: 'staff_number',
      header: 'Staff number',
      sortKey: 'staff_number',
      className: 'whitespace-nowrap',
      cell: (teacher) => teacher.staff_number,
    },
    {
      id: 'name',
      header: 'Name',
      sortKey: 'last_name',
      cell: (teacher) => (
        <>
          {fullName(teacher)}
          {!teacher.is_active && (
            <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-xs dark:bg-slate-700">
              Deactivated
            </span>
          )}
        </>
      ),
    },
    {
      id: 'email',
      header: 'E-mail',
      className: 'min-w-44 break-all',
      cell: (teacher) => teacher.email || '—',
    },
    {
      id: 'phone',
      header: 'Phone',
      className: 'whitespace-nowrap',
      cell: (teacher) => teacher.phone || '—',
    },
    {
      id: 'classes',
      header: 'Class teacher of',
      cell: (teacher) => teacher.classes.map((c) => c.name).join(', ') || '—',
    },
    {
      id: 'subjects',
      header: 'Subjects',
      cell: (teacher) =>
        teacher.subjects.length === 0
          ? '—'
          : teacher.subjects.map((s) => `${s.subject_name} (${s.class_name})`).join(', '),
    },
    {
      id: 'hire_date',
      header: 'Hired',
      sortKey: 'hire_date',
      className: 'whitespace-nowrap',
      cell: (teacher) => dates.day(teacher.hire_date),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (teacher) => {
        const name = fullName(teacher);
        return (
          <div className="flex flex-wrap gap-2">
            <Link
              to={paths.admin.editTeacher.getHref({ id: teacher.id })}
              className={secondaryButton}
              aria-label={`Edit ${name}`}
            >
              Edit
            </Link>
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
        );
      },
    },
  ];

  return (
    <section className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold">Teachers</h1>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={exporting}
            onClick={() => void onExport()}
          >
            {exporting ? 'Exporting…' : 'Export CSV'}
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={importing}
            onClick={() => setImporting((open) => !open)}
          >
            Import CSV
          </button>
          <Link to={paths.admin.addTeacher.getHref()} className={primaryButton}>
            Add a teacher
          </Link>
        </div>
      </div>

      {importing && <ImportTeachers onClose={() => setImporting(false)} />}

      <div className="mt-4 grid gap-3 sm:grid-cols-2">
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
      </div>

      <Problem
        text={problem?.text ?? null}
        details={problem?.details}
        onDismiss={() => setProblem(null)}
      />
      <DataTable
        caption="Teachers"
        columns={columns}
        rows={teachers.data?.results}
        rowKey={(teacher) => teacher.id}
        rowClassName={(teacher) =>
          teacher.is_active ? undefined : 'text-slate-600 dark:text-slate-400'
        }
        stale={teachers.isPlaceholderData}
        loadingText="Loading the teachers…"
        error={teachers.isError ? loadFailure('The teachers', teachers.error) : null}
        onRetry={() => void teachers.refetch()}
        empty={
          params.search || status
            ? 'No teacher matches. Change the search or the status to see more.'
            : 'No teachers yet. Add the first with “Add a teacher”.'
        }
        sorting={{
          ordering,
          onOrderingChange: (next) => {
            if (ORDERINGS.includes(next)) filter(setOrdering)(next as TeacherOrdering);
          },
        }}
        selection={{
          selected,
          onChange: select,
          rowLabel: (teacher) => `Select ${fullName(teacher)}`,
          allLabel: 'Select every teacher on this page',
          noun: { one: 'teacher', many: 'teachers' },
          actions: (chosen) => (
            <>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void setActive(chosen, true)}
              >
                Activate
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={busy}
                onClick={() => void setActive(chosen, false)}
              >
                Deactivate
              </button>
              <button
                type="button"
                className={`${secondaryButton} text-red-700 dark:text-red-400`}
                disabled={busy}
                onClick={() => void deleteChosen(chosen)}
              >
                Delete
              </button>
            </>
          ),
        }}
        pagination={
          teachers.data && {
            page,
            pageSize: PAGE_SIZE,
            count: teachers.data.count,
            onPage: setPage,
          }
        }
      />
    </section>
  );
}
