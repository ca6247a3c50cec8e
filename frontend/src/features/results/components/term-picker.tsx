// The term whose sheets are opened: any term of the current session or of an earlier one, the
// current term until another is chosen. The page keeps the choice in the address (`?term=`).
import { SelectField, type Option } from '@/components/ui/select-field';
import { secondaryButton } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { currentChoice, termChoices, useSessions } from '../api';

export function TermPicker({
  chosen,
  onChoose,
}: {
  /** The term in the address; '' for the server's current term. */
  chosen: string;
  onChoose: (termId: string) => void;
}) {
  const sessions = useSessions();

  if (sessions.error) {
    return (
      <div
        role="alert"
        className="rounded-school bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
      >
        <p>
          {loadFailure(
            'The terms',
            sessions.error,
            'Try again; meanwhile the sheets open in the current term.',
          )}
        </p>
        <button
          type="button"
          className={`${secondaryButton} mt-2`}
          onClick={() => void sessions.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  if (!sessions.data) {
    return (
      <p role="status" className="text-sm">
        Loading the terms…
      </p>
    );
  }

  const choices = termChoices(sessions.data);
  const current = currentChoice(sessions.data, choices);
  const options: Option[] = choices.map((c) => ({
    value: c.term.id,
    label: c === current ? `${c.label} (current)` : c.label,
  }));
  const value = chosen || current?.term.id || '';
  // A term the list does not hold (a link to a later session's term, a term since removed), or
  // no current term flagged: said as it is rather than showing another term as chosen.
  if (!options.some((o) => o.value === value)) {
    options.unshift({ value, label: value ? 'The term in the address' : 'The current term' });
  }

  return (
    <SelectField
      label="Term"
      options={options}
      value={value}
      onChange={(e) => onChoose(e.target.value)}
    />
  );
}
