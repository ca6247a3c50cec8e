import { describe, expect, it } from 'vitest';

import { byDate, dateRange } from './schedule';
import { localDay } from '@/lib/dates';

describe('how the exam screens word dates', () => {
  it('names an exam’s days as briefly as they allow', () => {
    expect(dateRange('2026-12-07', '2026-12-11')).toBe('7–11 December 2026');
    expect(dateRange('2026-11-30', '2026-12-04')).toBe('30 November – 4 December 2026');
    expect(dateRange('2026-12-28', '2027-01-05')).toBe('28 December 2026 – 5 January 2027');
    expect(dateRange('2026-10-26', '2026-10-26')).toBe('26 October 2026');
  });

  it('takes today in the local time zone', () => {
    expect(localDay(new Date(2026, 11, 7, 23, 30))).toBe('2026-12-07');
  });

  it('groups papers by date in order, each day by start time then class', () => {
    const p = (date: string, start_time: string, class_name: string) => ({
      date,
      start_time,
      class_name,
    });
    expect(
      byDate([
        p('2026-12-08', '09:00', 'JSS 1A'),
        p('2026-12-07', '12:00', 'JSS 1A'),
        p('2026-12-07', '09:00', 'JSS 10A'),
        p('2026-12-07', '09:00', 'JSS 2A'),
      ]),
    ).toEqual([
      {
        date: '2026-12-07',
        papers: [
          p('2026-12-07', '09:00', 'JSS 2A'),
          p('2026-12-07', '09:00', 'JSS 10A'),
          p('2026-12-07', '12:00', 'JSS 1A'),
        ],
      },
      { date: '2026-12-08', papers: [p('2026-12-08', '09:00', 'JSS 1A')] },
    ]);
  });
});
