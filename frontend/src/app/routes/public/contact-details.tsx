// How to reach the school, from its settings; nothing is shown for what the school left empty.
import { textLink } from '@/features/public-site/components/page-parts';
import type { SchoolSettings } from '@/features/settings/defaults';
import { useSettings } from '@/features/settings/settings-provider';

import { telHref } from './school-facts';

/** The contact details the school has filled in. */
export function contactRows(settings: SchoolSettings) {
  return [
    { label: 'Address', value: settings.school_address },
    { label: 'Phone', value: settings.school_phone, href: telHref(settings.school_phone) },
    { label: 'E-mail', value: settings.school_email, href: `mailto:${settings.school_email}` },
  ].filter((row) => row.value);
}

export function ContactDetails() {
  const { settings } = useSettings();
  const rows = contactRows(settings);
  if (rows.length === 0) {
    return (
      <p className="text-slate-700 dark:text-slate-300">
        Ask at the school gate or the admin desk: the school has not published its contact details
        online yet.
      </p>
    );
  }
  return (
    <dl className="grid gap-5 sm:grid-cols-3">
      {rows.map((row) => (
        <div
          key={row.label}
          className="rounded-school shadow-school border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
        >
          <dt className="text-sm text-slate-600 dark:text-slate-400">{row.label}</dt>
          <dd className="mt-1 font-medium break-words">
            {row.href ? (
              <a className={textLink} href={row.href}>
                {row.value}
              </a>
            ) : (
              row.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
