// How announcement fields read to people, and the conversions of the expiry time between the
// datetime-local input (the admin's local time) and the API (RFC 3339, UTC).
import type { Audience, Priority } from './api/types';

export const PRIORITIES: readonly Priority[] = ['HIGH', 'MEDIUM', 'LOW'];
export const AUDIENCES: readonly Audience[] = ['ALL', 'STUDENTS', 'TEACHERS', 'PARENTS'];

export const PRIORITY_LABELS: Record<Priority, string> = {
  HIGH: 'High',
  MEDIUM: 'Medium',
  LOW: 'Low',
};

export const AUDIENCE_LABELS: Record<Audience, string> = {
  ALL: 'Everyone',
  STUDENTS: 'Students',
  TEACHERS: 'Teachers',
  PARENTS: 'Parents',
};

const pad = (n: number) => String(n).padStart(2, '0');

/** An RFC 3339 time as a datetime-local value (`YYYY-MM-DDTHH:MM`) in the browser's zone. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(
    d.getHours(),
  )}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (the browser's zone) as RFC 3339 in UTC, such as 2026-12-01T08:00:00Z. */
export function fromLocalInput(value: string): string {
  return new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function isExpired(expiresAt?: string | null, now: number = Date.now()): boolean {
  return expiresAt ? new Date(expiresAt).getTime() <= now : false;
}
