// Facts the public pages read out of the school's settings, so that they describe this school:
// its current session and terms, its fees in its currency, and lists in plain English.
import type { SchoolSettings } from '@/features/settings/defaults';

export type Session = SchoolSettings['sessions'][number];

/** The session named by `academic_year`, else the last one configured. */
export function currentSession(settings: SchoolSettings): Session | null {
  return (
    settings.sessions.find((s) => s.name === settings.academic_year) ??
    settings.sessions.at(-1) ??
    null
  );
}

/** The terms of the current session; three when none are configured. */
export function termNames(settings: SchoolSettings): string[] {
  const terms = currentSession(settings)?.terms ?? [];
  return terms.length > 0 ? terms : ['First Term', 'Second Term', 'Third Term'];
}

/** "a, b and c". */
export function inWords(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

const NUMBERS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** Small counts in words ("three terms"), larger ones in figures. */
export function countInWords(n: number): string {
  return NUMBERS[n] ?? String(n);
}

/** An amount in minor units (kobo, cents) in the school's currency. */
export function formatMoney(minor: number, currency: string): string {
  try {
    const format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(minor / 10 ** digits);
  } catch {
    return `${currency} ${(minor / 100).toFixed(2)}`;
  }
}

/** The `tel:` address of a phone number as people write it. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
