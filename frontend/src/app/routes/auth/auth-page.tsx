// The frame of the sign-in family of pages, inside the public layout (its navigation bar and
// footer): a heading, a lead sentence, a card.
import type { ReactNode } from 'react';

import { primaryButton as button } from '@/components/ui/styles';

interface AuthPageProps {
  title: string;
  lead: ReactNode;
  children: ReactNode;
  /** What follows the card, such as links to the other sign-in pages. */
  after?: ReactNode;
}

export function AuthPage({ title, lead, children, after }: AuthPageProps) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-12">
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{lead}</p>
      <div className="rounded-school shadow-school mt-6 border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        {children}
      </div>
      {after}
    </div>
  );
}

/** The pages' one button: the shared primary button, as wide as the card. */
export const primaryButton = `${button} w-full py-2.5`;

export function Notice({ tone, children }: { tone: 'good' | 'bad'; children: ReactNode }) {
  const colours =
    tone === 'good'
      ? 'bg-emerald-50 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100'
      : 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200';
  return (
    <p
      role={tone === 'bad' ? 'alert' : 'status'}
      className={`rounded-school px-3 py-2 text-sm ${colours}`}
    >
      {children}
    </p>
  );
}
