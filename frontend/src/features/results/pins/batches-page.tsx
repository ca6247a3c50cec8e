// /admin/student-result-checker: the result checker's scratch cards (decisions/022). An admin who
// publishes results makes a batch (a term's or a whole session's cards, views each, an expiry
// date, the serials' letters); the PINs show once, right after, with the CSV and the printable
// sheet of cards, because the portal keeps only their hashes. Below: every batch with its use,
// each card's student, views left and last use, a card or a whole batch withdrawn, the use
// exported as CSV.
import { useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from 'react';
import { useBlocker } from 'react-router-dom';
import { toast } from 'sonner';

import { Field } from '@/components/ui/field';
import { Pager } from '@/components/ui/pager';
import { SelectField, type Option } from '@/components/ui/select-field';
import {
  panel,
  primaryButton,
  secondaryButton,
  tableClass,
  tdClass,
  thClass,
} from '@/components/ui/styles';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';
import { addDays, dateInWords } from '@/lib/dates';
import { loadFailure, serverFieldErrors } from '@/lib/errors';
import { useDates, useSchoolIdentity, useSchoolToday } from '@/lib/school';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import { useSessions } from '../api';
import {
  type PinBatch,
  type PinBatchMade,
  exportPath,
  makeBatch,
  pinKeys,
  revokeBatch,
  revokeCard,
  useBatchCards,
  useBatches,
} from './api';
import { CardsSheet, cardsCsv } from './cards-sheet';

const muted = 'text-slate-600 dark:text-slate-400';

/** The school's initials, 2 to 6 letters: "Greenfield Academy" -> "GA". */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Za-z]/g, '')[0] ?? '')
    .join('')
    .toUpperCase();
  return (letters.length >= 2 ? letters : (name.replace(/[^A-Za-z]/g, '') + 'XX').slice(0, 3))
    .toUpperCase()
    .slice(0, 6);
}

function MakeBatch({
  onMade,
  onUnknown,
}: {
  onMade: (made: PinBatchMade) => void;
  /** The request failed without saying whether the batch was made. */
  onUnknown: () => void;
}) {
  const school = useSchoolIdentity();
  const today = useSchoolToday();
  const sessions = useSessions();
  const [count, setCount] = useState('100');
  const [scope, setScope] = useState('');
  const [uses, setUses] = useState('5');
  // Four months ahead of the school's day: a term and its results day.
  const [expires, setExpires] = useState(() => addDays(today, 120));
  const [prefix, setPrefix] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const [fields, setFields] = useState<Record<string, string[]>>({});

  const options: Option[] = (sessions.data ?? [])
    .slice()
    .reverse()
    .flatMap((s) => [
      ...[...s.terms]
        .sort((a, b) => a.position - b.position)
        .map((t) => ({
          value: `term:${t.id}`,
          label: `${t.name}, ${s.name}${t.is_current ? ' (current)' : ''}`,
        })),
      { value: `session:${s.id}`, label: `${s.name}: every term` },
    ]);
  const current = (sessions.data ?? []).flatMap((s) => s.terms).find((t) => t.is_current);
  const chosen = scope || (current ? `term:${current.id}` : (options[0]?.value ?? ''));
  const letters = prefix || initials(school.name || 'School');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const [kind, id] = chosen.split(/:(.*)/s);
    setBusy(true);
    setProblem('');
    setFields({});
    try {
      const made = await makeBatch({
        count: Number(count),
        uses_allowed: Number(uses),
        expires_on: expires,
        prefix: letters,
        term_id: kind === 'term' ? id : null,
        session_id: kind === 'session' ? id : null,
      });
      onMade(made);
    } catch (failure) {
      setFields(serverFieldErrors(failure) ?? {});
      if (failure instanceof ApiError && failure.status < 500) {
        setProblem(errorMessage(failure, 'The cards were not made. Try again in a moment.'));
      } else {
        // No answer, or a server failure: the batch may have been made all the same, and its
        // PINs cannot be shown again. Say so, and show the batches as they are now.
        setProblem(
          'The answer did not arrive, so the cards may have been made. Look at the batches below before you try again: if a new batch is there, its PINs cannot be shown again, so withdraw it and make another.',
        );
        onUnknown();
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-labelledby="make-batch-heading"
      className={`${panel} space-y-4`}
    >
      <h2 id="make-batch-heading" className="text-lg font-semibold">
        Make a batch of cards
      </h2>
      {sessions.error && <p role="alert">{loadFailure('The terms', sessions.error)}</p>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="How many cards"
          type="number"
          min={1}
          max={10000}
          value={count}
          onChange={(e) => setCount(e.target.value)}
          error={fields.count?.join(' ')}
        />
        <SelectField
          label="The cards open"
          options={options}
          value={chosen}
          onChange={(e) => setScope(e.target.value)}
          error={(fields.term_id ?? fields.session_id)?.join(' ')}
        />
        <Field
          label="Views per card"
          type="number"
          min={1}
          max={20}
          value={uses}
          onChange={(e) => setUses(e.target.value)}
          error={fields.uses_allowed?.join(' ')}
        />
        <Field
          label="Last day a card works"
          type="date"
          value={expires}
          onChange={(e) => setExpires(e.target.value)}
          error={fields.expires_on?.join(' ')}
        />
        <Field
          label="Serial letters"
          maxLength={6}
          value={letters}
          onChange={(e) => setPrefix(e.target.value.toUpperCase())}
          error={fields.prefix?.join(' ')}
        />
      </div>
      {problem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={busy || !chosen}>
          {busy ? 'Making the cards…' : 'Make the cards'}
        </button>
        {busy && (
          <progress aria-label={`Making ${count} cards`} className="w-40">
            Making the cards
          </progress>
        )}
      </div>
      <p className={`text-sm ${muted}`}>
        The PINs show once, right after the cards are made: download or print them then. The portal
        keeps only a fingerprint of each PIN, so a lost list cannot be shown again: withdraw that
        batch and make a new one.
      </p>
    </form>
  );
}

const UNSAVED =
  'You have not downloaded or printed the PINs. They cannot be shown again. Leave anyway?';

function NewBatch({
  made,
  onDone,
  unsavedRef,
}: {
  made: PinBatchMade;
  onDone: () => void;
  /** Whether leaving would lose the PINs: the page's blocker reads it (BatchesPage). */
  unsavedRef: RefObject<boolean>;
}) {
  // Saved once the list is downloaded, or once the admin says the cards printed: the print
  // dialog does not tell whether it printed or was cancelled.
  const [downloaded, setDownloaded] = useState(false);
  const [printed, setPrinted] = useState(false);
  const [printConfirmed, setPrintConfirmed] = useState(false);
  const saved = downloaded || printConfirmed;
  // Leaving loses the PINs for good: closing the tab asks first, and so does any link or Back
  // inside the portal, until they are saved. The page's blocker reads `unsavedRef`, set as the
  // PINs are drawn, before anyone can tap.
  useEffect(() => {
    if (saved) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);
  useLayoutEffect(() => {
    unsavedRef.current = !saved;
    return () => {
      unsavedRef.current = false;
    };
  }, [saved, unsavedRef]);

  const download = () => {
    const blob = new Blob([cardsCsv(made.batch, made.cards)], { type: 'text/csv' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `result-checker-cards-${made.batch.first_serial}.csv`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
    setDownloaded(true);
  };
  const print = () => {
    window.print();
    setPrinted(true);
  };
  const done = () => {
    if (!saved && !window.confirm(UNSAVED)) return;
    onDone();
  };

  return (
    <section
      aria-labelledby="new-batch-heading"
      className="rounded-school border-2 border-amber-400 bg-amber-50 p-5 text-amber-950 dark:bg-amber-950 dark:text-amber-50 print:border-0 print:bg-white print:p-0 print:text-black"
    >
      <div className="print:hidden">
        <h2 id="new-batch-heading" className="text-lg font-semibold">
          {made.cards.length} cards made: {made.batch.first_serial} to {made.batch.last_serial}
        </h2>
        <p className="mt-1 text-sm">
          {made.batch.scope_name} · {made.batch.uses_allowed} views each · until{' '}
          {dateInWords(made.batch.expires_on)}.
        </p>
        <p role="alert" className="mt-2 font-medium">
          These PINs are shown only now. Download the list or print the cards before you leave this
          page.
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" className={primaryButton} onClick={download}>
            Download the list (CSV)
          </button>
          <button type="button" className={secondaryButton} onClick={print}>
            Print the cards
          </button>
          <button type="button" className={secondaryButton} onClick={done}>
            {saved ? 'Done' : 'Close'}
          </button>
        </div>
        {printed && (
          <label className="mt-3 flex items-center gap-2 font-medium">
            <input
              type="checkbox"
              checked={printConfirmed}
              onChange={(e) => setPrintConfirmed(e.target.checked)}
              className="h-4 w-4"
            />
            The cards printed (or were saved as a PDF)
          </label>
        )}
        <p className="mt-4 text-sm font-medium">The first cards, as they print:</p>
        <div className="mt-2">
          <CardsSheet batch={made.batch} cards={made.cards.slice(0, 2)} />
        </div>
      </div>
      <div className="hidden print:block">
        <CardsSheet batch={made.batch} cards={made.cards} />
      </div>
    </section>
  );
}

function BatchCards({ batch }: { batch: PinBatch }) {
  const dates = useDates();
  const client = useQueryClient();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search, 300);
  const cards = useBatchCards(batch.id, debounced, page);
  const withdraw = async (id: string, serial: string) => {
    if (!window.confirm(`Withdraw card ${serial}? It will not work again.`)) return;
    try {
      await revokeCard(batch.id, id);
      toast.success(`Card ${serial} is withdrawn.`);
      await client.invalidateQueries({ queryKey: pinKeys.all });
    } catch (failure) {
      toast.error(errorMessage(failure, 'The card was not withdrawn. Try again in a moment.'));
    }
  };
  return (
    <div className="mt-3">
      <div className="max-w-sm">
        <Field
          label="Find a card"
          placeholder="Serial, student or admission number"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </div>
      {cards.error && <p role="alert">{loadFailure('The cards', cards.error)}</p>}
      {!cards.data && !cards.error && <p role="status">Loading the cards…</p>}
      {cards.data && (
        <>
          {/* A focusable region, so that a keyboard can scroll the table on a phone. */}
          <div
            role="region"
            aria-label={`Cards of ${batch.scope_name}`}
            tabIndex={0}
            className="mt-3 scroll-hint relative overflow-x-auto focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none"
          >
            <table className={tableClass}>
              <caption className="sr-only">Cards of {batch.scope_name}</caption>
              <thead>
                <tr>
                  <th scope="col" className={thClass}>
                    Serial
                  </th>
                  <th scope="col" className={thClass}>
                    Student
                  </th>
                  <th scope="col" className={thClass}>
                    Views left
                  </th>
                  <th scope="col" className={thClass}>
                    Last used
                  </th>
                  <th scope="col" className={thClass}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cards.data.results.map((c) => (
                  <tr key={c.id}>
                    <td className={`${tdClass} font-mono`}>{c.serial}</td>
                    <td className={tdClass}>
                      {c.student_name ? `${c.student_name} (${c.admission_number})` : 'Not used'}
                    </td>
                    <td className={tdClass}>
                      {c.revoked_at ? 'Withdrawn' : `${c.uses_left} of ${batch.uses_allowed}`}
                    </td>
                    <td className={tdClass}>
                      {c.last_used_at ? dates.moment(c.last_used_at) : '—'}
                    </td>
                    <td className={tdClass}>
                      {!c.revoked_at && (
                        <button
                          type="button"
                          className={secondaryButton}
                          onClick={() => void withdraw(c.id, c.serial)}
                        >
                          Withdraw
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {cards.data.count === 0 && <p className="mt-2">No card matches.</p>}
          <Pager page={page} pageSize={50} count={cards.data.count} onPage={setPage} />
        </>
      )}
    </div>
  );
}

function BatchRow({ batch }: { batch: PinBatch }) {
  const dates = useDates();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const exportUse = async () => {
    try {
      const { download } = await import('@/lib/download');
      await download(
        exportPath(batch.id),
        undefined,
        `result-checker-use-${batch.first_serial}.csv`,
      );
    } catch (failure) {
      toast.error(errorMessage(failure, 'The list was not downloaded. Try again in a moment.'));
    }
  };
  const withdraw = async () => {
    if (
      !window.confirm(
        `Withdraw every card from ${batch.first_serial} to ${batch.last_serial}? None of them will work again, even those sold. Make a new batch for the cards you still need.`,
      )
    )
      return;
    try {
      await revokeBatch(batch.id);
      toast.success('The batch is withdrawn.');
      await client.invalidateQueries({ queryKey: pinKeys.all });
    } catch (failure) {
      toast.error(errorMessage(failure, 'The batch was not withdrawn. Try again in a moment.'));
    }
  };
  return (
    <li className={panel}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h3 className="font-semibold">
            {batch.scope_name}: {batch.first_serial} to {batch.last_serial}
          </h3>
          <p className={`text-sm ${muted}`}>
            {batch.count} cards · {batch.bound} used · {batch.views} views · {batch.uses_allowed}{' '}
            views each · until {dateInWords(batch.expires_on)}
          </p>
          <p className={`text-xs ${muted}`}>
            Made{batch.created_by ? ` by ${batch.created_by}` : ''} {dates.day(batch.created_at)}
            {batch.revoked_at ? ' · withdrawn' : ''}
            {!batch.revoked_at && batch.revoked_cards > 0
              ? ` · ${batch.revoked_cards} withdrawn`
              : ''}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={open}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? 'Hide the cards' : 'The cards'}
          </button>
          <button type="button" className={secondaryButton} onClick={() => void exportUse()}>
            Export use (CSV)
          </button>
          {!batch.revoked_at && (
            <button type="button" className={secondaryButton} onClick={() => void withdraw()}>
              Withdraw the batch
            </button>
          )}
        </div>
      </div>
      {open && <BatchCards batch={batch} />}
    </li>
  );
}

export default function BatchesPage() {
  const { user } = useAuth();
  const client = useQueryClient();
  const canManage = may(user, 'results.publish');
  const batches = useBatches(canManage);
  const [made, setMade] = useState<PinBatchMade | null>(null);
  // A new batch's PINs not yet saved (NewBatch keeps it): any link or Back inside the portal
  // asks before leaving them. The router asks a function that reads the ref, armed since the
  // page opened: a blocker given a new value is armed only once the page's effects have run,
  // which on a busy phone can come after a tap on a link, and the PINs would be gone.
  const unsavedRef = useRef(false);
  const blocker = useBlocker(useCallback(() => unsavedRef.current, []));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(UNSAVED)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  if (!canManage) {
    return (
      <div>
        <h1 className="text-2xl font-bold">Result checker cards</h1>
        <p className="mt-2">
          Making and managing the scratch cards needs the results.publish permission. Ask a
          superuser for it.
        </p>
      </div>
    );
  }

  return (
    <div>
      <div className="print:hidden">
        <h1 className="text-2xl font-bold">Result checker cards</h1>
        <p className={`mt-1 text-sm ${muted}`}>
          Scratch cards families use on the public result check page, without an account.
        </p>
      </div>
      <div className="mt-4 space-y-6">
        {made ? (
          <NewBatch
            made={made}
            unsavedRef={unsavedRef}
            onDone={() => {
              setMade(null);
              void client.invalidateQueries({ queryKey: pinKeys.all });
            }}
          />
        ) : (
          <div className="print:hidden">
            <MakeBatch
              onUnknown={() => void client.invalidateQueries({ queryKey: pinKeys.all })}
              onMade={(batch) => {
                setMade(batch);
                void client.invalidateQueries({ queryKey: pinKeys.all });
              }}
            />
          </div>
        )}
        <section aria-labelledby="batches-heading" className="print:hidden">
          <h2 id="batches-heading" className="text-lg font-semibold">
            Batches
          </h2>
          {batches.error && <p role="alert">{loadFailure('The batches', batches.error)}</p>}
          {!batches.data && !batches.error && <p role="status">Loading the batches…</p>}
          {batches.data && batches.data.length === 0 && (
            <p className="mt-2">No cards have been made yet.</p>
          )}
          {batches.data && batches.data.length > 0 && (
            <ul className="mt-3 space-y-3">
              {batches.data.map((b) => (
                <BatchRow key={b.id} batch={b} />
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}
