// A fee's two refinements in the payments tab: an amount of its own for some class levels (a
// level left empty pays the fee's amount), and the terms of a session it is charged in (none
// ticked: every term). Both are whole values of the fee's row, edited here.
import { useId } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

const hintClass = 'text-xs text-slate-600 dark:text-slate-400';
const errorClass = 'text-sm text-red-700 dark:text-red-400';

/** The class levels to offer: the school's, then any level a saved amount names that is gone. */
function levelsToShow(
  levels: readonly { id: string; name: string }[],
  amounts: Record<string, string>,
): { id: string; name: string }[] {
  const gone = Object.keys(amounts)
    .filter((id) => !levels.some((level) => level.id === id) && amounts[id].trim() !== '')
    .map((id) => ({ id, name: `${id} (no longer a class level)` }));
  return [...levels, ...gone];
}

/**
 * A disclosure listing each class level with an optional amount (major units, as typed). The
 * form's value is the map level id → typed text.
 */
export function LevelAmounts<V extends FieldValues>({
  name,
  control,
  fee,
  levels,
  currency,
  step,
}: {
  name: Path<V>;
  control: Control<V>;
  /** The fee's number in the list, for the inputs' names. */
  fee: number;
  levels: readonly { id: string; name: string }[];
  currency: string;
  step: number;
}) {
  const id = useId();
  const {
    field: { value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name, control });
  const amounts = (value ?? {}) as Record<string, string>;
  const set = Object.values(amounts).filter((v) => v.trim() !== '').length;
  const shown = levelsToShow(levels, amounts);
  return (
    <div className="sm:col-span-3">
      <details>
        <summary className="cursor-pointer text-sm font-medium">
          Per class level{set > 0 ? ` (${set} set)` : ''}
          <span className="sr-only"> for fee {fee}</span>
        </summary>
        <p className={`mt-1 ${hintClass}`}>A class level left empty pays the fee’s amount above.</p>
        {shown.length === 0 ? (
          <p className={`mt-2 ${hintClass}`}>
            The school has no class levels yet: add them on the Academic tab.
          </p>
        ) : (
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {shown.map((level, i) => (
              <li key={level.id} className="flex items-center gap-2">
                <label htmlFor={`${id}-${i}`} className="min-w-0 flex-1 text-sm">
                  {level.name}
                </label>
                <input
                  id={`${id}-${i}`}
                  aria-label={`Fee ${fee} amount for ${level.name} (${currency})`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={step}
                  value={amounts[level.id] ?? ''}
                  onChange={(event) => onChange({ ...amounts, [level.id]: event.target.value })}
                  onBlur={onBlur}
                  aria-invalid={error ? true : undefined}
                  className="rounded-school block w-36 border border-slate-300 bg-white px-2 py-1 text-base focus:border-transparent focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-700 dark:bg-slate-900"
                />
              </li>
            ))}
          </ul>
        )}
      </details>
      {error?.message && (
        <p role="alert" className={`mt-1 ${errorClass}`}>
          {error.message}
        </p>
      )}
    </div>
  );
}

/** The term numbers a fee is charged in, as checkboxes 1, 2, 3…: none ticked is every term. */
export function ChargedTerms<V extends FieldValues>({
  name,
  control,
  fee,
  count,
}: {
  name: Path<V>;
  control: Control<V>;
  fee: number;
  /** How many terms to offer (a session's most), at least those already chosen. */
  count: number;
}) {
  const id = useId();
  const {
    field: { value, onChange, onBlur },
    fieldState: { error },
  } = useController({ name, control });
  const terms = (value ?? []) as number[];
  const last = Math.max(count, ...terms);
  const numbers = Array.from({ length: last }, (_, i) => i + 1);
  const toggle = (term: number) =>
    onChange(
      terms.includes(term)
        ? terms.filter((t) => t !== term)
        : [...terms, term].sort((a, b) => a - b),
    );
  return (
    <fieldset className="sm:col-span-3" aria-describedby={`${id}-hint`}>
      <legend className="text-sm font-medium">Charged in terms</legend>
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1">
        {numbers.map((term) => (
          <label key={term} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              aria-label={`Fee ${fee} is charged in term ${term}`}
              checked={terms.includes(term)}
              onChange={() => toggle(term)}
              onBlur={onBlur}
              className="size-4 accent-[var(--school-primary)]"
            />
            {term}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className={`mt-1 ${hintClass}`}>
        {terms.length === 0
          ? 'None ticked: charged every term.'
          : `Charged only in term${terms.length === 1 ? '' : 's'} ${terms.join(', ')} of each session.`}
      </p>
      {error?.message && (
        <p role="alert" className={errorClass}>
          {error.message}
        </p>
      )}
    </fieldset>
  );
}
