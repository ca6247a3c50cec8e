// The error screens of spec §2 "Dialogs and error screens" that need no router: the generic
// error screen (with its error boundary), and the short message for a page whose code failed to
// load.
import { Component, type ErrorInfo, type ReactNode } from 'react';

const button =
  'bg-primary rounded-school px-5 py-2.5 font-medium text-white hover:opacity-90 focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:ring-[var(--school-primary)]';

/** 'Something went wrong', with 'Refresh Page'. */
export function GenericErrorScreen() {
  return (
    <div role="alert" className="flex min-h-[60vh] items-center justify-center px-6 py-16">
      <div className="max-w-md text-center">
        <h1 className="text-2xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          We encountered an error while loading this page. Please try refreshing the page.
        </p>
        <button type="button" className={`${button} mt-6`} onClick={() => window.location.reload()}>
          Refresh Page
        </button>
      </div>
    </div>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** What to show instead of the children once one of them failed; the generic screen if unset. */
  fallback?: ReactNode;
}

/** Shows the generic error screen when something inside fails while rendering. */
export class ErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A part of the page failed:', error, info.componentStack);
  }

  render() {
    if (this.state.failed) return this.props.fallback ?? <GenericErrorScreen />;
    return this.props.children;
  }
}

/** 'Error loading {page}': the page's code could not be downloaded (spec §2). */
export function LazyLoadError({ page }: { page: string }) {
  return (
    <div role="alert" className="mx-auto max-w-md px-6 py-16 text-center">
      <p className="text-lg font-semibold">Error loading {page}</p>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        Check your connection, then try again.
      </p>
      <button type="button" className={`${button} mt-4`} onClick={() => window.location.reload()}>
        Try again
      </button>
    </div>
  );
}
