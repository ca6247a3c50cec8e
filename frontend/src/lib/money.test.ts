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

  it('writes the code when the currency is not one Intl knows', () => {
    expect(formatMoney(1250000, 'naira')).toBe('naira 12500.00');
    expect(currencyDigits('naira')).toBe(2);
  });
});
