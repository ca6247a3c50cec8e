// A family's "Exams" page (/student/exams, /parent/exams, behind the dashboard's figures): every
// coming paper of a student's class or of a parent's children's classes, by date, with its class
// (a parent with children in several classes needs it), subject, time and room; the first
// twenty, and the next twenty each time "Show more papers" is pressed. A parent's papers name the
// children who sit them (`childrenOf`, from the app).
import { panel, secondaryButton } from '@/components/ui/styles';
import { dayInWords } from '@/lib/dates';
import { loadFailure } from '@/lib/errors';
import { useSchoolToday } from '@/lib/school';
import { joined } from '@/lib/text';

import { useComingPapers } from '../api';
import { byDate, timeRange } from '../schedule';

export function ComingExams({
  childrenOf = () => undefined,
}: {
  /** The names of the viewer's children in a class, by its id, when the app knows them. */
  childrenOf?: (classId: string) => string | undefined;
}) {
  const papers = useComingPapers(useSchoolToday());
  const shown = papers.data?.pages.flatMap((p) => p.results) ?? [];
  const count = papers.data?.pages[0]?.count ?? 0;

  let body;
  if (papers.error && !papers.data) {
    body = <p role="alert">{loadFailure('The coming exams', papers.error)}</p>;
  } else if (!papers.data) {
    body = <p role="status">Loading the coming exams…</p>;
  } else if (shown.length === 0) {
    body = <p className="mt-1 text-sm">No exams are scheduled.</p>;
  } else {
    body = (
      <>
        {byDate(shown).map(({ date, papers: ofDay }) => (
          <div key={date} className="mt-2">
            <h3 className="text-sm font-semibold">{dayInWords(date)}</h3>
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
                      · {joined(childrenOf(paper.class_id), paper.class_name, paper.room)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" role="status">
          {shown.length < count
            ? `Showing ${shown.length} of ${count} coming papers.`
            : `All ${count} coming ${count === 1 ? 'paper' : 'papers'}.`}
        </p>
        {papers.error && (
          <p role="alert" className="mt-2 text-sm">
            {loadFailure('The next papers', papers.error)}
          </p>
        )}
        {papers.hasNextPage && (
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            disabled={papers.isFetchingNextPage}
            onClick={() => void papers.fetchNextPage()}
          >
            {papers.isFetchingNextPage ? 'Loading more papers…' : 'Show more papers'}
          </button>
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
