// The parts of an invoice both sides show: its status, its lines (the fees and the sibling
// discount), its figures, its instalments, the plan chooser and the whole ledger.
import { useId } from 'react';

import { tableClass, tdClass, thClass } from '@/components/ui/styles';
import { useDates } from '@/lib/school';

import { useSetPlan, type Invoice, type InvoiceStatus, type Plan } from '../api';
import {
  INVOICE_STATUS_CLASSES,
  INVOICE_STATUS_NAMES,
  PLAN_NAMES,
  PLAN_PARTS,
  formatMoney,
} from '../format';
import { fieldProblem, problemText } from '../problems';

export const muted = 'text-slate-600 dark:text-slate-400';
const amountClass = 'text-right tabular-nums whitespace-nowrap';

export function StatusBadge({ status }: { status: InvoiceStatus }) {
  return <span className={INVOICE_STATUS_CLASSES[status]}>{INVOICE_STATUS_NAMES[status]}</span>;
}

/** The fees charged and the sibling discount (a line of its own, negative), then the figures. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const lines = invoice.entries.filter((e) => e.kind === 'charge' || e.kind === 'discount');
  const { figures } = invoice;
  return (
    <table className={tableClass}>
      <caption className="sr-only">
        Fees of {invoice.student_name} for {invoice.term_name}
      </caption>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <th scope="row" className={`${tdClass} font-normal`}>
              {line.description}
            </th>
            <td
              className={`${tdClass} ${amountClass} ${line.kind === 'discount' ? 'text-green-700 dark:text-green-400' : ''}`}
            >
              {money(line.amount)}
            </td>
          </tr>
        ))}
        <tr>
          <th scope="row" className={`${tdClass} font-semibold`}>
            Total for the term
          </th>
          <td className={`${tdClass} ${amountClass} font-semibold`}>{money(figures.net)}</td>
        </tr>
        <tr>
          <th scope="row" className={`${tdClass} font-normal`}>
            Paid
          </th>
          <td className={`${tdClass} ${amountClass}`}>{money(figures.paid)}</td>
        </tr>
        <tr>
          <th scope="row" className={`${tdClass} font-semibold`}>
            {figures.balance < 0 ? 'In credit' : 'Balance'}
          </th>
          <td className={`${tdClass} ${amountClass} font-semibold`}>
            {money(Math.abs(figures.balance))}
          </td>
        </tr>
      </tbody>
    </table>
  );
}

/** Each instalment's due date, amount and what is paid of it; an overdue one in red. */
export function Instalments({ invoice }: { invoice: Invoice }) {
  const dates = useDates();
  if (invoice.instalments.length === 0) return null;
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const one = invoice.instalments.length === 1;
  return (
    <table className={`${tableClass} mt-3`}>
      <caption className="mb-1 text-left text-sm font-semibold">
        {one ? 'Due date' : 'Instalments'}
      </caption>
      <thead>
        <tr>
          <th scope="col" className={thClass}>
            Due
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            Amount
          </th>
          <th scope="col" className={`${thClass} text-right`}>
            Paid
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.instalments.map((part) => (
          <tr key={part.number} className={part.overdue ? 'text-red-700 dark:text-red-400' : ''}>
            {/* A date in figures is one word: on the narrowest phones it may break inside. */}
            <td className={`${tdClass} [overflow-wrap:anywhere]`}>
              {dates.day(part.due_on)}
              {part.overdue && <span className="ml-1 font-semibold">overdue</span>}
            </td>
            <td className={`${tdClass} ${amountClass}`}>{money(part.amount)}</td>
            <td className={`${tdClass} ${amountClass}`}>{money(part.paid)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The plans worth offering for `invoice`: none once anything is paid or nothing is owed; else
 * those the school offers with no more instalments than the invoice has due dates (the school
 * gives a date for each instalment of the longest plan it offered when raising it), when that
 * is more than one plan.
 */
export function usefulPlans(invoice: Invoice, offered: readonly Plan[]): Plan[] {
  if (invoice.figures.paid !== 0 || invoice.figures.balance <= 0) return [];
  const plans = (Object.keys(PLAN_PARTS) as Plan[]).filter(
    (plan) => offered.includes(plan) && PLAN_PARTS[plan] <= invoice.due_dates.length,
  );
  return plans.length > 1 ? plans : [];
}

/**
 * How the invoice is paid: in full, or in two or three instalments (of those the school
 * offers, `offered`), while nothing is paid.
 */
export function PlanChooser({ invoice, offered }: { invoice: Invoice; offered: readonly Plan[] }) {
  const setPlan = useSetPlan();
  const name = useId();
  const plans = usefulPlans(invoice, offered);
  if (plans.length === 0) return null;
  const shown = setPlan.isPending && setPlan.variables ? setPlan.variables.plan : invoice.plan;
  const problem = setPlan.isError
    ? (fieldProblem(setPlan.error, 'plan') ??
      problemText(setPlan.error, 'The plan was not changed. Try again in a moment.'))
    : '';
  return (
    <fieldset className="mt-3" disabled={setPlan.isPending}>
      <legend className="text-sm font-semibold">How to pay this invoice</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {plans.map((plan) => (
          <label key={plan} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name={name}
              value={plan}
              checked={shown === plan}
              onChange={() => setPlan.mutate({ id: invoice.id, plan })}
              className="size-4 accent-[var(--school-primary)]"
            />
            {PLAN_NAMES[plan]}
          </label>
        ))}
      </div>
      {setPlan.isPending && (
        <p role="status" className={`mt-1 text-xs ${muted}`}>
          Saving the plan…
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
    </fieldset>
  );
}

const ENTRY_NAMES: Record<Invoice['entries'][number]['kind'], string> = {
  charge: 'Fee',
  discount: 'Discount',
  payment: 'Payment',
  refund: 'Refund',
  reversal: 'Reversal',
};

/** Every entry of the ledger, oldest first, with the balance after each. */
export function Ledger({ invoice }: { invoice: Invoice }) {
  const dates = useDates();
  const money = (minor: number) => formatMoney(minor, invoice.currency);
  const rows = invoice.entries.map((entry, i) => ({
    entry,
    balance: invoice.entries.slice(0, i + 1).reduce((sum, e) => sum + e.amount, 0),
  }));
  return (
    <div
      role="region"
      aria-label="Ledger"
      tabIndex={0}
      className="scroll-hint relative overflow-x-auto"
    >
      <table className={tableClass}>
        <caption className="mb-2 text-left font-semibold">Ledger</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              When
            </th>
            <th scope="col" className={thClass}>
              What
            </th>
            <th scope="col" className={thClass}>
              Description
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Amount
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Balance
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry, balance }) => (
            <tr key={entry.id}>
              <td className={`${tdClass} whitespace-nowrap`}>{dates.moment(entry.created_at)}</td>
              <td className={tdClass}>{ENTRY_NAMES[entry.kind]}</td>
              <td className={tdClass}>{entry.description}</td>
              <td className={`${tdClass} ${amountClass}`}>{money(entry.amount)}</td>
              <td className={`${tdClass} ${amountClass}`}>{money(balance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
