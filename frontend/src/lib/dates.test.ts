import { describe, expect, it } from 'vitest';

import {
  DATE_FORMATS,
  addDays,
  dateInWords,
  dayAsDate,
  dayInWords,
  localDay,
  schoolDay,
  utcOffsetMinutes,
  writeDay,
  writeMoment,
} from './dates';

describe('utcOffsetMinutes', () => {
  it('reads an offset as the server reads it', () => {
    expect(utcOffsetMinutes('UTC')).toBe(0);
    expect(utcOffsetMinutes('GMT')).toBe(0);
    expect(utcOffsetMinutes('UTC-5')).toBe(-300);
    expect(utcOffsetMinutes('UTC+01:00')).toBe(60);
    expect(utcOffsetMinutes('utc+0530')).toBe(330);
  });

  it('is null for a zone name or an offset out of range', () => {
    expect(utcOffsetMinutes('Africa/Lagos')).toBeNull();
    expect(utcOffsetMinutes('UTC+15')).toBeNull();
    expect(utcOffsetMinutes('UTC+1:75')).toBeNull();
  });
});

describe('schoolDay', () => {
  // 23:30 UTC on 27 November: already the 28th in Lagos, still the 27th in New York.
  const late = new Date('2026-11-27T23:30:00Z');

  it('is the date where the school is, by offset or by zone name', () => {
    expect(schoolDay('UTC+1', late)).toBe('2026-11-28');
    expect(schoolDay('Africa/Lagos', late)).toBe('2026-11-28');
    expect(schoolDay('UTC-5', late)).toBe('2026-11-27');
    expect(schoolDay('America/New_York', late)).toBe('2026-11-27');
    expect(schoolDay('UTC', late)).toBe('2026-11-27');
  });

  it("is the reader's own day without a zone or with one the browser does not know", () => {
    // 02:00 UTC on the 28th is still the 27th for the tests' reader (UTC-5).
    const early = new Date('2026-11-28T02:00:00Z');
    expect(schoolDay(null, early)).toBe('2026-11-27');
    expect(schoolDay('Mars/Olympus_Mons', early)).toBe('2026-11-27');
    expect(schoolDay('UTC', early)).toBe('2026-11-28');
  });
});

it('dayAsDate reads a day at local midnight', () => {
  const day = dayAsDate('2026-11-28');
  expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([
    2026, 10, 28, 0,
  ]);
  expect(localDay(day)).toBe('2026-11-28');
});

it('addDays counts calendar days, across months, years and a leap day', () => {
  expect(addDays('2026-11-28', 120)).toBe('2027-03-28');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  expect(addDays('2026-11-28', 0)).toBe('2026-11-28');
});

describe('writeDay', () => {
  it("writes a day in each of the settings' formats", () => {
    const written = DATE_FORMATS.map((format) => writeDay('2026-09-04', format));
    expect(written).toEqual(['04/09/2026', '09/04/2026', '2026-09-04', '04-09-2026', '04.09.2026']);
  });

  it("writes a moment's day, a missing day as a dash, and an unknown format as the default", () => {
    // A moment's day is the reader's, as its time is.
    const lateAtNight = new Date(2026, 8, 4, 23, 30).toISOString();
    expect(writeDay(lateAtNight, 'yyyy-mm-dd')).toBe('2026-09-04');
    expect(writeDay(null, 'dd/mm/yyyy')).toBe('—');
    expect(writeDay('', 'dd/mm/yyyy')).toBe('—');
    expect(writeDay('someday', 'dd/mm/yyyy')).toBe('someday');
    expect(writeDay('2026-09-04', 'd MMMM y')).toBe('04/09/2026');
  });
});

describe('writeMoment', () => {
  it("writes a moment's day in the format and its time on the reader's clock", () => {
    const at = new Date(2026, 8, 4, 8, 5);
    expect(writeMoment(at.toISOString(), 'dd.mm.yyyy')).toBe('04.09.2026, 08:05');
    expect(writeMoment(undefined, 'dd/mm/yyyy')).toBe('—');
    expect(writeMoment('not a time', 'dd/mm/yyyy')).toBe('not a time');
  });
});

describe('days in words', () => {
  it('heads a day with its weekday, day, month and year, whatever the time zone', () => {
    expect(dayInWords('2026-12-07')).toBe('Monday 7 December 2026');
    expect(dayInWords('2027-01-03')).toBe('Sunday 3 January 2027');
    expect(dayInWords('soon')).toBe('soon');
  });

  it('writes a date in words, or a dash for none', () => {
    expect(dateInWords('2027-01-05')).toBe('5 January 2027');
    expect(dateInWords(null)).toBe('—');
    expect(dateInWords('')).toBe('—');
  });
});
