import { describe, expect, it } from 'vitest';

import { currencyDigits, formatMoney } from './money';

describe('money as people read it', () => {
  it('writes minor units in the currency, with its own decimals', () => {
    expect(formatMoney(1250000, 'NGN')).toBe('₦12,500.00');
    expect(formatMoney(5, 'USD')).toBe('$0.05');
    expect(formatMoney(1250, 'JPY')).toBe('¥1,250');
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('NGN')).toBe(2);
  });

  it('gives the same answer when asked again (the formatter is kept)', () => {
    expect(formatMoney(99, 'NGN')).toBe('₦0.99');
    expect(formatMoney(99, 'NGN')).toBe('₦0.99');
  });

  it('writes the usual currencies without Intl exactly as Intl writes them', () => {
    // The currencies the server names (kernel's Currency constants), over amounts from a seeded
    // sequence: small and large, negative and zero, the largest exact integer.
    let seed = 20261130;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const amounts = [0, 1, -1, 99, 100, -100, 999_999, 1_000_000, Number.MAX_SAFE_INTEGER];
    for (let i = 0; i < 300; i++) {
      const digits = next() % 16;
      const amount = next() % 10 ** Math.min(digits, 9);
      amounts.push(next() % 2 ? amount : -amount, amount * 10 ** Math.max(0, digits - 9));
    }
    for (const currency of ['NGN', 'USD', 'GHS', 'KES', 'ZAR', 'GBP', 'EUR']) {
      const intl = new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
      });
      const digits = intl.resolvedOptions().maximumFractionDigits ?? 2;
      expect(currencyDigits(currency)).toBe(digits);
      for (const minor of amounts.filter((a) => Math.abs(a) < 2 ** 53 / 10 ** digits)) {
        // Below 2^53 / 100 minor units, Intl's float of major units rounds back to them.
        expect(formatMoney(minor, currency), `${minor} ${currency}`).toBe(
          intl.format(minor / 10 ** digits),
        );
      }
    }
  });

  it('writes the code when the currency is not one Intl knows', () => {
    expect(formatMoney(1250000, 'naira')).toBe('naira 12500.00');
    expect(currencyDigits('naira')).toBe(2);
  });
});
