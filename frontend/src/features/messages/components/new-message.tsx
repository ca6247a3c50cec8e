// A new message: to one of the people the caller may write to (related through a class, in a
// pair of roles the school's settings open), about which child where a teacher and a parent
// share several, and its text.
import { useState, type FormEvent } from 'react';

import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';

import { useContacts, useStart, type Contact } from '../api';
import { roleName } from './conversation-list';
import { MAX_CHARS } from './thread-view';

function label(c: Contact): string {
  const children = c.students.map((s) => s.name).join(', ');
  const role = roleName(c.role);
  if (c.role === 'parent' && children) return `${c.name} (parent of ${children})`;
  return `${c.name} (${role})`;
}

/** Whether a conversation with `c` names a child: a teacher and a parent. */
function namesChild(myRole: string, c: Contact): boolean {
  return (
    (myRole === 'teacher' && c.role === 'parent') || (myRole === 'parent' && c.role === 'teacher')
  );
}

export function NewMessage({
  myRole,
  onSent,
  onCancel,
}: {
  myRole: string;
  onSent: (conversationId: string) => void;
  onCancel: () => void;
}) {
  const contacts = useContacts(true);
  const start = useStart();
  const [to, setTo] = useState('');
  const [about, setAbout] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const list = contacts.data ?? [];
  const contact = list.find((c) => c.id === to);
  const choose = contact && namesChild(myRole, contact) && contact.students.length > 1;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!contact) return setProblem('Choose who to write to.');
    if (choose && !about) return setProblem('Choose which child this message is about.');
    if (!body.trim()) return setProblem('Write a message before sending.');
    setProblem(null);
    start.mutate(
      { to: contact.id, about: choose ? about : null, body },
      { onSuccess: (started) => onSent(started.conversation.id) },
    );
  };

  if (contacts.isPending) return <p className="p-4 text-sm">Loading who you can write to…</p>;
  if (contacts.isError) {
    return (
      <p role="alert" className="p-4 text-sm text-red-700 dark:text-red-400">
        {loadFailure('The people you can write to', contacts.error)}
      </p>
    );
  }
  if (list.length === 0) {
    return (
      <div className="space-y-3 p-4 text-sm">
        <p>
          There is nobody you can write to here yet: messages connect people through the classes
          they share, as the school allows. Contact the school office instead.
        </p>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Back
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className="space-y-4 p-4" aria-label="New message">
      <h2 className="text-lg font-semibold">New message</h2>
      <SelectField
        label="To"
        value={to}
        onChange={(e) => {
          setTo(e.target.value);
          setAbout('');
        }}
        options={[
          { value: '', label: 'Choose a person' },
          ...list.map((c) => ({ value: c.id, label: label(c) })),
        ]}
      />
      {choose && (
        <SelectField
          label="About"
          value={about}
          onChange={(e) => setAbout(e.target.value)}
          options={[
            { value: '', label: 'Choose a child' },
            ...contact.students.map((s) => ({ value: s.id, label: s.name })),
          ]}
        />
      )}
      <TextareaField
        label="Message"
        value={body}
        onChange={(e) => setBody(e.target.value)}
        maxLength={MAX_CHARS}
        rows={5}
        hint="Plain text. Web addresses become links."
      />
      {(problem || start.isError) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem ??
            errorMessage(
              start.error,
              'The message may not have been sent. Check your conversations before sending it again.',
            )}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" className={primaryButton} disabled={start.isPending}>
          {start.isPending ? 'Sending…' : 'Send'}
        </button>
        <button type="button" className={secondaryButton} onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
