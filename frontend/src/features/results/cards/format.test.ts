import { describe, expect, it } from 'vitest';

import { attendanceText, ordinal, positionText } from './format';

describe('report card wording', () => {
  it('says ordinals as a school writes them', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('says a position with the students placed, and a dash without one', () => {
    expect(positionText(3, 34)).toBe('3rd of 34');
    expect(positionText(null, 34)).toBe('—');
  });

  it('says attendance as days present of days open, or not recorded', () => {
    expect(attendanceText({ days_present: 58, days_open: 62 })).toBe('58 of 62 days (94%)');
    expect(attendanceText({ days_present: 0, days_open: 0 })).toBe('Not recorded');
  });
});
