// The school's name and letterhead for the features that print in the school's name (report
// cards, receipts), and its currency and payment plans for those that show money (fees): the
// settings provider, which holds the settings, fills it; a feature reads it here without
// reaching into the settings feature (house style: features do not import each other).
import { createContext, useContext } from 'react';

import { DEFAULT_DATE_FORMAT, schoolDay, writeDay, writeMoment } from '@/lib/dates';
import type { components } from '@/types/api.gen';

type Plan = components['schemas']['Plan'];
type PaymentPlans = components['schemas']['PaymentPlans'];

/** The plans the settings offer, fewest instalments first. */
export function offeredPlans(plans: PaymentPlans): Plan[] {
  return [
    ...(plans.fullPayment ? (['full'] as const) : []),
    ...(plans.twoInstallments ? (['two'] as const) : []),
    ...(plans.threeInstallments ? (['three'] as const) : []),
  ];
}

export interface SchoolIdentity {
  name: string;
  motto: string;
  address: string;
  phone: string;
  email: string;
  /** The logo's address, ready for an <img>, or null for none. */
  logoUrl: string | null;
  /** The ISO 4217 code every amount of the school is in (NGN). */
  currency: string;
  /** How the school lets families pay an invoice: in full, in two or in three instalments. */
  paymentPlans: Plan[];
  /** Where the school is (the settings' time zone, or the one last read until they are loaded);
   * null when it was never read on this browser. */
  timeZone: string | null;
  /** How the school writes a date in figures (the settings' "Date format"). */
  dateFormat: string;
}

export const SchoolIdentityContext = createContext<SchoolIdentity>({
  name: '',
  motto: '',
  address: '',
  phone: '',
  email: '',
  logoUrl: null,
  currency: 'NGN',
  paymentPlans: ['full', 'two', 'three'],
  timeZone: null,
  dateFormat: DEFAULT_DATE_FORMAT,
});

export const useSchoolIdentity = () => useContext(SchoolIdentityContext);

/**
 * Writes dates in figures as the school's settings say ("14/09/2026"): `day` a `YYYY-MM-DD`
 * day, `moment` a timestamp with its time on the reader's clock (lib/dates).
 */
export function useDates(): {
  day: (iso: string | null | undefined) => string;
  moment: (iso: string | null | undefined) => string;
} {
  const { dateFormat } = useContext(SchoolIdentityContext);
  return {
    day: (iso) => writeDay(iso, dateFormat),
    moment: (iso) => writeMoment(iso, dateFormat),
  };
}

/**
 * Where the school is, as last read (the settings provider keeps it): a page opened before the
 * settings arrive, or offline (where the registers kept on the phone are taken), still counts
 * "today" at the school.
 */
export const TIME_ZONE_KEY = 'schoolTimeZone';

/** How the school writes dates in figures, as last read, kept as the time zone is. */
export const DATE_FORMAT_KEY = 'schoolDateFormat';

/**
 * Today where the school is, as `YYYY-MM-DD`: the day the server takes registers on and counts
 * lessons and due dates by (the reader's own day while the school's zone was never read here).
 */
export function useSchoolToday(): string {
  return schoolDay(useContext(SchoolIdentityContext).timeZone);
}

/**
 * The browser event a feature sends after a write that the server also records in the
 * settings: a calendar write moves the settings' version on, and making another term current
 * changes the session and term the school announces (decisions/011). Every settings provider
 * reads the settings again, so the settings' General tab shows the new term and its next save
 * is made from the version the server holds, not refused as stale.
 */
export const SETTINGS_STALE_EVENT = 'settings-stale';

/** Tells every settings provider on this page to read the settings again. */
export function settingsChangedOnTheServer() {
  window.dispatchEvent(new Event(SETTINGS_STALE_EVENT));
}

/** A day in figures, as the school writes it (for a table's cell). */
export function Day({ iso }: { iso: string | null | undefined }) {
  return <>{useDates().day(iso)}</>;
}
