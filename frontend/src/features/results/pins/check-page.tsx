// /check-result: the public result check (issue 18, decisions/022). A student or parent enters
// the admission number and the serial and PIN of a scratch card; the published report card
// shows, printable like the signed-in one, with the views the card has left. A session's card
// opens its other published terms too, each view using one. Every refusal is the server's
// sentence (a wrong PIN, a card used for another student, results not out yet...). The PIN is
// kept in this page's memory only while its card is shown.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Field } from '@/components/ui/field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { LOGIN_PATHS } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { dateInWords } from '@/lib/dates';
import { serverFieldErrors } from '@/lib/errors';

import { ReportCardView } from '../cards/report-card';
import { termTitle } from '../cards/format';
import { type PinCheck, type PinCheckOutcome, checkResult } from './api';

const muted = 'text-slate-600 dark:text-slate-400';
const link = 'text-primary dark:text-primary-soft underline underline-offset-2';
const EMPTY: PinCheck = { admission_number: '', serial: '', pin: '' };

export default function CheckResultPage() {
  const [form, setForm] = useState<PinCheck>(EMPTY);
  const [outcome, setOutcome] = useState<PinCheckOutcome | null>(null);
  const [problem, setProblem] = useState('');
  const [fields, setFields] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  const send = async (check: PinCheck) => {
    setBusy(true);
    setProblem('');
    setFields({});
    try {
      setOutcome(await checkResult(check));
    } catch (failure) {
      setFields(serverFieldErrors(failure) ?? {});
      setProblem(errorMessage(failure, 'The result could not be checked. Try again in a moment.'));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void send({ ...form, term_id: null });
  };

  const another = () => {
    setOutcome(null);
    setForm(EMPTY);
    setProblem('');
  };

  const set = (key: keyof PinCheck) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold">Check a result</h1>
        <p className={`mt-2 max-w-2xl ${muted}`}>
          Enter the student’s admission number, then the serial number and the PIN from your scratch
          card. The first check ties the card to that student; each view uses one of the card’s
          views.
        </p>
      </div>

      {!outcome && (
        <form
          noValidate
          onSubmit={submit}
          aria-label="Check a result"
          className="rounded-school shadow-school mt-6 max-w-md space-y-4 border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <Field
            label="Admission number"
            autoComplete="off"
            required
            value={form.admission_number}
            onChange={set('admission_number')}
            error={fields.admission_number?.join(' ')}
          />
          <Field
            label="Card serial number"
            placeholder="GFA-2526-000123"
            autoCapitalize="characters"
            autoComplete="off"
            required
            value={form.serial}
            onChange={set('serial')}
            error={fields.serial?.join(' ')}
          />
          <Field
            label="PIN"
            inputMode="numeric"
            autoComplete="off"
            placeholder="1234 5678 9012"
            required
            value={form.pin}
            onChange={set('pin')}
            error={fields.pin?.join(' ')}
          />
          {problem && (
            <p
              role="alert"
              className="rounded-school bg-red-50 px-3 py-2 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {problem}
            </p>
          )}
          <button type="submit" className={`${primaryButton} w-full`} disabled={busy}>
            {busy ? 'Checking…' : 'Check result'}
          </button>
          <p className={`text-sm ${muted}`}>
            Have an account?{' '}
            <Link className={link} to={LOGIN_PATHS.parent}>
              Parents sign in
            </Link>{' '}
            or{' '}
            <Link className={link} to={LOGIN_PATHS.student}>
              students sign in
            </Link>{' '}
            to see every result without a card.
          </p>
        </form>
      )}

      {outcome && (
        <div className="mt-6">
          <div className="rounded-school flex flex-wrap items-center justify-between gap-3 border border-slate-200 bg-white p-4 print:hidden dark:border-slate-800 dark:bg-slate-900">
            <p role="status">
              Card {outcome.serial}: {outcome.uses_left}{' '}
              {outcome.uses_left === 1 ? 'view' : 'views'} left, works until{' '}
              {dateInWords(outcome.expires_on)}.
            </p>
            <div className="flex flex-wrap gap-2">
              <button type="button" className={secondaryButton} onClick={() => window.print()}>
                Print or save as PDF
              </button>
              <button type="button" className={secondaryButton} onClick={another}>
                Check another result
              </button>
            </div>
          </div>
          {outcome.terms.length > 1 && (
            <div className="mt-3 print:hidden">
              <p className="text-sm font-medium">This card also opens (each view uses one):</p>
              <ul className="mt-2 flex flex-wrap gap-2">
                {outcome.terms
                  .filter((t) => t.term_id !== outcome.card.term_id)
                  .map((t) => (
                    <li key={t.term_id}>
                      <button
                        type="button"
                        className={secondaryButton}
                        disabled={busy || outcome.uses_left === 0}
                        onClick={() => void send({ ...form, term_id: t.term_id })}
                      >
                        {termTitle(t)}
                      </button>
                    </li>
                  ))}
              </ul>
            </div>
          )}
          {problem && (
            <p role="alert" className="mt-3 text-sm text-red-700 print:hidden dark:text-red-400">
              {problem}
            </p>
          )}
          <div className="mt-4">
            <ReportCardView card={outcome.card} />
          </div>
        </div>
      )}
    </div>
  );
}
