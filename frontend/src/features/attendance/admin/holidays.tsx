// The "Holidays" tab of /admin/attendance: a term's holidays (the current term unless another
// is chosen), the days without a register. The admin adds and removes days here and saves the
// whole list at once (PUT, replacing the term's holidays); what the server refuses (a day
// outside the term, a day listed twice, a name missing) is said on the holiday it concerns.
// Admins without settings.change see the list only: the server would refuse their change.
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
import { SelectField } from '@/components/ui/select-field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';
import { dateInWords, dayInWords } from '@/lib/dates';
import { loadFailure, serverFieldErrors } from '@/lib/errors';

import {
  useHolidays,
  useSaveHolidays,
  useSessions,
  type Holiday,
  type Session,
  type Term,
} from '../admin-api';
import { isDate } from '../marks';
import { count } from './format';

const muted = 'text-slate-600 dark:text-slate-400';
const problem =
  'rounded-school mt-3 bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200';

/** A holiday on the screen, with a key of its own while its date and name change. */
interface Row extends Holiday {
  key: string;
}

/** Problems of one row, by field. */
type RowProblems = { date?: string; name?: string };

interface TermChoice {
  term: Term;
  label: string;
}

/** Every term, the current session's first, each named with its session. */
function termChoices(sessions: readonly Session[]): TermChoice[] {
  const ordered = [...sessions].sort((a, b) => Number(b.is_current) - Number(a.is_current));
  return ordered.flatMap((session) =>
    [...session.terms]
      .sort((a, b) => a.position - b.position)
      .map((term) => ({ term, label: `${term.name}, ${session.name}` })),
  );
}

function termSpan(term: Term): string {
  if (term.start_date && term.end_date) {
    return `${dateInWords(term.start_date)} to ${dateInWords(term.end_date)}`;
  }
  return 'its dates are not set yet';
}

let rowCount = 0;
const toRow = (holiday: Holiday): Row => ({ ...holiday, key: `row-${(rowCount += 1)}` });
const byDate = (a: Holiday, b: Holiday) => a.date.localeCompare(b.date);

/** The add form's own checks, before the list is sent. */
function checkNew(date: string, name: string, rows: readonly Row[], term: Term): RowProblems {
  const problems: RowProblems = {};
  if (!isDate(date)) problems.date = 'Choose the day of the holiday.';
  else if ((term.start_date && date < term.start_date) || (term.end_date && date > term.end_date)) {
    problems.date = `Choose a day of ${term.name} (${termSpan(term)}).`;
  } else if (rows.some((r) => r.date === date)) {
    problems.date = 'This day is listed already: change or remove that holiday instead.';
  }
  if (!name.trim()) problems.name = 'Name the holiday, such as Independence Day.';
  return problems;
}

function AddHoliday({
  term,
  rows,
  onAdd,
}: {
  term: Term;
  rows: readonly Row[];
  onAdd: (h: Holiday) => void;
}) {
  const headingId = useId();
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [problems, setProblems] = useState<RowProblems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkNew(date, name, rows, term);
    setProblems(found);
    if (found.date || found.name) return;
    onAdd({ date, name: name.trim() });
    setDate('');
    setName('');
  };

  return (
    <form
      aria-labelledby={headingId}
      noValidate
      onSubmit={submit}
      className="rounded-school mt-6 border border-slate-200 p-4 dark:border-slate-800"
    >
      <h3 id={headingId} className="font-semibold">
        Add a holiday
      </h3>
      <div className="mt-2 grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]">
        <Field
          label="Date"
          type="date"
          value={date}
          min={term.start_date ?? undefined}
          max={term.end_date ?? undefined}
          error={problems.date}
          onChange={(e) => setDate(e.target.value)}
        />
        <Field
          label="Name"
          value={name}
          maxLength={100}
          error={problems.name}
          onChange={(e) => setName(e.target.value)}
        />
        <button type="submit" className={`${secondaryButton} min-h-10 sm:mt-6`}>
          Add
        </button>
      </div>
      <p className={`mt-2 text-sm ${muted}`}>Added days are kept once you press Save holidays.</p>
    </form>
  );
}

function HolidayEditor({
  term,
  label,
  saved,
}: {
  term: Term;
  label: string;
  saved: readonly Holiday[];
}) {
  const [rows, setRows] = useState<Row[]>(() => saved.map(toRow));
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Record<string, RowProblems>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const save = useSaveHolidays();

  const change = (next: Row[]) => {
    setRows(next);
    setDirty(true);
    setFailure(null);
  };
  const edit = (key: string, to: Partial<Holiday>) => {
    change(rows.map((r) => (r.key === key ? { ...r, ...to } : r)));
    // What was said of a field is stale once it changes.
    setProblems((all) => {
      const mine = { ...all[key] };
      for (const field of Object.keys(to) as (keyof RowProblems)[]) delete mine[field];
      return { ...all, [key]: mine };
    });
  };
  const remove = (key: string) => {
    change(rows.filter((r) => r.key !== key));
    setProblems((all) => Object.fromEntries(Object.entries(all).filter(([k]) => k !== key)));
  };

  const onSave = async () => {
    setFailure(null);
    // A day cleared or a name left empty is said here, before anything is sent.
    const missing: Record<string, RowProblems> = {};
    for (const row of rows) {
      const mine: RowProblems = {};
      if (!isDate(row.date)) mine.date = 'Choose the day of the holiday.';
      if (!row.name.trim()) mine.name = 'Name the holiday, such as Independence Day.';
      if (mine.date || mine.name) missing[row.key] = mine;
    }
    setProblems(missing);
    if (Object.keys(missing).length > 0) {
      setFailure(
        'The holidays were not saved: complete the holidays marked below, then save again.',
      );
      return;
    }
    const sent = rows.map((r) => ({ ...r, name: r.name.trim() }));
    try {
      const stored = await save.mutateAsync({
        term_id: term.id,
        items: sent.map(({ date, name }) => ({ date, name })),
      });
      setRows(stored.map(toRow));
      setDirty(false);
      toast.success(
        `Saved the holidays of ${label}: ${count(stored.length, 'day')} without a register.`,
      );
    } catch (error) {
      const fields = serverFieldErrors(error);
      const found: Record<string, RowProblems> = {};
      const general: string[] = [];
      for (const [field, messages] of Object.entries(fields ?? {})) {
        const match = /^items\.(\d+)\.(date|name)$/.exec(field);
        const row = match ? sent[Number(match[1])] : undefined;
        if (match && row) {
          found[row.key] = { ...found[row.key], [match[2]]: messages.join(' ') };
        } else {
          general.push(...messages);
        }
      }
      setProblems(found);
      if (Object.keys(found).length > 0) {
        setFailure(
          `The holidays were not saved: correct the ${
            Object.keys(found).length === 1 ? 'holiday' : 'holidays'
          } marked below, then save again.${general.length ? ` ${general.join(' ')}` : ''}`,
        );
      } else if (general.length > 0) {
        setFailure(`The holidays were not saved: ${general.join(' ')}`);
      } else {
        setFailure(
          `The holidays were not saved: ${errorMessage(error, 'the server did not answer. Try again in a moment.')}`,
        );
      }
    }
  };

  return (
    <div>
      {rows.length === 0 ? (
        <p className={`mt-4 ${muted}`}>
          {label} has no holidays{dirty ? ' on this list' : ' yet'}: every weekday of the term has a
          register.
        </p>
      ) : (
        <ul aria-label={`Holidays of ${label}`} className="mt-4 space-y-3">
          {rows.map((row, index) => {
            const mine = problems[row.key] ?? {};
            return (
              <li key={row.key}>
                <fieldset
                  className={`rounded-school border p-3 ${
                    mine.date || mine.name
                      ? 'border-red-400 bg-red-50/50 dark:border-red-700 dark:bg-red-950/30'
                      : 'border-slate-200 dark:border-slate-800'
                  }`}
                >
                  <legend className="px-1 text-sm font-medium">
                    {isDate(row.date) ? dayInWords(row.date) : `Holiday ${index + 1}`}
                  </legend>
                  <div className="grid items-start gap-3 sm:grid-cols-[12rem_1fr_auto]">
                    <Field
                      label="Date"
                      type="date"
                      value={row.date}
                      min={term.start_date ?? undefined}
                      max={term.end_date ?? undefined}
                      error={mine.date}
                      onChange={(e) => edit(row.key, { date: e.target.value })}
                    />
                    <Field
                      label="Name"
                      value={row.name}
                      maxLength={100}
                      error={mine.name}
                      onChange={(e) => edit(row.key, { name: e.target.value })}
                    />
                    <button
                      type="button"
                      className={`${secondaryButton} min-h-10 sm:mt-6`}
                      aria-label={`Remove ${row.name.trim() || `holiday ${index + 1}`}`}
                      onClick={() => remove(row.key)}
                    >
                      Remove
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ul>
      )}

      <AddHoliday
        term={term}
        rows={rows}
        onAdd={(holiday) => change([...rows, toRow(holiday)].sort(byDate))}
      />

      {failure && (
        <p role="alert" className={problem}>
          {failure}
        </p>
      )}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={primaryButton}
          disabled={save.isPending || !dirty}
          onClick={() => void onSave()}
        >
          {save.isPending ? 'Saving…' : 'Save holidays'}
        </button>
        {dirty && (
          <>
            <button
              type="button"
              className={secondaryButton}
              disabled={save.isPending}
              onClick={() => {
                setRows(saved.map(toRow));
                setDirty(false);
                setProblems({});
                setFailure(null);
              }}
            >
              Discard changes
            </button>
            <p role="status" className={`text-sm ${muted}`}>
              Unsaved changes: press Save holidays to keep them.
            </p>
          </>
        )}
      </div>
    </div>
  );
}

function ReadOnlyList({ label, holidays }: { label: string; holidays: readonly Holiday[] }) {
  return (
    <>
      {holidays.length === 0 ? (
        <p className={`mt-4 ${muted}`}>
          {label} has no holidays yet: every weekday of the term has a register.
        </p>
      ) : (
        <ul aria-label={`Holidays of ${label}`} className="mt-4 space-y-1">
          {holidays.map((h) => (
            <li key={h.date}>
              <span className="font-medium">{dayInWords(h.date)}</span>: {h.name}
            </li>
          ))}
        </ul>
      )}
      <p className={`mt-4 text-sm ${muted}`}>
        Only admins who may change the school settings can change the holidays: ask one of them.
      </p>
    </>
  );
}

export function HolidaysView() {
  const { user } = useAuth();
  const canChange = may(user, 'settings.change');
  const sessions = useSessions();
  const choices = termChoices(sessions.data ?? []);
  const current = choices.find((c) => c.term.is_current) ?? choices[0];
  const [chosen, setChosen] = useState('');
  const choice = choices.find((c) => c.term.id === chosen) ?? current;
  const holidays = useHolidays(choice?.term.id ?? '');

  if (sessions.error) {
    return (
      <div role="alert" className={problem}>
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
      <p role="status" className={muted}>
        Loading the terms…
      </p>
    );
  }
  if (!choice) {
    return (
      <p className={muted}>
        There is no term yet: add a session with its terms on the{' '}
        <Link to={paths.admin.sessions.getHref()} className="underline">
          Sessions and terms
        </Link>{' '}
        screen first.
      </p>
    );
  }

  return (
    <div>
      <div className="sm:max-w-sm">
        <SelectField
          label="Term"
          options={choices.map((c) => ({
            value: c.term.id,
            label: c.term.is_current ? `${c.label} (current)` : c.label,
          }))}
          value={choice.term.id}
          onChange={(e) => setChosen(e.target.value)}
        />
      </div>
      <p className={`mt-2 text-sm ${muted}`}>
        {choice.label}: {termSpan(choice.term)}. A holiday has no register, and does not count among
        the days a student could come.
      </p>
      {holidays.error ? (
        <div role="alert" className={problem}>
          <p>{loadFailure(`The holidays of ${choice.label}`, holidays.error)}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            onClick={() => void holidays.refetch()}
          >
            Try again
          </button>
        </div>
      ) : !holidays.data ? (
        <p role="status" className={`mt-4 ${muted}`}>
          Loading the holidays…
        </p>
      ) : canChange ? (
        <HolidayEditor
          key={choice.term.id}
          term={choice.term}
          label={choice.label}
          saved={holidays.data}
        />
      ) : (
        <ReadOnlyList label={choice.label} holidays={holidays.data} />
      )}
    </div>
  );
}
