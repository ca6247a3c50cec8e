// Finds a student by name or admission number (GET /api/students/?search=) and hands the chosen
// one to `onPick`; used to link children to a parent.
import { useId, useState } from 'react';

import { inputClass, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { StudentBody } from '@/types/register';

import { useStudentSearch } from '../api/parents';
import { fullName } from './people-parts';

interface ChildPickerProps {
  /** The visible label of the search input. */
  label?: string;
  /** Students already chosen: they are not offered again. */
  exclude?: readonly string[];
  onPick: (student: StudentBody) => void;
}

/** How a found student is described: name, admission number and class. */
export function studentSummary(student: StudentBody): string {
  const klass = student.class_name ? `, ${student.class_name}` : '';
  return `${fullName(student)} (${student.admission_number}${klass})`;
}

export function ChildPicker({ label = 'Find a student', exclude = [], onPick }: ChildPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const found = useStudentSearch(debounced);
  const results = (found.data?.results ?? []).filter((s) => !exclude.includes(s.id));
  const searching = debounced.length >= 2;

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className={`${inputClass} mt-1`}
        placeholder="Name or admission number"
        aria-describedby={`${id}-hint`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Type at least two letters, then choose the student.
      </p>
      {searching && found.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errorMessage(found.error, 'The students could not be searched.')} Try again in a moment.
        </p>
      )}
      {searching && found.data && (
        <ul aria-label="Matching students" className="mt-2 space-y-1">
          {results.map((student) => (
            <li key={student.id} className="flex items-center justify-between gap-3 text-sm">
              <span>{studentSummary(student)}</span>
              <button
                type="button"
                className={secondaryButton}
                aria-label={`Choose ${studentSummary(student)}`}
                onClick={() => {
                  onPick(student);
                  setSearch('');
                }}
              >
                Choose
              </button>
            </li>
          ))}
          {results.length === 0 && (
            <li className="text-sm text-slate-600 dark:text-slate-400">
              No student matches “{debounced}”. Check the spelling or try the admission number.
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/** Suggestions for the relationship input; any text of up to 50 characters is accepted. */
export const RELATIONSHIPS = ['Father', 'Mother', 'Guardian', 'Grandparent', 'Sibling', 'Other'];

export function RelationshipOptions({ id }: { id: string }) {
  return (
    <datalist id={id}>
      {RELATIONSHIPS.map((r) => (
        <option key={r} value={r} />
      ))}
    </datalist>
  );
}
