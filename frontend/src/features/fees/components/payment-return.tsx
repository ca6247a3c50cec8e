// The return from a card gateway (`?reference=SP-...`): asks the server how the payment ended
// (it asks the gateway), says so, then takes the reference out of the address, so that a reload
// does not ask again; the statement is read again with the payment in it.
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';

import { useVerify, type Payment } from '../api';
import { GATEWAY_NAMES } from '../format';
import { problemText } from '../problems';

const box = 'rounded-school px-4 py-3';
const good = `${box} bg-green-50 text-green-900 dark:bg-green-950 dark:text-green-100`;
const waiting = `${box} bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-100`;
const bad = `${box} bg-red-50 text-red-900 dark:bg-red-950 dark:text-red-100`;

function Outcome({ payment, role }: { payment: Payment; role: 'parent' | 'student' }) {
  switch (payment.status) {
    case 'successful':
      return (
        <div role="status" className={good}>
          <p className="font-medium">
            Payment received — receipt {payment.receipt_number ?? 'on its way'}.
          </p>
          <Link
            to={paths[role].receipt.getHref({ paymentId: payment.id })}
            className="text-sm underline"
          >
            See and print the receipt
          </Link>
        </div>
      );
    case 'pending':
      return (
        <p role="status" className={waiting}>
          We are still waiting for {GATEWAY_NAMES[payment.gateway]} to confirm your payment. It
          shows below as soon as it does: check again in a few minutes, and do not pay twice.
        </p>
      );
    default:
      return (
        <p role="alert" className={bad}>
          The payment did not go through
          {payment.reason ? `: ${payment.reason.replace(/\.$/, '')}` : ''}. You can try again, or
          choose another way to pay.
        </p>
      );
  }
}

export function PaymentReturn({ role }: { role: 'parent' | 'student' }) {
  const [search, setSearch] = useSearchParams();
  const reference = search.get('reference');
  const verify = useVerify();
  const { mutate } = verify;
  const asked = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || asked.current === reference) return;
    asked.current = reference;
    mutate(reference, {
      onSettled: () =>
        setSearch(
          (prev) => {
            const next = new URLSearchParams(prev);
            next.delete('reference');
            return next;
          },
          { replace: true },
        ),
    });
  }, [reference, mutate, setSearch]);

  if (verify.isIdle) return null;
  return (
    <div className="mb-4">
      {verify.isPending && (
        <p role="status" className={waiting}>
          Checking your payment…
        </p>
      )}
      {verify.isSuccess && <Outcome payment={verify.data} role={role} />}
      {verify.isError && (
        <p role="alert" className={bad}>
          {problemText(
            verify.error,
            'We could not check your payment just now. It shows below once the gateway confirms it: reload the page in a few minutes, and do not pay twice.',
          )}
        </p>
      )}
    </div>
  );
}
