// One conversation: its messages, oldest first, following new ones every few seconds, and a
// box to answer. A message waiting for a moderator says so to its sender; a rejected one says
// why. Moderators reading a conversation they are not in see every message and cannot answer.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { Paperclip } from '@/components/ui/icons';
import { primaryButton } from '@/components/ui/styles';
import { ApiError, errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';

import { saveAttachment, useSend, useThread, type Message, type Thread } from '../api';
import { roleName, when } from './conversation-list';
import { MessageText } from './message-text';

/** The most a message holds (the server refuses more). */
export const MAX_CHARS = 2000;

function status(m: Message): string | null {
  switch (m.state) {
    case 'held':
      return m.mine ? 'Waiting for a moderator: not delivered yet.' : 'Waiting for a moderator.';
    case 'hidden':
      return `Hidden from the recipient. ${m.note ?? ''}`.trim();
    case 'rejected':
      return `Not delivered: ${m.note ?? 'a moderator refused it.'}`;
    default:
      return null;
  }
}

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** A message's file: saved when pressed (the download carries the session's token). */
function FileButton({ m }: { m: Message }) {
  const [problem, setProblem] = useState<string | null>(null);
  if (!m.attachment) return null;
  const file = m.attachment;
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setProblem(null);
          saveAttachment(m).catch((error: unknown) =>
            setProblem(errorMessage(error, 'The file could not be saved. Try again in a moment.')),
          );
        }}
        className="mb-1 flex items-center gap-2 rounded-lg border border-current/30 px-2 py-1 text-left underline"
      >
        <Paperclip className="size-4 shrink-0" />
        <span>
          {file.name} ({file.kind.toUpperCase()}, {size(file.bytes)})
        </span>
      </button>
      {problem && (
        <p role="alert" className="text-xs">
          {problem}
        </p>
      )}
    </>
  );
}

function Bubble({ m, sender }: { m: Message; sender: string }) {
  const note = status(m);
  return (
    <li className={`flex ${m.mine ? 'justify-end' : 'justify-start'}`}>
      <div
        className={`max-w-[85%] rounded-2xl px-3 py-2 text-sm ${
          m.mine
            ? 'bg-primary text-white'
            : 'bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100'
        } ${m.state !== 'delivered' ? 'ring-2 ring-amber-400' : ''}`}
      >
        <p className="sr-only">{m.mine ? 'You' : sender} wrote:</p>
        {m.attachment && <FileButton m={m} />}
        {(!m.attachment || m.body !== m.attachment.name) && <MessageText text={m.body} />}
        <p
          className={`mt-1 text-xs ${m.mine ? 'text-white' : 'text-slate-600 dark:text-slate-400'}`}
        >
          <time dateTime={m.sent_at}>{when(m.sent_at)}</time>
        </p>
        {note && (
          <p
            className={`mt-1 text-xs font-medium ${m.mine ? 'text-white' : 'text-amber-800 dark:text-amber-300'}`}
          >
            {note}
          </p>
        )}
      </div>
    </li>
  );
}

function Composer({ id }: { id: string }) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const send = useSend(id);
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if ((!text.trim() && !file) || send.isPending) return;
    send.mutate(
      { body: text, file },
      {
        onSuccess: () => {
          setText('');
          setFile(null);
          if (picker.current) picker.current.value = '';
        },
      },
    );
  };
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };
  return (
    <form onSubmit={submit} className="border-t border-slate-200 p-3 dark:border-slate-800">
      <label htmlFor={`reply-${id}`} className="sr-only">
        Your message
      </label>
      <textarea
        id={`reply-${id}`}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKey}
        rows={3}
        maxLength={MAX_CHARS}
        placeholder="Write a message"
        aria-describedby={`reply-${id}-help`}
        className="rounded-school block w-full border border-slate-300 bg-white px-3 py-2 text-base focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      />
      <div className="mt-2 flex items-center justify-between gap-3">
        <label className="cursor-pointer text-sm underline">
          <Paperclip className="mr-1 inline size-4" />
          {file ? `${file.name} (change)` : 'Attach a file'}
          <input
            ref={picker}
            type="file"
            className="sr-only"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </label>
        <p id={`reply-${id}-help`} className="text-xs text-slate-600 dark:text-slate-400">
          {text.length > MAX_CHARS - 200
            ? `${MAX_CHARS - text.length} characters left.`
            : 'Plain text; Ctrl+Enter sends.'}
        </p>
        <button
          type="submit"
          className={primaryButton}
          disabled={send.isPending || (!text.trim() && !file)}
        >
          {send.isPending ? 'Sending…' : 'Send'}
        </button>
      </div>
      {send.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {errorMessage(
            send.error,
            'The message may not have been sent. Check your connection; it shows above once it is.',
          )}
        </p>
      )}
    </form>
  );
}

function Header({ thread }: { thread: Thread }) {
  const c = thread.conversation;
  const title = c.with ? c.with.name : c.people.map((p) => p.name).join(' and ');
  return (
    <header className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {c.with ? roleName(c.with.role) : 'You are reading as a moderator'}
        {c.about ? ` · about ${c.about.name}` : ''}
      </p>
    </header>
  );
}

export function ThreadView({ id }: { id: string }) {
  const thread = useThread(id);
  const end = useRef<HTMLLIElement>(null);
  const count = thread.data?.messages.length ?? 0;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [count]);
  if (thread.isPending) return <p className="p-4 text-sm">Loading the conversation…</p>;
  // Gone or out of reach now (another person signed in, a conversation closed to them):
  // nothing read before is shown.
  const lost =
    thread.error instanceof ApiError &&
    (thread.error.status === 403 || thread.error.status === 404);
  if ((thread.isError && !thread.data) || lost) {
    return (
      <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-400">
        {loadFailure('The conversation', thread.error)}
      </p>
    );
  }
  const data = thread.data;
  const names = new Map(data.conversation.people.map((p) => [p.id, p.name]));
  return (
    <section aria-label="Conversation" className="flex min-h-[24rem] flex-col">
      <Header thread={data} />
      <ol
        aria-live="polite"
        aria-label="Messages"
        className="flex max-h-[60vh] flex-1 flex-col gap-2 overflow-y-auto p-4"
      >
        {data.messages.length === 0 && (
          <li className="text-sm text-slate-600 dark:text-slate-400">
            No messages you can see yet.
          </li>
        )}
        {data.messages.map((m) => (
          <Bubble key={m.id} m={m} sender={names.get(m.sender_id) ?? 'They'} />
        ))}
        <li ref={end} aria-hidden="true" />
      </ol>
      {data.conversation.with && <Composer id={id} />}
    </section>
  );
}
