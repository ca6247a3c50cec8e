// A class's report cards for a term, to check and print at once (decisions/021): each card as it
// stands, one per A4 page in print, so that "Print" (or the browser's "Save as PDF") gives the
// class's cards as one file. Each student's name opens their card with its comments and ratings.
import { Link } from 'react-router-dom';

import { secondaryButton } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { useClassCards } from '../cards-api';
import { ReportCardView } from './report-card';

const muted = 'text-slate-600 dark:text-slate-400';

export function ClassCards({
  classId,
  term,
  studentHref,
}: {
  classId: string;
  term: string;
  /** The page of one student's card and term report. */
  studentHref: (studentId: string) => string;
}) {
  const cards = useClassCards(classId, term);
  if (cards.error) {
    return (
      <p role="alert" className="mt-4">
        {loadFailure('The report cards', cards.error)}
      </p>
    );
  }
  if (!cards.data) {
    return (
      <p role="status" className="mt-4">
        Loading the report cards…
      </p>
    );
  }
  const { cards: list, class_name, term_name } = cards.data;
  return (
    <div>
      <div className="print:hidden">
        <h1 className="text-2xl font-bold">
          {class_name} · {term_name} report cards
        </h1>
        <p className={`mt-1 text-sm ${muted}`}>
          {list.length} {list.length === 1 ? 'card' : 'cards'}, one per A4 page when printed. Choose
          “Save as PDF” in the print dialog to keep them as a file.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            disabled={list.length === 0}
            onClick={() => window.print()}
          >
            Print all cards
          </button>
        </div>
        {list.length === 0 ? (
          <p className="mt-4">No student of this class has a score in this term yet.</p>
        ) : (
          <nav aria-label="Students" className="mt-4">
            <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              {list.map((card) => (
                <li key={card.student_id}>
                  <Link
                    className="text-primary dark:text-primary-soft underline"
                    to={studentHref(card.student_id)}
                  >
                    {card.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
      <div className="mt-6 space-y-6 print:mt-0 print:space-y-0">
        {list.map((card, i) => (
          <ReportCardView
            key={card.student_id}
            card={card}
            className={i < list.length - 1 ? 'print:break-after-page' : ''}
          />
        ))}
      </div>
    </div>
  );
}
