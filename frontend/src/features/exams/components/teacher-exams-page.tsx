// /teacher/exams: the coming papers of the teacher's classes and the papers they invigilate,
// from today on, by day; the ones they invigilate are marked, and can be shown alone. Prints on
// A4 like the admin's schedule.
import { useState } from 'react';

import { CheckboxField } from '@/components/ui/checkbox-field';
import { panel, secondaryButton } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { MOST, useExamPapers, useMyTeacherId, type ExamPaper } from '../api';
import { PapersByDay, wide } from './papers-by-day';
import { useSchoolToday } from '@/lib/school';

/** The teacher's part in a paper: invigilating it, or only teaching its class. */
function Part({ mine }: { mine: boolean }) {
  return mine ? (
    <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900 dark:text-amber-100 print:bg-white print:px-0">
      You invigilate
    </span>
  ) : (
    <span className="text-slate-600 dark:text-slate-400 print:text-black">Your class</span>
  );
}

export default function TeacherExamsPage() {
  const me = useMyTeacherId();
  const papers = useExamPapers({ from: useSchoolToday(), page_size: MOST });
  const [mineOnly, setMineOnly] = useState(false);
  const failed = me.error ?? papers.error;
  const invigilates = (paper: ExamPaper) => Boolean(me.data && paper.invigilator_id === me.data);

  let body;
  if (failed) {
    body = (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {loadFailure('Your exam papers', failed)}
      </p>
    );
  } else if (!papers.data || !me.data) {
    body = <p role="status">Loading your exam papers…</p>;
  } else {
    const all = papers.data.results;
    const shown = mineOnly ? all.filter(invigilates) : all;
    const count = all.filter(invigilates).length;
    body =
      all.length === 0 ? (
        <p>
          No exams are scheduled. The papers of your classes, and those you invigilate, appear here
          as soon as the school publishes an exam’s schedule.
        </p>
      ) : (
        <>
          <p className="text-slate-600 dark:text-slate-400 print:hidden">
            {count === 0
              ? 'You invigilate none of these papers.'
              : `You invigilate ${count === 1 ? '1 paper' : `${count} papers`}, marked “You invigilate”.`}
          </p>
          <div className="mt-3 print:hidden">
            <CheckboxField
              label="Only the papers I invigilate"
              checked={mineOnly}
              onChange={(e) => setMineOnly(e.target.checked)}
            />
          </div>
          <div className="mt-4">
            {shown.length === 0 ? (
              <p>You invigilate no coming paper.</p>
            ) : (
              <PapersByDay
                papers={shown}
                rowClassName={(paper) =>
                  invigilates(paper) ? 'bg-amber-50 dark:bg-amber-950/40 print:bg-white' : undefined
                }
                extra={[
                  {
                    id: 'part',
                    header: 'Your part',
                    // A phone shows the part under the subject instead.
                    className: `${wide} w-36 whitespace-nowrap`,
                    headerClassName: wide,
                    cell: (paper) => <Part mine={invigilates(paper)} />,
                  },
                ]}
                phoneNote={(paper) => (invigilates(paper) ? <Part mine /> : null)}
              />
            )}
            {papers.data.count > all.length && (
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                These are the first {all.length} of {papers.data.count} coming papers.
              </p>
            )}
          </div>
        </>
      );
  }

  return (
    <section
      className={`${panel} print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none`}
      aria-labelledby="teacher-exams-heading"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="teacher-exams-heading" className="text-2xl font-bold">
          Your exam papers
        </h1>
        {papers.data && papers.data.results.length > 0 && (
          <button
            type="button"
            className={`${secondaryButton} print:hidden`}
            onClick={() => window.print()}
          >
            Print
          </button>
        )}
      </div>
      <div className="mt-4">{body}</div>
    </section>
  );
}
