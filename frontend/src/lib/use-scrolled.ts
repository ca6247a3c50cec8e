// Whether the page is scrolled further down than `offset` pixels, following the scroll without
// re-rendering on every pixel (the answer changes only when the threshold is crossed).
import { useCallback, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
}

export function useScrolledPast(offset: number): boolean {
  const read = useCallback(() => window.scrollY > offset, [offset]);
  return useSyncExternalStore(subscribe, read, () => false);
}
