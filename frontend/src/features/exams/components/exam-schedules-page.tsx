// /admin/exam-schedules: an exam's papers by day, built paper by paper, and printed on A4 for the
// notice board. The exam is chosen here (the first of the list, or `?exam=<id>` from the exams
// screen); a class filter narrows the list and is the class a new paper starts with.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';

import { SelectField } from '@/components/ui/select-field';
import { panel, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { dayInWords } from '@/lib/dates';
import { loadFailure } from '@/lib/errors';

import {
  MOST,
  useClasses,
  useExamPapers,
  useExams,
  useRemovePaper,
  type Exam,
  type ExamPaper,
} from '../api';
import { KIND_LABELS, dateRange, paperCount, timeRange } from '../schedule';
import { PaperForm } from './paper-form';
import { PapersByDay } from './papers-by-day';
import { StatusBadge } from './status-badge';
import { joined } from '@/lib/text';

const muted = 'text-slate-600 dark:text-slate-400';

function Schedule({ exam, classId }: { exam: Exam; classId: string }) {
  const papers = useExamPapers({ exam_id: exam.id, class_id: classId || undefined });
  const remove = useRemovePaper();
  const [editing, setEditing] = useState<string | null>(null);

  const onDelete = async (paper: ExamPaper) => {
    const what = `${paper.subject_name} for ${paper.class_name} on ${dayInWords(paper.date)}, ${timeRange(paper)}`;
    if (!window.confirm(`Delete the paper ${what}?`)) return;
    try {
      await remove.mutateAsync(paper.id);
      if (editing === paper.id) setEditing(null);
      toast.success(`The paper ${what} is deleted.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The paper could not be deleted. Try again in a moment.'));
    }
  };

  let body;
  if (papers.error) {
    body = (
      <p role="alert" className="text-red-700 dark:text-red-400">
        {loadFailure('The papers', papers.error)}
      </p>
    );
  } else if (!papers.data) {
    body = (
      <p role="status" className={muted}>
        Loading the papers…
      </p>
    );
  } else if (papers.data.results.length === 0) {
    body = (
      <p className={muted}>
        {classId
          ? 'This class has no papers in this exam yet. Add them below.'
          : 'This exam has no papers yet. Add them below.'}
      </p>
    );
  } else {
    const shown = papers.data.results;
    body = (
      <>
        <PapersByDay
          papers={shown}
          actions={(paper) => (
            <div className="flex gap-3">
              <button
                type="button"
                className="text-xs underline"
                aria-label={`Edit ${paper.subject_name} for ${paper.class_name} on ${dayInWords(paper.date)}`}
                onClick={() => setEditing(editing === paper.id ? null : paper.id)}
              >
                Edit
              </button>
              <button
                type="button"
                className="text-xs underline"
                aria-label={`Delete ${paper.subject_name} for ${paper.class_name} on ${dayInWords(paper.date)}`}
                disabled={remove.isPending}
                onClick={() => void onDelete(paper)}
              >
                Delete
              </button>
            </div>
          )}
          rowDetail={(paper) =>
            editing === paper.id ? (
              <PaperForm key={paper.id} exam={exam} paper={paper} onDone={() => setEditing(null)} />
            ) : null
          }
        />
        {papers.data.count > shown.length && (
          <p className={`mt-3 text-sm ${muted} print:hidden`}>
            These are the first {shown.length} of {papers.data.count} papers. Choose a class to see
            the rest.
          </p>
        )}
      </>
    );
  }

  return (
    <>
      <div className="mt-6">{body}</div>
      <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700 print:hidden">
        <PaperForm key={`${exam.id}-${classId}`} exam={exam} classId={classId} />
      </div>
    </>
  );
}

export default function ExamSchedulesPage() {
  const exams = useExams({ page_size: MOST });
  const classes = useClasses();
  const [params, setParams] = useSearchParams();
  const [classId, setClassId] = useState('');
  const list = exams.data?.results ?? [];
  const wanted = params.get('exam');
  const exam = list.find((e) => e.id === wanted) ?? list[0];
  const className = classes.data?.find((c) => c.id === classId)?.name;

  let body;
  if (exams.error) {
    body = (
      <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
        {loadFailure('The exams', exams.error)}
      </p>
    );
  } else if (!exams.data) {
    body = (
      <p role="status" className={`mt-4 ${muted}`}>
        Loading the exams…
      </p>
    );
  } else if (!exam) {
    body = (
      <p className={`mt-4 ${muted}`}>
        There are no exams yet. Add one on the{' '}
        <Link to={paths.admin.exams.getHref()} className="underline">
          exams
        </Link>{' '}
        screen, then give it papers here.
      </p>
    );
  } else {
    body = (
      <>
        {wanted && exam.id !== wanted && (
          <p className="mt-4 text-amber-800 dark:text-amber-300 print:hidden">
            The exam asked for is not in the list, so the first exam is shown.
          </p>
        )}
        <div className="mt-4 grid gap-3 sm:grid-cols-2 lg:max-w-2xl print:hidden">
          <SelectField
            label="Exam"
            options={list.map((e) => ({ value: e.id, label: `${e.name} (${e.term_name})` }))}
            value={exam.id}
            onChange={(e) => setParams({ exam: e.target.value }, { replace: true })}
          />
          <SelectField
            label="Class"
            options={[
              { value: '', label: 'All classes' },
              ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
            ]}
            value={classId}
            onChange={(e) => setClassId(e.target.value)}
          />
        </div>
        <div className="mt-6">
          <h2 className="text-xl font-semibold print:text-lg">
            {exam.name}
            {className && ` · ${className}`}
          </h2>
          <p className={`mt-1 flex flex-wrap items-center gap-2 text-sm ${muted} print:text-black`}>
            <span>
              {joined(exam.term_name, KIND_LABELS[exam.kind])},{' '}
              {dateRange(exam.start_date, exam.end_date)}
              {' · '}
              {paperCount(exam.papers)}
            </span>
            <span className="print:hidden">
              <StatusBadge status={exam.status} />
            </span>
          </p>
          {exam.status === 'draft' && (
            <p className={`mt-1 text-sm ${muted} print:hidden`}>
              This schedule is a draft, which only admins see. Publish it on the{' '}
              <Link to={paths.admin.exams.getHref()} className="underline">
                exams
              </Link>{' '}
              screen when it is ready.
            </p>
          )}
        </div>
        <Schedule key={exam.id} exam={exam} classId={classId} />
      </>
    );
  }

  return (
    <section
      className={`${panel} print:border-0 print:bg-white print:p-0 print:text-black print:shadow-none`}
      aria-labelledby="exam-schedules-heading"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 print:hidden">
        <h1 id="exam-schedules-heading" className="text-2xl font-bold">
          Exam schedules
        </h1>
        {exam && (
          <button type="button" className={secondaryButton} onClick={() => window.print()}>
            Print
          </button>
        )}
      </div>
      {body}
    </section>
  );
}
