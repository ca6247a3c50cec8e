// The school's name and letterhead for the features that print in the school's name (report
// cards, receipts), and its currency and payment plans for those that show money (fees): the
// settings provider, which holds the settings, fills it; a feature reads it here without
// reaching into the settings feature (house style: features do not import each other).
import { createContext, useContext } from 'react';

import { schoolDay } from '@/lib/dates';
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
});

export const useSchoolIdentity = () => useContext(SchoolIdentityContext);

/**
 * Where the school is, as last read (the settings provider keeps it): a page opened before the
 * settings arrive, or offline (where the registers kept on the phone are taken), still counts
 * "today" at the school.
 */
export const TIME_ZONE_KEY = 'schoolTimeZone';

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
