// The dashboard's "Coming exams": the next papers of a student's class, of a parent's children's
// classes or of a teacher's classes and invigilation, by date, with their class (a parent with
// children in several classes needs it), subject, time and room.
import { Link } from 'react-router-dom';

import { panel } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { useExamPapers } from '../api';
import { byDate, dayHeading, joined, timeRange, today } from '../schedule';

/** How many of the next papers the card shows. */
const NEXT = 10;

export function ComingExams({ more }: { more?: string }) {
  const papers = useExamPapers({ from: today(), page_size: NEXT });

  let body;
  if (papers.error) {
    body = <p role="alert">{loadFailure('The coming exams', papers.error)}</p>;
  } else if (!papers.data) {
    body = <p role="status">Loading the coming exams…</p>;
  } else if (papers.data.results.length === 0) {
    body = <p className="mt-1 text-sm">No exams are scheduled.</p>;
  } else {
    body = (
      <>
        {byDate(papers.data.results).map(({ date, papers: ofDay }) => (
          <div key={date} className="mt-2">
            <h3 className="text-sm font-semibold">{dayHeading(date)}</h3>
            <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
              {ofDay.map((paper) => (
                <li key={paper.id} className="flex gap-3 py-1.5 text-sm">
                  <span className="w-24 shrink-0 font-mono text-xs leading-5">
                    {timeRange(paper)}
                  </span>
                  <span>
                    <span className="font-medium">{paper.subject_name}</span>
                    <span className="text-slate-600 dark:text-slate-400">
                      {' '}
                      · {joined(paper.class_name, paper.room)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {papers.data.count > papers.data.results.length && (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {more ? (
              <Link to={more} className="underline">
                See all {papers.data.count} coming papers
              </Link>
            ) : (
              `The next ${papers.data.results.length} of ${papers.data.count} coming papers.`
            )}
          </p>
        )}
      </>
    );
  }
  return (
    <section className={`${panel} mt-6`} aria-labelledby="coming-exams-heading">
      <h2 id="coming-exams-heading" className="text-lg font-semibold">
        Coming exams
      </h2>
      {body}
    </section>
  );
}
