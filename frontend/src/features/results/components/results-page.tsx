// /teacher/results: the teacher's class subjects, each with where its sheet is (draft, submitted,
// approved, published), and the score sheet of the one chosen, kept in
// the address (`?sheet=<classSubjectId>`) so that a reload or a shared link opens it again, in
// the term chosen (`?term=<termId>`; the server's current term without it).
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { loadFailure } from '@/lib/errors';

import { useMyClassSubjects } from '../api';
import { STATUS_WORDS } from '../cells';
import { useBoard } from '../cards-api';
import { SheetPanel } from './sheet-panel';
import { TermPicker } from './term-picker';

export default function ResultsPage() {
  const [search, setSearch] = useSearchParams();
  const chosen = search.get('sheet') ?? '';
  const term = search.get('term') ?? '';
  const subjects = useMyClassSubjects();
  // Where each of the teacher's sheets is in the term (the board answers a teacher their own).
  const board = useBoard(term);
  const sheetOf = new Map(
    (board.data?.classes ?? []).flatMap((c) =>
      c.sheets.map((sheet) => [sheet.class_subject_id, sheet] as const),
    ),
  );

  const chooseTerm = (termId: string) => {
    const next = new URLSearchParams(search);
    if (termId) next.set('term', termId);
    else next.delete('term');
    setSearch(next);
  };

  let list;
  if (subjects.error) {
    list = (
      <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
        {loadFailure('Your subjects', subjects.error)}
      </p>
    );
  } else if (!subjects.data) {
    list = (
      <p role="status" className="mt-4">
        Loading your subjects…
      </p>
    );
  } else if (subjects.data.length === 0) {
    list = <p className="mt-4">You teach no subject yet, so there is no score sheet for you.</p>;
  } else {
    list = (
      <nav aria-label="Your score sheets" className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {subjects.data.map((cs) => {
            const current = cs.id === chosen;
            const sheet = sheetOf.get(cs.id);
            return (
              <li key={cs.id}>
                <Link
                  to={paths.teacher.results.getHref({ sheet: cs.id, term })}
                  aria-current={current ? 'page' : undefined}
                  className={`rounded-school block border px-3 py-2 text-sm ${
                    current
                      ? 'border-[var(--school-primary)] bg-primary font-medium text-white'
                      : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
                  }`}
                >
                  {cs.class_name} · {cs.subject_name}
                  {sheet && ' '}
                  {sheet && (
                    <span className="ml-1 text-xs font-normal">
                      (
                      {sheet.returned
                        ? 'returned for changes'
                        : STATUS_WORDS[sheet.status].toLowerCase()}
                      )
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    );
  }

  return (
    <section
      className="rounded-school shadow-school border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
      aria-labelledby="results-heading"
    >
      <h1 id="results-heading" className="text-2xl font-bold">
        Results
      </h1>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Choose a class and subject to enter this term’s scores. They are saved as you type. Choose
        another term to read or correct its sheets.
      </p>
      <div className="mt-4 sm:max-w-sm">
        <TermPicker chosen={term} onChoose={chooseTerm} />
      </div>
      {list}
      {chosen ? (
        <SheetPanel key={`${chosen}|${term}`} classSubjectId={chosen} term={term} />
      ) : (
        subjects.data &&
        subjects.data.length > 0 && <p className="mt-6">Choose a sheet above to open it.</p>
      )}
    </section>
  );
}
