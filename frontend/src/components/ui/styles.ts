// Class lists shared by the admin screens, so that every table and button looks alike.
// `--scroll-cover`: a sideways-scrolling table's covers match the panel (index.css .scroll-hint).
export const panel =
  'rounded-school shadow-school border border-slate-200 bg-white p-6 [--scroll-cover:var(--color-white)] dark:border-slate-800 dark:bg-slate-900 dark:[--scroll-cover:var(--color-slate-900)]';
export const primaryButton =
  'bg-primary rounded-school px-4 py-2 font-medium text-white hover:opacity-90 disabled:opacity-60';
export const secondaryButton =
  'rounded-school border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:hover:bg-slate-800';
export const tableClass = 'w-full text-left text-sm';
// The last column needs no gap after it: on a 320 px phone those 16 px decide whether a table fits.
export const thClass =
  'border-b border-slate-200 py-2 pr-4 last:pr-0 font-semibold dark:border-slate-700';
export const tdClass =
  'border-b border-slate-100 py-2 pr-4 last:pr-0 align-top dark:border-slate-800';
export const inputClass =
  'rounded-school block w-full border border-slate-300 bg-white px-3 py-2 focus:ring-2 focus:ring-[var(--school-primary)] focus:outline-none dark:border-slate-700 dark:bg-slate-900';
