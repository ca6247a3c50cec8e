// A searchable, paginated list of the teacher's students, filtered on the server. The search,
// class and page live in the address (?search=&class=&page=), so going back from a student's
// record returns to the same place of the list. Typing waits for a pause before it asks.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Field } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { SelectField } from '@/components/ui/select-field';
import { secondaryButton } from '@/components/ui/styles';
import { teacherPaths } from '@/features/teaching/paths';
import type { ClassBody } from '@/features/people/api/types';

import { isNotFound, useStudents } from '../api';
import { STATUS_LABELS, countOf, fullName } from '../format';
import { LoadError, Loading, Notice, muted } from './parts';

export const PAGE_SIZE = 50;
const list =
  'rounded-school shadow-school divide-y divide-slate-100 border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900';
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

  const students = useStudents({
    page,
    page_size: PAGE_SIZE,
    search: search || undefined,
    class_id: classFilter || undefined,
    // The server orders by one field; last_name breaks ties by first name.
    ordering: 'last_name',
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

      <div className="mt-6">
        {students.isPending ? (
          <Loading text="Loading the students…" />
        ) : students.isError ? (
          <LoadError what="The students" onRetry={() => void students.refetch()} />
        ) : students.data.count === 0 ? (
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
        ) : (
          <>
            <p className={`mb-2 text-sm ${muted}`} role="status">
              {countOf(students.data.count, 'student')}
              {search ? ` matching “${search}”` : ''}
              {className && !classId ? ` in ${className}` : ''}
            </p>
            <ul
              aria-label="Students"
              aria-busy={students.isPlaceholderData || undefined}
              className={`${list} ${students.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {students.data.results.map((student) => (
                <li key={student.id}>
                  <Link
                    to={teacherPaths.student(student.id)}
                    className="flex flex-col gap-1 px-4 py-3 hover:bg-slate-50 sm:flex-row sm:items-center sm:gap-4 dark:hover:bg-slate-800"
                  >
                    <span className="font-medium break-words sm:flex-1">
                      {fullName(student.first_name, student.last_name, student.username)}
                    </span>{' '}
                    <span className={`text-sm ${muted} sm:w-40`}>
                      <span className="sr-only">Admission number </span>
                      {student.admission_number}
                    </span>{' '}
                    {!classId && (
                      <span className={`text-sm ${muted} sm:w-32`}>
                        {student.class_name ?? 'No class'}
                      </span>
                    )}{' '}
                    {student.status !== 'active' && (
                      <span className="w-fit rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900 dark:text-amber-100">
                        {STATUS_LABELS[student.status]}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              count={students.data.count}
              onPage={(p) => update({ page: p > 1 ? String(p) : '' })}
            />
          </>
        )}
      </div>
    </div>
  );
}
