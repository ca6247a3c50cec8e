// The pieces every page of the teacher's area shares: its heading, the wait, the notices for an
// empty list or a record that is not the teacher's, and a failed load with "Try again".
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import { FullScreenSpinner } from '@/components/ui/spinner';
import { secondaryButton } from '@/components/ui/styles';

export const card =
  'rounded-school shadow-school border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900';
export const muted = 'text-slate-600 dark:text-slate-400';
export const linkClass =
  'text-primary dark:text-primary-soft font-medium underline-offset-2 hover:underline';

interface PageHeadingProps {
  title: string;
  id?: string;
  /** A sentence beneath the title. */
  intro?: ReactNode;
  /** Where "back" goes, and what it says ("All your students"). */
  back?: { to: string; label: string };
  /** Buttons or links beside the title. */
  actions?: ReactNode;
}

export function PageHeading({ title, id, intro, back, actions }: PageHeadingProps) {
  return (
    <div className="mb-6">
      {back && (
        <p className="mb-2 text-sm">
          <Link to={back.to} className={linkClass}>
            <span aria-hidden="true">← </span>
            {back.label}
          </Link>
        </p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={id} className="text-2xl font-bold break-words sm:text-3xl">
          {title}
        </h1>
        {actions}
      </div>
      {intro && <p className={`mt-1 ${muted}`}>{intro}</p>}
    </div>
  );
}

/** The wait while a page's data arrives. */
export function Loading({ text }: { text: string }) {
  return <FullScreenSpinner text={text} />;
}

/** A quiet panel that says what is (not) here and what to do about it. */
export function Notice({
  title,
  children,
  role,
}: {
  title: string;
  children?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div
      role={role}
      className="rounded-school border border-dashed border-slate-300 p-6 text-center sm:p-8 dark:border-slate-700"
    >
      <p className="font-semibold">{title}</p>
      {children && <div className={`mt-1 ${muted}`}>{children}</div>}
    </div>
  );
}

/** A load that failed for another reason than "not yours": say so, and offer to try again. */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="rounded-school bg-red-50 px-4 py-4 text-red-900 dark:bg-red-950 dark:text-red-100"
    >
      <p>
        {what} could not be loaded. Check your connection, then try again. If it keeps failing, tell
        the school admin.
      </p>
      <button type="button" className={`${secondaryButton} mt-3`} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/** "Your teacher record is not set up": the signed-in teacher has no teacher record yet. */
export function NoTeacherRecord() {
  return (
    <Notice title="Your teacher record is not set up yet." role="alert">
      <p>Ask the school admin to add you as a teacher, then open this page again.</p>
    </Notice>
  );
}

/** The empty state of a teacher with no class. */
export function NoClasses() {
  return (
    <Notice title="You are not assigned to a class yet.">
      <p>Ask the school admin to add you as a class or subject teacher.</p>
    </Notice>
  );
}
