// /admin/exams: the exams of the school, newest term first as the server sends them. An exam
// starts as a draft; its papers are added on /admin/exam-schedules; publishing the schedule
// tells the students and parents of its classes (the server's answer says how many were told);
// the exam is then held (in progress) and completed. A published exam can be withdrawn to a
// draft to change it quietly.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { DataTable } from '@/components/ui/data-table';
import { panel, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { loadFailure, serverFieldErrors } from '@/lib/errors';

import {
  useDeleteExam,
  useExams,
  usePatchExam,
  usePublishExam,
  type Exam,
  type ExamStatus,
} from '../api';
import { KIND_LABELS, dateRange, paperCount } from '../schedule';
import { ExamForm } from './exam-form';
import { StatusBadge } from './status-badge';

const PAGE_SIZE = 20;

/** The status moves done by PATCH, with their buttons and what is said when done. */
type Move = {
  to: ExamStatus;
  label: string;
  name: (exam: string) => string;
  done: (exam: string) => string;
};
const MOVES: Partial<Record<ExamStatus, Move[]>> = {
  scheduled: [
    {
      to: 'in_progress',
      label: 'Mark in progress',
      name: (exam) => `Mark in progress: ${exam}`,
      done: (exam) => `${exam} is in progress.`,
    },
    {
      to: 'draft',
      label: 'Withdraw',
      name: (exam) => `Withdraw ${exam}`,
      done: (exam) => `${exam} is withdrawn: it is a draft again, which only admins see.`,
    },
  ],
  in_progress: [
    {
      to: 'completed',
      label: 'Mark completed',
      name: (exam) => `Mark completed: ${exam}`,
      done: (exam) => `${exam} is completed.`,
    },
  ],
};

function Actions({ exam, onEdit }: { exam: Exam; onEdit: () => void }) {
  const publish = usePublishExam();
  const patch = usePatchExam();
  const remove = useDeleteExam();
  const busy = publish.isPending || patch.isPending || remove.isPending;
  const hintId = `publish-hint-${exam.id}`;

  const onPublish = async () => {
    try {
      const result = await publish.mutateAsync(exam.id);
      toast.success(result.detail);
    } catch (error) {
      toast.error(
        errorMessage(error, 'The schedule could not be published. Try again in a moment.'),
      );
    }
  };

  const onMove = async (to: ExamStatus, done: (name: string) => string) => {
    if (
      to === 'draft' &&
      !window.confirm(
        `Withdraw ${exam.name}? It goes back to a draft: students, parents and teachers no longer see its papers until you publish it again.`,
      )
    )
      return;
    try {
      await patch.mutateAsync({ id: exam.id, body: { status: to } });
      toast.success(done(exam.name));
    } catch (error) {
      // A refused move (422) says why on its `status` field.
      const fields = serverFieldErrors(error);
      toast.error(
        fields
          ? Object.values(fields).flat().join(' ')
          : errorMessage(error, 'The exam could not be changed. Try again in a moment.'),
      );
    }
  };

  const onDelete = async () => {
    const papers = exam.papers > 0 ? ` It has ${paperCount(exam.papers).toLowerCase()}.` : '';
    if (!window.confirm(`Delete ${exam.name}?${papers} This cannot be undone.`)) return;
    try {
      await remove.mutateAsync(exam.id);
      toast.success(`${exam.name} is deleted.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The exam could not be deleted. Try again in a moment.'));
    }
  };

  return (
    <div className="flex flex-wrap items-start gap-2">
      {exam.status === 'draft' && (
        <div>
          <button
            type="button"
            className={secondaryButton}
            disabled={busy || exam.papers === 0}
            aria-describedby={exam.papers === 0 ? hintId : undefined}
            aria-label={`Publish schedule of ${exam.name}`}
            onClick={() => void onPublish()}
          >
            Publish schedule
          </button>
          {exam.papers === 0 && (
            <p id={hintId} className="mt-1 max-w-48 text-xs text-slate-600 dark:text-slate-400">
              Add its papers on the{' '}
              <Link to={paths.admin.examSchedules.getHref({ exam: exam.id })} className="underline">
                exam schedules
              </Link>{' '}
              screen first.
            </p>
          )}
        </div>
      )}
      {(MOVES[exam.status] ?? []).map((move) => (
        <button
          key={move.to}
          type="button"
          className={secondaryButton}
          disabled={busy}
          aria-label={move.name(exam.name)}
          onClick={() => void onMove(move.to, move.done)}
        >
          {move.label}
        </button>
      ))}
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        aria-label={`Edit ${exam.name}`}
        onClick={onEdit}
      >
        Edit
      </button>
      <button
        type="button"
        className={secondaryButton}
        disabled={busy}
        aria-label={`Delete ${exam.name}`}
        onClick={() => void onDelete()}
      >
        Delete
      </button>
    </div>
  );
}

export default function ExamsPage() {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<string | null>(null);
  const exams = useExams({ page, page_size: PAGE_SIZE });
  // The last exam of a later page was deleted: show the page before it.
  if (exams.data && !exams.isPlaceholderData && exams.data.results.length === 0 && page > 1)
    setPage(page - 1);

  return (
    <section className={panel}>
      <h1 className="text-2xl font-bold">Exams</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Add an exam, give it papers on the{' '}
        <Link to={paths.admin.examSchedules.getHref()} className="underline">
          exam schedules
        </Link>{' '}
        screen, then publish its schedule: the students and parents of its classes are told, as the
        notification settings say, and see the papers on their dashboards; teachers see the papers
        they invigilate on their exams page.
      </p>

      <DataTable
        caption="Exams"
        className="mt-6"
        columns={[
          { id: 'name', header: 'Name', rowHeader: true, cell: (exam) => exam.name },
          { id: 'term', header: 'Term', cell: (exam) => exam.term_name },
          { id: 'kind', header: 'Kind', cell: (exam) => KIND_LABELS[exam.kind] ?? exam.kind },
          {
            id: 'dates',
            header: 'Dates',
            className: 'whitespace-nowrap',
            cell: (exam) => dateRange(exam.start_date, exam.end_date),
          },
          { id: 'status', header: 'Status', cell: (exam) => <StatusBadge status={exam.status} /> },
          {
            id: 'papers',
            header: 'Papers',
            className: 'whitespace-nowrap',
            cell: (exam) => (
              <Link
                to={paths.admin.examSchedules.getHref({ exam: exam.id })}
                className="underline"
                aria-label={`${paperCount(exam.papers)}: the schedule of ${exam.name}`}
              >
                {paperCount(exam.papers)}
              </Link>
            ),
          },
          {
            id: 'actions',
            header: 'Actions',
            hideHeader: true,
            cell: (exam) => (
              <Actions
                exam={exam}
                onEdit={() => setEditing(editing === exam.id ? null : exam.id)}
              />
            ),
          },
        ]}
        rows={exams.data?.results}
        rowKey={(exam) => exam.id}
        rowDetail={(exam) =>
          editing === exam.id ? (
            <ExamForm key={exam.id} exam={exam} onDone={() => setEditing(null)} />
          ) : null
        }
        loadingText="Loading the exams…"
        stale={exams.isPlaceholderData}
        error={exams.error ? loadFailure('The exams', exams.error) : null}
        onRetry={() => void exams.refetch()}
        empty="There are no exams yet. Add the first one below."
        pagination={
          exams.data
            ? { page, pageSize: PAGE_SIZE, count: exams.data.count, onPage: setPage }
            : undefined
        }
      />

      <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700">
        <ExamForm />
      </div>
    </section>
  );
}
