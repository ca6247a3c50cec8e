// How the fees screens say money, dates and the server's codes. Amounts are integer minor units
// (kobo, cents) in the invoice's currency: shown as "₦12,500.00", typed in major units.
import { currencyDigits, formatMoney } from '@/lib/money';

import type { Gateway, InvoiceStatus, PaymentStatus, Plan } from './api';

export { currencyDigits, formatMoney };

/** `minor` units as typed in a field: 1250000 NGN is "12500", 1250050 is "12500.50". */
export function toMajorText(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  const major = minor / 10 ** digits;
  return Number.isInteger(major) ? String(major) : major.toFixed(digits);
}

/**
 * What was typed in an amount field, in minor units: "12,500.50" is 1250050 for NGN. Null when
 * it is not an amount (empty, letters, more decimals than the currency has).
 */
export function parseAmount(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const clean = text.replace(/[\s,]/g, '');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{0,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

export const GATEWAY_NAMES: Record<Gateway, string> = {
  paystack: 'Paystack',
  flutterwave: 'Flutterwave',
  stripe: 'Stripe',
  bank_transfer: 'Bank transfer',
};

/** The card gateways, in the order they are offered. */
export const CARD_GATEWAYS: readonly Gateway[] = ['paystack', 'flutterwave', 'stripe'];

export const PLAN_NAMES: Record<Plan, string> = {
  full: 'In full',
  two: 'In two instalments',
  three: 'In three instalments',
};

/** How many instalments each plan has. */
export const PLAN_PARTS: Record<Plan, number> = { full: 1, two: 2, three: 3 };

export const INVOICE_STATUS_NAMES: Record<InvoiceStatus, string> = {
  unpaid: 'Unpaid',
  part_paid: 'Part paid',
  paid: 'Paid',
  credit: 'In credit',
};

export const PAYMENT_STATUS_NAMES: Record<PaymentStatus, string> = {
  pending: 'Waiting',
  successful: 'Successful',
  failed: 'Failed',
  rejected: 'Rejected',
};

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap';

export const INVOICE_STATUS_CLASSES: Record<InvoiceStatus, string> = {
  unpaid: `${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`,
  part_paid: `${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`,
  paid: `${badge} bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200`,
  credit: `${badge} bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100`,
};

export const PAYMENT_STATUS_CLASSES: Record<PaymentStatus, string> = {
  pending: `${badge} bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100`,
  successful: `${badge} bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200`,
  failed: `${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`,
  rejected: `${badge} bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200`,
};

/** "1 invoice", "3 invoices". */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
