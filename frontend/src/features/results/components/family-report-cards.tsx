// A family's "Report cards" page (/student/results, /parent/results, behind the dashboard's
// latest results): the terms whose results the school has published, for a student their own
// and for a parent each child's; one opens the card on the page
// (`?report=<termId>&student=<studentId>`, so a link or a reload opens it again), printable on
// one A4 page. Families never see a term that is not published: the server answers only those.
import { Link, useSearchParams } from 'react-router-dom';

import { panel, secondaryButton } from '@/components/ui/styles';
import { useAuth } from '@/lib/auth';
import { loadFailure } from '@/lib/errors';

import { useOwnStudents } from '@/lib/own-students';

import { useStudentCard, useStudentTerms } from '../cards-api';
import { termTitle } from '../cards/format';
import { ReportCardView } from '../cards/report-card';

const muted = 'text-slate-600 dark:text-slate-400';

function Terms({ studentId, name }: { studentId: string; name?: string }) {
  const terms = useStudentTerms(studentId);
  const [search] = useSearchParams();
  const open = search.get('student') === studentId ? search.get('report') : null;
  const link = (termId: string) => {
    const next = new URLSearchParams(search);
    next.set('report', termId);
    next.set('student', studentId);
    return `?${next.toString()}`;
  };

  let list;
  if (terms.error)
    list = <p className={`text-sm ${muted}`}>{loadFailure('The results', terms.error)}</p>;
  else if (!terms.data)
    list = (
      <p role="status" className={`text-sm ${muted}`}>
        Loading the results…
      </p>
    );
  else if (terms.data.length === 0)
    list = (
      <p className={`text-sm ${muted}`}>
        No results are published yet. {name ? 'You are' : 'Your parents are'} told when they are.
      </p>
    );
  else
    list = (
      <ul className="flex flex-wrap gap-2">
        {terms.data.map((t) => (
          <li key={t.term_id}>
            <Link
              to={link(t.term_id)}
              aria-current={open === t.term_id ? 'true' : undefined}
              className={`rounded-school block border px-3 py-1.5 text-sm ${
                open === t.term_id
                  ? 'bg-primary border-[var(--school-primary)] font-medium text-white'
                  : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
              }`}
            >
              {termTitle(t)} · {t.class_name}
            </Link>
          </li>
        ))}
      </ul>
    );
  return (
    <li className="py-2">
      {name && <h3 className="mb-1 text-sm font-semibold">{name}</h3>}
      {list}
    </li>
  );
}

function OpenCard({ studentId, termId }: { studentId: string; termId: string }) {
  const card = useStudentCard(studentId, termId);
  const [search, setSearch] = useSearchParams();
  const close = () => {
    const next = new URLSearchParams(search);
    next.delete('report');
    next.delete('student');
    setSearch(next);
  };
  let body;
  if (card.error)
    body = (
      <p role="alert">
        {loadFailure(
          'The report card',
          card.error,
          'It may not be published yet; check again later.',
        )}
      </p>
    );
  else if (!card.data) body = <p role="status">Loading the report card…</p>;
  // In print the card stands alone: the dashboard's other parts give way (index.css).
  else body = <ReportCardView card={card.data} />;
  return (
    <div className="mt-4">
      <div className="mb-3 flex flex-wrap gap-2 print:hidden">
        <button
          type="button"
          className={secondaryButton}
          disabled={!card.data}
          onClick={() => window.print()}
        >
          Print or save as PDF
        </button>
        <button type="button" className={secondaryButton} onClick={close}>
          Close the report card
        </button>
      </div>
      {body}
    </div>
  );
}

/** For a student (their own results) or a parent (each child's). */
export function FamilyReportCards() {
  const { user } = useAuth();
  const own = useOwnStudents(user?.id ?? '', Boolean(user));
  const [search] = useSearchParams();
  const parent = user?.role === 'parent';
  const students = own.data ? (parent ? own.data.results : own.data.results.slice(0, 1)) : [];
  const openStudent = search.get('student');
  const openTerm = search.get('report');
  const opened = openTerm && students.find((s) => s.id === openStudent);

  let body;
  if (own.error)
    body = <p className={`mt-1 text-sm ${muted}`}>{loadFailure('The results', own.error)}</p>;
  else if (!own.data)
    body = (
      <p role="status" className={muted}>
        Loading the results…
      </p>
    );
  else if (students.length === 0)
    body = (
      <p className={`mt-1 text-sm ${muted}`}>
        {parent ? 'No children are linked to your account yet.' : 'Your record is not set up yet.'}
      </p>
    );
  else
    body = (
      <ul className="mt-1 divide-y divide-slate-100 print:hidden dark:divide-slate-800">
        {students.map((s) => (
          <Terms
            key={s.id}
            studentId={s.id}
            name={parent ? `${s.first_name} ${s.last_name}` : undefined}
          />
        ))}
      </ul>
    );
  return (
    <section
      data-report-cards
      className={`${panel} mt-6 print:m-0 print:border-0 print:p-0 print:shadow-none`}
      aria-labelledby="report-cards-heading"
    >
      {/* The page's own heading says "Report cards" already. */}
      <h2 id="report-cards-heading" className="text-lg font-semibold print:hidden">
        Terms with a report card
      </h2>
      {body}
      {opened && (
        <OpenCard key={`${opened.id}|${openTerm}`} studentId={opened.id} termId={openTerm} />
      )}
    </section>
  );
}
