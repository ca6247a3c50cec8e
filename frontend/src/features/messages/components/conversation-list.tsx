// The signed-in person's conversations, the latest first: who, about which child, the last
// message and how many are unread.
import { Link } from 'react-router-dom';

import { ROLE_LABELS, parseRole } from '@/lib/roles';

import type { InboxLine } from '../api';

export function when(iso: string): string {
  const date = new Date(iso);
  const today = new Date();
  return date.toDateString() === today.toDateString()
    ? date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(undefined, { day: 'numeric', month: 'short' });
}

/** A role as people read it ('Teacher'), from the server's name of it. */
export function roleName(role: string): string {
  const known = parseRole(role);
  return known ? ROLE_LABELS[known] : role;
}

export function ConversationList({
  lines,
  hrefOf,
  current,
}: {
  lines: InboxLine[];
  hrefOf: (id: string) => string;
  current?: string;
}) {
  if (lines.length === 0) {
    return (
      <p className="p-4 text-sm text-slate-600 dark:text-slate-400">
        No conversations yet. Start one with New message.
      </p>
    );
  }
  return (
    <ul aria-label="Conversations" className="divide-y divide-slate-200 dark:divide-slate-800">
      {lines.map(({ conversation, last, unread }) => {
        const other = conversation.with ?? conversation.people[0];
        const preview = last
          ? `${last.mine ? 'You: ' : ''}${last.state === 'delivered' ? last.body : last.state === 'rejected' ? 'Not delivered' : 'Waiting for review'}`
          : '';
        return (
          <li key={conversation.id}>
            <Link
              to={hrefOf(conversation.id)}
              aria-current={current === conversation.id ? 'page' : undefined}
              className={`flex gap-3 px-4 py-3 hover:bg-slate-50 dark:hover:bg-slate-800 ${
                current === conversation.id ? 'bg-slate-100 dark:bg-slate-800' : ''
              }`}
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-baseline justify-between gap-2">
                  <span className={`truncate ${unread ? 'font-semibold' : 'font-medium'}`}>
                    {other.name}
                  </span>
                  {last && (
                    <span className="shrink-0 text-xs text-slate-600 dark:text-slate-400">
                      {when(last.sent_at)}
                    </span>
                  )}
                </p>
                <p className="truncate text-xs text-slate-600 dark:text-slate-400">
                  {roleName(other.role)}
                  {conversation.about ? ` · about ${conversation.about.name}` : ''}
                </p>
                <p className="mt-0.5 flex items-center gap-2 text-sm">
                  <span className="min-w-0 flex-1 truncate text-slate-700 dark:text-slate-300">
                    {preview}
                  </span>
                  {unread > 0 && (
                    <span className="bg-primary shrink-0 rounded-full px-2 text-xs font-semibold text-white">
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </p>
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
