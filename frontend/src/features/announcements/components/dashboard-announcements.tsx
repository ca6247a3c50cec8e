// The announcements on every dashboard: the current ones meant for the reader, as the dashboard's
// one answer carries them (the server chooses by role, decision 008), most urgent first, HIGH
// ones marked.
import { useDates } from '@/lib/school';

import type { Announcement } from '../api/types';
import { AUDIENCE_LABELS } from '../labels';
import { PriorityBadge } from './priority-badge';

export type DashboardAnnouncement = Pick<
  Announcement,
  'id' | 'title' | 'content' | 'priority' | 'target_audience' | 'created_at' | 'created_by_name'
>;

export function DashboardAnnouncements({
  items,
  showAudience = false,
}: {
  items: readonly DashboardAnnouncement[];
  showAudience?: boolean;
}) {
  const dates = useDates();
  return (
    <section aria-labelledby="dashboard-announcements-heading" className="mt-10">
      <h2 id="dashboard-announcements-heading" className="text-xl font-bold">
        Announcements
      </h2>
      {items.length === 0 ? (
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          There are no announcements right now.
        </p>
      ) : (
        <ul className="mt-3 space-y-3">
          {items.map((a) => {
            const high = a.priority === 'HIGH';
            return (
              <li
                key={a.id}
                className={`rounded-school shadow-school border border-l-4 bg-white p-4 dark:bg-slate-900 ${
                  high
                    ? 'border-red-200 border-l-red-600 dark:border-red-900 dark:border-l-red-500'
                    : 'border-slate-200 border-l-[var(--school-primary)] dark:border-slate-800'
                }`}
              >
                <article aria-labelledby={`dashboard-announcement-${a.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 id={`dashboard-announcement-${a.id}`} className="font-semibold break-words">
                      {a.title}
                    </h3>
                    {a.priority !== 'MEDIUM' && <PriorityBadge priority={a.priority} />}
                  </div>
                  <p className="mt-2 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                    {a.content}
                  </p>
                  <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                    {dates.moment(a.created_at)}
                    {a.created_by_name && ` · ${a.created_by_name}`}
                    {showAudience && ` · For ${AUDIENCE_LABELS[a.target_audience].toLowerCase()}`}
                  </p>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
