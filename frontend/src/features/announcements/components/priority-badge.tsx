// An announcement's priority as a coloured label; HIGH stands out.
import type { Priority } from '../api/types';
import { PRIORITY_LABELS } from '../labels';

const STYLES: Record<Priority, string> = {
  HIGH: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  MEDIUM: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  LOW: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${STYLES[priority]}`}
    >
      {PRIORITY_LABELS[priority]} priority
    </span>
  );
}
