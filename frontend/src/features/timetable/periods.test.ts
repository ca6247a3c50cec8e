import { describe, expect, it } from 'vitest';

import type { SchoolPeriod, Weekday } from './api';
import {
  firstFreeSlot,
  freePeriods,
  lessonPeriods,
  periodLabel,
  spanOf,
  spanTimes,
} from './periods';

const p = (name: string, start: string, end: string, isBreak = false): SchoolPeriod => ({
  name,
  start,
  end,
  isBreak,
});

const template = [
  p('Period 1', '08:00', '08:40'),
  p('Period 2', '08:40', '09:20'),
  p('Break', '09:20', '09:40', true),
  p('Period 3', '09:40', '10:20'),
];
const periods = lessonPeriods(template);

describe("the school day's periods", () => {
  it('offers the periods without the breaks, each with its times', () => {
    expect(periods.map((x) => x.name)).toEqual(['Period 1', 'Period 2', 'Period 3']);
    // A period saved before breaks were marked is a lesson period.
    expect(lessonPeriods([{ name: 'P1', start: '08:00', end: '08:40' }])).toHaveLength(1);
    expect(periodLabel(periods[2])).toBe('Period 3 · 09:40–10:20');
  });

  it('gives a run of periods the first one’s start and the last one’s end, over a break', () => {
    expect(spanTimes(periods, { from: 1, until: 2 })).toEqual({
      start_time: '08:40',
      end_time: '10:20',
    });
    expect(spanOf(periods, '08:40', '10:20')).toEqual({ from: 1, until: 2 });
    expect(spanOf(periods, '08:00', '08:40')).toEqual({ from: 0, until: 0 });
    // Times that are no run of periods: custom.
    expect(spanOf(periods, '08:00', '09:00')).toBeNull();
    expect(spanOf(periods, '08:10', '08:40')).toBeNull();
    expect(spanOf(periods, '08:40', '08:40')).toBeNull();
  });

  it('finds the periods no lesson of the day overlaps, back to back being free', () => {
    const lessons = [{ start_time: '08:20', end_time: '08:40' }];
    expect(freePeriods(periods, lessons).map((x) => x.name)).toEqual(['Period 2', 'Period 3']);
    expect(freePeriods(periods, [{ start_time: '09:00', end_time: '09:50' }])).toEqual([
      periods[0],
    ]);
    expect(freePeriods(periods, [])).toEqual(periods);
  });

  it("starts a new lesson in the week's first free period, and in none when the week is full", () => {
    const full = (weekday: Weekday) =>
      periods.map((x) => ({ weekday, start_time: x.start, end_time: x.end }));
    expect(firstFreeSlot(periods, [])).toEqual({
      weekday: 'monday',
      start_time: '08:00',
      end_time: '08:40',
    });
    const busy = [
      ...full('monday'),
      { weekday: 'tuesday' as const, ...spanTimes(periods, { from: 0, until: 1 }) },
    ];
    expect(firstFreeSlot(periods, busy)).toEqual({
      weekday: 'tuesday',
      start_time: '09:40',
      end_time: '10:20',
    });
    const week = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).flatMap(full);
    expect(firstFreeSlot(periods, week)).toBeNull();
    // A weekend day is a school day only when it has lessons.
    expect(
      firstFreeSlot(periods, [
        ...week,
        { weekday: 'saturday', start_time: '08:00', end_time: '08:40' },
      ]),
    ).toEqual({ weekday: 'saturday', start_time: '08:40', end_time: '09:20' });
  });
});
