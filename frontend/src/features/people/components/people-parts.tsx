// Pieces the people and academic-structure screens share: a person's name, the once-only
// initial password, and a dismissable problem message.
import type { ReactNode } from 'react';

import { secondaryButton } from '@/components/ui/styles';

/** A person's name: first and last, else their username. */
export function fullName(person: { first_name: string; last_name: string; username?: string }) {
  return `${person.first_name} ${person.last_name}`.trim() || person.username || '';
}

/**
 * What the new account's welcome e-mail does (decision 016): it carries a link to choose a
 * password, so the person need not wait for the slip. Nothing is said when no e-mail goes.
 */
export function welcomeSentence(email: string | null | undefined): string {
  return email
    ? `A welcome e-mail with a link to choose their own password is on its way to ${email}.`
    : '';
}

/** The generated first password of a new account, with its username: shown once, never again. */
export function InitialPasswordBox({
  name,
  username,
  password,
  welcomeEmail,
  children,
}: {
  name: string;
  username: string;
  password: string;
  /** Where the welcome e-mail with a link to choose a password is going, if one is. */
  welcomeEmail?: string | null;
  children?: ReactNode;
}) {
  return (
    <div
      role="status"
      aria-labelledby="initial-password-heading"
      className="rounded-school mt-6 border-2 border-amber-500 bg-amber-50 p-4 text-amber-950 dark:bg-amber-950 dark:text-amber-50"
    >
      <h2 id="initial-password-heading" className="text-lg font-semibold">
        {name} can sign in now
      </h2>
      <p className="mt-1 text-sm">
        Write these down or print them now: the password is shown only once; they must change it at
        first sign-in.
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="font-medium">Username</dt>
        <dd className="font-mono break-all">{username}</dd>
        <dt className="font-medium">Password</dt>
        <dd className="font-mono break-all">{password}</dd>
      </dl>
      {welcomeEmail && (
        <p className="mt-3 text-sm">
          {welcomeSentence(welcomeEmail)} They can use either the link or this password.
        </p>
      )}
      {children && <div className="mt-4 flex flex-wrap gap-3">{children}</div>}
    </div>
  );
}

/**
 * A problem the person must read (a refused delete, say), until they dismiss it; `details` are
 * the sentences of a bulk call's items (which teacher, and why).
 */
export function Problem({
  text,
  details = [],
  onDismiss,
}: {
  text: string | null;
  details?: readonly string[];
  onDismiss: () => void;
}) {
  if (!text) return null;
  return (
    <div
      role="alert"
      className="rounded-school mt-4 flex items-start justify-between gap-4 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <div>
        <p>{text}</p>
        {details.length > 0 && (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      <button type="button" className={secondaryButton} onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
