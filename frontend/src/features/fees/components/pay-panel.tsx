// Paying: the invoices to pay (every one with a balance, to begin with), how much (their whole
// balance, or less, which pays what falls due first), then a button per card gateway, which
// sends the browser to the gateway's checkout page, and the school's bank account with a form
// for the transfer's proof.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { panel, primaryButton, secondaryButton } from '@/components/ui/styles';

import {
  useBankTransfer,
  useCheckout,
  type FamilyStatement,
  type Gateway,
  type Invoice,
} from '../api';
import { browser } from '../browser';
import { CARD_GATEWAYS, GATEWAY_NAMES, formatMoney, parseAmount, toMajorText } from '../format';
import { fieldProblem, problemText } from '../problems';
import { muted } from './invoice-parts';

/** The proof's types the server takes (judged again there by content), and its largest size. */
const PROOF_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'];
const PROOF_MAX_BYTES = 5 * 1024 * 1024;

const problemClass = 'mt-2 text-sm text-red-700 dark:text-red-400';

/** Why a proof cannot be sent, or null when it can. */
export function proofProblem(file: File | null): string | null {
  if (!file) return 'Choose the photo or PDF of the transfer’s receipt.';
  if (!PROOF_TYPES.includes(file.type)) {
    return 'The proof must be a JPEG, PNG or WebP photo or a PDF: choose another file.';
  }
  if (file.size > PROOF_MAX_BYTES) {
    return 'The proof is larger than 5 MB: send a smaller photo or PDF.';
  }
  return null;
}

function invoiceLabel(invoice: Invoice): string {
  return `${invoice.student_name}, ${invoice.term_name}`;
}

export function PayPanel({ statement }: { statement: FamilyStatement }) {
  const { currency, gateways, bank } = statement;
  const money = (minor: number) => formatMoney(minor, currency);
  const amountId = useId();
  const payable = statement.invoices.filter((i) => i.figures.balance > 0);
  // The family's ticks, by invoice. Untouched, every invoice is chosen (one that appears later, a
  // new term's, too) except those a bank transfer waiting for the school's confirmation pays,
  // which would otherwise be paid twice.
  const [ticked, setTicked] = useState<Record<string, boolean>>({});
  // What was typed; null follows the chosen invoices' whole balance.
  const [amountText, setAmountText] = useState<string | null>(null);
  const checkout = useCheckout();
  // Held here, not in the transfer's form: once sent, the statement comes back with the
  // transfer waiting, the invoices it pays leave the form, and the form with them; the
  // confirmation must stay.
  const send = useBankTransfer();
  const [leaving, setLeaving] = useState<Gateway | null>(null);
  // Back from the gateway's page to this one kept in the browser's cache: the buttons work again.
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(null);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);

  if (payable.length === 0) return null;

  const cards = CARD_GATEWAYS.filter((g) => gateways.includes(g));
  const byTransfer = gateways.includes('bank_transfer') && bank ? bank : null;
  if (cards.length === 0 && !byTransfer) {
    return (
      <section aria-labelledby="pay-heading" className={panel}>
        <h2 id="pay-heading" className="text-lg font-semibold">
          Pay
        </h2>
        <p className="mt-2">
          The school does not take payments online yet: pay at the school office.
        </p>
      </section>
    );
  }

  const waitingTransfers = statement.payments.filter(
    (p) => p.status === 'pending' && p.gateway === 'bank_transfer',
  );
  const awaited = new Set(waitingTransfers.flatMap((p) => p.invoice_ids));
  const isChosen = (invoice: Invoice) => ticked[invoice.id] ?? !awaited.has(invoice.id);
  const chosen = payable.filter(isChosen);
  const total = chosen.reduce((sum, i) => sum + i.figures.balance, 0);
  const dueNow = chosen.reduce((sum, i) => sum + Math.max(0, i.due_now), 0);
  const typed = amountText === null ? total : parseAmount(amountText, currency);
  // Every invoice paid by a waiting transfer and none ticked: nothing to pay, and nothing wrong.
  const allAwaited = chosen.length === 0 && payable.every((i) => awaited.has(i.id));
  let amountProblem: string | null = null;
  if (chosen.length === 0) amountProblem = 'Choose at least one invoice to pay.';
  else if (typed === null) amountProblem = 'Enter the amount in figures, such as 12500.';
  else if (typed <= 0) amountProblem = 'Enter an amount above zero.';
  else if (typed > total) {
    amountProblem = `That is more than the chosen invoices owe: enter ${money(total)} or less.`;
  }
  const amount = amountProblem ? null : typed;
  const ids = chosen.map((i) => i.id);
  // Left out, the server takes the whole balance.
  const amountField = amount !== null && amount !== total ? { amount } : {};
  const busy = checkout.isPending || leaving !== null;

  const toggle = (invoice: Invoice) => {
    setTicked((prev) => ({ ...prev, [invoice.id]: !isChosen(invoice) }));
    setAmountText(null);
  };

  const pay = (gateway: Gateway) => {
    if (amount === null) return;
    checkout.mutate(
      { invoice_ids: ids, gateway, ...amountField },
      {
        onSuccess: (started) => {
          setLeaving(gateway);
          browser.assign(started.checkout_url);
        },
      },
    );
  };

  const checkoutProblem = checkout.isError
    ? problemText(checkout.error, 'The payment could not be started. Try again in a moment.', [
        'amount',
      ])
    : '';
  const serverAmountProblem = checkout.isError ? fieldProblem(checkout.error, 'amount') : undefined;

  return (
    <section aria-labelledby="pay-heading" className={`${panel} space-y-4`}>
      <h2 id="pay-heading" className="text-lg font-semibold">
        Pay
      </h2>
      {waitingTransfers.length > 0 && (
        <p className="rounded-school bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {waitingTransfers.length === 1
            ? `A bank transfer of ${money(waitingTransfers[0].amount)} is waiting for the school to confirm it.`
            : `${waitingTransfers.length} bank transfers are waiting for the school to confirm them.`}{' '}
          The balance counts a transfer once it is confirmed: do not pay it again.
        </p>
      )}
      <fieldset>
        <legend className="text-sm font-semibold">Invoices to pay</legend>
        <ul className="mt-1 space-y-1">
          {payable.map((invoice) => (
            <li key={invoice.id}>
              <label className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={isChosen(invoice)}
                  onChange={() => toggle(invoice)}
                  disabled={busy}
                  className="mt-0.5 size-4 shrink-0 accent-[var(--school-primary)]"
                />
                <span>
                  {invoiceLabel(invoice)}:{' '}
                  <span className="font-medium whitespace-nowrap">
                    {money(invoice.figures.balance)}
                  </span>
                  {awaited.has(invoice.id) && (
                    <span className={`block ${muted}`}>
                      A bank transfer for it is waiting for the school to confirm it.
                    </span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div>
        <label htmlFor={amountId} className="block text-sm font-semibold">
          Amount to pay ({currency})
        </label>
        <input
          id={amountId}
          inputMode="decimal"
          autoComplete="off"
          value={amountText ?? toMajorText(total, currency)}
          onChange={(e) => setAmountText(e.target.value)}
          disabled={busy}
          aria-invalid={(amountProblem && !allAwaited) || serverAmountProblem ? true : undefined}
          aria-describedby={`${amountId}-hint`}
          className="rounded-school mt-1 block w-full max-w-xs border border-slate-300 bg-white px-3 py-2 text-base focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-700 dark:bg-slate-900"
        />
        <p id={`${amountId}-hint`} className={`mt-1 text-sm ${muted}`}>
          The chosen invoices owe {money(total)}
          {dueNow > 0 && dueNow < total ? `, of which ${money(dueNow)} is due now` : ''}. Paying
          less pays what falls due first.
        </p>
        {dueNow > 0 && dueNow < total && typed !== dueNow && (
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            disabled={busy}
            onClick={() => setAmountText(toMajorText(dueNow, currency))}
          >
            Pay only what is due now ({money(dueNow)})
          </button>
        )}
        {allAwaited ? (
          <p className={`mt-2 text-sm ${muted}`}>
            Nothing to pay until the school confirms the transfer. Tick an invoice only to pay more
            than the transfer did.
          </p>
        ) : (
          (amountProblem || serverAmountProblem) && (
            <p role="alert" className={problemClass}>
              {amountProblem ?? serverAmountProblem}
            </p>
          )
        )}
      </div>
      {cards.length > 0 && (
        <div>
          <div className="flex flex-wrap gap-2">
            {cards.map((gateway) => (
              <button
                key={gateway}
                type="button"
                className={primaryButton}
                disabled={busy || amount === null}
                onClick={() => pay(gateway)}
              >
                {(checkout.isPending && checkout.variables?.gateway === gateway) ||
                leaving === gateway
                  ? `Opening ${GATEWAY_NAMES[gateway]}…`
                  : `Pay with ${GATEWAY_NAMES[gateway]}`}
              </button>
            ))}
          </div>
          <p className={`mt-1 text-sm ${muted}`}>
            You pay on the gateway’s page, then come back here for your receipt.
          </p>
          {checkoutProblem && (
            <p role="alert" className={problemClass}>
              {checkoutProblem}
            </p>
          )}
        </div>
      )}
      {byTransfer && amount !== null && (
        <BankTransfer
          send={send}
          bank={byTransfer}
          invoiceIds={ids}
          amount={amount}
          currency={currency}
          whole={amount === total}
          disabled={busy}
        />
      )}
      {send.isSuccess && (
        <p
          role="status"
          className="rounded-school bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          Your transfer of {formatMoney(send.data.amount, currency)} is waiting for the school to
          confirm it. You will get a receipt once it is confirmed.
        </p>
      )}
    </section>
  );
}

function BankTransfer({
  send,
  bank,
  invoiceIds,
  amount,
  currency,
  whole,
  disabled,
}: {
  /** The transfer's sending, held by the panel (see there). */
  send: ReturnType<typeof useBankTransfer>;
  bank: NonNullable<FamilyStatement['bank']>;
  invoiceIds: string[];
  amount: number;
  currency: string;
  /** The amount is the chosen invoices' whole balance (left out of the form). */
  whole: boolean;
  disabled: boolean;
}) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const money = (minor: number) => formatMoney(minor, currency);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wrong = proofProblem(file);
    setProblem(wrong);
    if (wrong || !file) return;
    send.mutate(
      { invoiceIds, amount: whole ? null : amount, proof: file },
      {
        onSuccess: () => {
          setFile(null);
          if (input.current) input.current.value = '';
        },
      },
    );
  };

  const serverProblem = send.isError
    ? (fieldProblem(send.error, 'proof') ??
      problemText(send.error, 'The proof was not sent. Try again in a moment.'))
    : null;

  return (
    <section
      aria-labelledby="transfer-heading"
      className="border-t border-slate-200 pt-4 dark:border-slate-800"
    >
      <h3 id="transfer-heading" className="font-semibold">
        Pay by bank transfer
      </h3>
      <p className="mt-1 text-sm">
        Transfer {money(amount)} to the school’s account, then send a photo or PDF of the transfer’s
        receipt. The payment counts once the school confirms it.
      </p>
      <dl className="rounded-school mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 bg-slate-100 p-3 text-sm dark:bg-slate-800">
        <dt className={muted}>Bank</dt>
        <dd className="font-medium">{bank.bank_name}</dd>
        <dt className={muted}>Account number</dt>
        <dd className="font-mono font-medium tracking-wide">{bank.account_number}</dd>
        <dt className={muted}>Account name</dt>
        <dd className="font-medium">{bank.account_name}</dd>
      </dl>
      <form noValidate onSubmit={submit} className="mt-3 space-y-2">
        <div>
          <label htmlFor={fileId} className="block text-sm font-semibold">
            Proof of the transfer (a photo or PDF, up to 5 MB)
          </label>
          <input
            ref={input}
            id={fileId}
            type="file"
            accept={PROOF_TYPES.join(',')}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setProblem(null);
              send.reset();
            }}
            className="mt-1 block w-full text-sm"
          />
        </div>
        <button type="submit" className={primaryButton} disabled={disabled || send.isPending}>
          {send.isPending ? 'Sending the proof…' : 'Send the proof'}
        </button>
        {(problem || serverProblem) && (
          <p role="alert" className={problemClass}>
            {problem ?? serverProblem}
          </p>
        )}
      </form>
    </section>
  );
}
