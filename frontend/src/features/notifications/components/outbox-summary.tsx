// The admin dashboard's line on the portal's messages (decision 015): how many failed and how
// many wait for a provider, linked to the outbox. Shown to holders of settings.change.
import { Link } from 'react-router-dom';

import { panel } from '@/components/ui/styles';
import { paths } from '@/config/paths';

import { useOutboxCounts } from '../api';

export function OutboxSummary() {
  const counts = useOutboxCounts();
  if (!counts.data) return null;
  const { failed, pending, waiting_for_provider: waiting } = counts.data;
  return (
    <section className={`${panel} mt-8`} aria-labelledby="outbox-summary-heading">
      <h2 id="outbox-summary-heading" className="text-lg font-semibold">
        Messages sent by the portal
      </h2>
      <p className="mt-2 text-sm">
        <Link
          to={paths.admin.notifications.getHref({ status: 'failed' })}
          className={
            failed > 0 ? 'font-semibold text-red-700 underline dark:text-red-300' : 'underline'
          }
        >
          {failed.toLocaleString()} failed
        </Link>
        {', '}
        <Link to={paths.admin.notifications.getHref({ status: 'pending' })} className="underline">
          {pending.toLocaleString()} waiting
        </Link>
        {waiting > 0 &&
          ` (${waiting.toLocaleString()} because no e-mail or SMS provider is set in the school settings)`}
        .
      </p>
    </section>
  );
}
