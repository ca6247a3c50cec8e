// What the browser tests share when they set a school up through the API, and the dates they
// mark registers on.
import { expect, type APIRequestContext } from '@playwright/test';

/** `method path` with `data` as the holder of `token`; fails the test unless it succeeds. */
export async function send<T>(
  api: APIRequestContext,
  token: string,
  method: 'post' | 'patch',
  path: string,
  data: unknown,
) {
  const answer = await api[method](path, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), `${path}: ${await answer.text()}`).toBeLessThan(300);
  return (await answer.json()) as T;
}

/** `YYYY-MM-DD` of a date. */
export function iso(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The last weekday on or before `d`. */
export function weekday(d: Date): Date {
  const day = new Date(d);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() - 1);
  return day;
}
