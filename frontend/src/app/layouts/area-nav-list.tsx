// The list of an area's sections (admin, teacher). On a phone it is one row that scrolls
// sideways: the current section is scrolled into the middle of the row on every page, and an
// edge that has more sections beyond it fades out, so the row shows it scrolls (a row of four
// words with nothing beyond the edge read as the whole menu, and the current page's section
// was often out of sight).
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';

/** The fade of the edges with more sections beyond them. */
const FADES = {
  none: '',
  start: '[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]',
  end: '[mask-image:linear-gradient(to_left,transparent,black_2.5rem)]',
  both: '[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]',
} as const;

type Fade = keyof typeof FADES;

/** Which edges of `list` have more of it beyond them. */
export function hiddenEdges(list: {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
}): Fade {
  const before = list.scrollLeft > 1;
  const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
  if (before && after) return 'both';
  if (before) return 'start';
  if (after) return 'end';
  return 'none';
}

export function AreaNavList({ className, children }: { className: string; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  const [fade, setFade] = useState<Fade>('none');
  const measure = useCallback(() => {
    if (list.current) setFade(hiddenEdges(list.current));
  }, []);

  useLayoutEffect(() => {
    const row = list.current;
    if (!row) return;
    const current = row.querySelector<HTMLElement>('[aria-current="page"]');
    // Only a row wider than the screen scrolls (at a desk the list is a column).
    if (current && row.scrollWidth > row.clientWidth) {
      row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    }
    measure();
  }, [pathname, measure]);

  // One observer while the row is shown: its width changes with the window. (One made at every
  // render, as before, measured the row again at each: a forced layout of the whole page in
  // every render of the layout, a phone's longest work on opening the admin's dashboard.)
  const observer = useRef<ResizeObserver | null>(null);
  useLayoutEffect(() => {
    const row = list.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    const watching = new ResizeObserver(measure);
    watching.observe(row);
    observer.current = watching;
    return () => {
      watching.disconnect();
      observer.current = null;
    };
  }, [measure]);

  // Its sections come and go with the admin's permissions: each new one is observed as it
  // appears (observing one already observed does nothing, and measures nothing).
  useLayoutEffect(() => {
    const row = list.current;
    if (!row || !observer.current) return;
    for (const item of row.children) observer.current.observe(item);
  });

  // `relative`: the sections' offsets are the row's; `scroll-px-10`: a section reached by Tab
  // stops clear of the faded edge.
  return (
    <ul
      ref={list}
      onScroll={measure}
      className={`relative scroll-px-10 ${className} ${FADES[fade]}`}
    >
      {children}
    </ul>
  );
}
