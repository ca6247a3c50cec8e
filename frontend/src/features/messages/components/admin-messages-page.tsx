// /admin/messages (spec §2): for moderators (admins holding messages.moderate), the messages
// waiting for review with their conversation, to approve or reject with a reason the sender
// reads; and the admin's own conversations with teachers.
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';

import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';
import { loadFailure } from '@/lib/errors';

import { useModerate, useWaiting, type Waiting } from '../api';
import { roleName, when } from './conversation-list';
import { Conversations } from './messages-page';
import { MessageText } from './message-text';

function WaitingItem({ item }: { item: Waiting }) {
  const moderate = useModerate();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const { conversation: c, message: m } = item;
  const sender = c.people.find((p) => p.id === m.sender_id);
  const recipient = c.people.find((p) => p.id !== m.sender_id);
  return (
    <li className={panel}>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        <strong className="text-slate-900 dark:text-slate-100">{sender?.name}</strong> (
        {roleName(sender?.role ?? '')}) to{' '}
        <strong className="text-slate-900 dark:text-slate-100">{recipient?.name}</strong> (
        {roleName(recipient?.role ?? '')}){c.about ? `, about ${c.about.name}` : ''} ·{' '}
        <time dateTime={m.sent_at}>{when(m.sent_at)}</time>
      </p>
      <div className="mt-2 rounded-lg bg-slate-100 p-3 text-sm dark:bg-slate-800">
        <MessageText text={m.body} />
      </div>
      {m.note && <p className="mt-2 text-sm text-amber-800 dark:text-amber-300">{m.note}</p>}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          className={primaryButton}
          disabled={moderate.isPending}
          onClick={() => moderate.mutate({ id: m.id })}
        >
          Approve
        </button>
        <button
          type="button"
          className={secondaryButton}
          disabled={moderate.isPending}
          onClick={() => setRejecting((r) => !r)}
        >
          Reject…
        </button>
        <Link
          className="text-sm underline"
          to={paths.admin.conversation.getHref({ conversationId: c.id })}
        >
          Read the conversation
        </Link>
      </div>
      {rejecting && (
        <form
          className="mt-3 space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            moderate.mutate({ id: m.id, reject: reason });
          }}
        >
          <label className="block text-sm font-medium" htmlFor={`reason-${m.id}`}>
            Why (the sender reads it)
          </label>
          <textarea
            id={`reason-${m.id}`}
            value={reason}
            maxLength={500}
            rows={2}
            onChange={(e) => setReason(e.target.value)}
            className="rounded-school block w-full border border-slate-300 bg-white px-3 py-2 text-base dark:border-slate-700 dark:bg-slate-900"
          />
          <button type="submit" className={secondaryButton} disabled={moderate.isPending}>
            Reject the message
          </button>
        </form>
      )}
      {moderate.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errorMessage(
            moderate.error,
            'The decision may not have been saved. Reload the list and check.',
          )}
        </p>
      )}
    </li>
  );
}

function Queue() {
  const waiting = useWaiting(true);
  if (waiting.isPending) return <p className="text-sm">Loading the messages waiting for review…</p>;
  if (waiting.isError) {
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {loadFailure('The messages waiting for review', waiting.error)}
      </p>
    );
  }
  if (waiting.data.length === 0) {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">Nothing is waiting for review.</p>
    );
  }
  return (
    <ul aria-label="Waiting for review" className="space-y-3">
      {waiting.data.map((item) => (
        <WaitingItem key={item.message.id} item={item} />
      ))}
    </ul>
  );
}

export default function AdminMessagesPage() {
  const { user } = useAuth();
  const { conversationId } = useParams();
  const [search, setSearch] = useSearchParams();
  const moderator = may(user, 'messages.moderate');
  const showQueue =
    moderator && !conversationId && search.get('new') !== '1' && search.get('tab') !== 'mine';
  const tab = (mine: boolean, text: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={showQueue !== mine}
      onClick={() => setSearch(mine ? { tab: 'mine' } : {})}
      className={`rounded-school px-3 py-2 text-sm ${showQueue !== mine ? 'bg-primary font-medium text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
    >
      {text}
    </button>
  );
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">Messages</h1>
      {moderator && (
        <div role="tablist" aria-label="Messages" className="mb-4 flex gap-1">
          {tab(false, 'Waiting for review')}
          {tab(true, 'Your conversations')}
        </div>
      )}
      {showQueue ? <Queue /> : <Conversations role="admin" listQuery={{ tab: 'mine' }} />}
    </>
  );
}
