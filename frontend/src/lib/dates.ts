// Days as the API writes them (`YYYY-MM-DD`), in the reader's own time zone: the school's
// families and staff live in it.

/** `YYYY-MM-DD` of `at` (now by default), the reader's day. */
export function localDay(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}
