// Whether the page is scrolled further down than `offset` pixels, following the scroll without
// re-rendering on every pixel (the answer changes only when the threshold is crossed).
//
// The position is read in the scroll event and when the first component subscribes (after the
// browser has laid the page out), never while React renders: reading `window.scrollY` makes the
// browser lay the page out at once, and during the first render of a dashboard that cost a
// phone a long synchronous layout in the middle of drawing it.
import { useCallback, useSyncExternalStore } from 'react';

let position = 0;
const listeners = new Set<() => void>();

function onScroll() {
  position = window.scrollY;
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('scroll', onScroll, { passive: true });
    position = window.scrollY;
  }
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll);
  };
}

export function useScrolledPast(offset: number): boolean {
  const read = useCallback(() => position > offset, [offset]);
  return useSyncExternalStore(subscribe, read, () => false);
}
