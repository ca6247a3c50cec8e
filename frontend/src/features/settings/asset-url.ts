// Relative logo and favicon addresses are resolved against the backend host (spec §3).
import { env } from '@/config/env';

export function assetUrl(url: string): string {
  if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return url;
  return `${env.apiUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/** `url` with a `t` parameter that changes every time, so the browser fetches it again. */
export function withTimestamp(url: string, now: number = Date.now()): string {
  return `${url}${url.includes('?') ? '&' : '?'}t=${now}`;
}
