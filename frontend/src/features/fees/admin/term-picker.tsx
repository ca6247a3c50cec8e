// The term a page shows: any term of any session, latest first, the current one until another
// is chosen.
import { SelectField, type Option } from '@/components/ui/select-field';
import { secondaryButton } from '@/components/ui/styles';
import { loadFailure } from '@/lib/errors';

import { useSessions, type Session } from '../api';

/** The terms of `sessions`, latest session first, each session's terms in order. */
export function termOptions(sessions: readonly Session[]): Option[] {
  return [...sessions]
    .sort((a, b) =>
      a.is_current === b.is_current ? b.name.localeCompare(a.name) : a.is_current ? -1 : 1,
    )
    .flatMap((session) =>
      [...session.terms]
        .sort((a, b) => a.position - b.position)
        .map((term) => ({
          value: term.id,
          label: `${term.name}, ${session.name}${term.is_current && session.is_current ? ' (current)' : ''}`,
        })),
    );
}

/** The current session's current term, else any current term, else the first. */
export function currentTerm(sessions: readonly Session[]): string {
  const session = sessions.find((s) => s.is_current);
  const term =
    session?.terms.find((t) => t.is_current) ??
    sessions.flatMap((s) => s.terms).find((t) => t.is_current);
  return term?.id ?? sessions[0]?.terms[0]?.id ?? '';
}

/** The chosen term: the one in the address, else the current one. '' while the terms load. */
export function useChosenTerm(chosen: string): string {
  const sessions = useSessions();
  return chosen || (sessions.data ? currentTerm(sessions.data) : '');
}

export function TermPicker({
  chosen,
  onChoose,
}: {
  /** The term in the address; '' for the current term. */
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
        <p>{loadFailure('The terms', sessions.error)}</p>
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
  const options = termOptions(sessions.data);
  if (options.length === 0) {
    return (
      <p className="text-sm">
        The school has no terms yet: add a session and its terms on the Sessions and terms page
        first.
      </p>
    );
  }
  const value = chosen || currentTerm(sessions.data);
  if (!options.some((o) => o.value === value)) {
    options.unshift({ value, label: 'The term in the address' });
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
