// A labelled multi-line input with its error beneath, linked for screen readers.
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  hint?: string;
}

export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(
  function TextareaField({ label, error, hint, rows = 4, ...textarea }, ref) {
    const id = useId();
    const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
    return (
      <div>
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <textarea
          id={id}
          ref={ref}
          rows={rows}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
          className="rounded-school mt-1 block w-full border border-slate-300 bg-white px-3 py-2 text-base focus:border-transparent focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          {...textarea}
        />
        {hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        )}
      </div>
    );
  },
);
