// /admin/sessions: the academic sessions with their terms: their dates (and when the next term
// begins), and which session and term are current. Sessions and terms are created and renamed in
// the settings' Academic tab.
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { loadFailure, serverFieldErrors } from '@/lib/errors';
import type { SessionBody, TermBody } from '@/types/register';

import { useMakeCurrent, usePatchSession, usePatchTerm, useSessions } from '../api/structure';
import { Problem } from './people-parts';

type DateKey = 'start_date' | 'end_date' | 'next_term_begins';
type Dates = Partial<Record<DateKey, string | null>>;

const LABELS: Record<DateKey, string> = {
  start_date: 'Starts',
  end_date: 'Ends',
  next_term_begins: 'Next term begins',
};

function CurrentBadge() {
  return (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800 dark:bg-green-900 dark:text-green-100">
      Current
    </span>
  );
}

/** The date checks made before anything is sent. */
function check(values: Record<DateKey, string>, keys: readonly DateKey[], what: string) {
  const errors: Partial<Record<DateKey, string>> = {};
  if (values.start_date && values.end_date && values.end_date <= values.start_date)
    errors.end_date = `The ${what} must end after it starts: choose a later end date.`;
  if (
    keys.includes('next_term_begins') &&
    values.next_term_begins &&
    values.end_date &&
    values.next_term_begins <= values.end_date
  )
    errors.next_term_begins = 'The next term must begin after this term ends.';
  return errors;
}

/** The dates of a session or a term, saved together. */
function DatesForm({
  label,
  what,
  keys,
  initial,
  onSave,
}: {
  label: string;
  what: string;
  keys: readonly DateKey[];
  initial: Dates;
  onSave: (body: Dates) => Promise<unknown>;
}) {
  const [values, setValues] = useState<Record<DateKey, string>>({
    start_date: initial.start_date ?? '',
    end_date: initial.end_date ?? '',
    next_term_begins: initial.next_term_begins ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<DateKey, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const found = check(values, keys, what);
    setErrors(found);
    setProblem(null);
    if (Object.keys(found).length > 0) return;
    const body: Dates = {};
    for (const key of keys) body[key] = values[key] || null;
    setSaving(true);
    try {
      await onSave(body);
      toast.success(`The dates of ${label} are saved.`);
    } catch (error) {
      const fields = serverFieldErrors(error);
      const mine = Object.entries(fields ?? {}).filter(([k]) => keys.includes(k as DateKey));
      if (mine.length > 0)
        setErrors(Object.fromEntries(mine.map(([k, messages]) => [k, messages.join(' ')])));
      else setProblem(errorMessage(error, 'The dates could not be saved. Try again in a moment.'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-label={`Dates of ${label}`}
      className="mt-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="grid items-start gap-3 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto]">
        {keys.map((key) => (
          <Field
            key={key}
            label={LABELS[key]}
            type="date"
            value={values[key]}
            error={errors[key]}
            onChange={(e) => setValues({ ...values, [key]: e.target.value })}
          />
        ))}
        <button type="submit" className={`${secondaryButton} sm:mt-6`} disabled={saving}>
          {saving ? 'Saving…' : 'Save dates'}
        </button>
      </div>
      {problem && (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </form>
  );
}

function SessionCard({
  session,
  past,
  onProblem,
}: {
  session: SessionBody;
  /** The session comes before the current one: making it current takes the school back. */
  past: boolean;
  onProblem: (text: string | null) => void;
}) {
  const headingId = useId();
  const patchSession = usePatchSession();
  const patchTerm = usePatchTerm();
  const makeCurrent = useMakeCurrent();

  const makeSessionCurrent = async () => {
    if (
      !window.confirm(
        past
          ? `${session.name} comes before the current session. Make it current again? Each student's class goes back to the class they were enrolled in for ${session.name}.`
          : `Make ${session.name} the current session? Each student's class becomes the class they are enrolled in for ${session.name}, so promote the classes first.`,
      )
    )
      return;
    onProblem(null);
    try {
      await makeCurrent.mutateAsync({ kind: 'sessions', id: session.id });
      toast.success(`${session.name} is the current session.`);
    } catch (error) {
      onProblem(
        errorMessage(error, 'The session could not be made current. Try again in a moment.'),
      );
    }
  };

  const makeTermCurrent = async (term: TermBody) => {
    if (
      !session.is_current &&
      !window.confirm(
        `Make ${term.name} of ${session.name} the current term? That makes ${session.name} the current session too, and each student's class becomes the class they are enrolled in for it.`,
      )
    )
      return;
    onProblem(null);
    try {
      await makeCurrent.mutateAsync({ kind: 'terms', id: term.id });
      toast.success(`${term.name} of ${session.name} is the current term.`);
    } catch (error) {
      onProblem(errorMessage(error, 'The term could not be made current. Try again in a moment.'));
    }
  };

  const terms = [...session.terms].sort((a, b) => a.position - b.position);
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-school border p-4 ${
        session.is_current
          ? 'border-green-600 dark:border-green-500'
          : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          {session.name} {session.is_current && <CurrentBadge />}
        </h2>
        {!session.is_current && (
          <button
            type="button"
            className={past ? secondaryButton : primaryButton}
            aria-label={`Make ${session.name} current`}
            disabled={makeCurrent.isPending}
            onClick={() => void makeSessionCurrent()}
          >
            Make current
          </button>
        )}
      </div>
      <DatesForm
        label={session.name}
        what="session"
        keys={['start_date', 'end_date']}
        initial={session}
        onSave={(body) => patchSession.mutateAsync({ id: session.id, body })}
      />

      <h3 className="mt-5 font-semibold">Terms</h3>
      {terms.length === 0 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
          This session has no terms. Add them in the settings’ Academic tab.
        </p>
      )}
      <ul className="mt-2 space-y-4">
        {terms.map((term) => (
          <li
            key={term.id}
            className="rounded-school bg-slate-50 p-3 dark:bg-slate-800"
            aria-label={`${term.name} of ${session.name}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="flex items-center gap-2 font-medium">
                {term.name} {term.is_current && <CurrentBadge />}
              </p>
              {!term.is_current && (
                <button
                  type="button"
                  className={secondaryButton}
                  aria-label={`Make ${term.name} of ${session.name} current`}
                  disabled={makeCurrent.isPending}
                  onClick={() => void makeTermCurrent(term)}
                >
                  Make current
                </button>
              )}
            </div>
            <DatesForm
              label={`${term.name} of ${session.name}`}
              what="term"
              keys={['start_date', 'end_date', 'next_term_begins']}
              initial={term}
              onSave={(body) => patchTerm.mutateAsync({ id: term.id, body })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function SessionsPage() {
  const sessions = useSessions();
  const [problem, setProblem] = useState<string | null>(null);
  // Sessions come in the school's order, so those listed before the current one are past.
  const currentIndex = sessions.data?.findIndex((s) => s.is_current) ?? -1;

  return (
    <section className={panel} aria-labelledby="sessions-heading">
      <h1 id="sessions-heading" className="text-2xl font-bold">
        Sessions and terms
      </h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">
        Set each session’s and term’s dates here, and choose the current ones. Sessions and terms
        are added, renamed and removed in the{' '}
        <Link to={paths.admin.settings.getHref({ tab: 'academic' })} className="underline">
          settings’ Academic tab
        </Link>
        .
      </p>
      <Problem text={problem} onDismiss={() => setProblem(null)} />
      {sessions.isError && (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {loadFailure('The sessions', sessions.error, 'Reload the page to try again.')}
        </p>
      )}
      {sessions.isPending && (
        <p role="status" className="mt-4 text-slate-600 dark:text-slate-400">
          Loading the sessions…
        </p>
      )}
      {sessions.data?.length === 0 && (
        <p className="mt-4 text-slate-600 dark:text-slate-400">
          There are no sessions yet. Add one in the settings’ Academic tab.
        </p>
      )}
      <div className="mt-6 space-y-6">
        {sessions.data?.map((session, index) => (
          <SessionCard
            key={session.id}
            session={session}
            past={index < currentIndex}
            onProblem={setProblem}
          />
        ))}
      </div>
    </section>
  );
}
