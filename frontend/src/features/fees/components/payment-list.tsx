// A family's payments, newest first: what each paid and for whom, where it stands, the receipt
// of a successful one, and why a failed or rejected one did not count.
import { Link } from 'react-router-dom';

import { panel, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useDates } from '@/lib/school';

import type { Payment } from '../api';
import { GATEWAY_NAMES, PAYMENT_STATUS_CLASSES, formatMoney } from '../format';
import { muted } from './invoice-parts';

/** Where a payment stands, in the family's words. */
export function familyStatus(payment: Payment): string {
  switch (payment.status) {
    case 'successful':
      return 'Paid';
    case 'pending':
      return payment.gateway === 'bank_transfer'
        ? 'Waiting for the school to confirm'
        : `Waiting for ${GATEWAY_NAMES[payment.gateway]} to confirm`;
    case 'failed':
      return 'Failed';
    case 'rejected':
      return 'Not confirmed by the school';
  }
}

export function PaymentList({
  payments,
  role,
}: {
  payments: readonly Payment[];
  role: 'parent' | 'student';
}) {
  const dates = useDates();
  return (
    <section aria-labelledby="payments-heading" className={panel}>
      <h2 id="payments-heading" className="text-lg font-semibold">
        Payments and receipts
      </h2>
      {payments.length === 0 ? (
        <p className={`mt-2 text-sm ${muted}`}>No payments yet.</p>
      ) : (
        <ul
          aria-labelledby="payments-heading"
          className="mt-2 divide-y divide-slate-200 dark:divide-slate-800"
        >
          {payments.map((payment) => (
            <li key={payment.id} className="py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">{formatMoney(payment.amount, payment.currency)}</p>
                <span className={PAYMENT_STATUS_CLASSES[payment.status]}>
                  {familyStatus(payment)}
                </span>
              </div>
              <p className={`text-sm ${muted}`}>
                {dates.moment(payment.created_at)} · {GATEWAY_NAMES[payment.gateway]}
                {payment.students.length > 0 ? ` · for ${payment.students.join(', ')}` : ''}
              </p>
              {(payment.status === 'failed' || payment.status === 'rejected') && (
                <p className="mt-1 text-sm text-red-700 dark:text-red-400">
                  {payment.reason
                    ? payment.reason
                    : payment.status === 'failed'
                      ? 'The gateway did not take the payment.'
                      : 'The school did not find this transfer.'}
                </p>
              )}
              {payment.status === 'successful' && payment.receipt_number && (
                <Link
                  to={paths[role].receipt.getHref({ paymentId: payment.id })}
                  className={`${secondaryButton} mt-2 inline-block`}
                >
                  Receipt {payment.receipt_number}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
