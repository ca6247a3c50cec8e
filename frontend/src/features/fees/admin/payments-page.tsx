// /admin/payments: every payment, by status (`?status=`, the transfers waiting to begin with),
// way of paying (`?gateway=`) and a search (`?q=`: a reference, a receipt number, the payer's or
// a student's name), downloaded as CSV with the same filters (every matching payment, written by
// the server). A bank transfer waiting shows its proof, and an admin holding
// payments.confirm confirms it (it is credited and receipted) or rejects it with a reason the
// payer reads. A successful payment opens its receipt.
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';

import { DataTable, type Column } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { SelectField, type Option } from '@/components/ui/select-field';
import { primaryButton, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';
import { loadFailure } from '@/lib/errors';
import { useDates, useSchoolToday } from '@/lib/school';

import {
  PAGE_SIZE,
  exportPayments,
  openProof,
  useDecide,
  usePayments,
  type Payment,
  type PaymentStatus,
} from '../api';
import {
  GATEWAY_NAMES,
  PAYMENT_STATUS_CLASSES,
  PAYMENT_STATUS_NAMES,
  formatMoney,
} from '../format';
import { fieldProblem, problemText } from '../problems';

const SEARCH_DELAY_MS = 300;

const STATUS_TABS: { value: PaymentStatus | ''; label: string }[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'successful', label: 'Successful' },
  { value: 'failed', label: 'Failed' },
  { value: 'rejected', label: 'Rejected' },
  { value: '', label: 'All' },
];

const GATEWAY_OPTIONS: Option[] = [
  { value: '', label: 'Every way' },
  ...Object.entries(GATEWAY_NAMES).map(([value, label]) => ({ value, label })),
];

function Actions({
  payment,
  canDecide,
  rejecting,
  onReject,
}: {
  payment: Payment;
  canDecide: boolean;
  rejecting: boolean;
  onReject: () => void;
}) {
  const decide = useDecide();
  const waitingTransfer = payment.status === 'pending' && payment.gateway === 'bank_transfer';
  const view = async () => {
    try {
      await openProof(payment);
    } catch (error) {
      toast.error(errorMessage(error, 'The proof could not be opened. Try again in a moment.'));
    }
  };
  const confirm = () => {
    const amount = formatMoney(payment.amount, payment.currency);
    if (
      !window.confirm(
        `Confirm ${payment.payer_name}’s transfer of ${amount}? Only confirm it once the money is in the school’s account: it is credited to the invoices and a receipt is sent.`,
      )
    )
      return;
    decide.mutate(
      { id: payment.id },
      {
        onSuccess: (done) => toast.success(`Confirmed: receipt ${done.receipt_number ?? ''}.`),
        onError: (error) =>
          toast.error(
            problemText(
              error,
              'The transfer may not have been confirmed. Reload the list and check.',
            ),
          ),
      },
    );
  };
  return (
    <div className="flex flex-wrap gap-2">
      {payment.status === 'successful' && payment.receipt_number && (
        <Link
          to={paths.admin.receipt.getHref({ paymentId: payment.id })}
          className={secondaryButton}
        >
          Receipt {payment.receipt_number}
        </Link>
      )}
      {payment.has_proof && (
        <button type="button" className={secondaryButton} onClick={() => void view()}>
          View proof
        </button>
      )}
      {waitingTransfer && canDecide && (
        <>
          <button
            type="button"
            className={secondaryButton}
            disabled={decide.isPending}
            onClick={confirm}
          >
            {decide.isPending ? 'Confirming…' : 'Confirm'}
          </button>
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={rejecting}
            disabled={decide.isPending}
            onClick={onReject}
          >
            Reject…
          </button>
        </>
      )}
    </div>
  );
}

function RejectForm({ payment, onDone }: { payment: Payment; onDone: () => void }) {
  const decide = useDecide();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setProblem('Say why the transfer is not confirmed: the payer reads it.');
      return;
    }
    setProblem('');
    decide.mutate(
      { id: payment.id, reject: reason.trim() },
      {
        onSuccess: () => {
          toast.success(`${payment.payer_name}’s transfer is rejected.`);
          onDone();
        },
      },
    );
  };
  const serverProblem = decide.isError
    ? (fieldProblem(decide.error, 'reason') ??
      problemText(
        decide.error,
        'The transfer may not have been rejected. Reload the list and check.',
      ))
    : '';
  return (
    <form noValidate onSubmit={submit} className="max-w-lg space-y-2">
      <Field
        label={`Why ${payment.payer_name}’s transfer is not confirmed (they read it)`}
        value={reason}
        maxLength={500}
        onChange={(e) => setReason(e.target.value)}
        error={problem || serverProblem || undefined}
      />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className={primaryButton} disabled={decide.isPending}>
          {decide.isPending ? 'Rejecting…' : 'Reject the transfer'}
        </button>
        <button type="button" className={secondaryButton} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}

export default function AdminPaymentsPage() {
  const dates = useDates();
  const { user } = useAuth();
  const canDecide = may(user, 'payments.confirm');
  const [query, setQuery] = useSearchParams();
  const status = query.has('status') ? (query.get('status') ?? '') : 'pending';
  const gateway = query.get('gateway') ?? '';
  const search = query.get('q') ?? '';
  const page = Math.max(1, Number(query.get('page')) || 1);
  const payments = usePayments({ status, gateway, search, page });
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const today = useSchoolToday();

  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setQuery(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || (key !== 'status' && (value === '' || value === 1))) {
              next.delete(key);
            } else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setQuery],
  );

  // The search box answers every key at once; the list follows once typing pauses.
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  if (seen !== search) {
    setSeen(search);
    if (text.trim() !== search) setText(search);
  }
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === search) return;
    const timer = setTimeout(() => update({ q: wanted }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, search, update]);

  const columns: Column<Payment>[] = [
    {
      id: 'date',
      header: 'Date',
      className: 'whitespace-nowrap',
      cell: (p) => dates.moment(p.created_at),
    },
    {
      id: 'payer',
      header: 'Payer',
      rowHeader: true,
      cell: (p) => (
        <>
          {p.payer_name}
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
            for {p.students.join(', ') || '—'}
          </span>
        </>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      className: 'text-right tabular-nums whitespace-nowrap',
      headerClassName: 'text-right',
      cell: (p) => formatMoney(p.amount, p.currency),
    },
    {
      id: 'way',
      header: 'Way',
      cell: (p) => (
        <>
          {GATEWAY_NAMES[p.gateway]}
          <span className="block font-mono text-xs break-all text-slate-600 dark:text-slate-400">
            {p.reference}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (p) => (
        <>
          <span className={PAYMENT_STATUS_CLASSES[p.status]}>{PAYMENT_STATUS_NAMES[p.status]}</span>
          {p.reason && <span className="mt-1 block text-xs">{p.reason}</span>}
          {p.decided_by && (
            <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
              by {p.decided_by}
            </span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (p) => (
        <Actions
          payment={p}
          canDecide={canDecide}
          rejecting={rejecting === p.id}
          onReject={() => setRejecting((r) => (r === p.id ? null : p.id))}
        />
      ),
    },
  ];

  const rows = payments.data?.results;
  const filtered = Boolean(gateway || search);

  const exportCsv = async () => {
    setDownloading(true);
    try {
      await exportPayments({ status, gateway, search }, today);
    } catch (error) {
      toast.error(errorMessage(error, 'The payments were not downloaded. Try again in a moment.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div>
      <h1 className="text-2xl font-semibold">Payments</h1>
      <div role="tablist" aria-label="Payments by status" className="mt-4 flex flex-wrap gap-1">
        {STATUS_TABS.map((tab) => (
          <button
            key={tab.value || 'all'}
            type="button"
            role="tab"
            aria-selected={status === tab.value}
            onClick={() => update({ status: tab.value })}
            className={`rounded-school px-3 py-2 text-sm ${status === tab.value ? 'bg-primary font-medium text-white' : 'hover:bg-slate-100 dark:hover:bg-slate-800'}`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Way of paying"
          options={GATEWAY_OPTIONS}
          value={gateway}
          onChange={(e) => update({ gateway: e.target.value })}
        />
        <Field
          label="Search"
          type="search"
          placeholder="Reference, receipt or name"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="flex items-end">
          {/* Every payment the filters select, not only this page. */}
          <button
            type="button"
            className={secondaryButton}
            disabled={downloading || payments.data?.count === 0}
            onClick={() => void exportCsv()}
          >
            {downloading ? 'Downloading…' : 'Download CSV'}
          </button>
        </div>
      </div>
      <DataTable
        caption="Payments"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        rowDetail={(p) =>
          rejecting === p.id ? <RejectForm payment={p} onDone={() => setRejecting(null)} /> : null
        }
        loadingText="Loading the payments…"
        stale={payments.isPlaceholderData}
        error={payments.error ? loadFailure('The payments', payments.error) : null}
        onRetry={() => void payments.refetch()}
        empty={
          filtered
            ? 'No payment matches: change the filters.'
            : status === 'pending'
              ? 'Nothing is waiting: every transfer sent has been confirmed or rejected.'
              : 'No payments here yet.'
        }
        pagination={
          payments.data
            ? {
                page,
                pageSize: PAGE_SIZE,
                count: payments.data.count,
                onPage: (n) => update({ page: n }),
              }
            : undefined
        }
      />
    </div>
  );
}
