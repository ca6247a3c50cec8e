// /admin/fees/invoices/:invoiceId: one invoice with its lines, figures, instalments, its plan
// (which an admin holding payments.confirm may change while nothing is paid, among the plans the
// school offers) and every entry of its ledger, to which such an admin adds a fee, a refund or a
// reversal.
import { Link, useParams } from 'react-router-dom';

import { panel } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';
import { loadFailure } from '@/lib/errors';
import { useDates, useSchoolIdentity } from '@/lib/school';

import { useInvoice } from '../api';
import { AdjustForm } from './adjust-form';
import { PLAN_NAMES } from '../format';
import {
  InvoiceLines,
  Instalments,
  Ledger,
  PlanChooser,
  StatusBadge,
  muted,
} from '../components/invoice-parts';

export default function InvoicePage() {
  const dates = useDates();
  const { invoiceId = '' } = useParams();
  const { user } = useAuth();
  const canChange = may(user, 'payments.confirm');
  const invoice = useInvoice(invoiceId);
  const { paymentPlans } = useSchoolIdentity();
  return (
    <div className="space-y-4">
      <Link to={paths.admin.fees.getHref()} className="text-sm underline">
        ← Fees
      </Link>
      {invoice.isPending && (
        <p role="status" className={muted}>
          Loading the invoice…
        </p>
      )}
      {invoice.isError && (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {loadFailure('The invoice', invoice.error)}
        </p>
      )}
      {invoice.data && (
        <>
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div>
              <h1 className="text-2xl font-semibold">
                {invoice.data.student_name}: {invoice.data.term_name}
              </h1>
              <p className={`text-sm ${muted}`}>
                {invoice.data.admission_number}
                {invoice.data.class_name ? ` · ${invoice.data.class_name}` : ''} ·{' '}
                {PLAN_NAMES[invoice.data.plan]} · raised {dates.day(invoice.data.created_at)}
              </p>
            </div>
            <StatusBadge status={invoice.data.figures.status} />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <section aria-label="Fees and figures" className={panel}>
              <InvoiceLines invoice={invoice.data} />
            </section>
            <section aria-label="Instalments and plan" className={panel}>
              <Instalments invoice={invoice.data} />
              {canChange && <PlanChooser invoice={invoice.data} offered={paymentPlans} />}
            </section>
          </div>
          <section className={panel}>
            <Ledger invoice={invoice.data} />
          </section>
          {canChange && (
            <section className={panel}>
              <AdjustForm invoice={invoice.data} />
            </section>
          )}
        </>
      )}
    </div>
  );
}
