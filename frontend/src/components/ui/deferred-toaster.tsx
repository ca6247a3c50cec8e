// The toasts (top right, 3 seconds: spec §9), downloaded after the page's own code: no page
// needs them to appear, and sonner replays a toast raised before its Toaster was ready.
import { Suspense, lazy } from 'react';

const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

export function DeferredToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={3000} richColors closeButton />
    </Suspense>
  );
}
