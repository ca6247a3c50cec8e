// The route error page (spec §2): what the router shows when a page fails while loading or
// rendering, with debug information and the ways out: Go Home and Retry, both full reloads so that
// nothing of the failed state stays. It stands on its own, without the navigation bar, since that
// may be what failed.
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

const button =
  'rounded-school px-5 py-2.5 font-medium focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-[var(--school-primary)]';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  return String(error);
}

export function RouteError() {
  const error = useRouteError();
  return (
    <main className="flex min-h-screen items-center justify-center px-6 py-16">
      <div role="alert" className="w-full max-w-lg text-center">
        <h1 className="text-3xl font-bold">Oops! Something went wrong</h1>
        <p className="mt-3 text-slate-600 dark:text-slate-400">
          This page could not be loaded. Try again, or go back to the home page.
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            onClick={() => window.location.assign('/')}
            className={`bg-primary text-white hover:opacity-90 ${button}`}
          >
            Go Home
          </button>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className={`border border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800 ${button}`}
          >
            Retry
          </button>
        </div>
        <details
          open
          className="rounded-school mt-8 border border-slate-200 p-4 text-left text-sm dark:border-slate-800"
        >
          <summary className="cursor-pointer font-medium">Debug information</summary>
          <dl className="mt-3 space-y-2">
            <div>
              <dt className="font-medium">URL</dt>
              <dd className="break-all text-slate-700 dark:text-slate-300">
                <code>{window.location.href}</code>
              </dd>
            </div>
            <div>
              <dt className="font-medium">Error</dt>
              <dd className="break-words text-slate-700 dark:text-slate-300">
                <code>{describe(error)}</code>
              </dd>
            </div>
          </dl>
        </details>
      </div>
    </main>
  );
}
