// /admin/announcements: every announcement, searchable and filtered, with create, edit, show
// or hide, and delete.
import { useDeferredValue, useState } from 'react';
import { toast } from 'sonner';

import { Pager } from '@/components/ui/pager';
import { inputClass, panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { useDates } from '@/lib/school';

import { useDeleteAnnouncement } from '../api/delete-announcement';
import { useAnnouncements, type AnnouncementListParams } from '../api/get-announcements';
import type { Announcement, Audience, Priority } from '../api/types';
import { usePatchAnnouncement } from '../api/update-announcement';
import { AUDIENCES, AUDIENCE_LABELS, PRIORITIES, PRIORITY_LABELS, isExpired } from '../labels';
import { AnnouncementForm } from './announcement-form';
import { PriorityBadge } from './priority-badge';

const PAGE_SIZE = 10;

function Status({ announcement }: { announcement: Announcement }) {
  if (!announcement.is_active) return <span>Hidden</span>;
  if (isExpired(announcement.expires_at)) return <span>Expired</span>;
  return <span className="text-green-700 dark:text-green-400">Shown</span>;
}

export default function AnnouncementsPage() {
  const dates = useDates();
  const [search, setSearch] = useState('');
  const [priority, setPriority] = useState<Priority | ''>('');
  const [audience, setAudience] = useState<Audience | ''>('');
  const [active, setActive] = useState<'' | 'true' | 'false'>('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Announcement | 'new' | null>(null);
  const deferred = useDeferredValue(search);
  const params: AnnouncementListParams = {
    search: deferred.trim() || undefined,
    priority: priority || undefined,
    target_audience: audience || undefined,
    is_active: active === '' ? undefined : active === 'true',
    page,
    page_size: PAGE_SIZE,
  };
  const list = useAnnouncements(params);
  const remove = useDeleteAnnouncement();
  const patch = usePatchAnnouncement();
  const filtered = Boolean(params.search || priority || audience || active);

  const onFilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const toggle = async (a: Announcement) => {
    try {
      await patch.mutateAsync({ id: a.id, body: { is_active: !a.is_active } });
      toast.success(a.is_active ? `“${a.title}” is hidden.` : `“${a.title}” is shown.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The announcement could not be changed.'));
    }
  };

  const destroy = async (a: Announcement) => {
    if (!window.confirm(`Delete the announcement “${a.title}”? This cannot be undone.`)) return;
    try {
      await remove.mutateAsync(a.id);
      if (editing !== 'new' && editing?.id === a.id) setEditing(null);
      toast.success(`“${a.title}” is deleted.`);
    } catch (error) {
      toast.error(errorMessage(error, 'The announcement could not be deleted.'));
    }
  };

  const results = list.data?.results ?? [];
  return (
    <section className={panel} aria-labelledby="announcements-heading">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 id="announcements-heading" className="text-2xl font-bold">
          Announcements
        </h1>
        <button type="button" className={primaryButton} onClick={() => setEditing('new')}>
          New announcement
        </button>
      </div>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Shown announcements appear on the dashboards of the people they are for, most urgent first,
        until they expire.
      </p>

      {editing && (
        <AnnouncementForm
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}

      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block text-sm font-medium">
          Search
          <input
            type="search"
            className={`${inputClass} mt-1`}
            placeholder="Title or text"
            value={search}
            onChange={(e) => onFilter(setSearch)(e.target.value)}
          />
        </label>
        <label className="block text-sm font-medium">
          Priority
          <select
            className={`${inputClass} mt-1`}
            value={priority}
            onChange={(e) => onFilter(setPriority)(e.target.value as Priority | '')}
          >
            <option value="">Any priority</option>
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {PRIORITY_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          Audience
          <select
            className={`${inputClass} mt-1`}
            value={audience}
            onChange={(e) => onFilter(setAudience)(e.target.value as Audience | '')}
          >
            <option value="">Any audience</option>
            {AUDIENCES.map((a) => (
              <option key={a} value={a}>
                {AUDIENCE_LABELS[a]}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-medium">
          Shown
          <select
            className={`${inputClass} mt-1`}
            value={active}
            onChange={(e) => onFilter(setActive)(e.target.value as '' | 'true' | 'false')}
          >
            <option value="">Shown or hidden</option>
            <option value="true">Shown</option>
            <option value="false">Hidden</option>
          </select>
        </label>
      </div>

      {list.isPending ? (
        <p role="status" className="mt-6 text-slate-600 dark:text-slate-400">
          Loading the announcements…
        </p>
      ) : results.length === 0 ? (
        <p className="mt-6 text-slate-600 dark:text-slate-400">
          {filtered
            ? 'No announcement matches these filters.'
            : 'No announcements yet. Publish one to tell the school what is happening.'}
        </p>
      ) : (
        <ul className="mt-6 space-y-3" aria-label="Announcements">
          {results.map((a) => (
            <li key={a.id}>
              <article
                aria-labelledby={`announcement-${a.id}`}
                className={`rounded-school border border-l-4 border-slate-200 p-4 dark:border-slate-800 ${
                  a.priority === 'HIGH'
                    ? 'border-l-red-600'
                    : 'border-l-slate-300 dark:border-l-slate-700'
                } ${a.is_active && !isExpired(a.expires_at) ? '' : 'opacity-75'}`}
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h2 id={`announcement-${a.id}`} className="font-semibold break-words">
                    {a.title}
                  </h2>
                  <PriorityBadge priority={a.priority} />
                </div>
                <p className="mt-2 line-clamp-3 text-sm whitespace-pre-line text-slate-700 dark:text-slate-300">
                  {a.content}
                </p>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-slate-600 sm:grid-cols-4 dark:text-slate-400">
                  <div>
                    <dt className="inline font-medium">For: </dt>
                    <dd className="inline">{AUDIENCE_LABELS[a.target_audience]}</dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">Status: </dt>
                    <dd className="inline">
                      <Status announcement={a} />
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">Expires: </dt>
                    <dd className="inline">
                      {a.expires_at ? dates.moment(a.expires_at) : 'Never'}
                    </dd>
                  </div>
                  <div>
                    <dt className="inline font-medium">By: </dt>
                    <dd className="inline">
                      {a.created_by_name || 'Unknown'}, {dates.moment(a.created_at)}
                    </dd>
                  </div>
                </dl>
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Edit ${a.title}`}
                    onClick={() => setEditing(a)}
                  >
                    Edit
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`${a.is_active ? 'Hide' : 'Show'} ${a.title}`}
                    disabled={patch.isPending}
                    onClick={() => void toggle(a)}
                  >
                    {a.is_active ? 'Hide' : 'Show'}
                  </button>
                  <button
                    type="button"
                    className={secondaryButton}
                    aria-label={`Delete ${a.title}`}
                    disabled={remove.isPending}
                    onClick={() => void destroy(a)}
                  >
                    Delete
                  </button>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pager page={page} pageSize={PAGE_SIZE} count={list.data.count} onPage={setPage} />
      )}
    </section>
  );
}
