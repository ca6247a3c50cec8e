// One student's report cards for staff: the terms they have a card in (scores entered, published
// or not), the card of the term chosen as it stands, a Print button (one A4 page; the browser's
// "Save as PDF" makes the file) and, when `editable`, the term report's comments and ratings.
import { useSearchParams } from 'react-router-dom';

import { secondaryButton } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { isNotFound } from '../api';
import { useStudentCard, useStudentTerms } from '../cards-api';
import { attendanceText, figure, positionText, termTitle } from './format';
import { ReportCardView } from './report-card';
import { TermReportEditor } from './term-report-editor';

const muted = 'text-slate-600 dark:text-slate-400';

export function StudentReport({
  studentId,
  editable,
  canPrincipal,
}: {
  studentId: string;
  editable: boolean;
  canPrincipal: boolean;
}) {
  const [search, setSearch] = useSearchParams();
  const terms = useStudentTerms(studentId);
  const chosen = search.get('term') ?? '';
  // Without a term in the address: the newest term with a card, else the current term.
  const term = chosen || terms.data?.[0]?.term_id || '';
  const card = useStudentCard(studentId, term, terms.isSuccess || terms.isError);

  const chooseTerm = (termId: string) => {
    const next = new URLSearchParams(search);
    next.set('term', termId);
    setSearch(next, { replace: true });
  };

  let body;
  if (card.error) {
    body = (
      <p role="alert" className="mt-4">
        {isNotFound(card.error)
          ? 'There is no report card for this student in this term: no scores are entered for them yet.'
          : loadFailure('The report card', card.error)}
      </p>
    );
  } else if (!card.data) {
    body = (
      <p role="status" className="mt-4">
        Loading the report card…
      </p>
    );
  } else {
    const c = card.data;
    body = (
      <>
        {editable && (
          // The form first: a class teacher writes 35 comments on a phone, the card below.
          <section
            className="rounded-school mt-4 border border-slate-200 p-4 print:hidden dark:border-slate-800"
            aria-labelledby="term-report-heading"
          >
            <h2 id="term-report-heading" className="text-lg font-semibold">
              {c.name}: comments and ratings
            </h2>
            <p className={`mt-1 mb-3 text-sm ${muted}`}>
              Average {figure(c.average)} · {positionText(c.position, c.out_of)} · grade{' '}
              {figure(c.grade)} · attendance {attendanceText(c).toLowerCase()}
            </p>
            {/* Keyed on the student and term only: a refetch (on reconnecting, say) must not
                throw away what the teacher is typing. */}
            <TermReportEditor
              key={`${c.student_id}|${c.term_id}`}
              card={c}
              term={term}
              canPrincipal={canPrincipal}
            />
          </section>
        )}
        <div className="mt-4 flex flex-wrap gap-2 print:hidden">
          <button type="button" className={secondaryButton} onClick={() => window.print()}>
            Print or save as PDF
          </button>
        </div>
        <div className="mt-4">
          <ReportCardView card={c} />
        </div>
      </>
    );
  }

  return (
    <div>
      {terms.data && terms.data.length > 0 && (
        <nav aria-label="Terms" className="print:hidden">
          <ul className="flex flex-wrap gap-2">
            {terms.data.map((t) => {
              const current = t.term_id === term;
              return (
                <li key={t.term_id}>
                  <button
                    type="button"
                    aria-current={current ? 'page' : undefined}
                    onClick={() => chooseTerm(t.term_id)}
                    className={`rounded-school border px-3 py-1.5 text-sm ${
                      current
                        ? 'bg-primary border-[var(--school-primary)] font-medium text-white'
                        : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
                    }`}
                  >
                    {termTitle(t)} · {t.class_name}
                    {!t.published && <span className={current ? '' : muted}> (not published)</span>}
                  </button>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      {body}
    </div>
  );
}
