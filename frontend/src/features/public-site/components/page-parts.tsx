// The pieces every public page is made of, so that they read alike: a header with the page's
// title and what it is for, titled sections, cards, numbered steps and a closing call to action.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export const pageWidth = 'mx-auto max-w-6xl px-6';
export const mutedText = 'text-slate-600 dark:text-slate-400';
export const textLink =
  'text-primary dark:text-primary-soft font-medium underline underline-offset-2 hover:no-underline';
export const buttonLink =
  'bg-primary rounded-school inline-flex items-center justify-center px-5 py-2.5 font-medium text-white hover:opacity-90';
export const quietButtonLink =
  'rounded-school inline-flex items-center justify-center border border-slate-300 bg-white px-5 py-2.5 font-medium text-slate-900 hover:bg-slate-100 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800';

export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow: string;
  title: string;
  /** The lead: what the page is for. */
  children: ReactNode;
}) {
  return (
    <div className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className={`${pageWidth} py-12 sm:py-16`}>
        <p className="text-primary dark:text-primary-soft text-sm font-semibold tracking-wider uppercase">
          {eyebrow}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {title}
        </h1>
        <div className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{children}</div>
      </div>
    </div>
  );
}

export function Section({
  id,
  title,
  lead,
  children,
  tinted = false,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tinted?: boolean;
}) {
  return (
    <section
      aria-labelledby={id}
      className={tinted ? 'bg-slate-50 dark:bg-slate-900/60' : undefined}
    >
      <div className={`${pageWidth} py-12`}>
        <h2 id={id} className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h2>
        {lead && <div className={`mt-2 max-w-3xl ${mutedText}`}>{lead}</div>}
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function Card({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="rounded-school shadow-school border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h3 className="font-semibold text-slate-900 dark:text-white">{title}</h3>
      <div className="mt-2 text-slate-700 dark:text-slate-300">{children}</div>
    </div>
  );
}

export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <div className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? 'lg:grid-cols-3' : ''}`}>
      {children}
    </div>
  );
}

export function Steps({ steps }: { steps: { title: string; text: ReactNode }[] }) {
  return (
    <ol className="grid gap-5 md:grid-cols-2">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className="bg-primary flex size-9 shrink-0 items-center justify-center rounded-full font-semibold text-white"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold text-slate-900 dark:text-white">
              <span className="sr-only">Step {i + 1}: </span>
              {step.title}
            </h3>
            <div className="mt-1 text-slate-700 dark:text-slate-300">{step.text}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}

export function CallToAction({
  title,
  children,
  actions,
}: {
  title: string;
  children: ReactNode;
  actions: { label: string; to: string; quiet?: boolean }[];
}) {
  return (
    <div className={`${pageWidth} pb-14`}>
      <div className="rounded-school border border-slate-200 bg-slate-50 p-8 sm:flex sm:items-center sm:justify-between sm:gap-8 dark:border-slate-800 dark:bg-slate-900">
        <div>
          <p className="text-xl font-semibold text-slate-900 dark:text-white">{title}</p>
          <div className={`mt-1 ${mutedText}`}>{children}</div>
        </div>
        <div className="mt-5 flex shrink-0 flex-wrap gap-3 sm:mt-0">
          {actions.map((a) =>
            a.to.startsWith('/') ? (
              <Link key={a.label} to={a.to} className={a.quiet ? quietButtonLink : buttonLink}>
                {a.label}
              </Link>
            ) : (
              <a key={a.label} href={a.to} className={a.quiet ? quietButtonLink : buttonLink}>
                {a.label}
              </a>
            ),
          )}
        </div>
      </div>
    </div>
  );
}

/** A plain list with check marks, for what a family gets or needs. */
export function Checklist({ items }: { items: ReactNode[] }) {
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item, i) => (
        <li key={i} className="flex gap-2 text-slate-700 dark:text-slate-300">
          <span aria-hidden="true" className="text-primary dark:text-primary-soft font-bold">
            ✓
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
