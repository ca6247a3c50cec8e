import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Runs each test of the calling file on one day (a Wednesday of term, at ten in the morning,
 * the clock moving on from there): a page that asks for "today" while the test is rendering
 * and the test that checks it afterwards must mean the same day, also when the suite runs
 * across midnight. Only `Date` is faked; timers stay real, so waits work as usual.
 */
export function onOneDay(at = new Date(2026, 10, 25, 10, 0)) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    vi.setSystemTime(at);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
