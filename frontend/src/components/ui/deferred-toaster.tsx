// The toasts (top right, 3 seconds: spec §9), downloaded when the person first touches or types,
// or a few seconds after the page has loaded, whichever is first: no page needs them to appear,
// and sonner replays a toast raised before its Toaster was ready. On a phone's slow connection
// the page's own code and first reads then have the connection to themselves.
// They sit below the top bar, so that a toast never covers the user's menu or the bell.
import { Suspense, lazy, useEffect, useState } from 'react';

// sonner's styles come as a stylesheet of our own: the page's Content-Security-Policy refuses the
// <style> element sonner would otherwise add (vite.config.ts keeps it from trying: CSP_PATCHES).
const Toaster = lazy(() =>
  Promise.all([import('sonner'), import('sonner/dist/styles.css')]).then(([m]) => ({
    default: m.Toaster,
  })),
);

/** The top bar's height and a little room (layouts/top-bar.tsx: a 40px avatar, 12px padding). */
const TOP_BAR = 76;

/** How long after the page's `load` event the toasts download if nobody has touched the page. */
export const TOASTER_AFTER_LOAD_MS = 3000;

const FIRST_INPUT = ['pointerdown', 'keydown'] as const;

/** Whether the toasts may download: from the first touch or key, or a while after `load`. */
function useToasterWanted(): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    let timer: number | undefined;
    const afterLoad = () => {
      timer = window.setTimeout(want, TOASTER_AFTER_LOAD_MS);
    };
    if (document.readyState === 'complete') afterLoad();
    else window.addEventListener('load', afterLoad, { once: true });
    for (const type of FIRST_INPUT) window.addEventListener(type, want, { once: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('load', afterLoad);
      for (const type of FIRST_INPUT) window.removeEventListener(type, want);
    };
  }, [wanted]);
  return wanted;
}

export function DeferredToaster() {
  if (!useToasterWanted()) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-right"
        duration={3000}
        richColors
        closeButton
        offset={{ top: TOP_BAR, right: 16 }}
        mobileOffset={{ top: TOP_BAR, right: 12, left: 12 }}
      />
    </Suspense>
  );
}
