// The footer's newsletter sign-up (spec §2 "Footer"): an e-mail input and Subscribe. The server
// stores the address and says so in a toast; an address it refuses gets its message beside the
// input; any other failure is a toast with the error's message.
// One field does not need react-hook-form and zod: together they would add about 40 KB to every
// public page, which all carry this footer. The browser's own e-mail check, kept as simple as
// the input's, catches typing slips; the server has the last word.
import { useId, useRef, useState, type FormEvent } from 'react';

import { errorMessage } from '@/lib/api-client';

import { emailFieldError, subscribeToNewsletter } from '../api/subscribe';

const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function NewsletterForm() {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    const problem = !value
      ? 'Enter your e-mail address.'
      : EMAIL.test(value)
        ? null
        : 'Enter a valid e-mail address, such as name@example.com.';
    setError(problem);
    if (problem) {
      input.current?.focus();
      return;
    }
    setSending(true);
    // Toasts load with the first one, so that the public pages do not wait for them.
    const toasts = import('sonner');
    try {
      const answer = await subscribeToNewsletter(value);
      setEmail('');
      (await toasts).toast.success(answer.detail || 'You are subscribed to the newsletter.');
    } catch (failure) {
      const message = emailFieldError(failure);
      if (message) {
        setError(message);
        input.current?.focus();
      } else {
        (await toasts).toast.error(
          errorMessage(failure, 'The subscription failed. Please try again.'),
        );
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Newsletter" className="w-full max-w-md">
      <label htmlFor={id} className="block text-sm font-medium text-slate-900 dark:text-white">
        Your e-mail
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          ref={input}
          id={id}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="name@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="rounded-school min-w-0 flex-1 border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-transparent focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-600 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-400"
        />
        <button
          type="submit"
          disabled={sending}
          className="bg-primary rounded-school px-5 py-2 font-medium text-white hover:opacity-90 disabled:opacity-60"
        >
          {sending ? 'Subscribing…' : 'Subscribe'}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
    </form>
  );
}
