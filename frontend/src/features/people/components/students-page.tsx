// /admin/students: every student, a page of 50 at a time from the server, searched, filtered by
// class and status and sorted by the column headers; the filters live in the address, so that
// coming back from a student finds the list as it was. Admins who manage people also select
// rows to change their status or delete them, import a CSV file, and export what they see.
import { useCallback, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
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
  useBulkDeleteStudents,
  useBulkSetStatus,
  useClassOptions,
  useExportStudents,
  useStudents,
  type StudentListParams,
  type StudentOrdering,
} from '../api/students';
import type { StudentBody, StudentStatus } from '../api/types';
import { ImportStudents } from './import-students';
import {
  STATUS_LABELS,
  STUDENT_STATUSES,
  StatusBadge,
  asSentence,
  formatDate,
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

function message(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

function SortHeader({
  label,
  field,
  ordering,
  onSort,
}: {
  label: string;
  field: 'last_name' | 'admission_number' | 'admission_date';
  ordering: StudentOrdering | undefined;
  onSort: (ordering: StudentOrdering) => void;
}) {
  const direction =
    ordering === field ? 'ascending' : ordering === `-${field}` ? 'descending' : 'none';
  return (
    <th scope="col" aria-sort={direction} className={thClass}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:underline"
        onClick={() => onSort(direction === 'ascending' ? `-${field}` : field)}
      >
        {label}
        <span aria-hidden="true" className="w-3 text-xs">
          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : ''}
        </span>
      </button>
    </th>
  );
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
  const pageKey = query.toString();
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<string> }>({
    key: '',
    ids: new Set(),
  });
  const rows = list.data?.results ?? [];
  const selected =
    selection.key === pageKey ? rows.filter((r) => selection.ids.has(r.id)).map((r) => r.id) : [];
  const select = (ids: string[]) => setSelection({ key: pageKey, ids: new Set(ids) });
  const toggle = (id: string) =>
    select(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  const allSelected = rows.length > 0 && selected.length === rows.length;

  const classIds = params.class_id ?? [];
  const filtered = Boolean(params.search || classIds.length > 0 || params.status);
  const classNames = (classes.data ?? []).filter((c) => classIds.includes(c.id)).map((c) => c.name);
  const classSummary =
    classIds.length === 0
      ? 'Any class'
      : classNames.length === classIds.length && classNames.length <= 2
        ? classNames.join(', ')
        : `${classIds.length} classes`;

  const applyStatus = async () => {
    if (!newStatus || selected.length === 0) return;
    setActionError(null);
    try {
      await setStatus.mutateAsync({ ids: selected, status: newStatus });
      toast.success(
        `${selected.length === 1 ? 'The student is' : `${selected.length} students are`} now ${STATUS_LABELS[newStatus].toLowerCase()}.`,
      );
      select([]);
      setNewStatus('');
    } catch (error) {
      setActionError(message(error, 'The status could not be changed. Nothing was changed.'));
    }
  };

  const deleteSelected = async () => {
    const n = selected.length;
    if (
      n === 0 ||
      !window.confirm(
        `Delete ${n === 1 ? 'this student' : `these ${n} students`} and ${n === 1 ? 'their sign-in account' : 'their sign-in accounts'}? This cannot be undone. To keep a student's records, set their status to Withdrawn instead.`,
      )
    )
      return;
    setActionError(null);
    try {
      await bulkDelete.mutateAsync(selected);
      toast.success(n === 1 ? 'The student is deleted.' : `${n} students are deleted.`);
      select([]);
    } catch (error) {
      setActionError(message(error, 'The students could not be deleted. Nothing was deleted.'));
    }
  };

  const exportCsv = async () => {
    try {
      await exporting.mutateAsync(params);
    } catch (error) {
      toast.error(message(error, 'The export could not be made. Try again in a moment.'));
    }
  };

  const busy = setStatus.isPending || bulkDelete.isPending;
  return (
    <section className={panel} aria-labelledby="students-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 id="students-heading" className="text-2xl font-bold">
            Students
          </h1>
          {list.data && (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {list.data.count.toLocaleString()} {list.data.count === 1 ? 'student' : 'students'}
              {filtered ? ' match' : ' in the school'}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {canManage && (
            <>
              <Link to="/admin/students/add" className={primaryButton}>
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

      {canManage && selected.length > 0 && (
        <div
          role="region"
          aria-label="Selected students"
          className="rounded-school mt-4 flex flex-wrap items-end gap-3 bg-slate-100 p-3 dark:bg-slate-800"
        >
          <p className="self-center text-sm font-medium">
            {selected.length} {selected.length === 1 ? 'student' : 'students'} selected
          </p>
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
            onClick={() => void applyStatus()}
          >
            Set status
          </button>
          <button
            type="button"
            className={`${secondaryButton} text-red-700 dark:text-red-400`}
            disabled={busy}
            onClick={() => void deleteSelected()}
          >
            Delete
          </button>
          <button type="button" className={secondaryButton} onClick={() => select([])}>
            Clear selection
          </button>
        </div>
      )}
      {actionError && (
        <p
          role="alert"
          className="rounded-school mt-4 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {actionError}
        </p>
      )}

      {list.isError && (
        <div role="alert" className="mt-6 text-red-700 dark:text-red-400">
          <p>
            {`The students could not be loaded: ${asSentence(message(list.error, 'the server did not answer'))} Check your connection, then try again.`}
          </p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            onClick={() => void list.refetch()}
          >
            Try again
          </button>
        </div>
      )}
      {list.isPending && (
        <p role="status" className="mt-6 text-slate-600 dark:text-slate-400">
          Loading the students…
        </p>
      )}

      {list.data && list.data.count > 0 && (
        <div className="mt-4 overflow-x-auto">
          <table className={tableClass} aria-busy={list.isPlaceholderData}>
            <caption className="sr-only">Students</caption>
            <thead>
              <tr>
                {canManage && (
                  <th scope="col" className={`${thClass} w-8`}>
                    <input
                      type="checkbox"
                      aria-label="Select every student on this page"
                      className="size-4 accent-[var(--school-primary)]"
                      checked={allSelected}
                      ref={(box) => {
                        if (box) box.indeterminate = selected.length > 0 && !allSelected;
                      }}
                      onChange={() => select(allSelected ? [] : rows.map((r) => r.id))}
                    />
                  </th>
                )}
                <SortHeader
                  label="Admission no."
                  field="admission_number"
                  ordering={params.ordering}
                  onSort={(o) => update({ ordering: o })}
                />
                <SortHeader
                  label="Name"
                  field="last_name"
                  ordering={params.ordering}
                  onSort={(o) => update({ ordering: o })}
                />
                <th scope="col" className={thClass}>
                  Class
                </th>
                <th scope="col" className={thClass}>
                  Status
                </th>
                <th scope="col" className={thClass}>
                  Parents
                </th>
                <SortHeader
                  label="Admitted"
                  field="admission_date"
                  ordering={params.ordering}
                  onSort={(o) => update({ ordering: o })}
                />
              </tr>
            </thead>
            <tbody className={list.isPlaceholderData ? 'opacity-60' : undefined}>
              {rows.map((student) => {
                const name = studentName(student) || student.admission_number;
                return (
                  <tr key={student.id}>
                    {canManage && (
                      <td className={tdClass}>
                        <input
                          type="checkbox"
                          aria-label={`Select ${name}`}
                          className="size-4 accent-[var(--school-primary)]"
                          checked={selected.includes(student.id)}
                          onChange={() => toggle(student.id)}
                        />
                      </td>
                    )}
                    <td className={`${tdClass} whitespace-nowrap`}>{student.admission_number}</td>
                    <td className={tdClass}>
                      <Link
                        to={`/admin/students/${student.id}`}
                        className="font-medium text-[var(--school-primary)] hover:underline"
                      >
                        {student.last_name}, {student.first_name}
                      </Link>
                    </td>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      {student.class_name ?? (
                        <span className="text-slate-500 dark:text-slate-400">No class</span>
                      )}
                    </td>
                    <td className={tdClass}>
                      <StatusBadge status={student.status} />
                    </td>
                    <td className={tdClass}>
                      <ParentsCell student={student} />
                    </td>
                    <td className={`${tdClass} whitespace-nowrap`}>
                      {formatDate(student.admission_date)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {list.data?.count === 0 &&
        (filtered ? (
          <div className="mt-6 text-slate-600 dark:text-slate-400">
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
          </div>
        ) : (
          <p className="mt-6 text-slate-600 dark:text-slate-400">
            No students yet.{' '}
            {canManage
              ? 'Add them one at a time with “Add student”, or the whole school at once with “Import CSV”.'
              : 'An admin who manages people can add them.'}
          </p>
        ))}

      {list.data && (
        <Pager
          page={params.page ?? 1}
          pageSize={PAGE_SIZE}
          count={list.data.count}
          onPage={(page) => update({ page: page > 1 ? String(page) : null })}
        />
      )}
    </section>
  );
}
