// The settings rules the server checks (crates/settings/src/validate.rs), checked before sending
// so that a mistake shows at once, in the server's words. The server stays the judge: a rule
// added there and not here still comes back as a field error beside its input.
import { z } from 'zod';

import { HEX_COLOUR } from './apply-settings';

/** Text of `min` to `max` characters (`min` counted without surrounding spaces). */
export function text(min: number, max: number) {
  return z.string().superRefine((value, ctx) => {
    if (value.trim().length < min)
      ctx.addIssue({ code: 'custom', message: 'This cannot be empty.' });
    else if ([...value].length > max) {
      ctx.addIssue({ code: 'custom', message: `Keep this to at most ${max} characters.` });
    }
  });
}

export function oneOf(allowed: readonly string[]) {
  return z
    .string()
    .refine((value) => allowed.includes(value), `Choose one of: ${allowed.join(', ')}.`);
}

export const colour = z
  .string()
  .regex(HEX_COLOUR, 'Enter a colour as #RGB or #RRGGBB, such as #3B82F6.');

/** A plausible address: one `@`, something before it, a dotted domain after it, no spaces. */
export function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1) return false;
  const domain = value.slice(at + 1);
  return (
    value.length <= 254 &&
    !domain.includes('@') &&
    !/\s/.test(value) &&
    domain.split('.').length >= 2 &&
    domain.split('.').every(Boolean)
  );
}

/** An e-mail address, or nothing. */
export const optionalEmail = z
  .string()
  .refine(
    (value) => value === '' || isEmail(value),
    'Enter an e-mail address such as office@school.example.',
  );

/** UTC, an offset such as UTC+1 or UTC-05:00, or an IANA name such as Africa/Lagos. */
export function isTimezone(value: string): boolean {
  if (value === 'UTC') return true;
  const offset = /^UTC[+-](\d{1,2})(?::(\d{2}))?$/.exec(value);
  if (offset) return Number(offset[1]) <= 14 && Number(offset[2] ?? '0') < 60;
  if (value.startsWith('UTC')) return false;
  return (
    value.includes('/') &&
    value.length <= 64 &&
    value.split('/').every((part) => /^[A-Za-z0-9_+-]+$/.test(part))
  );
}

/** A whole number from `min` to `max`, with `message` when it is not. */
export function wholeNumber(min: number, max: number, message: string) {
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

export const port = wholeNumber(
  1,
  65535,
  'Enter a port from 1 to 65535 (587 for TLS, 465 for SSL).',
);

/** Minutes after midnight of an `HH:MM` time, or null. */
export function minutes(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [h, m] = [Number(match[1]), Number(match[2])];
  return h < 24 && m < 60 ? h * 60 + m : null;
}

export interface Band {
  letter: string;
  min: number;
  max: number;
}

/**
 * What is wrong with the grade bands as a whole: each score from 0 to 100 must have exactly one
 * grade. Bands whose lowest score is above their highest are reported on their own fields.
 */
export function gradeBandProblems(bands: readonly Band[]): string[] {
  if (bands.length === 0) return ['Add the grade bands that cover scores 0 to 100.'];
  const problems: string[] = [];
  const sorted = bands.filter((b) => b.min <= b.max).sort((a, b) => a.min - b.min);
  let next = 0;
  for (const band of sorted) {
    if (band.min < next) {
      problems.push(
        `Grade ${band.letter} (${band.min}-${band.max}) overlaps another band: each score may have only one grade.`,
      );
    } else if (band.min > next) {
      problems.push(`Scores ${next}-${band.min - 1} have no grade: the bands must cover 0 to 100.`);
    }
    next = Math.max(next, band.max + 1);
  }
  if (next <= 100) {
    problems.push(`Scores ${next}-100 have no grade: the bands must cover 0 to 100.`);
  }
  return problems;
}

/** Splits a comma- or line-separated list, dropping blanks. */
export function splitList(value: string): string[] {
  return value
    .split(/[,\n]/)
    .map((item) => item.trim())
    .filter(Boolean);
}

/** A short id for a new list item, made from its name, not taken by another. */
export function slugId(name: string, taken: readonly string[]): string {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      // The server keeps ids of at most 64 characters; room is left for a -N suffix.
      .slice(0, 56) || 'item';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}

/** Adds `message` at `path` for every item whose `key` repeats an earlier item's. */
export function uniqueBy<T>(
  items: readonly T[],
  key: (item: T) => string,
  ctx: z.RefinementCtx,
  path: (index: number) => (string | number)[],
  message: string,
) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const k = key(item);
    if (seen.has(k)) ctx.addIssue({ code: 'custom', path: path(index), message });
    seen.add(k);
  });
}
