import { describe, expect, it } from 'vitest';

import { localDay } from './dates';
import { joined, plural } from './text';

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

  it('writes the reader’s day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
