// The signed-in person's messages from the school, newest first: unread ones marked, each
// opened to the page it is about, and all marked read in one go.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { Pager } from '@/components/ui/pager';
import { panel, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';
import { useDates } from '@/lib/school';
import { formatCount } from '@/lib/text';

import { useInbox, useMarkAllRead, useMarkRead, type NotificationBody } from '../api';

const PAGE_SIZE = 20;

/** A link inside the portal as a path the router opens; another address as it is. */
function inPortal(link: string): string | null {
  try {
    const url = new URL(link, window.location.origin);
    return url.origin === window.location.origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

export function NotificationsList() {
  const dates = useDates();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(1);
  const inbox = useInbox({ unread: unreadOnly || undefined, page, page_size: PAGE_SIZE });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const read = (message: NotificationBody) => {
    if (message.read_at) return;
    markRead.mutate(message.id, {
      onError: (error) =>
        toast.error(errorMessage(error, 'The message could not be marked read. Try again.')),
    });
  };

  const results = inbox.data?.results ?? [];
  return (
    <section className={panel} aria-labelledby="notifications-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="notifications-heading" className="text-2xl font-bold">
          Notifications
        </h1>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={unreadOnly}
              onChange={(e) => {
                setUnreadOnly(e.target.checked);
                setPage(1);
              }}
            />
            Only unread
          </label>
          <button
            type="button"
            className={secondaryButton}
            disabled={markAll.isPending}
            onClick={() =>
              markAll.mutate(undefined, {
                onSuccess: ({ marked }) =>
                  toast.success(
                    marked === 0
                      ? 'Everything was already read.'
                      : `${formatCount(marked)} marked read.`,
                  ),
                onError: (error) =>
                  toast.error(errorMessage(error, 'The messages could not be marked read.')),
              })
            }
          >
            Mark all as read
          </button>
        </div>
      </div>

      {inbox.isError ? (
        <div role="alert" className="mt-4 text-red-700 dark:text-red-300">
          <p>{loadFailure('Your notifications', inbox.error)}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            onClick={() => void inbox.refetch()}
          >
            Try again
          </button>
        </div>
      ) : inbox.isPending ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">Loading your notifications…</p>
      ) : results.length === 0 ? (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          {unreadOnly
            ? 'You have read everything. Untick “Only unread” to see earlier messages.'
            : 'No messages yet. Absences, results, exam timetables and school events will appear here.'}
        </p>
      ) : (
        <ul
          className="mt-4 divide-y divide-slate-200 dark:divide-slate-800"
          aria-busy={inbox.isPlaceholderData}
        >
          {results.map((message) => {
            const target = message.link ? inPortal(message.link) : null;
            return (
              <li key={message.id} className="py-4">
                <article aria-label={message.subject}>
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <h2
                      className={`text-base wrap-anywhere ${message.read_at ? 'font-medium' : 'font-bold'}`}
                    >
                      {!message.read_at && (
                        <span
                          className="bg-primary mr-2 inline-block size-2 rounded-full align-middle"
                          aria-hidden="true"
                        />
                      )}
                      {message.subject}
                      {!message.read_at && <span className="sr-only"> (unread)</span>}
                    </h2>
                    <time
                      dateTime={message.created_at}
                      className="text-xs text-slate-600 dark:text-slate-400"
                    >
                      {dates.moment(message.created_at)}
                    </time>
                  </div>
                  {/* A link written out in full breaks where it must, not past the screen. */}
                  <p className="mt-1 text-sm wrap-anywhere whitespace-pre-line text-slate-700 dark:text-slate-300">
                    {message.body}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2">
                    {target && (
                      <Link to={target} className={secondaryButton} onClick={() => read(message)}>
                        Open
                      </Link>
                    )}
                    {!message.read_at && (
                      <button
                        type="button"
                        className={secondaryButton}
                        disabled={markRead.isPending}
                        onClick={() => read(message)}
                        aria-label={`Mark “${message.subject}” as read`}
                      >
                        Mark as read
                      </button>
                    )}
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
      {inbox.data && inbox.data.count > PAGE_SIZE && (
        <Pager page={page} pageSize={PAGE_SIZE} count={inbox.data.count} onPage={setPage} />
      )}
    </section>
  );
}
