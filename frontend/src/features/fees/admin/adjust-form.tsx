// An admin's entry on an issued invoice (holders of payments.confirm): a fee added after it was
// raised, or part of a payment given back (a refund) or taken back (a reversal, such as a
// transfer that never arrived). Each is a ledger entry of its own; the figures follow. The
// amount is typed in major units and sent in minor units.
import { useId, useState, type FormEvent } from 'react';

import { Field } from '@/components/ui/field';
import { SelectField, type Option } from '@/components/ui/select-field';
import { primaryButton } from '@/components/ui/styles';

import { useAdjust, type Invoice } from '../api';
import { formatMoney, parseAmount } from '../format';
import { fieldProblem, problemText } from '../problems';

type Kind = 'charge' | 'refund' | 'reversal';

const KIND_OPTIONS: Option[] = [
  { value: 'charge', label: 'Add a fee' },
  { value: 'refund', label: 'Refund' },
  { value: 'reversal', label: 'Reversal' },
];

const KIND_HINTS: Record<Kind, string> = {
  charge: 'A fee added after the invoice was raised: the family owes that much more.',
  refund:
    'Money the school gave back from a payment: the payment counts for that much less, and the balance goes up.',
  reversal:
    'A payment taken back, such as a transfer that never arrived: it counts for that much less, and the balance goes up.',
};

const DONE: Record<Kind, string> = {
  charge: 'The fee is added',
  refund: 'The refund is entered',
  reversal: 'The reversal is entered',
};

/** The payments that paid `invoice`, once each, as its ledger names them. */
export function paymentsOf(invoice: Invoice): Option[] {
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const entry of invoice.entries) {
    if (entry.kind !== 'payment' || !entry.payment_id || seen.has(entry.payment_id)) continue;
    seen.add(entry.payment_id);
    options.push({
      value: entry.payment_id,
      label: `${entry.description} — ${formatMoney(Math.abs(entry.amount), invoice.currency)}`,
    });
  }
  return options;
}

export function AdjustForm({ invoice }: { invoice: Invoice }) {
  const adjust = useAdjust();
  const headingId = useId();
  const [kind, setKind] = useState<Kind>('charge');
  const [amountText, setAmountText] = useState('');
  const [description, setDescription] = useState('');
  const [paymentId, setPaymentId] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const { currency } = invoice;
  const payments = paymentsOf(invoice);
  const money = kind !== 'charge';
  const nothingToTakeBack = money && payments.length === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    const amount = parseAmount(amountText, currency);
    if (!amountText.trim()) found.amount = 'Enter the amount.';
    else if (amount === null) found.amount = 'Enter the amount in figures, such as 2500.';
    else if (amount <= 0) found.amount = 'Enter an amount above zero.';
    const said = description.trim();
    if (!said) found.description = 'Say what the entry is for: the family reads it.';
    else if (said.length > 300) found.description = 'Keep it to 300 characters.';
    if (money && !paymentId) {
      found.payment_id = 'Choose the payment the money is given or taken back from.';
    }
    setProblems(found);
    setDone(null);
    if (Object.keys(found).length > 0 || amount === null) return;
    adjust.mutate(
      {
        id: invoice.id,
        adjustment: {
          kind,
          amount,
          description: said,
          ...(money ? { payment_id: paymentId } : {}),
        },
      },
      {
        onSuccess: () => {
          setDone(`${DONE[kind]}: ${formatMoney(amount, currency)}, “${said}”.`);
          setAmountText('');
          setDescription('');
          setPaymentId('');
        },
      },
    );
  };

  const server = (field: string) =>
    adjust.isError ? fieldProblem(adjust.error, field) : undefined;
  const serverProblem = adjust.isError
    ? problemText(adjust.error, 'The entry may not have been added. Reload the page and check.', [
        'amount',
        'description',
        'payment_id',
      ])
    : '';
  const paymentOptions: Option[] = [{ value: '', label: 'Choose a payment' }, ...payments];

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} className="space-y-4">
      <div>
        <h2 id={headingId} className="text-lg font-semibold">
          Add an entry
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Entries are never changed or removed: to undo one, add its opposite.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <SelectField
            label="Kind"
            options={KIND_OPTIONS}
            value={kind}
            aria-describedby={`${headingId}-kind`}
            onChange={(e) => {
              setKind(e.target.value as Kind);
              setProblems({});
              adjust.reset();
            }}
          />
          <p id={`${headingId}-kind`} className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {KIND_HINTS[kind]}
          </p>
        </div>
        <Field
          label={`Amount (${currency})`}
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(e) => setAmountText(e.target.value)}
          error={problems.amount ?? server('amount')}
        />
        {money &&
          (nothingToTakeBack ? (
            <p className="text-sm sm:col-span-2">
              No payment has paid this invoice yet, so there is nothing to{' '}
              {kind === 'refund' ? 'refund' : 'reverse'}.
            </p>
          ) : (
            <SelectField
              label="Payment"
              options={paymentOptions}
              value={paymentId}
              onChange={(e) => setPaymentId(e.target.value)}
              error={problems.payment_id ?? server('payment_id')}
            />
          ))}
        <div className="sm:col-span-2">
          <Field
            label="Description (the family reads it)"
            maxLength={300}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={problems.description ?? server('description')}
          />
        </div>
      </div>
      <button
        type="submit"
        className={primaryButton}
        disabled={adjust.isPending || nothingToTakeBack}
      >
        {adjust.isPending ? 'Adding the entry…' : 'Add the entry'}
      </button>
      {serverProblem && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {serverProblem}
        </p>
      )}
      {done && (
        <p
          role="status"
          className="rounded-school bg-green-50 px-3 py-2 text-sm text-green-900 dark:bg-green-950 dark:text-green-100"
        >
          {done}
        </p>
      )}
    </form>
  );
}
