// An exam's status as a coloured label.
import type { ExamStatus } from '../api';
import { STATUS_LABELS } from '../schedule';

const STYLES: Record<ExamStatus, string> = {
  draft: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
  scheduled: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
  in_progress: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  completed: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
};

export function StatusBadge({ status }: { status: ExamStatus }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STYLES[status] ?? STYLES.draft}`}
    >
      {STATUS_LABELS[status] ?? status}
    </span>
  );
}
