// A write-only secret (decision 007): the server only says whether it is set. Typing a value
// sets it, Remove sends null, and an empty field sends nothing, which keeps it.
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

import { secondaryButton } from '@/components/ui/styles';

interface SecretFieldProps<V extends FieldValues> {
  label: string;
  name: Path<V>;
  control: Control<V>;
  /** Whether the server holds a value (the `*Set` flag). */
  isSet: boolean;
  /** Where the secret comes from, beneath the input. */
  hint?: string;
}

export function SecretField<V extends FieldValues>({
  label,
  name,
  control,
  isSet,
  hint,
}: SecretFieldProps<V>) {
  const id = useId();
  const {
    field: { ref, value: current, onChange, onBlur, name: inputName },
    fieldState,
  } = useController({ name, control });
  const value = current as string | null;
  const error = fieldState.error?.message;
  const described = [`${id}-status`, hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(' ');
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        <span
          id={`${id}-status`}
          className={`rounded-full px-2 py-0.5 text-xs font-medium ${
            isSet
              ? 'bg-green-100 text-green-800 dark:bg-green-900 dark:text-green-100'
              : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'
          }`}
        >
          {value === null ? 'To be removed' : isSet ? 'Set' : 'Not set'}
        </span>
      </div>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          ref={ref}
          name={inputName}
          type="password"
          autoComplete="new-password"
          disabled={value === null}
          value={value ?? ''}
          placeholder={
            value === null
              ? 'Removed when you save'
              : isSet
                ? 'Leave empty to keep the current value'
                : ''
          }
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          className="rounded-school block w-full min-w-0 border border-slate-300 bg-white px-3 py-2 text-base focus:border-transparent focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900"
        />
        {value === null ? (
          <button type="button" className={secondaryButton} onClick={() => onChange('')}>
            Keep
          </button>
        ) : (
          isSet && (
            <button
              type="button"
              className={secondaryButton}
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={() => onChange(null)}
            >
              Remove
            </button>
          )
        )}
      </div>
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
}

/** A secret field's value as written: empty keeps the stored one, so it is left out. */
export function secretWrite(value: string | null | undefined): string | null | undefined {
  return value === '' ? undefined : value;
}
