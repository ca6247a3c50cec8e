// The term's invoices, filtered by class, status and a student's name or admission number; each
// opens its ledger. The filters are the page's (kept in the address).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { DataTable, type Column } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { SelectField, type Option } from '@/components/ui/select-field';
import { panel } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { loadFailure } from '@/lib/errors';

import { PAGE_SIZE, useClasses, useInvoices, type InvoiceSummary } from '../api';
import { INVOICE_STATUS_NAMES, PLAN_NAMES, formatMoney } from '../format';
import { StatusBadge } from '../components/invoice-parts';

const SEARCH_DELAY_MS = 300;

const STATUS_OPTIONS: Option[] = [
  { value: '', label: 'Any status' },
  ...Object.entries(INVOICE_STATUS_NAMES).map(([value, label]) => ({ value, label })),
];

const num = 'text-right tabular-nums whitespace-nowrap';
const money = (row: InvoiceSummary, minor: number) => formatMoney(minor, row.currency);

const COLUMNS: Column<InvoiceSummary>[] = [
  {
    id: 'student',
    header: 'Student',
    rowHeader: true,
    cell: (row) => (
      <>
        <Link to={paths.admin.invoice.getHref({ invoiceId: row.id })} className="underline">
          {row.student_name}
        </Link>
        <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">
          {row.admission_number}
        </span>
      </>
    ),
  },
  {
    id: 'class',
    header: 'Class',
    className: 'whitespace-nowrap',
    cell: (row) => row.class_name ?? '—',
  },
  {
    id: 'plan',
    header: 'Plan',
    className: 'whitespace-nowrap',
    cell: (row) => PLAN_NAMES[row.plan],
  },
  {
    id: 'net',
    header: 'Net',
    className: num,
    headerClassName: 'text-right',
    cell: (row) => money(row, row.figures.net),
  },
  {
    id: 'paid',
    header: 'Paid',
    className: num,
    headerClassName: 'text-right',
    cell: (row) => money(row, row.figures.paid),
  },
  {
    id: 'balance',
    header: 'Balance',
    className: num,
    headerClassName: 'text-right',
    cell: (row) => money(row, row.figures.balance),
  },
  { id: 'status', header: 'Status', cell: (row) => <StatusBadge status={row.figures.status} /> },
];

export interface InvoiceListFilter {
  classId: string;
  status: string;
  search: string;
  page: number;
}

export function InvoiceList({
  termId,
  filter,
  onChange,
}: {
  termId: string;
  filter: InvoiceListFilter;
  /** Changes some filters; any change but the page's goes back to page 1. */
  onChange: (changes: Partial<InvoiceListFilter>) => void;
}) {
  const classes = useClasses();
  const invoices = useInvoices(
    {
      term_id: termId,
      class_id: filter.classId,
      status: filter.status,
      search: filter.search,
      page: filter.page,
    },
    Boolean(termId),
  );

  // The search box answers every key at once; the list follows once typing pauses.
  const [text, setText] = useState(filter.search);
  const [seen, setSeen] = useState(filter.search);
  if (seen !== filter.search) {
    setSeen(filter.search);
    if (text.trim() !== filter.search) setText(filter.search);
  }
  useEffect(() => {
    const wanted = text.trim();
    if (wanted === filter.search) return;
    const timer = setTimeout(() => onChange({ search: wanted }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, filter.search, onChange]);

  const classOptions: Option[] = [
    { value: '', label: 'Every class' },
    ...(classes.data ?? []).map((c) => ({ value: c.id, label: c.name })),
  ];
  const filtered = Boolean(filter.classId || filter.status || filter.search);

  return (
    <section aria-labelledby="invoices-heading" className={panel}>
      <h2 id="invoices-heading" className="text-lg font-semibold">
        Invoices
      </h2>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Class"
          options={classOptions}
          value={filter.classId}
          onChange={(e) => onChange({ classId: e.target.value })}
        />
        <SelectField
          label="Status"
          options={STATUS_OPTIONS}
          value={filter.status}
          onChange={(e) => onChange({ status: e.target.value })}
        />
        <Field
          label="Search"
          type="search"
          placeholder="Name or admission number"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <DataTable
        caption="Invoices of the term"
        columns={COLUMNS}
        rows={termId ? invoices.data?.results : []}
        rowKey={(row) => row.id}
        loadingText="Loading the invoices…"
        stale={invoices.isPlaceholderData}
        error={invoices.error ? loadFailure('The invoices', invoices.error) : null}
        onRetry={() => void invoices.refetch()}
        empty={
          filtered
            ? 'No invoice matches: change the filters.'
            : 'No invoices for this term yet: raise them above.'
        }
        pagination={
          invoices.data
            ? {
                page: filter.page,
                pageSize: PAGE_SIZE,
                count: invoices.data.count,
                onPage: (page) => onChange({ page }),
              }
            : undefined
        }
      />
    </section>
  );
}
