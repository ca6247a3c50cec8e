// The toasts (top right, 3 seconds: spec §9), downloaded after the page's own code: no page
// needs them to appear, and sonner replays a toast raised before its Toaster was ready. They
// sit below the top bar, so that a toast never covers the user's menu or the bell.
import { Suspense, lazy } from 'react';

// sonner's styles come as a stylesheet of our own: the page's Content-Security-Policy refuses the
// <style> element sonner would otherwise add (vite.config.ts keeps it from trying: CSP_PATCHES).
const Toaster = lazy(() =>
  Promise.all([import('sonner'), import('sonner/dist/styles.css')]).then(([m]) => ({
    default: m.Toaster,
  })),
);

/** The top bar's height and a little room (layouts/top-bar.tsx: a 40px avatar, 12px padding). */
const TOP_BAR = 76;

export function DeferredToaster() {
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
