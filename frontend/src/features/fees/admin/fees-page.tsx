// /admin/fees: a term's fees (`?term=`, the current term to begin with). Admins holding
// payments.confirm raise the term's invoices and tick a student's optional fees; every admin reads each class's collection and the
// invoices, filtered by class, status and a search (`?class=&status=&q=&page=`), each opening
// its ledger.
import { useCallback } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { may } from '@/lib/auth-storage';

import { useSessions } from '../api';
import { CollectionTable } from './collection-table';
import { InvoiceList, type InvoiceListFilter } from './invoice-list';
import { OptionalFees } from './optional-fees';
import { RaiseInvoices } from './raise-invoices';
import { TermPicker, termOptions, useChosenTerm } from './term-picker';

/** The address's parameter of each filter. */
const PARAMS: Record<keyof InvoiceListFilter, string> = {
  classId: 'class',
  status: 'status',
  search: 'q',
  page: 'page',
};

export default function AdminFeesPage() {
  const { user } = useAuth();
  const canRaise = may(user, 'payments.confirm');
  const [query, setQuery] = useSearchParams();
  const chosen = query.get('term') ?? '';
  const termId = useChosenTerm(chosen);
  const sessions = useSessions();
  const termLabel = termOptions(sessions.data ?? []).find((o) => o.value === termId)?.label ?? '';
  const filter: InvoiceListFilter = {
    classId: query.get(PARAMS.classId) ?? '',
    status: query.get(PARAMS.status) ?? '',
    search: query.get(PARAMS.search) ?? '',
    page: Math.max(1, Number(query.get(PARAMS.page)) || 1),
  };

  const update = useCallback(
    (changes: Record<string, string | number>) => {
      setQuery(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === '' || value === 1) next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setQuery],
  );
  const onFilter = useCallback(
    (changes: Partial<InvoiceListFilter>) =>
      update(
        Object.fromEntries(
          Object.entries(changes).map(([key, value]) => [
            PARAMS[key as keyof InvoiceListFilter],
            value,
          ]),
        ),
      ),
    [update],
  );

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">Fees</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          The fee categories (by class level and term), the sibling discount and the payment plans
          are set in{' '}
          <Link to={paths.admin.settings.getHref({ tab: 'payments' })} className="underline">
            School settings, Payments
          </Link>
          .
        </p>
        <div className="mt-3 max-w-sm">
          <TermPicker chosen={chosen} onChoose={(term) => update({ term })} />
        </div>
      </div>
      {canRaise ? (
        <>
          <RaiseInvoices termId={termId} termLabel={termLabel} />
          <OptionalFees termId={termId} termLabel={termLabel} />
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Raising invoices and choosing students’ optional fees need the payments.confirm
          permission: ask a superuser for it.
        </p>
      )}
      <CollectionTable termId={termId} />
      <InvoiceList termId={termId} filter={filter} onChange={onFilter} />
    </div>
  );
}
