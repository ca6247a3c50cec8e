// Small text helpers every feature's lines use.

/** "Maths · JSS 1A · Lab 1": the parts a line wants, those that are set. */
export function joined(...parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' · ');
}

/**
 * "1,200": a whole number with its thousands grouped, as `toLocaleString('en')` writes it but
 * without Intl. A page's first use of Intl loads the browser's locale data, 16–31 ms on the CI
 * machine and eight times that on a slow phone, one task the page cannot answer a tap in; the
 * admin's dashboard shows only whole numbers and sums of money (money.ts), so it need not pay
 * it. Any other number is left to Intl.
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return n.toLocaleString('en');
  const grouped = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${grouped}` : grouped;
}

/** "1 message", "3 messages", "1,200 students". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}
