import { describe, expect, it } from 'vitest';

import { attendanceRate, countMarks, lastSaved, nextStatus, timeOf } from './marks';
import { line } from './testing/fixtures';

describe('marks', () => {
  it('cycles present, absent, late, excused and back to present', () => {
    expect(nextStatus('present')).toBe('absent');
    expect(nextStatus('absent')).toBe('late');
    expect(nextStatus('late')).toBe('excused');
    expect(nextStatus('excused')).toBe('present');
  });

  it('counts each status', () => {
    expect(countMarks(['present', 'late', 'present', 'excused'])).toEqual({
      present: 2,
      absent: 0,
      late: 1,
      excused: 1,
    });
  });

  it('rates present and late days over the days open, as a whole percent', () => {
    const tally = { days_open: 3, present: 1, absent: 1, late: 1, excused: 0 };
    expect(attendanceRate(tally)).toBe(67);
    expect(attendanceRate({ ...tally, days_open: 8, present: 5 })).toBe(75);
    expect(attendanceRate({ ...tally, days_open: 0, present: 0, absent: 0, late: 0 })).toBeNull();
  });

  it('finds who saved a register last', () => {
    expect(lastSaved([line()])).toBeNull();
    expect(
      lastSaved([
        line({ marked_by_name: 'Mrs Bello', marked_at: '2026-12-07T08:10:00Z' }),
        line({ marked_by_name: 'Mr Eze', marked_at: '2026-12-07T09:30:00Z' }),
        line(),
      ]),
    ).toEqual({ by: 'Mr Eze', at: '2026-12-07T09:30:00Z' });
  });
});

describe('timeOf', () => {
  // 23:30 UTC on 27 November: 00:30 on the 28th in Lagos, 18:30 on the 27th for the tests'
  // reader (UTC-5).
  const late = '2026-11-27T23:30:00Z';

  it("is the school's clock, with the day only when it is not the register's", () => {
    expect(timeOf(late, 'Africa/Lagos', '2026-11-28')).toBe('00:30');
    expect(timeOf(late, 'UTC+1', '2026-11-27')).toBe('00:30 on Saturday 28 November 2026');
    expect(timeOf(late, 'Africa/Lagos')).toBe('00:30');
  });

  it("is the reader's clock while the school's zone is not known", () => {
    expect(timeOf(late, null, '2026-11-27')).toBe('18:30');
  });
});
