// /admin/results: a term's results class by class (decisions/021). Each class shows its subjects'
// score sheets and where each is; an admin with `results.publish` approves a submitted sheet or
// returns it with what to correct, reopens an approved one, and publishes the class once every
// sheet is approved (families then see the cards and parents are told), or unpublishes it to
// correct it. Every change after the first publishing is in the class's log, shown here. The
// term (`?term=`) and the classes shown (`?show=`: waiting, ready, published) are kept in the
// address; each class's sheets open on demand.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';

import { Pager } from '@/components/ui/pager';
import { TextareaField } from '@/components/ui/textarea-field';
import {
  panel,
  primaryButton,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';
import { loadFailure } from '@/lib/errors';
import { useDates } from '@/lib/school';

import { STATUS_WORDS } from '../cells';
import {
  type BoardSheet,
  type ClassResults,
  approveSheet,
  cardKeys,
  publishClass,
  returnSheet,
  unpublishClass,
  useBoard,
  useChanges,
  CHANGES_PAGE,
} from '../cards-api';
import { TermPicker } from '../components/term-picker';

/** The longest reason the server takes (`REASON_CHARS` in academics' results). */
const REASON_CHARS = 300;

const muted = 'text-slate-600 dark:text-slate-400';

const STATUS_STYLE: Record<BoardSheet['status'], string> = {
  draft: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  submitted: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  published: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
};
/** A draft returned for changes: back with its teacher, for a reason. */
const RETURNED_STYLE = 'bg-rose-100 text-rose-900 dark:bg-rose-950 dark:text-rose-100';

function ReturnForm({
  sheet,
  onDone,
  term,
}: {
  sheet: BoardSheet;
  term: string;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const reopen = sheet.status === 'approved';
  const send = async () => {
    if (!reason.trim()) {
      setError('Say what the teacher should correct, so they know what to change.');
      return;
    }
    setBusy(true);
    try {
      await returnSheet(sheet.class_subject_id, term, sheet.version, reason.trim());
      toast.success(`${sheet.subject_name} went back to ${sheet.teacher_name ?? 'its teacher'}.`);
      await client.invalidateQueries({ queryKey: cardKeys.all });
      onDone();
    } catch (failure) {
      setError(errorMessage(failure, 'The sheet was not returned. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="mt-2 space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <TextareaField
        label={
          reopen
            ? `Why reopen ${sheet.subject_name}?`
            : `What should be corrected in ${sheet.subject_name}?`
        }
        rows={2}
        maxLength={REASON_CHARS}
        value={reason}
        error={error || undefined}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="flex gap-2">
        <button type="submit" className={secondaryButton} disabled={busy}>
          {reopen ? 'Reopen for correction' : 'Return to the teacher'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function SheetRow({
  sheet,
  students,
  term,
  canPublish,
}: {
  sheet: BoardSheet;
  students: number;
  term: string;
  canPublish: boolean;
}) {
  const client = useQueryClient();
  const [returning, setReturning] = useState(false);
  const [busy, setBusy] = useState(false);
  const approve = async () => {
    setBusy(true);
    try {
      await approveSheet(sheet.class_subject_id, term, sheet.version);
      toast.success(`${sheet.subject_name} is approved.`);
      await client.invalidateQueries({ queryKey: cardKeys.all });
    } catch (failure) {
      toast.error(errorMessage(failure, 'The sheet was not approved. Try again in a moment.'));
      await client.invalidateQueries({ queryKey: cardKeys.all });
    } finally {
      setBusy(false);
    }
  };
  return (
    <tr>
      <th scope="row" className={`${tdClass} font-medium`}>
        {sheet.subject_name}
        <span className={`block text-xs font-normal ${muted}`}>
          {sheet.teacher_name ?? 'No teacher'}
        </span>
      </th>
      <td className={`${tdClass} tabular-nums`}>
        {sheet.entered} of {students}
      </td>
      <td className={tdClass}>
        <span
          className={`rounded px-2 py-0.5 text-xs font-medium ${
            sheet.returned ? RETURNED_STYLE : STATUS_STYLE[sheet.status]
          }`}
        >
          {sheet.returned ? 'Returned for changes' : STATUS_WORDS[sheet.status]}
        </span>
      </td>
      <td className={`${tdClass} print:hidden`}>
        {canPublish && sheet.status === 'submitted' && !returning && (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => void approve()}
            >
              Approve
            </button>
            <button type="button" className={secondaryButton} onClick={() => setReturning(true)}>
              Return
            </button>
          </div>
        )}
        {canPublish && sheet.status === 'approved' && !returning && (
          <button type="button" className={secondaryButton} onClick={() => setReturning(true)}>
            Reopen
          </button>
        )}
        {returning && <ReturnForm sheet={sheet} term={term} onDone={() => setReturning(false)} />}
      </td>
    </tr>
  );
}

function ChangesLog({ classId, term }: { classId: string; term: string }) {
  const dates = useDates();
  const [page, setPage] = useState(1);
  const changes = useChanges(classId, term, page, true);
  if (changes.error) {
    return <p role="alert">{loadFailure('The changes', changes.error)}</p>;
  }
  if (!changes.data) return <p role="status">Loading the changes…</p>;
  if (changes.data.count === 0)
    return <p className={muted}>Nothing has changed since publishing.</p>;
  return (
    <>
      {/* A focusable region, so that a keyboard can scroll the table on a phone. */}
      <div
        role="region"
        aria-label="Changes since publishing"
        tabIndex={0}
        className="scroll-hint relative overflow-x-auto focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none"
      >
        <table className={tableClass}>
          <caption className="sr-only">Changes since the results were first published</caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                When
              </th>
              <th scope="col" className={thClass}>
                Who
              </th>
              <th scope="col" className={thClass}>
                Student
              </th>
              <th scope="col" className={thClass}>
                What
              </th>
              <th scope="col" className={thClass}>
                Was
              </th>
              <th scope="col" className={thClass}>
                Now
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.data.results.map((c, i) => (
              <tr key={`${c.changed_at}-${i}`}>
                <td className={`${tdClass} whitespace-nowrap`}>{dates.moment(c.changed_at)}</td>
                <td className={tdClass}>{c.changed_by ?? '—'}</td>
                <td className={tdClass}>{c.student_name ?? '—'}</td>
                <td className={tdClass}>{c.what}</td>
                <td className={tdClass}>{c.old_value || '—'}</td>
                <td className={tdClass}>{c.new_value || '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pageSize={CHANGES_PAGE} count={changes.data.count} onPage={setPage} />
    </>
  );
}

function ClassPanel({
  results,
  term,
  termName,
  canPublish,
}: {
  results: ClassResults;
  term: string;
  termName: string;
  canPublish: boolean;
}) {
  const dates = useDates();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [showChanges, setShowChanges] = useState(false);
  // A school has many classes of many subjects: each class's sheets open on demand.
  const [open, setOpen] = useState(false);
  const waiting = results.sheets.filter((s) => s.status === 'submitted').length;
  const approved = results.sheets.filter(
    (s) => s.status === 'approved' || s.status === 'published',
  ).length;
  const pending = results.sheets.filter((s) => s.status !== 'approved' && s.status !== 'published');

  const act = async (publish: boolean) => {
    const question = publish
      ? `Publish ${results.class_name}'s ${termName} results? Students and parents will see the report cards, and each parent is told.`
      : `Unpublish ${results.class_name}'s ${termName} results? Families stop seeing the report cards until you publish again; every change meanwhile is logged.`;
    if (!window.confirm(question)) return;
    setBusy(true);
    try {
      await (publish ? publishClass : unpublishClass)(results.class_id, term);
      toast.success(
        publish
          ? `${results.class_name}'s results are published.`
          : `${results.class_name}'s results are withdrawn; correct them, then publish again.`,
      );
    } catch (failure) {
      toast.error(
        errorMessage(
          failure,
          publish
            ? 'The results were not published. Try again in a moment.'
            : 'The results were not unpublished. Try again in a moment.',
        ),
      );
    } finally {
      await client.invalidateQueries({ queryKey: cardKeys.all });
      setBusy(false);
    }
  };

  let state;
  if (results.published) state = 'Published: families see the report cards.';
  else if (results.sheets.length === 0) state = 'No subjects are assigned to this class.';
  else if (results.ready) state = 'Every sheet is approved: ready to publish.';
  else
    state = `${approved} of ${results.sheets.length} sheets approved; waiting for ${pending
      .map((s) => s.subject_name)
      .join(', ')}.`;

  const termQuery = { term };
  return (
    <section className={panel} aria-labelledby={`class-${results.class_id}`}>
      {/* The button at the card's right whatever the sentence's length; below it on a phone. */}
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id={`class-${results.class_id}`} className="text-lg font-semibold">
            {results.class_name}
          </h2>
          <p className={`text-sm ${muted}`}>
            {results.students} students · class teacher {results.class_teacher_name ?? 'not set'}
          </p>
          <p className="mt-1 text-sm font-medium">{state}</p>
          {results.first_published_at && (
            <p className={`text-xs ${muted}`}>
              First published {dates.moment(results.first_published_at)}
            </p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {canPublish && !results.published && (
            <button
              type="button"
              className={primaryButton}
              disabled={busy || !results.ready}
              title={results.ready ? undefined : 'Every sheet must be approved first.'}
              onClick={() => void act(true)}
            >
              Publish
            </button>
          )}
          {canPublish && results.published && (
            <button
              type="button"
              className={secondaryButton}
              disabled={busy}
              onClick={() => void act(false)}
            >
              Unpublish
            </button>
          )}
        </div>
      </div>
      <nav
        aria-label={`${results.class_name} results`}
        className="mt-3 flex flex-wrap gap-3 text-sm"
      >
        <Link
          className="text-primary dark:text-primary-soft underline"
          to={paths.admin.resultsPrint.getHref({ classId: results.class_id }, termQuery)}
        >
          Report cards
        </Link>
        <Link
          className="text-primary dark:text-primary-soft underline"
          to={paths.admin.resultsBroadsheet.getHref({ classId: results.class_id }, termQuery)}
        >
          Broadsheet
        </Link>
        {results.sheets.length > 0 && (
          <button
            type="button"
            className="text-primary dark:text-primary-soft underline"
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            {open
              ? 'Hide the sheets'
              : `Show ${results.sheets.length} ${results.sheets.length === 1 ? 'sheet' : 'sheets'}`}
            {waiting > 0 && !open && ` (${waiting} waiting for approval)`}
          </button>
        )}
        {results.first_published_at && (
          <button
            type="button"
            className="text-primary dark:text-primary-soft underline"
            aria-expanded={showChanges}
            onClick={() => setShowChanges((v) => !v)}
          >
            {showChanges ? 'Hide changes' : 'Changes since publishing'}
          </button>
        )}
      </nav>
      {showChanges && (
        <div className="mt-3">
          <ChangesLog classId={results.class_id} term={term} />
        </div>
      )}
      {open && (
        <div className="mt-3 scroll-hint relative overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">{results.class_name}’s score sheets</caption>
            <thead>
              <tr>
                <th scope="col" className={thClass}>
                  Subject
                </th>
                <th scope="col" className={thClass}>
                  Students scored
                </th>
                <th scope="col" className={thClass}>
                  Sheet
                </th>
                <th scope="col" className={`${thClass} print:hidden`}>
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {results.sheets.map((sheet) => (
                <SheetRow
                  key={sheet.class_subject_id}
                  sheet={sheet}
                  students={results.students}
                  term={term}
                  canPublish={canPublish}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Which classes the board shows (`?show=`): a results day is worked through by state. */
const FILTERS = [
  { id: 'all', label: 'All', keep: () => true },
  {
    id: 'waiting',
    label: 'Waiting for approval',
    keep: (c: ClassResults) => c.sheets.some((s) => s.status === 'submitted'),
  },
  { id: 'ready', label: 'Ready to publish', keep: (c: ClassResults) => c.ready && !c.published },
  { id: 'published', label: 'Published', keep: (c: ClassResults) => c.published },
] as const;
type FilterId = (typeof FILTERS)[number]['id'];

export default function ResultsBoardPage() {
  const { user } = useAuth();
  const canPublish = may(user, 'results.publish');
  const [search, setSearch] = useSearchParams();
  const term = search.get('term') ?? '';
  const show = (FILTERS.find((f) => f.id === search.get('show'))?.id ?? 'all') as FilterId;
  const board = useBoard(term);

  const chooseFilter = (id: FilterId) => {
    const next = new URLSearchParams(search);
    if (id === 'all') next.delete('show');
    else next.set('show', id);
    setSearch(next, { replace: true });
  };

  const chooseTerm = (termId: string) => {
    const next = new URLSearchParams(search);
    if (termId) next.set('term', termId);
    else next.delete('term');
    setSearch(next);
  };

  let body;
  if (board.error) {
    body = (
      <div role="alert" className="mt-4">
        <p>{loadFailure('The results', board.error)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-2`}
          onClick={() => void board.refetch()}
        >
          Try again
        </button>
      </div>
    );
  } else if (!board.data) {
    body = (
      <p role="status" className="mt-4">
        Loading the results…
      </p>
    );
  } else if (board.data.classes.length === 0) {
    body = <p className="mt-4">No class has students this term, so there are no results yet.</p>;
  } else {
    const classes = board.data.classes;
    const counts = Object.fromEntries(
      FILTERS.map((f) => [f.id, classes.filter(f.keep).length]),
    ) as Record<FilterId, number>;
    const waiting = classes.reduce(
      (n, c) => n + c.sheets.filter((s) => s.status === 'submitted').length,
      0,
    );
    const keep = FILTERS.find((f) => f.id === show)?.keep ?? (() => true);
    const shown = classes.filter(keep);
    body = (
      <>
        <p className="mt-4 text-sm">
          {board.data.term_name}: {counts.published} of {classes.length}{' '}
          {classes.length === 1 ? 'class' : 'classes'} published, {counts.ready} ready to publish,{' '}
          {waiting} {waiting === 1 ? 'sheet' : 'sheets'} waiting for approval.
        </p>
        <nav aria-label="Show classes" className="mt-3">
          <ul className="flex flex-wrap gap-2">
            {FILTERS.map((f) => (
              <li key={f.id}>
                <button
                  type="button"
                  aria-pressed={show === f.id}
                  onClick={() => chooseFilter(f.id)}
                  className={`rounded-school border px-3 py-1.5 text-sm ${
                    show === f.id
                      ? 'bg-primary border-[var(--school-primary)] font-medium text-white'
                      : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800'
                  }`}
                >
                  {f.label} ({counts[f.id]})
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {shown.length === 0 && <p className="mt-4">No class is in this state.</p>}
        <div className="mt-4 space-y-4">
          {shown.map((c) => (
            <ClassPanel
              key={`${term}|${c.class_id}`}
              results={c}
              term={term || board.data.term_id}
              termName={board.data.term_name}
              canPublish={canPublish}
            />
          ))}
        </div>
      </>
    );
  }

  return (
    <div>
      <h1 className="text-2xl font-bold">Results</h1>
      <p className={`mt-1 text-sm ${muted}`}>
        Approve each subject’s score sheet, then publish the class: students and parents see the
        report cards and parents are told.
        {!canPublish && ' Approving and publishing need the results.publish permission.'}
      </p>
      <div className="mt-4 sm:max-w-sm">
        <TermPicker chosen={term} onChoose={chooseTerm} />
      </div>
      {body}
    </div>
  );
}
