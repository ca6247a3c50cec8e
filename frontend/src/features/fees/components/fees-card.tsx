// The family dashboards' "Fees" (GET /api/fees/statement/): what the family still owes, what is
// due by today, and the way to the fees page to pay and read the receipts.
import { Link } from 'react-router-dom';

import { panel } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { loadFailure } from '@/lib/errors';

import { useStatement } from '../api';
import { formatMoney } from '../format';

const muted = 'text-slate-600 dark:text-slate-400';

/** For a parent (their children's fees) or a student (their own). */
export function FamilyFeesCard({ role }: { role: 'parent' | 'student' }) {
  const statement = useStatement();
  const to = paths[role].fees.getHref();

  let body;
  if (statement.error) {
    body = <p className={`mt-1 text-sm ${muted}`}>{loadFailure('The fees', statement.error)}</p>;
  } else if (!statement.data) {
    body = (
      <p role="status" className={`mt-1 text-sm ${muted}`}>
        Reading the fees…
      </p>
    );
  } else if (statement.data.invoices.length === 0) {
    body = <p className={`mt-1 text-sm ${muted}`}>No fees have been billed yet.</p>;
  } else {
    const { balance, due_now: dueNow, currency } = statement.data;
    body = (
      <>
        <dl className="mt-2 grid grid-cols-2 gap-3">
          <div>
            <dt className={`text-sm ${muted}`}>Still to pay</dt>
            <dd className="text-xl font-semibold">{formatMoney(balance, currency)}</dd>
          </div>
          <div>
            <dt className={`text-sm ${muted}`}>Due by today</dt>
            <dd
              className={`text-xl font-semibold ${dueNow > 0 ? 'text-red-700 dark:text-red-300' : ''}`}
            >
              {formatMoney(dueNow, currency)}
            </dd>
          </div>
        </dl>
        <Link to={to} className="mt-3 inline-block font-medium underline">
          {balance > 0 ? 'Pay, or see the invoices and receipts' : 'See the invoices and receipts'}
        </Link>
      </>
    );
  }
  return (
    <section className={`${panel} mt-6`} aria-labelledby="fees-card-heading">
      <h2 id="fees-card-heading" className="text-lg font-semibold">
        Fees
      </h2>
      {body}
    </section>
  );
}
