// A payment's receipt to print or save as a PDF (/parent/fees/receipts/:paymentId, the student's
// and the admin's equivalents): the school's letterhead, the receipt's number and date, who paid,
// how much, what it paid for each child and term, the reference and how it was paid. In print
// the receipt stands alone (the navigation and the buttons are print:hidden).
import { Link, useParams } from 'react-router-dom';

import { secondaryButton, tableClass, tdClass, thClass } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { loadFailure } from '@/lib/errors';
import { useDates, useSchoolIdentity } from '@/lib/school';

import { usePayment, type Payment } from '../api';
import { GATEWAY_NAMES, formatMoney } from '../format';
import { muted } from './invoice-parts';

export function ReceiptView({ payment }: { payment: Payment }) {
  const dates = useDates();
  const school = useSchoolIdentity();
  const money = (minor: number) => formatMoney(minor, payment.currency);
  return (
    <article
      aria-labelledby="receipt-heading"
      className="rounded-school mx-auto max-w-xl border border-slate-300 bg-white p-6 text-slate-900 print:max-w-none print:border-0 print:p-0"
    >
      <header className="flex items-center gap-3 border-b border-slate-300 pb-4">
        {school.logoUrl && <img src={school.logoUrl} alt="" className="size-14 object-contain" />}
        <div>
          <p className="text-lg font-bold">{school.name}</p>
          {school.address && <p className="text-sm">{school.address}</p>}
          {(school.phone || school.email) && (
            <p className="text-sm">{[school.phone, school.email].filter(Boolean).join(' · ')}</p>
          )}
        </div>
      </header>
      <h1 id="receipt-heading" className="mt-4 text-2xl font-bold">
        Receipt {payment.receipt_number}
      </h1>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Date</dt>
        <dd>{dates.moment(payment.settled_at ?? payment.created_at)}</dd>
        <dt className="font-semibold">Received from</dt>
        <dd>{payment.payer_name}</dd>
        <dt className="font-semibold">Amount</dt>
        <dd className="font-bold">{money(payment.amount)}</dd>
        <dt className="font-semibold">Paid by</dt>
        <dd>{GATEWAY_NAMES[payment.gateway]}</dd>
        <dt className="font-semibold">Reference</dt>
        <dd className="font-mono break-all">{payment.reference}</dd>
      </dl>
      <table className={`${tableClass} mt-4`}>
        <caption className="mb-1 text-left text-sm font-semibold">Paid for</caption>
        <thead>
          <tr>
            <th scope="col" className={thClass}>
              Student
            </th>
            <th scope="col" className={thClass}>
              Term
            </th>
            <th scope="col" className={`${thClass} text-right`}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {payment.allocations.map((a) => (
            <tr key={a.invoice_id}>
              <td className={tdClass}>{a.student_name}</td>
              <td className={tdClass}>{a.term_name}</td>
              <td className={`${tdClass} text-right tabular-nums`}>{money(a.amount)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row" colSpan={2} className={`${tdClass} text-left font-semibold`}>
              Total
            </th>
            <td className={`${tdClass} text-right font-semibold tabular-nums`}>
              {money(payment.amount)}
            </td>
          </tr>
        </tbody>
      </table>
      {payment.decided_by && <p className="mt-3 text-sm">Confirmed by {payment.decided_by}.</p>}
      <p className="mt-6 text-sm">Thank you.</p>
    </article>
  );
}

/** Why a payment shows no receipt. */
function noReceipt(payment: Payment): string {
  switch (payment.status) {
    case 'pending':
      return payment.gateway === 'bank_transfer'
        ? 'This transfer has no receipt yet: it is waiting for the school to confirm it.'
        : `This payment has no receipt yet: it is waiting for ${GATEWAY_NAMES[payment.gateway]} to confirm it.`;
    case 'failed':
      return 'This payment did not go through, so it has no receipt.';
    case 'rejected':
      return 'The school did not confirm this transfer, so it has no receipt.';
    default:
      return 'The receipt is not numbered yet: reload the page in a moment.';
  }
}

export default function ReceiptPage() {
  const { paymentId = '' } = useParams();
  const { user } = useAuth();
  const payment = usePayment(paymentId);
  const back =
    user?.role === 'admin'
      ? { to: paths.admin.payments.getHref(), text: '← Payments' }
      : user?.role === 'student'
        ? { to: paths.student.fees.getHref(), text: '← Fees' }
        : { to: paths.parent.fees.getHref(), text: '← Fees' };
  const ready = payment.data?.status === 'successful' && payment.data.receipt_number;
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <Link to={back.to} className="text-sm underline">
          {back.text}
        </Link>
        {ready && (
          <button type="button" className={secondaryButton} onClick={() => window.print()}>
            Print or save as PDF
          </button>
        )}
      </div>
      {payment.isPending && (
        <p role="status" className={muted}>
          Loading the receipt…
        </p>
      )}
      {payment.isError && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {loadFailure('The receipt', payment.error)}
        </p>
      )}
      {payment.data &&
        (ready ? <ReceiptView payment={payment.data} /> : <p>{noReceipt(payment.data)}</p>)}
    </div>
  );
}
