// Money as people read it. Amounts are integer minor units (kobo, cents) of a currency, as the
// server keeps them: 1250000 NGN is "₦12,500.00".

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

/** How many decimals the currency's minor unit has (2 for NGN and USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  return formatterFor(currency)?.resolvedOptions().maximumFractionDigits ?? 2;
}

/** `minor` units of `currency` for people: 1250000 NGN is "₦12,500.00". */
export function formatMoney(minor: number, currency: string): string {
  const formatter = formatterFor(currency);
  const digits = formatter?.resolvedOptions().maximumFractionDigits ?? 2;
  const major = minor / 10 ** digits;
  return formatter ? formatter.format(major) : `${currency} ${major.toFixed(digits)}`;
}

/**
 * Formats a number, a sum of money and a time once, in a task of its own while the page's code
 * and reads are still on their way. The first number a page formats loads the browser's locale
 * data: 17–31 ms in Chromium on the CI machine, several times that on a phone, which the
 * dashboards' first render otherwise spent with the page waiting (decisions/025).
 */
export function warmNumberFormats() {
  window.setTimeout(() => {
    (0).toLocaleString('en');
    formatMoney(0, 'NGN');
    new Date(0).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' });
  });
}
