// A searchable, sortable, paginated table of the teacher's students, filtered on the server. The
// search, class, order and page live in the address (?search=&class=&ordering=&page=), so going
// back from a student's record returns to the same place of the list. Typing waits for a pause
// before it asks.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { DataTable } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { loadFailure } from '@/lib/errors';
import type { ClassBody, StudentBody } from '@/types/register';

import { isNotFound, useStudents } from '../api';
import { STATUS_LABELS, countOf, fullName } from '../format';
import { Notice, linkClass, muted } from './parts';

export const PAGE_SIZE = 50;
/** The orders the list's headers offer, as the server takes them. */
const ORDERINGS = ['last_name', '-last_name', 'admission_number', '-admission_number'];
/** How long typing must pause before the search is sent. */
export const SEARCH_DELAY_MS = 300;

interface StudentDirectoryProps {
  /** Only this class's students, without the class filter. */
  classId?: string;
  /** The classes to filter by; no filter when absent. */
  classes?: readonly ClassBody[];
  /** What to say when there is no student at all (no search, no filter). */
  empty: ReactNode;
  /** What to show when the server answers 404 (the class is not the teacher's). */
  notFound?: ReactNode;
}

export function StudentDirectory({ classId, classes, empty, notFound }: StudentDirectoryProps) {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const classFilter = classId ?? params.get('class') ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  // What is typed, ahead of the address while the pause is awaited. When the address changes
  // otherwise (a link to the bare list), the box follows it.
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    setText(search);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (changes: Record<string, string>) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  const onType = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update({ search: value.trim(), page: '' }), SEARCH_DELAY_MS);
  };

  const ordering = ORDERINGS.includes(params.get('ordering') ?? '')
    ? (params.get('ordering') as string)
    : 'last_name';
  const students = useStudents({
    page,
    page_size: PAGE_SIZE,
    search: search || undefined,
    class_id: classFilter || undefined,
    // The server orders by one field; last_name breaks ties by first name.
    ordering,
  });

  if (students.isError && isNotFound(students.error) && notFound) return <>{notFound}</>;

  const filtered = Boolean(search || (!classId && classFilter));
  const className = classes?.find((c) => c.id === classFilter)?.name;

  return (
    <div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <div className="sm:max-w-sm sm:flex-1">
          <Field
            label="Search students"
            type="search"
            placeholder="Name or admission number"
            autoComplete="off"
            value={text}
            onChange={(e) => onType(e.target.value)}
          />
        </div>
        {classes && (
          <div className="sm:w-56">
            <SelectField
              label="Class"
              value={classFilter}
              options={[
                { value: '', label: 'All your classes' },
                ...classes.map((c) => ({ value: c.id, label: c.name })),
              ]}
              onChange={(e) => update({ class: e.target.value, page: '' })}
            />
          </div>
        )}
      </div>

      {students.data && students.data.count > 0 && (
        <p className={`mt-6 mb-2 text-sm ${muted}`} role="status">
          {countOf(students.data.count, 'student')}
          {search ? ` matching “${search}”` : ''}
          {className && !classId ? ` in ${className}` : ''}
        </p>
      )}
      <DataTable
        caption="Students"
        className={students.data && students.data.count > 0 ? '' : 'mt-6'}
        columns={[
          {
            id: 'name',
            header: 'Name',
            sortKey: 'last_name',
            cell: (student) => (
              <Link
                to={paths.teacher.student.getHref({ studentId: student.id })}
                className={`${linkClass} break-words`}
              >
                {fullName(student.first_name, student.last_name, student.username)}
              </Link>
            ),
          },
          {
            id: 'admission_number',
            header: 'Admission number',
            sortKey: 'admission_number',
            className: 'whitespace-nowrap',
            cell: (student) => student.admission_number,
          },
          ...(classId
            ? []
            : [
                {
                  id: 'class',
                  header: 'Class',
                  className: 'whitespace-nowrap',
                  cell: (student: StudentBody) => student.class_name ?? 'No class',
                },
              ]),
          {
            id: 'status',
            header: 'Status',
            cell: (student) => STATUS_LABELS[student.status],
          },
        ]}
        rows={students.data?.results}
        rowKey={(student) => student.id}
        stale={students.isPlaceholderData}
        loadingText="Loading the students…"
        error={students.isError ? loadFailure('The students', students.error) : null}
        onRetry={() => void students.refetch()}
        sorting={{
          ordering,
          onOrderingChange: (next) =>
            update({ ordering: next === 'last_name' ? '' : next, page: '' }),
        }}
        pagination={
          students.data && {
            page,
            pageSize: PAGE_SIZE,
            count: students.data.count,
            onPage: (p) => update({ page: p > 1 ? String(p) : '' }),
          }
        }
        empty={
          filtered ? (
            <Notice
              role="status"
              title={
                search
                  ? `No student matches “${search}”${className ? ` in ${className}` : ''}.`
                  : `There is no student in ${className ?? 'this class'} yet.`
              }
            >
              <p>
                {search ? 'Check the spelling, or ' : 'Choose another class, or '}
                <button
                  type="button"
                  className={`${secondaryButton} mt-2 sm:mt-0`}
                  onClick={() => update({ search: '', class: '', page: '' })}
                >
                  show all the students
                </button>
              </p>
            </Notice>
          ) : (
            empty
          )
        }
      />
    </div>
  );
}
