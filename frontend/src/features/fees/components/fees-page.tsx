// /parent/fees and /student/fees: the family statement. What is owed and due now at the top;
// each child's invoices with their lines, figures, instalments and plan; paying (card gateways,
// bank transfer); the payments with their receipts. Phone first: one column, small tables.
import { panel, secondaryButton } from '@/components/ui/styles';
import { useAuth } from '@/lib/auth';
import { loadFailure } from '@/lib/errors';

import { useStatement, type FamilyStatement, type Invoice, type Plan } from '../api';
import { formatMoney } from '../format';
import { InvoiceLines, Instalments, PlanChooser, StatusBadge, muted } from './invoice-parts';
import { PaymentList } from './payment-list';
import { PaymentReturn } from './payment-return';
import { PayPanel } from './pay-panel';

/** The invoices by child, in the order the statement gives the children first. */
function byChild(invoices: readonly Invoice[]): Invoice[][] {
  const groups = new Map<string, Invoice[]>();
  for (const invoice of invoices) {
    const group = groups.get(invoice.student_id);
    if (group) group.push(invoice);
    else groups.set(invoice.student_id, [invoice]);
  }
  return [...groups.values()];
}

function InvoiceCard({ invoice, plans }: { invoice: Invoice; plans: readonly Plan[] }) {
  const headingId = `invoice-${invoice.id}`;
  return (
    <article aria-labelledby={headingId} className={panel}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold">
            {invoice.term_name}
          </h3>
          {invoice.class_name && <p className={`text-sm ${muted}`}>{invoice.class_name}</p>}
        </div>
        <StatusBadge status={invoice.figures.status} />
      </div>
      <div className="mt-3">
        <InvoiceLines invoice={invoice} />
      </div>
      <Instalments invoice={invoice} />
      <PlanChooser invoice={invoice} offered={plans} />
    </article>
  );
}

function Totals({ statement }: { statement: FamilyStatement }) {
  const money = (minor: number) => formatMoney(minor, statement.currency);
  return (
    // Side by side while both figures fit; a large sum on a phone puts the second below.
    <dl aria-label="What is owed" className="flex flex-wrap gap-3">
      <div className={`${panel} !p-4 min-w-fit flex-1 basis-40`}>
        <dt className={`text-sm ${muted}`}>{statement.balance < 0 ? 'In credit' : 'Balance'}</dt>
        <dd className="text-2xl font-bold tabular-nums">{money(Math.abs(statement.balance))}</dd>
      </div>
      <div className={`${panel} !p-4 min-w-fit flex-1 basis-40`}>
        <dt className={`text-sm ${muted}`}>Due now</dt>
        <dd
          className={`text-2xl font-bold tabular-nums ${statement.due_now > 0 ? 'text-red-700 dark:text-red-400' : ''}`}
        >
          {money(Math.max(0, statement.due_now))}
        </dd>
      </div>
    </dl>
  );
}

function Statement({
  statement,
  role,
}: {
  statement: FamilyStatement;
  role: 'parent' | 'student';
}) {
  if (statement.invoices.length === 0) {
    return (
      <div className="space-y-6">
        <p className={panel}>No fees have been billed yet.</p>
        {statement.payments.length > 0 && <PaymentList payments={statement.payments} role={role} />}
      </div>
    );
  }
  return (
    <div className="space-y-6">
      <Totals statement={statement} />
      {byChild(statement.invoices).map((invoices) => {
        const first = invoices[0];
        const headingId = `child-${first.student_id}`;
        return (
          <section key={first.student_id} aria-labelledby={headingId} className="space-y-3">
            <div>
              <h2 id={headingId} className="text-lg font-semibold">
                {first.student_name}
              </h2>
              <p className={`text-sm ${muted}`}>Admission number {first.admission_number}</p>
            </div>
            {invoices.map((invoice) => (
              <InvoiceCard key={invoice.id} invoice={invoice} plans={statement.plans} />
            ))}
          </section>
        );
      })}
      <PayPanel statement={statement} />
      <PaymentList payments={statement.payments} role={role} />
    </div>
  );
}

export default function FeesPage() {
  const { user } = useAuth();
  const role = user?.role === 'student' ? 'student' : 'parent';
  // Nothing is read before a temporary password is changed (the server refuses it).
  const statement = useStatement(Boolean(user) && !user?.must_change_password);
  return (
    <div className="mx-auto max-w-2xl">
      <h1 className="mb-4 text-2xl font-semibold">Fees</h1>
      <PaymentReturn role={role} />
      {user?.must_change_password ? (
        <p className={panel}>Choose your own password on your profile before you read your fees.</p>
      ) : statement.isPending ? (
        <p role="status" className={muted}>
          Loading your fees…
        </p>
      ) : statement.isError ? (
        <div
          role="alert"
          className="rounded-school bg-red-50 px-4 py-3 text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          <p>{loadFailure('Your fees', statement.error)}</p>
          <button
            type="button"
            className={`${secondaryButton} mt-2`}
            onClick={() => void statement.refetch()}
          >
            Try again
          </button>
        </div>
      ) : (
        <Statement statement={statement.data} role={role} />
      )}
    </div>
  );
}
