// The bell in the top bar of every signed-in page: a link to the person's messages with how many
// are unread. It asks the server for the count (one indexed count) when it appears, every minute,
// when the window comes back into view, and when a page marks messages read. It lives outside
// the pages' query client (the public pages have none), so it asks on its own.
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';

import { BellIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { formatCount } from '@/lib/text';

import { NOTIFICATIONS_CHANGED } from '../api';

const EVERY = 60_000;

export function NotificationBell() {
  const [count, setCount] = useState<number | null>(null);

  const refresh = useCallback(() => {
    if (document.visibilityState === 'hidden') return;
    api
      .get<{ count: number }>('/api/notifications/unread_count/')
      .then((answer) => setCount(answer.count))
      // A count that cannot be read shows no badge; the next try may succeed.
      .catch(() => setCount(null));
  }, []);

  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, EVERY);
    document.addEventListener('visibilitychange', refresh);
    window.addEventListener(NOTIFICATIONS_CHANGED, refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
      window.removeEventListener(NOTIFICATIONS_CHANGED, refresh);
    };
  }, [refresh]);

  const unread = count ?? 0;
  const label = unread === 0 ? 'Notifications' : `Notifications, ${formatCount(unread)} unread`;
  return (
    <Link
      to={paths.notifications.getHref()}
      aria-label={label}
      title={label}
      className="rounded-school relative shrink-0 p-2 text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <BellIcon />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs leading-5 font-semibold text-white"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </Link>
  );
}
