// A checkbox with its label beside it, and an optional hint beneath.
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: string;
  hint?: string;
}

export const CheckboxField = forwardRef<HTMLInputElement, CheckboxFieldProps>(
  function CheckboxField({ label, hint, ...input }, ref) {
    const id = useId();
    return (
      <div className="flex items-start gap-2">
        <input
          id={id}
          ref={ref}
          type="checkbox"
          aria-describedby={hint ? `${id}-hint` : undefined}
          className="mt-1 size-4 shrink-0 accent-[var(--school-primary)]"
          {...input}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium">
            {label}
          </label>
          {hint && (
            <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
              {hint}
            </p>
          )}
        </div>
      </div>
    );
  },
);
