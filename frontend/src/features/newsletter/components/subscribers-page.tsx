// /admin/newsletter: the addresses that signed up for the school's newsletter on the public
// site, newest first, with whether each confirmed it from the e-mailed link (the newsletter goes
// only to those); an address can be removed, and the confirmed ones downloaded as CSV for the
// tool the school sends its newsletter with.
import { useState } from 'react';
import { toast } from 'sonner';

import { DataTable, type Column } from '@/components/ui/data-table';
import { Field } from '@/components/ui/field';
import { panel, secondaryButton } from '@/components/ui/styles';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';
import { useDates, useSchoolToday } from '@/lib/school';
import { useDebouncedValue } from '@/lib/use-debounced-value';

import {
  exportSubscribers,
  useRemoveSubscriber,
  useSubscribers,
  type Subscriber,
} from '../api/subscribers';

const PAGE_SIZE = 50;

export default function SubscribersPage() {
  const dates = useDates();
  const today = useSchoolToday();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim());
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const subscribers = useSubscribers({ search: search || undefined, page, page_size: PAGE_SIZE });
  const remove = useRemoveSubscriber();

  const removeOne = (s: Subscriber) => {
    if (!window.confirm(`Remove ${s.email} from the newsletter?`)) return;
    remove.mutate(s.id, {
      onSuccess: () => toast.success(`${s.email} no longer receives the newsletter.`),
      onError: (error) =>
        toast.error(errorMessage(error, 'The address was not removed. Try again in a moment.')),
    });
  };

  const exportCsv = async () => {
    setDownloading(true);
    try {
      await exportSubscribers(today);
    } catch (error) {
      toast.error(errorMessage(error, 'The addresses were not downloaded. Try again in a moment.'));
    } finally {
      setDownloading(false);
    }
  };

  const columns: Column<Subscriber>[] = [
    {
      id: 'email',
      header: 'Address',
      rowHeader: true,
      cell: (s) => <span className="break-all">{s.email}</span>,
    },
    {
      id: 'status',
      header: 'Confirmed',
      cell: (s) =>
        s.confirmed_at ? (
          <span>Confirmed {dates.moment(s.confirmed_at)}</span>
        ) : (
          <span className="text-slate-600 dark:text-slate-400">
            Waiting for the link to be opened (signed up {dates.moment(s.subscribed_at)})
          </span>
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (s) => (
        <button
          type="button"
          className={secondaryButton}
          aria-label={`Remove ${s.email}`}
          disabled={remove.isPending}
          onClick={() => removeOne(s)}
        >
          Remove
        </button>
      ),
    },
  ];

  return (
    <section className={panel} aria-labelledby="subscribers-heading">
      <h1 id="subscribers-heading" className="text-2xl font-bold">
        Newsletter subscribers
      </h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        The addresses that signed up on the school&apos;s website. Each is sent a link to confirm
        it; send the newsletter only to the confirmed ones. Download them for the tool the school
        sends its newsletter with.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <Field
          label="Search"
          type="search"
          placeholder="Part of an address"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setPage(1);
          }}
        />
        <div className="flex items-end">
          <button
            type="button"
            className={secondaryButton}
            disabled={downloading}
            onClick={() => void exportCsv()}
          >
            {downloading ? 'Downloading…' : 'Download the confirmed addresses (CSV)'}
          </button>
        </div>
      </div>
      <DataTable
        caption="Subscribers"
        className="mt-4"
        columns={columns}
        rows={subscribers.data?.results}
        rowKey={(s) => s.id}
        stale={subscribers.isPlaceholderData}
        loadingText="Loading the subscribers…"
        error={subscribers.isError ? loadFailure('The subscribers', subscribers.error) : null}
        onRetry={() => void subscribers.refetch()}
        empty={
          search
            ? 'No address matches. Clear the search to see every subscriber.'
            : 'Nobody has signed up for the newsletter yet. The sign-up box is at the foot of the school’s website.'
        }
        pagination={
          subscribers.data && {
            page,
            pageSize: PAGE_SIZE,
            count: subscribers.data.count,
            onPage: setPage,
          }
        }
      />
    </section>
  );
}
