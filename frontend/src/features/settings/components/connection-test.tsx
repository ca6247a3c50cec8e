// A Test button of the settings screens (decision 009): busy while the test runs, then a toast
// with the server's answer, and the last answer kept beneath the button. When the call itself
// fails, spec §8's message for the test; a 422 puts its field messages beside their inputs; a
// 429 says when to try again. Some tests take an address (`to`) typed beside the button.
import { useId, useState, type KeyboardEvent } from 'react';
import { toast } from 'sonner';

import { secondaryButton } from '@/components/ui/styles';
import { ApiError, errorMessage } from '@/lib/api-client';
import { serverFieldErrors } from '@/lib/errors';

import type { ConnectionTestResult } from '../api/connection-tests';
import { isEmail } from '../validation';

/** An address the test sends to: an e-mail address or a phone number in E.164. */
export interface TestTarget {
  label: string;
  kind: 'email' | 'phone';
  /** Whether the test needs it (a send-test) or may go without (the SMTP test). */
  required: boolean;
}

interface ConnectionTestProps {
  /** The button's text, which names the test. */
  label: string;
  /** The button's text while the test runs. */
  busyLabel: string;
  /**
   * Runs the test with the address typed (empty when none). Answers null when it was not sent
   * because the form's own checks failed (their messages then show beside the inputs).
   */
  run: (to: string) => Promise<ConnectionTestResult | null>;
  /** Puts a 422's field messages beside the form's inputs; answers the lines it could not place. */
  placeFields?: (fields: Record<string, string[]>) => string[];
  target?: TestTarget;
}

interface Outcome {
  success: boolean;
  message: string;
}

const E164 = /^\+[1-9]\d{6,14}$/;

function targetProblem(target: TestTarget, value: string): string | null {
  if (!value) return target.required ? 'Enter where to send the test.' : null;
  if (target.kind === 'email' && !isEmail(value)) {
    return 'Enter an e-mail address such as office@school.example.';
  }
  if (target.kind === 'phone' && !E164.test(value)) {
    return 'Enter the number with its country code, such as +2348012345678.';
  }
  return null;
}

function detail(error: ApiError): string | null {
  const value = (error.data as { detail?: unknown } | null)?.detail;
  return typeof value === 'string' && value ? value : null;
}

export function ConnectionTest({
  label,
  busyLabel,
  run,
  placeFields,
  target,
}: ConnectionTestProps) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | null>(null);

  /** The message for a call that failed, after placing a 422's field messages. */
  const failureMessage = (error: unknown): string => {
    if (!(error instanceof ApiError)) {
      return errorMessage(error, 'The test failed. Check your connection, then try again.');
    }
    if (error.status === 422) {
      const fields = serverFieldErrors(error);
      let lines: string[] = [];
      if (fields) {
        const { to: toMessages, ...rest } = fields;
        if (toMessages && target) setToError(toMessages.join(' '));
        else if (toMessages) lines.push(`to: ${toMessages.join(', ')}`);
        lines = lines.concat(
          placeFields
            ? placeFields(rest)
            : Object.entries(rest).map(([key, messages]) => `${key}: ${messages.join(', ')}`),
        );
      }
      const base = detail(error) ?? error.message;
      return lines.length ? `${base} ${lines.join('; ')}` : base;
    }
    if (error.status === 429) return detail(error) ?? error.message;
    return error.message;
  };

  const start = async () => {
    if (busy) return;
    const address = to.trim();
    const problem = target ? targetProblem(target, address) : null;
    setToError(problem);
    if (problem) return;
    setBusy(true);
    try {
      const result = await run(address);
      if (!result) return;
      setOutcome({ success: result.success, message: result.message });
      if (result.success) toast.success(result.message);
      else toast.error(result.message);
    } catch (error) {
      const message = failureMessage(error);
      setOutcome({ success: false, message });
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  // Enter in the address runs the test instead of saving the settings form around it.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void start();
    }
  };

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end gap-3">
        {target && (
          <div className="w-full min-w-0 sm:w-72">
            <label htmlFor={`${id}-to`} className="block text-sm font-medium">
              {target.label}
              {!target.required && (
                <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span>
              )}
            </label>
            <input
              id={`${id}-to`}
              type={target.kind === 'email' ? 'email' : 'tel'}
              inputMode={target.kind === 'email' ? 'email' : 'tel'}
              autoComplete="off"
              placeholder={target.kind === 'email' ? 'office@school.example' : '+2348012345678'}
              value={to}
              onChange={(event) => {
                setTo(event.target.value);
                setToError(null);
              }}
              onKeyDown={onKeyDown}
              aria-invalid={toError ? true : undefined}
              aria-describedby={toError ? `${id}-to-error` : undefined}
              className="rounded-school mt-1 block w-full border border-slate-300 bg-white px-3 py-2 text-base focus:border-transparent focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-700 dark:bg-slate-900"
            />
          </div>
        )}
        <button
          type="button"
          className={`${secondaryButton} inline-flex items-center gap-2 aria-disabled:cursor-wait aria-disabled:opacity-60`}
          // Stays focusable while busy (a disabled button would drop the keyboard's focus).
          aria-disabled={busy || undefined}
          aria-busy={busy || undefined}
          onClick={() => void start()}
        >
          {busy && (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
            />
          )}
          {busy ? busyLabel : label}
        </button>
      </div>
      {target && toError && (
        <p id={`${id}-to-error`} className="text-sm text-red-700 dark:text-red-400">
          {toError}
        </p>
      )}
      <p
        role="status"
        aria-label={`${label}: last result`}
        className={`text-sm ${
          outcome?.success ? 'text-green-800 dark:text-green-300' : 'text-red-700 dark:text-red-400'
        }`}
      >
        {outcome && (
          <>
            <span aria-hidden="true">{outcome.success ? '✓ ' : '✗ '}</span>
            <span className="sr-only">{outcome.success ? 'Succeeded: ' : 'Failed: '}</span>
            <span className="break-words">{outcome.message}</span>
          </>
        )}
      </p>
    </div>
  );
}

/**
 * Places a test's 422 field messages (keyed by the request's names, such as `host`, or by the
 * settings' dotted paths, such as `notifications.email.smtp.host`) on the inputs of `prefix`.
 * `names` maps a request name to the form's name under `prefix`. Answers the lines left over.
 */
export function testFieldPlacer(
  setError: (name: string, message: string) => void,
  prefix: string,
  names: Record<string, string>,
) {
  return (fields: Record<string, string[]>): string[] => {
    const unplaced: string[] = [];
    for (const [key, messages] of Object.entries(fields)) {
      const leaf = key.split('.').pop() ?? key;
      const name = names[leaf];
      if (name) setError(`${prefix}.${name}`, messages.join(' '));
      else unplaced.push(`${key}: ${messages.join(', ')}`);
    }
    return unplaced;
  };
}
