// Money as people read it. Amounts are integer minor units (kobo, cents) of a currency, as the
// server keeps them: 1250000 NGN is "₦12,500.00".
import { formatCount } from './text';

/** One formatter per currency, made on first use: making one costs more than formatting. */
const formatters = new Map<string, Intl.NumberFormat | null>();

function formatterFor(currency: string): Intl.NumberFormat | null {
  let formatter = formatters.get(currency);
  if (formatter === undefined) {
    try {
      formatter = new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
    } catch {
      // Not a currency Intl knows.
      formatter = null;
    }
    formatters.set(currency, formatter);
  }
  return formatter;
}

/**
 * The currencies the server names (kernel's `Currency` constants) as Intl writes them in English
 * with its narrow symbol, before the amount: written here without Intl, whose first use on a
 * page costs a phone a long task (text.ts, formatCount). money.test.ts checks every one against
 * Intl; any other currency is Intl's to write.
 */
const WRITTEN: Record<string, { prefix: string; digits: number }> = {
  NGN: { prefix: '₦', digits: 2 },
  USD: { prefix: '$', digits: 2 },
  GHS: { prefix: 'GH₵', digits: 2 },
  KES: { prefix: 'KES\u00a0', digits: 2 },
  ZAR: { prefix: 'R\u00a0', digits: 2 },
  GBP: { prefix: '£', digits: 2 },
  EUR: { prefix: '€', digits: 2 },
};

const writtenFor = (currency: string) =>
  Object.hasOwn(WRITTEN, currency) ? WRITTEN[currency] : undefined;

/** How many decimals the currency's minor unit has (2 for NGN and USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  const written = writtenFor(currency);
  if (written) return written.digits;
  return formatterFor(currency)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/** `minor` units of `currency` for people: 1250000 NGN is "₦12,500.00". */
export function formatMoney(minor: number, currency: string): string {
  const written = writtenFor(currency);
  if (written && Number.isSafeInteger(minor) && !Object.is(minor, -0)) {
    // Integer arithmetic on the minor units: no rounding of a float on the way.
    const scale = 10 ** written.digits;
    const units = Math.abs(minor);
    const major = formatCount(Math.floor(units / scale));
    const fraction = written.digits
      ? `.${String(units % scale).padStart(written.digits, '0')}`
      : '';
    return `${minor < 0 ? '-' : ''}${written.prefix}${major}${fraction}`;
  }
  const formatter = formatterFor(currency);
  const digits = formatter?.resolvedOptions().maximumFractionDigits ?? 2;
  const major = minor / 10 ** digits;
  return formatter ? formatter.format(major) : `${currency} ${major.toFixed(digits)}`;
}
