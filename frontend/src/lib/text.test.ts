import { describe, expect, it } from 'vitest';

import { localDay } from './dates';
import { formatCount, joined, plural } from './text';

describe('text and day helpers', () => {
  it('joins only the parts that are set', () => {
    expect(joined('Maths', null, '  ', undefined, 'Lab 1')).toBe('Maths · Lab 1');
    expect(joined()).toBe('');
  });

  it('counts in words', () => {
    expect(plural(1, 'paper')).toBe('1 paper');
    expect(plural(0, 'paper')).toBe('0 papers');
    expect(plural(1200, 'class', 'classes')).toBe('1,200 classes');
  });

  it('groups whole numbers as Intl does, without it', () => {
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
    const numbers = [0, -0, 1, -1, 999, 1000, -1000, 123_456_789, Number.MAX_SAFE_INTEGER, 1.5];
    for (let i = 0; i < 500; i++) {
      const n = next() * 10 ** (next() % 7);
      numbers.push(next() % 2 ? n : -n);
    }
    for (const n of numbers) expect(formatCount(n), String(n)).toBe(n.toLocaleString('en'));
  });

  it('writes the reader’s day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
