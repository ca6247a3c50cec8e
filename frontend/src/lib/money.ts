// Money as people read it. Amounts are integer minor units (kobo, cents) of a currency, as the
// server keeps them: 1250000 NGN is "₦12,500.00".

/** How many decimals the currency's minor unit has (2 for NGN and USD, 0 for JPY). */
export function currencyDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** `minor` units of `currency` for people: 1250000 NGN is "₦12,500.00". */
export function formatMoney(minor: number, currency: string): string {
  const digits = currencyDigits(currency);
  try {
    return new Intl.NumberFormat('en', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
    }).format(minor / 10 ** digits);
  } catch {
    return `${currency} ${(minor / 10 ** digits).toFixed(digits)}`;
  }
}
