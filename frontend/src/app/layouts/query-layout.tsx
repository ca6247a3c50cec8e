// TanStack Query for the pages that read and write through it: the signed-in areas, the profile
// and the events page. It loads with them, not with the public pages (decision 010), and keeps
// one query client for the whole visit, made when the first of them opens. A query answered 401
// while someone is signed in means the session ended on the server (password changed, account
// deactivated, token expired): the 'Authentication Required' dialog offers to log in again.
// The signed-in user's answers of a few reads are kept on the device, and shown with a notice
// when the server cannot be reached (lib/saved-reads.ts).
import { QueryClient, QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { OfflineNotice } from '@/components/ui/offline-notice';
import { ApiError, keepReads } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { forgetShown, readKeeper } from '@/lib/saved-reads';

let appClient: QueryClient | undefined;

/**
 * Whose reads each query client holds. It outlives the provider: signing out from the user's
 * menu first goes to the home page, which has no queries, so the provider is gone when the
 * person signs out, and the next person's provider must still know whose reads the cache holds.
 */
const owners = new WeakMap<QueryClient, string | null>();

/** Empties `client` when it holds the reads of someone other than `person` (null: a visitor). */
function ownedBy(client: QueryClient, person: string | null) {
  const owner = owners.get(client);
  if (owner !== undefined && owner !== null && owner !== person) client.clear();
  owners.set(client, person);
}

/** The application's query client, made on first use and kept while the page lives. */
export function appQueryClient(): QueryClient {
  if (appClient) return appClient;
  // TanStack Query takes the browser for online until told otherwise: a page opened offline
  // would then never hear that the connection returned, and never read the server again.
  onlineManager.setOnline(navigator.onLine);
  appClient = new QueryClient({
    // A query runs even when the browser says it is offline: a read kept on the device then
    // answers with what was saved (lib/saved-reads.ts); the retries wait for the connection.
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, networkMode: 'offlineFirst' },
    },
  });
  return appClient;
}

export function QueryProvider({
  client = appQueryClient(),
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  const { status, user, requireLogin } = useAuth();
  // What one person read is not shown to the next on the same browser: the cache is emptied
  // when the signed-in person changes or signs out, whether this provider saw it happen or
  // another person opens the next one (checked as it mounts, before its pages read the cache).
  // (While the session is being checked, the person is still whoever was signed in.)
  const person = status === 'unauthenticated' ? null : (user?.id ?? null);
  useState(() => ownedBy(client, person));
  // The signed-in user's reads are kept from their first one: installed before the pages' queries
  // start (in their effects, which run after this one).
  const keeperFor = status === 'authenticated' ? user : null;
  const keeperId = keeperFor?.id;
  const keeperRole = keeperFor?.role;
  useLayoutEffect(() => {
    if (!keeperId || !keeperRole) return;
    keepReads(readKeeper({ id: keeperId, role: keeperRole }));
    return () => {
      keepReads(null);
      forgetShown();
    };
  }, [keeperId, keeperRole]);
  // Back online: every read on screen is read from the server again, and the pages left while
  // offline no longer count as shown from the device (their next visit reads the server).
  useEffect(
    () =>
      onlineManager.subscribe((online) => {
        if (!online) return;
        forgetShown();
        void client.invalidateQueries();
      }),
    [client],
  );
  useEffect(() => {
    if (status !== 'loading') ownedBy(client, person);
  }, [client, status, person]);
  useEffect(() => {
    if (status !== 'authenticated') return;
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) requireLogin();
    };
    // Reads and saves alike: a save refused with 401 offers to log in again too.
    const fromQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    const fromMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError(event.action.error);
    });
    return () => {
      fromQueries();
      fromMutations();
    };
  }, [client, status, requireLogin]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The route around the pages that use queries. */
export default function QueryLayout() {
  return (
    <QueryProvider>
      <OfflineNotice />
      <Outlet />
    </QueryProvider>
  );
}
