// TanStack Query for the pages that read and write through it: the signed-in areas, the profile
// and the events page. It loads with them, not with the public pages (decision 010), and keeps
// one query client for the whole visit, made when the first of them opens. A query answered 401
// while someone is signed in means the session ended on the server (password changed, account
// deactivated, token expired): the 'Authentication Required' dialog offers to log in again.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';

import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';

let appClient: QueryClient | undefined;

/** The application's query client, made on first use and kept while the page lives. */
export function appQueryClient(): QueryClient {
  appClient ??= new QueryClient({
    defaultOptions: { queries: { refetchOnWindowFocus: false, retry: 1 } },
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
  // when the signed-in person changes or signs out.
  // (While the session is being checked, the person is still whoever was signed in.)
  const owner = useRef(user?.id ?? null);
  useEffect(() => {
    if (status === 'loading') return;
    const current = status === 'authenticated' ? (user?.id ?? null) : null;
    if (owner.current !== null && owner.current !== current) client.clear();
    owner.current = current;
  }, [client, status, user?.id]);
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
      <Outlet />
    </QueryProvider>
  );
}
