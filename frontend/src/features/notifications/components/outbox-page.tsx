// /admin/notifications (decision 015): every message the portal sent or will send, by status,
// channel and event; each with its content and why it was not sent; failed ones sent again and
// waiting ones cancelled. The token of a secret link is hidden by the server.
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';

import { DataTable, type Column } from '@/components/ui/data-table';
import { inputClass, panel, secondaryButton } from '@/components/ui/styles';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { loadFailure } from '@/lib/errors';
import { useDates } from '@/lib/school';
import { formatCount } from '@/lib/text';

import {
  useCancelMessage,
  useOutbox,
  useOutboxCounts,
  useRetryMessage,
  type OutboxChannel,
  type OutboxEvent,
  type OutboxMessage,
  type OutboxStatus,
} from '../api';

const PAGE_SIZE = 50;

const STATUS_LABELS: Record<OutboxStatus, string> = {
  pending: 'Waiting',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const CHANNEL_LABELS: Record<OutboxChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  in_app: 'In the portal',
};

export const EVENT_LABELS: Record<OutboxEvent, string> = {
  verify_email: 'E-mail confirmation',
  reset_password: 'Password reset',
  account_approved: 'Account approved',
  welcome: 'Welcome',
  newsletter_confirm: 'Newsletter confirmation',
  result_released: 'Results released',
  absent_notice: 'Absence',
  fee_reminder: 'Fee reminder',
  exam_schedule: 'Exam timetable',
  event_announcement: 'Event or announcement',
  disciplinary_action: 'Disciplinary action',
  new_message: 'New message',
  payment_receipt: 'Payment receipt',
};

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T | '';
  options: Record<T, string>;
  onChange: (value: T | '') => void;
}) {
  return (
    <label className="block text-sm font-medium">
      {label}
      <select
        className={`${inputClass} mt-1`}
        value={value}
        onChange={(e) => onChange(e.target.value as T | '')}
      >
        <option value="">All</option>
        {(Object.entries(options) as [T, string][]).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `value` if it is one of `options`' keys (a link's `?status=failed`), else none. */
function known<T extends string>(options: Record<T, string>, value: string | null): T | '' {
  return value !== null && value in options ? (value as T) : '';
}

export default function OutboxPage() {
  const dates = useDates();
  const [params] = useSearchParams();
  const [status, setStatus] = useState<OutboxStatus | ''>(() =>
    known(STATUS_LABELS, params.get('status')),
  );
  const [channel, setChannel] = useState<OutboxChannel | ''>('');
  const [event, setEvent] = useState<OutboxEvent | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const outbox = useOutbox({
    status: status || undefined,
    channel: channel || undefined,
    event: event || undefined,
    page,
    page_size: PAGE_SIZE,
  });
  const counts = useOutboxCounts();
  const retry = useRetryMessage();
  const cancel = useCancelMessage();
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  const act = (kind: 'retry' | 'cancel', message: OutboxMessage) => {
    const mutation = kind === 'retry' ? retry : cancel;
    mutation.mutate(message.id, {
      onSuccess: () =>
        toast.success(
          kind === 'retry'
            ? `The message to ${message.recipient} goes out again now.`
            : `The message to ${message.recipient} is cancelled.`,
        ),
      onError: (error) =>
        toast.error(errorMessage(error, 'The message could not be changed. Try again.')),
    });
  };

  const columns: Column<OutboxMessage>[] = [
    {
      id: 'message',
      header: 'Message',
      rowHeader: true,
      cell: (m) => (
        <>
          <span className="font-medium">{m.subject}</span>
          <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
            {CHANNEL_LABELS[m.channel]} to{' '}
            {m.recipient || (m.channel === 'in_app' ? 'their portal account' : '—')}
          </span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">
            {EVENT_LABELS[m.event]} · {dates.moment(m.created_at)}
          </span>
        </>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: (m) => (
        <>
          <span className="font-medium">{STATUS_LABELS[m.status]}</span>
          {m.status === 'pending' && m.attempts > 0 && (
            <span className="block text-xs">Next try {dates.moment(m.next_attempt_at)}</span>
          )}
          {m.last_error && m.status !== 'sent' && (
            <span className="block text-xs text-red-700 dark:text-red-300">{m.last_error}</span>
          )}
        </>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (m) => (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className={secondaryButton}
            aria-expanded={open === m.id}
            aria-label={`${open === m.id ? 'Hide' : 'Show'} the message to ${m.recipient || 'their account'}`}
            onClick={() => setOpen(open === m.id ? null : m.id)}
          >
            {open === m.id ? 'Hide' : 'Show'}
          </button>
          {(m.status === 'failed' || m.status === 'cancelled') && m.channel !== 'in_app' && (
            <button
              type="button"
              className={secondaryButton}
              disabled={retry.isPending}
              onClick={() => act('retry', m)}
            >
              Send again
            </button>
          )}
          {m.status === 'pending' && (
            <button
              type="button"
              className={secondaryButton}
              disabled={cancel.isPending}
              onClick={() => act('cancel', m)}
            >
              Cancel
            </button>
          )}
        </div>
      ),
    },
  ];

  const waiting = counts.data?.waiting_for_provider ?? 0;
  return (
    <section className={panel} aria-labelledby="outbox-heading">
      <h1 id="outbox-heading" className="text-2xl font-bold">
        Messages sent by the portal
      </h1>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        Every e-mail, SMS and portal notification, newest first. A message that could not be sent is
        tried again after 1 minute, 5 minutes, 30 minutes, 2 hours and 12 hours, then shown as
        failed.
      </p>
      {counts.data && (
        <p role="status" className="mt-3 text-sm">
          {formatCount(counts.data.failed)} failed, {formatCount(counts.data.pending)} waiting.
        </p>
      )}
      {waiting > 0 && (
        <div className="rounded-school mt-3 border-2 border-amber-500 bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
          {formatCount(waiting)} {waiting === 1 ? 'message waits' : 'messages wait'} because the
          e-mail or SMS settings are not complete (each says what is missing).{' '}
          <Link className="underline" to={paths.admin.settings.getHref({ tab: 'notifications' })}>
            Complete them in the school settings
          </Link>
          ; they go as soon as they are saved.
        </div>
      )}
      <div className="mt-4 grid gap-3 sm:grid-cols-3">
        <Select
          label="Status"
          value={status}
          options={STATUS_LABELS}
          onChange={filter(setStatus)}
        />
        <Select
          label="Channel"
          value={channel}
          options={CHANNEL_LABELS}
          onChange={filter(setChannel)}
        />
        <Select label="About" value={event} options={EVENT_LABELS} onChange={filter(setEvent)} />
      </div>
      <DataTable
        caption="Messages"
        className="mt-4"
        columns={columns}
        rows={outbox.data?.results}
        rowKey={(m) => m.id}
        rowDetail={(m) =>
          open === m.id && (
            <div className="rounded-school bg-slate-50 p-3 text-sm dark:bg-slate-800">
              <p className="font-medium">{m.subject}</p>
              <p className="mt-2 whitespace-pre-line">{m.body}</p>
              <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
                Tries: {m.attempts}. Sent: {dates.moment(m.sent_at)}.
                {m.provider_message_id && ` The provider answered: ${m.provider_message_id}`}
              </p>
            </div>
          )
        }
        stale={outbox.isPlaceholderData}
        loadingText="Loading the messages…"
        error={outbox.isError ? loadFailure('The messages', outbox.error) : null}
        onRetry={() => void outbox.refetch()}
        empty={
          status || channel || event
            ? 'No message matches. Choose “All” in the filters to see more.'
            : 'The portal has not sent any message yet.'
        }
        pagination={
          outbox.data && { page, pageSize: PAGE_SIZE, count: outbox.data.count, onPage: setPage }
        }
      />
    </section>
  );
}
