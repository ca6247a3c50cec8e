// /admin/result-checker: any student's report card, found by admission number or name (spec §2),
// term by term as it stands, printable. The card and its term report are edited on the results
// pages; this one is for the office answering a family at the counter or on the phone.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { Field } from '@/components/ui/field';
import { api } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { Paginated } from '@/types/paginated';
import type { StudentBody } from '@/types/register';

import { StudentReport } from '../cards/student-report';

const muted = 'text-slate-600 dark:text-slate-400';

function useStudentLookup(search: string) {
  return useQuery({
    queryKey: ['results', 'lookup', search],
    queryFn: ({ signal }) =>
      api.get<Paginated<StudentBody>>('/api/students/', { search, page_size: 10 }, { signal }),
    enabled: search.trim().length >= 2,
    select: (answer) => answer.results,
  });
}

export default function LookupPage() {
  const [search, setSearch] = useSearchParams();
  const [text, setText] = useState('');
  const typed = useDebouncedValue(text, 300);
  const found = useStudentLookup(typed.trim());
  const student = search.get('student') ?? '';

  const choose = (id: string) => {
    setSearch({ student: id });
    setText('');
  };

  return (
    <div>
      <div className="print:hidden">
        <h1 className="text-2xl font-bold">Result checker</h1>
        <p className={`mt-1 text-sm ${muted}`}>
          Find any student’s report card by admission number or name.
        </p>
        <div className="mt-4 max-w-md">
          <Field
            label="Admission number or name"
            type="search"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
        {found.error && <p role="alert">{loadFailure('The students', found.error)}</p>}
        {typed.trim().length >= 2 && found.data && (
          <ul
            aria-label="Students found"
            className="mt-2 max-w-md divide-y divide-slate-100 dark:divide-slate-800"
          >
            {found.data.length === 0 && <li className="py-2">No student matches “{typed}”.</li>}
            {found.data.map((s) => (
              <li key={s.id}>
                <button
                  type="button"
                  className="w-full py-2 text-left hover:underline"
                  onClick={() => choose(s.id)}
                >
                  {s.first_name} {s.last_name}{' '}
                  <span className={muted}>
                    {s.admission_number}
                    {s.class_name ? ` · ${s.class_name}` : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {student ? (
        <div className="mt-6">
          <StudentReport key={student} studentId={student} editable={false} canPrincipal={false} />
        </div>
      ) : (
        <p className={`mt-6 print:hidden ${muted}`}>Choose a student to see their report cards.</p>
      )}
    </div>
  );
}
