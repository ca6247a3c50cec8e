// /admin/students: every student, a page of 50 at a time from the server, searched, filtered by
// class and status and sorted by the column headers; the filters live in the address, so that
// coming back from a student finds the list as it was. Admins who manage people also select
// rows to change their status or delete them, import a CSV file, and export what they see.
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';

import { DataTable, useRowSelection, type Column } from '@/components/ui/data-table';
import { inputClass, panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';
import { Day } from '@/lib/school';
import type { StudentBody, StudentStatus } from '@/types/register';
import { plural } from '@/lib/text';

import {
  useBulkDeleteStudents,
  useBulkSetStatus,
  useClassOptions,
  useExportStudents,
  useStudents,
  type StudentListParams,
  type StudentOrdering,
} from '../api/students';
import { ImportStudents } from './import-students';
import {
  STATUS_LABELS,
  STUDENT_STATUSES,
  StatusBadge,
  studentName,
  useCanManageStudents,
} from './student-labels';

const PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;
const DEFAULT_ORDERING: StudentOrdering = 'last_name';
const ORDERINGS: readonly string[] = [
  'last_name',
  '-last_name',
  'admission_number',
  '-admission_number',
  'admission_date',
  '-admission_date',
];

/** The list's parameters as the address holds them; anything unknown falls back quietly. */
function readParams(query: URLSearchParams): StudentListParams {
  const status = query.get('status') ?? '';
  const ordering = query.get('ordering') ?? '';
  const page = Number(query.get('page'));
  return {
    search: query.get('search') || undefined,
    class_id: query.getAll('class_id'),
    status: (STUDENT_STATUSES as readonly string[]).includes(status)
      ? (status as StudentStatus)
      : undefined,
    ordering: ORDERINGS.includes(ordering) ? (ordering as StudentOrdering) : DEFAULT_ORDERING,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    page_size: PAGE_SIZE,
  };
}

function ParentsCell({ student }: { student: StudentBody }) {
  if (student.parents.length === 0)
    return <span className="text-slate-500 dark:text-slate-400">None linked</span>;
  return (
    <>
      {student.parents.map((p, i) => (
        <span key={p.parent_id}>
          {i > 0 && ', '}
          {p.name}
          {p.relationship && (
            <span className="text-slate-500 dark:text-slate-400"> ({p.relationship})</span>
          )}
        </span>
      ))}
    </>
  );
}

const COLUMNS: Column<StudentBody>[] = [
  {
    id: 'admission_number',
    header: 'Admission no.',
    cell: (student) => student.admission_number,
    sortKey: 'admission_number',
    className: 'whitespace-nowrap',
  },
  {
    id: 'name',
    header: 'Name',
    sortKey: 'last_name',
    cell: (student) => (
      <Link
        to={paths.admin.student.getHref({ id: student.id })}
        className="font-medium text-primary dark:text-primary-soft hover:underline"
      >
        {student.last_name}, {student.first_name}
      </Link>
    ),
  },
  {
    id: 'class',
    header: 'Class',
    className: 'whitespace-nowrap',
    cell: (student) =>
      student.class_name ?? <span className="text-slate-500 dark:text-slate-400">No class</span>,
  },
  { id: 'status', header: 'Status', cell: (student) => <StatusBadge status={student.status} /> },
  { id: 'parents', header: 'Parents', cell: (student) => <ParentsCell student={student} /> },
  {
    id: 'admitted',
    header: 'Admitted',
    sortKey: 'admission_date',
    className: 'whitespace-nowrap',
    cell: (student) => <Day iso={student.admission_date} />,
  },
];

export default function StudentsPage() {
  const canManage = useCanManageStudents();
  const [query, setQuery] = useSearchParams();
  const params = readParams(query);
  const list = useStudents(params);
  const classes = useClassOptions();
  const setStatus = useBulkSetStatus();
  const bulkDelete = useBulkDeleteStudents();
  const exporting = useExportStudents();
  const [importing, setImporting] = useState(false);
  const [newStatus, setNewStatus] = useState<StudentStatus | ''>('');
  const [actionError, setActionError] = useState<string | null>(null);

  /** Changes the address's parameters; any change but the page's goes back to page 1. */
  const update = useCallback(
    (changes: Record<string, string | readonly string[] | null>) => {
      setQuery(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            next.delete(key);
            const values = value === null ? [] : typeof value === 'string' ? [value] : value;
            for (const item of values) if (item) next.append(key, item);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setQuery],
  );

  // The search box answers every key at once; the list follows once typing pauses.
  const urlSearch = params.search ?? '';
  const [text, setText] = useState(urlSearch);
  const [seenSearch, setSeenSearch] = useState(urlSearch);
  if (seenSearch !== urlSearch) {
    // The address changed by itself (back, a link): show its search.
    setSeenSearch(urlSearch);
    if (text.trim() !== urlSearch) setText(urlSearch);
  }
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === urlSearch) return;
    const timer = setTimeout(() => update({ search: wanted || null }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, urlSearch, update]);

  // The selection belongs to the page it was made on: another page or filter starts empty.
  const [selected, select] = useRowSelection(query.toString());

  const classIds = params.class_id ?? [];
  const filtered = Boolean(params.search || classIds.length > 0 || params.status);
  const classNames = (classes.data ?? []).filter((c) => classIds.includes(c.id)).map((c) => c.name);
  const classSummary =
    classIds.length === 0
      ? 'Any class'
      : classNames.length === classIds.length && classNames.length <= 2
        ? classNames.join(', ')
        : `${classIds.length} classes`;

  const applyStatus = async (ids: string[]) => {
    if (!newStatus || ids.length === 0) return;
    setActionError(null);
    try {
      await setStatus.mutateAsync({ ids, status: newStatus });
      toast.success(
        `${ids.length === 1 ? 'The student is' : `${ids.length} students are`} now ${STATUS_LABELS[newStatus].toLowerCase()}.`,
      );
      select([]);
      setNewStatus('');
    } catch (error) {
      setActionError(errorMessage(error, 'The status could not be changed. Nothing was changed.'));
    }
  };

  const deleteSelected = async (ids: string[]) => {
    const n = ids.length;
    if (
      n === 0 ||
      !window.confirm(
        `Delete ${n === 1 ? 'this student' : `these ${n} students`} and ${n === 1 ? 'their sign-in account' : 'their sign-in accounts'}? This cannot be undone. To keep a student's records, set their status to Withdrawn instead.`,
      )
    )
      return;
    setActionError(null);
    try {
      await bulkDelete.mutateAsync(ids);
      toast.success(n === 1 ? 'The student is deleted.' : `${n} students are deleted.`);
      select([]);
    } catch (error) {
      setActionError(
        errorMessage(error, 'The students could not be deleted. Nothing was deleted.'),
      );
    }
  };

  const exportCsv = async () => {
    try {
      await exporting.mutateAsync(params);
    } catch (error) {
      toast.error(errorMessage(error, 'The export could not be made. Try again in a moment.'));
    }
  };

  const busy = setStatus.isPending || bulkDelete.isPending;
  return (
    <section className={panel}>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold">Students</h1>
          {list.data && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {plural(list.data.count, 'student')}
              {filtered ? ' match' : ' in the school'}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {canManage && (
            <>
              <Link to={paths.admin.addStudent.getHref()} className={primaryButton}>
                Add student
              </Link>
              <button
                type="button"
                className={secondaryButton}
                aria-expanded={importing}
                onClick={() => setImporting((open) => !open)}
              >
                Import CSV
              </button>
            </>
          )}
          <button
            type="button"
            className={secondaryButton}
            disabled={exporting.isPending}
            onClick={() => void exportCsv()}
          >
            {exporting.isPending ? 'Exporting…' : 'Export CSV'}
          </button>
        </div>
      </div>

      {importing && <ImportStudents onClose={() => setImporting(false)} />}

      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <label className="block text-sm font-medium">
          Search
          <input
            type="search"
            className={`${inputClass} mt-1`}
            placeholder="Name, admission number or e-mail"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <div className="text-sm font-medium">
          <span id="class-filter-label">Class</span>
          <details className="relative mt-1">
            <summary
              aria-describedby="class-filter-label"
              className={`${inputClass} cursor-pointer list-none font-normal`}
            >
              {classSummary}
            </summary>
            <fieldset className="rounded-school absolute z-10 mt-1 max-h-72 w-64 overflow-y-auto border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
              <legend className="sr-only">Show the students of</legend>
              {classes.isPending && <p className="font-normal">Loading the classes…</p>}
              {classes.isError && (
                <p className="font-normal text-red-700 dark:text-red-400">
                  The classes could not be loaded. Reload the page to try again.
                </p>
              )}
              {classes.data?.length === 0 && (
                <p className="font-normal">
                  No classes yet. Add them on the Classes screen to filter by class.
                </p>
              )}
              <ul className="space-y-1">
                {classes.data?.map((c) => (
                  <li key={c.id}>
                    <label className="flex items-center gap-2 font-normal">
                      <input
                        type="checkbox"
                        className="size-4 accent-[var(--school-primary)]"
                        checked={classIds.includes(c.id)}
                        onChange={(e) =>
                          update({
                            class_id: e.target.checked
                              ? [...classIds, c.id]
                              : classIds.filter((id) => id !== c.id),
                          })
                        }
                      />
                      {c.name}
                    </label>
                  </li>
                ))}
              </ul>
              {classIds.length > 0 && (
                <button
                  type="button"
                  className={`${secondaryButton} mt-2`}
                  onClick={() => update({ class_id: null })}
                >
                  Any class
                </button>
              )}
            </fieldset>
          </details>
        </div>
        <label className="block text-sm font-medium">
          Status
          <select
            className={`${inputClass} mt-1`}
            value={params.status ?? ''}
            onChange={(e) => update({ status: e.target.value || null })}
          >
            <option value="">Any status</option>
            {STUDENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
      </div>

      {actionError && (
        <p
          role="alert"
          className="rounded-school mt-4 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {actionError}
        </p>
      )}

      <DataTable
        caption="Students"
        className="mt-6"
        columns={COLUMNS}
        rows={list.data?.results}
        rowKey={(student) => student.id}
        stale={list.isPlaceholderData}
        loadingText="Loading the students…"
        error={list.isError ? loadFailure('The students', list.error) : null}
        onRetry={() => void list.refetch()}
        sorting={{ ordering: params.ordering, onOrderingChange: (o) => update({ ordering: o }) }}
        pagination={
          list.data && {
            page: params.page ?? 1,
            pageSize: PAGE_SIZE,
            count: list.data.count,
            onPage: (page) => update({ page: page > 1 ? String(page) : null }),
          }
        }
        selection={
          canManage
            ? {
                selected,
                onChange: select,
                rowLabel: (student) => `Select ${studentName(student) || student.admission_number}`,
                allLabel: 'Select every student on this page',
                noun: { one: 'student', many: 'students' },
                actions: (chosen) => {
                  const ids = chosen.map((student) => student.id);
                  return (
                    <>
                      <label className="text-sm font-medium">
                        New status
                        <select
                          className={`${inputClass} mt-1`}
                          value={newStatus}
                          onChange={(e) => setNewStatus(e.target.value as StudentStatus | '')}
                        >
                          <option value="">Choose a status</option>
                          {STUDENT_STATUSES.map((s) => (
                            <option key={s} value={s}>
                              {STATUS_LABELS[s]}
                            </option>
                          ))}
                        </select>
                      </label>
                      <button
                        type="button"
                        className={secondaryButton}
                        disabled={!newStatus || busy}
                        onClick={() => void applyStatus(ids)}
                      >
                        Set status
                      </button>
                      <button
                        type="button"
                        className={`${secondaryButton} text-red-700 dark:text-red-400`}
                        disabled={busy}
                        onClick={() => void deleteSelected(ids)}
                      >
                        Delete
                      </button>
                    </>
                  );
                },
              }
            : undefined
        }
        empty={
          filtered ? (
            <>
              <p>
                No student matches these filters. Check the spelling, or choose another class or
                status.
              </p>
              <button
                type="button"
                className={`${secondaryButton} mt-2`}
                onClick={() => {
                  setText('');
                  update({ search: null, class_id: null, status: null });
                }}
              >
                Clear the filters
              </button>
            </>
          ) : (
            `No students yet. ${
              canManage
                ? 'Add them one at a time with “Add student”, or the whole school at once with “Import CSV”.'
                : 'An admin who manages people can add them.'
            }`
          )
        }
      />
    </section>
  );
}
