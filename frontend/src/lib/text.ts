// Small text helpers every feature's lines use.

/** "Maths · JSS 1A · Lab 1": the parts a line wants, those that are set. */
export function joined(...parts: (string | null | undefined)[]): string {
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' · ');
}

/** "1 message", "3 messages", "1,200 students". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
}
